"""Memoir '44 rules, one test per rule: the turn, the section cards, ordering by
section, movement and what terrain does to it (tests/memoir44_kit.py builds the
positions; F5's neighbours are E5, G5, E6, F6 above and E4, F4 below)."""
import pytest

from pbem.games import RuleError, rulesets
from pbem.games.memoir44 import is_legal, parse
from pbem.games.memoir44.cards import DECK
from tests.memoir44_kit import at, run, start, texts

AXIS_HAND = ["assault-left-2", "assault-center-2", "assault-right-2"]


def hand(*cards):
    return {"Allies": list(cards), "Axis": list(AXIS_HAND)}


def pass_turn(st):
    """The side whose turn it is plays its first card and ends every phase."""
    side = st["turn"]["side"]
    st, _ = run(st, f"play {texts(st)[0].split()[1]}")
    while st["turn"]["side"] == side and not st["outcome"]:
        st, _ = run(st, "end")
    return st


def moved_to(st, text):
    st, _ = run(st, text)
    return st


# -- the turn ---------------------------------------------------------------------------
def test_turn_sequence_play_order_move_battle_then_discard_and_draw():
    st = start({"F1": "Allies infantry", "F5": "Axis infantry"}, hands=hand("probe-center-1"))
    assert st["turn"]["step"] == "play" and texts(st) == ["play probe-center", "ambush off"]
    st, _ = run(st, "play probe-center")
    assert st["turn"]["step"] == "order" and st["played"] == "probe-center-1"
    st, _ = run(st, "order F1")
    assert st["turn"]["step"] == "move"
    st, _ = run(st, "move F1-F2")
    assert st["turn"]["step"] == "battle" and texts(st) == ["battle F2 F5", "end"]
    top = st["deck"][0]
    st, events = run(st, "end")
    assert [e["type"] for e in events][:2] == ["discarded", "drew"]
    assert st["discard"] == ["probe-center-1"] and st["sides"]["Allies"]["hand"] == [top]
    assert st["turn"]["side"] == "Axis" and st["turn"]["number"] == 2


def test_a_unit_takes_one_order_only():
    st = start({"F1": "Allies infantry", "G1": "Allies infantry", "F9": "Axis infantry"},
               hands=hand("attack-center-1"))
    st, _ = run(st, "play attack-center")
    st, _ = run(st, "order F1")
    assert "order F1" not in texts(st)
    assert not is_legal(st, "Allies", parse("order F1 G1"))


def test_surplus_orders_are_lost_and_a_card_with_nothing_to_order_ends_the_turn():
    st = start({"F1": "Allies infantry", "F9": "Axis infantry"}, hands=hand("attack-left-1"))
    st, events = run(st, "play attack-left")
    assert st["turn"]["side"] == "Axis"
    assert "discarded" in [e["type"] for e in events]


# -- section cards ----------------------------------------------------------------------
ROW = {"B1": "Allies infantry", "C1": "Allies infantry", "D2": "Allies infantry",
       "F1": "Allies infantry", "G1": "Allies infantry", "H1": "Allies infantry",
       "K1": "Allies infantry", "L1": "Allies infantry", "F9": "Axis infantry"}


def orderable(card_key, *already, deck=None):
    st = start(ROW, hands=hand(card_key + "-1"), deck=deck)
    st, _ = run(st, f"play {card_key}")
    for h in already:
        st, _ = run(st, f"order {h}")
    return st, sorted(t.split()[1] for t in texts(st) if t.startswith("order"))


def test_probe_orders_two_units_in_its_section():
    st, units = orderable("probe-center")
    assert units == ["D2", "F1", "G1", "H1"]
    assert not is_legal(st, "Allies", parse("order F1 G1 H1"))
    st, _ = run(st, "order F1 G1")
    assert st["turn"]["step"] == "move"     # the card's orders are used up


def test_attack_orders_three_units_in_its_section():
    st, units = orderable("attack-right")
    assert units == ["K1", "L1"]
    st, _ = run(st, "order K1 L1")
    assert st["turn"]["step"] == "move"


def test_assault_orders_every_unit_in_its_section():
    st, units = orderable("assault-left")
    assert units == ["B1", "C1", "D2"]
    assert is_legal(st, "Allies", parse("order B1 C1 D2"))


def test_recon_orders_one_unit_and_its_player_draws_two_keeping_one():
    st, units = orderable("recon-center", deck=["probe-left-1", "attack-right-1"])
    assert units == ["D2", "F1", "G1", "H1"]
    st, _ = run(st, "order F1")
    assert st["turn"]["step"] == "move"
    first, second = st["deck"][:2]
    st, _ = run(st, "end")              # no move, nothing to battle: the turn ends
    assert st["turn"]["step"] == "keep" and st["turn"]["role"] == "Allies"
    assert st["turn"]["pending"]["drawn"] == [first, second]
    st, events = run(st, f"keep {second.rsplit('-', 1)[0]}")
    assert second in st["sides"]["Allies"]["hand"] and first in st["discard"]
    assert st["turn"]["side"] == "Axis"


def test_general_advance_orders_two_units_in_each_section():
    st, units = orderable("general-advance")
    assert units == ["B1", "C1", "D2", "F1", "G1", "H1", "K1", "L1"]
    assert is_legal(st, "Allies", parse("order B1 C1 F1 G1 K1 L1"))
    assert not is_legal(st, "Allies", parse("order B1 C1 D2 F1 G1"))


def test_pincer_move_orders_two_on_each_flank_and_none_in_the_center():
    st, units = orderable("pincer-move")
    assert units == ["B1", "C1", "D2", "K1", "L1"]


def test_recon_in_force_orders_one_unit_in_each_section():
    st, units = orderable("recon-in-force", "F1")
    assert units == ["B1", "C1", "D2", "K1", "L1"]
    st, units = orderable("recon-in-force", "F1", "D2")   # D2 counts for the left now
    assert units == ["K1", "L1"]


def test_a_unit_on_a_dashed_line_takes_an_order_for_either_section():
    assert "D2" in orderable("probe-left")[1] and "D2" in orderable("probe-center")[1]
    st, units = orderable("probe-center", "D2", "F1")     # D2 used up the centre
    assert units == []


def test_the_top_side_names_left_and_right_from_its_own_seat():
    units = {"B9": "Axis infantry", "L9": "Axis infantry", "F1": "Allies infantry"}
    st = start(units, hands={"Allies": ["probe-center-1"], "Axis": ["probe-left-2"]},
               first="Axis")
    st, _ = run(st, "play probe-left")
    assert texts(st) == ["order L9", "end"]


def test_the_deck_is_reshuffled_from_the_discards_when_it_runs_out():
    rest = [c for c in DECK if c not in ("probe-center-1", *AXIS_HAND)]
    st = start({"F1": "Allies infantry", "F9": "Axis infantry"}, hands=hand("probe-center-1"),
               deck=[])
    st["discard"] = rest
    st, events = run(st, "play probe-center; end; end; end")
    kinds = [e["type"] for e in events]
    assert kinds.index("shuffled") < kinds.index("drew")
    assert len(st["deck"]) == len(rest) and st["discard"] == []


# -- movement ---------------------------------------------------------------------------
def dests(st, h):
    return sorted(t.split("-")[1] for t in texts(st) if t.startswith(f"move {h}-"))


def ordered(units, terrain=None, card="assault-center", **kw):
    st = start(units, terrain, **kw)
    st, _ = run(st, f"play {card}; order {' '.join(h for h, u in units.items() if u.startswith(st['turn']['side']) and _in(card, h))}")
    return st


def _in(card, h):
    return card != "assault-center" or h[0] in "EFGH" or h in ("D2", "D4", "D6", "D8")


def test_infantry_moves_one_and_battles_or_two_and_does_not():
    st = ordered({"F3": "Allies infantry", "F6": "Axis infantry"})
    assert "F5" in dests(st, "F3") and "F6" not in dests(st, "F3")
    one = moved_to(st, "move F3-F4")
    assert "battle F4 F6" in texts(one)
    two = moved_to(st, "move F3-E5")
    assert two["turn"]["side"] == "Axis"       # no battle to fight: the turn is over


def test_special_forces_move_two_hexes_and_still_battle():
    st = ordered({"F3": "Allies infantry special", "F7": "Axis infantry"})
    st = moved_to(st, "move F3-F5")
    assert "battle F5 F7" in texts(st)


def test_french_resistance_may_not_move_two_and_battle():
    st = ordered({"F3": "Allies infantry resistance", "F7": "Axis infantry"})
    st = moved_to(st, "move F3-F5")
    assert not any(t.startswith("battle") for t in texts(st))


def test_french_resistance_battles_the_turn_it_enters_a_forest():
    st = ordered({"F3": "Allies infantry resistance", "F6": "Axis infantry"}, {"F4": "woods"})
    st = moved_to(st, "move F3-F4")
    assert "battle F4 F6" in texts(st)


def test_armor_moves_three_hexes_and_battles():
    st = ordered({"F1": "Allies armor", "F7": "Axis infantry"})
    assert "F4" in dests(st, "F1") and "F5" not in dests(st, "F1")
    st = moved_to(st, "move F1-F4")
    assert "battle F4 F7" in texts(st)


def test_artillery_moves_one_hex_or_battles():
    st = ordered({"F1": "Allies artillery", "F7": "Axis infantry"})
    assert dests(st, "F1") == ["E1", "E2", "F2", "G1"]
    assert "battle F1 F7" in texts(moved_to(st, "end"))
    st = moved_to(st, "move F1-F2")
    assert st["turn"]["side"] == "Axis"


def test_units_block_movement_first_move_the_unit_in_the_way():
    """Rulebook example: to move an infantry unit past the village, first move the unit
    that blocks its way."""
    units = {"F3": "Allies infantry", "F4": "Allies infantry", "G4": "Allies infantry",
             "F9": "Axis infantry"}
    st = ordered(units, {"E4": "buildings"})
    assert "F5" not in dests(st, "F3")
    st = moved_to(st, "move F4-F6")
    assert "F5" in dests(st, "F3")


def test_a_unit_may_move_into_another_section():
    st = ordered({"E1": "Allies infantry", "F9": "Axis infantry"})
    assert "D2" in dests(st, "E1") and "D3" in dests(st, "E1")


def test_forest_stops_a_unit_and_it_may_not_battle_that_turn():
    st = ordered({"F3": "Allies infantry", "F6": "Axis infantry"}, {"F4": "woods"})
    assert "F5" not in dests(st, "F3") or at(st, "F5") is None
    st = moved_to(st, "move F3-F4")
    assert not any(t.startswith("battle") for t in texts(st))


def test_hedgerows_take_four_turns_to_cross():
    """Rulebook pictures: Turn 1: move and stop next to the hedgerow / Turn 2: may
    enter the hedgerow hex / Turn 3: leave it by one hex / Turn 4: move normally."""
    centre = ["attack-center-1", "attack-center-2", "attack-center-3", "attack-center-4"]
    st = ordered({"F2": "Allies infantry", "F9": "Axis infantry"}, {"F4": "hedgerow"},
                 card="attack-center", hands=hand(*centre))
    assert "F4" not in dests(st, "F2")
    for frm, to, then in (("F2", "F3", {"F4"}), ("F3", "F4", {"E4", "G4", "F5", "G5", "F3", "G3"}),
                          ("F4", "F5", {"F7", "E7"})):
        st = pass_turn(moved_to(st, f"move {frm}-{to}; end"))
        st, _ = run(st, f"play attack-center; order {to}")
        assert then <= set(dests(st, to))
        if to == "F4":
            assert set(dests(st, to)) == then


def test_town_stops_and_forbids_battle_and_armor_in_a_town_loses_two_dice():
    st = ordered({"F3": "Allies armor", "F7": "Axis infantry"}, {"F4": "buildings"})
    st2 = moved_to(st, "move F3-F4")
    assert not any(t.startswith("battle") for t in texts(st2))
    st = ordered({"F4": "Allies armor", "F6": "Axis infantry"}, {"F4": "buildings"})
    st, events = run(st, "end; battle F4 F6", "star")
    assert [e["dice"] for e in events if e["type"] == "battle"] == [1]


def test_a_river_is_crossed_only_by_a_bridge():
    river = {"E4": "river", "F4": "river", "G4": "river"}
    st = ordered({"F3": "Allies infantry", "F9": "Axis infantry"}, river)
    assert not {"E4", "F4", "G4", "F5"} & set(dests(st, "F3"))
    river["F4"] = "river+bridge"
    st = ordered({"F3": "Allies infantry", "F9": "Axis infantry"}, river)
    assert {"F4", "F5"} <= set(dests(st, "F3"))
    st = ordered({"F4": "Allies infantry", "F9": "Axis infantry"},
                 {"E5": "river", "G5": "river", "F5": "river+bridge"})
    assert "F6" in dests(st, "F4") and "G5" not in dests(st, "F4")


def test_the_ocean_lets_a_unit_move_one_hex_and_the_beach_two():
    """Rulebook pictures: a unit may move only one hex in the water / on the next turn
    it may move two hexes on the sand."""
    beach = {h: "ocean" for h in ("D2", "E2", "F2", "G2", "D1", "E1", "F1", "G1")}
    beach.update({h: "beach" for h in ("E3", "F3", "G3", "E4", "F4", "G4", "F5", "G5")})
    st = ordered({"F2": "Allies armor", "F9": "Axis infantry"}, beach, face="beach")
    assert dests(st, "F2") == ["E2", "F1", "F3", "G1", "G2", "G3"]
    st = ordered({"F3": "Allies armor", "F9": "Axis infantry"}, beach, face="beach")
    assert "F5" in dests(st, "F3") and "F6" not in dests(st, "F3")


def test_units_in_the_ocean_cannot_battle():
    beach = {"F2": "ocean", "F3": "beach"}
    st = ordered({"F2": "Allies infantry", "F3": "Axis infantry"}, beach, face="beach")
    assert moved_to(st, "end")["turn"]["side"] == "Axis"      # nothing to battle


def test_only_infantry_enters_a_bunker_and_battles_the_turn_it_enters():
    """\"jednostka Piechoty może walczyć w tej samej turze, w której wejdzie na Bunkier.
    Jednostki Opancerzone i Artyleria nie mogą wchodzić na pole z Bunkrem\"."""
    terrain = {"F4": "+bunker@Allies"}
    st = ordered({"F3": "Allies armor", "G3": "Allies infantry", "F6": "Axis infantry"},
                 terrain)
    assert "F4" not in dests(st, "F3") and "F4" in dests(st, "G3")
    st = moved_to(st, "move G3-F4; move F3-F2")
    assert "battle F4 F6" in texts(st)


def test_only_the_side_the_scenario_names_may_occupy_its_bunker():
    """\"jedynie strona konfliktu wyznaczona przez scenariusz może zająć Bunkier i się w
    nim bronić" (memoir44:2, reading 9): the Allied infantry may not step into an Axis
    bunker, by a move, a retreat or Take Ground; memoir44:1 let it in unprotected."""
    terrain = {"F4": "+bunker@Axis"}
    st = ordered({"G3": "Allies infantry", "F6": "Axis infantry"}, terrain)
    assert "F4" not in dests(st, "G3")
    with rulesets.under(1):
        assert "F4" in dests(st, "G3")


def test_artillery_that_starts_in_a_bunker_may_not_leave_it():
    st = ordered({"F7": "Axis artillery", "F2": "Allies infantry"}, {"F7": "+bunker@Axis"},
                 first="Axis")
    assert not any(t.startswith("move") for t in texts(st))


def test_hedgehogs_stop_armor_and_artillery_not_infantry():
    st = ordered({"F3": "Allies armor", "G3": "Allies infantry", "F9": "Axis infantry"},
                 {"F4": "+hedgehog"})
    assert "F4" not in dests(st, "F3") and "F4" in dests(st, "G3")
    assert "F6" in dests(st, "G3") or "F5" in dests(st, "G3")


def test_wire_stops_a_unit_and_armor_entering_it_removes_it():
    st = ordered({"F3": "Allies armor", "F7": "Axis infantry"}, {"F4": "+wire"})
    assert "F5" in dests(st, "F3")                   # around it, not through it
    st, events = run(st, "move F3-F4")
    assert ("obstacle_removed", "F4") in [(e["type"], e.get("at")) for e in events]
    assert st["hexes"]["F4"]["obstacle"] is None and "battle F4 F7" in texts(st)


def test_sandbags_are_removed_when_their_unit_leaves():
    st = ordered({"F3": "Allies infantry", "F9": "Axis infantry"}, {"F3": "+sand"})
    st, _ = run(st, "move F3-F4")
    assert st["hexes"]["F3"]["obstacle"] is None


def test_a_move_given_by_its_ends_takes_the_cheapest_path_and_any_path_is_accepted():
    st = ordered({"F3": "Allies armor", "F9": "Axis infantry"})
    assert is_legal(st, "Allies", parse("move F3-F4-G5-G6"))
    assert not is_legal(st, "Allies", parse("move F3-F8"))       # out of reach
    assert is_legal(st, "Allies", parse("move F3-G6"))
    st, events = run(st, "move F3-F5")
    assert next(e for e in events if e["type"] == "moved")["cost"] == 2
    with pytest.raises(RuleError):
        run(st, "move F5-F6")                                    # moved already
