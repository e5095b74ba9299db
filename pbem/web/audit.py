"""The audit page, GET /games/<id>/audit (design §8): what anyone needs to check a
game without trusting its host, and the export to check it with.

It shows the seed's commitment (from the first event), the seed once the game has
ended and revealed it, the version and head hash, the verdict of pbem.host.audit.verify
(chain, commitment and every decision re-derived, replay against the snapshot, the
service's other records of the head), and checks a receipt (?receipt=VERSION:HASH, a
GET since it changes nothing). A verdict is computed when first asked and kept per
game and log head: a version never changes, and each verification re-decides the
whole game.

The export (GET /games/<id>/export.jsonl) is the raw log, which holds every hand and
the deck's order until the end: it is offered once the game has ended, and then
without the players' email addresses.
"""
from flask import Blueprint, make_response, render_template, request
from flask_babel import gettext as _

from pbem.core.aggregate import Game
from pbem.core.errors import Damaged, Forbidden, Invalid
from pbem.host import audit, transfer
from pbem.web.headcache import HeadCache
from pbem.web.seat import service

bp = Blueprint("audit", __name__)
#: the Verdict on each game, verified once per log head
VERDICTS = HeadCache()


def verdict_at(svc, game):
    """The Verdict on GAME as its log now stands."""
    return VERDICTS.get(svc.store, game.id, lambda: audit.verify(svc, game.id))


def _receipt(svc, game_id, text):
    """{"text", "ok", "message"} of the receipt TEXT against the log."""
    try:
        version, digest = audit.parse_receipt(text)
    except Invalid as e:
        return {"text": text, "ok": False, "message": e.message}
    problem = audit.receipt(svc.store.read(game_id), version, digest)
    return {"text": text, "ok": problem is None,
            "message": problem or _("the log still holds this hash at version %(version)s",
                                    version=version)}


def _shown(svc, game_id):
    """The game as far as the audit page needs it: folded, or, for a log that does not
    fold (its verdict says where), its first event and head alone."""
    try:
        return svc.load(game_id)                    # 404 page for an unknown game
    except Damaged:
        version, head = svc.store.head(game_id)
        return Game(game_id, svc.store.read(game_id, 0, 1)[0].payload, version=version,
                    head=head)


@bp.route("/games/<game_id>/audit")
def audit_page(game_id):
    svc = service()
    game = _shown(svc, game_id)
    text = request.args.get("receipt", "").strip()
    resp = make_response(render_template(
        "web/audit.html", game=game, verdict=verdict_at(svc, game),
        commitment=game.meta.get("seed_commitment"), finished=game.finished,
        receipt=_receipt(svc, game_id, text) if text else None))
    resp.headers["Cache-Control"] = "no-store"
    return resp


@bp.route("/games/<game_id>/export.jsonl")
def export(game_id):
    svc = service()
    if not svc.load(game_id).finished:
        raise Forbidden(_("the export is offered once the game has ended: until then "
                          "the log holds every hand and the order of the deck"))
    resp = make_response("\n".join(transfer.export_lines(svc, game_id, public=True)) + "\n")
    resp.headers["Content-Type"] = "application/x-ndjson; charset=utf-8"
    resp.headers["Content-Disposition"] = f'attachment; filename="{game_id}.jsonl"'
    return resp
