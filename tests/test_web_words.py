"""The pages' words as a newcomer reads them: counts in the right number, refusals that
list the legal commands once, the number of players refused in a player's words (not
the form library's), and no command line of the host's in a player's page."""
import re

import pytest
from flask import render_template

from tests.test_web_pages import GOOD_FORM, seat_page


@pytest.mark.parametrize("count,words", [(13, "1 earlier event is in"),
                                         (14, "2 earlier events are in"),
                                         (12, None)])
def test_the_earlier_events_are_counted_in_the_right_number(app, count, words):
    since = [{"text": f"event {i}", "taken_back": False} for i in range(count)]
    with app.test_request_context("/"):
        html = render_template("web/since.html", since=since, role="North",
                               game={"id": "g1"}, to_act=[])
    shown = " ".join(html.split())
    assert (words in shown) if words else "earlier" not in shown
    assert shown.count("<li>") == min(count, 12)


def test_a_refused_command_lists_the_legal_commands_once(client):
    game_id, page, token = seat_page(client, GOOD_FORM, "North")
    r = client.post(f"/games/{game_id}/commands", data={
        "form_token": token, "command": "fly", "expected_version": ""})
    html = r.get_data(as_text=True)
    assert r.status_code == 422 and "Not applied" in html
    assert "Your commands are listed below" in html and "Legal now:" not in html
    assert len(re.findall(r'value="roll"', html)) == 1


@pytest.mark.parametrize("kind,words", [
    ("flanders", "In Flanders Field is played by 2 to 4 players; 1 was named"),
    ("berlin", "Race to Berlin is played by 2 players; 1 was named")])
def test_the_number_of_players_is_refused_in_a_players_words(client, kind, words):
    form = client.post("/games", data={"kind": kind, "name0": "Ann"})
    api = client.post("/api/games", json={"kind": kind, "players": [{"name": "Ann"}]})
    assert form.status_code == api.status_code == 400
    assert words in form.get_data(as_text=True) and words in api.json["error"]["message"]
    assert "Must be" not in form.get_data(as_text=True)


def test_the_solo_option_is_explained_without_a_command_line(client):
    r = client.post("/api/games", json={"kind": "rhine", "players": [{"name": "Ann"}]})
    message = r.json["error"]["message"]
    assert r.status_code == 400 and "solitaire" in message and "--option" not in message
