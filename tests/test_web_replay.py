"""The replay viewer (/games/<id>/replay?v=N): every version as the viewing seat or
the public could see it then, never another seat's hidden things while the game
runs, every seat once it has ended; shareable URLs, links from the log."""
import re

import pytest
from playwright.sync_api import expect

from pbem.web.seat import COOKIE
from tests.fuzz import onward
from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401 - fixtures

pytestmark = pytest.mark.both_stores


@pytest.fixture
def client(service):
    from pbem.web import create_app
    return create_app({"server": {}, "storage": {}}, service).test_client()


@pytest.fixture
def game(service):
    """A running toy game where each seat drew a card into its hidden hand (a card
    is at most 9: nobody reached 10): (id, {role: token})."""
    gid, seats = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])
    for role, command in (("North", "draw"), ("South", "draw")):
        service.submit(gid, role, command)
    return gid, {s["role"]: s["token"] for s in seats}


def as_seat(client, gid, token):
    client.set_cookie(COOKIE, token, path=f"/games/{gid}")


def test_every_version_answers_and_a_seat_replays_as_itself_or_the_public(
        service, client, game):
    gid, tokens = game
    head = service.load(gid).version
    for v in range(1, head + 1):
        public = client.get(f"/games/{gid}/replay", query_string={"v": v})
        assert public.status_code == 200
        at = service.view_at(gid, v, None)
        assert f"version {v} of {head}" in public.get_data(as_text=True)
        assert at["head"] in public.get_data(as_text=True)
    as_seat(client, gid, tokens["North"])
    page = client.get(f"/games/{gid}/replay").get_data(as_text=True)
    assert "As North (your seat)" in page
    # while the game runs, another seat's eyes are refused
    refused = client.get(f"/games/{gid}/replay", query_string={"as": "South"})
    assert refused.status_code == 403 and "while the game runs" in refused.get_data(
        as_text=True)
    assert "As the public" in client.get(f"/games/{gid}/replay",
                                         query_string={"as": ""}).get_data(as_text=True)


def test_the_event_of_each_version_is_told_in_words_and_the_steps_link_on(
        service, client, game):
    gid, _ = game
    page = client.get(f"/games/{gid}/replay", query_string={"v": 2}).get_data(as_text=True)
    assert "the race starts" in page
    page = client.get(f"/games/{gid}/replay", query_string={"v": 3}).get_data(as_text=True)
    assert "draws a card" in page
    assert f'href="/games/{gid}/replay?v=2"' in page and f'href="/games/{gid}/replay?v=4"' in page
    page = client.get(f"/games/{gid}/replay", query_string={"v": 1}).get_data(as_text=True)
    assert "not set up yet" in page and 'id="prev"' not in page
    log = client.get(f"/games/{gid}/log").get_data(as_text=True)
    assert f'href="/games/{gid}/replay?v=1"' in log
    assert f'href="/games/{gid}/replay?v={service.load(gid).version}"' in log


@pytest.mark.parametrize("v, status", [("0", 404), ("99", 404), ("x", 400), ("-1", 400),
                                       ("1.5", 400), ("9" * 30, 400)])
def test_a_version_outside_the_game_is_a_clear_error(client, game, v, status):
    gid, _ = game
    assert client.get(f"/games/{gid}/replay", query_string={"v": v}).status_code == status


def test_once_ended_every_seat_may_be_replayed_by_anyone(service, client, game):
    gid, _ = game
    while not service.load(gid).finished:
        g = service.load(gid)
        service.submit(gid, service.active(g)[0], "roll")
    page = client.get(f"/games/{gid}/replay", query_string={"v": 4, "as": "South"})
    assert page.status_code == 200 and "As South" in page.get_data(as_text=True)
    assert client.get(f"/games/{gid}/replay", query_string={"as": "West"}).status_code == 400
    assert client.get("/games/nope/replay").status_code == 404


def test_no_version_of_a_running_memoir_game_shows_a_seat_the_other_hand(service, client):
    """The issue's check: every version of a running game fetched as each seat and as
    the public; no page names a card of another seat's hand (or the deck) that the
    viewer's own view at that version does not name too (two copies of a card)."""
    import json

    from pbem.core.aggregate import replay
    from pbem.games.memoir44.cards import CARDS
    gid, seats = service.create("memoir44", [{"name": "Ann"}, {"name": "Bob"}],
                                {"scenario": "pegasus-bridge"})
    tokens = {s["role"]: s["token"] for s in seats}
    for _ in range(12):                  # a few turns: cards played, drawn, dice
        game = service.load(gid)
        role = service.active(game)[0]
        service.submit(gid, role, onward(service.legal(game, role))[-1])
    head = service.load(gid).version
    assert not service.load(gid).finished
    for v in range(2, head + 1):
        state = replay(gid, service.store.read(gid, 0, v)).state
        for viewer in (None, "Allies", "Axis"):
            client.delete_cookie(COOKIE, path=f"/games/{gid}")
            if viewer:
                as_seat(client, gid, tokens[viewer])
            page = client.get(f"/games/{gid}/replay", query_string={"v": v})
            assert page.status_code == 200
            hidden = set(state["deck"])
            for side in ("Allies", "Axis"):
                if side != viewer:
                    hidden |= set(state["sides"][side]["hand"])
            seen = json.dumps(service.view_at(gid, v, viewer)["view"], ensure_ascii=False)
            names = {CARDS[c]["name"] for c in hidden} - {
                CARDS[c]["name"] for c in CARDS if CARDS[c]["name"] in seen}
            text = page.get_data(as_text=True)
            shown = {n for n in names if n in text}
            assert not shown, (v, viewer, shown)


@needs_chromium
def test_step_through_a_finished_games_replay_with_the_keyboard_in_a_browser(
        service, server, browser):
    """In real chromium: the arrow keys, Home and End step through the versions, and
    moving the slider shows the version it names (replay.js), each without reloading
    the page (a mark set on the window stays), the address following, Back stepping
    back; the strict CSP lets the script run (it is a file of the site) and nothing
    else; the step links' pictures are drawn, not a font's characters."""
    gid, _ = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])
    while not service.load(gid).finished:
        game = service.load(gid)
        service.submit(gid, service.active(game)[0], "roll")
    head = service.load(gid).version
    page = browser.new_page()
    errors = []         # a script refused by the CSP or failing is a console error
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{server}/games/{gid}/replay?v=2")
    assert page.inner_text("#at") == f"version 2 of {head}"
    assert page.eval_on_selector("#first svg.step-icon path", "p => p.getBBox().width") > 0
    page.evaluate("window.stayed = true")
    for key, v in (("ArrowRight", 3), ("ArrowRight", 4), ("ArrowLeft", 3), ("End", head),
                   ("Home", 1)):
        page.keyboard.press(key)
        expect(page.locator("#at")).to_have_text(f"version {v} of {head}")
        assert page.url.endswith(f"v={v}")
    page.eval_on_selector("#v", "el => { el.value = 3; "
                          "el.dispatchEvent(new Event('change')); }")
    expect(page.locator("#at")).to_have_text(f"version 3 of {head}")
    assert "rolls" in page.inner_text("#event")
    page.go_back()
    expect(page.locator("#at")).to_have_text(f"version 1 of {head}")
    assert page.evaluate("window.stayed") is True, "the page was loaded anew"
    assert errors == []
