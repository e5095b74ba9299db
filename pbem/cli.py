"""The `pbem` command (design §8): the library's functions, one subcommand each.

Every subcommand takes --db (default: the configured storage path) and --config. Output
meant for scripts goes to stdout; messages for people go to stderr.
"""
import contextlib
import functools
import json
import logging
import os
import sys

import click

from pbem import audit, config, text, transfer
from pbem.errors import Invalid, ServiceError

#: `pbem verify`'s exit status when nothing failed but something could not be checked
UNCHECKED = 3


def with_settings(fn):
    """Adds --db/--config (also taken before the subcommand): FN gets the settings
    and the --db given, or None."""
    @click.option("--db", "db_path", default=None,
                  help="SQLite file or postgresql:// URL (default: config)")
    @click.option("--config", "config_path", default=None, help="TOML settings file")
    @functools.wraps(fn)
    def wrapper(db_path, config_path, **kw):
        top = click.get_current_context().find_root().params
        return fn(config.load(config_path or top.get("config_path")),
                  db_path or top.get("db_path"), **kw)
    return wrapper


def service_command(creates=False, unusable_exit=1, unless=None):
    """A decorator adding --db/--config and passing an opened Service; ServiceErrors
    become exit 1. Only commands that CREATE may make a missing database; the others
    refuse it with the path they looked at (UNUSABLE_EXIT: an MTA pipe wants 75).
    When the command's option UNLESS is given, no database is opened (None is passed):
    `verify --file` reads an export alone."""
    def decorate(fn):
        @with_settings
        @functools.wraps(fn)
        def wrapper(cfg, db_path, **kw):
            try:
                service = None if unless and kw.get(unless) else config.open_service(
                    cfg, db_path, create=creates)
            except ServiceError as e:
                click.echo(f"error: {e.message}", err=True)
                sys.exit(unusable_exit)
            try:
                return fn(service, cfg=cfg, **kw)
            except ServiceError as e:
                click.echo(f"error: {e.message}", err=True)
                if e.legal:
                    click.echo("legal now:\n  " + "\n  ".join(e.legal), err=True)
                sys.exit(1)
        return wrapper
    return decorate


#: most commands read a database that must be there; init, serve, new and import
#: may start a new one
with_service = service_command()
creating_service = service_command(creates=True)


@click.group()
@click.version_option(package_name="pbem", prog_name="pbem")
@click.option("--db", "db_path", default=None,
              help="SQLite file or postgresql:// URL for every subcommand")
@click.option("--config", "config_path", default=None, help="TOML settings file")
def main(db_path, config_path):
    """pbem: play-by-email and play-by-forum server for WWII board games."""


@main.command()
@creating_service
def init(service, cfg):
    """Create the database (idempotent)."""
    click.echo(config.shown(service.store.path))


@main.command(name="games")
@with_service
def games_cmd(service, cfg):
    """List games: id, kind, status, version, players, whose turn."""
    for g in service.list_games():
        click.echo(f"{g['id']}  {g['kind']:<9} {g['status']:<8} v{g['version']:<5} "
                   f"{', '.join(g['players'])}  -> {', '.join(g['active']) or '-'}")


@main.command()
@click.option("--host", default=None)
@click.option("--port", default=None, type=int)
@click.option("--no-jobs", is_flag=True,
              help="serve pages and API only; `pbem worker` runs the jobs")
@creating_service
def serve(service, cfg, host, port, no_jobs):
    """Run the web service under waitress (a production WSGI server), and the
    background jobs when [scheduler] enabled and not --no-jobs (stopped when the
    server stops)."""
    from pbem import logs, scheduler
    from pbem.web import create_app, serving
    logs.configure(cfg)
    host = host or cfg["server"]["host"]
    port = port or cfg["server"]["port"]
    cfg["server"].update(host=host, port=port)     # links name the address served
    try:
        server = serving.listen(create_app(cfg, service), cfg["server"])
    except serving.CannotListen as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(1)
    jobs = scheduler.start(service, cfg) \
        if cfg["scheduler"]["enabled"] and not no_jobs else None
    click.echo(f"pbem serving on http://{host}:{port}/", err=True)
    try:
        server.run()
    finally:
        if jobs:
            jobs.shutdown()


@main.command()
@click.option("--jobs", "names", default=None, metavar="NAME,...",
              help="the jobs to run, of dispatch, deadlines, digests, imap, forum "
                   "(default: every job this configuration enables)")
@with_service
def worker(service, cfg, names):
    """Run the background jobs without serving pages (until SIGTERM or Ctrl-C, after
    the runs under way end). Several workers may run on one database: each piece of
    work is still done once."""
    from pbem import logs
    from pbem import worker as workers
    logs.configure(cfg)
    try:
        jobs = workers.chosen(cfg, None if names is None else
                              [n.strip() for n in names.split(",") if n.strip()])
    except Invalid as e:
        raise click.UsageError(str(e)) from None
    click.echo(f"pbem worker running {', '.join(name for name, _, _ in jobs)}", err=True)
    workers.run(service, cfg, jobs)


def _options(pairs):
    """--option KEY=VALUE pairs as a dict; KEY=@FILE gives the JSON document in FILE
    (a scenario from an editor: --option m44=@arnhem.m44)."""
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise click.BadParameter(f"{pair!r}: expected KEY=VALUE", param_hint="--option")
        value = value.strip()
        if value.startswith("@"):
            try:
                with open(value[1:], "rb") as f:
                    value = text.json_document(f.read(), value[1:])
            except (OSError, ValueError) as e:
                message = f"{value[1:]}: {e.strerror}" if isinstance(e, OSError) else str(e)
                raise click.BadParameter(message, param_hint=f"--option {key.strip()}")
        out[key.strip()] = value
    return out


def _players(specs):
    out = []
    for spec in specs:
        name, _, email = spec.partition(":")
        out.append({"name": name.strip(), "email": email.strip() or None})
    return out


def deadline_options(fn):
    """--per-move, --remind, --grace, --expiry: the deadlines of `pbem deadline`,
    also taken by `pbem new` (read by _deadlines)."""
    for option in reversed([
            click.option("--per-move", default=None, help="time per move, e.g. 48h or 2d"),
            click.option("--remind", default=None,
                         help="reminders before the deadline, e.g. 24h,1h"),
            click.option("--grace", default=None, help="time after the deadline before "
                         "acting (default: none)"),
            click.option("--expiry", default=None,
                         help="policies to try in order: default, skip, forfeit, pause "
                              "(e.g. default,skip; default: pause); pause is the last "
                              "resort")]):
        fn = option(fn)
    return fn


def _deadlines(per_move, remind, grace, expiry):
    """The checked deadline settings of deadline_options, or None without --per-move."""
    from pbem import deadlines
    if per_move is None:
        if (remind, grace, expiry) != (None, None, None):
            raise click.UsageError("--remind, --grace and --expiry need --per-move")
        return None
    return deadlines.from_text(per_move, remind, grace, expiry)


@main.command()
@click.argument("kind")
@click.option("--player", "players", multiple=True, required=True,
              help="NAME[:EMAIL], once per seat, in seat order")
@click.option("--option", "options", multiple=True, help="KEY=VALUE game option")
@click.option("--match", "as_match", is_flag=True,
              help="a match: the game and its return game with the sides swapped, "
                   "played side by side, scores summed (memoir44); prints both ids")
@deadline_options
@creating_service
def new(service, cfg, kind, players, options, as_match, per_move, remind, grace, expiry):
    """Create a game; prints its id (seat tokens go to stderr, shown only now).
    With --per-move the game has deadlines from the start (see `pbem deadline`)."""
    rules = _deadlines(per_move, remind, grace, expiry)
    settings = {"deadlines": rules} if rules else None
    if not as_match:
        game_id, seats = service.create(kind, _players(players), _options(options),
                                        settings)
        _print_seats(cfg, game_id, seats)
        return
    from pbem import matches
    match_id, made = matches.create(service, kind, _players(players), _options(options),
                                    settings)
    for game_id, seats in made:
        _print_seats(cfg, game_id, seats)
    click.echo(f"match {match_id}: {made[0][0]} and its return game {made[1][0]}",
               err=True)


def _print_seats(cfg, game_id, seats):
    """A new or imported game's id on stdout, and each seat's token (and link) on
    stderr: shown only now, the server keeps their hashes."""
    click.echo(game_id)
    for seat in seats:
        click.echo(f"seat {seat['role']} ({seat['name']}): token {seat['token']}", err=True)
        _link(cfg, game_id, seat["token"])


def _link(cfg, game_id, token):
    """The seat's personal web link on stderr (a secret, like its token), when
    [server] base_url says where the pages are."""
    from pbem.mail.compose import seat_url
    url = seat_url(cfg, game_id, token)
    if url:
        click.echo(f"  link {url}", err=True)


def _role(service, game_id, who):
    return service.resolve_seat(game_id, who) if who else None


@main.command()
@click.argument("game_id")
@click.option("--as", "who", default=None, help="player name or role")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "svg"]),
              default="text")
@with_service
def show(service, cfg, game_id, who, fmt):
    """Show the game as that seat (or the public) sees it."""
    role = _role(service, game_id, who)
    game = service.load(game_id)
    view = service.view(game, role)
    if fmt == "json":
        summary = service.summary(game, role)
        summary["legal"] = service.legal(game, role)
        click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    elif fmt == "svg":
        click.echo(game.rules.render_svg(view))
    else:
        click.echo(game.rules.render_text(view))
        legal = service.legal(game, role)
        if legal:
            click.echo("\nlegal now:\n  " + "\n  ".join(legal))
        click.echo(f"\n{game.meta['title']} {game.id} v{game.version} "
                   f"head {game.head[:16]} {service.status(game)}")


@main.command()
@click.argument("game_id")
@click.option("--as", "who", required=True, help="player name or role")
@with_service
def legal(service, cfg, game_id, who):
    """One legal command per line, in notation; none when it is not that seat's turn
    (stderr then says whom the game waits for)."""
    role = _role(service, game_id, who)
    game = service.load(game_id)
    lines = service.legal(game, role)
    for line in lines:
        click.echo(line)
    if not lines:
        click.echo(f"{role} has nothing to do now: " + (
            "the game is over" if game.finished else
            f"the game waits for {', '.join(service.active(game)) or 'nobody'}"), err=True)


@main.command()
@click.argument("game_id")
@click.argument("command")
@click.option("--as", "who", required=True, help="player name or role")
@click.option("--expected-version", type=int, default=None)
@with_service
def play(service, cfg, game_id, command, who, expected_version):
    """Apply one command: exit 0 applied, 1 rejected (reason + legal on stderr)."""
    role = _role(service, game_id, who)
    result = service.submit(game_id, role, command, expected_version=expected_version,
                            channel="cli")
    game = service.load(game_id)
    for rec in result.events:      # as the seat sees them: it learns no more here
        click.echo(_described(service.event_dict(game, rec, role)))
    click.echo(f"v{result.version} head {result.head[:16]}", err=True)


def _described(event):
    """One line of the log: an event dict (Service.event_dict) in words."""
    who = f"{event['actor']}: " if event["actor"] and not event["type"].startswith(
        "game.") else ""
    return f"{event['version']:>5}  {who}{event['text']}"


@main.command()
@click.argument("game_id")
@click.option("--json", "as_json", is_flag=True, help="full records, one per line")
@click.option("--as", "who", default=None,
              help="player name or role: the log as that seat may see it")
@with_service
def log(service, cfg, game_id, as_json, who):
    """The event log: the host's full view, or with --as what that seat may see of it
    (its data and words through the game's event_view, as every channel shows it)."""
    if who is None:
        game = service.load(game_id)
        for rec in service.store.read(game_id):
            click.echo(json.dumps(rec.as_dict(), ensure_ascii=False) if as_json
                       else _described(service.event_dict(game, rec, None, whole=True)))
        return
    for event in service.events_for(game_id, _role(service, game_id, who)):
        click.echo(json.dumps(event, ensure_ascii=False) if as_json else _described(event))


@main.command()
@click.argument("game_id")
@with_service
def replay(service, cfg, game_id):
    """Rebuild the game from its log alone and print the state hash."""
    game = audit.replay_game(service, game_id)
    click.echo(game.state_hash())


@main.command()
@click.argument("game_id", required=False)
@click.option("--file", "export_file", type=click.File(encoding="utf-8"), default=None,
              help="check an export (pbem export GAME > game.jsonl) alone: no database")
@click.option("--receipt", "receipts", multiple=True, metavar="VERSION:HASH",
              help="a version and head hash a mail, post or page showed (repeatable): "
                   "the log must still hold that hash at that version")
@service_command(unless="export_file")
def verify(service, cfg, game_id, export_file, receipts):
    """Exit 0 only if chain, rng commitment, replay == snapshot, the receipts and the
    service's other records of each log's head all hold; 1 if one fails; 3 if nothing
    failed but a game's dice cannot be checked yet (its seed is neither revealed nor
    held here). With --file, the export's chain, seed and decisions (and receipts)."""
    receipts = [audit.parse_receipt(r) for r in receipts]
    if receipts and not (game_id or export_file):
        raise Invalid("a receipt belongs to one game: name it (pbem verify GAME "
                      "--receipt VERSION:HASH) or give its export (--file)")
    if export_file:
        header, records = transfer.parse_export(export_file)
        if game_id not in (None, header["game"]):
            raise Invalid(f"the export is of game {header['game']}, not {game_id}")
        checks = [(header["game"], lambda gid: audit.verify_log(
            gid, records, header.get("seed"), receipts))]
    else:
        checks = [(gid, lambda gid: audit.verify(service, gid, receipts))
                  for gid in ([game_id] if game_id else service.store.streams())]
    sys.exit(_verified(checks))


def _verified(checks):
    """Run CHECKS ((game id, check(game id) -> Verdict) pairs), print each verdict
    (a progress bar on a terminal), and return the exit status of `pbem verify`."""
    verdicts = []
    with _progress(checks, "verifying") as games:
        for gid, check in games:
            verdict = check(gid)
            verdicts.append(verdict)
            click.echo(f"{gid}: {verdict.status}")
            for p in verdict.problems:
                click.echo(f"  {p}", err=True)
            for what in verdict.unchecked:
                click.echo(f"  not checked here: {what}", err=True)
    return (1 if any(v.problems for v in verdicts) else
            UNCHECKED if any(v.unchecked for v in verdicts) else 0)


# -- rules changes (pbem.upgrades) ------------------------------------------------------
@main.group(name="rules")
def rules_group():
    """Rules changes under running games: check what the newest rules would have
    decided, move a game to them, or keep it on its own (README, Rules changes)."""


@rules_group.command(name="check")
@click.argument("game_id", required=False)
@with_service
def rules_check(service, cfg, game_id):
    """Dry run: do this build's newest rules re-derive each game's whole past (every
    game, or GAME_ID)? One line a game; exit 0 all do, 1 some differ (where they first
    differ, in words), 3 some could not be tried (dice of a game without its seed)."""
    from pbem import rederive
    ids = [game_id] if game_id else service.store.streams()
    results = []
    with _progress(ids, "checking") as games:
        for gid in games:
            records = service.store.read(gid)
            if not records:
                raise Invalid(f"no game {gid!r}")
            same, words = rederive.check(gid, records, audit.host_seed(service.store, gid))
            results.append(same)
            game = _game_or_none(service, gid)
            state = "" if game is None else \
                f" (under {game.rules_label}{', kept' if game.kept else ''}" \
                f"{', finished' if game.finished else ''})"
            click.echo(f"{gid}{state}: {'same' if same else 'unknown' if same is None else 'differs'}"
                       f": {words}")
    sys.exit(1 if False in results else UNCHECKED if None in results else 0)


def _game_or_none(service, game_id):
    try:
        return service.load(game_id)
    except ServiceError:
        return None


@rules_group.command(name="upgrade")
@click.argument("game_id")
@click.option("--why", default=None, help="the host's words to the players (default: "
              "what this release changed)")
@with_service
def rules_upgrade(service, cfg, game_id, why):
    """Move a running game to the newest rules now (game.rules_changed, told to its
    players); a game kept on its rules moves only so."""
    game = service.upgrade_rules(game_id, why)
    click.echo(f"{game_id}: now under {game.rules_label} (version {game.version})")


@rules_group.command(name="keep")
@click.argument("game_id")
@with_service
def rules_keep(service, cfg, game_id):
    """Keep a running game on the rules it is under, while this build plays them
    (game.rules_kept, told to its players): it moves only by `pbem rules upgrade`."""
    game = service.keep_rules(game_id)
    click.echo(f"{game_id}: kept on {game.rules_label}")


def _progress(items, label):
    """A progress bar over ITEMS on stderr when it is a terminal (long work: every
    game of a big database); the items alone in pipes and CI."""
    if len(items) > 1 and sys.stderr.isatty():
        return click.progressbar(items, label=label, file=sys.stderr)
    return contextlib.nullcontext(items)


class _Quiet:
    def update(self, n):
        pass


def _bar(length, label):
    """A progress bar of LENGTH steps on stderr when it is a terminal, else one whose
    update() does nothing."""
    if length > 1 and sys.stderr.isatty():
        return click.progressbar(length=length, label=label, file=sys.stderr)
    return contextlib.nullcontext(_Quiet())


def database_file(what):
    """A decorator for commands that work on the SQLite file itself, not through a
    Service (WHAT: the command's name): adds --db/--config and passes (settings, the
    file's path); a URL is refused with what to use on that database instead, and
    ServiceErrors become exit 1."""
    def decorate(fn):
        @with_settings
        @functools.wraps(fn)
        def wrapper(cfg, db_path, **kw):
            try:
                where = config.database(cfg, db_path)
                if isinstance(where, str):
                    raise click.UsageError(
                        f"pbem {what} works on a SQLite file: on PostgreSQL use "
                        "pg_dump, or a base backup with WAL archiving (README, Backups)")
                return fn(cfg, where, **kw)
            except ServiceError as e:
                click.echo(f"error: {e.message}", err=True)
                sys.exit(1)
        return wrapper
    return decorate


@main.command(name="backup")
@click.argument("dest", type=click.Path(dir_okay=False))
@click.option("--force", is_flag=True, help="replace DEST if it exists")
@database_file("backup")
def backup_cmd(cfg, database, dest, force):
    """Copy the whole database to DEST while the service runs (one consistent
    snapshot, checked, written under a temporary name and renamed when complete)."""
    from pbem import backup
    made = backup.backup(database, dest, force)
    click.echo(f"{dest}: {made['games']} games, {made['events']} events, "
               f"{made['bytes']} bytes, integrity ok")


@main.command(name="restore")
@click.argument("src", type=click.Path(dir_okay=False))
@click.option("--force", is_flag=True,
              help="restore over an existing database (kept, renamed aside)")
@database_file("restore")
def restore_cmd(cfg, database, src, force):
    """Put the backup SRC in place of the database (stop the service first), then
    verify every game in it: exit 0 all verify, 1 one fails, 3 some dice unchecked."""
    from pbem import backup
    kept = backup.restore(src, database, force)
    if kept:
        click.echo(f"the database it replaced is kept as {kept}", err=True)
    service = config.open_service(cfg, database, create=False)
    sys.exit(_verified([(gid, lambda gid: audit.verify(service, gid))
                        for gid in service.store.streams()]))


@main.command()
@click.argument("role")
@with_service
def grant(service, cfg, role):
    """Let the PostgreSQL role ROLE run the service and no more: run it as the
    database's owner after `pbem init` (and after each upgrade), then give the service
    ROLE's URL. ROLE can add events, seeds and idempotency keys but never change or
    remove one, nor drop the triggers that guard them."""
    from pbem import tables
    for table, privileges in tables.grant(service.store, role):
        click.echo(f"{table}: {privileges}")


@main.command(name="migrate-store")
@click.option("--from", "source", required=True,
              help="the service's database now: a SQLite file (or postgresql:// URL)")
@click.option("--to", "dest", required=True,
              help="the new, empty database: a postgresql:// URL (or SQLite file)")
@with_settings
def migrate_store(cfg, db_path, source, dest):
    """Copy a whole service (every game, seat, seed, outbox row, setting ...) into an
    empty database, in one transaction, then verify every game there: exit 0 all
    verify, 1 one fails, 3 some dice unchecked. Stop the service's writers first
    (README, Moving to PostgreSQL)."""
    from pbem import migrate
    try:
        old = config.open_service(cfg, source, create=False).store  # its schema steps
        service = config.open_service(cfg, dest)
        rows = sum(migrate.occupied(old).values())
        with _bar(rows, "copying") as bar:
            copied = migrate.migrate(old, service.store, progress=bar.update)
    except ServiceError as e:
        click.echo(f"error: {e.message}", err=True)
        sys.exit(1)
    click.echo(f"{config.shown(dest)}: {copied['events']} events, " + ", ".join(
        f"{table} {n}" for table, n in sorted(copied["tables"].items())), err=True)
    if copied["skipped"]:
        click.echo("not copied (the destination has no such table): "
                   + ", ".join(copied["skipped"]), err=True)
    sys.exit(_verified([(gid, lambda gid: audit.verify(service, gid))
                        for gid in service.store.streams()]))


@main.command()
@click.argument("game_id")
@click.option("--with-secret", is_flag=True,
              help="include the unrevealed seed, so the game can go on elsewhere")
@with_service
def export(service, cfg, game_id, with_secret):
    """Write the game's log as JSON lines to stdout."""
    for line in transfer.export_lines(service, game_id, with_secret):
        click.echo(line)


@main.group()
def mail():
    """Inbound mail: the MTA pipe, the LMTP listener and the Postfix policy service."""


@mail.command()
@click.option("--recipient", "recipients", multiple=True,
              help="envelope recipient given by the MTA (default: read the headers)")
@service_command(unusable_exit=os.EX_TEMPFAIL)
def ingest(service, cfg, recipients):
    """Deliver one RFC 5322 message from stdin; exit 0 delivered, 65 bad message,
    67 unknown recipient, 75 try later (sysexits, for an MTA pipe)."""
    from pbem import logs
    from pbem.mail import inbound
    logs.configure(cfg)
    try:
        delivery = inbound.handle(service, cfg, sys.stdin.buffer.read(),
                                  envelope_to=list(recipients) or None)
    except Exception as e:  # noqa: BLE001 - an MTA keeps a 75 and retries: no mail lost
        logging.getLogger("pbem.mail.ingest").exception("error, try later")
        sys.exit(inbound.TRY_LATER)
    logging.getLogger("pbem.mail.ingest").log(
        logging.INFO if delivery.code == inbound.OK else logging.WARNING, "%s %s",
        delivery.code, delivery.summary)
    sys.exit(delivery.code)


@main.command()
@click.argument("game_id")
@click.option("--as", "who", required=True, help="player name or role")
@click.option("--what", type=click.Choice(["mail", "web", "both"]), default="both",
              help="the reply-address token, the web seat token, or both")
@with_service
def rotate(service, cfg, game_id, who, what):
    """Give a seat new tokens: every old reply address or seat link stops working.
    The new seat token goes to stderr (a secret), the new reply address to stdout."""
    from pbem.mail import address
    role = _role(service, game_id, who)
    if what in ("web", "both"):
        token = service.rotate_token(game_id, role)
        click.echo(f"seat {role}: token {token}", err=True)
        _link(cfg, game_id, token)
    if what in ("mail", "both"):
        with service.store.transaction() as conn:
            address.rotate(conn, game_id, role)
            click.echo(address.reply_address(conn, cfg, game_id, role))


@mail.command(name="serve")
@click.option("--host", default=None, help="default: [lmtp] host")
@click.option("--port", default=None, type=int, help="default: [lmtp] port")
@with_service
def mail_serve(service, cfg, host, port):
    """Run the LMTP listener for the MTA until interrupted."""
    from pbem import logs
    from pbem.mail import lmtp
    logs.configure(cfg)
    click.echo(f"pbem LMTP on {host or cfg['lmtp']['host']}:"
               f"{port or cfg['lmtp']['port']}", err=True)
    lmtp.serve(service, cfg, host, port)


@mail.command(name="policy")
@click.option("--host", default=None, help="default: [policy] host")
@click.option("--port", default=None, type=int, help="default: [policy] port")
@with_service
def mail_policy(service, cfg, host, port):
    """Run the Postfix policy service (check_policy_service) until stopped: forged,
    rotated or unknown reply addresses are refused at RCPT, so none is bounced."""
    from pbem import logs
    from pbem.mail import policy
    logs.configure(cfg)
    click.echo(f"pbem policy service on {host or cfg['policy']['host']}:"
               f"{port or cfg['policy']['port']}", err=True)
    policy.serve(service, cfg, host, port)


@main.command(name="import")
@click.argument("source", type=click.File("r"))
@creating_service
def import_cmd(service, cfg, source):
    """Read a game exported with `pbem export`; prints its id (new tokens: stderr)."""
    game_id, seats = transfer.import_lines(service, source)
    _print_seats(cfg, game_id, seats)


@main.command(name="outbox")
@click.option("--retry", "retry_id", type=int, default=None,
              help="put this failed row back to pending")
@click.option("--resume-logins", is_flag=True,
              help="end the pause of SMTP logins now (after fixing [smtp])")
@click.option("--resume-address", default=None, metavar="EMAIL",
              help="send to an address paused after bounces again (its held mails too)")
@with_service
def outbox_cmd(service, cfg, retry_id, resume_logins, resume_address):
    """List pending, sending, held, failed and bounced notifications (id, status, kind,
    recipient, game, attempts, next attempt, last error: a wrong [smtp] login shows
    here); --retry ID sends a failed one again. While logins are paused after the
    server refused one (a wrong password), a line before the list says until when;
    --resume-logins ends the pause, so a fixed password is tried on the next run
    rather than when the pause (up to [smtp] login_pause_max_seconds) is over. A line
    names each address paused after [mail] bounce_limit hard bounces (its mails are
    held); a reply from it, or --resume-address, resumes it: of each game only the
    latest held mail asking it to act goes, the older ones are listed as superseded
    (as mails of taken-back moves are listed as withdrawn). The list, its header
    line first, goes to stdout (for a pipe); those lines about pauses to stderr."""
    from datetime import datetime, timezone

    from pbem import outbox
    from pbem.errors import NotFound
    from pbem.mail import bounce
    if resume_address is not None:
        resumed = bounce.resume(service, resume_address)
        if resumed is None:
            raise NotFound(f"{resume_address} is not paused")
        click.echo(f"{resume_address} gets mail again: {resumed[0]} held mails due, "
                   f"{resumed[1]} superseded by a newer mail of their game", err=True)
        return
    if retry_id is not None:
        with service.store.transaction() as conn:
            if not outbox.requeue(conn, retry_id):
                raise NotFound(f"no failed outbox row {retry_id}")
        click.echo(f"row {retry_id} is pending again", err=True)
        return
    if resume_logins:
        with service.store.transaction() as conn:
            outbox.resume_logins(conn)
        click.echo("SMTP logins are tried again on the next dispatch run", err=True)
        return
    pause = outbox.login_pause(service.store.conn)
    if pause is not None and datetime.now(timezone.utc) < pause["paused_until"]:
        error = " ".join((pause["last_error"] or "").split())
        click.echo(f"SMTP logins paused until {outbox.now_iso(pause['paused_until'])} "
                   f"({pause['refusals']} refused in a row since "
                   f"{outbox.now_iso(pause['since'])}; after fixing [smtp], "
                   f"`pbem outbox --resume-logins` ends the pause): {error}", err=True)
    for p in bounce.pauses(service.store.conn, cfg):
        click.echo(f"mail to {p['address']} paused after {p['bounces']} hard bounces "
                   f"(the last {p['at']}: {p['status']} {p['diagnostic']}); its mails are "
                   f"held until a reply from it or `pbem outbox --resume-address "
                   f"{p['address']}`", err=True)
    click.echo("id\tstatus\tkind\trecipient\tgame\tattempts\tnext attempt\tlast error")
    for row in outbox.listing(service.store.conn):
        # a row being sent is tried again (by another run) when its claim runs out
        nxt = row["lease_until"] if row["status"] == "sending" else row["next_attempt_at"]
        click.echo(f"{row['id']}\t{row['status']}\t{row['kind']}\t{row['recipient']}\t"
                   f"{row['game'] or '-'}\t{row['attempts']}\t{nxt}\t"
                   f"{row['last_error'] or ''}")


# -- deadlines, vacations and digests (pbem.deadlines, pbem.mail.digest) ----------------
@main.command()
@click.argument("game_id")
@deadline_options
@with_service
def deadline(service, cfg, game_id, per_move, remind, grace, expiry):
    """Set a game's deadlines; without --per-move, show them and who is due when."""
    from pbem import deadlines
    rules = _deadlines(per_move, remind, grace, expiry)
    if rules:
        deadlines.configure(service, game_id, **rules)
    rules = deadlines.settings(service.store.conn, game_id)
    if rules is None:
        click.echo(f"{game_id}: no deadlines")
        return
    f = deadlines.format_duration
    click.echo(f"{game_id}: {f(rules['per_move'])} per move, reminders "
               f"{', '.join(map(f, rules['reminders'])) or 'none'}, grace "
               f"{f(rules['grace'])}, expiry {', '.join(rules['expiry'])}")
    for role, at in deadlines.deadlines(service, game_id).items():
        click.echo(f"  {role}: due {at.isoformat(timespec='seconds')}")


@main.command()
@click.argument("email")
@click.argument("first_day")
@click.argument("last_day")
@click.option("--tz", default="UTC", help="the player's IANA time zone for the days")
@with_service
def vacation(service, cfg, email, first_day, last_day, tz):
    """EMAIL is away FIRST_DAY..LAST_DAY (YYYY-MM-DD, both included): the deadline
    clocks of that player's seats stand still meanwhile."""
    from pbem import deadlines
    deadlines.add_vacation(service, email, first_day, last_day, tz)
    click.echo(f"{email}: away {first_day} to {last_day} ({tz})")


@main.command()
@click.argument("game_id")
@with_service
def resume(service, cfg, game_id):
    """End a game's pause after a missed deadline: the clocks start again now."""
    from pbem import deadlines
    click.echo(f"{game_id}: resumed ({deadlines.resume(service, game_id)} paused it)")


@main.command()
@click.option("--now", "immediately", is_flag=True,
              help="every player's digest now, whatever the hour (still once a day)")
@with_service
def digest(service, cfg, immediately):
    """Run the digest job: enqueue the digests that are due (prints how many); with
    [mail] enabled, compose and send them in worker processes."""
    from pbem.mail import digest_pool
    click.echo(digest_pool.run_digests(service, cfg, immediately=immediately))


@main.command(name="digest-setting")
@click.argument("email")
@click.option("--hour", type=click.IntRange(0, 23), default=None,
              help="local hour of the daily digest")
@click.option("--tz", default=None, help="IANA time zone, e.g. Europe/Warsaw")
@click.option("--off", is_flag=True, help="no more digests")
@with_service
def digest_setting(service, cfg, email, hour, tz, off):
    """Daily digest for EMAIL at --hour in --tz, or --off."""
    from pbem.mail import digest as digests
    if off == (hour is not None or tz is not None) or (not off and None in (hour, tz)):
        raise click.UsageError("give --hour and --tz, or --off")
    if off:
        digests.turn_off(service, email)
        click.echo(f"{email}: no digest")
    else:
        digests.set_daily(service, email, hour, tz)
        click.echo(f"{email}: daily digest at {hour:02d}:00 {tz}")


# -- play by forum (pbem.forum.hosting) -----------------------------------------------------
@main.group(name="forum")
def forum_group():
    """Play by forum: bind a game to a forum's topic or thread ([forums.NAME] in the
    config file) and link its seats to the forum users who play them."""


@forum_group.command(name="bind")
@click.argument("game_id")
@click.argument("forum")
@click.option("--topic", default=None, help="the topic's number (Discourse)")
@click.option("--thread", default=None, help="the thread's id (Discord)")
@with_service
def forum_bind(service, cfg, game_id, forum, topic, thread):
    """Play GAME_ID in FORUM at --topic or --thread; its first report is queued."""
    from pbem.forum import hosting
    if topic is not None and thread is not None:
        raise click.UsageError("give --topic or --thread, not both")
    bound = hosting.bind(service, cfg, game_id, forum, topic, thread)
    click.echo(f"{game_id} is played in {forum} {_place(bound)}; a report is queued")


def _place(binding):
    return f"topic {binding['topic']}" if binding["topic"] is not None else \
        f"thread {binding['thread']}" if binding["thread"] is not None else "(its posts name the game)"


@forum_group.command(name="link")
@click.argument("game_id")
@click.option("--as", "who", required=True, help="player name or role")
@click.option("--user", required=True, help="the forum user (a name, or a Discord id)")
@click.option("--forum", default=None, help="needed when the game is bound to several")
@with_service
def forum_link(service, cfg, game_id, who, user, forum):
    """The forum user USER plays the seat WHO of GAME_ID."""
    from pbem.forum import hosting
    role, forum = hosting.link(service, game_id, who, user, forum)
    click.echo(f"{user} plays {role} of {game_id} on {forum}")


@forum_group.command(name="show")
@click.argument("game_id")
@with_service
def forum_show(service, cfg, game_id):
    """Where GAME_ID is played, who plays which seat there, and unused link codes."""
    from pbem.forum import hosting
    described = hosting.describe(service, game_id)
    if not described["bindings"]:
        click.echo(f"{game_id} is bound to no forum")
    for b in described["bindings"]:
        click.echo(f"{b['forum']}: {_place(b)}, last report at version "
                   f"{b['reported'] if b['reported'] is not None else '-'}")
    for link in described["links"]:
        click.echo(f"  {link['role']}: {link['user']} on {link['forum']}")
    for role, expires in described["codes"]:
        click.echo(f"  {role}: a link code is waiting until {expires}")


@forum_group.command(name="unbind")
@click.argument("game_id")
@click.argument("forum")
@with_service
def forum_unbind(service, cfg, game_id, forum):
    """GAME_ID is no longer played in FORUM (its posts still queued there fail)."""
    from pbem.forum import hosting
    hosting.unbind(service, game_id, forum)
    click.echo(f"{game_id} is no longer played in {forum}")
