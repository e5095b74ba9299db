"""Race to Berlin, part 3 of the rules (seed 003): a test per rule, each quoting it (the
English half; README.md gives the reading where the Polish differs)."""
import pytest

from pbem.games import berlin as g
from pbem.games import rulesets
from pbem.games.berlin import board
from tests.berlin_kit import (Dice, action_phase, clear, combat, hold, new_game, of_type,
                              place_units, play, put_block)
from tests.fuzz import onward


def _narew_attack(block=3):
    """Soviets in 35 Narew (3BF, 2BF at 4) with a block against 34 Warsaw (GE-9 at 2)."""
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", block)
    return s


def _result(events):
    return of_type(events, "result")[0]


# ---------------------------------------------------------------- special tokens

def test_each_player_has_8_special_tokens_each_assigned_to_a_force():
    """"In each game turn, each player has 8 special tokens available for use during
    combat. Each special token is assigned to a specific force.\""""
    s = new_game()
    for role in board.ROLES:
        tokens = s["tokens"][role]
        assert len(tokens) == 8
        assert {t["force"] for t in tokens} == {board.ARMY[role], board.GERMANS[role]}


def test_a_token_used_is_face_down_until_the_next_game_turn():
    """"After use, a token is turned face down and cannot be used again during this game
    turn." / "After Strategic Movement, turn all special tokens face up\""""
    s = _narew_attack()
    s, ev = combat(s, "Soviets", "attack 35 34 3BF", [1, 1, 1, 1],
                   {"tokens": "tokens support"})
    assert [t["used"] for t in s["tokens"]["Soviets"]
            if t["kind"] == "support" and t["force"] == "S"] == [True]
    s = action_phase(s)
    put_block(s, "Soviets", "26", 4)
    s, _ = play(s, "Soviets", "attack 26 25 1BF")
    assert s["turn"]["step"] == "tokens"
    assert ["support"] not in [c["play"] for c in onward(g.legal(s, "Soviets"))]
    # the next stage turns them face up
    s2 = g.apply(s, {"type": "stage", "stage": 2, "first": "West"})
    assert not any(t["used"] for t in s2["tokens"]["Soviets"])


def test_logistics_doubles_the_block_without_another_cube():
    """"Logistics ... doubles the value of the attacker's logistics block." PL: "bez
    dodawania kolejnej kostki akcji" (without adding another action cube)."""
    s = _narew_attack(block=3)
    s, ev = combat(s, "Soviets", "attack 35 34 3BF", [1, 1, 1, 1],
                   {"tokens": "tokens logistics"})
    # 3BF 4 + block 3 x 2 + dice 2 = 12; GE-9 2 + dice 2 = 4
    assert (_result(ev)["attack"], _result(ev)["defence"]) == (12, 4)
    assert s["cubes"]["Soviets"]["pool"] == board.CUBES - 1


def test_logistics_may_be_played_when_this_combat_just_exhausted_the_block():
    """"It can be played even if the logistics block is exhausted from having received
    its final action cube." PL: just filled by this combat action."""
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 2, cubes=1, revealed=True)
    s, _ = play(s, "Soviets", "attack 35 34 3BF")
    assert {"action": "tokens", "play": ["logistics"]} in g.legal(s, "Soviets")


def test_logistics_cannot_be_played_with_two_cubes():
    """"This token cannot be played if the block was already doubled from playing 2
    action cubes." PL: not when two cubes are spent at once."""
    s = _narew_attack(block=4)
    s, _ = play(s, "Soviets", "attack 35 34 3BF x2")
    plays = [c["play"] for c in onward(g.legal(s, "Soviets"))]
    assert ["logistics"] not in plays and ["support"] in plays


@pytest.mark.parametrize("cubes, tokens, bonus", [
    (1, "tokens support", 1), (2, "tokens support", 2), (1, "tokens logistics support", 2)])
def test_support_adds_1_or_2_to_a_soviet_or_western_attack(cubes, tokens, bonus):
    """"It adds +1 to the attack strength of the West or the Soviets if they are attacking
    with 1 action cube. It adds +2 ... if they are doubled from using 2 action cubes or
    using the Logistics token.\""""
    s = _narew_attack(block=4)
    x = " x2" if cubes == 2 else ""
    s, ev = combat(s, "Soviets", f"attack 35 34 3BF{x}", [1, 1, 1, 1], {"tokens": tokens})
    assert of_type(ev, "tokens")[0]["bonus"] == bonus
    doubled = cubes == 2 or "logistics" in tokens
    assert _result(ev)["attack"] == 4 + 4 * (2 if doubled else 1) + bonus + 2


def test_support_always_adds_1_to_a_german_attack():
    """"It always adds +1 to the attack strength of Germans." (2 cubes or not)"""
    s = action_phase(new_game(), "West")
    put_block(s, "West", "34", 4)          # GE-9 in Warsaw, the West's Germans
    s, ev = combat(s, "West", "attack 34 26 GE-9 x2", [1, 1, 1, 1],
                   {"tokens": "tokens support"})
    assert of_type(ev, "tokens")[0]["bonus"] == 1
    assert _result(ev)["attack"] == 2 + 8 + 1 + 2


def _counter_position():
    """The Soviets attack 41 Allenstein (GE-4 3, GE-2 2), the West supports from there."""
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "41", 3)
    return s


def test_counterattack_cancels_the_retreat_but_not_the_loss_and_costs_a_cube_and_a_level():
    """"Counterattack ... cancels the normally required retreat. (It does not cancel the
    strength loss to German units.) ... The defender must add another action cube to this
    defending logistics block. ... Defending unit takes additional loss of strength.\""""
    s = _counter_position()
    s, ev = combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1],
                   {"support": "support 41", "counter": "counterattack"})
    assert _result(ev)["winner"] == "attack"
    assert of_type(ev, "counterattack") and not of_type(ev, "retreated")
    assert s["control"]["41"] == "G"
    assert s["units"]["GE-4"]["area"] == "41"
    assert [(e["unit"], e["strength"]) for e in of_type(ev, "level")] == [("GE-4", 2), ("GE-4", 1)]
    block = next(b for b in s["blocks"]["West"] if b["area"] == "41")
    assert block["cubes"] == 2
    assert not of_type(ev, "advanced")


def test_counterattack_needs_german_strength_2_in_the_attacked_area():
    """"only by the defender after losing a combat in which the defender's German units
    have at least 2 strength points collectively" (PL: in the attacked area)."""
    s = _counter_position()
    s["units"]["GE-4"]["area"] = None
    s["units"]["GE-2"]["strength"] = 1
    s, ev = play(s, "Soviets", "attack 35 41 3BF")
    s, ev = play(s, "West", "support 41")
    s, ev = play(s, "Soviets", "tokens none", Dice(6, 6, 1, 1))
    s, ev = play(s, "Soviets", "keep")
    assert s["turn"]["step"] == "reroll"       # the West's Reserves, then no Counterattack
    s, ev = play(s, "West", "keep")
    assert _result(ev)["winner"] == "attack" and s["control"]["41"] == "S"


def test_counterattack_needs_a_supporting_block_that_can_take_a_cube():
    """"The defender may play Counterattack only if there was a supporting logistics block
    which is still active." PL: if the cube cannot be added, the counterattack does not
    take place (and the token stays unused)."""
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "41", 2, cubes=1, revealed=True)   # the support cube fills it
    s, ev = combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1],
                   {"support": "support 41"})
    assert not of_type(ev, "counterattack") and of_type(ev, "retreated")
    assert not any(t["used"] for t in s["tokens"]["West"] if t["kind"] == "counterattack")
    s = _counter_position()
    s, ev = combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1])   # no support
    assert of_type(ev, "retreated")


def test_counterattack_needs_a_cube_in_the_defenders_pool():
    """"(If the defender has no action cubes left, this token cannot be played.)\""""
    s = _counter_position()
    s["cubes"]["West"]["pool"] = 1                 # the support takes the last one
    s, ev = combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1],
                   {"support": "support 41"})
    assert not of_type(ev, "counterattack") and of_type(ev, "retreated")


def test_reserves_reroll_both_dice_attacker_first_only_his_own():
    """"Reserves – can be played to reroll a combat dice roll. ... The attacker decides
    first whether to reroll. A player's reroll applies only to that player's own forces";
    PL: with both dice."""
    s = _narew_attack()
    s, ev = play(s, "Soviets", "attack 35 34 3BF")
    s, ev = play(s, "Soviets", "tokens none", Dice(1, 1, 6, 6))
    assert s["turn"] == {"role": "Soviets", "step": "reroll"}
    s, ev = play(s, "Soviets", "reroll", Dice(5, 6))
    assert s["combat"]["dice"] == {"attack": [5, 6], "defence": [6, 6]}
    assert s["turn"] == {"role": "West", "step": "reroll"}
    s, ev = play(s, "West", "keep")
    assert _result(ev)["attack"] == 4 + 3 + 11


# ---------------------------------------------------------------- 4.2.1.3 remove a block

def test_removing_a_block_returns_its_cubes_for_immediate_reuse():
    """"This action allows the player to remove their own active or exhausted logistics
    block. Action cubes from the block's area return to the owner's pool and are available
    for immediate reuse.\""""
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 3, cubes=3, revealed=True)
    put_block(s, "Soviets", "26", 4)
    pool = s["cubes"]["Soviets"]["pool"]
    s, _ = play(s, "Soviets", "remove 35")
    assert s["cubes"]["Soviets"]["pool"] == pool + 3 and s["phase"] == "action"


def test_removing_the_last_block_ends_the_action_phase():
    """"When either player removes their last logistics block, the action phase ends.\""""
    s = action_phase(new_game())
    put_block(s, "Soviets", "35", 3)
    put_block(s, "West", "18", 3)
    s, ev = play(s, "Soviets", "remove 35")
    assert s["phase"] == "strategic"
    assert all(b["area"] is None for r in board.ROLES for b in s["blocks"][r])


# ---------------------------------------------------------------- 4.3 strategic movement

def _strategic(s):
    s = action_phase(s)
    put_block(s, "Soviets", "35", 3)
    s, _ = play(s, "Soviets", "remove 35")
    return s


def test_strategic_movement_one_army_and_one_german_unit_through_friendly_areas():
    """"each player may make a strategic move with 1 of their side's units and 1 of their
    German units. A strategic move can go through any number of adjacent friendly areas.
    ... The first player in this phase is the same as in the Logistics Phase\""""
    s = _strategic(new_game())
    assert s["turn"] == {"role": "Soviets", "step": "strategic"}
    legal = g.legal(s, "Soviets")
    # GW units move through German areas only: Saar -> Nuremberg (via Stuttgart)
    assert {"action": "move", "unit": "GW-1", "to": "9"} in legal
    assert not any(c.get("unit") == "GE-9" for c in legal)        # the West's Germans
    assert {"action": "move", "unit": "3BF", "to": "6"} in legal     # 35-26-17-11-6, Soviet
    assert not any(c.get("unit") == "3BF" and c["to"] == "34" for c in legal)   # German
    s, _ = play(s, "Soviets", "move GW-1 9")
    assert all(board.UNITS[c["unit"]]["force"] == "S"
               for c in g.legal(s, "Soviets") if c["action"] == "move")
    s, _ = play(s, "Soviets", "move 3BF 26")
    assert s["turn"] == {"role": "West", "step": "strategic"}


def test_6th_ss_panzer_army_goes_east_at_the_same_strength_after_stage_i():
    """"after the first game turn's Strategic Movement Phase, remove the German 6th SS
    Panzer Army from the Western Front. Then, the Western player places the second (Eastern
    Front) 6th SS Panzer Army token onto any area adjacent to the Eastern Front line. The
    newly placed unit must have the same strength level\""""
    s = new_game()
    s["units"]["GW-6SS"]["strength"] = 3
    s = _strategic(s)
    s, _ = play(s, "Soviets", "done")
    s, _ = play(s, "West", "done")
    assert s["units"]["GW-6SS"]["area"] is None
    assert s["turn"] == {"role": "West", "step": "deploy"}
    areas = [c["area"] for c in onward(g.legal(s, "West"))]
    assert "34" in areas and "13" not in areas and "B1" not in areas
    s, _ = play(s, "West", "deploy 34")
    assert s["units"]["GE-6SS"] == {"force": "GE", "strength": 3, "area": "34"}
    assert s["stage"] == 2


def test_6th_ss_panzer_army_destroyed_in_the_west_does_not_come_east():
    """"If the 6th SS Panzer Army was already destroyed, then ignore this procedure.\""""
    s = new_game()
    s["units"]["GW-6SS"].update(area=None, strength=0)
    s = _strategic(s)
    s, _ = play(s, "Soviets", "done")
    s, _ = play(s, "West", "done")
    assert s["stage"] == 2 and s["units"]["GE-6SS"]["area"] is None


# ---------------------------------------------------------------- 4.4 supply

def test_an_area_cut_off_by_combat_is_annexed_and_its_units_and_forts_eliminated():
    """"If as a result of combat and front line shifts an area becomes cut off from
    supply, then the isolated area is immediately annexed by the force which cut off its
    supply line. All units and fortifications there are eliminated from the game" (its
    exhausted blocks too, by the Polish: test_exhausted_blocks_in_an_annexed_area_...).\""""
    s = action_phase(new_game())
    # Koenigsberg (42, fort, GE-3PZ) is reached only through 35 (Soviet), 40 and 41:
    # the Soviets hold 40 Danzig already; taking 41 Allenstein cuts it off
    s["control"]["40"] = "S"
    clear(s, "40")
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "42", 2, cubes=2, revealed=True)      # exhausted
    s["cubes"]["West"]["pool"] += 0
    s, ev = combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1])
    assert s["control"]["41"] == "S" and s["control"]["42"] == "S"
    assert s["units"]["GE-3PZ"]["area"] is None and "42" not in s["forts"]
    assert any(e["type"] == "removed" and e["area"] == "42" and e["why"] == "cut off" for e in ev)
    assert s["cubes"]["West"]["pool"] == board.CUBES     # the block's 2 cubes are back


def test_german_eagle_areas_supply_every_german_area():
    """"Germany: the victory point areas (with eagles): regardless of whether they are
    western or eastern, they supply all German units.\""""
    from pbem.games.berlin import supply
    s = new_game()
    assert supply.supplied(s, "G") == {a for a in board.ORDER if s["control"][a] == "G"}
    for a in board.ORDER:                     # no German eagle left: nothing supplied
        if board.eagle(a):
            s["control"][a] = "S"
    assert supply.supplied(s, "G") == set()


def test_an_active_block_delays_the_annexation_until_it_is_exhausted():
    """"An active logistics block in an unsupplied area delays this annexation and piece
    elimination. Annexation and unit elimination occur in an unsupplied area when there is
    no longer an active logistics block\""""
    s = action_phase(new_game())
    s["control"]["40"] = "S"
    clear(s, "40")
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "42", 3)                 # active
    s, ev = combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1])
    assert s["control"]["42"] == "G" and s["units"]["GE-3PZ"]["area"] == "42"
    # it is cut off: it may attack only toward the nearest supplied German area
    s = action_phase(s, "West")
    s, ev = combat(s, "West", "attack 42 35 GE-3PZ x2", [1, 1, 6, 6])   # exhausts nothing (3)
    s = action_phase(s, "West")
    s["blocks"]["West"][[b["area"] for b in s["blocks"]["West"]].index("42")]["cubes"] = 2
    s, ev = combat(s, "West", "attack 42 35 GE-3PZ", [1, 1, 6, 6])      # the third cube
    assert s["control"]["42"] == "S" and s["units"]["GE-3PZ"]["area"] is None


def test_cut_off_units_attack_only_toward_the_nearest_supplied_friendly_area():
    """"Unsupplied areas with an active logistics block may try to restore a supply line by
    attacking only in the direction of the nearest friendly supplied area.\""""
    from pbem.games.berlin import combat as c
    s = new_game()
    for a in ("40", "41", "33", "34"):     # a Soviet ring around Koenigsberg's neighbours
        s["control"][a] = "S"
    clear(s, "40", "41", "33", "34")
    put_block(s, "West", "42", 3)
    # 42 borders 35, 40, 41 (all Soviet); the nearest supplied German area is 32 (via 40)
    assert c.targets(s, "West", "42", "GE") == ["40"]


def test_the_delayed_annexation_happens_at_the_end_of_the_action_phase():
    """"Unsupplied areas which still have an active logistics block must suffer annexation
    and piece elimination at the end of the actions phase.\""""
    s = action_phase(new_game())
    s["control"]["40"] = "S"
    s["control"]["41"] = "S"
    clear(s, "40", "41")
    put_block(s, "West", "42", 3)
    put_block(s, "Soviets", "35", 3)
    s, _ = play(s, "Soviets", "remove 35")
    assert s["control"]["42"] == "S" and s["units"]["GE-3PZ"]["area"] is None


def test_germans_on_an_allied_supply_base_at_the_end_of_the_stage_cost_5_cubes_for_good():
    """"If any German units occupy a Western or Soviet supply base at the end of a game
    turn, then the supply base's owner permanently loses 5 action cubes from their pool.\""""
    s = action_phase(new_game(), "West")
    put_block(s, "West", "25", 5)
    put_block(s, "Soviets", "35", 3)
    s, ev = combat(s, "West", "attack 25 26 GE-4PZ x2", [6, 6, 1, 1])   # the advance
    assert s["control"]["26"] == "G" and s["units"]["GE-4PZ"]["area"] == "26"
    s, ev = play(s, "Soviets", "remove 35")
    assert s["cubes"]["Soviets"]["lost"] == 5 and s["cubes"]["West"]["lost"] == 0
    s2 = g.apply(s, {"type": "stage", "stage": 2, "first": "West"})
    assert s2["cubes"]["Soviets"]["pool"] == board.CUBES - 5


# ---------------------------------------------------------------- 4.5 Berlin

def _at_berlin():
    """The Soviets hold 32 Kuestrin (supplied by 33, 34), the West 31 Potsdam (supplied by
    30, 29, 20, 28), each with units and a block."""
    s = action_phase(new_game())
    for a in ("32", "33", "34"):
        s["control"][a] = "S"
    for a in ("31", "30", "29", "20", "28"):
        s["control"][a] = "W"
    clear(s, "33", "34", "20", "28")
    place_units(s, "31", "US9", "BR2")
    place_units(s, "32", "1BF", "2BF")
    put_block(s, "Soviets", "32", 5)
    put_block(s, "West", "31", 5)
    return s


def test_berlin_sub_areas_border_each_other_and_31_and_32():
    """"All 5 of these sub-areas are considered adjacent to each other ... and all 5
    Berlin sub-areas are equally adjacent to the areas 31 and 32\""""
    for b in board.BERLIN:
        assert board.ADJ[b] == set(board.BERLIN) - {b} | {"31", "32"}


def test_each_army_enters_berlin_only_by_its_own_sub_areas():
    """"Western units ... may advance only to the western Berlin areas B4 and B5 ... They
    may attack the center B1 only from B4 and B5. Similarly, Soviet units ... into the
    eastern Berlin areas B2 and B3 ... Soviet units may never enter or attack B4 or B5, and
    Western units may never enter or attack B2 or B3." (PL: the Soviets attack from outside
    only B2, B3.)"""
    s = _at_berlin()
    soviet = {c["to"] for c in g.legal(s, "Soviets") if c["action"] == "attack"}
    assert {"B2", "B3"} <= soviet and not soviet & {"B1", "B4", "B5"}
    s = action_phase(s, "West")
    west = {c["to"] for c in g.legal(s, "West") if c["action"] == "attack" and c["from"] == "31"}
    assert {"B4", "B5"} <= west and not west & {"B1", "B2", "B3"}


def test_berlin_holds_at_most_3_units_of_a_force():
    """"Berlin as a whole has a limit of 3 units for each force\""""
    from pbem.games.berlin.pieces import room
    s = _at_berlin()
    s["control"]["B2"] = s["control"]["B3"] = "S"
    place_units(s, "B2", "1BF", "2BF")
    place_units(s, "B3", "1UF")
    assert not room(s, "S", "B2") and not room(s, "S", "B3")


def test_b1_germans_defend_an_outer_sub_area_and_stay_in_b1():
    """"If Western or Soviet units attack into any of the 4 outer Berlin areas, the German
    units from B1 automatically defend as if they were in the target area, and they remain
    in B1 regardless of the attack result.\""""
    s = _at_berlin()
    s, ev = combat(s, "Soviets", "attack 32 B2 1BF 2BF", [6, 6, 1, 1])
    assert of_type(ev, "attack")[0]["defenders"] == ["GE-BER"]
    assert of_type(ev, "level")[0]["unit"] == "GE-BER"
    assert s["units"]["GE-BER"]["area"] == "B1" and s["control"]["B2"] == "S"
    assert set(of_type(ev, "advanced")[0]["units"]) == {"1BF", "2BF"}


def test_german_units_in_berlin_stand_only_in_b1_and_win_back_without_advancing():
    """"German units in Berlin ... can exist only in B1 ... If they win an attack against
    B2, B3, B4 or B5, then the area is annexed back to Germany as usual, but the German
    units stay in B1 without advancing.\""""
    s = _at_berlin()
    s["control"]["B2"] = "S"
    place_units(s, "B2", "1BF")
    s["units"]["1BF"]["strength"] = 1
    s = action_phase(s, "West")
    put_block(s, "West", "B1", 4)
    s, ev = combat(s, "West", "attack B1 B2 GE-BER", [6, 6, 1, 1])
    assert s["control"]["B2"] == "G" and s["units"]["GE-BER"]["area"] == "B1"
    assert not of_type(ev, "advanced")


def test_b1_may_hold_two_blocks_one_for_each_german_front():
    """"B1 may exceptionally have 2 logistics blocks: one West German belonging to the
    Soviet player) and one East German (belonging to the Western player).\""""
    s = _at_berlin()
    place_units(s, "B1", "GW-H")
    s["phase"] = "action"
    assert {"action": "place", "value": 2, "area": "B1"} in g.legal(s, "Soviets")
    put_block(s, "Soviets", "B1", 2)
    s = action_phase(s, "West")
    assert {"action": "place", "value": 2, "area": "B1"} in g.legal(s, "West")
    # elsewhere one block an area
    place_units(s, "34", "GW-G")
    put_block(s, "West", "34", 3)
    s = action_phase(s, "Soviets")
    assert not any(c.get("area") == "34" for c in g.legal(s, "Soviets") if c["action"] == "place")


def test_only_the_block_of_the_player_controlling_the_germans_in_the_battle_is_used():
    """"If B1 has 2 logistics blocks, then only the one belonging to the player
    controlling the Germans during the battle is used.\""""
    s = _at_berlin()
    place_units(s, "B1", "GW-H")
    put_block(s, "West", "B1", 4)
    put_block(s, "Soviets", "B1", 3)
    s, ev = play(s, "Soviets", "attack 32 B2 1BF")
    assert s["turn"] == {"role": "West", "step": "support"}
    assert [c.get("area") for c in onward(g.legal(s, "West"))] == ["B1", None]


def test_a_german_block_in_b1_supports_31_or_32_without_a_block_of_their_own():
    """"A German logistics block in B1 could be used to help defend German units in either
    adjacent area 31 or 32 if those units have no logistics block with them\""""
    s = action_phase(new_game())
    s["control"]["33"] = s["control"]["34"] = "S"            # 34-26: supplied
    place_units(s, "33", "1BF")
    place_units(s, "32", "GE-9")
    put_block(s, "Soviets", "33", 4)
    put_block(s, "West", "B1", 4)
    s, _ = play(s, "Soviets", "attack 33 32 1BF")
    assert {"action": "support", "area": "B1"} in g.legal(s, "West")
    put_block(s, "West", "32", 2)
    s = action_phase(s, "Soviets")
    s["combat"] = None
    s, _ = play(s, "Soviets", "attack 33 32 1BF")
    assert [c.get("area") for c in onward(g.legal(s, "West"))] == ["32", None]


# ---------------------------------------------------------------- 5 game end

def test_a_soviet_or_western_unit_in_b1_wins_at_once():
    """"When a player occupies B1 with at least one Western or Soviet unit, that player
    immediately wins, regardless of victory points.\""""
    s = _at_berlin()
    s["control"]["B2"] = "S"
    place_units(s, "B2", "1BF")
    clear(s, "B1")
    put_block(s, "Soviets", "B2", 4)
    s, ev = combat(s, "Soviets", "attack B2 B1 1BF", [6, 6, 1, 1])
    assert g.outcome(s)["winners"] == ["Soviets"] and "B1" in g.outcome(s)["reason"]


def test_a_player_who_cannot_pay_a_penalty_loses_at_once():
    """"When a player does not have enough action cubes needed to pay any penalty, that
    player immediately loses, regardless of victory points.\""""
    s = action_phase(new_game())
    hold(s, "26", "G", "GE-4PZ")
    s["overrun"] = ["26"]                   # taken by a German advance this stage
    s["cubes"]["Soviets"]["lost"] = 16
    s["cubes"]["Soviets"]["pool"] = 4
    put_block(s, "Soviets", "35", 3)
    s, _ = play(s, "Soviets", "remove 35")
    assert g.outcome(s)["winners"] == ["West"]


def test_more_victory_points_after_the_third_game_turn_wins_and_a_tie_is_a_draw():
    """"If no automatic victory happens, then after the Action Phase of the third game turn,
    whoever has the most victory points wins. Ties are possible.\""""
    for held, winners in (((["5"], []), ["Soviets"]), (([], []), [])):
        s = action_phase(new_game())
        s["stage"] = 3
        s["victory"] = {"Soviets": held[0], "West": held[1]}
        if held[0]:
            s["control"]["5"] = "S"
            clear(s, "5")
        put_block(s, "Soviets", "35", 3)
        s, _ = play(s, "Soviets", "remove 35")
        assert g.outcome(s)["winners"] == winners


def test_a_victory_point_for_taking_an_eagle_of_ones_colour_by_combat():
    """"The West receives a victory point for advancing into an area with a blue eagle. ...
    The Soviets ... with a red eagle." PL: by combat.\""""
    s = action_phase(new_game())
    put_block(s, "Soviets", "6", 5)
    s, ev = combat(s, "Soviets", "attack 6 5 2UF 3UF", [6, 6, 1, 1])
    assert s["control"]["5"] == "S" and s["victory"]["Soviets"] == ["5"]


def test_an_eagle_of_the_other_colour_gives_no_point():
    """"If one player occupies a goal area of the opponent, then neither player gains a point
    for the area.\""""
    s = action_phase(new_game())
    hold(s, "5", "S", "2UF")
    put_block(s, "Soviets", "5", 5)
    s, ev = combat(s, "Soviets", "attack 5 3 2UF", [6, 6, 1, 1])    # Munich, blue
    assert s["control"]["3"] == "S" and s["victory"] == {"Soviets": [], "West": []}


def test_losing_a_victory_area_loses_its_token():
    """"If a player later loses control of a victory point area, then the player loses the
    victory point marker.\""""
    s = action_phase(new_game())
    hold(s, "5", "S", "2UF")
    s["units"]["2UF"]["strength"] = 1
    s["victory"]["Soviets"] = ["5"]
    place_units(s, "10", "GE-6")
    s = action_phase(s, "West")
    put_block(s, "West", "10", 5)
    s, ev = combat(s, "West", "attack 10 5 GE-1PZ GE-8", [6, 6, 1, 1])
    assert s["control"]["5"] == "G" and s["victory"]["Soviets"] == []


def test_taking_an_eagle_area_by_annexation_gives_no_point():
    """PL: the point is for occupying "w wyniku walki" (as a result of combat), so an
    eagle area annexed when cut off gives none (reading 31)."""
    s = action_phase(new_game())
    for a in ("10", "15", "3", "4"):
        s["control"][a] = "S"
    clear(s, "10", "15")
    place_units(s, "6", "2UF")
    put_block(s, "Soviets", "6", 5)
    s["control"]["5"] = "G"
    # Vienna (5) borders 3, 4, 6, 10, 15: all Soviet now but it still has its eagle:
    # a German eagle area supplies itself, so it is never cut off
    from pbem.games.berlin import supply
    assert "5" in supply.supplied(s, "G")


def test_units_attacking_b1_from_inside_berlin_advance_into_it_and_win():
    """"When a player occupies B1 with at least one Western or Soviet unit, that player
    immediately wins" — with Berlin's limit of 3 a force (R 4.5) already used by the
    attackers themselves in B2 and B3, moving within Berlin frees their places."""
    s = _at_berlin()
    s["control"]["B2"] = s["control"]["B3"] = "S"
    place_units(s, "B2", "1BF", "2BF")
    place_units(s, "B3", "1UF")
    clear(s, "B1")
    put_block(s, "Soviets", "B3", 4)
    s, ev = combat(s, "Soviets", "attack B3 B1 1UF", [6, 6, 1, 1])
    assert s["units"]["1UF"]["area"] == "B1"
    assert g.outcome(s)["winners"] == ["Soviets"]


# ---------------------------------------------------------------- the second outside audit
# berlin:2 (issue 23): each test quotes the Polish that decides and fails under berlin:1,
# whose reading a kept game still plays (rulesets.under).

def test_the_germans_of_both_fronts_share_one_stack_in_berlin_and_elsewhere():
    """R 4.5: "limit 3 jednostek dla każdej strony (Alianci, Sowieci, Niemcy) ... łączna
    suma jednostek na polach Berlina nie może przekroczyć 9": the Germans are one side,
    and "tak, jak na innych obszarach, na polu B1 mogą znajdować się jednostki niemieckie
    z obu frontów" (README 2.5: every area holds 3 units of each side)."""
    from pbem.games.berlin.pieces import room
    s = new_game()
    place_units(s, "B1", "GW-H", "GW-G")                  # with GE-BER: 3 Germans
    place_units(s, "42", "GW-6SS", "GW-19")               # with GE-3PZ: 3 Germans
    assert not room(s, "GW", "B1") and not room(s, "GE", "B1")
    assert not room(s, "GW", "42") and not room(s, "GE", "42")
    with rulesets.under(1):                                # berlin:1: each front apart
        assert room(s, "GE", "B1") and room(s, "GE", "42")


def test_the_b1_garrison_defends_berlin_against_the_west_too():
    """R 4.5: "Jeśli jednostki alianckie lub sowieckie atakują jedno z 4 pól Berlina,
    niemieckie jednostki z pola B1 automatycznie bronią wskazanego pola", and B1 holds
    Germans of both fronts: the East front's GE-BER defends B4 against the West."""
    s = action_phase(_at_berlin(), "West")
    s, ev = combat(s, "West", "attack 31 B4 US9 BR2", [6, 6, 1, 1])
    assert of_type(ev, "attack")[0]["defenders"] == ["GE-BER"]
    assert of_type(ev, "level")[0]["unit"] == "GE-BER"
    assert s["units"]["GE-BER"]["area"] == "B1" and s["control"]["B4"] == "W"
    s = action_phase(s, "West")
    put_block(s, "West", "B4", 5)
    s, ev = play(s, "West", "attack B4 B1 US9")
    assert s["combat"]["defenders"] == ["GE-BER"]
    with rulesets.under(1):
        s2 = action_phase(_at_berlin(), "West")
        s2, ev = play(s2, "West", "attack 31 B4 US9 BR2")
        assert s2["combat"]["defenders"] == []


def _pocket_of_two(block_in_42=3):
    """The Soviets hold 33 and 40 and attack 34 Warsaw from 35: taking it cuts off 41
    Allenstein and 42 Koenigsberg together; the West's block holds 42 only."""
    s = action_phase(new_game())
    for a in ("33", "40"):
        s["control"][a] = "S"
    clear(s, "33", "40")
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "42", block_in_42)
    return s


def test_one_active_block_holds_the_whole_cut_off_pocket():
    """R 4.4 PL: "W przypadku, gdy na obszarach odciętych od zaopatrzenia znajduje się
    choć jeden aktywny bloczek logistyki, procedurę przyłączania i eliminacji należy
    wstrzymać" (reading 19): 41 waits with 42, though only 42 holds a block."""
    s, ev = combat(_pocket_of_two(), "Soviets", "attack 35 34 3BF 2BF", [6, 6, 1, 1])
    assert s["control"]["34"] == "S"
    assert s["control"]["41"] == "G" and s["control"]["42"] == "G"
    assert of_type(ev, "pocket_waits")[0]["areas"] == ["41", "42"]
    with rulesets.under(1):                                 # berlin:1: area by area
        s1, ev = combat(_pocket_of_two(), "Soviets", "attack 35 34 3BF 2BF", [6, 6, 1, 1])
        assert s1["control"]["41"] == "S" and s1["control"]["42"] == "G"


def test_the_pocket_is_annexed_when_its_block_is_removed_and_a_new_block_holds_nothing():
    """R 4.4 PL: "... aż do chwili, gdy bloczek logistyki zostanie zużyty": when the block
    that held the pocket goes (removed, or exhausted), it is annexed then, not at the next
    combat, and a block placed in it afterwards does not hold it again."""
    s, ev = combat(_pocket_of_two(), "Soviets", "attack 35 34 3BF 2BF", [6, 6, 1, 1])
    s = action_phase(s, "West")
    s, ev = play(s, "West", "place 2 41")          # a new block in the pocket
    assert s["control"]["41"] == "G"
    s = action_phase(s, "West")
    s, ev = play(s, "West", "remove 42")
    assert s["control"]["41"] == "S" and s["control"]["42"] == "S"
    assert s["units"]["GE-3PZ"]["area"] is None and s["units"]["GE-4"]["area"] is None
    assert of_type(ev, "wait_over")[0]["why"] == "annexed"


def test_exhausted_blocks_in_an_annexed_area_are_eliminated_for_good():
    """R 4.4 PL: "Wszystkie jednostki, zużyte bloczki zaopatrzeni[a] oraz wszelkie
    rodzaje umocnień pozostające na odciętych od zaopatrzenia obszarach, należy
    natychmiast wyeliminować z dalszej gry" (reading 17: the Polish decides; berlin:1 sent
    them back to the pool as the English half has it). Their cubes go back."""
    s = action_phase(new_game())
    s["control"]["40"] = "S"
    clear(s, "40")
    put_block(s, "Soviets", "35", 5)
    put_block(s, "West", "42", 2, cubes=2, revealed=True)      # exhausted
    s, ev = combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1])
    gone = [e for e in of_type(ev, "removed") if e["area"] == "42"]
    assert gone and gone[0].get("eliminated")
    assert s["cubes"]["West"]["pool"] == board.CUBES
    assert g.view(s, "West")["players"]["West"]["blocks_lost"] == 1
    s2 = g.apply(s, {"type": "stage", "stage": 2, "first": "West"})
    assert g.view(s2, "West")["players"]["West"]["pool_values"] == [2, 3, 3, 4, 4, 5, 5]
    assert g.view(s2, "West")["players"]["West"]["blocks_placeable"] == 7


def test_counterattacks_extra_loss_falls_on_the_unit_that_lost():
    """R Counterattack PL: "a broniąca się jednostka ponosi dodatkową stratę poziomu
    wytrzymałości": the defending unit that took the loss takes another (reading 33),
    not whichever defender is strongest after it (berlin:1)."""
    def fight():
        s = _counter_position()
        s["units"]["GE-2"]["strength"] = 3          # GE-4 and GE-2 both at 3
        return combat(s, "Soviets", "attack 35 41 3BF 2BF", [6, 6, 1, 1],
                      {"support": "support 41", "counter": "counterattack"})[1]
    assert [(e["unit"], e["strength"]) for e in of_type(fight(), "level")] == \
        [("GE-4", 2), ("GE-4", 1)]
    with rulesets.under(1):
        assert [(e["unit"], e["strength"]) for e in of_type(fight(), "level")] == \
            [("GE-4", 2), ("GE-2", 2)]
