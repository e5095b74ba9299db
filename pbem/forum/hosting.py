"""Binding a game to a forum and linking its seats to forum users: what `pbem forum`
does for the host, the host page does for a game's creator, and a seat does for
itself with a one-time code.

Who may do what, and why:
- the host (whoever runs `pbem`) binds, links and unbinds any game;
- a game's creator holds a host link (shown once by the lobby when it creates the
  game, its token stored hashed like the seats'): binding the game to a topic and
  saying which forum user plays which seat are decisions for every seat at once,
  so no single seat may take them (a seat that could link another seat to its own
  forum user would play that seat's moves);
- a player links only their own seat: the seat's page makes a one-time code (shown
  once, stored hashed, valid CODE_DAYS days) and the line `pbem link CODE` posted in
  the bound topic ties the poster's forum user to that seat (only the holder of the
  seat token could have seen the code).
"""
import hashlib
import secrets
from datetime import datetime, timedelta, timezone

from pbem.core import seats, text
from pbem.core.errors import Invalid, NotFound, Unauthorized
from pbem.forum import adapter, outgoing, store
from pbem.forum.language import gettext as _
from pbem.telling import outbox

CODE_DAYS = 7
#: letters and digits a reader cannot confuse (no 0/O, 1/I/L)
_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"


def _now():
    return outbox.now_iso()


def bind(service, cfg, game_id, forum, topic=None, thread=None):
    """Bind GAME_ID to FORUM at TOPIC or THREAD (as its type wants) and queue a first
    report there; returns the binding."""
    settings = adapter.settings(cfg, forum)
    topic, thread = adapter.get(settings["type"]).binding(settings, topic, thread)
    game = service.load(game_id)
    with service.store.transaction() as conn:
        store.bind(conn, game_id, forum, topic, thread, _now())
        outgoing.enqueue_report(conn, game, forum, None)
        return store.binding(conn, game_id, forum)


def unbind(service, game_id, forum):
    service.load(game_id)
    with service.store.transaction() as conn:
        if not store.unbind(conn, game_id, forum):
            raise NotFound(f"game {game_id} is not bound to {forum}")


def _user(user):
    user = (user or "").strip()
    why = text.problem(user) or text.hidden_character(user, "a forum user")
    if why or not user or len(user) > 100:
        raise Invalid(f"a forum user is a name or id of 1 to 100 characters"
                      f"{': ' + why if why else ''}")
    return user


def link(service, game_id, who, user, forum=None):
    """USER of FORUM plays the seat WHO (a name or role) of GAME_ID; FORUM may be left
    out when the game is bound to one forum. A seat to act newly linked gets a report
    naming its user (outgoing.report_link). Returns (role, forum)."""
    role = service.resolve_seat(game_id, who)
    user = _user(user)
    with service.store.transaction() as conn:
        bound = [b["forum"] for b in store.bindings(conn, game_id)]
        if forum is None:
            if len(bound) != 1:
                raise Invalid(f"game {game_id} is bound to "
                              f"{', '.join(bound) if bound else 'no forum'}: "
                              + ("name one (--forum)" if bound else "bind it first"))
            forum = bound[0]
        elif forum not in bound:
            raise Invalid(f"game {game_id} is not bound to {forum}: bind it first")
        new = store.seat_of(conn, game_id, forum, user) != role
        store.link(conn, game_id, role, forum, user, _now())
        if new:
            outgoing.report_link(conn, service.load(game_id), forum, role, user)
    return role, forum


def describe(service, game_id):
    """{"bindings", "links", "codes"} of GAME_ID: where it is played, who plays which
    seat there, and the seats with an unused link code (until when)."""
    service.load(game_id)
    conn = service.store.conn
    return {"bindings": store.bindings(conn, game_id), "links": store.links(conn, game_id),
            "codes": store.codes(conn, game_id)}


# -- a seat links itself -------------------------------------------------------------
def _code_hash(code):
    return hashlib.sha256("".join(c for c in code.upper() if c.isalnum()).encode()
                          ).hexdigest()


def new_code(service, game_id, role, now=None):
    """A fresh one-time link code for ROLE's seat (an earlier one stops working)."""
    code = "-".join("".join(secrets.choice(_ALPHABET) for _ in range(4))
                    for _ in range(3))
    expires = (now or datetime.now(timezone.utc)) + timedelta(days=CODE_DAYS)
    with service.store.transaction() as conn:
        store.put_code(conn, game_id, role, _code_hash(code), outbox.now_iso(expires))
    return code


def redeem(conn, game_id, forum, user, code, now):
    """Use CODE posted by USER of FORUM in GAME_ID's topic (inside the caller's
    transaction): (the role now linked, or None, and what to tell the poster). A
    code that links nothing stays unused."""
    role = store.code_role(conn, game_id, _code_hash(code), outbox.now_iso(now))
    if role is None:
        return None, _("`%(code)s` is no link code of this game (or it expired, or "
                       "was used): make a new one on your seat's page.", code=code[:40])
    held = store.seat_of(conn, game_id, forum, user)
    if held is not None and held != role:
        return None, _("not linked: this forum user plays %(role)s already (one seat "
                       "each).", role=held)
    store.drop_code(conn, game_id, role)
    store.link(conn, game_id, role, forum, user, outbox.now_iso(now))
    return role, _("linked: this forum user now plays %(role)s.", role=role)


# -- the creator's host link -----------------------------------------------------------
def new_manager(service, game_id):
    """A host link token for GAME_ID (shown once; an earlier one stops working)."""
    token = seats.new_token()
    with service.store.transaction() as conn:
        store.put_manager(conn, game_id, seats.token_hash(token))
    return token


def check_manager(service, game_id, token):
    """Unauthorized unless TOKEN is GAME_ID's host token."""
    if not token or not store.is_manager(service.store.conn, game_id,
                                         seats.token_hash(token)):
        raise Unauthorized("missing or wrong host link for this game")
