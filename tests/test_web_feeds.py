"""A seat's private feeds: the game's events as Atom and its deadline as iCalendar,
opened by the seat token in the address (feed readers send no cookie)."""
import xml.etree.ElementTree as ET

import pytest

from pbem.telling import deadlines
from pbem.web.seat import COOKIE

pytestmark = pytest.mark.both_stores

ATOM = "{http://www.w3.org/2005/Atom}"


@pytest.fixture
def client(service):
    from pbem.web import create_app
    return create_app({"server": {"base_url": "https://pbem.example.org"}, "storage": {}},
                      service).test_client()


@pytest.fixture
def game(service):
    deadlines.setup(service)
    gid, seats = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}], None,
                                {"deadlines": deadlines.from_text("48h", None, None, None)})
    service.submit(gid, "North", "draw")
    return gid, {s["role"]: s["token"] for s in seats}


def test_the_atom_feed_holds_the_events_as_the_seat_sees_them_newest_first(
        service, client, game):
    gid, tokens = game
    resp = client.get(f"/games/{gid}/feed.atom", query_string={"token": tokens["South"]})
    assert resp.status_code == 200 and resp.mimetype == "application/atom+xml"
    assert resp.headers["Cache-Control"] == "private, no-store"
    assert resp.headers["Referrer-Policy"] == "no-referrer"
    feed = ET.fromstring(resp.data)
    entries = feed.findall(f"{ATOM}entry")
    seen = service.events_for(gid, "South")[::-1]
    assert [e.find(f"{ATOM}title").text for e in entries] == [
        "3. North: draws a card", "2. the race starts",
        "1. the game is created; its seed is committed"]
    assert entries[0].find(f"{ATOM}link").get("href") == (
        f"https://pbem.example.org/games/{gid}/replay?v={len(seen)}")
    assert tokens["South"] not in resp.get_data(as_text=True), "no link carries the token"
    assert feed.find(f"{ATOM}updated").text == seen[0]["recorded_at"]


def test_a_feed_entry_is_one_decision_with_every_event_it_brought_about(service, client):
    """The setup of In Flanders Field deals eight cards and opens turn 1: one entry
    (titled by its first event, its content every event), not one per card or marker."""
    gid, seats = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}])
    feed = ET.fromstring(client.get(f"/games/{gid}/feed.atom", query_string={
        "token": seats[0]["token"]}).data)
    setup, created = feed.findall(f"{ATOM}entry")
    assert created.find(f"{ATOM}title").text.startswith("1. the game is created")
    title = setup.find(f"{ATOM}title").text
    assert title.startswith("11. In Flanders Field starts") and title.endswith(
        "(and 9 more)")
    content = setup.find(f"{ATOM}content").text
    assert "is dealt to space 3" in content and "turn 1: Red" in content
    assert setup.find(f"{ATOM}id").text.endswith(":11")


def feed_ids(client, gid, token, host):
    feed = ET.fromstring(client.get(f"/games/{gid}/feed.atom", base_url=f"http://{host}",
                                    query_string={"token": token}).data)
    return [feed.find(f"{ATOM}id").text] + [e.find(f"{ATOM}id").text
                                           for e in feed.findall(f"{ATOM}entry")]


def test_the_feeds_ids_name_the_base_url_whatever_host_it_was_fetched_by(
        service, client, game):
    gid, tokens = game
    for host in ("127.0.0.1:8044", "pbem.example.org", "evil.example"):
        ids = feed_ids(client, gid, tokens["South"], host)
        assert ids[0] == f"tag:pbem.example.org,pbem:{gid}:South"
        assert all(i.startswith(f"tag:pbem.example.org,pbem:{gid}:") for i in ids)
    from pbem.web import create_app
    bare = create_app({"server": {}, "storage": {}}, service).test_client()
    assert feed_ids(bare, gid, tokens["South"], "games.local:8044")[0] == \
        f"tag:games.local,pbem:{gid}:South", "no base_url: the request's host"


def test_the_calendar_holds_the_seats_deadline_only_when_it_is_to_act(
        service, client, game):
    gid, tokens = game
    due = deadlines.deadlines(service, gid)["South"].strftime("%Y%m%dT%H%M%SZ")
    south = client.get(f"/games/{gid}/deadlines.ics", query_string={"token": tokens["South"]})
    text = south.get_data(as_text=True)
    assert south.mimetype == "text/calendar" and text.endswith("END:VCALENDAR\r\n")
    assert f"DTSTART:{due}" in text and text.count("BEGIN:VEVENT") == 1
    assert f"URL:https://pbem.example.org/games/{gid}" in text
    north = client.get(f"/games/{gid}/deadlines.ics", query_string={"token": tokens["North"]})
    assert "BEGIN:VEVENT" not in north.get_data(as_text=True)


@pytest.mark.parametrize("path", ["feed.atom", "deadlines.ics"])
def test_a_feed_needs_its_seats_token(client, game, path):
    gid, tokens = game
    assert client.get(f"/games/{gid}/{path}").status_code == 401
    assert client.get(f"/games/{gid}/{path}", query_string={"token": "x"}).status_code == 401
    assert client.get(f"/games/nope/{path}", query_string={"token": "x"}).status_code == 404


def test_the_seats_page_offers_its_feeds_and_the_public_page_none(client, game):
    gid, tokens = game
    assert 'id="feed-atom"' not in client.get(f"/games/{gid}").get_data(as_text=True)
    client.set_cookie(COOKIE, tokens["North"], path=f"/games/{gid}")
    page = client.get(f"/games/{gid}").get_data(as_text=True)
    assert (f'href="https://pbem.example.org/games/{gid}/feed.atom?token={tokens["North"]}"'
            in page)
    assert f'/games/{gid}/deadlines.ics?token={tokens["North"]}"' in page
