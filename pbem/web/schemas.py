"""Marshmallow schemas of the JSON API (design §8).

They validate request bodies before the service sees them (so a wrong type is a 400,
never a crash deeper down) and they are what the OpenAPI document describes. The
service validates again with its own schemas: these are the HTTP shape, not the rules.
"""
import marshmallow
from marshmallow import fields, validate

from pbem.core.creating import PlayerSchema, seat_range
from pbem.core.errors import Invalid
from pbem.telling import deadlines


def game_version():
    """A game's version, wherever an answer holds one: one numbering with its events'
    (EventOut.version) and every page, mail and receipt."""
    return fields.Integer(metadata={"description": (
        "the game's version: the number of its events (version N is the game after "
        "its N-th event; 1 is the game created), as pages, mails, receipts and "
        "/at/<version> number it")})


class Duration(fields.String):
    """A duration written like `pbem deadline` takes it ("48h", "1d12h", "90m"),
    loaded as seconds."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.metadata.setdefault("pattern", r"^\s*([0-9]+[dhmsDHMS])+\s*$")

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs)
        if len(text) > 40:
            raise marshmallow.ValidationError("a duration is short, e.g. 48h or 1d12h")
        try:
            return deadlines.parse_duration(text)
        except Invalid as e:
            raise marshmallow.ValidationError(e.message) from None


class DeadlinesIn(marshmallow.Schema):
    """The deadlines of a new game, as `pbem deadline` sets them afterwards."""
    per_move = Duration(required=True, metadata={
        "example": "48h", "description": "time per move: whole d, h, m, s"})
    reminders = fields.List(Duration(), load_default=list,
                            validate=validate.Length(max=10), metadata={
                                "example": ["24h", "1h"],
                                "description": "reminders this long before the deadline"})
    grace = Duration(load_default=0, metadata={
        "example": "6h", "description": "time after the deadline before the expiry "
                                        "policy acts (default: none)"})
    expiry = fields.List(fields.String(validate=validate.OneOf(deadlines.POLICIES)),
                         load_default=lambda: ["pause"],
                         validate=validate.Length(min=1, max=len(deadlines.POLICIES)),
                         metadata={"example": ["default", "skip"], "description":
                                   "policies tried in order when the grace has passed "
                                   "(default: pause, which is also the last resort)"})


def rated_field():
    """Whether a new game is rated: the same field for a game made and one opened."""
    return fields.Boolean(load_default=True, metadata={
        "description": "false: the game is not rated (it counts in no leaderboard)"})


def time_control_field():
    """The `time_control` of a new game (read by pbem.telling.deadlines.time_control,
    whose refusal is the answer's 400)."""
    return fields.Raw(load_default=None, allow_none=True, metadata={
        "example": {"fischer": {"initial": "72h", "increment": "12h", "cap": "120h"}},
        "description": "the game's clock instead of `deadlines`: {\"per_move\": "
                       "\"3d\"} (a time per move), {\"fischer\": {\"initial\", "
                       "\"increment\", \"cap\"}} (a bank per seat, an increment a "
                       "move, capped) or {\"moves_a_day\": 3} (24h/3 a move, due at the "
                       "end of that day in the player's time zone); optionally with "
                       "\"reminders\" (durations), \"grace\" and \"expiry\" (a clocked "
                       "game's default: forfeit, a loss on time)"})


class CreateGameIn(marshmallow.Schema):
    kind = fields.String(required=True, validate=validate.Length(min=1, max=40),
                         metadata={"example": "flanders"})
    players = fields.List(fields.Nested(PlayerSchema), required=True,
                          validate=validate.Length(min=1, max=8))
    options = fields.Dict(keys=fields.String(validate=validate.Length(max=60)),
                          load_default=dict,
                          metadata={"description": "the game's OPTIONS_SCHEMA"})
    deadlines = fields.Nested(DeadlinesIn, load_default=None, metadata={
        "description": "deadlines from the start (none when left out)"})
    time_control = time_control_field()
    match = fields.Boolean(load_default=False, metadata={
        "description": "a match (memoir44): this game and its return game with the "
                       "sides swapped, played side by side, scores summed; the answer's "
                       "`match` holds the return game"})
    rated = rated_field()


def document_kinds(create_game_in, kinds, to_json_schema):
    """Write into CreateGameIn's JSON schema (in place) the kinds installed ({kind:
    rules module}), with how many players each takes and its options, as one oneOf
    branch per kind: a client (and schemathesis) reads what the service enforces.
    TO_JSON_SCHEMA converts a marshmallow schema (apispec's converter)."""
    create_game_in["properties"]["kind"]["enum"] = sorted(kinds)
    branches = []
    for kind, rules in sorted(kinds.items()):
        fewest, most = seat_range(rules)
        count = {"minItems": fewest, "maxItems": most}
        branches.append({"properties": {
            "kind": {"enum": [kind]},
            "players": {k: v for k, v in count.items() if v is not None},
            "options": to_json_schema(rules.OPTIONS_SCHEMA(exclude=["seats"]))}})
    create_game_in["oneOf"] = branches


class SeatOut(marshmallow.Schema):
    name = fields.String()
    role = fields.String()
    token = fields.String(metadata={"description": "the seat's secret; shown only here"})


class ReturnGameOut(marshmallow.Schema):
    id = fields.String()
    seats = fields.List(fields.Nested(SeatOut))


class MatchOut(marshmallow.Schema):
    id = fields.String()
    return_game = fields.Nested(ReturnGameOut, data_key="return")


class CreatedOut(marshmallow.Schema):
    id = fields.String()
    seats = fields.List(fields.Nested(SeatOut))
    match = fields.Nested(MatchOut, metadata={"description": "with match: true only"})


class MatchPlayerOut(marshmallow.Schema):
    name = fields.String()
    score = fields.Float()


class MatchStandingOut(marshmallow.Schema):
    id = fields.String()
    kind = fields.String()
    games = fields.List(fields.String())
    players = fields.List(fields.Nested(MatchPlayerOut))
    finished = fields.Boolean()
    winners = fields.List(fields.String())


class GameListItem(marshmallow.Schema):
    id = fields.String()
    kind = fields.String()
    title = fields.String()
    status = fields.String()
    version = game_version()
    active = fields.List(fields.String())
    players = fields.List(fields.String())
    created_at = fields.String()


class SummaryOut(marshmallow.Schema):
    id = fields.String()
    kind = fields.String()
    version = game_version()
    head = fields.String(metadata={"description": "hash of the newest event"})
    status = fields.String(validate=validate.OneOf(["active", "finished"]))
    active = fields.List(fields.String(), metadata={"description": "roles to act"})
    view = fields.Dict(metadata={"description": "what the caller's seat may see"})
    asked = fields.Integer(metadata={"description": "GET .../at/N only, when N falls "
                                     "inside the events of one decision: N, while "
                                     "version is where that decision ends"})
    note = fields.String(metadata={"description": "with asked: that in words"})


class LegalOut(marshmallow.Schema):
    version = game_version()
    legal = fields.List(fields.String())


class HealthOut(marshmallow.Schema):
    ok = fields.Boolean(required=True, metadata={
        "description": "always true: the service answers"})


class CommandIn(marshmallow.Schema):
    command = fields.String(required=True, validate=validate.Length(min=1, max=2000),
                            metadata={"example": "roll"})
    expected_version = fields.Integer(strict=True, allow_none=True, load_default=None,
                                      validate=validate.Range(min=0))


class IdempotencyHeader(marshmallow.Schema):
    idempotency_key = fields.String(data_key="Idempotency-Key", load_default=None,
                                    validate=validate.Length(min=1, max=200))


class EventOut(marshmallow.Schema):
    version = fields.Integer(metadata={
        "description": "the version this event makes: the game after it, counted from "
                       "1 (the first event, the game created, makes version 1), the "
                       "same number as the game's version once it is in"})
    type = fields.String()
    actor = fields.String(allow_none=True)
    recorded_at = fields.String()
    hash = fields.String()
    text = fields.String()
    data = fields.Dict(metadata={"description": "the part the caller may see"})
    taken_back = fields.Boolean(metadata={
        "description": "a later take-back (the command undo) took this event back; "
                       "it stays in the log"})


class NextOut(marshmallow.Schema):
    """What the seat that sent a command needs for its next one, so that a client
    plays a move with one request: GET .../legal and GET /api/games/<id> need not
    follow."""
    version = fields.Integer(metadata={"description": (
        "the game's version now, the one `legal` and `active` are for (the "
        "expected_version of the next command); past the answer's `version` when "
        "another seat moved meanwhile, or when an Idempotency-Key replays a command")})
    status = fields.String(validate=validate.OneOf(["active", "finished"]))
    active = fields.List(fields.String(), metadata={"description": "roles to act"})
    legal = fields.List(fields.String(), metadata={"description": (
        "every command this seat may send now, in notation (as GET .../legal); empty "
        "when it is not this seat's turn")})


class CommandOut(marshmallow.Schema):
    version = game_version()
    head = fields.String()
    events = fields.List(fields.Nested(EventOut))
    view = fields.Dict()
    next = fields.Nested(NextOut)


class SeatNameOut(marshmallow.Schema):
    role = fields.String()
    name = fields.String()


class LastEventOut(marshmallow.Schema):
    version = fields.Integer(metadata={"description": "the version the event makes"})
    text = fields.String(metadata={"description": "in words, as the player's seat may "
                                   "see it"})
    recorded_at = fields.String()


class ResultOut(marshmallow.Schema):
    winners = fields.List(fields.String(), metadata={"description": "their names"})
    reason = fields.String(allow_none=True)
    yours = fields.String(validate=validate.OneOf(["won", "lost", "no winner"]))


class MyGameOut(marshmallow.Schema):
    """One seat of the caller's, as his home shows it (GET /api/me/games)."""
    game = fields.String(metadata={"description": "the game's id"})
    kind = fields.String()
    title = fields.String()
    role = fields.String(metadata={"description": "the caller's side"})
    name = fields.String(metadata={"description": "the name his seat plays under"})
    status = fields.String(validate=validate.OneOf(["active", "finished"]))
    version = game_version()
    updated_at = fields.String(metadata={"description": "when the game last moved"})
    to_act = fields.List(fields.Nested(SeatNameOut), metadata={
        "description": "whose turn it is"})
    your_turn = fields.Boolean()
    opponents = fields.List(fields.String(), metadata={
        "description": "the names of the other seats"})
    deadline = fields.DateTime(allow_none=True, metadata={
        "description": "his deadline when it is his turn, else the soonest of those to "
                       "act; null without deadlines"})
    seconds_left = fields.Integer(allow_none=True, metadata={
        "description": "until the deadline (below 0: in its grace time)"})
    paused = fields.String(allow_none=True, metadata={
        "description": "the player a missed deadline pauses the game for"})
    last = fields.Nested(LastEventOut, allow_none=True, metadata={
        "description": "the last thing that happened"})
    result = fields.Nested(ResultOut, allow_none=True, metadata={
        "description": "once the game has ended"})
    url = fields.String(metadata={"description": "his seat's page, a path on this site"})


class ErrorBody(marshmallow.Schema):
    code = fields.String()
    message = fields.String()
    legal = fields.List(fields.String())


class ErrorOut(marshmallow.Schema):
    """Every error of the API: {"error": {"code", "message", "legal"?}}."""
    error = fields.Nested(ErrorBody)


# -- open games (pbem.web.open_api) -----------------------------------------------------
class OpenGameIn(marshmallow.Schema):
    """A game to open: it waits for players who join it (POST /api/open/<id>/join) and
    starts when its seats are taken."""
    kind = fields.String(required=True, validate=validate.Length(min=1, max=40),
                         metadata={"example": "rhine"})
    options = fields.Dict(keys=fields.String(validate=validate.Length(max=60)),
                          load_default=dict,
                          metadata={"description": "the game's OPTIONS_SCHEMA"})
    seats = fields.Integer(strict=True, required=True, validate=validate.Range(
        min=2, max=8), metadata={"example": 2, "description":
                                 "the number of seats, the opener's among them"})
    time_control = time_control_field()
    rated = rated_field()
    seat = fields.String(load_default=None, validate=validate.Length(min=1, max=40),
                         metadata={"example": "Brad", "description": "the side the "
                                   "opener plays (a role of the game); any when left "
                                   "out (drawn by lot)"})
    access = fields.String(load_default="anyone",
                           validate=validate.OneOf(["anyone", "link"]), metadata={
                               "description": "anyone: listed at /open, every signed-in "
                                              "player may join; link: not listed, "
                                              "joined with the link answered"})
    deadlines = fields.Nested(DeadlinesIn, load_default=None, metadata={
        "description": "the game's deadlines once it starts (none when left out)"})
    expires_in = Duration(load_default=None, metadata={
        "example": "72h", "description": "how long it waits for its players: 1h to "
                                         "14d (default 3d); then it expires"})


class JoinIn(marshmallow.Schema):
    seat = fields.String(load_default=None, validate=validate.Length(min=1, max=40),
                         metadata={"description": "the side to take (a free role); the "
                                                  "first free one when left out, the "
                                                  "one kept for the caller if any"})
    link = fields.String(load_default=None, validate=validate.Length(min=1, max=200),
                         metadata={"description": "the link token of a game opened "
                                                  "with access link"})


class OpenSeatOut(marshmallow.Schema):
    seat = fields.Integer(metadata={"description": "from 1, in the game's order"})
    role = fields.String()
    player = fields.String(allow_none=True, metadata={
        "description": "the display name of who took it, or null"})
    free = fields.Boolean(metadata={"description": "whoever may join may take it (not "
                                                   "taken, invited or kept)"})


class OpenGameOut(marshmallow.Schema):
    id = fields.String()
    kind = fields.String()
    title = fields.String()
    status = fields.String(validate=validate.OneOf(
        ["open", "started", "cancelled", "expired"]))
    access = fields.String()
    expires_at = fields.String()
    rematch_of = fields.String(allow_none=True)
    game = fields.String(allow_none=True, metadata={
        "description": "the game made once every seat was taken (status started): its "
                       "players play it signed in, from their homes"})
    seats = fields.List(fields.Nested(OpenSeatOut))
    link = fields.String(metadata={"description": "access link only, in the answer "
                                                  "that opened it: the token joining "
                                                  "takes (never shown again)"})
