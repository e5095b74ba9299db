"""The leaderboards (design §8: GET /ratings/<kind>) and their JSON.

    /ratings                 the kinds of game, each a link to its leaderboard
    /ratings/<kind>          KIND's players by rating (rank, name, rating, games; a
                             provisional rating marked), and the solitaire's table of
                             best results where the kind keeps one (the Rhine)
    /api/ratings/<kind>      the same as JSON

Both read the projection of pbem.players.ratings (no log is read); an unknown kind is
a 404 that names the kinds there are.
"""
import marshmallow
from flask import Blueprint, render_template
from flask_babel import gettext as _
from marshmallow import fields

from pbem.core.errors import NotFound
from pbem.players import ratings
from pbem.web import schemas as s
from pbem.web.api import ApiBlueprint
from pbem.web.seat import playable_kinds, service

bp = Blueprint("ratings", __name__)
blp = ApiBlueprint("ratings_api", __name__, url_prefix="/api",
                   description="Ratings: each kind's leaderboard")


class RatingOut(marshmallow.Schema):
    rank = fields.Integer()
    name = fields.String(metadata={"description": "the account's display name"})
    rating = fields.Integer(metadata={"description": "1000 + 40 × (μ − 3σ), rounded"})
    games = fields.Integer(metadata={"description": "rated games played"})
    provisional = fields.Boolean(metadata={"description": "σ is still above "
                                           f"{ratings.PROVISIONAL_SIGMA}"})
    mu = fields.Float()
    sigma = fields.Float()


class BestResultOut(marshmallow.Schema):
    rank = fields.Integer()
    name = fields.String()
    won = fields.Boolean()
    turn = fields.Integer(allow_none=True, metadata={"description": "the winning turn"})
    medals = fields.Integer()
    game = fields.String()


class RatingsOut(marshmallow.Schema):
    kind = fields.String()
    title = fields.String()
    players = fields.Nested(RatingOut, many=True)
    best_results = fields.Nested(BestResultOut, many=True, metadata={
        "description": "the solitaire's table, each account's best game (the Rhine)"})


def _board(kind):
    kinds = playable_kinds()
    if kind not in kinds:
        raise NotFound(_("no game %(kind)r has ratings here; the games are %(kinds)s",
                         kind=kind, kinds=", ".join(kinds)))
    conn = service().store.conn
    return {"kind": kind, "title": kinds[kind].TITLE, "players": ratings.board(conn, kind),
            "best_results": ratings.best_results(conn, kind)}


@bp.route("/ratings")
def index():
    return render_template("web/ratings.html", board=None, kinds=playable_kinds())


@bp.route("/ratings/<kind>")
def leaderboard(kind):
    return render_template("web/ratings.html", board=_board(kind), kinds=playable_kinds(),
                           provisional_sigma=ratings.PROVISIONAL_SIGMA)


@blp.route("/ratings/<kind>", methods=["GET"])
@blp.response(200, RatingsOut)
@blp.alt_response(404, schema=s.ErrorOut, description="no such kind of game")
def ratings_json(kind):
    """KIND's leaderboard: every rated player, the highest rating first; and the
    solitaire's table of best results where the kind keeps one."""
    return _board(kind)


def my_ratings(account_id):
    """[{"kind", "title", "rating", "games", "provisional"}] of ACCOUNT_ID's ratings,
    for his home."""
    kinds = playable_kinds()
    return [{"kind": kind, "title": kinds[kind].TITLE, **rated} for kind, rated in
            ratings.of_account(service().store.conn, account_id).items() if kind in kinds]


def open_ratings(games):
    """{open game id: {account: its rating at the game's kind}} of GAMES (the list of
    open games: "kind", "seats" with "account"), a query a kind."""
    kinds = {}
    for game in games:
        kinds.setdefault(game["kind"], set()).update(s["account"] for s in game["seats"])
    conn = service().store.conn
    rated = {kind: ratings.of_accounts(conn, kind, ids - {None})
             for kind, ids in kinds.items()}
    return {game["id"]: rated[game["kind"]] for game in games}


def register(app, rest, svc):
    """Add the leaderboards to APP and their JSON to its API REST, what the templates
    ask (a home's ratings, the ratings beside the players of open games), and let SVC
    rate the games that end through the pages (a service composed without it: a
    test's)."""
    ratings.setup(svc)
    app.register_blueprint(bp)
    rest.register_blueprint(blp)
    app.jinja_env.globals.update(my_ratings=my_ratings, open_ratings=open_ratings)
