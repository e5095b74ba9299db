"""Memoir '44 combat, one test per rule: range and dice, line of sight, terrain dice,
hits, flags and retreats, Take Ground, Armor Overrun, medals and victory. Tests named
after a rulebook picture caption reproduce that picture (the captions survive in the
rules text: rules-en/memoir44.md)."""
import pytest

from pbem.games import RuleError, rulesets
from pbem.games.memoir44 import apply, combat, medals
from tests.memoir44_kit import at, run, start, texts


def ready(units, terrain=None, first="Allies", **kw):
    """FIRST's centre units ordered (Assault Centre), moves over: the battle step."""
    st = start(units, terrain, first=first, **kw)
    mine = [h for h, u in sorted(units.items()) if u.startswith(first)
            and (h[0] in "EFGH" or h[0] in "DI" and int(h[1]) % 2 == 0)]
    st, _ = run(st, f"play assault-center; order {' '.join(mine)}")
    if st["turn"]["step"] == "move":
        st, _ = run(st, "end")
    return st


def targets(st, h):
    uid = st["where"][h]
    return {t: n for t, (n, d) in combat.targets(st, uid).items()}


def dice_of(events):
    return [e["dice"] for e in events if e["type"] == "battle"]


# -- range and dice ---------------------------------------------------------------------
def test_infantry_rolls_three_two_one_dice_at_one_two_three_hexes():
    st = ready({"F1": "Allies infantry", "F3": "Axis infantry", "H1": "Axis infantry"})
    assert targets(st, "F1") == {"F3": 2, "H1": 2}
    st = ready({"F1": "Allies infantry", "I1": "Axis infantry", "J1": "Axis infantry"})
    assert targets(st, "F1") == {"I1": 1}
    st = ready({"F1": "Allies infantry", "G1": "Axis infantry", "F3": "Axis infantry"})
    assert targets(st, "F1") == {"G1": 3}


def test_armor_always_rolls_three_dice_up_to_three_hexes():
    st = ready({"F1": "Allies armor", "F3": "Axis infantry", "I1": "Axis infantry",
                "J1": "Axis infantry"})
    assert targets(st, "F1") == {"F3": 3, "I1": 3}


def test_artillery_rolls_3_3_2_2_1_1_up_to_six_hexes_without_line_of_sight():
    units = {"F1": "Allies artillery", "F3": "Axis infantry", "E5": "Axis infantry",
             "F7": "Axis infantry", "F8": "Axis infantry", "G1": "Allies infantry",
             "F2": "Allies infantry", "E2": "Allies infantry"}
    st = ready(units, {"F5": "woods"})
    assert targets(st, "F1") == {"F3": 3, "E5": 2, "F7": 1}


# -- line of sight ----------------------------------------------------------------------
def test_line_of_sight_is_blocked_by_the_unit_in_the_middle():
    st = ready({"E1": "Allies infantry", "F1": "Allies infantry", "G1": "Axis infantry"})
    assert "G1" not in targets(st, "E1")


def test_the_allied_unit_sees_the_enemy_at_the_edge_of_the_forest_but_not_behind_it():
    st = ready({"E1": "Allies infantry", "G1": "Axis infantry", "H1": "Axis infantry"},
               {"G1": "woods"})
    assert targets(st, "E1") == {"G1": 1}


def test_a_line_along_a_hex_edge_is_blocked_only_by_obstacles_on_both_sides():
    # F1 to F3 runs along the edge between E2 and F2
    st = ready({"F1": "Allies infantry", "F3": "Axis infantry"}, {"E2": "woods"})
    assert "F3" in targets(st, "F1")
    st = ready({"F1": "Allies infantry", "F3": "Axis infantry"},
               {"E2": "woods", "F2": "buildings"})
    assert "F3" not in targets(st, "F1")


def test_the_targets_terrain_does_not_block_sight_and_hills_block_unless_both_are_on_it():
    st = ready({"E1": "Allies infantry", "G1": "Axis infantry"}, {"F1": "hills"})
    assert "G1" not in targets(st, "E1")
    st = ready({"E1": "Allies infantry", "G1": "Axis infantry"},
               {"E1": "hills", "F1": "hills", "G1": "hills"})
    assert targets(st, "E1") == {"G1": 2}


# -- terrain and dice -------------------------------------------------------------------
@pytest.mark.parametrize("ground,inf,armor,art", [
    ("woods", 2, 1, 3), ("hills", 2, 2, 3), ("buildings", 2, 1, 3), ("hedgerow", 2, 1, 3),
    ("+sand", 2, 2, 3), ("+hedgehog", 3, 3, 3), ("river+bridge", 3, 3, 3), ("+wire", 3, 3, 3)])
def test_terrain_takes_dice_from_infantry_and_armor_never_from_artillery(ground, inf, armor, art):
    units = {"E4": "Allies infantry", "F4": "Allies armor", "G3": "Allies artillery",
             "F5": "Axis infantry"}
    st = ready(units, {"F5": ground})
    assert (targets(st, "E4")["F5"], targets(st, "F4")["F5"]) == (inf, armor)
    assert targets(st, "G3")["F5"] == art


def test_no_dice_are_lost_between_units_at_the_same_height():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry"}, {"F4": "hills", "F5": "hills"})
    assert targets(st, "F4") == {"F5": 3}


def test_a_bunker_on_a_hill_takes_only_the_bunkers_dice_from_a_tank_below():
    st = ready({"F4": "Allies armor", "F5": "Axis infantry"}, {"F5": "hills+bunker@Axis"})
    assert targets(st, "F4") == {"F5": 1}


def test_sandbags_in_a_village_add_no_dice_but_let_the_unit_ignore_a_flag():
    st = ready({"F4": "Allies armor", "F5": "Axis infantry"}, {"F5": "buildings+sand"})
    assert targets(st, "F4") == {"F5": 1}
    st, _ = run(st, "battle F4 F5", "flag")
    assert "ignore-flag" in texts(st)


def test_a_bunker_protects_only_the_side_the_scenario_names():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry"}, {"F5": "+bunker@Allies"})
    assert targets(st, "F4") == {"F5": 3}
    st, _ = run(st, "battle F4 F5", "flag", "star", "star")
    assert st["turn"]["step"] == "retreat" and "ignore-flag" not in texts(st)


def test_infantry_on_wire_loses_a_die_and_may_remove_the_wire_instead_of_battling():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry"}, {"F4": "+wire"})
    assert targets(st, "F4") == {"F5": 2} and "remove-wire F4" in texts(st)
    st, events = run(st, "remove-wire F4")
    assert st["hexes"]["F4"]["obstacle"] is None
    assert st["turn"]["side"] == "Axis"          # its battle is spent: the turn is over


def test_armor_in_a_town_loses_two_dice():
    st = ready({"F4": "Allies armor", "F6": "Axis infantry"}, {"F4": "buildings"})
    assert targets(st, "F4") == {"F6": 1}


# -- the battle -------------------------------------------------------------------------
def test_a_unit_next_to_an_enemy_must_close_assault_if_it_battles():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry", "G6": "Axis infantry"})
    assert targets(st, "F4") == {"F5": 3}
    st = ready({"F4": "Allies artillery", "F5": "Axis infantry", "G6": "Axis infantry"})
    assert targets(st, "F4") == {"F5": 3}


@pytest.mark.parametrize("target,faces,lost", [
    ("Axis infantry", ["infantry", "infantry", "armor"], 2),
    ("Axis armor", ["infantry", "armor", "grenade"], 2),
    ("Axis artillery", ["infantry", "armor", "grenade"], 1),
    ("Axis infantry", ["star", "star", "star"], 0)])
def test_hits_unit_symbols_and_grenades_stars_miss(target, faces, lost):
    st = ready({"F4": "Allies armor", "F5": target})
    before = at(st, "F5")["figures"]
    st, _ = run(st, "battle F4 F5", *faces)
    assert at(st, "F5")["figures"] == before - lost


def test_extra_hits_have_no_effect_and_the_last_figure_wins_a_medal():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry 2", "F9": "Axis infantry"})
    st, events = run(st, "battle F4 F5", "infantry", "infantry", "grenade")
    hits = [e for e in events if e["type"] == "hits"]
    assert [h["figures"] for h in hits] == [2] and at(st, "F5") is None
    assert st["sides"]["Allies"]["medals"][0]["type"] == "infantry"
    assert medals.count(st, "Allies") == 1


def test_a_unit_battles_once_per_turn():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry", "G4": "Allies infantry",
                "F9": "Axis infantry"})
    st, _ = run(st, "battle F4 F5", "star", "star", "star")
    assert not any(t.startswith("battle F4") for t in texts(st))
    with pytest.raises(RuleError):
        run(st, "battle F4 F5")


def test_losses_do_not_change_the_dice_a_unit_rolls():
    st = ready({"F4": "Allies infantry 1", "F5": "Axis infantry"})
    assert targets(st, "F4") == {"F5": 3}


# -- retreats ---------------------------------------------------------------------------
def test_the_allies_rolled_a_flag_an_infantry_and_a_star_the_germans_have_two_ways_to_retreat():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry"})
    st, _ = run(st, "battle F4 F5", "flag", "infantry", "star")
    assert at(st, "F5")["figures"] == 3
    assert st["turn"]["step"] == "retreat" and st["turn"]["role"] == "Axis"
    assert texts(st, "Axis") == ["retreat F5-E6", "retreat F5-F6"]
    st, _ = run(st, "retreat F5-E6")
    assert at(st, "E6")["figures"] == 3 and st["turn"]["role"] == "Allies"


def test_only_one_way_to_retreat():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry", "E6": "Axis infantry"})
    st, events = run(st, "battle F4 F5", "flag", "infantry", "star")
    assert [e["path"] for e in events if e["type"] == "retreated"] == [["F5", "F6"]]


def test_both_ways_of_retreat_are_blocked_the_unit_cannot_move_and_loses_another_figure():
    units = {"F4": "Allies infantry", "F5": "Axis infantry", "E6": "Axis infantry",
             "F6": "Allies infantry"}
    st = ready(units)
    st, events = run(st, "battle F4 F5", "flag", "infantry", "star")
    assert at(st, "F5")["figures"] == 2
    assert [e["figures"] for e in events if e["type"] == "retreat_blocked"] == [1]
    assert st["turn"]["step"] != "take_ground"


def test_a_unit_forced_off_its_own_edge_loses_a_figure_for_each_flag():
    st = ready({"F8": "Allies armor", "F9": "Axis infantry"})
    st, _ = run(st, "battle F8 F9", "flag", "flag", "star")
    assert at(st, "F9")["figures"] == 2


def test_the_german_infantry_rolled_an_infantry_and_a_flag_the_allies_cannot_retreat_into_the_sea():
    """Beach picture: the Allied unit cannot retreat, so it loses 2 figures instead of 1."""
    beach = {h: "ocean" for h in ("E2", "F2", "G2")}
    beach.update({h: "beach" for h in ("E3", "F3", "G3")})
    st = ready({"F4": "Axis infantry", "F3": "Allies infantry"}, beach, first="Axis",
               face="beach")
    st, _ = run(st, "battle F4 F3", "infantry", "flag", "star")
    assert at(st, "F3")["figures"] == 2


def test_terrain_does_not_stop_a_retreat_but_impassable_terrain_blocks_it():
    st = ready({"F4": "Allies armor", "F5": "Axis infantry"}, {"E6": "woods", "F6": "buildings"})
    st, _ = run(st, "battle F4 F5", "flag", "flag", "star")
    assert sorted(texts(st, "Axis")) == ["retreat F5-E6-E7", "retreat F5-E6-F7",
                                         "retreat F5-F6-G7"]
    st = ready({"F4": "Allies armor", "F5": "Axis infantry"}, {"E6": "river", "F6": "river"})
    st, _ = run(st, "battle F4 F5", "flag", "star", "star")
    assert at(st, "F5")["figures"] == 3


def test_a_unit_may_retreat_by_any_path_it_names():
    st = ready({"F4": "Allies armor", "F5": "Axis infantry"})
    st, _ = run(st, "battle F4 F5", "flag", "flag", "star")
    st, _ = run(st, "retreat F5-F6-F7")
    assert at(st, "F7")


@pytest.mark.parametrize("obstacle", ["+sand", "+hedgehog", "+bunker@Axis"])
def test_sandbags_hedgehogs_and_its_own_bunker_let_a_unit_ignore_the_first_flag(obstacle):
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry"}, {"F5": obstacle})
    st, _ = run(st, "battle F4 F5", "flag", "star", "star")
    assert sorted(texts(st, "Axis")) == ["ignore-flag", "retreat F5-E6", "retreat F5-F6"]
    st, events = run(st, "ignore-flag")
    assert at(st, "F5") and "flag_ignored" in [e["type"] for e in events]


def test_with_two_flags_in_sandbags_a_unit_retreats_one_hex_or_two():
    st = ready({"F4": "Allies armor", "F5": "Axis infantry"}, {"F5": "+sand"})
    st, _ = run(st, "battle F4 F5", "flag", "flag")
    ends = sorted(t.split("-")[-1] for t in texts(st, "Axis"))
    assert ends == ["E6", "E7", "F6", "F7", "G7"]


def test_artillery_in_a_bunker_loses_a_figure_for_each_flag():
    """\"Należy usunąć figurkę Artylerii za każdą wyrzuconą flagę przeciw jednostce
    artylerii znajdującej się w bunkrze" (memoir44:2, reading 6): every flag, the first
    too; memoir44:1 let the bunker's "może zignorować pierwszą" spare the first."""
    st = ready({"F4": "Allies infantry", "F5": "Axis artillery"}, {"F5": "+bunker@Axis"})
    after, events = run(st, "battle F4 F5", "flag", "flag")
    assert at(after, "F5") is None                       # its 2 figures gone
    assert [e["figures"] for e in events if e["type"] == "retreat_blocked"] == [2]
    with rulesets.under(1):
        after, events = run(st, "battle F4 F5", "flag", "flag")
        assert at(after, "F5")["figures"] == 1


def test_the_germans_rolled_two_flags_the_french_resistance_hid_in_a_village_four_hexes_away():
    st = ready({"F6": "Axis infantry", "F5": "Allies infantry resistance"},
               {"F5": "woods", "F1": "buildings"}, first="Axis")
    st, _ = run(st, "battle F6 F5", "flag", "flag")
    ends = {t.split("-")[-1]: len(t.split("-")) - 1 for t in texts(st, "Allies")}
    assert st["turn"]["role"] == "Allies" and ends["F1"] == 4
    assert min(ends.values()) == 2                                  # at least 1 a flag
    st, _ = run(st, "retreat F5-F4-F3-F2-F1")
    assert at(st, "F1")["badge"] == "resistance"


def test_a_retreat_that_cannot_be_made_and_destroys_the_unit_wins_the_medal():
    st = ready({"F8": "Allies armor", "F9": "Axis infantry 1"})
    st, events = run(st, "battle F8 F9", "flag", "star", "star")
    assert at(st, "F9") is None and medals.count(st, "Allies") == 1


# -- take ground and overrun ------------------------------------------------------------
def test_the_allied_infantry_rolled_an_infantry_and_a_flag_the_germans_retreat_it_takes_ground_in_the_forest():
    units = {"F4": "Allies infantry", "F5": "Axis infantry", "E6": "Axis infantry"}
    st = ready(units, {"F5": "woods"})
    st, _ = run(st, "battle F4 F5", "infantry", "flag")
    assert at(st, "F6")["figures"] == 3
    assert texts(st) == ["take-ground", "decline"]
    st, _ = run(st, "take-ground")
    assert at(st, "F5")["side"] == "Allies" and at(st, "F4") is None
    assert st["turn"]["side"] == "Axis"           # nothing more to do: the turn ended


def test_the_allied_armor_rolled_an_infantry_and_a_flag_chooses_armor_overrun_and_attacks_again():
    units = {"F4": "Allies armor", "F5": "Axis infantry", "E6": "Axis infantry"}
    st = ready(units)
    st, _ = run(st, "battle F4 F5", "infantry", "flag", "star")
    st, _ = run(st, "take-ground")
    assert st["turn"]["step"] == "overrun"
    assert texts(st) == ["overrun E6", "overrun F6", "decline"]
    st, events = run(st, "overrun F6", "flag", "star", "star")
    assert dice_of(events) == [3]
    st, _ = run(st, "retreat F6-F7", role="Axis")
    assert texts(st) == ["take-ground", "decline"]       # may take ground again
    st, _ = run(st, "take-ground")
    assert at(st, "F6")["type"] == "armor"
    assert st["turn"]["side"] == "Axis"                  # no second overrun


def test_armor_overruns_only_once_a_turn_and_then_fires_if_no_enemy_is_adjacent():
    units = {"F4": "Allies armor", "F5": "Axis infantry", "E6": "Axis infantry",
             "I6": "Axis infantry"}
    st = ready(units)
    st, _ = run(st, "battle F4 F5", "flag", "star", "star")
    st, _ = run(st, "take-ground")
    st, _ = run(st, "overrun E6", "grenade", "grenade", "grenade")
    assert at(st, "E6")["figures"] == 1
    assert st["turn"]["side"] == "Axis"
    st = ready({"F4": "Allies armor", "F5": "Axis infantry", "H6": "Axis infantry"})
    st, _ = run(st, "battle F4 F5", "flag", "flag", "star")
    st, _ = run(st, "retreat F5-F6-F7", role="Axis")
    st, _ = run(st, "take-ground")
    assert texts(st) == ["overrun F7", "overrun H6", "decline"]


def test_no_take_ground_after_firing_at_range_or_with_artillery():
    st = ready({"F3": "Allies infantry", "F5": "Axis infantry", "F9": "Axis infantry"})
    st, _ = run(st, "battle F3 F5", "flag", "star")
    st, _ = run(st, "retreat F5-F6", role="Axis")
    assert st["turn"]["step"] != "take_ground"
    st = ready({"F4": "Allies artillery", "F5": "Axis infantry", "E6": "Axis infantry"})
    st, _ = run(st, "battle F4 F5", "flag", "star", "star")
    assert st["turn"]["step"] != "take_ground"


def test_armor_taking_ground_into_a_forest_may_not_overrun():
    units = {"F4": "Allies armor", "F5": "Axis infantry", "E6": "Axis infantry"}
    st = ready(units, {"F5": "woods"})
    st, _ = run(st, "battle F4 F5", "flag")
    st, _ = run(st, "take-ground")
    assert st["turn"]["step"] != "overrun"


def test_taking_ground_is_a_choice():
    units = {"F4": "Allies infantry", "F5": "Axis infantry", "E6": "Axis infantry"}
    st = ready(units)
    st, _ = run(st, "battle F4 F5", "flag", "star", "star")
    st, _ = run(st, "decline")
    assert at(st, "F4") and at(st, "F5") is None


def test_armor_taking_ground_onto_wire_removes_it_and_may_overrun():
    units = {"F4": "Allies armor", "F5": "Axis infantry", "E6": "Axis infantry"}
    st = ready(units, {"F5": "+wire"})
    st, _ = run(st, "battle F4 F5", "flag", "star", "star")
    st, events = run(st, "take-ground")
    assert st["hexes"]["F5"]["obstacle"] is None and st["turn"]["step"] == "overrun"


# -- medals and victory -----------------------------------------------------------------
def test_enough_medals_win_the_game_at_once():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry 1", "F9": "Axis infantry"},
               medals=(1, 4))
    st, events = run(st, "battle F4 F5", "infantry", "star", "star")
    assert st["outcome"]["winners"] == ["Allies"] and events[-1]["type"] == "game_over"


def test_a_unit_worth_two_medals():
    st = start({"F4": "Allies infantry", "F5": "Axis armor 1", "F9": "Axis infantry"})
    st["units"][st["where"]["F5"]]["medal_worth"] = 2
    st, _ = run(st, "play assault-center; order F4; end; battle F4 F5", "grenade", "star", "star")
    assert medals.count(st, "Allies") == 2


def objective(permanent):
    return {"side": "Allies", "hexes": ["F5"], "needed": 1, "medals": 1,
            "permanent": permanent, "marker": "F5"}


def test_a_temporary_objective_counts_only_while_held():
    st = start({"F4": "Allies infantry", "F9": "Axis infantry"}, objectives=[objective(False)],
               hands={"Allies": ["attack-center-1", "attack-center-2"],
                      "Axis": ["attack-center-3", "attack-center-4"]})
    st, _ = run(st, "play attack-center; order F4; move F4-F5")
    assert medals.count(st, "Allies") == 1
    st, _ = run(st, "play attack-center; end")
    st, _ = run(st, "play attack-center; order F5; move F5-F4")
    assert medals.count(st, "Allies") == 0


def test_a_permanent_objective_stays_won_when_the_unit_leaves():
    st = start({"F4": "Allies infantry", "F9": "Axis infantry"}, objectives=[objective(True)],
               hands={"Allies": ["attack-center-1", "attack-center-2"],
                      "Axis": ["attack-center-3", "attack-center-4"]})
    st, events = run(st, "play attack-center; order F4; move F4-F5")
    assert "objective_won" in [e["type"] for e in events]
    st, _ = run(st, "play attack-center; end")
    st, _ = run(st, "play attack-center; order F5; move F5-F4")
    assert medals.count(st, "Allies") == 1


def test_holding_a_sudden_death_group_at_the_end_of_the_turn_wins():
    rules = {"deck_reshuffling": True,
             "sudden_death": [{"side": "Allies", "hexes": ["F5", "G5"], "needed": 2,
                               "when": "turn-end"}]}
    st = start({"F4": "Allies infantry", "G4": "Allies infantry", "F9": "Axis infantry"},
               rules=rules)
    st, events = run(st, "play assault-center; order F4 G4; move F4-F5; move G4-G5")
    assert st["outcome"] == {"winners": ["Allies"], "reason": "sudden death",
                             "medals": {"Allies": 0, "Axis": 0}}


def test_a_side_with_no_unit_left_loses():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry 1"}, medals=(4, 4))
    st, _ = run(st, "battle F4 F5", "infantry", "star", "star")
    assert st["outcome"]["winners"] == ["Allies"]
    assert st["outcome"]["reason"] == "no enemy unit left"


def test_sandbags_are_removed_when_their_unit_retreats_or_is_eliminated():
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry", "E6": "Axis infantry"},
               {"F5": "+sand"})
    st, _ = run(st, "battle F4 F5", "flag", "flag")
    st, _ = run(st, "retreat F5-F6")
    assert st["hexes"]["F5"]["obstacle"] is None and at(st, "F6")
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry 1", "A9": "Axis infantry"},
               {"F5": "+sand"})
    st, _ = run(st, "battle F4 F5", "infantry", "star")
    assert st["hexes"]["F5"]["obstacle"] is None


def test_elite_armor_has_four_figures_resistance_three_and_mont_mouchets_tanks_two_medals():
    from pbem.games.memoir44 import setup
    from tests.memoir44_kit import Dice
    st = None
    for ev in setup({"scenario": "mont-mouchet"}, Dice()):
        st = apply(st, ev)
    tanks = [u for u in st["units"].values() if u["type"] == "armor"]
    assert tanks and all(u["badge"] == "elite" and u["figures"] == 4 and u["medal_worth"] == 2
                         for u in tanks)
    fr = [u for u in st["units"].values() if u["side"] == "Allies"]
    assert all(u["badge"] == "resistance" and u["figures"] == 3 for u in fr)


# -- the rulebook's terrain pictures ----------------------------------------------------
def test_the_allies_enter_the_forest_the_enemy_attacks_with_two_dice_revenge_with_three():
    """Forest pictures: the Allies enter the forest, must stop and cannot fight this
    turn / the enemy comes up and attacks; it rolls two dice instead of three, because
    the forest protects the Allies / Revenge! The Allies attack with three dice."""
    hands = {"Allies": ["attack-center-1", "attack-center-2"],
             "Axis": ["attack-center-3", "attack-center-4"]}
    st = start({"F3": "Allies infantry", "F6": "Axis infantry", "A9": "Axis infantry"},
               {"F4": "woods"}, hands=hands)
    st, _ = run(st, "play attack-center; order F3; move F3-F4")
    assert st["turn"]["side"] == "Axis"                  # no battle: the turn is over
    st, events = run(st, "play attack-center; order F6; move F6-F5; battle F5 F4",
                     "star", "star")
    assert dice_of(events) == [2]
    st, events = run(st, "play attack-center; order F4; end; battle F4 F5",
                     "star", "star", "star")
    assert dice_of(events) == [3]


def test_the_allies_attack_from_lower_ground_with_two_dice_on_the_hill_with_three():
    """Hill pictures: the Allies attack from lower ground with 2 dice instead of 3 / if
    they were on the hill they would roll 3 / they may attack because they are at the
    same height."""
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry"}, {"F5": "hills"})
    assert targets(st, "F4") == {"F5": 2}
    st = ready({"F4": "Allies infantry", "F5": "Axis infantry"}, {"F4": "hills", "F5": "hills"})
    assert targets(st, "F4") == {"F5": 3}
    st = ready({"E4": "Allies infantry", "G4": "Axis infantry"},
               {"E4": "hills", "F4": "hills", "G4": "hills"})
    assert targets(st, "E4") == {"G4": 2}


def test_a_unit_may_attack_across_a_river():
    st = ready({"F3": "Allies infantry", "F5": "Axis infantry"},
               {"E4": "river", "F4": "river", "G4": "river"})
    assert targets(st, "F3") == {"F5": 2}


def test_special_forces_move_two_and_attack_but_obey_terrain():
    """Special forces pictures: may move 2 hexes and attack / ...but must still obey
    terrain restrictions."""
    st2, _ = run(start({"F2": "Allies infantry special", "F6": "Axis infantry"}, {"F3": "woods"}),
                 "play assault-center; order F2; move F2-F3")
    assert st2["turn"]["side"] == "Axis"                 # stopped in the forest, no battle
    st3, _ = run(start({"F2": "Allies infantry special", "F6": "Axis infantry"}),
                 "play assault-center; order F2; move F2-F4")
    assert "battle F4 F6" in texts(st3)
