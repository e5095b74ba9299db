"""The `pbem` command (design §8): the library's functions, one subcommand each.

Every subcommand takes --db (default: the configured storage path) and --config. Output
meant for scripts goes to stdout; messages for people go to stderr.
"""
import functools
import json
import sys

import click

from pbem import audit, config, transfer
from pbem.aggregate import game_event
from pbem.errors import ServiceError


def with_service(fn):
    """Add --db/--config and pass an opened Service; turn ServiceErrors into exit 1."""
    @click.option("--db", "db_path", default=None, help="SQLite file (default: config)")
    @click.option("--config", "config_path", default=None, help="TOML settings file")
    @functools.wraps(fn)
    def wrapper(db_path, config_path, **kw):
        top = click.get_current_context().find_root().params
        cfg = config.load(config_path or top.get("config_path"))
        service = config.open_service(cfg, db_path or top.get("db_path"))
        try:
            return fn(service, cfg=cfg, **kw)
        except ServiceError as e:
            click.echo(f"error: {e.message}", err=True)
            if e.legal:
                click.echo("legal now:\n  " + "\n  ".join(e.legal), err=True)
            sys.exit(1)
    return wrapper


@click.group()
@click.option("--db", "db_path", default=None, help="SQLite file for every subcommand")
@click.option("--config", "config_path", default=None, help="TOML settings file")
def main(db_path, config_path):
    """pbem: play-by-email and play-by-forum server for WWII board games."""


@main.command()
@with_service
def init(service, cfg):
    """Create the database (idempotent)."""
    click.echo(service.store.path)


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
@with_service
def serve(service, cfg, host, port):
    """Run the web service under waitress (a production WSGI server)."""
    import waitress
    from pbem.web import create_app
    host = host or cfg["server"]["host"]
    port = port or cfg["server"]["port"]
    app = create_app(cfg, service)
    click.echo(f"pbem serving on http://{host}:{port}/", err=True)
    waitress.serve(app, host=host, port=port, threads=cfg["server"]["threads"])


def _options(pairs):
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise click.BadParameter(f"{pair!r}: expected KEY=VALUE", param_hint="--option")
        out[key.strip()] = value.strip()
    return out


def _players(specs):
    out = []
    for spec in specs:
        name, _, email = spec.partition(":")
        out.append({"name": name.strip(), "email": email.strip() or None})
    return out


@main.command()
@click.argument("kind")
@click.option("--player", "players", multiple=True, required=True,
              help="NAME[:EMAIL], once per seat, in seat order")
@click.option("--option", "options", multiple=True, help="KEY=VALUE game option")
@with_service
def new(service, cfg, kind, players, options):
    """Create a game; prints its id (seat tokens go to stderr, shown only now)."""
    game_id, seats = service.create(kind, _players(players), _options(options))
    click.echo(game_id)
    for seat in seats:
        click.echo(f"seat {seat['role']} ({seat['name']}): token {seat['token']}", err=True)


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
    """One legal command per line, in notation."""
    role = _role(service, game_id, who)
    for line in service.legal(service.load(game_id), role):
        click.echo(line)


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
    for rec in result.events:
        click.echo(_describe(game, rec))
    click.echo(f"v{result.version} head {result.head[:16]}", err=True)


def _describe(game, rec):
    if rec.type.startswith("game."):
        return f"{rec.version:>5}  {rec.type} {json.dumps(rec.payload, ensure_ascii=False)}"
    who = f"{rec.actor}: " if rec.actor else ""
    return f"{rec.version:>5}  {who}{game.rules.describe(game_event(rec))}"


@main.command()
@click.argument("game_id")
@click.option("--json", "as_json", is_flag=True, help="full records, one per line")
@with_service
def log(service, cfg, game_id, as_json):
    """The event log (the host's full view)."""
    game = service.load(game_id)
    for rec in service.store.read(game_id):
        click.echo(json.dumps(rec.as_dict(), ensure_ascii=False) if as_json
                   else _describe(game, rec))


@main.command()
@click.argument("game_id")
@with_service
def replay(service, cfg, game_id):
    """Rebuild the game from its log alone and print the state hash."""
    game = audit.replay_game(service, game_id)
    click.echo(game.state_hash())


@main.command()
@click.argument("game_id", required=False)
@with_service
def verify(service, cfg, game_id):
    """Exit 0 only if chain, rng commitment and replay == snapshot all hold."""
    ids = [game_id] if game_id else service.store.streams()
    failed = False
    for gid in ids:
        problems = audit.verify(service, gid)
        failed |= bool(problems)
        click.echo(f"{gid}: " + ("ok" if not problems else "FAILED"))
        for p in problems:
            click.echo(f"  {p}", err=True)
    sys.exit(1 if failed else 0)


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
@with_service
def import_cmd(service, cfg, source):
    """Read a game exported with `pbem export`; prints its id (new tokens: stderr)."""
    game_id, seats = transfer.import_lines(service, source)
    click.echo(game_id)
    for seat in seats:
        click.echo(f"seat {seat['role']} ({seat['name']}): token {seat['token']}", err=True)
