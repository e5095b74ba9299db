""""Send me my seat link": a player who lost his seat's link asks for it on the game's
public page, and it is mailed to his seat's address, never shown on the page.

The page cannot show the link (anyone can open a public page), so the mail is the
proof of being the seat: it goes to the seat's own address only, and the page says no
more of that address than its first letter and its domain. Seats keep only hashes of
their tokens, so the mail carries a new token of its own (pbem.core.seats.mint), minted
when the mail is written. One mail per seat per EVERY, so the form cannot be used to
flood a player's inbox: the outbox rows of this kind are the record of when.
"""
from datetime import datetime, timedelta, timezone
from email.utils import formataddr

from pbem.core import seats
from pbem.core.errors import Invalid, NotFound, TooMany, Unavailable
from pbem.mail import compose
from pbem.telling import outbox

KIND = "seat_link"
EVERY = timedelta(minutes=15)


def masked(email):
    """An address as the page may show it: its first letter and its domain."""
    local, _, domain = email.partition("@")
    return f"{local[:1]}…@{domain}"


def ask(service, cfg, game_id, role, now=None):
    """Queue the mail of ROLE's seat link; returns the masked address it goes to.
    NotFound for an unknown game or seat, Unavailable when the server sends no mail,
    the seat has no address or the server no base_url to build a link on, TooMany
    within EVERY of the last one. The words are a player's: the host's commands are
    not his to run."""
    now = now or datetime.now(timezone.utc)
    game = service.load(game_id)
    if not role:
        raise Invalid("choose your seat")
    seat = next((s for s in seats.listing(service.store.conn, game_id)
                 if s["role"] == role), None)
    if seat is None:
        raise NotFound(f"no seat {role} in game {game_id}")
    if not cfg["mail"]["enabled"]:
        raise Unavailable("this server sends no mail: ask the game's host for a new link")
    if not seat["email"]:
        raise Unavailable(f"the seat {role} has no email address: ask the game's host for "
                          "a new link")
    if not compose.game_url(cfg, game_id):
        raise Unavailable("this server does not know its own address, so it cannot mail "
                          "a link: ask the game's host for a new one")
    with service.store.transaction() as conn:
        last = outbox.last_created(conn, KIND, game_id, role)
        if last is not None and now - last < EVERY:
            raise TooMany(f"a link was already mailed to the seat {role} at "
                          f"{last:%H:%M} UTC; ask again after {last + EVERY:%H:%M} UTC")
        outbox.enqueue(conn, KIND, seat["email"], game=game_id, role=role,
                       version=game.version, now=now)
    return masked(seat["email"])


def seat_link_mail(service, cfg, row):
    """The mail: the seat's new link, and what to do if it was not asked for."""
    game = service.load(row["game"])
    text, html = compose.render(
        KIND, title=game.meta["title"], game_id=game.id, role=row["role"],
        link=compose.mailed_seat_url(service, cfg, game.id, row["role"]),
        version=game.version, head=game.head)
    msg = compose.base_message(cfg, formataddr(("", row["recipient"])),
                               compose.thread_subject(game.meta["title"], game.id),
                               references=compose.thread(service.store.conn, cfg, row),
                               message_id=compose.row_message_id(cfg, row))
    msg["X-Pbem-Kind"] = KIND
    compose.add_bodies(msg, text, html)
    return msg


compose.register(KIND, seat_link_mail)
