"""Signing in and out (design §8: POST /signin mails a one-time sign-in link), and the
signed-in player's session on every page.

A session is a random id in an HttpOnly, SameSite=Lax cookie (Secure behind https),
kept hashed by pbem.players.sessions; the account it opens is looked up once a request
(current_account). Every form of a signed-in player carries a token made from the
session id with the app's secret (csrf_token), so another site cannot post for him: a
POST without it changes nothing (403). The sign-in page answers the same whether or not
an address is known, and mails at most a few links an address and a client an hour.
"""
import hashlib
import hmac
from datetime import datetime, timezone

from flask import (Blueprint, abort, current_app, g, make_response, redirect,
                   render_template, request, url_for)
from flask_babel import gettext as _, ngettext

from pbem import config
from pbem.core import quotas
from pbem.core.errors import Invalid, TooMany, Unavailable
from pbem.mail.seat_link import masked
from pbem.players import sessions
from pbem.telling import notify
from pbem.web.seat import service
from pbem.web.security import cookie_secure, same_origin_posts

bp = Blueprint("accounts", __name__)
bp.before_request(same_origin_posts)
SESSION_COOKIE = "pbem_session"
#: sign-in mails an address, and a client, may ask for within an hour
PER_ADDRESS, PER_CLIENT, HOUR = 3, 10, 3600


def _now():
    return datetime.now(timezone.utc)


def current_account():
    """The signed-in player's account ({"id", "name", ...}), or None: once a request."""
    if "account" not in g:
        session_id = request.cookies.get(SESSION_COOKIE)
        g.account = None
        if session_id:
            conn = service().store.conn
            g.account = sessions.account_of(conn, session_id, _now())
            if g.account is not None:
                with service().store.transaction() as tx:
                    sessions.seen(tx, session_id, _now())
    return g.account


def csrf_token():
    """The hidden field of a signed-in player's forms (None when nobody is signed in)."""
    session_id = request.cookies.get(SESSION_COOKIE)
    if not session_id or current_account() is None:
        return None
    key = current_app.config["SECRET_KEY"].encode()
    return hmac.new(key, f"account:{hashlib.sha256(session_id.encode()).hexdigest()}"
                    .encode(), hashlib.sha256).hexdigest()


def signed_in_post():
    """The account of a signed-in player's form post; 403 without a session, or with a
    form token that is not this session's (nothing is changed)."""
    account, expected = current_account(), csrf_token()
    if account is None or not expected or not hmac.compare_digest(
            expected, request.form.get("csrf_token", "")):
        abort(403, description=_("this form has expired or is not yours: sign in and "
                                 "try again"))
    return account


def mail_on():
    """Whether this server sends mail ([mail] enabled): without it the pages say so
    rather than offer mail settings and links that would never be mailed."""
    cfg = current_app.extensions["pbem_cfg"]
    return {**config.DEFAULTS["mail"], **cfg.get("mail", {})}["enabled"]


@bp.route("/signin")
def signin_page():
    """The form that asks for a sign-in link."""
    return render_template("web/signin.html", mail_on=mail_on())


@bp.route("/signin", methods=["POST"])
def ask_link():
    """Mail a sign-in link to the address given: the same answer whether or not it
    is known; refused when this server sends no mail, and beyond the quotas."""
    email = (request.form.get("email") or "").strip()[:254]
    if "@" not in email or any(c.isspace() for c in email) or email.startswith("@") \
            or email.endswith("@"):
        raise Invalid(_("give the email address to mail the link to"))
    if not mail_on():
        raise Unavailable(_("this server sends no mail, so it cannot mail a sign-in "
                            "link"))
    now = _now()
    keys = ((f"signin-address:{email.lower()}", PER_ADDRESS, _("this address")),
            (f"signin-client:{request.remote_addr}", PER_CLIENT, _("this client")))
    with service().store.transaction() as conn:
        for key, limit, who in keys:
            again = quotas.spent(conn, key, limit, HOUR, now)
            if again is not None:
                raise TooMany(ngettext(
                    "%(who)s has asked for %(num)s sign-in link within the last hour: "
                    "ask again from %(at)s UTC", "%(who)s has asked for %(num)s sign-in "
                    "links within the last hour: ask again from %(at)s UTC", limit,
                    who=who, at=f"{again:%H:%M}"))
        for key, _limit, _who in keys:
            quotas.use(conn, key, now)
        notify.signin_link(conn, email, current_app.config["PBEM_LINK_BASE"], now)
    return render_template("web/signin_sent.html", to=masked(email))


@bp.route("/signin/<token>")
def link_page(token):
    """A mailed link: a button that signs in (a mail scanner fetching the link uses
    nothing), or why the link cannot."""
    email = sessions.link_email(service().store.conn, token, _now())
    resp = make_response(render_template("web/signin_link.html", token=token,
                                         to=masked(email) if email else None),
                         200 if email else 410)
    resp.headers["Cache-Control"] = "no-store"
    resp.headers["Referrer-Policy"] = "no-referrer"
    return resp


@bp.route("/signin/<token>", methods=["POST"])
def use_link(token):
    """Sign in with a mailed link: its account (new for a new address), a session."""
    with service().store.transaction() as conn:
        used = sessions.use_link(conn, token, _now())
    if used is None:
        return link_page(token)
    _account, session_id = used
    return signed_in(session_id)


def signed_in(session_id):
    """The answer that ends a sign-in (by a mailed link, or a forum: pbem.web.sso): to
    the player's home, the new session's id in the session cookie."""
    return with_session(redirect(url_for("home.home"), 303), session_id)


def with_session(resp, session_id):
    """RESP with the cookie of a session just opened (by a sign-in link, a forum:
    pbem.web.sso, or an invitation's link: pbem.web.open_games)."""
    resp.set_cookie(SESSION_COOKIE, session_id, max_age=sessions.SESSION_DAYS * 86400,
                    httponly=True, samesite="Lax", secure=cookie_secure(), path="/")
    return resp


@bp.route("/signout", methods=["POST"])
def signout():
    """Sign out this browser, or with `everywhere` every session of the account."""
    account = signed_in_post()
    with service().store.transaction() as conn:
        if request.form.get("everywhere"):
            sessions.close_all(conn, account["id"])
        else:
            sessions.close(conn, request.cookies.get(SESSION_COOKIE))
    resp = redirect(url_for("pages.lobby_page"), 303)
    resp.delete_cookie(SESSION_COOKIE, path="/", secure=cookie_secure())
    return resp

