"""A signed-in player's home (/me), its Atom feed, GET /api/me/games and claiming a seat.

The home lists every game a player sits in, his turn first, then by deadline, each
with whose turn it is, the time left and the last event as his own seat may see it;
finished games below, searchable. It folds no game. A seat opened by its link becomes
his with "This seat is mine"; without the link, or another's, nothing changes.
(Signing in by a mailed link is tests/test_signin.py's: here a session is opened
directly.)"""
import random
import re
import xml.etree.ElementTree as ET
from datetime import datetime, timedelta, timezone

import pytest
from freezegun import freeze_time

from pbem.core.reading import Reading
from pbem.players import accounts, sessions
from pbem.telling import deadlines
from tests.fuzz import play_random
from tests.test_web_a11y import severe
from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401

pytestmark = pytest.mark.both_stores
ORIGIN = {"Origin": "http://localhost"}
ATOM = "{http://www.w3.org/2005/Atom}"


def session_of(service, email):
    """(the account of EMAIL, made when new, and a new session id of it)."""
    now = datetime.now(timezone.utc)
    with service.store.transaction() as conn:
        account = accounts.sign_up_or_in(conn, email, "signin")
        return account, sessions.open_session(conn, account["id"], now)


def signed_in(app, service, email):
    """A browser of the app signed in as the owner of EMAIL."""
    client = app.test_client()
    client.set_cookie("pbem_session", session_of(service, email)[1])
    return client


def field(html, name):
    """The value of the hidden field NAME of a page."""
    return re.search(rf'name="{name}" value="([^"]+)"', html).group(1)


def rows(html, table):
    """[(game, role)] of the rows of a home's table, in order."""
    body = html.split(f'id="{table}"')[1].split("</table>")[0]
    return re.findall(r'data-game="(\w+)" data-role="(\w+)"', body)


def row_text(html, game_id):
    """The words of the row of GAME_ID in a home, without its tags."""
    row = html.split(f'data-game="{game_id}"')[1].split("</tr>")[0]
    return " ".join(re.sub(r"<[^>]+>", " ", row.split(">", 1)[1]).split())


def players(*names, mine=None):
    return [{"name": n, "email": "ann@example.org"} if n == mine else {"name": n}
            for n in names]


def test_my_turn_first_then_by_deadline_then_the_rest(app, service):
    start = datetime.now(timezone.utc).replace(microsecond=0)
    with freeze_time(start):
        def game(per_move, mine_first, names=("Ann", "Bob")):
            settings = {"deadlines": {"per_move": per_move}} if per_move else None
            gid, _ = service.create("toy", players(*(names if mine_first else names[::-1]),
                                                   mine="Ann"), None, settings)
            return gid, "North" if mine_first else "South"
        late, soon, none = game(48 * 3600, True), game(2 * 3600, True), game(None, True)
        theirs_soon, theirs_none = game(3600, False), game(None, False)
        service.create("toy", players("Cid", "Dan"))             # not Ann's
    with freeze_time(start + timedelta(minutes=30)):
        client = signed_in(app, service, "ann@example.org")
        html = client.get("/me").get_data(as_text=True)
        assert rows(html, "playing") == [soon, late, none, theirs_soon, theirs_none]
        assert 'id="finished"' not in html
        row = row_text(html, soon[0])
        assert "your turn" in row and "1h 30m left" in row and "the race starts" in row
        assert "1d 23h left" in row_text(html, late[0])
        row = row_text(html, theirs_soon[0])
        assert "30m left (Bob)" in row and "your turn" not in row
        assert f'href="/games/{soon[0]}?seat=North"' in html
        mine = client.get(f"/games/{soon[0]}?seat=North").get_data(as_text=True)
        assert 'id="role">North<' in mine, "one click to the seat page, no link needed"


def test_the_last_event_is_told_as_my_seat_sees_it(app, service):
    gid, _ = service.create("memoir44", [{"name": "Ann", "email": "ann@example.org"},
                                         {"name": "Bob", "email": "bob@example.org"}],
                            {"scenario": "pegasus-bridge"})
    service.submit(gid, "Allies", "ambush off")       # a standing answer, kept hidden
    ann = signed_in(app, service, "ann@example.org").get("/me").get_data(as_text=True)
    bob = signed_in(app, service, "bob@example.org").get("/me").get_data(as_text=True)
    assert "Allies sets its standing answers: ambush off" in ann
    assert "Allies changes a standing answer (kept hidden)" in bob
    assert "ambush" not in bob
    assert service.events_for(gid, "Axis")[-1]["text"] in bob


def test_finished_games_show_their_result_and_are_searchable(app, service):
    def finished(opponent, kind="toy", options=None):
        gid, _ = service.create(kind, players("Ann", opponent, mine="Ann"), options)
        play_random(service, gid, None, random.Random(gid))
        return gid
    versus_bob, versus_cid = finished("Bob"), finished("Cid")
    flanders, _ = service.create("flanders", players("Ann", "Bob", mine="Ann"), None,
                                 {"deadlines": {"per_move": 3600, "expiry": ["forfeit"]}})
    deadlines.run_deadlines(service, {}, datetime.now(timezone.utc) + timedelta(hours=2))
    running, _ = service.create("toy", players("Ann", "Bob", mine="Ann"))
    client = signed_in(app, service, "ann@example.org")

    def found(query=""):
        html = client.get(f"/me{query}").get_data(as_text=True)
        return {g for g, _ in rows(html, "finished")} if 'id="finished"' in html else set()
    html = client.get("/me").get_data(as_text=True)
    assert rows(html, "playing") == [(running, "North")]
    assert found() == {versus_bob, versus_cid, flanders}
    for gid in (versus_bob, flanders):
        game = service.load(gid)
        ann_won = game.roles[0] in game.outcome["winners"]
        assert f"you {'won' if ann_won else 'lost: Bob won'} " \
               f"({game.outcome['reason']})" in row_text(html, gid)
    assert found("?opponent=BOB") == {versus_bob, flanders}
    assert found("?kind=toy") == {versus_bob, versus_cid}
    assert found("?kind=flanders&opponent=cid") == set()
    assert "No finished game of yours" in client.get("/me?opponent=Zed").get_data(
        as_text=True)
    assert client.get("/me?kind=chess").status_code == 400


def test_the_home_reads_no_game_whole(app, service, monkeypatch):
    """Built from the lobby's rows and the newest events read at once: a player with
    many games costs no fold of any."""
    for n in range(30):
        gid, _ = service.create("toy", players("Ann", f"P{n}", mine="Ann"),
                                None, {"deadlines": {"per_move": 3600}} if n % 2 else None)
        if n % 3 == 0:
            service.submit(gid, "North", "roll")
    client = signed_in(app, service, "ann@example.org")
    client.get("/me")               # the deadline clocks are kept from the first look

    def no_fold(*_args):
        raise AssertionError("the home folded a game")
    monkeypatch.setattr(Reading, "load", no_fold)
    monkeypatch.setattr(Reading, "_fold", no_fold)
    html = client.get("/me").get_data(as_text=True)
    assert len(rows(html, "playing")) == 30


def test_the_home_feed_is_at_a_private_address_only_its_owner_makes(app, service):
    gid, _ = service.create("toy", players("Ann", "Bob", mine="Ann"))
    client = signed_in(app, service, "ann@example.org")
    assert client.get("/me/feed.atom").status_code == 401, "the session opens no feed"
    page = client.get("/me/settings").get_data(as_text=True)
    made = client.post("/me/settings/feed-token",
                       data={"csrf_token": field(page, "csrf_token")}, headers=ORIGIN)
    assert made.status_code == 200 and made.headers["Cache-Control"] == "no-store"
    url = re.search(r'id="feed-url" class="token" href="([^"]+)"',
                    made.get_data(as_text=True)).group(1)
    assert url.startswith("http://") and "/me/feed.atom?token=" in url
    path = url[url.index("/me/"):]
    feed = app.test_client().get(path)              # a feed reader: no cookie
    assert feed.status_code == 200 and feed.mimetype == "application/atom+xml"
    assert "no-store" in feed.headers["Cache-Control"]
    root = ET.fromstring(feed.data)
    entries = root.findall(f"{ATOM}entry")
    assert [e.find(f"{ATOM}title").text for e in entries] == [
        f"Toy race {gid} (North): your turn"]
    assert entries[0].find(f"{ATOM}link").get("href").endswith(f"/games/{gid}?seat=North")
    for wrong in (path[:-3] + "xyz", "/me/feed.atom?token=", "/me/feed.atom"):
        assert app.test_client().get(wrong).status_code == 401
    page = client.get("/me/settings").get_data(as_text=True)
    client.post("/me/settings/feed-token", data={"csrf_token": field(page, "csrf_token")},
                headers=ORIGIN)
    assert app.test_client().get(path).status_code == 401, "a new address ends the old"


def test_api_me_games_with_the_personal_token_made_on_the_settings_page(app, service):
    gid, seats = service.create("toy", players("Ann", "Bob", mine="Ann"))
    other, _ = service.create("toy", players("Cid", "Ann", mine="Ann"))
    client = signed_in(app, service, "ann@example.org")
    page = client.get("/me/settings").get_data(as_text=True)
    made = client.post("/me/settings/api-token",
                       data={"csrf_token": field(page, "csrf_token")}, headers=ORIGIN)
    token = re.search(r'id="api-token" class="token">([^<]+)<',
                      made.get_data(as_text=True)).group(1)
    assert token not in str(service.store.conn.execute(
        "SELECT * FROM accounts").fetchall()), "kept hashed"
    api = app.test_client()
    r = api.get("/api/me/games", headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 200
    assert [(g["game"], g["role"], g["your_turn"]) for g in r.json] == [
        (gid, "North", True), (other, "South", False)]
    assert r.json[1]["to_act"] == [{"role": "North", "name": "Cid"}]
    assert r.json[0]["last"]["text"] == "the race starts" and r.json[0]["result"] is None
    for bad in (seats[0]["token"], "wrong", None):
        r = api.get("/api/me/games",
                    headers={"Authorization": f"Bearer {bad}"} if bad else {})
        assert r.status_code == 401 and r.json["error"]["code"] == "unauthorized"
    assert client.get("/api/me/games").status_code == 401, "the session is no token"
    doc = api.get("/api/openapi.json").json
    assert doc["paths"]["/api/me/games"]["get"]["security"] == [{"personalToken": []}]
    assert "MyGameOut" in doc["components"]["schemas"]


# -- claiming a seat --------------------------------------------------------------------
def open_link(client, game_id, token):
    r = client.get(f"/games/{game_id}?token={token}")
    return client.get(r.headers["Location"]).get_data(as_text=True)


def claim(client, game_id, page, **changed):
    """Post "This seat is mine" with the seat form token of PAGE and the session's."""
    data = {"form_token": field(page, "form_token"),
            "csrf_token": field(client.get("/me").get_data(as_text=True), "csrf_token"),
            **changed}
    return client.post(f"/games/{game_id}/claim", data=data, headers=ORIGIN)


def holders(service, game_id):
    return [tuple(r) for r in service.store.conn.execute(
        "SELECT role, account FROM seats WHERE game=? ORDER BY seat", (game_id,))]


def test_a_seat_opened_by_its_link_is_claimed_once_and_shows_on_the_home(app, service):
    gid, seats = service.create("toy", players("Ann", "Bob"))      # host-made, no address
    ann_account, _ = session_of(service, "ann@example.org")
    ann = signed_in(app, service, "ann@example.org")
    assert 'id="no-games"' in ann.get("/me").get_data(as_text=True)
    page = open_link(ann, gid, seats[0]["token"])
    assert 'id="claim-seat"' in page
    r = claim(ann, gid, page)
    assert r.status_code == 303 and r.headers["Location"].endswith(f"/games/{gid}?seat=North")
    assert holders(service, gid) == [("North", ann_account["id"]), ("South", None)]
    assert rows(ann.get("/me").get_data(as_text=True), "playing") == [(gid, "North")]
    again = ann.get(f"/games/{gid}?seat=North").get_data(as_text=True)
    assert 'id="claim-seat"' not in again
    assert claim(ann, gid, page).status_code == 303, "twice: no harm"
    assert holders(service, gid) == [("North", ann_account["id"]), ("South", None)]
    # his seat is his in a browser that never held its link
    elsewhere = signed_in(app, service, "ann@example.org")
    assert 'id="role">North<' in elsewhere.get(f"/games/{gid}?seat=North").get_data(
        as_text=True)


def test_nobody_claims_a_seat_without_its_link_or_another_players(app, service):
    gid, seats = service.create("toy", players("Ann", "Bob"))
    ann_account, _ = session_of(service, "ann@example.org")
    ann = signed_in(app, service, "ann@example.org")
    ann_page = open_link(ann, gid, seats[0]["token"])
    # without the link: the public page offers nothing, and a post opens no seat
    cid = signed_in(app, service, "cid@example.org")
    public = cid.get(f"/games/{gid}?seat=North").get_data(as_text=True)
    assert 'id="claim-seat"' not in public and 'id="role"' not in public
    cid_csrf = field(cid.get("/me").get_data(as_text=True), "csrf_token")
    assert cid.post(f"/games/{gid}/claim", data={"csrf_token": cid_csrf,
                                                 "form_token": field(ann_page, "form_token")},
                    headers=ORIGIN).status_code == 401
    # another seat's form token, or none of the session's: refused
    cid_page = open_link(cid, gid, seats[1]["token"])
    assert claim(cid, gid, cid_page, form_token=field(ann_page, "form_token")
                 ).status_code == 403
    assert claim(cid, gid, cid_page, csrf_token=field(ann_page, "csrf_token")
                 ).status_code == 403
    assert claim(cid, gid, cid_page, csrf_token="").status_code == 403
    signed_out = app.test_client()
    out_page = open_link(signed_out, gid, seats[0]["token"])
    assert 'id="claim-seat"' not in out_page
    assert signed_out.post(f"/games/{gid}/claim", data={
        "form_token": field(out_page, "form_token")}, headers=ORIGIN).status_code == 403
    assert holders(service, gid) == [("North", None), ("South", None)]
    # a seat another player holds: not even its link moves it
    assert claim(ann, gid, ann_page).status_code == 303
    page = open_link(cid, gid, seats[0]["token"])
    assert 'id="claim-seat"' not in page
    refused = claim(cid, gid, page)
    assert refused.status_code == 409 and "another player" in refused.get_data(as_text=True)
    assert holders(service, gid) == [("North", ann_account["id"]), ("South", None)]


# -- in a browser: no sideways scroll, no CSP error, no serious axe finding -------------
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}


@needs_chromium
def test_the_home_in_a_browser_on_a_phone_and_a_desktop(service, server, browser):  # noqa: F811
    gid, _ = service.create("rhine", players("Ann", "Bob", mine="Ann"),
                            {"commanders": "Monty+Patton"}, {"deadlines": {"per_move": 86400}})
    play_random(service, gid, 3, random.Random(3))
    done, _ = service.create("toy", players("Ann", "Bob", mine="Ann"))
    play_random(service, done, None, random.Random(5))
    _account, session = session_of(service, "ann@example.org")
    csp = []
    for size in (PHONE, DESKTOP):
        context = browser.new_context(**size)
        context.on("console", lambda m: csp.append(m.text)
                   if "Content Security Policy" in m.text else None)
        context.add_cookies([{"name": "pbem_session", "value": session, "url": server}])
        page = context.new_page()
        for path in ("/me", "/me/settings"):
            page.goto(server + path)
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= size["viewport"]["width"], (path, width)
            assert severe(page) == [], path
        page.click("#feed-token-form button")               # a long address shown
        page.wait_for_selector("#feed-url")
        assert page.evaluate("document.documentElement.scrollWidth") <= \
            size["viewport"]["width"]
        page.goto(server + "/me")
        assert page.inner_text(f"#playing tr[data-game='{gid}'] .time-left").strip()
        assert page.locator(f"#finished tr[data-game='{done}']").count() == 1
        page.click(f"#playing tr[data-game='{gid}'] a.seat-page")
        page.wait_for_selector("#role")
        assert page.url.endswith(f"/games/{gid}?seat=Monty")
        context.close()
    assert csp == []
