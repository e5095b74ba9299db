"""Two seats of one game in one browser (a host trying both sides, a family's computer):
each seat link keeps a cookie of its own, each tab stays on its seat (?seat=), a form
posts as the seat whose page it was on, and a page that cannot tell asks which seat."""
import re

from pbem.web.seat import COOKIE
from tests.test_web_api import new_game
from tests.test_web_pages import client  # noqa: F401


def open_link(client, game_id, token):
    r = client.get(f"/games/{game_id}?token={token}")
    assert r.status_code == 303
    return r.headers["Location"]


def page(client, url):
    r = client.get(url)
    assert r.status_code == 200
    return r.get_data(as_text=True)


def seat_of(html):
    found = re.search(r'id="role">([^<]+)<', html)
    return found and found.group(1)


def form_token(html):
    return html.split('name="form_token" value="')[1].split('"')[0]


def test_two_seat_links_in_one_browser_keep_both_seats(client):  # noqa: F811
    game_id, tokens = new_game(client)
    north = open_link(client, game_id, tokens["North"])
    south = open_link(client, game_id, tokens["South"])
    assert north.endswith("seat=North") and south.endswith("seat=South")
    north_page, south_page = page(client, north), page(client, south)
    assert seat_of(north_page) == "North" and seat_of(south_page) == "South"
    # the first tab, reloaded after the second link was opened, is still North's
    assert seat_of(page(client, north)) == "North"
    # a page that names no seat asks which, and plays none
    either = page(client, f"/games/{game_id}")
    assert seat_of(either) is None and 'id="held-seats"' in either
    assert f"/games/{game_id}?seat=North" in either and f"/games/{game_id}?seat=South" in either


def test_a_form_posts_as_the_seat_of_its_page(client):  # noqa: F811
    game_id, tokens = new_game(client)
    north = open_link(client, game_id, tokens["North"])
    north_page = page(client, north)
    open_link(client, game_id, tokens["South"])          # opened later, in another tab
    r = client.post(f"/games/{game_id}/commands", data={
        "form_token": form_token(north_page), "command": "roll", "expected_version": ""})
    assert r.status_code == 303 and r.headers["Location"].endswith("seat=North")
    events = client.get(f"/api/games/{game_id}/events").json
    assert events[-1]["actor"] == "North"
    # a form token of no seat this browser holds changes nothing
    r = client.post(f"/games/{game_id}/commands", data={
        "form_token": "0" * 64, "command": "roll", "expected_version": ""})
    assert r.status_code == 403
    assert client.get(f"/api/games/{game_id}/events").json == events


def test_the_cookie_of_a_rotated_seat_is_dropped_and_the_old_cookie_still_read(
        client, service):  # noqa: F811
    game_id, tokens = new_game(client)
    open_link(client, game_id, tokens["North"])
    service.rotate_token(game_id, "North")
    r = client.get(f"/games/{game_id}?seat=North")
    assert seat_of(r.get_data(as_text=True)) is None
    assert any(h.startswith(f"{COOKIE}_0=;") for h in r.headers.getlist("Set-Cookie"))
    client.set_cookie(COOKIE, tokens["South"], path=f"/games/{game_id}")   # as 0.1.0 set it
    assert seat_of(page(client, f"/games/{game_id}")) == "South"
