"""The host's tools: the database made, verified, backed up, restored, migrated and
granted; games exported and imported; rules changes under running games."""
import functools
import sys

import click

from pbem import config
from pbem.cli.base import (bar, creating_service, main, print_seats, progress,
                           service_command, with_service, with_settings)
from pbem.core import seeds
from pbem.core.errors import Invalid, ServiceError
from pbem.host import audit, transfer


#: `pbem verify`'s exit status when nothing failed but something could not be checked
UNCHECKED = 3


@main.command()
@creating_service
def init(service, cfg):
    """Create the database (idempotent)."""
    click.echo(config.shown(service.store.path))


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
    sys.exit(verified(checks))


def verified(checks):
    """Run CHECKS ((game id, check(game id) -> Verdict) pairs), print each verdict
    (a progress bar on a terminal), and return the exit status of `pbem verify`."""
    verdicts = []
    with progress(checks, "verifying") as games:
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


# -- rules changes (pbem.core.upgrades) ------------------------------------------------------
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
    from pbem.host import rederive
    ids = [game_id] if game_id else service.store.streams()
    results = []
    with progress(ids, "checking") as games:
        for gid in games:
            records = service.store.read(gid)
            if not records:
                raise Invalid(f"no game {gid!r}")
            same, words = rederive.check(gid, records, seeds.seed(service.store.conn, gid))
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
    from pbem.host import backup
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
    from pbem.host import backup
    kept = backup.restore(src, database, force)
    if kept:
        click.echo(f"the database it replaced is kept as {kept}", err=True)
    service = config.open_service(cfg, database, create=False)
    sys.exit(verified([(gid, lambda gid: audit.verify(service, gid))
                        for gid in service.store.streams()]))


@main.command()
@click.argument("role")
@with_service
def grant(service, cfg, role):
    """Let the PostgreSQL role ROLE run the service and no more: run it as the
    database's owner after `pbem init` (and after each upgrade), then give the service
    ROLE's URL. ROLE can add events, seeds and idempotency keys but never change or
    remove one, nor drop the triggers that guard them."""
    from pbem import schema
    for table, privileges in schema.grant(service.store, role):
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
    from pbem.host import migrate
    try:
        old = config.open_service(cfg, source, create=False).store  # its schema steps
        service = config.open_service(cfg, dest)
        rows = sum(migrate.occupied(old).values())
        with bar(rows, "copying") as copying:
            copied = migrate.migrate(old, service.store, progress=copying.update)
    except ServiceError as e:
        click.echo(f"error: {e.message}", err=True)
        sys.exit(1)
    click.echo(f"{config.shown(dest)}: {copied['events']} events, " + ", ".join(
        f"{table} {n}" for table, n in sorted(copied["tables"].items())), err=True)
    if copied["skipped"]:
        click.echo("not copied (the destination has no such table): "
                   + ", ".join(copied["skipped"]), err=True)
    sys.exit(verified([(gid, lambda gid: audit.verify(service, gid))
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


@main.command(name="import")
@click.argument("source", type=click.File("r"))
@creating_service
def import_cmd(service, cfg, source):
    """Read a game exported with `pbem export`; prints its id (new tokens: stderr)."""
    game_id, seats = transfer.import_lines(service, source)
    print_seats(cfg, game_id, seats)
