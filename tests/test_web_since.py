"""The game page tells a player coming back what happened since his last move, in the
game's own words (issue 11, "The game page"), as his seat may see it; the public page
tells what happened since the players now to act last moved."""
import re

import pytest

from pbem.web import create_app

pytestmark = pytest.mark.both_stores


@pytest.fixture
def rhine(service):
    """A 2-player Rhine game in which the first player called air support over the
    Axis deck and ended his turn: (game id, {role: token}, first role, other role)."""
    game_id, seats = service.create("rhine", [{"name": "Ann"}, {"name": "Bob"}],
                                    {"commanders": "Monty+Brad"})
    tokens = {s["role"]: s["token"] for s in seats}
    game = service.load(game_id)
    [first] = service.active(game)
    service.submit(game_id, first, "air axis")
    while service.active(service.load(game_id)) == [first]:
        service.submit(game_id, first, "end" if "end" in service.legal(
            service.load(game_id), first) else service.legal(service.load(game_id),
                                                               first)[0])
    other = next(r for r in tokens if r != first)
    return game_id, tokens, first, other


def page(service, game_id, token=None):
    client = create_app({"server": {}, "storage": {}}, service).test_client()
    if token:
        assert client.get(f"/games/{game_id}?token={token}").status_code == 303
    html = client.get(f"/games/{game_id}").get_data(as_text=True)
    return html


def since(html):
    found = re.search(r'<section id="since".*?</section>', html, re.DOTALL)
    return found.group(0) if found else ""


def test_the_next_player_reads_what_happened_since_his_last_move(service, rhine):
    game_id, tokens, first, other = rhine
    told = since(page(service, game_id, tokens[other]))
    assert "Since your last move" in told
    assert f"{first} calls air support and looks at the top card of the Axis deck</li>" \
        in told                                         # the card seen is not named
    assert f"{first} ends the turn" in told


def test_the_peeking_player_reads_his_card_and_the_public_reads_since_the_turn(service,
                                                                              rhine):
    game_id, tokens, first, other = rhine
    public = since(page(service, game_id))
    assert "Since Bob last moved" in public or "Since Ann last moved" in public
    assert "looks at the top card of the Axis deck</li>" in public
    events = service.events_for(game_id, first)
    [peek] = [e for e in events if e["type"] == "air_support"]
    assert ": it is " in peek["text"]               # his own log names the card
    mine = since(page(service, game_id, tokens[first]))
    assert "air support" not in mine                # it is before his last move
