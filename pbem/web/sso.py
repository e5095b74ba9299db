"""Signing in with a forum's account (DiscourseConnect, pbem.players.sso): the sign-in
page offers "Sign in with NAME" for every [forums.NAME] of type discourse with a
connect_secret.

GET /signin/discourse/<forum> makes a nonce and sends the browser to the forum's
provider, the nonce also in a cookie of the return address alone (HttpOnly,
SameSite=Lax: the forum's redirect back is a top-level GET, which carries it); the
return address is built from [server] base_url (pbem.web.security.link_base), never
from the Host a request claims. GET /signin/discourse/<forum>/return believes the
forum's answer once (its signature, its nonce, this browser's cookie, a validated
address) and signs the browser in as pbem.web.accounts does for a mailed link. Both
are GETs, as any "sign in with" link is: the page's CSP lets forms post only to
pbem, and a link to the forum is no form. Every refusal is a page saying why (4xx),
and changes nothing: the checks and the writes share one transaction.
"""
from datetime import datetime, timezone

from flask import Blueprint, current_app, redirect, request, url_for
from flask_babel import gettext as _

from pbem.core.errors import NotFound
from pbem.forum import adapter
from pbem.players import sso
from pbem.web.accounts import signed_in
from pbem.web.seat import service
from pbem.web.security import cookie_secure

bp = Blueprint("sso", __name__)
#: the cookie that holds the nonce of a sign-in begun in this browser
NONCE_COOKIE = "pbem_connect"


def _now():
    return datetime.now(timezone.utc)


def _signs_in(settings):
    return settings["type"] == "discourse" and bool(settings.get("connect_secret"))


def signin_forums():
    """The names of the forums a player may sign in with, in the config's order."""
    cfg = current_app.extensions["pbem_cfg"]
    return [name for name in adapter.configured(cfg)
            if _signs_in(adapter.settings(cfg, name))]


def _connect(forum):
    """The settings of FORUM; NotFound when there is no such forum (adapter.settings)
    or it signs nobody in (not Discourse, or no connect_secret)."""
    settings = adapter.settings(current_app.extensions["pbem_cfg"], forum)
    if not _signs_in(settings):
        raise NotFound(_("forum %(forum)s signs nobody in here (it is no Discourse forum "
                         "with a connect_secret)", forum=forum))
    return settings


@bp.app_context_processor
def _offers():
    return {"signin_forums": signin_forums}


@bp.route("/signin/discourse/<forum>")
def begin(forum):
    """Send the browser to FORUM's DiscourseConnect provider with a new nonce."""
    settings = _connect(forum)
    back = url_for("sso.back", forum=forum)
    with service().store.transaction() as conn:
        nonce, url = sso.ask(conn, forum, settings["connect_secret"], settings["url"],
                             current_app.config["PBEM_LINK_BASE"] + back, _now())
    resp = redirect(url, 303)
    resp.set_cookie(NONCE_COOKIE, nonce, max_age=sso.NONCE_MINUTES * 60, httponly=True,
                    samesite="Lax", secure=cookie_secure(), path=back)
    resp.headers["Cache-Control"] = "no-store"
    return resp


@bp.route("/signin/discourse/<forum>/return")
def back(forum):
    """FORUM's answer: sign in as the account of the address it vouches for."""
    settings = _connect(forum)
    with service().store.transaction() as conn:
        _account, session_id = sso.sign_in(
            conn, forum, settings["connect_secret"], request.args.get("sso", ""),
            request.args.get("sig", ""), request.cookies.get(NONCE_COOKIE), _now())
    resp = signed_in(session_id)
    resp.delete_cookie(NONCE_COOKIE, path=url_for("sso.back", forum=forum),
                       secure=cookie_secure())
    resp.headers["Cache-Control"] = "no-store"
    resp.headers["Referrer-Policy"] = "no-referrer"
    return resp
