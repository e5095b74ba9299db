"""Open games on the pages (design §8: GET /open): the list of games waiting for
players, the form that opens one, each open game's page with its seats, joining,
cancelling, invitations by mail, and the rematch of a finished game.

The rules are pbem.players.open_games'; this blueprint reads forms, checks that a
signed-in player sent them (the session's form token: pbem.web.accounts), and mails the
invitations (pbem.telling.notify.invitation) within quotas: an account invites at most
INVITES_PER_DAY addresses a day, an address is invited at most INVITED_PER_DAY times a
day, so nobody floods a stranger's inbox. The options and deadlines of a new open game
are read by the lobby's parser (pbem.web.lobby), so both forms take the same.

An invitation's link proves its holder reads the mail of the address it was sent to, as
a sign-in link does: a browser that nobody has signed in takes the seat with it signed
in as that address (its account made when new), once.
"""
import re
from datetime import datetime, timezone

from flask import (Blueprint, current_app, flash, redirect, render_template, request,
                   url_for)
from flask_babel import gettext as _, ngettext

from pbem.core import quotas
from pbem.core.errors import (Forbidden, Invalid, NotFound, ServiceError, TooMany,
                              Unavailable)
from pbem.mail.seat_link import masked
from pbem.players import accounts, open_games, sessions
from pbem.telling import deadlines, notify
from pbem.web import lobby, quota
from pbem.web.accounts import (current_account, mail_on, signed_in_post,
                               with_session)
from pbem.web.seat import playable_kinds, service
from pbem.web.security import same_origin_posts

bp = Blueprint("open_games", __name__)
bp.before_request(same_origin_posts)     # an invitation's post may sign in
#: invitations an account may mail a day, and an address may be sent a day
INVITES_PER_DAY, INVITED_PER_DAY, DAY = 20, 3, 86400
#: the most seats an open game has (the lobby's rows)
MAX_SEATS = lobby.MAX_ROWS
#: the free-seats filter's values
FREE = (1, 2, 3)


def _now():
    return datetime.now(timezone.utc)


def _conn():
    return service().store.conn


# -- the list and the form ---------------------------------------------------------------
def _filters():
    """(kind, free seats) the list is asked for; Invalid for a value that is none."""
    kind = request.args.get("kind") or None
    free = request.args.get("free") or "1"
    if kind is not None and kind not in playable_kinds():
        raise Invalid(_("no game kind %(kind)r: the kinds are %(kinds)s", kind=kind[:40],
                        kinds=", ".join(playable_kinds())))
    if not free.isdigit() or int(free) not in FREE:
        raise Invalid(_("free seats: one of %(counts)s", counts=", ".join(map(str, FREE))))
    return kind, int(free)


def _list_page(status=200, form=None):
    account = current_account()
    kind, free = _filters()
    listed = [dict(g, free=len(open_games.free(g))) for g in open_games.listing(
        _conn(), _now(), kind, free, account["id"] if account else None)]
    return render_template(
        "web/open.html", games=listed, kind=kind, free=free, free_choices=FREE,
        kinds=lobby.kind_forms(), form=form or {}, account=account,
        deadline_inputs=lobby.DEADLINE_INPUTS, max_seats=MAX_SEATS,
        mail_on=mail_on(), access=open_games.ACCESS,
        expiry=[deadlines.format_duration(s) for s in open_games.EXPIRY]), status


@bp.route("/open")
def open_list():
    """The open games anyone may join (and the signed-in player's own), newest first,
    by kind and free seats; the form that opens one."""
    return _list_page()


def _number(text, what, fewest, most):
    text = (text or "").strip()
    if not text.isdigit() or not fewest <= int(text) <= most:
        raise Invalid(_("%(what)s: a number from %(fewest)s to %(most)s", what=what,
                        fewest=fewest, most=most))
    return int(text)


def _invited(text):
    """The addresses of the form's invitation box (one a line, or commas)."""
    return [part for part in re.split(r"[\s,;]+", (text or "")[:4000]) if part]


def _form_game(form, files, account):
    """The arguments of open_games.open_game from the form, or Invalid."""
    kind, _players, options, settings = lobby.parse_form(form, files)
    count = _number(form.get("seats"), "seats", 2, MAX_SEATS)
    seat = form.get("seat") or None
    expires = (form.get("expires") or "").strip()[:40]
    return {"creator": account, "kind": kind, "count": count, "options": options,
            "settings": settings,
            "seat": None if seat is None else _number(seat, "your seat", 1, count) - 1,
            "access": form.get("access") or "anyone",
            "invited": _invited(form.get("invite")),
            "expires_in": deadlines.parse_duration(expires) if expires else None}


def _check_invitations(conn, account, invited, now):
    """TooMany when mailing INVITED (addresses) would pass a quota; Unavailable when
    this server sends no mail. Nothing is counted here (mail_invitations counts)."""
    if not invited:
        return
    if not mail_on():
        raise Unavailable(_("this server sends no mail, so it cannot mail invitations"))
    if len(invited) > INVITES_PER_DAY:
        raise TooMany(_("an account invites at most %(count)s addresses a day",
                        count=INVITES_PER_DAY))
    asked = [(f"invite-from:{account['id']}", INVITES_PER_DAY, len(invited), None)]
    asked += [(f"invite-to:{open_games.address(e)}", INVITED_PER_DAY, 1, masked(e))
              for e in invited]
    for key, limit, count, whom in asked:
        again = quotas.spent(conn, key, limit - count + 1, DAY, now)
        if again is None:
            continue
        at = f"{again:%Y-%m-%d %H:%M}"
        raise TooMany(ngettext(
            "you have invited %(num)s time within a day, as many as this server allows: "
            "invite again from %(at)s UTC", "you have invited %(num)s times within a day, "
            "as many as this server allows: invite again from %(at)s UTC", limit, at=at)
            if whom is None else ngettext(
            "%(whom)s has been invited %(num)s time within a day, as many as this server "
            "allows: invite again from %(at)s UTC", "%(whom)s has been invited %(num)s "
            "times within a day, as many as this server allows: invite again from "
            "%(at)s UTC", limit, whom=whom, at=at))


def mail_invitations(conn, account, made, now):
    """Mail the invitations of a new open game MADE (open_game's answer) and count
    them."""
    base = current_app.config["PBEM_LINK_BASE"]
    for seat, email in made["invitations"]:
        notify.invitation(conn, email, base, made["id"], seat, account["name"], now)
        quotas.use(conn, f"invite-from:{account['id']}", now)
        quotas.use(conn, f"invite-to:{email}", now)


@bp.route("/open", methods=["POST"])
def open_new():
    """Open a game from the form (a signed-in player's), then show its page; a
    refusal shows why, with the form as it was sent."""
    account = signed_in_post()
    now = _now()
    try:
        quota.check_creation()
        wanted = _form_game(request.form, request.files, account)
        with service().store.transaction() as conn:
            _check_invitations(conn, account, wanted["invited"], now)
        made = open_games.open_game(service(), now=now, **wanted)
    except ServiceError as e:
        flash(e.message, "error")
        return _list_page(e.status, request.form)
    with service().store.transaction() as conn:
        mail_invitations(conn, account, made, now)
    quota.count_creation()
    flash(_("game %(id)s opened: it starts when its seats are taken", id=made["id"]), "ok")
    return redirect(url_for("open_games.open_page", open_id=made["id"],
                            link=made["link"]), 303)


# -- one open game -----------------------------------------------------------------------
def _shown(open_id, account):
    """The open game OPEN_ID as get gives it, when the request may see it (its link or
    invitation in the query or the form); NotFound otherwise, as for no game."""
    link = request.values.get("link") or None
    invitation = request.values.get("invitation") or None
    game = open_games.get(_conn(), open_id, _now())
    if not open_games.visible(_conn(), game, account["id"] if account else None, link,
                              invitation):
        raise NotFound(_("no open game %(id)r", id=open_id))
    return game, link, invitation


@bp.route("/open/<open_id>")
def open_page(open_id):
    """An open game: its seats and who has taken them, and what this visitor may do
    (take a seat, cancel, accept or decline a rematch)."""
    account = current_account()
    game, link, invitation = _shown(open_id, account)
    invited_seat = open_games.invitation_seat(_conn(), open_id, invitation) \
        if invitation else None
    invited_to = open_games.invited_address(_conn(), open_id, invited_seat) \
        if invited_seat is not None else None
    mine = account is not None and account["id"] in open_games.players(game)
    return render_template(
        "web/open_game.html", game=game, account=account, link=link,
        invitation=invitation if invited_seat is not None else None,
        invited_seat=invited_seat, invited_to=masked(invited_to) if invited_to else None,
        free=open_games.free(game), mine=mine,
        reserved=[s["seat"] for s in game["seats"]
                  if account and s["reserved"] == account["id"] and not s["account"]],
        creator=account is not None and account["id"] == game["creator"],
        share=f"{current_app.config['PBEM_LINK_BASE']}"
              f"{url_for('open_games.open_page', open_id=open_id, link=link)}"
        if link else None,
        deadlines=deadline_words(game["settings"]))


def deadline_words(settings):
    """The deadlines of an open game's (or a tournament's games') SETTINGS in words,
    or None."""
    chosen = settings.get("deadlines")
    if not chosen:
        return None
    grace = _(", a grace of %(time)s", time=deadlines.format_duration(chosen["grace"])) \
        if chosen["grace"] else ""
    clock = deadlines.control_words(chosen["control"]) if chosen.get("control") \
        else _("%(time)s a move", time=deadlines.format_duration(chosen["per_move"]))
    return _("%(clock)s%(grace)s; then %(expiry)s", clock=clock, grace=grace,
             expiry=", ".join(chosen["expiry"]))


def _joining_account(open_id, invitation):
    """(the account that takes a seat, a session id to set or None): the signed-in
    player (his form's token checked), else the owner of the address the INVITATION
    was mailed to, signed in by it."""
    if current_account() is not None or not invitation:
        return signed_in_post(), None
    now = _now()
    with service().store.transaction() as conn:
        seat = open_games.invitation_seat(conn, open_id, invitation)
        if seat is None or open_games.get(conn, open_id, now)["status"] != "open":
            raise Forbidden(_("this invitation was used, or its game takes no player now"))
        account = accounts.sign_up_or_in(
            conn, open_games.invited_address(conn, open_id, seat), "invitation")
        return account, sessions.open_session(conn, account["id"], now)


@bp.route("/open/<open_id>/join", methods=["POST"])
def join(open_id):
    """Take a seat: the one an invitation opens, the one reserved for the player, or
    the one chosen (else any free one). The last seat taken starts the game, and the
    player lands on its page."""
    invitation = request.form.get("invitation") or None
    account, session_id = _joining_account(open_id, invitation)
    seat = request.form.get("seat") or None
    game = open_games.join(
        service(), open_id, account,
        None if seat is None else _number(seat, "seat", 1, MAX_SEATS) - 1,
        link=request.form.get("link") or None, invitation=invitation)
    role = next(s["role"] for s in game["seats"] if s["account"] == account["id"])
    if game["game"]:
        flash(_("the game has started: you play %(role)s", role=role), "ok")
        where = url_for("pages.game_page", game_id=game["game"], seat=role)
    else:
        flash(_("you took seat %(role)s: the game starts when every seat is taken", role=role),
              "ok")
        where = url_for("open_games.open_page", open_id=open_id)
    resp = redirect(where, 303)
    return with_session(resp, session_id) if session_id else resp


@bp.route("/open/<open_id>/cancel", methods=["POST"])
def cancel(open_id):
    """Cancel an open game (its creator), or decline a rematch (one of its players)."""
    account = signed_in_post()
    open_games.cancel(service(), open_id, account)
    flash(_("open game %(id)s cancelled", id=open_id), "ok")
    return redirect(url_for("open_games.open_page", open_id=open_id), 303)


# -- rematches ---------------------------------------------------------------------------
@bp.route("/games/<game_id>/rematch", methods=["POST"])
def rematch(game_id):
    """Offer the players of a finished game a rematch, sides swapped, its deadlines
    kept; the offer's page shows who has accepted."""
    account = signed_in_post()
    game = service().load(game_id)
    kept = deadlines.settings(_conn(), game_id)
    settings = {"deadlines": deadlines.chosen(kept)} if kept else {}
    made = open_games.offer_rematch(service(), game, account, settings)
    offer = open_games.get(_conn(), made, _now())
    if offer["game"]:
        return redirect(url_for("pages.game_page", game_id=offer["game"]), 303)
    flash(_("rematch offered: it starts when every player has accepted"), "ok")
    return redirect(url_for("pages.game_page", game_id=game_id), 303)


def rematch_box(game):
    """What the finished GAME's page shows its signed-in player of a rematch
    (templates/web/rematch.html): {"offer": the offer open or started (get's) or
    None, "mine": his seat in it still to accept or None, "can_offer"}; None for a
    visitor who is none of its players."""
    account = current_account()
    if account is None or not game.finished:
        return None
    conn = _conn()
    if account["id"] not in open_games.owners(conn, game.id):
        return None
    offer = open_games.rematch_of(conn, game.id, _now())
    mine = next((s for s in offer["seats"] if s["reserved"] == account["id"]
                 and s["account"] is None), None) if offer else None
    return {"offer": offer, "mine": mine, "can_offer": offer is None}


def my_open_games():
    """The signed-in player's open games, for his home (templates/web/open_mine.html):
    those he opened or plays in, still waiting, with the seats he is to accept."""
    account = current_account()
    if account is None:
        return []
    return [dict(g, waiting=[s for s in g["seats"] if s["reserved"] == account["id"]
                             and s["account"] is None])
            for g in open_games.of_account(_conn(), account["id"], _now())]


def register(app, svc):
    """Add the open games' pages to APP, what its templates ask (a finished game's
    rematch box, a home's open games), and the service's start of an open game."""
    open_games.setup(svc)
    app.register_blueprint(bp)
    app.jinja_env.globals.update(rematch_box=rematch_box, my_open_games=my_open_games)
