"""Open games in the JSON API (design §8): POST /api/open opens a game that waits for
players, POST /api/open/<id>/join takes a seat of it. An account proves itself with
its personal API token (`Authorization: Bearer <token>`: pbem.players.accounts), never
a seat token; the rules are pbem.players.open_games', as for the pages.
"""
from datetime import datetime, timezone

from pbem.players import open_games
from pbem.web import quota, schemas as s
from pbem.web.api import ARGS, TOO_MANY, ApiBlueprint, deadline_settings
from pbem.web.seat import personal_account, service

blp = ApiBlueprint("open_api", __name__, url_prefix="/api",
                   description="Open games: games that wait for players to join")
PERSONAL = [{"personalToken": []}]
NO_ACCOUNT = {"schema": s.ErrorOut, "description": "missing or wrong personal API token"}


def _answer(game):
    """GAME (open_games.get's) as OpenGameOut: no invited address leaves."""
    free = open_games.free(game)
    return {**{k: game[k] for k in ("id", "kind", "title", "status", "access",
                                     "expires_at", "rematch_of", "game")},
            "seats": [{"seat": seat["seat"] + 1, "role": seat["role"],
                       "player": seat["name"], "free": seat["seat"] in free}
                      for seat in game["seats"]]}


@blp.route("/open", methods=["POST"])
@blp.arguments(s.OpenGameIn(), **ARGS)
@blp.response(201, s.OpenGameOut)
@blp.alt_response(400, schema=s.ErrorOut, description="unknown kind, a number of seats "
                  "the kind does not take, bad options, seat, deadlines, expiry or "
                  "time_control; nothing was opened")
@blp.alt_response(401, **NO_ACCOUNT)
@blp.alt_response(429, **TOO_MANY)
@blp.doc(security=PERSONAL)
def open_game(body):
    """Open a game for `seats` players, the caller among them: it is listed at /open
    (access anyone) and starts when every seat is taken, its first mails going out
    then. Its clock is `deadlines` (a time per move) or `time_control`; it is not
    rated when `rated` is false."""
    account = personal_account()
    quota.check_creation()
    settings = deadline_settings(body)
    if not body["rated"]:
        settings["rated"] = False
    made = open_games.open_game(service(), account, body["kind"], body["seats"],
                                body["options"], settings, seat=body["seat"],
                                access=body["access"], expires_in=body["expires_in"])
    quota.count_creation()
    game = open_games.get(service().store.conn, made["id"], datetime.now(timezone.utc))
    return {**_answer(game), **({"link": made["link"]} if made["link"] else {})}


@blp.route("/open/<open_id>/join", methods=["POST"])
@blp.arguments(s.JoinIn(), **ARGS)
@blp.response(200, s.OpenGameOut)
@blp.alt_response(400, schema=s.ErrorOut, description="no such side in this game")
@blp.alt_response(401, **NO_ACCOUNT)
@blp.alt_response(403, schema=s.ErrorOut, description="a link that is not this game's, "
                  "or a seat invited or kept for another player")
@blp.alt_response(404, schema=s.ErrorOut, description="no such open game")
@blp.alt_response(409, schema=s.ErrorOut, description="the game has started, was "
                  "cancelled or has expired, it has no free seat, the seat is taken, or "
                  "the caller has a seat in it already; nothing changed")
@blp.doc(security=PERSONAL)
def join(body, open_id):
    """Take a seat of an open game (the one kept for the caller, else the side named,
    else the first free one). The answer's `game` is the game made when this filled
    it."""
    account = personal_account()
    return _answer(open_games.join(service(), open_id, account, body["seat"],
                                   link=body["link"]))
