"""`pbem ratings`: the ratings of each kind of game (pbem.players.ratings), recomputed
from the logs or listed."""
import functools

import click

from pbem import games
from pbem.cli.base import main, progress, with_service
from pbem.core.errors import NotFound
from pbem.players import ratings


@main.group("ratings")
def ratings_group():
    """The players' ratings per kind of game."""


@ratings_group.command()
@with_service
def rebuild(service, cfg):
    """Recompute every rating from the logs: every finished game rated again in the
    order the games ended (a progress bar on a terminal), in one transaction."""
    read, changed = ratings.rebuild(service, functools.partial(progress,
                                                               label="rating"))
    click.echo(f"{read} finished games read; the ratings "
               f"{'changed' if changed else 'are the same as before'}", err=True)


@ratings_group.command()
@click.argument("kind")
@click.option("--limit", type=click.IntRange(min=1), default=None,
              help="the first LIMIT players only")
@with_service
def show(service, cfg, kind, limit):
    """KIND's leaderboard on stdout, a player a line: rank, rating (? while
    provisional), games, name, tab-separated; and its solitaire table, if any."""
    if kind not in games.KINDS:
        raise NotFound(f"no kind of game {kind!r}: {', '.join(sorted(games.KINDS))}")
    conn = service.store.conn
    for row in ratings.board(conn, kind, limit):
        mark = "?" if row["provisional"] else ""
        click.echo(f"{row['rank']}\t{row['rating']}{mark}\t{row['games']}\t{row['name']}")
    for row in ratings.best_results(conn, kind)[:limit]:
        result = f"won in turn {row['turn']}" if row["won"] else "lost"
        click.echo(f"solo {row['rank']}\t{result}\t{row['medals']} medals\t{row['name']}")
