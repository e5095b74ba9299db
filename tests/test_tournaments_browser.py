"""Issue 27's done-when for tournaments, in real Chromium against a real server: a
round-robin of 4 players, one of them (D) in the browser, the three others by the
JSON API with their personal tokens, runs to its final table, whose points and
Sonneborn-Berger scores are the hand-checked ones (tests/test_tournaments.py TABLE).
A creates it by the API, B and C register by the API, D registers on its page (which
starts it) and ends each of his games from his seat page, signed in: resigning with
the page's own box, offering a draw, accepting one; the others end theirs through the
service. The pages pass the CSP (no console error) and do not scroll sideways at
390 px."""
import json
import urllib.request
from datetime import datetime, timezone

from pbem.players import accounts, sessions
from tests.test_home import PHONE
from tests.test_tournaments import RESULTS, TABLE
from tests.test_web_a11y import severe
from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401

pytestmark = needs_chromium


def call(base, path, token, body=None):
    """(status, JSON) of an API call with a personal TOKEN; a POST when BODY."""
    req = urllib.request.Request(
        base + path, data=None if body is None else json.dumps(body).encode(),
        method="GET" if body is None else "POST",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_a_round_robin_of_four_with_one_player_in_chromium(service, server, browser):  # noqa: F811
    now = datetime.now(timezone.utc)
    tokens, ids = {}, {}
    with service.store.transaction() as conn:
        for name in "ABCD":
            account = accounts.sign_up_or_in(conn, f"{name.lower()}@example.org",
                                             "signin", name)
            ids[name] = account["id"]
            tokens[name] = accounts.new_api_token(conn, account["id"])
        session = sessions.open_session(conn, ids["D"], now)
    status, made = call(server, "/api/tournaments", tokens["A"], {
        "kind": "berlin", "format": "round-robin", "size": 4, "title": "Spring cup",
        "schedule": "sequential", "deadlines": {"per_move": "3d"}})
    assert status == 201 and made["players"] == ["A"] and made["rounds"] == 6
    tid = made["id"]
    for name in "BC":
        status, answer = call(server, f"/api/tournaments/{tid}/register", tokens[name],
                              {})
        assert status == 200 and answer["status"] == "registering"
    again = call(server, f"/api/tournaments/{tid}/register", tokens["B"], {})
    assert again[0] == 409 and "already" in again[1]["error"]["message"]

    errors = []
    context = browser.new_context(**PHONE)
    context.add_cookies([{"name": "pbem_session", "value": session, "url": server}])
    context.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page = context.new_page()
    page.goto(server + "/")
    page.click("#lobby-tournaments a")
    page.click(f"#tournaments-registering a[href='/tournaments/{tid}']")
    assert page.inner_text("#tournament-players").split() == ["A", "B", "C"]
    page.click("#tournament-register button")              # the fourth: it starts
    page.wait_for_selector(".flash.ok")
    assert page.get_attribute("#tournament-status", "data-status") == "running"
    assert page.locator(".tournament-round[data-round='1'] a").count() == 2

    met = {}
    while True:
        status, t = call(server, f"/api/tournaments/{tid}", tokens["A"])
        playing = [g for g in t["games"] if g["game"] and g["result"] is None]
        if not playing:
            break
        for g in playing:
            pair = "".join(sorted(g["first"] + g["second"]))
            wanted = RESULTS[pair][met.get(pair, 0)]
            met[pair] = met.get(pair, 0) + 1
            roles = dict(zip((g["first"], g["second"]), service.load(g["game"]).roles))
            if "D" in roles:
                ended_by_d(page, server, service, g["game"], roles, wanted)
            elif wanted == "=":
                service.submit(g["game"], roles[pair[0]], "offer draw")
                service.submit(g["game"], roles[pair[1]], "accept draw")
            else:
                loser = pair[1] if wanted == pair[0] else pair[0]
                service.submit(g["game"], roles[loser], "resign")
    assert t["status"] == "finished" and sum(met.values()) == 12
    assert [(r["name"], r["points"], r["sb"]) for r in t["table"]] == TABLE

    page.goto(f"{server}/tournaments/{tid}")
    rows = page.locator("#tournament-table tbody tr")
    assert [rows.nth(i).get_attribute("data-name") for i in range(4)] == ["A", "B", "D",
                                                                         "C"]
    assert page.locator("#tournament-table .sb").all_inner_texts() == \
        ["19.5", "16", "20.5", "9"]
    assert page.locator("#tournament-table .points").all_inner_texts() == \
        ["8", "7", "6", "3"]
    assert page.locator(".tournament-round a").count() == 12
    for path in (f"/tournaments/{tid}", "/tournaments"):
        page.goto(server + path)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, path
        assert severe(page) == [], path
    context.close()
    assert errors == []


def ended_by_d(page, server, service, game_id, roles, wanted):  # noqa: F811
    """D ends his game GAME_ID as WANTED ("D" won, "=" drawn, else lost) from his seat
    page: resigning with the box ticked, offering a draw his opponent accepts, or
    accepting the draw his opponent offered; a win is his opponent's resignation."""
    other = next(name for name in roles if name != "D")
    seat = f"{server}/games/{game_id}?seat={roles['D']}"
    if wanted == "D":
        service.submit(game_id, roles[other], "resign")
        page.goto(seat)
    elif wanted == "=" and other == "A":
        service.submit(game_id, roles[other], "offer draw")
        page.goto(seat)
        page.click("#accept-draw")
        page.wait_for_selector(".flash.ok")
    elif wanted == "=":
        page.goto(seat)
        page.click("#offer-draw")
        page.wait_for_selector(".flash.ok")
        service.submit(game_id, roles[other], "accept draw")
    else:
        page.goto(seat)
        page.check("#resign-sure")
        page.click("#resign")
        page.wait_for_selector(".flash.ok")
    assert service.load(game_id).finished
