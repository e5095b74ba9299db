"""Who is asking, and what they may see: shared by the JSON API and the HTML pages.

Both channels identify a seat by its token (a Bearer header or a cookie) and must show
exactly what service.view / service.events_for would show that seat, so the helpers
that decide this live here once.
"""
import hashlib
import hmac

from flask import current_app, request

from pbem import games
from pbem.core import seats
from pbem.core.errors import Unauthorized
from pbem.players import accounts

#: the cookies that hold a browser's seat tokens, scoped to one game's pages: one a
#: seat (seat_cookie: COOKIE_<its place in the game>), so that a browser holding two
#: seats of a game (a host trying both sides, a family's computer) keeps both, each
#: tab on its own (?seat=ROLE); COOKIE alone, as pbem set it before, is still read
COOKIE = "pbem_seat"


def service():
    return current_app.extensions["pbem"]


def bearer(headers):
    """The token of an `Authorization: Bearer <token>` header, or None."""
    scheme, _, token = (headers.get("Authorization") or "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def personal_account():
    """The account whose personal API token the request carries (`/api/me/...`, the
    open games' and the tournaments' API), or Unauthorized."""
    account = accounts.by_api_token(service().store.conn, bearer(request.headers))
    if account is None:
        raise Unauthorized("missing or wrong personal API token (Authorization: Bearer "
                           "<token>): make one on your settings page")
    return account


def seat_cookie(game, role):
    """The name of the cookie that holds ROLE's token in GAME."""
    return f"{COOKIE}_{[s['role'] for s in game.meta['seats']].index(role)}"


#: what stands for a seat's token in the forms of a seat its signed-in player owns
#: without holding its link (account_secret)
ACCOUNT_SECRET = "account:"


def account_secret(session_id, role):
    """The secret a signed-in player's forms for ROLE are made from (form_token): his
    session's, so they are his alone, and no seat token (it opens no feed)."""
    return f"{ACCOUNT_SECRET}{hashlib.sha256(session_id.encode()).hexdigest()}:{role}"


def seat_cookies(game_id):
    """({role: token} of every seat of the game this browser holds: its cookies that
    still open a seat, and the seats its signed-in player owns (his address, or
    claimed: the token is then account_secret's), [the names of its cookies that open
    no seat any more]: a rotated token's)."""
    held, stale = {}, []
    for name, token in request.cookies.items():
        if name != COOKIE and not name.startswith(COOKIE + "_"):
            continue
        try:
            held.setdefault(service().authenticate(game_id, token), token)
        except Unauthorized:
            stale.append(name)
    from pbem.web.accounts import SESSION_COOKIE, current_account   # (it uses service)
    account = current_account()
    if account is not None:
        for role in seats.owned(service().store.conn, game_id, account["id"],
                                account["emails"]):
            held.setdefault(role, account_secret(request.cookies[SESSION_COOKIE], role))
    return held, stale


def cookie_seat(game_id):
    """(role, token) of the seat this request is for: the one its ?seat= (or a form's
    seat field) names when this browser holds it, else the only one it holds; (None,
    None) when it holds none, or several and none is named (the page asks which)."""
    held, _stale = seat_cookies(game_id)
    chosen = request.values.get("seat")
    if chosen in held:
        return chosen, held[chosen]
    if len(held) == 1 and not chosen:
        return next(iter(held.items()))
    return None, None


def load_as(game_id, token, required):
    """(game, role): 404 for an unknown game first, then 401 for a wrong token.

    Without a token the role is None (the public view) unless `required`."""
    svc = service()
    game = svc.load(game_id)
    if token is None and not required:
        return game, None
    return game, svc.authenticate(game_id, token)


def result_dict(game, result, role):
    """The 201 body of a command: the new events as the submitting seat may see them
    (as they stand once the command is applied: the game may have ended with it)."""
    game = service().load(game.id) if result.view.get("outcome") is not None else game
    return {"version": result.version, "head": result.head, "view": result.view,
            "events": [service().event_dict(game, rec, role) for rec in result.events]}


def playable_kinds():
    """{kind: rules module} of the registered games that import (for the lobby)."""
    out = {}
    for kind in sorted(games.KINDS):
        try:
            out[kind] = games.get(kind)
        except ImportError:
            continue
    return out


def form_token(game_id, seat_token):
    """The hidden CSRF field of a seat's forms: only a holder of the seat token (and
    the server) can compute it, so another site cannot forge a post for that seat."""
    key = current_app.config["SECRET_KEY"].encode()
    msg = f"{game_id}:{hashlib.sha256(seat_token.encode()).hexdigest()}".encode()
    return hmac.new(key, msg, hashlib.sha256).hexdigest()


def form_token_ok(game_id, seat_token, given):
    return bool(seat_token and given) and hmac.compare_digest(
        form_token(game_id, seat_token), given)
