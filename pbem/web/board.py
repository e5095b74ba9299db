"""GET /games/<id>/board/<version>.png: the public board picture of a version (design
§8), the link forum posts carry for their image.

A PNG (design §8: forums embed it), or a lossless WebP of the same pixels (about a
quarter fewer bytes) when the request's Accept names image/webp itself (a browser's
`image/*` or `*/*` is not asked to take it); the answer varies with Accept, and says
so to caches.

A version never changes once it is in the log, so the picture is immutable and may
be cached by anyone for good: so its language (the words of its panels and legend) is
the address's own, `?lang=pl`, never the reader's cookie or browser (a forum in
Polish links its pictures so), else English; it is the public view (no seat), so anyone may fetch
it. An unknown game or version is a 404. A version inside the events of one decision
shows the board after it (Service.view_at), and version 1 (the game created, its
setup not yet recorded) the board the setup made.
"""
from flask import Blueprint, current_app, make_response, request

from pbem.language.speaking import speaking
from pbem.mail import picture
from pbem.web.seat import service

bp = Blueprint("board", __name__)
IMMUTABLE = "public, max-age=31536000, immutable"


@bp.route("/games/<game_id>/board/<int:version>.png")
def board_png(game_id, version):
    with speaking(request.args.get("lang", "en")):
        return _board_png(game_id, version)


def _board_png(game_id, version):
    svc = service()
    at = svc.view_at(game_id, version, None)        # NotFound: a 404 page
    if version == 1:        # game.created alone: the setup that makes a board is next
        at = svc.view_at(game_id, 2, None)
    game = svc.load(game_id)
    font = (current_app.extensions["pbem_cfg"].get("mail") or {}).get("board_font", "")
    kind = "webp" if takes_webp(request.accept_mimetypes) else "png"
    resp = make_response(picture.board_image(game.rules, at, None, font, kind))
    resp.headers["Content-Type"] = f"image/{kind}"
    resp.headers["Cache-Control"] = IMMUTABLE
    resp.headers["Vary"] = "Accept"
    return resp


def takes_webp(accept):
    """Whether an Accept header names image/webp itself, with a quality above 0."""
    return any(kind.lower() == "image/webp" and quality > 0 for kind, quality in accept)
