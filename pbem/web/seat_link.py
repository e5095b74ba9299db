"""The public page's "send me my seat link" (a route on pages.bp, so the pages'
same-origin check holds for its form): the link is mailed to the seat's own address by
pbem.mail.seat_link, never shown here, since anyone can open a public page."""
from flask import current_app, flash, redirect, request, url_for
from flask_babel import gettext as _

from pbem.core.errors import ServiceError
from pbem.mail import seat_link
from pbem.web import pages
from pbem.web.seat import service


@pages.bp.route("/games/<game_id>/seat-link", methods=["POST"])
def seat_link_mail(game_id):
    """Queue the seat link mail of the chosen seat; a refusal (no address, asked too
    soon) is shown on the public page with its status."""
    svc = service()
    role = (request.form.get("role") or "").strip()[:100]
    try:
        sent_to = seat_link.ask(svc, current_app.extensions["pbem_cfg"], game_id, role)
    except ServiceError as e:
        err = {"code": e.code, "message": e.message, "legal": None}
        return pages.render_game(svc.load(game_id), None, None, err, e.status)
    flash(_("The link of the seat %(role)s is on its way to %(to)s.", role=role, to=sent_to),
          "ok")
    return redirect(url_for("pages.game_page", game_id=game_id), 303)
