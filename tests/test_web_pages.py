"""The HTML pages in a real browser against a real server: waitress on loopback and
Debian's chromium driven by Playwright. A player creates a toy game in the lobby,
opens a seat link, plays by clicking a legal command, and reads the log; another
seat's page must not show the first seat's hand, and forged posts must be refused."""
import json
import socket
import threading
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from babel.dates import format_datetime

from pbem.telling import digests, prefs
from tests.fuzz import LONG, play_random

CHROMIUM = Path("/usr/bin/chromium")
needs_chromium = pytest.mark.skipif(not CHROMIUM.exists(),
                                    reason="needs Debian chromium at /usr/bin/chromium "
                                           "(apt-get install chromium); CI installs it")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture
def server(service, request):
    """The pages under waitress on loopback; settings of the app merged from the
    test's indirect parameter, if any (e.g. {"web": {"poll_seconds": 0.5}})."""
    import waitress
    from pbem.web import create_app
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    app = create_app({"server": {"host": "127.0.0.1", "port": port}, "storage": {},
                      **getattr(request, "param", {})}, service)
    srv = waitress.create_server(app, host="127.0.0.1", port=port, threads=4)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{port}"
    srv.close()
    thread.join(timeout=10)


@pytest.fixture
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


def api(base, path, token=None):
    req = urllib.request.Request(base + path, headers={
        "Authorization": f"Bearer {token}"} if token else {})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return json.loads(resp.read())


def seat_links(page):
    """Press the lobby's Create game and return {role: personal seat link}."""
    page.click("button:has-text('Create game')")
    page.wait_for_selector("a.seat-link")
    return {a.get_attribute("data-role"): a.get_attribute("href")
            for a in page.query_selector_all("a.seat-link")}


def lobby_game(page, base, kind, names, selects=None):
    """Fill the lobby at BASE as a player would (the kind, a name a row, each option
    select of SELECTS {name: value}), press Create game; {role: personal seat link}."""
    page.goto(base + "/")
    page.select_option("select[name=kind]", kind)
    for i, name in enumerate(names):
        page.fill(f"input[name=name{i}]", name)
    for name, value in (selects or {}).items():
        page.select_option(f"select[name='{name}']", value)
    return seat_links(page)


def game_of(link):
    """The game id of a seat link."""
    return link.split("/games/")[1].split("?")[0]


def create_in_lobby(page, base):
    page.goto(base + "/")
    assert "No games yet" in page.content()
    links = lobby_game(page, base, "toy", ["Ann", "Bob"])
    assert set(links) == {"North", "South"}
    return links


def open_seat(context, link):
    page = context.new_page()
    page.goto(link)
    assert "token=" not in page.url, "the token must leave the address bar"
    return page


def seat_view(page):
    return json.loads(page.text_content("#view-data"))


@needs_chromium
def test_play_a_toy_game_from_the_lobby(server, browser):
    ctx_north = browser.new_context()
    links = create_in_lobby(ctx_north.new_page(), server)
    game_id = links["North"].split("/games/")[1].split("?")[0]
    north_token = links["North"].split("token=")[1]

    page = open_seat(ctx_north, links["North"])
    assert page.inner_text("#role") == "North"
    assert page.inner_text("#version") == "2"
    page.click("button.legal-command:has-text('draw')")
    page.wait_for_selector(".flash.ok")
    assert page.inner_text("#version") == "3"
    assert page.inner_text("#head") == api(server, f"/api/games/{game_id}")["head"]
    hand = seat_view(page)["hands"]["North"]
    assert hand == api(server, f"/api/games/{game_id}", north_token)["view"]["hands"][
        "North"] and len(hand) == 1
    assert page.query_selector_all("button.legal-command") == []

    page.goto(f"{server}/games/{game_id}/log")
    rows = [r.inner_text().split("\t") for r in page.query_selector_all("#log tbody tr")]
    assert [r[0] for r in rows] == ["1", "2", "3"]
    # a row names the version the event made, as receipts do, and links to its replay
    assert page.get_attribute("#log tbody tr:nth-child(3) a", "href").endswith(
        f"/games/{game_id}/replay?v=3")
    assert rows[2][2:4] == ["North", "draws a card"]

    ctx_south = browser.new_context()
    south = open_seat(ctx_south, links["South"])
    assert south.inner_text("#role") == "South"
    assert seat_view(south)["hands"] == {"North": 1, "South": []}
    assert len(south.query_selector_all("button.legal-command")) == 2
    south.screenshot(path="/tmp/pbem-game-page.png", full_page=True)
    assert json.dumps(hand) not in south.text_content("#view-data").replace("\n", "")
    ctx_south.close()
    ctx_public = browser.new_context()
    public = ctx_public.new_page()
    public.goto(f"{server}/games/{game_id}")
    assert seat_view(public)["hands"] == {"North": 1, "South": 0}
    ctx_public.close()
    ctx_north.close()


@needs_chromium
def test_a_rejected_command_shows_why_and_what_is_legal(server, browser):
    ctx = browser.new_context()
    links = create_in_lobby(ctx.new_page(), server)
    page = open_seat(ctx, links["North"])
    page.fill("#command", "dance")
    page.click("button:has-text('Send')")
    alert = page.inner_text("#rejection")
    assert "dance" in alert and "roll" in alert and "draw" in alert
    assert page.inner_text("#version") == "2"
    page.fill("#command", "roll")
    page.click("button:has-text('Send')")
    page.wait_for_selector(".flash.ok")
    assert page.inner_text("#version") == "3"
    ctx.close()


@needs_chromium
def test_forged_posts_and_wrong_links_are_refused(server, browser):
    ctx = browser.new_context()
    links = create_in_lobby(ctx.new_page(), server)
    game_id = links["North"].split("/games/")[1].split("?")[0]
    page = open_seat(ctx, links["North"])
    url = f"{server}/games/{game_id}/commands"
    # The seat cookie alone (what a cross-site form would carry) is not enough.
    assert page.request.post(url, form={"command": "roll"}).status == 403
    token = page.get_attribute("input[name=form_token]", "value")
    assert page.request.post(url, form={"command": "roll", "form_token": token},
                             headers={"Origin": "https://evil.example"}).status == 403
    assert api(server, f"/api/games/{game_id}")["version"] == 2
    other = browser.new_context()
    stranger = other.new_page()
    assert stranger.request.post(url, form={"command": "roll",
                                            "form_token": token}).status == 401
    resp = stranger.goto(f"{server}/games/{game_id}?token=wrong")
    assert resp.status == 401
    stranger.goto(f"{server}/games/{game_id}")
    assert stranger.query_selector("button.legal-command") is None
    assert "Public view" in stranger.content()
    assert api(server, f"/api/games/{game_id}")["version"] == 2
    other.close()
    ctx.close()


@pytest.fixture
def client(service):
    from pbem.web import create_app
    return create_app({"server": {}, "storage": {}}, service).test_client()


GOOD_FORM = {"kind": "toy", "name0": "Ann", "name1": "Bob"}
BAD_FORMS = [{}, {"kind": "chess", "name0": "Ann", "name1": "Bob"},
             {"kind": "toy", "name0": "Ann"}, {"kind": "toy", "name0": "Ann",
                                               "name1": "ann"},
             {**GOOD_FORM, "email1": "not-an-email"}, {**GOOD_FORM, "email2": "c@x.org"},
             {**GOOD_FORM, "name2": "Cy", "name3": "Di"},
             {**GOOD_FORM, "name0": "A" * 5000}]


@pytest.mark.parametrize("form", BAD_FORMS)
def test_a_bad_lobby_form_is_a_4xx_page_that_keeps_the_input(client, form):
    r = client.post("/games", data=form)
    assert 400 <= r.status_code < 500 and r.mimetype == "text/html"
    assert "flash error" in r.get_data(as_text=True)
    assert client.get("/api/games").json == []


def test_html_errors_are_pages_and_never_5xx(client):
    r = client.post("/games", data=GOOD_FORM, follow_redirects=True)
    assert r.status_code == 200 and r.headers["Cache-Control"] == "no-store"
    game_id = client.get("/api/games").json[0]["id"]
    cases = [client.get("/games/nope"), client.get("/games/nope/log"),
             client.get(f"/games/{game_id}?token="),
             client.get(f"/games/{game_id}?token=wrong"),
             client.post(f"/games/{game_id}/commands", data={"command": "roll"}),
             client.post("/games/nope/commands", data={"command": "roll"}),
             client.post("/games", data=GOOD_FORM, headers={"Origin": "null"}),
             client.post("/games", data=GOOD_FORM,
                         headers={"Origin": "https://evil.example"}),
             client.post("/games", data={"name0": "x" * 400_000}),
             client.get("/no/such/page"), client.delete("/")]
    for r in cases:
        assert 400 <= r.status_code < 500, r.status_code
        assert r.mimetype == "text/html" and "<h1>" in r.get_data(as_text=True)
    assert [r.status_code for r in cases] == [404, 404, 401, 401, 401, 404, 403, 403,
                                              413, 404, 405]
    assert len(client.get("/api/games").json) == 1


def test_a_seat_link_sets_a_path_scoped_cookie_and_drops_the_token(client):
    r = client.post("/games", data=GOOD_FORM, follow_redirects=True)
    html = r.get_data(as_text=True)
    link = html.split('data-role="North" href="')[1].split('"')[0]
    path = "{0.path}?{0.query}".format(urllib.parse.urlsplit(link))
    r = client.get(path)
    assert r.status_code == 303 and "token" not in r.headers["Location"]
    cookie = r.headers["Set-Cookie"]
    game_id = path.split("/games/")[1].split("?")[0]
    for part in ("HttpOnly", "SameSite=Lax", f"Path=/games/{game_id}"):
        assert part in cookie
    assert r.headers["Referrer-Policy"] == "same-origin"
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="role">North<' in page and 'name="form_token"' in page
    token = page.split('name="form_token" value="')[1].split('"')[0]
    bad = client.post(f"/games/{game_id}/commands",
                      data={"command": "roll", "form_token": token[:-1] + ("1" if token[-1] == "0" else "0")})
    assert bad.status_code == 403
    ok = client.post(f"/games/{game_id}/commands",
                     data={"command": "roll", "form_token": token,
                           "expected_version": "2"})
    assert ok.status_code == 303
    for odd in ("²", "9" * 5000, "-1", " 3"):      # refused, never a crash
        r = client.post(f"/games/{game_id}/commands", data={
            "command": "dance", "form_token": token, "expected_version": odd})
        assert r.status_code == 400 and "Not applied" in r.get_data(as_text=True)
    stale = client.post(f"/games/{game_id}/commands",
                        data={"command": "roll", "form_token": token,
                              "expected_version": "2"})
    assert stale.status_code == 409 and "Not applied" in stale.get_data(as_text=True)
    assert client.get("/api/games").json[0]["version"] == 3


def _purposeful(buttons, chooser):
    """The buttons a player pressing on would choose among: every move forward
    (else any button), and half of the time the stop once it is offered, so the
    game ends in a few minutes of clicks rather than a long random walk."""
    texts = {b.get_attribute("value"): b for b in buttons}
    if "stop" in texts and chooser.random() < 0.5:
        return [texts["stop"]]
    moves = [b for t, b in texts.items() if t.startswith("move")]
    return moves or list(texts.values())


@needs_chromium
def test_play_a_whole_flanders_game_in_the_browser(server, browser, service):
    """Two players create In Flanders Field in the lobby and click legal commands on
    their own seat pages until the game is over (in the suite, 30 clicks, then random
    players through the service; PBEM_LONG=1 clicks it all); the pages then show the
    end."""
    ctx = browser.new_context()
    links = lobby_game(ctx.new_page(), server, "flanders", ["Ann", "Bob"])
    assert set(links) == {"Red", "Blue"}
    game_id = game_of(links["Red"])
    pages = {role: open_seat(browser.new_context(), link) for role, link in links.items()}
    assert "<svg" in pages["Red"].inner_html(".svg")
    chooser = __import__("random").Random(44)
    for clicks in range(2000):
        summary = api(server, f"/api/games/{game_id}")
        if summary["status"] == "finished" or (not LONG and clicks == 30):
            break
        page = pages[summary["active"][0]]
        if int(page.inner_text("#version")) != summary["version"]:
            page.reload()           # the other seat moved since (after its own move a
            #                         page shows the game as it is: post, then redirect)
        buttons = page.query_selector_all("button.legal-command")
        assert buttons, f"no legal command shown to {summary['active'][0]}"
        version = int(page.inner_text("#version"))
        chooser.choice(_purposeful(buttons, chooser)).click()
        page.wait_for_selector(".flash.ok")
        assert int(page.inner_text("#version")) > version
    else:
        raise AssertionError("the game did not end")
    assert clicks >= 4
    play_random(service, game_id, None, chooser)
    final = pages["Red"]
    final.reload()
    assert "Game over" in final.inner_text(".flash.ok")
    assert final.query_selector_all("button.legal-command") == []
    final.goto(f"{server}/games/{game_id}/log")
    assert "the seed is revealed" in final.inner_text("#log")
    for page in pages.values():
        page.context.close()
    ctx.close()


# -- deadlines in the lobby, the Mail box, long legal lists (Flask test client) ----------
def seat_page(client, form, role):
    """Create a game from the lobby FORM, take ROLE's seat in this client; returns
    (game_id, page html, form token)."""
    created = client.post("/games", data=form, follow_redirects=True)
    assert created.status_code == 200, created.get_data(as_text=True)
    html = created.get_data(as_text=True)
    link = html.split(f'data-role="{role}" href="')[1].split('"')[0]
    game_id = link.split("/games/")[1].split("?")[0]
    assert client.get("{0.path}?{0.query}".format(urllib.parse.urlsplit(link))
                      ).status_code == 303
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    return game_id, page, page.split('name="form_token" value="')[1].split('"')[0]


DEADLINE_FORM = {**GOOD_FORM, "email0": "ann@x.org", "deadline.per_move": "2d",
                 "deadline.remind": "1h, 1d", "deadline.expiry": "skip"}


def test_the_lobby_creates_a_game_with_deadlines_and_the_page_shows_them(client,
                                                                        service):
    from pbem.telling import deadlines
    game_id, page, _ = seat_page(client, DEADLINE_FORM, "North")
    rules = deadlines.settings(service.store.conn, game_id)
    assert rules.pop("set_at") and rules == {
        "per_move": 2 * 86400, "reminders": [86400, 3600], "grace": 0,
        "expiry": ["skip"], "control": None}
    due = deadlines.deadlines(service, game_id)["North"]
    shown = format_datetime(due, "medium", tzinfo="UTC", locale="en") + " UTC"  # a reader's words
    assert f'class="own-deadline">you by <time class="countdown" datetime="' \
           f'{due.isoformat(timespec="seconds")}">{shown}</time>' in page
    public = client.get(f"/games/{game_id}")
    lobby = client.get("/").get_data(as_text=True)
    assert 'name="deadline.per_move"' in lobby and 'placeholder="24h,1h"' in lobby
    assert public.status_code == 200


def test_an_empty_then_field_in_the_lobby_follows_the_example_it_shows(client, service):
    from pbem.telling import deadlines
    lobby = client.get("/").get_data(as_text=True)
    assert 'name="deadline.expiry" maxlength="200" size="16"\n       ' \
           'placeholder="default,skip"' in lobby
    made = client.post("/games", data={**DEADLINE_FORM, "deadline.expiry": ""})
    assert made.status_code == 303
    [game] = client.get("/api/games").json
    assert deadlines.settings(service.store.conn, game["id"])["expiry"] == [
        "default", "skip"]


@pytest.mark.parametrize("bad,message", [({"deadline.per_move": "soon"}, "not a duration"),
                                         ({"deadline.remind": "3d"}, "shorter"),
                                         ({"deadline.expiry": "nap"}, "nap"),
                                         ({"deadline.per_move": "", "deadline.grace": "1h"},
                                          "need a time per move")])
def test_bad_deadlines_in_the_lobby_create_nothing(client, bad, message):
    r = client.post("/games", data={**DEADLINE_FORM, **bad})
    html = r.get_data(as_text=True)
    assert r.status_code == 400 and "flash error" in html and message in html
    assert 'value="ann@x.org"' in html, "the input is kept"
    assert client.get("/api/games").json == []


@pytest.fixture
def mail_client(service):
    """The pages of a server that sends mail ([mail] enabled)."""
    from pbem.web import create_app
    return create_app({"server": {}, "storage": {}, "mail": {"enabled": True}},
                      service).test_client()


def signed_in(client, service, email):
    """CLIENT signed in with EMAIL, by a sign-in link as its mail would carry it."""
    from datetime import datetime, timezone
    from pbem.players import sessions
    with service.store.transaction() as conn:
        token = sessions.mint_link(conn, email, datetime.now(timezone.utc))
    assert client.post(f"/signin/{token}").status_code == 303


def test_the_mail_box_changes_the_settings_of_its_signed_in_owner_alone(mail_client,
                                                                        service):
    client = mail_client
    game_id, page, token = seat_page(client, DEADLINE_FORM, "North")
    conn = service.store.conn
    assert 'id="mail-email">a…@x.org<' in page and 'id="mail-waiting"' in page
    assert 'name="on.reminder"' not in page and "Daily digest" not in page, \
        "a seat's holder sees nothing of the address's settings"
    refused = client.post(f"/games/{game_id}/mail", data={"form_token": token,
                                                           "digest_hour": "8"})
    assert refused.status_code == 403 and "sign in with it, or use the links in its " \
        "mails" in refused.get_data(as_text=True)
    assert digests.setting(conn, "ann@x.org") is None and not any(
        prefs.is_off(conn, "ann@x.org", kind) for kind in prefs.KINDS), "nothing changed"

    signed_in(client, service, "ANN@x.org")
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    token = page.split('name="form_token" value="')[1].split('"')[0]
    assert 'id="mail-email">ann@x.org<' in page
    assert "Daily digest: off." in page and 'id="mail-off">none<' in page
    assert 'name="on.reminder" checked' in page
    on = {f"on.{kind}": "on" for kind in prefs.KINDS if kind != "reminder"}
    r = client.post(f"/games/{game_id}/mail", data={
        "form_token": token, "digest_hour": "8", "digest_tz": "Europe/Warsaw", **on})
    assert r.status_code == 303
    assert prefs.is_off(conn, "ann@x.org", "reminder")
    assert not prefs.is_off(conn, "ann@x.org", "turn")
    assert digests.setting(conn, "ann@x.org")["hour"] == 8
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert "mail settings of ann@x.org saved" in page
    assert "at 08:00 Europe/Warsaw" in page and 'id="mail-off">deadline reminders<' in page
    assert 'name="on.reminder" >' in page and '<option value="8" selected>' in page

    before = (digests.setting(conn, "ann@x.org"), prefs.is_off(conn, "ann@x.org", "turn"))
    for data, status in [({"digest_hour": "8", "digest_tz": "Mars/Olympus"}, 400),
                         ({"digest_hour": "24", "digest_tz": "UTC"}, 400),
                         ({"digest_hour": "soon"}, 400)]:
        r = client.post(f"/games/{game_id}/mail", data={"form_token": token, **data})
        assert r.status_code == status and "Not applied" in r.get_data(as_text=True)
    assert (digests.setting(conn, "ann@x.org"), prefs.is_off(conn, "ann@x.org", "turn")
            ) == before, "a bad value changes nothing"
    assert client.post(f"/games/{game_id}/mail", data={
        "form_token": token[:-1] + ("1" if token[-1] == "0" else "0"),
        "digest_hour": "off"}).status_code == 403
    assert client.post(f"/games/{game_id}/mail", data={"form_token": token},
                       headers={"Origin": "https://evil.example"}).status_code == 403
    every = {f"on.{kind}": "on" for kind in prefs.KINDS}
    assert client.post(f"/games/{game_id}/mail", data={"form_token": token,
                                                       "digest_hour": "off", **every}
                       ).status_code == 303
    assert digests.setting(conn, "ann@x.org") is None
    assert not prefs.is_off(conn, "ann@x.org", "reminder")


def test_a_seat_without_an_address_has_no_mail_settings(mail_client, service):
    client = mail_client
    game_id, page, token = seat_page(client, GOOD_FORM, "South")
    assert "This seat has no email address" in page and "mail-email" not in page
    r = client.post(f"/games/{game_id}/mail", data={"form_token": token,
                                                     "digest_hour": "off"})
    assert r.status_code == 400 and "has no email address" in r.get_data(as_text=True)
    public = client.__class__(client.application)      # a browser without a seat
    assert public.post(f"/games/{game_id}/mail", data={"form_token": token}
                       ).status_code == 401


def test_a_long_legal_list_shows_the_games_summary_and_all_of_it_folded(client):
    from pbem import games
    games.KINDS.setdefault("wide", "tests.widegame")
    game_id, page, token = seat_page(client, {"kind": "wide", "name0": "Ann",
                                              "name1": "Bob"}, "West")
    assert "60 legal commands; in short:" in page
    assert "step N   (N = 1..60: move N squares; e.g. step 7)" in page
    folded = page.split('<details id="legal-all">')[1].split("</details>")[0]
    assert folded.count('class="legal-command"') == 60
    assert f"GET /api/games/{game_id}/legal" in folded
    r = client.post(f"/games/{game_id}/commands", data={"command": "step 99",
                                                         "form_token": token})
    assert r.status_code == 422
    html = r.get_data(as_text=True)
    assert "Your commands are listed below" in html and "<code>step 60</code>" not in html
    toy = seat_page(client, GOOD_FORM, "North")[1]
    assert "legal-summary" not in toy and "<details id=\"legal-all\">" not in toy
