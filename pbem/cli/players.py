"""The players' commands: `pbem forget EMAIL` (design §8), an account and its address,
gone (pbem.players.forget)."""
import sys

import click

from pbem.cli.base import main, with_service
from pbem.cli.host import verified
from pbem.core.errors import Invalid
from pbem.host import audit
from pbem.players import forget as leaving


@main.command()
@click.argument("email")
@with_service
def forget(service, cfg, email):
    """Remove EMAIL and the account it belongs to (with every address of it) from every
    table: sessions, mails, settings, vacations, bounces, forum links and claims of its
    seats, and the address in the seats of every game, which keep the name they were
    played under; the logs stay as they are. Then verify each game its seats were in
    (a progress bar on a terminal); exit 0 when they all verify."""
    if "@" not in email or any(c.isspace() for c in email.strip()):
        raise Invalid(f"{email!r} is no email address")
    gone = leaving.forget(service.store, email=email)
    who = f"the account {gone.account} and " if gone.account else ""
    click.echo(f"forgot {who}{', '.join(gone.emails)}")
    for table, rows in sorted(gone.rows.items()):
        if rows:
            click.echo(f"  {table}: {rows}", err=True)
    if gone.wal_emptied is False:
        click.echo("warning: another process was reading, so the write-ahead log still "
                   "holds pages from before; it is emptied at the next checkpoint that "
                   "meets no reader (or run `pbem forget` again)", err=True)
    sys.exit(verified([(gid, lambda gid: audit.verify(service, gid, []))
                       for gid in gone.games]))
