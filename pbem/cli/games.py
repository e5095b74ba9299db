"""Game commands: create, show, play, read the log of, and set the deadlines of a
game (pbem new, show, legal, play, log, replay, rotate, deadline, vacation, resume,
games)."""
import json

import click

from pbem.cli.base import (creating_service, in_language, main, print_link, print_seats,
                           role_of, with_service)
from pbem.core import reading, seats, text
from pbem.host import audit


@main.command(name="games")
@with_service
def games_cmd(service, cfg):
    """List games: id, kind, status, version, players, whose turn."""
    for g in service.list_games():
        click.echo(f"{g['id']}  {g['kind']:<9} {g['status']:<8} v{g['version']:<5} "
                   f"{', '.join(g['players'])}  -> {', '.join(g['active']) or '-'}")


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
    """--per-move (or a time control: --fischer, --moves-a-day), --remind, --grace,
    --expiry: the deadlines of `pbem deadline`, also taken by `pbem new` (read by
    _deadlines)."""
    for option in reversed([
            click.option("--per-move", default=None, help="time per move, e.g. 48h or 2d"),
            click.option("--fischer", default=None, help="a Fischer clock instead: "
                         "initial+increment/cap, e.g. 72h+12h/120h"),
            click.option("--moves-a-day", default=None, help="N moves a day instead: "
                         "24h/N a move, due at the end of that day in the player's "
                         "time zone"),
            click.option("--remind", default=None,
                         help="reminders before the deadline, e.g. 24h,1h"),
            click.option("--grace", default=None, help="time after the deadline before "
                         "acting (default: none)"),
            click.option("--expiry", default=None,
                         help="policies to try in order: default, skip, forfeit, pause "
                              "(e.g. default,skip; default: pause, or forfeit with a "
                              "clock); pause is the last resort")]):
        fn = option(fn)
    return fn


def _deadlines(per_move, fischer, moves_a_day, remind, grace, expiry):
    """The checked deadline settings of deadline_options, or None without --per-move
    or a time control."""
    from pbem.telling import deadlines
    if (per_move, fischer, moves_a_day) == (None, None, None):
        if (remind, grace, expiry) != (None, None, None):
            raise click.UsageError("--remind, --grace and --expiry need --per-move, "
                                   "--fischer or --moves-a-day")
        return None
    return deadlines.from_text(per_move, remind, grace, expiry, fischer, moves_a_day)


@main.command()
@click.argument("kind")
@click.option("--player", "players", multiple=True, required=True,
              help="NAME[:EMAIL], once per seat, in seat order")
@click.option("--option", "options", multiple=True, help="KEY=VALUE game option")
@click.option("--match", "as_match", is_flag=True,
              help="a match: the game and its return game with the sides swapped, "
                   "played side by side, scores summed (memoir44); prints both ids")
@click.option("--unrated", is_flag=True,
              help="a game that counts in no leaderboard (pbem ratings)")
@deadline_options
@creating_service
def new(service, cfg, kind, players, options, as_match, unrated, **deadline):
    """Create a game; prints its id (seat tokens go to stderr, shown only now).
    With --per-move, --fischer or --moves-a-day the game has deadlines from the start
    (see `pbem deadline`)."""
    rules = _deadlines(**deadline)
    settings = {**({"deadlines": rules} if rules else {}),
                **({"rated": False} if unrated else {})} or None
    if not as_match:
        game_id, seats = service.create(kind, _players(players), _options(options),
                                        settings)
        print_seats(cfg, game_id, seats)
        return
    from pbem.players import matches
    match_id, made = matches.create(service, kind, _players(players), _options(options),
                                    settings)
    for game_id, seats in made:
        print_seats(cfg, game_id, seats)
    click.echo(f"match {match_id}: {made[0][0]} and its return game {made[1][0]}",
               err=True)


@main.command()
@click.argument("game_id")
@click.option("--as", "who", default=None, help="player name or role")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "svg"]),
              default="text")
@with_service
@in_language
def show(service, cfg, game_id, who, fmt):
    """Show the game as that seat (or the public) sees it."""
    role = role_of(service, game_id, who)
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
    role = role_of(service, game_id, who)
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
@in_language
def play(service, cfg, game_id, command, who, expected_version):
    """Apply one command: exit 0 applied, 1 rejected (reason + legal on stderr)."""
    role = role_of(service, game_id, who)
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
@in_language
def log(service, cfg, game_id, as_json, who):
    """The event log: the host's full view, or with --as what that seat may see of it
    (its data and words through the game's event_view, as every channel shows it).
    Each event is numbered by the version it makes, from 1, as pages and receipts
    number it."""
    if who is None:
        game = service.load(game_id)
        for rec in service.store.read(game_id):
            click.echo(json.dumps(reading.record_dict(rec), ensure_ascii=False) if as_json
                       else _described(service.event_dict(game, rec, None, whole=True)))
        return
    for event in service.events_for(game_id, role_of(service, game_id, who)):
        click.echo(json.dumps(event, ensure_ascii=False) if as_json else _described(event))


@main.command()
@click.argument("game_id")
@with_service
def replay(service, cfg, game_id):
    """Rebuild the game from its log alone and print the state hash."""
    game = audit.replay_game(service, game_id)
    click.echo(game.state_hash())


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
    role = role_of(service, game_id, who)
    if what in ("web", "both"):
        token = service.rotate_token(game_id, role)
        click.echo(f"seat {role}: token {token}", err=True)
        print_link(cfg, game_id, token)
    if what in ("mail", "both"):
        with service.store.transaction() as conn:
            seats.new_generation(conn, game_id, role)
            click.echo(address.reply_address(conn, cfg, game_id, role))


# -- deadlines, vacations and digests (pbem.telling.deadlines, pbem.mail.digest) ----------------
@main.command()
@click.argument("game_id")
@deadline_options
@with_service
def deadline(service, cfg, game_id, **chosen):
    """Set a game's deadlines; without --per-move (or a time control), show them and
    who is due when."""
    from pbem.telling import deadlines
    rules = _deadlines(**chosen)
    if rules:
        deadlines.configure(service, game_id, **rules)
    rules = deadlines.settings(service.store.conn, game_id)
    if rules is None:
        click.echo(f"{game_id}: no deadlines")
        return
    f = deadlines.format_duration
    control = deadlines.control_words(rules["control"]) if rules["control"] \
        else f"{f(rules['per_move'])} per move"
    click.echo(f"{game_id}: {control}, reminders "
               f"{', '.join(map(f, rules['reminders'])) or 'none'}, grace "
               f"{f(rules['grace'])}, expiry {', '.join(rules['expiry'])}")
    for role, clock in deadlines.seat_clocks(service, game_id, rules).items():
        due = f"due {clock['due'].isoformat(timespec='seconds')}" if clock["due"] \
            else "not to move"
        click.echo(f"  {role}: {due}, {deadlines.clock_words(rules, clock)}")


@main.command()
@click.argument("email")
@click.argument("first_day", required=False)
@click.argument("last_day", required=False)
@click.option("--tz", default="UTC", help="the player's IANA time zone for the days")
@click.option("--free", is_flag=True, help="the host gives the days: nothing is taken "
              "from the player's vacation bank")
@with_service
def vacation(service, cfg, email, first_day, last_day, tz, free):
    """EMAIL is away FIRST_DAY..LAST_DAY (YYYY-MM-DD, both included): the clocks of
    that player's seats stand still meanwhile and his opponents are told (LAST_DAY
    left out: that one day). The days are spent from his vacation bank (--free: the
    host gives them, past days too); without days, show the bank."""
    from pbem.telling import vacations
    if first_day is None:
        held = vacations.bank(service.store.conn, email)
    else:
        held = vacations.spend(service, email, first_day, last_day or first_day, tz,
                               free=free)
        click.echo(f"{email}: away {first_day} to {last_day or first_day} ({tz})")
    click.echo(f"{email}: {held['days']} vacation days in the bank (one more every "
               f"{held['every']} days, at most {held['cap']}; {held['spent']} spent)")


@main.command()
@click.argument("game_id")
@with_service
def resume(service, cfg, game_id):
    """End a game's pause after a missed deadline: the clocks start again now."""
    from pbem.telling import deadlines
    click.echo(f"{game_id}: resumed ({deadlines.resume(service, game_id)} paused it)")
