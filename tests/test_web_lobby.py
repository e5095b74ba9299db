"""The lobby as a crowd meets it: a created game's page reloads without creating
another (post, redirect, get) and shows its links to its creator only; one client
creates a limited number of games an hour ([web] games_per_hour), on the page and the
API alike; the list of games comes a page at a time, filtered by kind and status."""
import re

import pytest

from pbem.web import create_app
from tests.test_web_pages import GOOD_FORM


def app_client(service, **web):
    return create_app({"server": {}, "storage": {}, "web": web}, service).test_client()


@pytest.fixture
def client(service):
    return app_client(service)


def games(client):
    return client.get("/api/games").json


def test_reloading_the_created_page_creates_nothing_and_shows_the_links_again(
        client, service):
    r = client.post("/games", data=GOOD_FORM)
    assert r.status_code == 303 and r.headers["Location"].endswith("/created")
    first = client.get(r.headers["Location"])
    again = client.get(r.headers["Location"])                    # a reload
    links = re.findall(r'class="seat-link token" data-role="(\w+)" href="([^"]+)"',
                       first.get_data(as_text=True))
    assert first.status_code == again.status_code == 200 and len(links) == 2
    assert first.get_data() == again.get_data() and len(games(client)) == 1
    assert first.headers["Cache-Control"] == "no-store"
    # another browser (no cookie of that page) sees no link: 403, nothing shown
    stranger = create_app({"server": {}, "storage": {}}, service).test_client()
    r = stranger.get(r.headers["Location"])
    assert r.status_code == 403 and "token=" not in r.get_data(as_text=True)
    assert "shown only in the browser that created it" in r.get_data(as_text=True)


def test_a_forged_created_cookie_shows_nothing(client):
    r = client.post("/games", data=GOOD_FORM)
    page = r.headers["Location"]
    client.set_cookie("pbem_created", "e30.forged.sig", path=page)
    assert client.get(page).status_code == 403


def test_one_client_creates_a_limited_number_of_games_an_hour(service):
    client = app_client(service, games_per_hour=3)
    for _ in range(2):
        assert client.post("/games", data=GOOD_FORM).status_code == 303
    assert client.post("/api/games", json={"kind": "toy", "players": [
        {"name": "Ann"}, {"name": "Bob"}]}).status_code == 201
    r = client.post("/games", data=GOOD_FORM)
    assert r.status_code == 429 and "3 games within the last hour" in r.get_data(
        as_text=True)
    api = client.post("/api/games", json={"kind": "toy", "players": [
        {"name": "Ann"}, {"name": "Bob"}]})
    assert api.status_code == 429 and api.json["error"]["code"] == "too_many"
    assert len(games(client)) == 3
    # a refused form is no use of the quota: a bad form by a fresh client counts nothing
    other = app_client(service, games_per_hour=1)
    other.environ_base["REMOTE_ADDR"] = "192.0.2.7"
    assert other.post("/games", data={**GOOD_FORM, "name1": ""}).status_code == 400
    assert other.post("/games", data=GOOD_FORM).status_code == 303


def test_the_lobby_lists_games_a_page_at_a_time_newest_first(service, client):
    made = [service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])[0]
            for _ in range(27)]
    service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}])
    first = client.get("/").get_data(as_text=True)
    shown = re.findall(r'<a href="/games/(\w+)">', first)
    assert len(shown) == 25 and "Page 1 of 2 (28 games)" in " ".join(first.split())
    second = client.get("/?page=2").get_data(as_text=True)
    assert len(re.findall(r'<a href="/games/(\w+)">', second)) == 3
    assert set(made) <= set(shown) | set(re.findall(r'<a href="/games/(\w+)">', second))
    toys = client.get("/?kind=flanders").get_data(as_text=True)
    assert len(re.findall(r'<a href="/games/(\w+)">', toys)) == 1
    assert "No such games." in client.get("/?kind=flanders&status=finished").get_data(
        as_text=True)
    waiting = toys.split('" id="status-waiting"')[0].rsplit('href="', 1)[1]
    assert waiting.startswith("/open?kind=flanders"), "the games waiting for players"
    assert client.get(waiting.replace("&amp;", "&")).status_code == 200


@pytest.mark.parametrize("query,message", [("kind=chess", "no game kind"),
                                           ("status=won", "status is one of"),
                                           ("page=0", "page is a whole number"),
                                           ("page=x", "page is a whole number")])
def test_a_bad_filter_is_a_400_page_saying_why(client, query, message):
    r = client.get(f"/?{query}")
    assert r.status_code == 400 and message in r.get_data(as_text=True)
