"""The replay viewer, GET /games/<id>/replay[?v=N][&as=ROLE] (design §8): the game at
every version, as one seat (or the public) could see it then, with the event of that
step in words. Each URL is shareable; the page works without script (links and a
form), and pbem/web/static/replay.js adds the slider's live move and arrow keys.

Who sees what: while the game runs, a browser sees the versions as its own seat (its
cookie) or as the public, never as another seat; once the game has ended, the rules
have revealed everything, so anyone may replay it as any seat.
"""
from flask import Blueprint, make_response, render_template, request
from flask_babel import gettext as _
from markupsafe import Markup

from pbem.core import progress, saying
from pbem.core.errors import Forbidden, Invalid
from pbem.web import charts
from pbem.web.headcache import HeadCache
from pbem.web.pages import clock_rows
from pbem.web.seat import cookie_seat, service

bp = Blueprint("replay", __name__)


def _version(head):
    """?v=N, strictly a whole number (NotFound past the head comes from view_at);
    the head without one."""
    text = request.args.get("v")
    if text is None:
        return head
    if not text.isdigit() or len(text) > 18:
        raise Invalid(_("v must be a version number from 1 to %(head)s, not %(text)r",
                        head=head, text=text))
    return int(text)


def _role(game, own):
    """The seat whose eyes the replay uses: ?as=ROLE (any role once the game has
    ended; before, only this browser's own), else this browser's seat; '' is the
    public."""
    asked = request.args.get("as")
    if asked is None:
        return own
    if asked == "":
        return None
    roles = [s["role"] for s in game.meta["seats"]]
    if asked not in roles:
        raise Invalid(_("as must be one of %(roles)s (or empty for the public), not "
                        "%(asked)r", roles=", ".join(roles), asked=asked))
    if asked != own and not game.finished:
        raise Forbidden(_("while the game runs, it is replayed as your own seat or as "
                          "the public; every seat is open once it has ended"))
    return asked


#: the charts of each game, drawn once per log head
CHARTS = HeadCache(64)


def _charts(svc, game):
    """[SVG markup] of the game's charts over its whole log (public numbers only), their
    titles in the reader's language (a game's English titles through its catalog)."""
    game_id = game.id

    def draw():
        course = progress.course(svc.store.read(game_id))
        return [] if course is None else [
            Markup(charts.line_chart(saying.term(game.rules, title), course["x"], series))
            for title, series in course["charts"].items()]
    return CHARTS.get(svc.store, game_id, draw)


@bp.route("/games/<game_id>/replay")
def replay_page(game_id):
    svc = service()
    game = svc.load(game_id)                        # 404 page for an unknown game
    own, _token = cookie_seat(game_id)
    role = _role(game, own)
    version = _version(game.version)
    at = svc.view_at(game_id, version, role)        # 404 outside 1..head
    rec = svc.store.read(game_id, version - 1, version)[0]
    view = at["view"] if version > 1 else None      # version 1: created, not set up
    resp = make_response(render_template(
        "web/replay.html", game=game, role=role, own=own, at=at, version=version,
        charts=_charts(svc, game), clocks=clock_rows(svc, game, version),
        event=svc.event_dict(game, rec, role),
        roles=[s["role"] for s in game.meta["seats"]],
        svg=Markup(game.rules.render_svg(view)) if view is not None else None,
        text=game.rules.render_text(view) if view is not None else None))
    resp.headers["Cache-Control"] = "no-store"
    return resp
