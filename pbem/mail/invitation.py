"""The invitation mail: a link that takes the seat of an open game kept for the address
it goes to (pbem.players.open_games).

The row (written by pbem.telling.notify.invitation) names the open game, the seat, who
invites and the site; the token is minted when the mail is composed and kept hashed, as
a sign-in link's is (pbem.mail.signin), so the outbox never holds a usable link.
Registered with the dispatcher like every kind of mail.
"""
from datetime import datetime, timezone
from email.utils import formataddr

from pbem.mail import compose, language
from pbem.mail.language import gettext as _
from pbem.players import open_games
from pbem.telling.notify import INVITATION as KIND


def invitation_mail(service, cfg, row):
    payload, now = row["payload"], datetime.now(timezone.utc)
    with service.store.transaction() as conn:
        token = open_games.mint_invitation(conn, payload["open_game"], payload["seat"],
                                           now)
        game = open_games.get(conn, payload["open_game"], now)
    site = payload["site"]
    text, html = compose.render(
        KIND, site=site, inviter=payload["inviter"], title=game["title"],
        role=game["seats"][payload["seat"]]["role"],
        expires_at=language.moment(game["expires_at"]),
        others=[s["name"] for s in game["seats"] if s["name"]],
        link=f"{site}/open/{game['id']}?invitation={token}")
    msg = compose.base_message(cfg, formataddr(("", row["recipient"])),
                               _("An invitation to %(title)s", title=game["title"]),
                               message_id=compose.row_message_id(cfg, row))
    msg["X-Pbem-Kind"] = KIND
    compose.add_bodies(msg, text, html)
    return msg


compose.register(KIND, invitation_mail)
