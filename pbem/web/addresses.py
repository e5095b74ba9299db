"""An address is its owner's: the pages of its mailed links, and leaving.

- The question a web form's game mails to an address it named (pbem.mail.confirm):
  /address/<token>/confirm and /decline, each a page with a button (a mail scanner
  that fetches a link uses nothing), the token used once (pbem.players.addresses).
  Confirming lets its game mail go (the dispatcher releases what waited for it:
  pbem.mail.send); declining keeps it from game mail until its owner signs in.
- The mail settings of an address belong to it, in all its games: a seat's holder who
  is not its signed-in owner may only have a one-time link to them mailed to it
  (POST /games/<id>/settings-link, a few a day: pbem.core.quotas; none to an address
  that gets no game mail), and /address/<token>/settings changes them once.
- Leaving: /me/delete, a signed-in player's "Delete my account" (its form token and a
  confirmation), forgets the account and its addresses (pbem.players.forget).

The routes are the pages' (pages.bp), so their same-origin check holds for the forms.
"""
from datetime import datetime, timezone

from flask import (current_app, flash, make_response, redirect, render_template,
                   request, url_for)
from flask_babel import gettext as _, ngettext

from pbem.core import quotas, seats
from pbem.core.errors import Invalid, TooMany, Unavailable
from pbem.mail.seat_link import masked
from pbem.players import addresses, forget
from pbem.telling import notify
from pbem.web import accounts, mail_form, pages
from pbem.web.security import cookie_secure
from pbem.web.seat import service

#: settings links an address may be mailed within a day
SETTINGS_LINKS_A_DAY, DAY = 3, 86400


def _now():
    return datetime.now(timezone.utc)


@pages.bp.route("/games/<game_id>/settings-link", methods=["POST"])
def settings_link(game_id):
    """Mail the address of this browser's seat a one-time link to its settings."""
    role, _token = pages.posting_seat(game_id)
    email = seats.email(service().store.conn, game_id, role)
    if not email:
        raise Invalid(_("this seat has no email address"))
    if not accounts.mail_on():
        raise Unavailable(_("this server sends no mail"))
    if not addresses.may_mail(service().store.conn, email):
        raise Unavailable(_("%(email)s has not confirmed that it wants game mail, so it "
                            "gets none, and nobody is mailed its settings",
                            email=masked(email)))
    now, key = _now(), f"settings-link:{email.lower()}"
    with service().store.transaction() as conn:
        again = quotas.spent(conn, key, SETTINGS_LINKS_A_DAY, DAY, now)
        if again is not None:
            raise TooMany(ngettext(
                "%(email)s was mailed %(num)s link to its settings within a day: ask "
                "again from %(at)s UTC", "%(email)s was mailed %(num)s links to its "
                "settings within a day: ask again from %(at)s UTC", SETTINGS_LINKS_A_DAY,
                email=masked(email), at=f"{again:%H:%M}"))
        quotas.use(conn, key, now)
        notify.settings_link(conn, email, current_app.config["PBEM_LINK_BASE"], now)
    flash(_("A link to the mail settings of %(email)s is on its way there.",
            email=masked(email)), "ok")
    return redirect(pages.seat_url(game_id, role), 303)


def _link_page(template, token, purpose, status=200, **context):
    """A page of a mailed link: never cached, never named to another site."""
    resp = make_response(render_template(template, token=token, purpose=purpose,
                                         **context), status)
    resp.headers["Cache-Control"] = "no-store"
    resp.headers["Referrer-Policy"] = "no-referrer"
    return resp


def _answer_page(token, answer, email=None, done=None):
    return _link_page("web/address_answer.html", token, "confirm",
                      200 if email else 410, answer=answer,
                      to=masked(email) if email else None, done=done)


@pages.bp.route("/address/<token>/<any(confirm, decline):answer>")
def answer_page(token, answer):
    """The question's link: a button that answers it, or why the link cannot."""
    return _answer_page(token, answer, addresses.link_email(
        service().store.conn, token, "confirm", _now()))


@pages.bp.route("/address/<token>/<any(confirm, decline):answer>", methods=["POST"])
def answer(token, answer):
    """Confirm or decline the address's game mail, once."""
    now = _now()
    with service().store.transaction() as conn:
        email = addresses.use_link(conn, token, "confirm", now)
        if email is None:
            return answer_page(token, answer)
        if answer == "confirm":
            addresses.confirm(conn, email, now)
            done = "confirmed"
        else:
            done = "declined" if addresses.decline(conn, email) else "kept"
    return _answer_page(token, answer, email, done)


@pages.bp.route("/address/<token>/settings")
def settings_page(token, error=None, status=200):
    """A mailed settings link: the address's mail settings in a form."""
    conn = service().store.conn
    email = addresses.link_email(conn, token, "settings", _now())
    return _link_page("web/address_settings.html", token, "settings",
                      status if email else 410, error=error,
                      mail=mail_form.of(conn, email) if email else None,
                      to=masked(email) if email else None)


@pages.bp.route("/address/<token>/settings", methods=["POST"])
def save_settings(token):
    """Save the address's mail settings, using the link (a bad value changes
    nothing, and leaves the link to be used again)."""
    svc = service()
    try:
        with svc.store.transaction() as conn:
            email = addresses.use_link(conn, token, "settings", _now())
            if email is None:
                return settings_page(token)
            mail_form.save(svc, email, request.form)
    except Invalid as e:
        return settings_page(token, e.message, e.status)
    return _link_page("web/address_settings.html", token, "settings", saved=True,
                      to=masked(email), mail=None, error=None)


@pages.bp.route("/me/delete")
def delete_page():
    """What deleting the account removes and keeps, and the button."""
    account = accounts.current_account()
    if account is None:
        return redirect(url_for("accounts.signin_page"), 303)
    return render_template("web/delete_account.html", account=account)


@pages.bp.route("/me/delete", methods=["POST"])
def delete_account():
    """Forget the signed-in player's account and its addresses (its form token and a
    ticked confirmation, else nothing changes), and sign this browser out."""
    account = accounts.signed_in_post()
    if request.form.get("confirm") != "yes":
        raise Invalid(_("tick the box that says you want your account deleted"))
    forget.forget(service().store, account_id=account["id"])
    flash(_("The account %(name)s and its addresses are gone.", name=account["name"]), "ok")
    resp = redirect(url_for("pages.lobby_page"), 303)
    resp.delete_cookie(accounts.SESSION_COOKIE, path="/", secure=cookie_secure())
    return resp
