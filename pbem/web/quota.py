"""How many games one client may create: [web] games_per_hour from one address (the
lobby's form and POST /api/games alike), so that nobody floods the lobby, and the
mailboxes of the players a game names, from one place (pbem.core.quotas counts)."""
from datetime import datetime, timezone

from flask import current_app, request
from flask_babel import ngettext

from pbem.core import quotas
from pbem.core.errors import TooMany
from pbem.web.seat import service

HOUR = 3600


def _key():
    # the client's address as ProxyFix gives it behind [server] trusted_proxies
    return f"create-game:{request.remote_addr}"


def check_creation():
    """TooMany, saying when it may create again, once this client created
    games_per_hour games within the last hour (0: no limit)."""
    limit = current_app.config["PBEM_GAMES_PER_HOUR"]
    if not limit:
        return
    now = datetime.now(timezone.utc)
    with service().store.transaction() as conn:
        again = quotas.spent(conn, _key(), limit, HOUR, now)
    if again is not None:
        raise TooMany(ngettext(
            "this address has created %(num)s game within the last hour, as many as "
            "this server allows: it may create another from %(at)s UTC",
            "this address has created %(num)s games within the last hour, as many as "
            "this server allows: it may create another from %(at)s UTC", limit,
            at=f"{again:%H:%M}"))


def count_creation():
    """Count a game this client has just created."""
    if current_app.config["PBEM_GAMES_PER_HOUR"]:
        with service().store.transaction() as conn:
            quotas.use(conn, _key(), datetime.now(timezone.utc))
