"""The HTML pages: lobby, game page, event log. Plain forms that work without script;
small scripts of our own add to them (static/: board.js plays by clicking the board,
live.js notices a new version, copy.js copies a forum report).

A seat's personal link `/games/<id>?token=...` moves the token into an HttpOnly cookie
scoped to that game's path and redirects, so the token leaves the address bar and the
history. Pages render only from service.view / events_for of the cookie's seat, so no
page can show another seat's hidden things. Forms carry an HMAC of the seat token
(pbem.web.seat.form_token) and cross-site posts are refused by their Origin.
"""
import re

from flask import (Blueprint, abort, current_app, flash, make_response, redirect,
                   render_template, request, url_for)
from flask_babel import gettext as _
from itsdangerous import BadData, URLSafeTimedSerializer
from markupsafe import Markup

from pbem.core import recent, seats as seat_rows
from pbem.core.errors import Forbidden, Invalid, ServiceError, Unauthorized
from pbem.forum import hosting
from pbem.games import RuleError, concede, words
from pbem.mail import compose
from pbem.mail.seat_link import masked
from pbem.players import addresses, claims, matches
from pbem.players.accounts import norm
from pbem.telling import deadlines
from pbem.web import accounts, listing, lobby, mail_form, named_by, quota
from pbem.web.accounts import current_account, signed_in_post
from pbem.web.language import moment
from pbem.web.seat import (ACCOUNT_SECRET, cookie_seat, form_token, form_token_ok, seat_cookie,
                           seat_cookies, service)
from pbem.web.security import cookie_secure, same_origin_posts

bp = Blueprint("pages", __name__)
COOKIE_AGE = 180 * 24 * 3600
#: the cookie that keeps a new game's seat links for its creator's page, and how long
CREATED_COOKIE, CREATED_AGE = "pbem_created", 24 * 3600


bp.before_request(same_origin_posts)


def _lobby(status=200, form=None):
    """The lobby page: a page of the games (pbem.web.listing) and the create form
    (FORM: what was sent, kept after a refusal)."""
    return render_template("web/lobby.html", listing=listing.context(),
                           kinds=lobby.kind_forms(), form=form or {},
                           deadline_inputs=lobby.DEADLINE_INPUTS), status


@bp.route("/favicon.ico")
def favicon():
    """The icon every page names (base.html), for the clients that ask this address."""
    return redirect(url_for("static", filename="favicon.svg"), 301)


@bp.route("/")
def lobby_page():
    """A page of the games, and the form that creates one."""
    return _lobby()


@bp.route("/games", methods=["POST"])
def create_game():
    """Create a game from the lobby form, then show its seat links on a page of their
    own (post, redirect, get: reloading it creates nothing). The links go there in a
    cookie of that page alone, signed, for a day: the creator's browser may show them
    again, no other."""
    try:
        quota.check_creation()
        kind, players, options, settings = lobby.parse_form(request.form, request.files)
        game_id, seats = service().create(kind, players, options,
                                          {**settings, **named_by.setting()})
    except ServiceError as e:
        flash(e.message, "error")
        return _lobby(e.status, request.form)
    quota.count_creation()
    base = current_app.config["PBEM_LINK_BASE"]      # never the request's Host
    links = [dict(seat, url=f"{base}{url_for('pages.game_page', game_id=game_id)}"
                  f"?token={seat['token']}") for seat in seats]
    host = f"{base}{url_for('pages.host_link', game_id=game_id)}?token=" \
           f"{hosting.new_manager(service(), game_id)}"
    page = url_for("pages.created_page", game_id=game_id)
    resp = redirect(page, 303)
    resp.set_cookie(CREATED_COOKIE, _created_signer().dumps({"seats": links, "host": host}),
                    max_age=CREATED_AGE, httponly=True, samesite="Lax",
                    secure=cookie_secure(), path=page)
    return resp


def _created_signer():
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt="created")


@bp.route("/games/<game_id>/created")
def created_page(game_id):
    """The seat links of a game this browser created (see create_game)."""
    service().load(game_id)                         # 404 page for an unknown game
    try:
        made = _created_signer().loads(request.cookies.get(CREATED_COOKIE, ""),
                                       max_age=CREATED_AGE)
    except BadData:
        raise Forbidden(_("the seat links of game %(id)s are shown only in the browser "
                          "that created it, for a day; a player who lost his link asks "
                          "for it on the game's page", id=game_id)) from None
    resp = make_response(render_template("web/created.html", game_id=game_id,
                                         seats=made["seats"], host_url=made["host"]))
    resp.headers["Cache-Control"] = "no-store"
    return resp


@bp.route("/games/<game_id>")
def game_page(game_id):
    """The game as this browser's seat sees it (the public view without a seat)."""
    game = service().load(game_id)
    token = request.args.get("token")
    if token is not None:
        role = service().authenticate(game_id, token)   # 401 page for a wrong link
        resp = redirect(seat_url(game_id, role), 303)
        resp.set_cookie(seat_cookie(game, role), token, max_age=COOKIE_AGE,
                        httponly=True, samesite="Lax", secure=cookie_secure(),
                        path=url_for("pages.game_page", game_id=game_id))
        return resp
    role, token = cookie_seat(game_id)
    return render_game(game, role, token)


def seat_url(game_id, role):
    """The game page of ROLE's seat: ?seat= keeps a tab on its seat when the browser
    holds another seat of the game too."""
    return url_for("pages.game_page", game_id=game_id, seat=role)


def _match(game):
    """The standing of the match GAME is one of (pbem.players.matches), or None."""
    match_id = matches.of_game(service().store.conn, game.id)
    return matches.standing(service(), match_id) if match_id else None


def render_game(game, role, token, error=None, status=200, link_code=None,
                 pasted=None):
    """The game page as ROLE sees it; LINK_CODE (a forum link code just made) and
    PASTED (what became of a pasted post's lines) are shown this once."""
    from pbem.web import forum_pages, seat_language   # they add routes to this blueprint
    svc = service()
    view = svc.view(game, role)
    seats = game.meta["seats"]
    legal = svc.legal(game, role)
    # resigning and a draw's commands have a box of their own (resign.html): no
    # single click in the list resigns
    leaving = [c for c in legal if concede.concedes(c)]
    legal = [c for c in legal if c not in leaving]
    summary = compose.legal_summary(game, role, legal)
    names = {s["role"]: s["name"] for s in seats}
    active = svc.active(game)
    held, stale = seat_cookies(game.id)
    resp = make_response(render_template(
        "web/game.html", game=game, role=role, seats=seats, view=view,
        name=names.get(role), status=svc.status(game), active=active,
        to_act=[(r, names.get(r, r)) for r in active],
        text=game.rules.render_text(view), **_board(game.rules, view),
        legal=legal, leaving=leaving, words=command_words(game.rules, view, legal),
        legal_summary=summary_words(game.rules, view, summary) if summary else None,
        can_undo=role is not None and svc.take_back_refusal(game, role) is None,
        since=recent.for_reader(svc, game.id, role, None if role else active)
        if role or active else [],
        error=error, deadlines=_deadlines(game), clocks=clock_rows(svc, game),
        paused=deadlines.pause_note(svc, game, role),
        mail=_mail_settings(game.id, role) if role else None, mail_on=accounts.mail_on(),
        feeds=_feeds(game.id, token) if role else None,
        languages=seat_language.context(game.id, role) if role else None,
        form_token=form_token(game.id, token) if role else None,
        forum=forum_pages.context(game, role), link_code=link_code, pasted=pasted,
        match=_match(game), claim=_claim_offer(game.id, role, token),
        held=[] if role else [(r, names.get(r, r)) for r in held if r in names]),
        status)
    resp.headers["Cache-Control"] = "no-store"
    for name in stale:
        resp.delete_cookie(name, path=url_for("pages.game_page", game_id=game.id),
                           secure=cookie_secure())
    return resp


def _claim_offer(game_id, role, token):
    """Whether the page offers its signed-in player "This seat is mine": he holds the
    seat's link (a seat token, not his session's secret) and nobody holds the seat."""
    if role is None or token.startswith(ACCOUNT_SECRET) or current_account() is None:
        return False
    return claims.holder(service().store.conn, game_id, role) is None


def _board(rules, view):
    """The board of the page: the map alone and the panels beside it as data, when
    the game offers them (docs/game-protocol.md, "panels beside the map"), else the
    whole picture. Both from the seat's view only."""
    if hasattr(rules, "panels"):
        return {"svg": Markup(rules.render_map(view)), "panels": rules.panels(view)}
    return {"svg": Markup(rules.render_svg(view)), "panels": []}


def command_words(rules, view, legal):
    """{command: its plain words} of the LEGAL commands (the game's optional explain,
    from the seat's own VIEW; docs/game-protocol.md); the commands every game takes
    are worded even where the game's notation does not parse them."""
    explain = getattr(rules, "explain", None)
    out = {}
    for text in legal:
        try:
            command = rules.parse(text)
        except RuleError:
            command = None
        out[text] = (explain(view, command) if explain and command is not None
                     else None) or words.every_game(text)
    return out


def summary_words(rules, view, lines):
    """[(line, its plain words or None)] of a long list's summary LINES."""
    explain = getattr(rules, "explain_summary", None)
    return [(line, explain(view, line) if explain else None) for line in lines]


def _feeds(game_id, token):
    """The seat's private feed links (pbem.web.feeds): the token rides in them (none
    for a seat its signed-in player owns without holding its link)."""
    if token.startswith(ACCOUNT_SECRET):
        return None
    base = current_app.config["PBEM_LINK_BASE"]
    return {name: f"{base}{url_for(endpoint, game_id=game_id)}?token={token}"
            for name, endpoint in (("atom", "feeds.atom"), ("ics", "feeds.ics"))}


def _deadlines(game):
    """[(role, the moment in the reader's words, ISO instant)] of the roles to act, when
    the game has deadlines (static/clock.js counts down to the instant)."""
    return [(role, moment(at), at.isoformat(timespec="seconds"))
            for role, at in deadlines.deadlines(service(), game.id).items()]


def clock_rows(svc, game, version=None):
    """[(role, "the clock in words")] of each seat's clock in a game with a time
    control (the seats waited for; every seat's bank in a Fischer game), now or as it
    stood at VERSION (the replay); [] for a game without one or once it has ended."""
    if game.finished and version is None:
        return []
    return list(deadlines.clock_lines(svc, game.id, version).items())


def _seat_email(game_id, role):
    return next((s["email"] for s in seat_rows.listing(service().store.conn, game_id)
                 if s["role"] == role), None)


def _mail_settings(game_id, role):
    """The Mail box of a seat: to its address's signed-in owner, the address, its
    digest and the kinds turned off (they belong to the address, so they hold in all
    its games); to anyone else, only the address masked ("mine": False) and whether
    its game mail waits for its owner's consent."""
    email = _seat_email(game_id, role)
    if not email:
        return {"email": None}
    if not _owns(email):
        return {"email": masked(email), "mine": False,
                "waiting": not addresses.may_mail(service().store.conn, email)}
    return {**mail_form.of(service().store.conn, email), "mine": True}


def _owns(email):
    """Whether the signed-in player (if any) owns EMAIL (a confirmed address of his)."""
    account = current_account()
    return account is not None and norm(email) in account["emails"]


def posting_seat(game_id):
    """(role, token) of a seat form's post: 404 unknown game, 401 no seat, 403 a
    form token that is no seat's of this browser. The form token names the seat (it
    is made from the seat's token), so a browser holding two seats of the game posts
    as the seat whose page the form was on."""
    service().load(game_id)                         # 404 page for an unknown game
    held, _stale = seat_cookies(game_id)
    if not held:
        raise Unauthorized(_("this browser holds no seat of this game: open your "
                             "personal seat link first"))
    given = request.form.get("form_token")
    for role, token in held.items():
        if form_token_ok(game_id, token, given):
            return role, token
    abort(403, description=_("this form has expired; reload the page and try again"))


@bp.route("/games/<game_id>/mail", methods=["POST"])
def mail_settings(game_id):
    """Change the mail settings of the seat's address, by its signed-in owner alone:
    the daily digest (an hour and a time zone, or off) and which kinds of mail come;
    a bad value changes nothing, and so does anyone else (403: they belong to the
    address, in all its games; its mails carry the links that change them)."""
    svc = service()
    role, token = posting_seat(game_id)
    email = _seat_email(game_id, role)
    try:
        if not email:
            raise Invalid(_("this seat has no email address"))
        if not _owns(email):
            raise Forbidden(_("these settings belong to %(address)s: sign in with it, or "
                              "use the links in its mails", address=masked(email)))
        mail_form.save(svc, email, request.form)
    except ServiceError as e:
        err = {"code": e.code, "message": e.message, "legal": None}
        return render_game(svc.load(game_id), role, token, err, e.status)
    flash(_("mail settings of %(email)s saved", email=email), "ok")
    return redirect(seat_url(game_id, role), 303)


@bp.route("/games/<game_id>/claim", methods=["POST"])
def claim_seat(game_id):
    """This seat is mine: the seat whose link this browser opened becomes the
    signed-in player's, on his home from now on. The form carries the seat's form
    token and the session's, so neither another site nor another seat of the browser
    can post it; a seat he holds without its link he has already, and one another
    player holds is refused (nothing changes)."""
    svc = service()
    account = signed_in_post()
    role, token = posting_seat(game_id)
    try:
        with svc.store.transaction() as conn:
            claimed = claims.claim(conn, game_id, role, account["id"])
    except ServiceError as e:
        err = {"code": e.code, "message": e.message, "legal": None}
        return render_game(svc.load(game_id), role, token, err, e.status)
    flash(_("the seat %(role)s is yours: it is on your home", role=role) if claimed
          else _("the seat %(role)s was yours already", role=role), "ok")
    return redirect(seat_url(game_id, role), 303)


@bp.route("/games/<game_id>/commands", methods=["POST"])
def command(game_id):
    """Submit one command of this browser's seat; a refusal shows why and what is
    legal now, with the refusal's status (422, 409...)."""
    svc = service()
    role, token = posting_seat(game_id)
    text = (request.form.get("command") or "").strip()[:2000]
    try:
        expected = _expected_version(request.form.get("expected_version", ""))
        if not text:
            raise ServiceError(_("type a command or press one of the buttons"))
        result = svc.submit(game_id, role, text, expected_version=expected,
                            channel="web")
    except ServiceError as e:
        err = {"code": e.code, "message": e.message, "legal": e.legal}
        return render_game(svc.load(game_id), role, token, err, e.status)
    flash(_("%(role)s: %(command)s (now version %(version)s)", role=role, command=text,
            version=result.version), "ok")
    return redirect(seat_url(game_id, role), 303)


def _expected_version(text):
    """The version a command form was made at, checked as strictly as the JSON API
    checks it (a whole number >= 0); empty means no check. Anything else refuses the
    move, rather than applying it unchecked."""
    if text == "":
        return None
    if not re.fullmatch(r"[0-9]{1,18}", text):
        raise Invalid(_("expected_version must be a whole number (the version the page "
                        "showed), or empty for no check"))
    return int(text)


@bp.route("/games/<game_id>/log")
def log_page(game_id):
    """The event log as this browser's seat may see it, with each event's hash."""
    game = service().load(game_id)
    role, _token = cookie_seat(game_id)
    return render_template("web/log.html", game=game, role=role,
                           events=service().events_for(game_id, role))
