"""The reader's language on the pages (design §8: pages take ?lang=pl|en, kept in a
cookie), and the catalogs that translate them.

Which language a page speaks, first that applies: ?lang= (kept a year in the
`pbem_lang` cookie, so the next page speaks it too), that cookie, the signed-in
account's language (/me/settings, which sets the cookie too), the language of the
reader the page's link is for (a game's pages: the browser's seat, a seat's feed: its
token's; the language of the account holding that seat, else the one the seat chose
on its page, which sets the cookie too: pbem.players.seat_language; the home's feed:
its account's), the browser's Accept-Language (the best of ours), else English. A
?lang= naming no language of ours is ignored (the page still answers, in the language
chosen otherwise): a stray or stale link should not break a page. The JSON API
(/api/) speaks English whatever the request says: its messages are a contract (design
§8), and what web code it shares with the pages (a quota's refusal) is said in
English there. Times on the pages are in the account's time zone, else UTC.

The catalogs are the "messages" domain of pbem.language.catalogs (the .po files under
pbem/translations, see README, Translations).
"""
import json
from datetime import datetime
from urllib.parse import urlencode

from flask import g, request
from flask_babel import (Babel, Domain, format_datetime, get_locale, get_timezone,
                         gettext as _, lazy_gettext)

from pbem.core import saying
from pbem.core.errors import ServiceError
from pbem.language import catalogs, speaking
from pbem.players import home, seat_language
from pbem.web.accounts import current_account
from pbem.web.seat import cookie_seat, playable_kinds, service
from pbem.web.security import cookie_secure

#: the pages' languages and each one's name in itself (the switcher, /me/settings)
LANGUAGES = catalogs.LANGUAGES
SOURCE = catalogs.SOURCE
COOKIE = "pbem_lang"
YEAR = 365 * 24 * 3600


def translations(language):
    """The Translations of the pages in LANGUAGE."""
    return catalogs.translations(language, "messages")


class _Catalogs(Domain):
    """Flask-Babel's domain, translating from the catalogs read above."""

    def get_translations(self):
        locale = get_locale()
        return translations(str(locale) if locale else SOURCE)


class _Babel(Babel):
    domain_instance = _Catalogs()


def chosen():
    """The language of this request's page (the order above), chosen once a request
    (Flask-Babel and the language in force both ask)."""
    if "pbem_language" not in g:
        g.pbem_language = _chosen()
    return g.pbem_language


def _chosen():
    if request.path.startswith("/api/"):
        return SOURCE            # a contract (design §8): its messages are English
    for said in (request.args.get("lang"), request.cookies.get(COOKIE)):
        if said in LANGUAGES:
            return said
    account = current_account()
    if account and account["language"] in LANGUAGES:
        return account["language"]
    said = _reader_language()
    if said in LANGUAGES:
        return said
    for said, _quality in request.accept_languages:     # best first; en-GB is en
        if said.split("-")[0].lower() in LANGUAGES:
            return said.split("-")[0].lower()
    return SOURCE


def _reader_language():
    """The language of the reader this page's link is for, or None. A page of a game
    (/games/<id>/...) is for the seat of its ?token= (a feed), else for the browser's
    seat (pbem.web.seat.cookie_seat): the account holding that seat reads his
    language, else the seat its own choice (pbem.players.seat_language.of_reader); the
    home's feed is for the account of its token. A wrong token chose none."""
    conn = service().store.conn
    token = request.args.get("token")
    if request.endpoint == "home.feed":
        account = home.by_feed_token(conn, token)
        return account["language"] if account else None
    game_id = (request.view_args or {}).get("game_id")
    if not game_id:
        return None
    try:
        role = service().authenticate(game_id, token) if token else cookie_seat(game_id)[0]
    except ServiceError:
        return None
    return seat_language.of_reader(conn, game_id, role) if role else None


def role_name(role, rules):
    """ROLE (a seat's role, as URLs and forms name it) as the reader reads it: the
    game's optional role_name(role), the side's name in the language in force, else
    the role itself. RULES: the game's rules module, or its kind."""
    if isinstance(rules, str):
        rules = playable_kinds().get(rules)
    return getattr(rules, "role_name", str)(role) if role else role


def said_outcome(outcome, rules):
    """A game's recorded OUTCOME as the page's reader reads it (pbem.core.saying)."""
    return saying.outcome(rules, outcome)


#: a game's status (pbem.core.lobby.status) in the reader's words
STATUSES = {"active": lazy_gettext("active"), "finished": lazy_gettext("finished")}


def game_status(status):
    """STATUS, a game's, in the page's language."""
    return STATUSES.get(status, status)


def zone():
    """The time zone of the times on this page: the account's, else UTC."""
    account = current_account()
    return account["tz"] if account else "UTC"


def keep(language):
    """Keep LANGUAGE in this browser's cookie with this response (the account's
    setting just saved): the cookie comes before the account."""
    g.pbem_keep_language = language


def _keep_cookie(resp):
    """A page's ?lang= (or the setting just saved) kept in the cookie; not for a
    picture or a feed, whose ?lang= names what they are (a board picture's words)."""
    said = request.args.get("lang")
    language = g.pop("pbem_keep_language", said if said in LANGUAGES else None)
    if resp.mimetype != "text/html":
        return resp
    if language and request.cookies.get(COOKIE) != language:
        resp.set_cookie(COOKIE, language, max_age=YEAR, samesite="Lax", httponly=True,
                        secure=cookie_secure())
    resp.vary.add("Accept-Language")
    return resp


def moment(at):
    """A moment (a datetime, or ISO text) as this page's reader reads it: in his
    language and time zone, the zone named."""
    if isinstance(at, str):
        at = datetime.fromisoformat(at)
    return f"{format_datetime(at, 'medium')} {format_datetime(at, 'zzz')}"


def time_zone():
    """The name of the time zone this page's times are in."""
    return str(get_timezone())


def page_language():
    """The code of the language this page speaks (<html lang>)."""
    return str(get_locale() or SOURCE)


def links():
    """[(code, name, url, current)]: this page in each language (the switcher)."""
    here = page_language()
    args = request.args.to_dict(flat=False)
    return [(code, name, request.path + "?" + urlencode({**args, "lang": code}, doseq=True),
             code == here) for code, name in LANGUAGES.items()]


def script_words():
    """The words the pages' scripts write (static/*.js), in the page's language: a
    JSON data block in base.html (#pbem-words), which the scripts read; {n}-style
    fields are filled in by the scripts."""
    return json.dumps({
        "map_view": _("The map's view"), "zoom_out": _("Zoom out"), "zoom_in": _("Zoom in"),
        "whole_map": _("Whole map"), "clear": _("Clear"),
        "some_start": _("{shown} of {total} commands start with “{typed}”."),
        "click_lit": _("Click a lit place on the board to go on, or press one."),
        "none_start": _("No legal command starts with “{typed}”."),
        "overdue": _("overdue"), "left": _("{time} left"),
        "copied": _("Copied"), "selected": _("Selected: press Ctrl+C"),
        "your_turn": _("Your turn."), "moved_on": _("The game moved on."),
        "show_version": _("Show version {version}"),
        "title_your_turn": _("Your turn"),
    }, ensure_ascii=False).replace("<", "\\u003c")   # inside <script>


def _speak():
    """Put the page's language in force for every layer (pbem.language.speaking): what
    the service and the games say on the page is said in it. The JSON API is a
    contract (design §8) and speaks English (chosen)."""
    g.pbem_speaking = speaking.enter(chosen())


def _stop_speaking(_error=None):
    token = g.pop("pbem_speaking", None)
    if token is not None:
        speaking.leave(token)


def install(app):
    """Flask-Babel on APP, the cookie kept, the language in force, and what base.html
    needs."""
    app.jinja_env.policies["ext.i18n.trimmed"] = True   # as pbem/translations/messages.cfg extracts them
    _Babel(app, locale_selector=chosen, timezone_selector=zone)
    app.before_request(_speak)
    app.teardown_request(_stop_speaking)
    app.after_request(_keep_cookie)
    app.jinja_env.filters.update(role_name=role_name, game_status=game_status,
                                 said_outcome=said_outcome)
    app.jinja_env.globals.update(page_language=page_language, language_links=links,
                                 script_words=script_words, moment=moment,
                                 time_zone=time_zone)
