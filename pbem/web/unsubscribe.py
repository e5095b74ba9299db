"""One-click unsubscribe (RFC 8058) for the List-Unsubscribe links of pbem's mails.

The link names an address and a kind of mail, signed (pbem.mail.unsubscribe.token). A mail
provider's one-click POST (body "List-Unsubscribe=One-Click") turns that kind off at
once; a person who opens the link gets a confirm page first, because link scanners
and previews follow GETs and must not unsubscribe anybody. The same page can turn the
kind back on. A bad token changes nothing and says so.
"""
from flask import Blueprint, abort, current_app, render_template, request
from flask_babel import gettext as _

from pbem.mail import unsubscribe
from pbem.telling import prefs
from pbem.web import mail_kinds
from pbem.web.seat import service

bp = Blueprint("unsubscribe", __name__)


def _named(token):
    """(conn, email, kind) the token names; 404 when it is forged or malformed."""
    conn = service().store.conn
    named = unsubscribe.read_token(conn, current_app.extensions["pbem_cfg"], token)
    if named is None:
        abort(404, description=_("this unsubscribe link is not valid"))
    return conn, *named


@bp.route("/unsubscribe/<token>", methods=["GET"])
def confirm(token):
    _, email, kind = _named(token)
    return render_template("web/unsubscribe.html", email=email, kind=mail_kinds.said(kind),
                           off=None, token=token)


@bp.route("/unsubscribe/<token>", methods=["POST"])
def change(token):
    """One-click POST or the confirm form: off, unless the form asks to resubscribe."""
    conn, email, kind = _named(token)
    off = request.form.get("resubscribe") is None
    with service().store.transaction():
        (prefs.turn_off if off else prefs.turn_on)(conn, email, kind)
    return render_template("web/unsubscribe.html", email=email, kind=mail_kinds.said(kind),
                           off=off, token=token)


def register(app, cfg):
    """Add the routes to APP; they sign and check links with cfg's mail secret."""
    app.extensions["pbem_cfg"] = cfg
    app.register_blueprint(bp)
