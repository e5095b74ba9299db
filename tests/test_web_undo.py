"""Undo on the web: the seat page offers it only while the last command may be taken
back, one tap takes it back (in real chromium, at a phone's size), and the log shows
the command and its take-back, marked."""
import pytest

from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401 - fixtures

pytestmark = pytest.mark.both_stores


def roll_and_take(service):
    """A Flanders game where Red rolled and took a card: (game, Red's token, the
    version before the take, the state before it)."""
    game_id, seats = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}])
    service.submit(game_id, "Red", "roll")
    before = service.load(game_id)
    take = next(c for c in service.legal(before, "Red") if c.startswith("take"))
    service.submit(game_id, "Red", take)
    return game_id, seats[0]["token"], before.version, before.state


@needs_chromium
@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 900},
                                      {"width": 390, "height": 844}])
def test_a_seat_taps_undo_and_its_last_command_is_taken_back(service, server, browser,
                                                              viewport):
    game_id, token, version, state = roll_and_take(service)
    context = browser.new_context(viewport=viewport, has_touch=True)
    page = context.new_page()
    page.goto(f"{server}/games/{game_id}?token={token}")
    page.tap("#undo") if viewport["width"] < 500 else page.click("#undo")
    page.wait_for_selector(".flash.ok")
    game = service.load(game_id)
    assert game.state == state and game.version == version + 2
    # the roll before it was the dice: nothing more to take back
    assert page.query_selector("#undo") is None
    page.goto(f"{server}/games/{game_id}/log")
    rows = page.query_selector_all("#log tbody tr")
    assert "taken-back" in rows[-2].get_attribute("class")
    assert "(taken back)" in rows[-2].inner_text()
    assert "takes back the command of version" in rows[-1].inner_text()
    context.close()


def test_undo_is_offered_only_to_the_seat_that_may_take_back(service):
    from pbem.web import create_app
    game_id, seats = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}])
    client = create_app({"storage": {}}, service).test_client()

    def page_of(token):
        client.get(f"/games/{game_id}?token={token}")
        return client.get(f"/games/{game_id}").get_data(as_text=True)
    service.submit(game_id, "Red", "roll")
    assert 'id="undo"' not in page_of(seats[0]["token"])         # the dice
    take = next(c for c in service.legal(service.load(game_id), "Red")
                if c.startswith("take"))
    service.submit(game_id, "Red", take)
    assert 'id="undo"' in page_of(seats[0]["token"])
    assert 'id="undo"' not in page_of(seats[1]["token"])         # not Blue's command


def test_the_api_takes_back_with_the_command_undo_and_says_why_not(service):
    from pbem.web import create_app
    game_id, token, version, state = roll_and_take(service)
    client = create_app({"storage": {}}, service).test_client()
    auth = {"Authorization": f"Bearer {token}"}
    done = client.post(f"/api/games/{game_id}/commands", json={"command": "undo"},
                       headers=auth)
    assert done.status_code == 201, done.get_json()
    assert [e["type"] for e in done.get_json()["events"]] == ["game.undone"]
    again = client.post(f"/api/games/{game_id}/commands", json={"command": "undo"},
                        headers=auth)
    assert again.status_code == 422
    assert "nothing to take back: that command used the dice" in \
        again.get_json()["error"]["message"]
    assert service.load(game_id).state == state
