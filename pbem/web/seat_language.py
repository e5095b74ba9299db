"""A seat's own language, chosen on its page (issue 28; a route on pages.bp, so the
pages' same-origin check holds for its form): for a player who plays from his seat
link without an account, the language of that seat's pages, in any browser, and of
the mails to its address while no account owns it (pbem.players.seat_language).

Choosing also keeps the language in this browser's cookie (pbem.web.language.keep),
as the account's setting does, so the page after the choice speaks it at once.
"""
from flask import flash, redirect, request
from flask_babel import force_locale, gettext as _

from pbem.core.errors import ServiceError
from pbem.players import seat_language
from pbem.web import pages
from pbem.web.language import LANGUAGES, keep, page_language
from pbem.web.seat import service


def context(game_id, role):
    """What game.html's language box shows a seat: [(code, name, selected)], the
    seat's choice selected, else the page's language."""
    chosen = seat_language.of(service().store.conn, game_id, role) or page_language()
    return [(code, name, code == chosen) for code, name in LANGUAGES.items()]


@pages.bp.route("/games/<game_id>/language", methods=["POST"])
def choose(game_id):
    """Keep the language chosen for this browser's seat; a language pbem does not
    speak is refused and nothing changes."""
    svc = service()
    role, token = pages.posting_seat(game_id)
    language = request.form.get("language") or ""
    try:
        with svc.store.transaction() as conn:
            seat_language.choose(conn, game_id, role, language)
    except ServiceError as e:
        err = {"code": e.code, "message": _("no such language"), "legal": None}
        return pages.render_game(svc.load(game_id), role, token, err, e.status)
    keep(language)
    with force_locale(language):            # said in the language just chosen
        flash(_("This seat now speaks %(language)s.", language=LANGUAGES[language]), "ok")
    return redirect(pages.seat_url(game_id, role), 303)
