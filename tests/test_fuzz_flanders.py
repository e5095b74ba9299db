"""Random In Flanders Field games through Service.submit() (issue: foundation, part 8):
72 in the suite, 300 in the long run (PBEM_LONG=1).

Each game is played by random players choosing uniformly from legal(), with 2, 3 and 4
seats, with and without the beginner option. Every game must end; the log replayed
alone must equal the live state; verify must pass; and at every step no view or
visible event may show the seed or the order of the draw pile (the game's only hidden
information). All 54 cards and all 40 troops are conserved at every step.
"""
import json

import pytest

from tests.fuzz import LONG, check_finished_game, play_random_game

GAMES_PER_CASE = 50 if LONG else 12   # 3 seat counts x 2 options x 50 = 300 games


def _leaks_deck(text, deck):
    """True when a run of 4+ cards in the deck's order appears as a JSON list."""
    return len(deck) >= 4 and json.dumps(deck[:4])[1:-1] in text.replace(" ", "")


def _check_step(service):
    def check(game, role, result):
        st = game.state
        deck = st["deck"]
        held = [c for p in st["players"].values() for c in p["hand"]]
        board = [c for c in st["board"].values() if c is not None]
        assert sorted(held + board + deck + st["discard"]) == list(range(54))
        assert st["pool"] + sum(p["troops"] for p in st["players"].values()) == 40
        if game.finished:
            return
        assert result.view == service.view(game, role)
        for who in game.roles + [None]:
            text = json.dumps(service.view(game, who))
            assert game.seed is None and not _leaks_deck(text, deck)
        for rec in result.events:
            if not rec.type.startswith("game."):
                seen = json.dumps(game.rules.event_view({"type": rec.type,
                                                         **rec.payload}, role))
                assert not _leaks_deck(seen, deck)
    return check


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("beginner", [False, True])
def test_random_flanders_games_through_submit(service, seats, beginner):
    check = _check_step(service)
    lengths = []
    for i in range(GAMES_PER_CASE):
        game_id, played = play_random_game(service, "flanders", seats,
                                           {"beginner": beginner},
                                           seed=seats * 1000 + beginner * 100 + i,
                                           on_step=check)
        check_finished_game(service, game_id)
        game = service.load(game_id)
        assert game.outcome["winners"]
        assert set(game.outcome["winners"]) <= set(game.roles)
        lengths.append(played)
    assert min(lengths) >= 2
