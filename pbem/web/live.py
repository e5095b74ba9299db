"""GET /games/<id>/live.json: what an open game page polls to notice that the game
moved on, {"version", "status", "active"} (public: the public page shows as much).

It is cheap by design: one row of the lobby's projection, no log read, and an ETag
(the version and status), so a page that is up to date gets an empty 304. The page's
script (pbem/web/static/live.js) polls every [web] poll_seconds while the page is
visible, and says so when it is the seat's turn (title and banner).
"""
from flask import Blueprint, jsonify, make_response, request

from pbem import tables
from pbem.errors import NotFound
from pbem.web.seat import service

bp = Blueprint("live", __name__)


@bp.route("/games/<game_id>/live.json")
def live(game_id):
    now = tables.live(service().store.conn, game_id)
    if now is None:
        raise NotFound(f"no game {game_id!r}")
    tag = f'{now["version"]}-{now["status"]}'
    resp = make_response("", 304) if request.if_none_match.contains(tag) \
        else make_response(jsonify(now))
    resp.set_etag(tag)
    resp.headers["Cache-Control"] = "no-cache"
    return resp
