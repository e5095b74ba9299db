"""Memoir '44: the special rules of the 14 built-in scenarios, one test per rule, each
named after its scenario and played on the scenario's own board (its terrain, hex
behaviours, options and objectives, from data/scenarios/<slug>.m44). Positions put
the units a test needs on that board; `@E1` places the scenario's own unit from E1.
The game's README.md explains each reading these tests hold."""
import json

import pytest

from pbem.games import RuleError
from pbem.games.memoir44 import apply, combat, medals, scenario, setup, skip
from pbem.games.memoir44.cards import DECK
from tests.memoir44_kit import at, run, texts, unit

HANDS = {"Allies": ["assault-center-1", "assault-left-1", "assault-right-1"],
         "Axis": ["assault-center-2", "assault-left-2", "assault-right-2"]}


def real(slug, units, hands=None, first="Allies", deck=None):
    """A state at the start of FIRST's turn on the board of built-in scenario SLUG with
    UNITS ({hex: "Allies infantry" | "@HEX", the scenario's own unit from HEX}) instead
    of the scenario's units."""
    sc = scenario.load({"scenario": slug})
    hands = hands or HANDS
    held = {c for h in hands.values() for c in h}
    deck = deck if deck is not None else [c for c in DECK if c not in held]
    us = {}
    for i, (where, spec) in enumerate(sorted(units.items()), 1):
        u = dict(sc["units"][spec[1:]]) if spec.startswith("@") else unit(spec)
        us[f"u{i:02d}"] = dict(u, max=u["figures"], at=where)
    sc = dict(sc, first=first, cards={s: len(h) for s, h in hands.items()})
    st = apply(None, {"type": "started", "scenario": sc, "units": us, "deck": deck,
                      "hands": hands})
    return apply(st, {"type": "turn_began", "side": first, "number": 1})


def ends(st, frm):
    """The hexes the ordered unit on FRM may move to."""
    return {t.split()[1].split("-")[-1] for t in texts(st)
            if t.startswith(f"move {frm}-")}


def targets(st, frm):
    return set(combat.targets(st, st["where"][frm]))


def battles(st):
    return {t for t in texts(st) if t.startswith("battle")}


# -- rules the core already plays from the scenario data -------------------------------
def test_pegasus_bridge_a_bridge_counts_for_the_allies_while_their_unit_stays_on_it():
    st = real("pegasus-bridge", {"E7": "Allies infantry", "A9": "Axis infantry"})
    st, _ = run(st, "play assault-center; order E7; move E7-D7")
    assert medals.count(st, "Allies") == 1 and st["turn"]["side"] == "Axis"
    st, _ = run(st, "play assault-left; end")
    st, _ = run(st, "play assault-left; order D7; move D7-E7")
    assert medals.count(st, "Allies") == 0


def test_pegasus_bridge_the_pond_is_impassable():
    st = real("pegasus-bridge", {"G2": "Allies infantry", "A9": "Axis infantry"})
    st, _ = run(st, "play assault-center; order G2")
    assert {"H3", "H4"} <= ends(st, "G2") and not {"G3", "F3", "G4", "F4"} & ends(st, "G2")


def test_sword_beach_the_axis_controls_the_bunkers_and_commandos_move_two_and_battle():
    st = real("sword-beach", {"G3": "@E1", "G7": "@G7", "A9": "Axis infantry"})
    assert at(st, "G3")["badge"] == "special"
    st, _ = run(st, "play assault-center; order G3; move G3-F4-G5")
    # 2 dice at 2 hexes, less the Axis bunker's 1 against infantry
    assert combat.targets(st, st["where"]["G5"]) == {"G7": (1, 2)}


def test_mont_mouchet_an_axis_tank_counts_two_medals_and_has_four_figures():
    st = real("mont-mouchet", {"B9": "@B4", "A9": "@A9", "M9": "@A9"})
    assert at(st, "A9")["figures"] == 4 and at(st, "B9")["figures"] == 3
    st["units"][st["where"]["A9"]]["figures"] = 1
    st, _ = run(st, "play assault-left; order B9; end; battle B9 A9", "armor", "star", "star")
    assert medals.count(st, "Allies") == 2


def test_mont_mouchet_and_vassieux_resistance_retreats_up_to_three_hexes():
    for slug, own in (("mont-mouchet", "@B4"), ("vassieux", "@A5")):
        st = real(slug, {"F4": own, "F5": "Axis infantry", "A9": "Axis infantry"},
                  first="Axis")
        st, _ = run(st, "play assault-center; order F5; end; battle F5 F4",
                    "flag", "star", "star")
        assert st["turn"]["step"] == "retreat" and st["turn"]["pending"]["hi"] == 3


def take_and_leave(slug, own, frm, to, flank):
    """The scenario's Allied unit from OWN, placed on FRM, moves onto the objective TO
    (ordered by an Attack card of FLANK) and off it again a turn later: (the events of
    taking it, the Allies' medals after leaving it)."""
    hands = {"Allies": [f"attack-{flank}-1", f"attack-{flank}-2"],
             "Axis": ["attack-center-3", "attack-center-4"]}
    st = real(slug, {frm: own, "A7": "Axis infantry"}, hands=hands)
    st, taken = run(st, f"play attack-{flank}; order {frm}; move {frm}-{to}")
    st, _ = run(st, "play attack-center; end")
    st, _ = run(st, f"play attack-{flank}; order {to}; move {to}-{frm}")
    return taken, medals.count(st, "Allies")


def test_pointe_du_hoc_a_forest_medal_once_gained_counts_for_good():
    taken, medals_after = take_and_leave("pointe-du-hoc", "@G2", "J8", "J9", "right")
    assert "objective_won" in [e["type"] for e in taken] and medals_after == 1


def test_operation_cobra_marigny_counts_while_held_and_the_axis_tank_has_four_figures():
    st = real("operation-cobra", {"K8": "Allies armor", "H9": "@H9", "A5": "Axis infantry"})
    assert at(st, "H9")["figures"] == 4
    st, _ = run(st, "play assault-right; order K8; move K8-K9")
    assert medals.count(st, "Allies") == 1


def test_counterattack_on_mortain_st_hilaire_counts_for_the_axis_while_held():
    st = real("counterattack-on-mortain", {"L2": "Axis infantry", "A5": "Allies infantry"},
              first="Axis")
    st, _ = run(st, "play assault-left; order L2; move L2-L1")
    assert medals.count(st, "Axis") == 1


def test_montelimar_the_hills_north_of_the_condillac_pass_are_impassable():
    st = real("montelimar", {"I5": "Allies armor", "A9": "Axis infantry"})
    st, _ = run(st, "play assault-center; order I5")
    assert not {"J5", "J6", "J4", "K5"} & ends(st, "I5") and "H5" in ends(st, "I5")


def test_montelimar_one_medal_for_the_rhone_however_many_hexes_the_allies_hold():
    st = real("montelimar", {"G7": "Allies infantry", "H7": "Allies infantry",
                             "A1": "Axis infantry"})
    st, _ = run(st, "play assault-center; order G7 H7; move G7-G8")
    assert medals.count(st, "Allies") == 1
    st, _ = run(st, "move H7-H8")
    assert medals.count(st, "Allies") == 1


def test_montelimar_german_infantry_has_three_figures_and_bonlieu_counts_for_the_axis():
    st = real("montelimar", {"B3": "@D8", "M9": "Allies infantry"}, first="Axis")
    assert at(st, "B3")["figures"] == 3 and at(st, "B3")["max"] == 3
    st, _ = run(st, "play assault-right; order B3; move B3-B2")
    assert medals.count(st, "Axis") == 1


def test_vassieux_their_finest_hour_does_not_reshuffle_the_deck():
    hands = {"Allies": ["assault-center-1"], "Axis": ["their-finest-hour-1"]}
    st = real("vassieux", {"F4": "@A5", "A9": "Axis infantry"}, hands=hands, first="Axis")
    st, events = run(st, "play their-finest-hour; end", "grenade")
    assert "shuffled" not in [e["type"] for e in events]
    assert st["discard"] == ["their-finest-hour-1"]


def test_liberation_of_paris_an_outskirts_medal_once_gained_counts_for_good():
    taken, medals_after = take_and_leave("liberation-of-paris", "@A1", "C8", "C9", "left")
    assert "objective_won" in [e["type"] for e in taken] and medals_after == 1


def test_toulon_three_town_hexes_held_at_the_end_of_the_allied_turn_win():
    units = {"G9": "Allies infantry", "H8": "Allies infantry", "G6": "Allies infantry",
             "A1": "Axis infantry"}
    st = real("toulon", units)
    st, _ = run(st, "play assault-center; order G6; end; move G6-G7")
    assert st["outcome"]["winners"] == ["Allies"] and st["outcome"]["reason"] == "sudden death"
    del units["G6"]
    st = real("toulon", units)
    st, _ = run(st, "play assault-center; end")
    assert st["outcome"] is None and st["turn"]["side"] == "Axis"


def test_saverne_gap_two_town_hexes_of_saverne_win_and_the_hills_are_impassable():
    st = real("saverne-gap", {"F9": "Allies infantry", "H8": "Allies infantry",
                              "D5": "Allies armor", "A1": "Axis infantry"})
    st, _ = run(st, "play assault-left; order D5")
    assert not {"C6", "D6", "C4", "D4", "E5"} & ends(st, "D5")
    st = real("saverne-gap", {"F9": "Allies infantry", "H8": "Allies infantry",
                              "A1": "Axis infantry"})
    st, _ = run(st, "play assault-center; order H8; end; move H8-G8")
    assert st["outcome"]["winners"] == ["Allies"]


def test_arnhem_bridge_elite_airborne_move_two_and_battle_and_axis_tanks_have_four():
    st = real("arnhem-bridge", {"E3": "@D2", "C9": "@C9", "G5": "Axis infantry"})
    assert at(st, "E3")["badge"] == "special" and at(st, "C9")["figures"] == 4
    st, _ = run(st, "play assault-center; order E3; move E3-F3-F4")
    assert targets(st, "F4") == {"G5"}


# -- Pegasus Bridge: the Axis's hand -----------------------------------------------------
def pass_turn(st, card):
    """The side whose turn it is plays CARD and orders nobody."""
    side = st["turn"]["side"]
    st, _ = run(st, f"play {card}")
    while st["turn"]["side"] == side and not st["outcome"]:
        st, _ = run(st, "end")
    return st


def test_pegasus_bridge_axis_draws_two_after_turns_one_and_two():
    deck = [c for c in DECK if c.startswith("probe-")]
    hands = {"Allies": deck[:6], "Axis": deck[6:8]}
    st = real("pegasus-bridge", {"F1": "Allies infantry", "A9": "Axis infantry"},
              hands=hands, deck=deck[8:])
    counts = []
    for _ in range(3):
        st = pass_turn(st, "probe-center")
        st = pass_turn(st, sorted(st["sides"]["Axis"]["hand"])[0].rsplit("-", 1)[0])
        counts.append(len(st["sides"]["Axis"]["hand"]))
    assert counts == [3, 4, 4]
    assert len(st["sides"]["Allies"]["hand"]) == 6


# -- Sainte-Mère-Église: the airdrop ------------------------------------------------------
class Drifts:
    """An rng for set-up: the deck stays in order; each figure's drifts are the
    indexes scripted (airdrop.DRIFTS: 0 stays, 1 west, 2 east, 3 up-left, 4 up-right,
    5 down-left, 6 down-right), then it fails loudly."""

    def __init__(self, *drifts):
        self.drifts = list(drifts)

    def randbelow(self, n):
        assert n == 7 and self.drifts, "an unscripted draw"
        return self.drifts.pop(0)

    def shuffle(self, seq):
        return list(seq)


def set_up(options, rng):
    events = setup(options, rng)
    st = None
    for ev in events:
        st = apply(st, ev)
    return st, events


def test_sainte_mere_eglise_airdrop_before_the_allies_first_turn():
    # four figures over G5: one stays (the church: a German unit), one drifts 1 east
    # (H5, a town: it lands), one the same way (on that unit), one 4 west (C5)
    rng = Drifts(0, 0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 1, 1, 1, 1)
    st, events = set_up({"scenario": "sainte-mere-eglise"}, rng)
    assert not rng.drifts
    assert [e["type"] for e in events] == ["started", "airdropped", "turn_began"]
    drop = events[1]
    assert [(f["at"], f["lost"]) for f in drop["figures"]] == [
        ("G5", "on a unit"), ("H5", None), ("H5", "on a unit"), ("C5", None)]
    for h in ("H5", "C5"):
        assert {k: at(st, h)[k] for k in ("side", "type", "figures", "max")} == {
            "side": "Allies", "type": "infantry", "figures": 4, "max": 4}
    assert at(st, "G5")["side"] == "Axis"
    assert medals.count(st, "Axis") == 0 and st["turn"]["side"] == "Allies"


def m44(slug):
    with open(scenario.SCENARIOS / f"{slug}.m44", encoding="utf-8") as f:
        return json.load(f)


def test_sainte_mere_eglise_a_figure_that_falls_off_the_board_is_lost():
    data = m44("sainte-mere-eglise")
    data["game_info"]["options"]["airdrop"].update(center="A1", range=1, nbr_units=2)
    st, events = set_up({"m44": data}, Drifts(1, 0))
    assert [(f["at"], f["lost"]) for f in events[1]["figures"]] == [
        (None, "off the board"), ("A1", None)]
    assert at(st, "A1")["side"] == "Allies" and medals.count(st, "Axis") == 0


def test_sainte_mere_eglise_airdrop_comes_before_the_allies_first_turn_when_the_axis_starts():
    data = m44("sainte-mere-eglise")
    data["game_info"]["starting"] = "PLAYER1"
    data["game_info"]["options"]["airdrop"].update(range=0)
    st, events = set_up({"m44": data}, Drifts())
    assert "airdropped" not in [e["type"] for e in events]
    # the Axis lets its first turn pass; the drop comes before the Allies play
    events = skip(st, "Axis", Drifts())
    kinds = [e["type"] for e in events]
    assert kinds.index("airdropped") < kinds.index("turn_began")
    assert [f["lost"] for f in events[kinds.index("airdropped")]["figures"]] == ["on a unit"] * 4


# -- Pointe-du-Hoc: the cliff -------------------------------------------------------------
def test_pointe_du_hoc_moving_up_the_cliff_from_the_beach_is_a_two_hex_move():
    st = real("pointe-du-hoc", {"C4": "Allies infantry", "D4": "@G2", "C7": "Axis infantry",
                                "D6": "Axis infantry"})
    st, _ = run(st, "play assault-left; order C4 D4")
    assert "C5" in ends(st, "C4") and "C6" not in ends(st, "C4")
    st, events = run(st, "move C4-C5; move D4-D5")
    assert [e["cost"] for e in events if e["type"] == "moved"] == [2, 2]
    # the infantry moved two hexes: it may not battle; the Rangers may
    assert battles(st) == {"battle D5 D6"}


def test_pointe_du_hoc_from_the_inland_side_the_cliff_is_a_normal_hill():
    st = real("pointe-du-hoc", {"C6": "Axis infantry", "B5": "Axis infantry",
                                "C3": "Allies infantry"}, first="Axis")
    st, _ = run(st, "play assault-right; order C6 B5")
    assert {"C5", "C4"} <= ends(st, "C6")
    st, events = run(st, "move C6-C5; move B5-A5")
    assert [e["cost"] for e in events if e["type"] == "moved"] == [1, 1]


# -- Counter-attack on Mortain: steep hills and Hill 317 ----------------------------------
def test_counterattack_on_mortain_moving_up_onto_a_hill_is_a_two_hex_move():
    st = real("counterattack-on-mortain", {"F4": "Allies infantry", "E3": "Allies artillery",
                                           "H9": "Axis infantry"})
    st, _ = run(st, "play assault-center; order F4 E3")
    assert "F5" in ends(st, "F4") and "E6" not in ends(st, "F4")
    assert "E4" not in ends(st, "E3")          # artillery moves 1: it cannot climb
    st, events = run(st, "move F4-F5")
    assert events[0]["cost"] == 2


def test_counterattack_on_mortain_down_off_a_hill_or_hill_to_hill_is_a_one_hex_move():
    st = real("counterattack-on-mortain", {"G7": "Axis infantry", "F5": "Axis infantry",
                                           "A1": "Allies infantry"}, first="Axis")
    st, _ = run(st, "play assault-center; order G7 F5")
    assert {"G8", "H7"} <= ends(st, "G7") and {"F6", "E6", "F4"} <= ends(st, "F5")
    st, events = run(st, "move G7-G8; move F5-F6-F7")
    assert [e["cost"] for e in events if e["type"] == "moved"] == [1, 2]


def hill_317(units, hand="recon-right-1", first="Allies"):
    hands = {"Allies": [hand, "probe-left-1"], "Axis": ["recon-left-2", "probe-left-2"]}
    return real("counterattack-on-mortain", units, hands=hands, first=first)


def test_counterattack_on_mortain_hill_317_lets_the_allies_play_recon_as_air_power():
    st = hill_317({"L5": "Allies infantry", "H6": "Axis infantry", "I6": "Axis infantry",
                   "A9": "Axis infantry"})
    st, _ = run(st, "play recon-right")
    assert "target I6" in texts(st) and "target H6 I6" in texts(st)
    assert "target H6" not in texts(st)        # not in the card's section
    deck = len(st["deck"])
    st, events = run(st, "target H6 I6", "star", "star", "infantry", "grenade")
    assert [e["as"] for e in events if e["type"] == "played_as"] == ["Air Power"]
    assert [e["dice"] for e in events if e["type"] == "battle"] == [2, 2]
    assert at(st, "H6")["figures"] == 2 and at(st, "I6")["figures"] == 2
    # Air Power's draw: one card, no Recon keep step
    assert st["turn"]["side"] == "Axis" and len(st["deck"]) == deck - 1
    assert len(st["sides"]["Allies"]["hand"]) == 2


def test_counterattack_on_mortain_hill_317_only_while_an_allied_unit_holds_it():
    units = {"K4": "Allies infantry", "H6": "Axis infantry", "I6": "Axis infantry"}
    st, _ = run(hill_317(units), "play recon-right")
    assert "target I6" in texts(st)
    st, _ = run(hill_317(dict(units, K4="Axis infantry", M1="Allies infantry")),
                "play recon-right")
    assert not [t for t in texts(st) if t.startswith("target")]
    with pytest.raises(RuleError, match="Hill 317"):
        run(st, "target I6")
    # the Axis on the hill may not, nor an ordinary Recon once it ordered its unit
    axis_on_hill = {"L5": "Axis infantry", "I6": "Allies infantry", "A1": "Allies infantry"}
    st, _ = run(hill_317(axis_on_hill, first="Axis"), "play recon-left")
    assert not [t for t in texts(st) if t.startswith("target")]
    st, _ = run(hill_317(units), "play recon-right; order K4")
    assert not [t for t in texts(st) if t.startswith("target")]


# -- Arnhem Bridge: the bridge's ends and the wide Rhine -----------------------------------
def test_arnhem_bridge_units_enter_and_leave_the_bridge_only_at_its_ends():
    st = real("arnhem-bridge", {"H4": "Allies infantry", "G3": "Allies infantry",
                                "I5": "Allies infantry", "A9": "Axis infantry"})
    st, _ = run(st, "play assault-center; order H4 G3 I5")
    assert not {"G4", "H5"} & ends(st, "H4") and {"G4", "H5"} <= ends(st, "G3")
    assert not {"H5", "H6"} & ends(st, "I5")
    st = real("arnhem-bridge", {"H5": "Allies armor", "A9": "Axis infantry"})
    st, _ = run(st, "play assault-center; order H5")
    assert ends(st, "H5") == {"H6", "I7", "H7", "J7", "H8", "I8",
                              "G4", "G3", "F3", "H3", "F2", "G2", "F4"}


def test_arnhem_bridge_a_retreat_leaves_the_bridge_only_at_its_ends():
    st = real("arnhem-bridge", {"H6": "Allies infantry", "H7": "Axis infantry",
                                "A1": "Allies infantry"}, first="Axis")
    st, _ = run(st, "play assault-center; order H7; end; battle H7 H6",
                "flag", "star", "star")
    # down toward the Allied edge: H5 along the span, never off its side onto I5
    assert at(st, "H5")["side"] == "Allies" and at(st, "I5") is None


def test_arnhem_bridge_the_span_derived_from_the_file_is_the_one_its_labels_mark():
    from pbem.games.memoir44.scenarios import steps
    st = real("arnhem-bridge", {"A1": "Allies infantry", "A9": "Axis infantry"})
    rule = next(r for r in st["scenario"]["rules"]["special"] if r["rule"] == "bridge-ends")
    assert [steps.ends(st, h) for h in rule["hexes"]] == [("I7",), (), ("G3",)]
    assert rule["ends"] == ["I7", "G3"]


def test_arnhem_bridge_infantry_may_not_target_units_across_the_rhine():
    st = real("arnhem-bridge", {"G5": "Allies infantry", "H5": "Allies armor",
                                "H6": "Allies infantry", "H7": "Axis infantry",
                                "A1": "Axis infantry"})
    st, _ = run(st, "play assault-center; order G5 H5 H6; end")
    assert "H7" not in targets(st, "G5")       # the other bank
    assert "H7" in targets(st, "H5")           # armor may
    assert "H7" in targets(st, "H6")           # from the bridge, on neither bank


# -- Saverne Gap: artillery and the hills ---------------------------------------------------
def test_saverne_gap_artillery_may_not_fire_over_hills():
    st = real("saverne-gap", {"D1": "Allies artillery", "D5": "Axis infantry",
                              "H1": "Axis infantry"})
    st, _ = run(st, "play assault-left; order D1; end")
    assert targets(st, "D1") == {"H1"}
