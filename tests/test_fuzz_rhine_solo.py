"""Random solitaire games of 1944: Race to the Rhine (rule 17) through Service.submit():
48 complete games in the suite, 16 with each commander, and 204 in the long run
(PBEM_LONG=1), 68 with each, by a random player choosing uniformly from legal(). After every step the game's invariants hold (supplies, trucks, cards, medals,
and the 16 numerical markers each on the board, flipped or gone, once), the view returned
is the seat's and shows no deck order nor hidden card. Every game ends (a solo game is
lost at the latest when the 16th marker flips); replay equals the live state and
`pbem verify` re-derives every Axis decision from the revealed seed."""
import pytest

from tests.fuzz import LONG, check_finished_game, play_random_game
from tests.test_fuzz_rhine import fast_service, step_checker  # noqa: F401 - fixture

CHUNKS = 4
PER_CHUNK = 17 if LONG else 4     # 3 commanders x 4 chunks x 17 = 204 games


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("commander", ["Monty", "Brad", "Patton"])
def test_random_solo_games_through_submit(fast_service, commander, chunk):  # noqa: F811
    check = step_checker(fast_service)
    turns = []
    for i in range(PER_CHUNK):
        game_id, played = play_random_game(fast_service, "rhine", 1, {"solo": commander},
                                           seed=f"solo{commander}{chunk}-{i}", on_step=check)
        check_finished_game(fast_service, game_id)
        game = fast_service.load(game_id)
        assert game.roles == [commander] and played >= 5
        reason = game.outcome["reason"]
        assert reason.startswith(("automatic victory in turn", "every numerical marker")), reason
        flipped = game.state["solo"]["flipped"]
        assert game.outcome["winners"] or not any(game.state["numbers"].values())
        assert len(flipped) <= 16
        turns.append(game.state["turn"]["number"])
    assert max(turns) <= 16 + 1, "a turn flips a marker: the game is over by turn 16"
