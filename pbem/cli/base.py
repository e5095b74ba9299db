"""The `pbem` command group and what its commands share: the settings and the
Service each opens, the seats a new game prints, progress on a terminal."""
import contextlib
import functools
import sys

import click

from pbem import config
from pbem.core.errors import ServiceError
from pbem.language import catalogs, speaking


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


def in_language(fn):
    """Adds --lang: FN runs with that language in force (pbem.language.speaking), so
    what the game and the service say (events, the board as text, a refusal) is said
    in it; pbem's own words on the command line (error:, legal now:) are the host's
    and stay English (README, Languages). English by default, as the contract's
    output is."""
    @click.option("--lang", "language", type=click.Choice(list(catalogs.LANGUAGES)),
                  default=catalogs.SOURCE, show_default=True,
                  help="the language of the game's words")
    @functools.wraps(fn)
    def wrapper(*args, language, **kw):
        with speaking.speaking(language):
            return fn(*args, **kw)
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


def print_seats(cfg, game_id, seats):
    """A new or imported game's id on stdout, and each seat's token (and link) on
    stderr: shown only now, the server keeps their hashes."""
    click.echo(game_id)
    for seat in seats:
        click.echo(f"seat {seat['role']} ({seat['name']}): token {seat['token']}", err=True)
        print_link(cfg, game_id, seat["token"])


def print_link(cfg, game_id, token):
    """The seat's personal web link on stderr (a secret, like its token), when
    [server] base_url says where the pages are."""
    from pbem.mail.compose import seat_url
    url = seat_url(cfg, game_id, token)
    if url:
        click.echo(f"  link {url}", err=True)


def role_of(service, game_id, who):
    return service.resolve_seat(game_id, who) if who else None


def progress(items, label):
    """A progress bar over ITEMS on stderr when it is a terminal (long work: every
    game of a big database); the items alone in pipes and CI."""
    if len(items) > 1 and sys.stderr.isatty():
        return click.progressbar(items, label=label, file=sys.stderr)
    return contextlib.nullcontext(items)


class _Quiet:
    def update(self, n):
        pass


def bar(length, label):
    """A progress bar of LENGTH steps on stderr when it is a terminal, else one whose
    update() does nothing."""
    if length > 1 and sys.stderr.isatty():
        return click.progressbar(length=length, label=label, file=sys.stderr)
    return contextlib.nullcontext(_Quiet())
