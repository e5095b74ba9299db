"""A signed-in player's profile and settings in one place (GET /me/settings): his display
name, time zone and language; the mails his addresses get (the daily digest's hour,
which kinds of mail); his vacations; the forum users linked to his seats (read only);
his personal API token and his home feed's private address.

Mail settings, digests and vacations belong to an address (pbem.telling): here they
are set for every address of the account at once, since they are all his. The digest
and vacations are read in his time zone. Every form carries the session's form token
(pbem.web.accounts.signed_in_post), each is checked whole before anything is written,
and a refusal says why on the page and changes nothing. A token is shown once, in the
answer that made it (only its hash is kept), and making one ends the one before.
"""
import functools
import re
from datetime import date, datetime, timedelta, timezone

from flask import (Blueprint, flash, make_response, redirect, render_template, request,
                   url_for)
from flask_babel import gettext as _

from pbem.core import seats
from pbem.core.errors import Invalid, ServiceError
from pbem.forum import store as forum_store
from pbem.players import accounts, home as home_rows
from pbem.telling import deadlines, digests, prefs, vacations
from pbem.web import mail_kinds
from pbem.web.accounts import current_account, signed_in_post
from pbem.web.feeds import absolute
from pbem.web.language import LANGUAGES, keep
from pbem.web.seat import service
from pbem.web.security import same_origin_posts

bp = Blueprint("profile", __name__)
bp.before_request(same_origin_posts)
#: the longest vacation one form adds (a longer one is surely a typing error, and it
#: would stop the clocks of every game with him)
VACATION_DAYS = 366


@bp.route("/me/settings")
def settings_page():
    """The settings; the sign-in page without a session."""
    account = current_account()
    if account is None:
        return redirect(url_for("accounts.signin_page"), 303)
    return _page(account)


def _page(account, status=200, error=None, shown=None):
    """The settings page of ACCOUNT, with ERROR (why a form was refused) or SHOWN (a
    token just made, shown this once)."""
    conn = service().store.conn
    emails = account["emails"]
    first = emails[0] if emails else None
    rule = digests.setting(conn, first) if first and not prefs.is_off(
        conn, first, digests.KIND) else None
    resp = make_response(render_template(
        "web/settings.html", account=account, languages=LANGUAGES, error=error,
        shown=shown or {}, digest=rule,
        kinds=[(kind, what, not any(prefs.is_off(conn, e, kind) for e in emails))
               for kind, what in mail_kinds.kinds()],
        vacations=_vacations(conn, account), forum_users=_forum_users(conn, account),
        bank=vacations.bank(conn, emails[0]) if emails else None),
        status)
    resp.headers["Cache-Control"] = "no-store"
    return resp


def _vacations(conn, account):
    """[(first day, last day)] of the account's vacations not over yet, in his time
    zone, merged over his addresses."""
    where, now = deadlines.zone(account["tz"]), datetime.now(timezone.utc)
    spans = sorted({span for e in account["emails"] for span in deadlines.vacations(conn, e)
                    if span[1] > now})
    return [(start.astimezone(where).date(),
             (end - timedelta(seconds=1)).astimezone(where).date()) for start, end in spans]


def _forum_users(conn, account):
    """[{"forum", "user", "game", "title", "role"}] of the forum users linked to the
    account's seats (pbem.forum.store)."""
    out = []
    for row in seats.of_account(conn, account["id"], account["emails"]):
        out += [dict(link, game=row["game"], title=row["title"])
                for link in forum_store.links(conn, row["game"])
                if link["role"] == row["role"]]
    return out


def _settings_form(change):
    """A settings form's route: CHANGE(account, form) checks the whole form, then
    writes it and returns what to tell the player; a refusal re-shows the page with
    why (and its status) and changes nothing."""
    @functools.wraps(change)
    def route():
        account = signed_in_post()
        try:
            said = change(account, request.form)
        except ServiceError as e:
            return _page(account, e.status, e.message)
        flash(said, "ok")
        return redirect(url_for("profile.settings_page"), 303)
    return route


@bp.route("/me/settings/profile", methods=["POST"])
@_settings_form
def save_profile(account, form):
    """Display name (unique ignoring case), time zone and language. A digest follows
    the new time zone (at the same hour)."""
    name = accounts.display_name(form.get("name"))
    tz = deadlines.zone((form.get("tz") or "").strip()[:100] or "UTC").key
    language = form.get("language")
    if language not in LANGUAGES:
        raise Invalid(_("the language is one of %(languages)s",
                        languages=", ".join(LANGUAGES)))
    svc = service()
    with svc.store.transaction() as conn:
        accounts.rename(conn, account["id"], name)
        accounts.set_place(conn, account["id"], tz, language)
    keep(language)                  # this browser's pages follow it at once
    conn = svc.store.conn
    for email in account["emails"]:
        rule = digests.setting(conn, email)
        if rule and rule["tz"] != tz and not prefs.is_off(conn, email, digests.KIND):
            digests.set_daily(svc, email, rule["hour"], tz)
    return _("profile saved")


@bp.route("/me/settings/mail", methods=["POST"])
@_settings_form
def save_mail(account, form):
    """The daily digest's hour (in his time zone, or off) and which kinds of mail come,
    for every address of the account."""
    hour = (form.get("digest_hour") or "off").strip()
    if hour != "off" and not (re.fullmatch(r"[0-9]{1,2}", hour) and int(hour) <= 23):
        raise Invalid(_("the digest hour is 0..23 or off"))
    if not account["emails"]:
        raise Invalid(_("your account has no address to mail"))
    svc = service()
    with svc.store.transaction() as conn:
        for email in account["emails"]:
            for kind in prefs.KINDS:
                (prefs.turn_on if f"on.{kind}" in form else prefs.turn_off)(conn, email,
                                                                            kind)
    for email in account["emails"]:
        if hour == "off":
            digests.turn_off(svc, email)
        else:
            digests.set_daily(svc, email, int(hour), account["tz"])
    return _("mail settings of %(email)s saved", email=", ".join(account["emails"]))


@bp.route("/me/settings/vacation", methods=["POST"])
@_settings_form
def add_vacation(account, form):
    """Whole days away (both included, in his time zone), spent from his vacation bank:
    the clocks of his seats stand still meanwhile, and his opponents are told."""
    try:
        first = date.fromisoformat((form.get("first") or "").strip())
        last = date.fromisoformat((form.get("last") or "").strip())
    except ValueError:
        raise Invalid(_("vacation days are dates like 2025-07-01")) from None
    today = datetime.now(deadlines.zone(account["tz"])).date()
    if last < first:
        raise Invalid(_("the vacation ends (%(last)s) before it begins (%(first)s)",
                        last=last, first=first))
    if last < today:
        raise Invalid(_("that vacation is over: it ended on %(last)s", last=last))
    if (last - first).days >= VACATION_DAYS:
        raise Invalid(_("a vacation is at most %(count)s days", count=VACATION_DAYS))
    if not account["emails"]:
        raise Invalid(_("your account has no address"))
    held = vacations.spend(service(), account["emails"][0], first.isoformat(),
                           last.isoformat(), account["tz"])
    return _("vacation from %(first)s to %(last)s added; %(days)s days left in the bank",
             first=first, last=last, days=held["days"])


def _token_made(make, shown):
    """The settings page showing, this once, a new token MAKE(conn, account id) made
    for the signed-in player (SHOWN(token): what the page shows of it)."""
    account = signed_in_post()
    with service().store.transaction() as conn:
        token = make(conn, account["id"])
    return _page(account, shown=shown(token))


@bp.route("/me/settings/api-token", methods=["POST"])
def new_api_token():
    """A new personal API token (GET /api/me/games), shown once; the last one stops
    working."""
    return _token_made(accounts.new_api_token, lambda token: {"api_token": token})


@bp.route("/me/settings/feed-token", methods=["POST"])
def new_feed_token():
    """A new private address of the home's Atom feed, shown once; the last one stops
    working."""
    return _token_made(home_rows.new_feed_token, lambda token: {
        "feed_url": absolute("home.feed", token=token)})
