"""The pages in Polish and English (issue 28, design §8: ?lang=pl|en, kept in a
cookie; their catalog's completeness is tests/test_catalogs.py's): a page speaks the language its reader chose (?lang=, the
cookie, the account's setting, Accept-Language), Polish plural forms come out right for
1, 2, 5 and 22, and in a real browser a Polish page neither scrolls sideways on a phone
nor shows an English string of the catalog."""
import re
from datetime import datetime, timezone

import pytest

from pbem.players import accounts, sessions
from tests.test_catalogs import catalog
from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401
from tests.test_web_phone import OVERFLOW, pages_of



def test_every_kind_of_mail_has_its_words_on_the_pages():
    """pbem.telling names the kinds of mail in English; pbem.web.mail_kinds translates
    each, so a kind added to telling without its words here fails."""
    from pbem.telling import prefs
    from pbem.web import mail_kinds
    assert set(prefs.KINDS) <= set(mail_kinds.WORDS)
    assert all(str(mail_kinds.WORDS[k]) == words for k, words in prefs.KINDS.items())


# -- the language of a page


def text(resp):
    assert resp.status_code == 200, resp.status_code
    return resp.get_data(as_text=True)


def a_game(service):
    gid, seats = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])
    return gid, seats


def test_lang_in_the_address_sets_the_cookie_and_the_next_page_keeps_it(app, service):
    gid, seats = a_game(service)
    client = app.test_client()
    first = client.get("/?lang=pl")
    page = text(first)
    assert '<html lang="pl">' in page and "<h1>Gry</h1>" in page and "Nowa gra" in page
    cookie = first.headers["Set-Cookie"]
    assert cookie.startswith("pbem_lang=pl;") and "SameSite=Lax" in cookie
    assert "Max-Age=31536000" in cookie and "HttpOnly" in cookie
    for path, says in ((f"/games/{gid}", "Miejsca"), ("/help", "Miejsca i linki"),
                       ("/open", "Otwarte gry"), ("/ratings/toy", ": rankingi"),
                       ("/tournaments", "Turnieje"), (f"/games/{gid}/log",
                                                      "Dziennik zdarzeń"),
                       (f"/games/{gid}?token={seats[0]['token']}", "Twoje polecenia")):
        page = text(client.get(path, follow_redirects=True))   # no ?lang: the cookie
        assert '<html lang="pl">' in page and says in page, path
    back = client.get("/tournaments?lang=en")
    assert '<html lang="en">' in text(back) and "pbem_lang=en;" in back.headers["Set-Cookie"]
    assert "<h1>Games</h1>" in text(client.get("/"))


def test_english_is_the_default_and_accept_language_picks_polish(app):
    assert '<html lang="en">' in text(app.test_client().get("/"))
    polish = app.test_client().get("/", headers={"Accept-Language": "de, pl;q=0.8"})
    assert '<html lang="pl">' in text(polish) and "Set-Cookie" not in polish.headers
    assert "Accept-Language" in polish.headers["Vary"]
    english = app.test_client().get("/", headers={"Accept-Language": "en-GB, pl;q=0.5"})
    assert '<html lang="en">' in text(english)


def test_an_unknown_lang_is_ignored(app):
    """?lang= of no language of ours changes nothing: the page answers in the language
    chosen otherwise, and no cookie is set (a stale link should not break a page)."""
    resp = app.test_client().get("/help?lang=de", headers={"Accept-Language": "pl"})
    assert '<html lang="pl">' in text(resp) and "Set-Cookie" not in resp.headers


def test_the_switcher_links_this_page_in_each_language(app):
    page = text(app.test_client().get("/open?kind=toy"))
    assert 'href="/open?kind=toy&amp;lang=pl"' in page
    assert '<strong lang="en">English</strong>' in page


def test_a_signed_in_player_reads_his_language_and_saving_it_switches_at_once(
        app, service):
    client = app.test_client()
    with service.store.transaction() as conn:
        account = accounts.sign_up_or_in(conn, "ann@example.org", "signin")
        session_id = sessions.open_session(conn, account["id"], datetime.now(timezone.utc))
        accounts.set_place(conn, account["id"], "Europe/Warsaw", "pl")
    client.set_cookie("pbem_session", session_id)
    page = text(client.get("/me"))
    assert '<html lang="pl">' in page and "Twoje gry" in page
    settings = text(client.get("/me/settings"))
    assert '<option value="pl" lang="pl" selected>polski</option>' in settings
    token = re.search(r'name="csrf_token" value="(\w+)"', settings)[1]
    saved = client.post("/me/settings/profile", data={
        "csrf_token": token, "name": account["name"], "tz": "UTC", "language": "en"})
    assert saved.status_code == 303 and "pbem_lang=en;" in saved.headers["Set-Cookie"]
    assert '<html lang="en">' in text(client.get("/me"))


@pytest.mark.parametrize("earlier, says", [
    (1, "1 wcześniejsze zdarzenie jest"), (2, "2 wcześniejsze zdarzenia są"),
    (5, "5 wcześniejszych zdarzeń jest"), (22, "22 wcześniejsze zdarzenia są"),
    (12, "12 wcześniejszych zdarzeń jest")])
def test_polish_plural_forms(app, earlier, says):
    from flask import render_template
    game = type("Game", (), {"id": "g1"})
    with app.test_request_context("/?lang=pl"):
        html = render_template("web/since.html", since=[{"text": "x"}] * (12 + earlier),
                               role="North", game=game, to_act=[])
    assert says in " ".join(html.split())
    with app.test_request_context("/?lang=en"):
        html = render_template("web/since.html", since=[{"text": "x"}] * (12 + earlier),
                               role="North", game=game, to_act=[])
    assert f"{earlier} earlier event{'' if earlier == 1 else 's'}" in " ".join(html.split())


# -- in a real browser


def fragments(message):
    """The pieces of MESSAGE a page shows between its tags, fields and code: what the
    visible-text checks compare (here and tests/test_i18n_games_browser.py)."""
    out = set()
    for part in re.split(r"<[^>]+>|%\(\w+\)s|\{\w*\}|&\w+;|`[^`]*`", message):
        part = part.strip(" .,:;()“”„\"'!?-–—*")
        if re.search(r"[A-Za-z]{3,}", part):
            out.add(" ".join(part.split()))
    return out


def english_fragments():
    """The English words of the catalog as a page shows them: each msgid's text
    between its tags and fields, the ones Polish says alike (BBCode, Forum) left out."""
    english, polish = set(), set()
    for m in catalog("messages", "pl"):
        if m.id:
            for said in (m.id if isinstance(m.id, tuple) else (m.id,)):
                english |= fragments(said)
            for said in (m.string if isinstance(m.string, tuple) else (m.string,)):
                polish |= fragments(said)
    return english - polish


#: the visible text nodes of the page, outside the parts that hold game-generated text
#: (still English until the games' texts are translated): the board and its panels,
#: the events (since, log), the legal commands and their words, the board as text, the
#: seats' and roles' names and the game's own words (status, clocks, refusals)
VISIBLE_TEXT = """(excluded) => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest(excluded) || !el.getClientRects().length) continue;
    const t = n.textContent.replace(/\\s+/g, ' ').trim().replace(/^[ .,:;()]+|[ .,:;()]+$/g, '');
    if (t) out.push(t);
  }
  return out;
}"""
GAME_TEXT = ("#board-map, #board-panels, .map-tools, #since ol, #legal-list, #legal-summary, "
             "#details, #turn strong, #clocks, #paused, #rejection, .words, code, "
             "#games td[data-label], #game-about, .options, #seats-list, "
             # the replay's event, its board and charts, the clocks then; the audit's
             # verdict word and the problems the check found; command lines (pre)
             "#event, #within, .svg, #charts, #replay-clocks, #verdict strong, #problems, "
             "pre")


@needs_chromium
def test_polish_pages_in_chromium(service, server, browser):
    """At 390 x 844 no Polish page scrolls sideways and none breaks the CSP or a
    script; the lobby and a seat's game page show no English string of the catalog."""
    urls = pages_of(service)
    gid, seats = a_game(service)
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  device_scale_factor=2, is_mobile=True, has_touch=True,
                                  locale="pl-PL")
    page = context.new_page()
    problems = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    wide = {}
    for url in urls + ["/help", "/open", "/tournaments", "/ratings/toy"]:
        page.goto(server + url)
        assert page.get_attribute("html", "lang") == "pl", url
        got = page.evaluate(OVERFLOW)
        if got["scroll"] > got["width"]:
            wide[url.split("?token")[0]] = got
    assert wide == {}
    english = english_fragments()
    for url in ("/", f"/games/{gid}?token={seats[0]['token']}", "/open", "/tournaments",
                f"/games/{gid}/replay?v=1", f"/games/{gid}/audit"):
        page.goto(server + url)
        page.fill("#command", "r") if "token" in url else None   # the filter's words
        shown = set(page.evaluate(VISIBLE_TEXT, GAME_TEXT))
        assert shown & english == set(), url
    assert [p for p in problems if "404" not in p] == []
    context.close()


# -- a seat's own language (pbem.players.seat_language), its feed and its paste box


def form_token(page):
    return re.search(r'name="form_token" value="(\w+)"', page)[1]


def seat_client(app, gid, token, **headers):
    """A browser of its own that opened the seat link TOKEN; (client, its page)."""
    client = app.test_client()
    return client, text(client.get(f"/games/{gid}?token={token}", headers=headers,
                                   follow_redirects=True))


def test_a_seat_chooses_its_language_on_its_page_and_every_browser_of_it_speaks_it(
        app, service):
    gid, seats = a_game(service)
    client, page = seat_client(app, gid, seats[0]["token"])
    assert '<html lang="en">' in page and 'id="seat-language-form"' in page
    assert '<option value="en" lang="en" selected>English</option>' in page
    chose = client.post(f"/games/{gid}/language", data={
        "form_token": form_token(page), "language": "pl"})
    assert chose.status_code == 303 and "pbem_lang=pl;" in chose.headers["Set-Cookie"]
    after = text(client.get(chose.headers["Location"]))
    assert '<html lang="pl">' in after and "Język tego miejsca: polski." in after
    assert '<option value="pl" lang="pl" selected>polski</option>' in after
    # another browser of the seat, no cookie, an English Accept-Language: Polish
    _phone, page = seat_client(app, gid, seats[0]["token"], **{"Accept-Language": "en"})
    assert '<html lang="pl">' in page and "Twoje polecenia" in page
    other = app.test_client()
    other.set_cookie("pbem_seat_0", seats[0]["token"])
    assert '<html lang="pl">' in text(other.get(f"/games/{gid}/log"))
    # the other seat, and the public page, did not choose
    _client, page = seat_client(app, gid, seats[1]["token"], **{"Accept-Language": "en"})
    assert '<html lang="en">' in page
    assert '<html lang="en">' in text(app.test_client().get(f"/games/{gid}"))
    # ?lang= still wins for the page it is on
    assert '<html lang="en">' in text(other.get(f"/games/{gid}/log?lang=en"))


def test_a_language_pbem_does_not_speak_is_refused_and_nothing_is_kept(app, service):
    from pbem.players import seat_language
    gid, seats = a_game(service)
    client, page = seat_client(app, gid, seats[0]["token"])
    refused = client.post(f"/games/{gid}/language", data={
        "form_token": form_token(page), "language": "de"})
    assert refused.status_code == 400 and "no such language" in text_of(refused)
    assert seat_language.of(service.store.conn, gid, "North") is None
    assert "Set-Cookie" not in refused.headers
    forged = client.post(f"/games/{gid}/language", data={"form_token": "x" * 64,
                                                           "language": "pl"})
    assert forged.status_code == 403
    assert seat_language.of(service.store.conn, gid, "North") is None


def text_of(resp):
    return resp.get_data(as_text=True)


def test_the_account_holding_a_seat_reads_his_language_before_the_seats(app, service):
    from pbem.players import seat_language
    gid, seats = service.create("toy", [{"name": "Ann", "email": "ann@example.org"},
                                        {"name": "Bob"}])
    with service.store.transaction() as conn:
        seat_language.choose(conn, gid, "North", "pl")
        ann = accounts.sign_up_or_in(conn, "ann@example.org", "signin")
        accounts.set_place(conn, ann["id"], "UTC", "en")
    _client, page = seat_client(app, gid, seats[0]["token"])
    assert '<html lang="en">' in page


def test_a_seats_feed_speaks_its_language(app, service):
    """A feed reader sends no cookie: the feed speaks the language of the seat its
    token opens (or of the account holding it)."""
    from pbem.players import seat_language
    gid, seats = a_game(service)
    for _ in range(3):
        role = service.active(service.load(gid))[0]
        service.submit(gid, role, service.legal(service.load(gid), role)[0])
    with service.store.transaction() as conn:
        seat_language.choose(conn, gid, "North", "pl")
    polish = text(app.test_client().get(f"/games/{gid}/feed.atom",
                                        query_string={"token": seats[0]["token"]}))
    english = text(app.test_client().get(f"/games/{gid}/feed.atom",
                                         query_string={"token": seats[1]["token"]}))
    version = service.load(gid).version
    assert f"(wersja {version}, skrót czoła " in polish and "(version" not in polish
    assert f"(version {version}, head " in english and "(wersja" not in english


def test_the_paste_box_and_the_report_to_paste_speak_the_pages_language(app, service):
    gid, seats = a_game(service)
    client, page = seat_client(app, gid, seats[0]["token"], **{"Accept-Language": "pl"})
    assert f"[b]Toy race[/b], gra [b]{gid}[/b], wersja " in page.replace("&#39;", "'")
    command = service.legal(service.load(gid), "North")[0]

    def paste(post):
        return text_of(client.post(f"/games/{gid}/paste", data={
            "form_token": form_token(page), "post": post},
            headers={"Accept-Language": "pl"}))
    refused = paste(f"```pbem\nnonsense\n{command}\n```")
    assert "<code>nonsense</code>: odrzucone" in refused
    assert f"<code>{command}</code>: pominięte" in refused
    assert f"<code>{command}</code>: wykonane" in paste(f"```pbem\n{command}\n```")
    _client, page = seat_client(app, gid, seats[1]["token"], **{"Accept-Language": "en"})
    assert f"[b]Toy race[/b], game [b]{gid}[/b], version " in page


def test_a_cache_of_answers_per_log_head_keeps_each_language_apart(service):
    """pbem.web.headcache: the same log head, asked in Polish and in English, gives
    each reader the answer made in his language."""
    from pbem.language.speaking import language, speaking
    from pbem.web.headcache import HeadCache
    gid, _seats = a_game(service)
    cache, made = HeadCache(), []

    def compute():
        made.append(language())
        return f"said in {language()}"
    for said in ("pl", "en", "pl", "en"):
        with speaking(said):
            assert cache.get(service.store, gid, compute) == f"said in {said}"
    assert made == ["pl", "en"]


@needs_chromium
def test_a_seat_chooses_polish_in_chromium_and_its_pages_speak_it(service, server,
                                                                     browser):
    """From an English browser a player picks "polski" on his seat's page; the page
    speaks Polish at once, and so does another English browser that opens the same
    seat link, with no English string of the catalog; the other seat stays English."""
    gid, seats = a_game(service)
    first = browser.new_context(locale="en-US")
    page = first.new_page()
    page.goto(f"{server}/games/{gid}?token={seats[0]['token']}")
    assert page.get_attribute("html", "lang") == "en"
    page.select_option("#language-choice", "pl")
    page.click("#seat-language-save")
    assert page.get_attribute("html", "lang") == "pl"
    assert "Język tego miejsca: polski." in page.inner_text("body")
    first.close()
    english = english_fragments()
    other = browser.new_context(locale="en-US")
    page = other.new_page()
    for url in (f"/games/{gid}?token={seats[0]['token']}", f"/games/{gid}/log",
                f"/games/{gid}/replay?v=1"):
        page.goto(server + url)
        assert page.get_attribute("html", "lang") == "pl", url
        assert set(page.evaluate(VISIBLE_TEXT, GAME_TEXT)) & english == set(), url
    page.goto(f"{server}/games/{gid}?token={seats[1]['token']}")
    assert page.get_attribute("html", "lang") == "en"
    other.close()


def test_a_board_picture_is_drawn_in_the_language_its_address_names(app, service,
                                                                      monkeypatch):
    """Pictures are drawn per language and kept per language (pbem.mail.picture); the
    public picture's address names its language (?lang=pl, as a Polish forum links
    it), never the fetcher's Accept-Language, since every cache keeps it for good."""
    from pbem.language.speaking import language
    from pbem.mail import picture
    toy = service.load(a_game(service)[0]).rules
    colours = {"en": "#000000", "pl": "#ff0000"}    # a legend in the language in force
    monkeypatch.setattr(toy, "render_svg", lambda view: (
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
        f'<rect width="10" height="10" fill="{colours[language()]}"/></svg>'))
    picture.PICTURES.clear()
    gid, _seats = a_game(service)
    client = app.test_client()

    def png(query="", **headers):
        resp = client.get(f"/games/{gid}/board/2.png{query}", headers=headers)
        assert resp.status_code == 200 and "Set-Cookie" not in resp.headers
        return resp.data
    english, polish = png(), png("?lang=pl")
    assert english != polish
    assert png(**{"Accept-Language": "pl"}) == english == png("?lang=de")
    assert png("?lang=pl", **{"Accept-Language": "en"}) == polish
