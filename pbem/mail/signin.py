"""The sign-in mail: a one-time link that opens a session (pbem.players.sessions).

The row (written by pbem.telling.notify.signin_link) names the address and the site
the link goes to; the token is minted when the mail is composed, and kept hashed, so
the outbox never holds a usable link and a mail sent again (a retry) carries a link of
its own. Registered with the dispatcher like every kind of mail.
"""
from datetime import datetime, timezone
from email.utils import formataddr

from pbem.mail import compose
from pbem.mail.language import gettext as _
from pbem.players import sessions
from pbem.telling.notify import SIGNIN as KIND


def signin_mail(service, cfg, row):
    with service.store.transaction() as conn:
        token = sessions.mint_link(conn, row["recipient"], datetime.now(timezone.utc))
    site = row["payload"]["site"]
    text, html = compose.render(KIND, site=site, minutes=sessions.LINK_MINUTES,
                                link=f"{site}/signin/{token}")
    msg = compose.base_message(cfg, formataddr(("", row["recipient"])),
                               _("Sign in to pbem"),
                               message_id=compose.row_message_id(cfg, row))
    msg["X-Pbem-Kind"] = KIND
    compose.add_bodies(msg, text, html)
    return msg


compose.register(KIND, signin_mail)
