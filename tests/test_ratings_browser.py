"""The leaderboards in real Chromium (issue 27: "the leaderboard renders in Chromium at
phone width"): /ratings, a kind's leaderboard with long names, and the Rhine's with its
solitaire table, at a phone's 390 × 844 and a desktop's width: nothing scrolls
sideways, the console shows no error (a Content-Security-Policy refusal is one), axe
finds no serious fault; and the lobby's leaderboard link leads there."""
import pytest

from pbem.players import accounts, ratings
from tests.test_home import DESKTOP, PHONE
from tests.test_web_a11y import severe
from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401

pytestmark = needs_chromium
#: display names as long as an account's may be, and one of a single long word
NAMES = ["Wilhelmina Augusta Cornelia van der Heijden-Bosschaert 1944"[:60],
         "X" * 60, "Bob", "Cy"]


@pytest.fixture
def players(service):
    """An account for each of NAMES: their addresses."""
    emails = [f"p{i}@example.org" for i in range(len(NAMES))]
    with service.store.transaction() as conn:
        for email, name in zip(emails, NAMES):
            accounts.sign_up_or_in(conn, email, "signin", name)
    return emails


def test_the_leaderboards_on_a_phone_and_a_desktop(service, server, browser, players):  # noqa: F811
    for winner in range(4):                                     # Flanders of four
        gid, _ = service.create("flanders", [{"name": f"P{i}", "email": e}
                                             for i, e in enumerate(players)])
        for role in service.load(gid).roles:
            if role != service.load(gid).roles[winner] and not service.load(gid).finished:
                service.submit(gid, role, "resign")
    solo, _ = service.create("rhine", [{"name": "Solo", "email": players[0]}],
                             {"solo": "Patton"})
    service.submit(solo, "Patton", "resign")
    assert len(ratings.board(service.store.conn, "flanders")) == 4
    errors = []
    for size in (PHONE, DESKTOP):
        context = browser.new_context(**size)
        context.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page = context.new_page()
        page.goto(server + "/help")
        page.click("a[href='/ratings/flanders']")
        page.wait_for_selector("#ratings")
        assert page.locator("#ratings tbody tr").count() == 4
        assert page.locator("#ratings tbody tr.provisional").count() == 4
        for path in ("/ratings/flanders", "/ratings/rhine", "/ratings"):
            page.goto(server + path)
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= size["viewport"]["width"], (path, width)
            assert severe(page) == [], path
        page.goto(server + "/ratings/rhine")
        assert page.inner_text("#best-results tbody tr").split()[:2] == ["1", "Wilhelmina"]
        assert page.locator("#no-ratings").count() == 1
        context.close()
    assert errors == []
