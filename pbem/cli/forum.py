"""Play by forum (pbem.forum.hosting): pbem forum bind|link|show|unbind."""
import click

from pbem.cli.base import main, with_service


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
