"""The random-player harness itself, on the toy game (so it is known to work)."""
import pytest

from tests.fuzz import check_finished_game, play_random_game

pytestmark = pytest.mark.both_stores


def test_random_toy_games_end_replay_and_verify(service):
    for seed in range(10):
        game_id, played = play_random_game(service, "toy", 2 + seed % 2, {}, seed)
        assert played >= 2
        check_finished_game(service, game_id)
