"""Race to Berlin: a test per reconstructed rule of README.md (the numbers are its
rules'), and the play-by-mail parts (plans, refusals, deadlines, hidden values)."""
import json

import pytest

from pbem.games import RuleError
from pbem.games import berlin as g
from pbem.games.berlin import board, supply
from tests.berlin_kit import (Dice, action_phase, clear, combat, new_game, of_type,
                              place_units, play, put_block)
from tests.fuzz import onward


def _result(events):
    return of_type(events, "result")[0]


def test_2_1_a_german_force_is_commanded_by_the_opponent_of_the_army_it_faces():
    s = new_game()
    assert board.COMMANDER == {"S": "Soviets", "W": "West", "GW": "Soviets", "GE": "West"}
    s = action_phase(s, "Soviets")
    put_block(s, "Soviets", "13", 4)           # the Eifel's GW: the Soviet player's
    attacks = [c for c in g.legal(s, "Soviets") if c["action"] == "attack"]
    assert attacks and {c["to"] for c in attacks} <= {"7", "12", "18"}   # Western areas


def test_2_3_the_allies_never_attack_each_other():
    s = action_phase(new_game())
    s["control"]["34"] = s["control"]["33"] = s["control"]["25"] = "W"   # a Western island
    put_block(s, "Soviets", "26", 5)
    assert not {c["to"] for c in g.legal(s, "Soviets") if c["action"] == "attack"} & {"25", "34"}


def test_2_4_the_bars_follow_the_front_and_lacking_ones_cost_cubes():
    s = action_phase(new_game())
    assert len(supply.front(s, "S")) == 11 and len(supply.front(s, "W")) == 10
    s["missing"]["Soviets"] = 0
    put_block(s, "Soviets", "35", 5)
    # a front two borders longer than the bars: stretch it by hand, then win
    base = len(supply.front(s, "S"))
    board_bars = board.BARS
    try:
        board.BARS = base        # the front before the attack uses every bar
        s, ev = combat(s, "Soviets", "attack 35 34 3BF", [6, 6, 1, 1])
    finally:
        board.BARS = board_bars
    grown = len(supply.front(s, "S")) - base
    assert grown > 0
    assert of_type(ev, "cubes_lost")[0]["n"] == grown
    assert s["cubes"]["Soviets"]["lost"] == grown and s["missing"]["Soviets"] == grown


def test_2_5_an_area_holds_3_units_of_a_force_so_only_3_advance():
    from pbem.games.berlin.pieces import room
    s = new_game()
    place_units(s, "35", "1BF")
    assert not room(s, "S", "35")                 # 3BF, 2BF, 1BF


def test_2_6_a_unit_that_loses_its_last_level_is_eliminated():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 3)
    s, ev = combat(s, "Soviets", "attack 35 34 3BF", [6, 6, 1, 1])
    assert s["units"]["GE-9"]["strength"] == 1 and s["units"]["GE-9"]["area"] != "34"
    s = action_phase(new_game())
    s["units"]["GE-9"]["strength"] = 1
    put_block(s, "Soviets", "35", 3)
    s, ev = combat(s, "Soviets", "attack 35 34 3BF", [6, 6, 1, 1])
    assert s["units"]["GE-9"] == {"force": "GE", "strength": 0, "area": None}


def test_2_7_a_fortification_adds_2_and_falls_with_its_area():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 3)
    s, ev = combat(s, "Soviets", "attack 35 42 3BF", [6, 6, 1, 1])    # Koenigsberg, fort
    assert _result(ev)["defence"] == 2 + 2 + 2            # GE-3PZ 2 + fort 2 + dice 2
    assert s["control"]["42"] == "S" and "42" not in s["forts"]


def test_4_1_1_the_soviets_are_first_in_stage_i_then_fewer_tokens_first():
    s = new_game()
    assert s["stage"] == 1 and s["first"] == "Soviets"
    s = action_phase(s)
    s["victory"]["Soviets"] = ["5"]
    s["control"]["5"] = "S"
    clear(s, "5")
    put_block(s, "Soviets", "35", 3)
    s, _ = play(s, "Soviets", "remove 35")
    s, _ = play(s, "Soviets", "done")
    s, _ = play(s, "West", "done")
    s, _ = play(s, "West", "deploy 34")
    assert s["stage"] == 2 and s["first"] == "West"


def test_4_1_1_on_a_tie_the_second_player_goes_first():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 3)
    s, _ = play(s, "Soviets", "remove 35")
    s, _ = play(s, "Soviets", "done")
    s, _ = play(s, "West", "done")
    s, _ = play(s, "West", "deploy 34")
    assert s["first"] == "West"


def test_4_1_3_three_blocks_each_alternately_where_a_unit_of_its_force_stands():
    s = new_game()
    areas = {c["area"] for c in g.legal(s, "Soviets") if c["action"] == "place"}
    assert "35" in areas and "13" in areas            # his army, his Germans (GW)
    assert "34" not in areas and "18" not in areas    # the West's Germans, the West
    assert "3" not in areas                           # German but empty
    for role, text in (("Soviets", "place 5 35"), ("West", "place 5 18"),
                       ("Soviets", "place 4 26"), ("West", "pass"),
                       ("Soviets", "place 3 17")):
        assert s["turn"]["role"] == role
        s, _ = play(s, role, text)
    assert s["phase"] == "action" and s["turn"] == {"role": "Soviets", "step": "act"}


def test_4_1_3_one_block_an_area():
    s = new_game()
    s, _ = play(s, "Soviets", "place 5 35")
    s, _ = play(s, "West", "place 5 18")
    assert not any(c.get("area") == "35" for c in g.legal(s, "Soviets") if c["action"] == "place")


def test_4_2_1_1_the_defender_supports_from_the_target_first_else_next_door():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "34", 3)
    put_block(s, "West", "41", 4)
    s, _ = play(s, "Soviets", "attack 35 34 3BF")
    assert [c.get("area") for c in onward(g.legal(s, "West"))] == ["34", None]
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "41", 4)
    s, _ = play(s, "Soviets", "attack 35 34 3BF")
    assert [c.get("area") for c in onward(g.legal(s, "West"))] == ["41", None]


def test_4_2_1_1_the_blocks_used_are_revealed_and_counted():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "41", 4)
    s, ev = combat(s, "Soviets", "attack 35 34 3BF 2BF x2", [3, 3, 3, 3],
                   {"support": "support 41"})
    assert of_type(ev, "revealed")[0]["blocks"] == [
        {"role": "Soviets", "area": "35", "value": 5}, {"role": "West", "area": "41", "value": 4}]
    assert (_result(ev)["attack"], _result(ev)["defence"]) == (8 + 10 + 6, 2 + 4 + 6)


def test_4_2_1_1_a_tie_goes_to_the_defender_and_the_attackers_strongest_loses():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 2)
    s["units"]["2BF"]["strength"] = 3
    s, ev = combat(s, "Soviets", "attack 35 34 3BF 2BF", [1, 1, 6, 6])  # 4+3+2+2 = 11
    assert _result(ev) == {"type": "result", "winner": "defence", "attack": 11, "defence": 14}
    assert of_type(ev, "level") == [{"type": "level", "unit": "3BF", "strength": 3}]
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 2)
    s, ev = combat(s, "Soviets", "attack 35 34 3BF", [4, 4, 6, 6])      # 14 to 14: tie
    assert _result(ev)["winner"] == "defence" and s["control"]["34"] == "G"


def test_4_2_1_1_the_defenders_retreat_and_all_surviving_attackers_advance():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    s, ev = combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1])
    # GE-4 (3 -> 2) and GE-2 retreat to German neighbours of 41: 33, 40, 42
    tos = {e["unit"]: e["to"] for e in of_type(ev, "retreated")}
    assert set(tos) == {"GE-4", "GE-2"} and set(tos.values()) <= {"33", "40", "42"}
    assert of_type(ev, "advanced")[0]["units"] == ["3BF", "2BF"]
    assert s["control"]["41"] == "S" and s["units"]["3BF"]["area"] == "41"


def test_4_2_1_1_a_unit_that_cannot_retreat_is_eliminated():
    s = action_phase(new_game())
    for a in ("33", "34", "40", "42"):
        s["control"][a] = "S"
    clear(s, "33", "34", "40", "42")
    put_block(s, "Soviets", "35", 5)
    s, ev = combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1])
    assert {e["to"] for e in of_type(ev, "retreated")} == {None}
    assert s["units"]["GE-2"]["area"] is None


def test_4_2_1_2_a_block_that_left_the_board_waits_for_the_next_stage():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    put_block(s, "Soviets", "26", 5)
    s, _ = play(s, "Soviets", "remove 35")
    s = action_phase(s)
    assert not any(c["action"] == "place" and c["value"] == 5 for c in g.legal(s, "Soviets"))


def test_4_2_2_a_player_with_no_action_lets_the_other_act_again():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    for b in s["blocks"]["West"]:
        b["spent"] = True                  # the West has nothing to place or remove
    s, _ = combat(s, "Soviets", "attack 35 34 3BF", [6, 6, 1, 1])
    assert s["turn"] == {"role": "Soviets", "step": "act"}


def test_4_2_5_1_the_token_mix():
    s = new_game()
    mix = sorted((t["force"], t["kind"]) for t in s["tokens"]["West"])
    assert mix == sorted([("W", "logistics"), ("W", "logistics"), ("W", "support"),
                          ("W", "reserves"), ("GE", "support"), ("GE", "counterattack"),
                          ("GE", "counterattack"), ("GE", "reserves")])


def test_4_2_5_1_germans_have_no_logistics():
    s = action_phase(new_game(), "West")
    put_block(s, "West", "34", 4)
    s, _ = play(s, "West", "attack 34 26 GE-9")
    assert [c["play"] for c in onward(g.legal(s, "West"))] == [[], ["support"]]


def test_4_4_2_a_german_pocket_goes_to_the_army_next_to_it():
    s = new_game()
    for a in ("40", "41"):
        s["control"][a] = "S"
    s["control"]["42"] = "G"
    pockets = supply.pockets(s)
    assert pockets == [("G", ["42"])]
    assert supply.annexer(s, "G", ["42"], "W") == "S"      # the West is nowhere near


def test_4_4_8_the_base_penalty_once_a_stage_however_many_areas():
    s = action_phase(new_game())
    for a in ("26", "17"):
        s["control"][a] = "G"
    clear(s, "26", "17")
    place_units(s, "26", "GE-4PZ")
    place_units(s, "17", "GE-17")
    s["overrun"] = ["26", "17"]
    put_block(s, "Soviets", "35", 3)
    s, ev = play(s, "Soviets", "remove 35")
    assert s["cubes"]["Soviets"]["lost"] == 5


def test_4_4_8_only_germans_who_advanced_onto_a_base_cost_cubes():
    """Reading 21 (PL "w wyniku pościgu po walce"): Germans on a base area that they did
    not reach by advancing after combat (the area annexed, then entered) cost nothing."""
    s = action_phase(new_game())
    s["control"]["26"] = "G"
    clear(s, "26")
    place_units(s, "26", "GE-4PZ")
    put_block(s, "Soviets", "35", 3)
    s, ev = play(s, "Soviets", "remove 35")
    assert s["cubes"]["Soviets"]["lost"] == 0


# ---------------------------------------------------------------- 6 playing it on pbem

def test_6_1_notation_round_trips_every_legal_command_of_a_game():
    s = new_game()
    import random
    rnd = random.Random(3)
    for n in range(400):
        if g.outcome(s):
            break
        role = g.active(s)[0]
        legal = g.legal(s, role)
        for c in legal:
            assert g.parse(g.format(c)) == c
        dice = Dice(*[rnd.randint(1, 6) for _ in range(8)])
        s, _ = play(s, role, g.format(rnd.choice(onward(legal))), dice)


def test_6_1_areas_by_name_and_units_in_any_order():
    assert g.parse("attack narew WARSAW 2bf 3BF") == g.parse("attack 35 34 3BF 2BF")


def test_6_2_a_plan_answers_the_attackers_later_steps():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "41", 4)
    s, ev = play(s, "Soviets", "attack 35 34 3BF tokens support reroll 5")
    assert s["turn"] == {"role": "West", "step": "support"}
    s, ev = play(s, "West", "support 41", Dice(2, 2, 6, 6, 6, 5))
    assert of_type(ev, "tokens")[0]["play"] == ["support"]
    assert of_type(ev, "rerolled")[0]["roll"] == [6, 5]          # 4 <= 5: rerolled
    assert s["turn"] == {"role": "West", "step": "reroll"}       # the defender's own


def test_6_2_a_plan_is_checked_when_the_attack_is_declared():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    with pytest.raises(RuleError, match="2 cubes"):
        g.decide(s, "Soviets", g.parse("attack 35 34 3BF x2 tokens logistics"), Dice())
    for t in s["tokens"]["Soviets"]:
        t["used"] = True
    with pytest.raises(RuleError, match="Reserves"):
        g.decide(s, "Soviets", g.parse("attack 35 34 3BF reroll 5"), Dice())


def test_6_2_the_plan_is_the_attackers_own():
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "41", 4)
    s, ev = play(s, "Soviets", "attack 35 34 3BF tokens support reroll 5")
    attack = of_type(ev, "attack")[0]
    assert "plan" not in g.event_view(attack, "West") and "plan" not in g.event_view(attack, None)
    assert g.event_view(attack, "Soviets")["plan"] == {"tokens": ["support"], "reroll": 5}
    assert "plan" not in g.view(s, "West")["combat"] and "plan" in g.view(s, "Soviets")["combat"]


@pytest.mark.parametrize("text, words", [
    ("attack 35 34 3BF x2", None),
    ("attack 26 34 1BF", "none of yours in 26"),
    ("attack 35 33 3BF", "does not border"),
    ("attack 35 34 1BF", "units of the block's force in 35"),
    ("place 5 35", "you have a block in 35"),
    ("pass", "now is the act step"),
    ("remove 26", "no block of yours"),
])
def test_6_a_refused_command_says_why(text, words):
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    if words is None:
        play(s, "Soviets", text)
        return
    with pytest.raises(RuleError, match=words):
        g.decide(s, "Soviets", g.parse(text), Dice())


def test_6_3_the_default_spends_nothing_and_a_skip_passes_the_action():
    s = action_phase(new_game())
    assert g.default_command(s, "Soviets") is None
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "18", 5)
    events = g.skip(s, "Soviets", Dice())
    for e in events:
        s = g.apply(s, e)
    assert s["turn"] == {"role": "West", "step": "act"}
    s = action_phase(s, "Soviets")
    s, _ = play(s, "Soviets", "attack 35 34 3BF")
    assert g.default_command(s, "Soviets") == {"action": "tokens", "play": []}


def test_6_3_a_forfeit_gives_the_other_player_the_game():
    s = new_game()
    for e in g.forfeit(s, "West", Dice()):
        s = g.apply(s, e)
    assert g.outcome(s)["winners"] == ["Soviets"]


def test_6_4_a_face_down_block_is_its_owners_secret():
    s = new_game()
    s, ev = play(s, "Soviets", "place 5 35")
    placed = of_type(ev, "placed")[0]
    assert g.event_view(placed, "West")["value"] is None
    assert g.event_view(placed, None)["value"] is None
    assert g.event_view(placed, "Soviets")["value"] == 5
    for role in ("West", None):
        v = g.view(s, role)
        assert v["areas"]["35"]["blocks"][0]["value"] is None
        assert "pool_values" not in v["players"]["Soviets"]
        assert "?" in g.render_text(v) or "5" not in json.dumps(v["areas"]["35"]["blocks"])
    assert g.view(s, "Soviets")["areas"]["35"]["blocks"][0]["value"] == 5
