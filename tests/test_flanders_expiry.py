"""In Flanders Field at a missed deadline: default_command(), skip(), forfeit() on
arranged positions (pbem/games/flanders/expiry.py; the README gives the reasons)."""
import pytest

from pbem.games import RuleError
from pbem.games import flanders as g
from tests.test_flanders_rules import (FixedRng, arrange, codes, play, run, start,
                                       stopped, texts, types)


def test_no_default_before_a_roll_or_when_a_card_must_be_chosen():
    st = start()
    assert g.default_command(st, "Red") is None
    assert g.default_command(st, "Blue") is None, "not Blue's turn"
    st = arrange(st, board={3: "inf1"}, hands={"Red": []})
    st, _ = play(st, "Red", "roll", [1, 2, 6])
    assert g.default_command(st, "Red") is None


def test_defaults_stop_fire_artillery_give_up_the_weakest_card_and_do_not_move():
    taken = arrange(start(), board={3: "inf1"}, hands={"Red": []})
    taken, _ = play(taken, "Red", "roll", [1, 2, 6])
    taken, _ = play(taken, "Red", "take 3")
    cases = [(taken, {"action": "stop"}),
             (stopped(hand=["art", "g-mg"], take="g-art", pos=4)[0],
              {"action": "artillery"}),
             (stopped(hand=["art", "inf3", "inf2", "g-mg"], take="g-gas")[0],
              {"action": "discard", "card": "inf2"}),
             (stopped(hand=["inf2"], take="inf1")[0], {"action": "end"})]
    for st, safe in cases:
        assert g.default_command(st, "Red") == safe
        assert safe in g.legal(st, "Red")


def test_skip_before_a_roll_passes_the_turn_keeping_retained_cards():
    st = arrange(start(), hands={"Red": ["art"]})
    st = run(g.skip(st, "Red", FixedRng()), st)
    assert st["turn"]["role"] == "Blue" and codes(st) == ["art"]
    assert st["players"]["Red"]["troops"] == 6


def test_skip_after_a_roll_is_a_bust():
    st = arrange(start(), board={3: "g-mg"}, hands={"Red": ["inf3"]})
    st, _ = play(st, "Red", "roll", [1, 2, 6])
    st, _ = play(st, "Red", "take 3")
    events = g.skip(st, "Red", FixedRng())
    assert types(events)[0] == "busted" and events[0]["lost"] == 1 + 1
    st = run(events, st)
    assert st["turn"]["role"] == "Blue" and codes(st) == []


def test_skip_after_the_stop_resolves_with_the_defaults_and_no_movement():
    st, _ = stopped(hand=["art", "g-mg", "g-counter"], take="g-art", pos=4)
    events = g.skip(st, "Red", FixedRng())
    assert types(events)[:2] == ["artillery", "turn_ended"]
    st = run(events, st)
    assert st["players"]["Red"]["pos"] == 4 and st["players"]["Red"]["troops"] == 6
    assert st["turn"]["role"] == "Blue"


def test_forfeit_returns_troops_and_cards_and_ends_a_two_player_game():
    st = arrange(start(), hands={"Red": ["art", "mines"]})
    events = g.forfeit(st, "Red", FixedRng())
    assert types(events) == ["forfeited", "turn_ended", "game_over"]
    st2 = run(events, st)
    assert st2["pool"] == st["pool"] + 6 and st2["players"]["Red"]["out"]
    assert len(st2["discard"]) == len(st["discard"]) + 2
    assert g.outcome(st2)["winners"] == ["Blue"]
    assert "Red forfeits" in g.describe(events[0])


def test_forfeit_with_four_players_skips_the_player_from_then_on():
    st = run(g.forfeit(start(4), "Red", FixedRng()), start(4))
    assert g.outcome(st) is None and st["turn"]["role"] == "Blue"
    assert texts(st, "Blue")[0] == "roll"


@pytest.mark.parametrize("fn", [g.skip, g.forfeit])
def test_only_the_player_whose_turn_it_is(fn):
    with pytest.raises(RuleError, match="not Blue's turn"):
        fn(start(), "Blue", FixedRng())
