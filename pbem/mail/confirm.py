"""The mails to an address about itself, each with a link for its owner alone:
- "confirm": a form on the web named the address for a seat of a game; does its owner
  want that game's mail (pbem.players.addresses)? It names who named it, the game and
  the seat, links to confirm and to decline, and says that nothing more comes
  without a click;
- "settings_link": someone who holds a seat of the address asked for its mail
  settings, which belong to the address (pbem.web.addresses); the link opens them.
Each link's token is minted when the mail is composed and kept hashed, so the outbox
never holds a usable link and a mail sent again carries a link of its own (as the
sign-in mail's, pbem.mail.signin). Registered with the dispatcher like every kind of
mail.
"""
from datetime import datetime, timezone
from email.utils import formataddr

from pbem.mail import compose
from pbem.mail.language import gettext as _
from pbem.players import addresses
from pbem.telling.notify import CONFIRM, SETTINGS_LINK


def _link(service, row, purpose):
    """The base of the address's new link of PURPOSE: SITE/address/TOKEN."""
    with service.store.transaction() as conn:
        token = addresses.mint(conn, row["recipient"], purpose, datetime.now(timezone.utc))
    return f"{row['payload']['site']}/address/{token}"


def _mail(cfg, row, subject, **context):
    """The short mail of ROW's kind, from templates/mail/<kind>.*, with CONTEXT."""
    text, html = compose.render(row["kind"], **context)
    msg = compose.base_message(cfg, formataddr(("", row["recipient"])), subject,
                               message_id=compose.row_message_id(cfg, row))
    msg["X-Pbem-Kind"] = row["kind"]
    compose.add_bodies(msg, text, html)
    return msg


def confirm_mail(service, cfg, row):
    """Who named this address for which seat of which game, and the two links."""
    named = row["payload"]
    game = service.load(named["game"])
    names = {s["role"]: s["name"] for s in game.meta["seats"]}
    link = _link(service, row, "confirm")
    return _mail(cfg, row, _("Do you want the mail of %(title)s [%(game)s]?",
                             title=game.meta["title"], game=game.id),
                 title=game.meta["title"], game_id=game.id, role=named["role"],
                 name=names.get(named["role"], named["role"]), named_by=named["by"],
                 others=[n for r, n in names.items() if r != named["role"]],
                 site=named["site"], confirm=f"{link}/confirm",
                 decline=f"{link}/decline", days=addresses.LINK_DAYS["confirm"])


def settings_link_mail(service, cfg, row):
    """The one-time link to the address's mail settings."""
    return _mail(cfg, row, _("Your pbem mail settings"), site=row["payload"]["site"],
                 link=f"{_link(service, row, 'settings')}/settings",
                 days=addresses.LINK_DAYS["settings"])


compose.register(CONFIRM, confirm_mail)
compose.register(SETTINGS_LINK, settings_link_mail)
