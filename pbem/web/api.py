"""The JSON API of design §8: thin HTTP over the Service.

Every route loads the game first (404), then checks the seat token (401), then asks the
service; nothing here decides rules or writes the log. A seat proves itself with
`Authorization: Bearer <seat token>`; without one a reader gets the public view.
"""
from flask import request
from flask_smorest import Blueprint

from pbem.core.errors import Invalid
from pbem.players import matches
from pbem.telling import deadlines
from pbem.web import home, jsonbody, lean, named_by, quota, schemas as s
from pbem.web.seat import (bearer, load_as, personal_account, playable_kinds,
                            result_dict, service)


class ApiBlueprint(Blueprint):
    """flask-smorest's Blueprint with the API's JSON parser (pbem.web.jsonbody); and
    the OpenAPI document gets the players and options of each installed game when
    the blueprint is registered, since they come from the games, not from a schema."""
    ARGUMENTS_PARSER = jsonbody.Parser()

    def register_views_in_doc(self, api, app, spec, **kwargs):
        super().register_views_in_doc(api, app, spec, **kwargs)
        s.document_kinds(spec.components.schemas["CreateGameIn"], playable_kinds(),
                         api.ma_plugin.converter.schema2jsonschema)


blp = ApiBlueprint("api", __name__, url_prefix="/api",
                   description="Games, legal commands, commands and the event log")

SEAT = [{"seatToken": []}]
PERSONAL = [{"personalToken": []}]
PUBLIC_OR_SEAT = [{}, {"seatToken": []}]
ARGS = {"error_status_code": 400}
NO_GAME = {"schema": s.ErrorOut, "description": "no such game"}
NO_TOKEN = {"schema": s.ErrorOut, "description": "missing or wrong seat token"}
WRONG_TOKEN = {"schema": s.ErrorOut,
               "description": "a wrong seat token (without one: the public view)"}
TOO_MANY = {"schema": s.ErrorOut, "description": "this client created [web] "
            "games_per_hour games within the last hour; the message says when it may "
            "create another"}


def caller(game_id, required=False):
    """(game, role) of the request's Bearer token; see pbem.web.seat.load_as."""
    return load_as(game_id, bearer(request.headers), required)


@blp.route("/health", methods=["GET"])
@blp.response(200, s.HealthOut)
def health():
    """Whether the service answers, for a monitor or a load balancer. It reads
    nothing, so it is also the floor a request costs (bench/http_moves.py)."""
    return {"ok": True}


@blp.route("/games", methods=["GET"])
@blp.response(200, s.GameListItem(many=True))
def list_games():
    """The lobby: every game, newest first."""
    return service().list_games()


def deadline_settings(body):
    """{"deadlines": checked settings} of a new game's `deadlines` or `time_control`
    (one of them; pbem.telling.deadlines), {} with neither."""
    if body["time_control"] is not None and body["deadlines"]:
        raise Invalid("a game has deadlines or a time_control, not both")
    if body["time_control"] is not None:
        return {"deadlines": deadlines.time_control(body["time_control"])}
    return {"deadlines": deadlines.normalize(**body["deadlines"])} \
        if body["deadlines"] else {}


@blp.route("/games", methods=["POST"])
@blp.arguments(s.CreateGameIn(), **ARGS)
@blp.response(201, s.CreatedOut)
@blp.alt_response(400, schema=s.ErrorOut, description="unknown kind, a number of "
                  "players the kind does not take (see CreateGameIn's oneOf), bad "
                  "players, options or deadlines; nothing was created")
@blp.alt_response(429, **TOO_MANY)
def create_game(body):
    """Create a game, with deadlines from the start when `deadlines` (or a
    `time_control`) is given, not rated when `rated` is false. The seat tokens are in
    this answer and never again."""
    settings = deadline_settings(body)
    if not body["rated"]:
        settings["rated"] = False
    settings.update(named_by.setting())     # its addresses are asked before mail goes
    quota.check_creation()
    if body["match"]:
        match_id, made = matches.create(service(), body["kind"], body["players"],
                                        body["options"], settings)
        (game_id, seats), (back_id, back_seats) = made
        quota.count_creation()
        return {"id": game_id, "seats": seats,
                "match": {"id": match_id, "return_game": {"id": back_id,
                                                          "seats": back_seats}}}
    game_id, seats = service().create(body["kind"], body["players"], body["options"],
                                      settings)
    quota.count_creation()
    return {"id": game_id, "seats": seats}


@blp.route("/matches/<match_id>", methods=["GET"])
@blp.response(200, s.MatchStandingOut)
@blp.alt_response(404, **NO_GAME)
def match(match_id):
    """A match's two games and each player's score summed over them (the winners once
    both have ended)."""
    return matches.standing(service(), match_id)


@blp.route("/games/<game_id>", methods=["GET"])
@blp.response(200, s.SummaryOut)
@blp.alt_response(401, **WRONG_TOKEN)
@blp.alt_response(404, **NO_GAME)
@blp.doc(security=PUBLIC_OR_SEAT)
def summary(game_id):
    """A game as the caller's seat sees it (the public view without a token)."""
    game, role = caller(game_id)
    return service().summary(game, role)


@blp.route("/games/<game_id>/legal", methods=["GET"])
@blp.response(200, s.LegalOut)
@blp.alt_response(401, **NO_TOKEN)
@blp.alt_response(404, **NO_GAME)
@blp.doc(security=SEAT)
def legal(game_id):
    """Every command the caller's seat may send now, in notation."""
    game, role = caller(game_id, required=True)
    return {"version": game.version, "legal": service().legal(game, role)}


@blp.arguments(s.CommandIn(), **ARGS)
@blp.arguments(s.IdempotencyHeader(), location="headers", **ARGS)
@blp.response(201, s.CommandOut)
@blp.alt_response(401, **NO_TOKEN)
@blp.alt_response(404, **NO_GAME)
@blp.alt_response(409, schema=s.ErrorOut, description="expected_version is stale; "
                  "nothing was applied")
@blp.alt_response(422, schema=s.ErrorOut, description="illegal command (`legal` "
                  "lists the legal ones), or an Idempotency-Key this seat already "
                  "used for another command")
@blp.doc(security=SEAT)
def checked_command(body, headers, game_id):
    """POST .../commands through its schemas: what pbem.web.lean leaves to them."""
    return applied(game_id, body, headers["idempotency_key"])


@blp.route("/games/<game_id>/commands", methods=["POST"])
@lean.documented_as(checked_command)
def command(game_id):
    """Apply one command of the caller's seat. The answer's `next` holds what the
    seat needs for its next command (the version, who acts, its legal commands), so
    a client plays a move with this one request. An Idempotency-Key belongs to the
    seat: sent again with the same command it applies nothing and answers with the
    events first applied under it and the game as it is now."""
    plain = lean.plain_command()
    if plain is None:
        return checked_command(game_id=game_id)
    return applied(game_id, *plain), 201


def applied(game_id, body, idempotency_key):
    """The 201 answer to the caller's command BODY (CommandOut)."""
    game, role = caller(game_id, required=True)
    result = service().submit(game_id, role, body["command"],
                              expected_version=body["expected_version"],
                              idempotency_key=idempotency_key, channel="web")
    return {**result_dict(game, result, role), "next": next_move(game_id, role)}


def next_move(game_id, role):
    """What ROLE's seat needs for its next command once its command is in (NextOut):
    the game as it is now (another seat may have moved already)."""
    game = service().load(game_id)
    return {"version": game.version, "status": service().status(game),
            "active": service().active(game), "legal": service().legal(game, role)}


@blp.route("/games/<game_id>/events", methods=["GET"])
@blp.response(200, s.EventOut(many=True))
@blp.alt_response(401, **WRONG_TOKEN)
@blp.alt_response(404, **NO_GAME)
@blp.doc(security=PUBLIC_OR_SEAT)
def events(game_id):
    """The event log as the caller may see it: hidden parts stay hidden until the end.
    Each event's `version` is the version it makes (the first event makes 1), the
    number `/at/<version>` takes and the game's `version` has once it is in."""
    _game, role = caller(game_id)
    return service().events_for(game_id, role)


@blp.route("/games/<game_id>/at/<int:version>", methods=["GET"])
@blp.response(200, s.SummaryOut)
@blp.alt_response(401, **WRONG_TOKEN)
@blp.alt_response(404, schema=s.ErrorOut, description="no such game, or a version "
                  "outside 1 to the game's version")
@blp.doc(security=PUBLIC_OR_SEAT)
def at_version(game_id, version):
    """The game as the caller sees it after its first `version` events, from 1 (the
    game created, not set up yet) to the game's version."""
    _game, role = caller(game_id)
    return service().view_at(game_id, version, role)


@blp.route("/me/games", methods=["GET"])
@blp.response(200, s.MyGameOut(many=True))
@blp.alt_response(401, schema=s.ErrorOut, description="missing or wrong personal "
                  "token (a seat token is none)")
@blp.doc(security=PERSONAL)
def my_games():
    """Every game the token's player sits in, as his home lists them: the running
    ones first (his turn first, then by deadline), then the finished ones. The
    personal token is made on the settings page (/me/settings)."""
    return home.games_of(personal_account())
