"""Race to the Rhine at a missed deadline: default_command(), skip() and forfeit()
(pbem/games/rhine/expiry.py; README "Missed deadlines")."""
import pytest

from pbem.core.rng import Draws
from pbem.games import RuleError
from pbem.games.rhine import geo
import pbem.games.rhine as g
from pbem.games.rhine.axis import winners
from tests.test_rhine_rules import game, play, put, run, set_corps, stack, types

RNG = Draws("cd" * 32, "x", 0)


def test_defaults_end_stop_decline_and_done_and_nothing_where_a_choice_is_needed():
    st = game(3, role="Patton")
    assert g.default_command(st, "Patton") == {"action": "end"}
    assert g.default_command(st, "Brad") is None, "not Brad's turn"
    set_corps(st, "XII", gas=3, food=1)
    stack(st, "B", ["B01"])                                  # Black market
    mid, _ = play(st, "Patton", "move XII Troyes-Vitry")
    assert g.default_command(mid, "Patton") == {"action": "decline"}
    mid, _ = play(mid, "Patton", "decline")
    assert g.default_command(mid, "Patton") == {"action": "stop"}
    put(st, "Orléans", gas=3)
    tr, _ = play(st, "Patton", "transport")
    assert g.default_command(tr, "Patton") == {"action": "done"}
    ax, _ = play(st, "Patton", "end")
    assert len(g.legal(ax, "Patton")) > 1 and g.default_command(ax, "Patton") is None
    ax["final_round"] = True
    assert g.default_command(ax, "Patton") == {"action": "pass"} in g.legal(ax, "Patton")


def test_default_over_capacity_returns_the_kind_the_area_holds_most_of():
    st = game(3, role="Monty")
    put(st, "Dieppe", gas=1, ammo=4, food=1)
    st["control"]["Dieppe"] = "R"
    st, _ = play(st, "Monty", "supply Dieppe basic")
    assert st["turn"]["step"] == "overflow"
    cmd = g.default_command(st, "Monty")
    assert cmd == {"action": "return", "area": "Dieppe", "kind": "ammo"}
    assert cmd in g.legal(st, "Monty")


def test_skip_mid_move_stops_ends_the_turn_and_puts_the_marker_in_the_box():
    st = game(3, role="Patton")
    set_corps(st, "XII", gas=3, food=1)
    stack(st, "B", ["B01"])
    st, _ = play(st, "Patton", "move XII Troyes-Vitry")
    assert st["turn"]["step"] == "black_market"
    pool, box = st["axis_pool"], st["axis_box"]
    events = g.skip(st, "Patton", RNG)
    st = run(events, st)
    assert types(events)[:3] == ["card_resolved", "move_ended", "action_ended"]
    assert "turn_ended" in types(events) and types(events)[-1] == "turn_began"
    assert st["axis_pool"] == pool - 1 and st["axis_box"] == box + 1
    assert st["turn"]["role"] != "Patton" and st["corps"]["XII"]["area"] == "Vitry"


def test_skip_in_the_final_round_passes():
    st = game(3, role="Patton")
    st["final_round"] = True
    events = g.skip(st, "Patton", RNG)
    assert [e for e in events if e["type"] == "axis_placed"] == []
    assert "reaction_done" in types(events)


def test_forfeit_in_a_two_player_game_gives_the_other_player_the_game():
    st = game(2, commanders=["Brad", "Patton"], role="Patton")
    events = g.forfeit(st, "Patton", RNG)
    st = run(events, st)
    assert types(events) == ["forfeited", "game_over"]
    assert st["outcome"]["winners"] == ["Brad"] and st["outcome"]["reason"] == "forfeit"


def test_forfeit_with_three_players_takes_the_corps_off_and_skips_him_from_then_on():
    st = game(3, role="Patton")
    st["players"]["Patton"]["kept"].append("B13")
    st["decks"]["B"].remove("B13")
    st["control"]["Vitry"] = "B"
    pool = dict(st["pool"])
    on_cards = {k: sum(st["corps"][c][k] for c in ("XII", "XV", "XX")) for k in pool}
    events = g.forfeit(st, "Patton", RNG)
    st = run(events, st)
    assert st["out"] == ["Patton"] and not {"XII", "XV", "XX"} & set(st["corps"])
    assert st["pool"] == {k: pool[k] + on_cards[k] for k in pool}
    assert st["players"]["Patton"]["trucks"] == 0 and "B13" in st["discards"]["B"]
    assert st["turn"]["role"] != "Patton" and st["control"]["Vitry"] == "B"
    # his markers are held for good: nobody counter-attacks them
    assert "Vitry" not in geo.counter_targets(st, "W")
    # the turns go round without him, and he cannot win
    seen = set()
    for _ in range(6):
        role = st["turn"]["role"]
        seen.add(role)
        st = run(g.skip(st, role, RNG), st)
    assert "Patton" not in seen and len(seen) == 2
    st["players"]["Patton"]["medals"], st["medal_pool"] = 9, st["medal_pool"] - 9
    assert "Patton" not in winners(st)
    # the second forfeit leaves one player: he wins
    role = st["turn"]["role"]
    st = run(g.forfeit(st, role, RNG), st)
    assert st["outcome"]["winners"] == [r for r in ("Monty", "Brad") if r != role]


@pytest.mark.parametrize("fn", [g.skip, g.forfeit])
def test_skip_and_forfeit_refuse_when_it_is_not_the_players_turn(fn):
    st = game(3, role="Patton")
    with pytest.raises(RuleError, match="not Brad's turn"):
        fn(st, "Brad", RNG)


def test_forfeit_after_the_last_action_does_not_skip_the_next_player():
    st = game(3, role="Brad")                             # order Monty, Brad, Patton
    st["players"]["Brad"]["commander"] = False
    st["axis_pool"], st["final_round"] = 0, True          # the reaction is a forced pass
    st, _ = play(st, "Brad", "trucks 1")
    set_corps(st, "V", gas=3, food=1)
    stack(st, "W", ["W10"])                               # Black market: a pending choice
    st, _ = play(st, "Brad", "move V Paris-Meaux")
    assert st["turn"]["step"] == "black_market"
    events = g.forfeit(st, "Brad", RNG)
    st = run(events, st)
    assert types(events).count("turn_began") == 1
    assert st["turn"]["role"] == "Patton" and st["turn"]["step"] == "action"
