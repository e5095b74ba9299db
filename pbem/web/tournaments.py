"""Tournaments on the pages and in the JSON API (pbem.players.tournaments runs them):

    GET  /tournaments                  the tournaments registering, running, finished
                                       (and lately cancelled); a signed-in player's
                                       form that creates one
    POST /tournaments                  create one (the form)
    GET  /tournaments/<id>             its table (rank, player, points, SB, games) and
                                       every game by round, with links; register,
                                       withdraw and cancel buttons for who may
    POST /tournaments/<id>/register | /withdraw | /cancel
    GET  /api/tournaments              the same lists as JSON
    GET  /api/tournaments/<id>         one, with its table and games
    POST /api/tournaments              create one (personal API token)
    POST /api/tournaments/<id>/register | /withdraw     (personal API token)

The form takes a game's kind, options and deadlines as the lobby's does
(pbem.web.lobby.parse_form); the API authenticates with the personal token as the
open games' API does (pbem.web.seat.personal_account).
"""
from datetime import datetime, timezone

import marshmallow
from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_babel import gettext as _
from marshmallow import fields, validate

from pbem.core.errors import Invalid, ServiceError
from pbem.players import tournaments
from pbem.telling import deadlines
from pbem.web import lobby, quota, schemas as s
from pbem.web.accounts import current_account, signed_in_post
from pbem.web.api import ARGS, TOO_MANY, ApiBlueprint
from pbem.web.open_api import NO_ACCOUNT, PERSONAL
from pbem.web.open_games import deadline_words
from pbem.web.seat import personal_account, service
from pbem.web.security import same_origin_posts

bp = Blueprint("tournaments", __name__)
bp.before_request(same_origin_posts)
blp = ApiBlueprint("tournaments_api", __name__, url_prefix="/api",
                   description="Tournaments: round-robins and Swiss tournaments")
#: a result in words, for the first seat's player against the second's
RESULTS = {"first": "1-0", "second": "0-1", "draw": "½-½", "bye": "bye", None: "…"}


def _now():
    return datetime.now(timezone.utc)


def _conn():
    return service().store.conn


# -- the answers -----------------------------------------------------------------------------
def summary(t):
    """T (tournaments.get's) in brief: what a list shows."""
    return {**{k: t[k] for k in ("id", "title", "kind", "format", "size", "rounds",
                                 "schedule", "status", "round", "closed_why",
                                 "created_at", "closes_at", "started_at",
                                 "finished_at")},
            "entered": len(t["entries"])}


def detail(t):
    """T with its players, its table and its games (players by name)."""
    names = {e["entrant"]: e["name"] for e in t["entries"]}
    return {**summary(t), "options": t["options"],
            "deadlines": t["settings"].get("deadlines"),
            "players": [e["name"] for e in t["entries"]],
            "table": [{k: row[k] for k in ("rank", "name", "points", "sb", "played",
                                           "won", "drawn", "lost")}
                      for row in tournaments.table(t)],
            "games": [{"round": g["round"], "board": g["board"],
                       "first": names.get(g["first"]), "second": names.get(g["second"]),
                       "game": g["game"], "result": g["result"],
                       "score": RESULTS[g["result"]]} for g in t["games"]]}


# -- the pages -------------------------------------------------------------------------------
def _list_page(status=200, form=None):
    return render_template(
        "web/tournaments.html", listed=tournaments.listing(_conn(), _now()),
        account=current_account(), form=form or {}, kinds=lobby.kind_forms(),
        deadline_inputs=lobby.DEADLINE_INPUTS, formats=tournaments.FORMATS,
        schedules=tournaments.SCHEDULES, sizes=tournaments.SIZES), status


@bp.route("/tournaments")
def tournament_list():
    """Every tournament by status, the newest first, and the form that creates one."""
    return _list_page()


def _whole(text, what):
    text = (text or "").strip()
    if not text.isdigit():
        raise Invalid(_("%(what)s: a whole number", what=what))
    return int(text)


@bp.route("/tournaments", methods=["POST"])
def create_page():
    """Create a tournament from the form (its creator registered), then show it; a
    refusal shows why with the form as sent."""
    account = signed_in_post()
    form = request.form
    try:
        quota.check_creation()
        kind, _players, options, settings = lobby.parse_form(form, request.files)
        rounds = (form.get("rounds") or "").strip()
        closes = (form.get("closes") or "").strip()[:40]
        tid = tournaments.create(
            service(), account, kind, form.get("format"), _whole(form.get("size"),
                                                                 "players"),
            title=form.get("title"), options=options, settings=settings,
            rounds=_whole(rounds, "rounds") if rounds else None,
            schedule=form.get("schedule") or "sequential",
            closes_in=deadlines.parse_duration(closes) if closes else None)
    except ServiceError as e:
        flash(e.message, "error")
        return _list_page(e.status, form)
    quota.count_creation()
    flash(_("tournament created: it starts when it is full"), "ok")
    return redirect(url_for("tournaments.tournament_page", tid=tid), 303)


@bp.route("/tournaments/<tid>")
def tournament_page(tid):
    """One tournament: its table, its games round by round, and its buttons."""
    account = current_account()
    t = tournaments.get(_conn(), tid, _now())
    entered = account is not None and account["id"] in {e["account"]
                                                        for e in t["entries"]}
    shown = detail(t)
    rounds = {}
    for g in shown["games"]:
        rounds.setdefault(g["round"], []).append(g)
    return render_template("web/tournament.html", t=t, shown=shown, rounds=rounds,
                           account=account, entered=entered,
                           creator=account is not None and account["id"] == t["creator"],
                           deadlines=deadline_words(t["settings"]))


def _act(tid, act, done):
    """Do ACT(service, tid, account) for the signed-in poster; back to the page, with
    DONE or the refusal said."""
    account = signed_in_post()
    try:
        act(service(), tid, account)
        flash(done, "ok")
    except ServiceError as e:
        flash(e.message, "error")
    return redirect(url_for("tournaments.tournament_page", tid=tid), 303)


@bp.route("/tournaments/<tid>/register", methods=["POST"])
def register_page(tid):
    return _act(tid, tournaments.register, _("you are registered"))


@bp.route("/tournaments/<tid>/withdraw", methods=["POST"])
def withdraw_page(tid):
    return _act(tid, tournaments.withdraw, _("you have withdrawn"))


@bp.route("/tournaments/<tid>/cancel", methods=["POST"])
def cancel_page(tid):
    return _act(tid, tournaments.cancel, _("the tournament is cancelled"))


# -- the API ---------------------------------------------------------------------------------
class TournamentIn(marshmallow.Schema):
    kind = fields.String(required=True, validate=validate.Length(min=1, max=40))
    format = fields.String(required=True, validate=validate.OneOf(tournaments.FORMATS))
    size = fields.Integer(required=True, metadata={
        "description": "players: " + "; ".join(f"{f} {a} to {b}" for f, (a, b)
                                                in tournaments.SIZES.items())})
    title = fields.String(load_default=None, validate=validate.Length(max=80))
    options = fields.Dict(load_default=dict, metadata={"description": "the games'"})
    deadlines = fields.Nested(s.DeadlinesIn, load_default=None, metadata={
        "description": "the deadlines of its games (none when left out)"})
    rounds = fields.Integer(load_default=None, metadata={
        "description": "a Swiss's (default ceil(log2 size) + 1); a round-robin's "
                       "follow from its size"})
    schedule = fields.String(load_default="sequential",
                             validate=validate.OneOf(tournaments.SCHEDULES), metadata={
        "description": "a round-robin's games all at once (concurrent) or round by "
                       "round; a Swiss is sequential"})
    closes_in = s.Duration(load_default=None, metadata={
        "example": "7d", "description": "how long registration stays open (1h to "
                                        "60d, default 14d)"})


class TableRowOut(marshmallow.Schema):
    rank = fields.Integer()
    name = fields.String()
    points = fields.Integer(metadata={"description": "2 a win, 1 a draw, 2 a bye"})
    sb = fields.Float(metadata={"description": "Sonneborn-Berger: the final points of "
                                "the opponents beaten, and half of the drawn's"})
    played = fields.Integer()
    won = fields.Integer()
    drawn = fields.Integer()
    lost = fields.Integer()


class PairingOut(marshmallow.Schema):
    round = fields.Integer()
    board = fields.Integer()
    first = fields.String(allow_none=True, metadata={"description": "the first seat's"})
    second = fields.String(allow_none=True, metadata={"description": "null: a bye"})
    game = fields.String(allow_none=True)
    result = fields.String(allow_none=True, metadata={
        "description": "first | second (who won) | draw | bye; null while played"})
    score = fields.String()


class TournamentOut(marshmallow.Schema):
    id = fields.String()
    title = fields.String()
    kind = fields.String()
    format = fields.String()
    size = fields.Integer()
    rounds = fields.Integer()
    schedule = fields.String()
    status = fields.String(validate=validate.OneOf(
        ["registering", "running", "finished", "cancelled"]))
    round = fields.Integer(metadata={"description": "the last round whose games were "
                                                    "made"})
    closed_why = fields.String(allow_none=True)
    created_at = fields.String()
    closes_at = fields.String()
    started_at = fields.String(allow_none=True)
    finished_at = fields.String(allow_none=True)
    entered = fields.Integer()


class TournamentDetailOut(TournamentOut):
    options = fields.Dict()
    deadlines = fields.Dict(allow_none=True)
    players = fields.List(fields.String())
    table = fields.Nested(TableRowOut, many=True)
    games = fields.Nested(PairingOut, many=True)


class TournamentListOut(marshmallow.Schema):
    registering = fields.Nested(TournamentOut, many=True)
    running = fields.Nested(TournamentOut, many=True)
    finished = fields.Nested(TournamentOut, many=True)
    cancelled = fields.Nested(TournamentOut, many=True)


REFUSED = {"schema": s.ErrorOut, "description": "the tournament is not registering "
           "(running, finished, cancelled), it is full, the caller is registered "
           "already (or not, to withdraw), or he lost more games by missed deadlines "
           "than he finished lately (the message says until when); nothing changed"}


@blp.route("/tournaments", methods=["GET"])
@blp.response(200, TournamentListOut)
def api_list():
    """The tournaments by status, the newest first."""
    return {status: [summary(t) for t in listed]
            for status, listed in tournaments.listing(_conn(), _now()).items()}


@blp.route("/tournaments/<tid>", methods=["GET"])
@blp.response(200, TournamentDetailOut)
@blp.alt_response(404, schema=s.ErrorOut, description="no such tournament")
def api_get(tid):
    """One tournament: its players, its table and its games."""
    return detail(tournaments.get(_conn(), tid, _now()))


@blp.route("/tournaments", methods=["POST"])
@blp.arguments(TournamentIn(), **ARGS)
@blp.response(201, TournamentDetailOut)
@blp.alt_response(400, schema=s.ErrorOut, description="a kind that two cannot play, "
                  "options, size, rounds, schedule, deadlines or closing out of "
                  "bounds; nothing was created")
@blp.alt_response(401, **NO_ACCOUNT)
@blp.alt_response(409, **REFUSED)
@blp.alt_response(429, **TOO_MANY)
@blp.doc(security=PERSONAL)
def api_create(body):
    """Create a tournament; the caller is its first player. It starts when `size`
    players have registered."""
    account = personal_account()
    quota.check_creation()
    settings = {"deadlines": deadlines.normalize(**body["deadlines"])} \
        if body["deadlines"] else {}
    tid = tournaments.create(service(), account, body["kind"], body["format"],
                             body["size"], title=body["title"], options=body["options"],
                             settings=settings, rounds=body["rounds"],
                             schedule=body["schedule"], closes_in=body["closes_in"])
    quota.count_creation()
    return detail(tournaments.get(_conn(), tid, _now()))


@blp.route("/tournaments/<tid>/<any(register, withdraw):act>", methods=["POST"])
@blp.response(200, TournamentDetailOut)
@blp.alt_response(401, **NO_ACCOUNT)
@blp.alt_response(404, schema=s.ErrorOut, description="no such tournament")
@blp.alt_response(409, **REFUSED)
@blp.doc(security=PERSONAL)
def api_entry(tid, act):
    """register: enter the caller (the last player to register starts it: its first
    games are in the answer); withdraw: take him out before it starts."""
    getattr(tournaments, act)(service(), tid, personal_account())
    return detail(tournaments.get(_conn(), tid, _now()))


def register(app, rest, svc):
    """Add the tournaments' pages to APP and their JSON to REST, and let SVC advance
    the tournaments whose games end through the pages (a service composed without
    it: a test's)."""
    tournaments.setup(svc)
    app.register_blueprint(bp)
    rest.register_blueprint(blp)
