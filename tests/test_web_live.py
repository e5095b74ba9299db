"""An open game page notices by itself that the game moved on (live.json polled with
an ETag, an empty 304 while nothing changed) and tells the seat when it is its turn,
in the banner and the window's title."""
import time

import pytest

from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401 - fixtures

pytestmark = pytest.mark.both_stores


@pytest.fixture
def client(service):
    from pbem.web import create_app
    return create_app({"server": {}, "storage": {}}, service).test_client()


def test_live_answers_the_version_and_304_while_nothing_changed(service, client):
    gid, _ = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])
    first = client.get(f"/games/{gid}/live.json")
    assert first.json == {"version": 2, "status": "active", "active": ["North"]}
    etag = first.headers["ETag"]
    again = client.get(f"/games/{gid}/live.json", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b""
    service.submit(gid, "North", "roll")
    moved = client.get(f"/games/{gid}/live.json", headers={"If-None-Match": etag})
    assert moved.status_code == 200 and moved.json["active"] == ["South"]
    assert moved.headers["ETag"] != etag
    assert client.get("/games/nope/live.json").status_code == 404


def test_on_postgresql_live_rows_are_kept_until_a_notice_of_their_game(service, client):
    """On a database that announces appends, live.json reads a game's row once and
    then only after a notice of that game: a row changed behind the service's back,
    which announces nothing, is not read; a move made by another process is."""
    if service.store.dialect.name != "postgresql":
        assert client.get("/games/nope/live.json").status_code == 404
        return
    from events import open_store
    from pbem.config import service_over
    gid, _ = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])
    other, _ = service.create("toy", [{"name": "Cy"}, {"name": "Di"}])
    assert client.get(f"/games/{gid}/live.json").json["version"] == 2
    service.store.conn.execute("UPDATE games SET version=99 WHERE id IN (?, ?)",
                               (gid, other))
    assert client.get(f"/games/{gid}/live.json").json["version"] == 2     # kept
    elsewhere = service_over(open_store(service.store.url))          # another web process
    elsewhere.submit(gid, "North", "roll")
    for _ in range(100):
        now = client.get(f"/games/{gid}/live.json").json
        if now["version"] != 2:
            break
        time.sleep(0.05)
    assert now == {"version": 3, "status": "active", "active": ["South"]}
    assert client.get(f"/games/{other}/live.json").json["version"] == 99  # first read
    elsewhere.store.close_all()


@needs_chromium
@pytest.mark.parametrize("server", [{"web": {"poll_seconds": 0.3}}], indirect=True)
def test_an_open_page_says_your_turn_when_the_other_seat_moved(service, server, browser):
    gid, seats = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])
    page = browser.new_page()
    page.goto(f"{server}/games/{gid}?token={seats[1]['token']}")      # South waits
    title = page.title()
    page.wait_for_timeout(1000)
    assert page.is_hidden("#live"), "nothing moved: no banner"
    service.submit(gid, "North", "roll")
    page.wait_for_selector("#live", state="visible", timeout=5000)
    assert page.inner_text("#live").startswith("Your turn.")
    assert page.title() == f"\u25CF Your turn \u00B7 {title}"
    page.click("#live a")
    page.wait_for_load_state()
    assert page.inner_text("#version") == "3" and page.is_hidden("#live")
    # North's page, open while South moves, says it is North's turn again
    north = browser.new_page()
    north.goto(f"{server}/games/{gid}?token={seats[0]['token']}")
    service.submit(gid, "South", "roll")
    north.wait_for_selector("#live", state="visible", timeout=5000)
    assert north.inner_text("#live").startswith("Your turn.")
    public = browser.new_page()          # a page of its own context: no seat
    public.goto(f"{server}/games/{gid}")
    service.submit(gid, "North", "roll")
    public.wait_for_selector("#live", state="visible", timeout=5000)
    assert public.inner_text("#live").startswith("The game moved on.")
