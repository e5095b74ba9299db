"""Memoir '44 tactic cards (tactics.py, strikes.py, hand_dice.py, ambush.py,
counter_attack.py): one test per card at least."""
import pytest

from pbem.games import rulesets
from pbem.games.memoir44 import combat, event_view, is_legal, parse, view
from tests.memoir44_kit import run, start, texts
from tests.test_memoir44_fuzz import cards_in


def played(card, units, terrain=None):
    st = start(units, terrain, hands={"Allies": [card], "Axis": ["probe-left-2"]})
    st, _ = run(st, f"play {card.rsplit('-', 1)[0]}")
    return st


def orderable(st):
    return sorted(t.split()[1] for t in texts(st) if t.startswith("order"))


def dice(st, h):
    return {t: n for t, (n, d) in combat.targets(st, st["where"][h]).items()}


def dests(st, h):
    return sorted(t.split("-")[1] for t in texts(st) if t.startswith(f"move {h}-"))


ARMY = {"B1": "Allies infantry", "F1": "Allies armor", "G1": "Allies artillery",
        "K1": "Allies infantry", "L1": "Allies infantry", "H2": "Allies infantry",
        "A9": "Axis infantry"}


def test_direct_from_hq_orders_four_units_of_any_type_anywhere():
    st = played("direct-from-hq-1", ARMY)
    assert orderable(st) == ["B1", "F1", "G1", "H2", "K1", "L1"]
    assert is_legal(st, "Allies", parse("order B1 F1 G1 L1"))
    assert not is_legal(st, "Allies", parse("order B1 F1 G1 L1 K1"))


def test_move_out_orders_four_infantry_or_one_unit_without_infantry():
    st = played("move-out-1", ARMY)
    assert orderable(st) == ["B1", "H2", "K1", "L1"]
    st = played("move-out-1", {"F1": "Allies armor", "G1": "Allies artillery",
                               "A9": "Axis infantry"})
    assert orderable(st) == ["F1", "G1"]
    st, _ = run(st, "order F1")
    assert st["turn"]["step"] == "move"


def test_armor_assault_orders_four_armor_that_roll_a_die_more_in_close_assault():
    units = {"F4": "Allies armor", "H3": "Allies armor", "B1": "Allies infantry",
             "F5": "Axis infantry", "H6": "Axis infantry"}
    st = played("armor-assault-1", units)
    assert orderable(st) == ["F4", "H3"]
    st, _ = run(st, "order F4 H3; end")
    assert dice(st, "F4") == {"F5": 4} and dice(st, "H3") == {"H6": 3}


def test_infantry_assault_orders_the_infantry_of_one_section_moving_two_and_battling():
    units = {"F1": "Allies infantry", "G1": "Allies infantry", "B1": "Allies infantry",
             "H1": "Allies armor", "F6": "Axis infantry", "A9": "Axis infantry"}
    st = played("infantry-assault-1", units)
    assert orderable(st) == ["B1", "F1", "G1"]
    assert not is_legal(st, "Allies", parse("order B1 F1"))
    st, _ = run(st, "order F1 G1")
    assert "F4" in dests(st, "F1")                      # 3 hexes
    st, _ = run(st, "move F1-F3; move G1-G4")
    assert "battle F3 F6" in texts(st) and not any(t.startswith("battle G4") for t in texts(st))


def test_artillery_bombard_moves_artillery_three_hexes_or_battles_twice():
    units = {"F1": "Allies artillery", "H1": "Allies artillery", "F6": "Axis infantry",
             "A9": "Axis infantry"}
    st = played("artillery-bombard-1", units)
    st, _ = run(st, "order F1 H1")
    assert "F4" in dests(st, "F1")
    st, _ = run(st, "move H1-H4")
    st, _ = run(st, "end; battle F1 F6", "star", "star")
    assert "battle F1 F6" in texts(st)                  # a second battle
    st, _ = run(st, "battle F1 F6", "star", "star")
    assert st["turn"]["side"] == "Axis"                 # the moved one may not battle


def test_close_assault_orders_units_next_to_an_enemy_that_battle_with_a_die_more_without_moving():
    units = {"F4": "Allies infantry", "H4": "Allies armor", "B1": "Allies infantry",
             "G3": "Allies artillery", "F5": "Axis infantry", "H5": "Axis infantry",
             "E6": "Axis infantry"}
    st = played("close-assault-1", units)
    assert orderable(st) == ["F4", "H4"]
    st, _ = run(st, "order F4 H4")
    assert st["turn"]["step"] == "battle"               # they may not move
    assert dice(st, "F4") == {"F5": 4} and dice(st, "H4") == {"H5": 4}
    st, _ = run(st, "battle H4 H5", "flag", "star", "star", "star")
    st, _ = run(st, "retreat H5-H6", role="Axis")
    st, _ = run(st, "take-ground")
    assert st["turn"]["step"] == "overrun"
    assert dice(st, "H5") == {"H6": 3}                  # no extra die in the overrun


def test_firefight_orders_four_units_not_next_to_an_enemy_that_fire_with_a_die_more():
    units = {"F3": "Allies infantry", "G4": "Allies infantry", "G1": "Allies artillery",
             "F6": "Axis infantry", "G5": "Axis infantry"}
    st = played("firefight-1", units)
    assert orderable(st) == ["F3", "G1"]                # G4 is next to G5
    st, _ = run(st, "order F3 G1")
    assert st["turn"]["step"] == "battle"
    assert dice(st, "F3") == {"F6": 2, "G5": 3}


def test_barrage_strikes_any_enemy_unit_with_four_dice_ignoring_terrain_and_flags_it_may_not_ignore():
    units = {"F1": "Allies infantry", "F8": "Axis infantry", "A9": "Axis infantry"}
    st = played("barrage-1", units, {"F8": "woods+sand"})
    assert texts(st) == ["target A9", "target F8"]
    st, events = run(st, "target F8", "infantry", "star", "flag", "flag")
    assert [e["dice"] for e in events if e["type"] == "battle"] == [4]
    assert [e["figures"] for e in events if e["type"] == "hits"] == [1]   # the star misses
    # two flags not ignored in the sandbags: one hex to the edge, one figure for the other
    assert [e["figures"] for e in events if e["type"] == "retreat_blocked"] == [1]
    st, _ = run(st, "retreat F8-G9")
    assert st["units"][st["where"]["G9"]]["figures"] == 2 and st["turn"]["side"] == "Axis"


def test_air_power_strikes_a_group_of_up_to_four_touching_enemies_two_dice_each_stars_hit():
    units = {"F1": "Allies infantry", "F7": "Axis infantry", "G7": "Axis infantry",
             "A9": "Axis infantry"}
    st = played("air-power-1", units, {"F7": "hills"})
    from pbem.games.memoir44 import is_legal, parse
    assert is_legal(st, "Allies", parse("target F7 G7"))
    assert not is_legal(st, "Allies", parse("target F7 A9"))      # not touching
    st, events = run(st, "target F7 G7", "star", "star", "grenade", "star")
    assert [e["dice"] for e in events if e["type"] == "battle"] == [2, 2]
    assert st["units"][st["where"]["F7"]]["figures"] == 2
    assert st["units"][st["where"]["G7"]]["figures"] == 2
    assert st["turn"]["side"] == "Axis"


def test_air_power_waits_for_a_retreat_its_owner_chooses_then_strikes_the_next_target():
    units = {"F1": "Allies infantry", "F7": "Axis infantry", "G7": "Axis infantry",
             "A9": "Axis infantry"}
    st = played("air-power-1", units)
    st, _ = run(st, "target F7 G7", "flag", "star")
    assert st["turn"]["step"] == "retreat" and st["turn"]["role"] == "Axis"
    st, events = run(st, "retreat F7-F8", "infantry", "infantry")
    assert st["units"][st["where"]["G7"]]["figures"] == 2 and st["turn"]["side"] == "Axis"


def test_air_power_for_the_axis_rolls_one_die_a_hex():
    st = start({"F1": "Allies infantry", "G1": "Allies infantry", "A9": "Axis infantry"},
               hands={"Allies": ["probe-left-1"], "Axis": ["air-power-1"]}, first="Axis")
    st, events = run(st, "play air-power; target F1 G1", "star", "star")
    assert [e["dice"] for e in events if e["type"] == "battle"] == [1, 1]


def test_dig_in_puts_sandbags_under_four_infantry_units_and_ends_the_turn():
    units = {"F1": "Allies infantry", "G1": "Allies infantry", "H1": "Allies armor",
             "B1": "Allies infantry", "A9": "Axis infantry"}
    st = played("dig-in-1", units, {"G1": "+wire"})
    assert orderable(st) == ["B1", "F1", "G1"]
    st, events = run(st, "order F1 G1")
    st, _ = run(st, "end")
    assert st["hexes"]["F1"]["obstacle"] == "sand" and st["hexes"]["G1"]["obstacle"] == "wire"
    assert st["turn"]["side"] == "Axis"


def test_medics_and_mechanics_roll_a_die_a_card_and_give_figures_back_to_their_start():
    units = {"F4": "Allies infantry 2", "G4": "Allies armor 3", "F6": "Axis infantry",
             "A9": "Axis infantry"}
    st = start(units, hands={"Allies": ["medics-and-mechanics-1", "probe-left-1",
                                        "probe-left-2", "probe-left-3"],
                             "Axis": ["probe-right-1"]})
    st, _ = run(st, "play medics-and-mechanics")
    assert texts(st) == ["order F4"]                     # G4 lost nothing
    st, events = run(st, "order F4", "infantry", "star", "star", "armor")
    assert [e["figures"] for e in events if e["type"] == "healed"] == [2]   # not 3
    assert st["units"][st["where"]["F4"]]["figures"] == 4
    assert st["turn"]["step"] == "move" and st["turn"]["ordered"] == [st["where"]["F4"]]


def test_medics_and_mechanics_without_a_figure_back_orders_nobody():
    units = {"F4": "Allies artillery 1", "A9": "Axis infantry"}
    st = start(units, hands={"Allies": ["medics-and-mechanics-1"], "Axis": ["probe-right-1"]})
    st, events = run(st, "play medics-and-mechanics; order F4", "infantry")
    assert st["units"][st["where"]["F4"]]["figures"] == 1 and st["turn"]["side"] == "Axis"


def test_their_finest_hour_orders_by_the_dice_battles_with_a_die_more_and_reshuffles():
    units = {"F4": "Allies infantry", "G4": "Allies infantry", "H3": "Allies armor",
             "B1": "Allies artillery", "F5": "Axis infantry", "A9": "Axis infantry"}
    st = start(units, hands={"Allies": ["their-finest-hour-1", "probe-left-1"],
                             "Axis": ["probe-right-1"]})
    st["discard"] = ["attack-left-1"]
    st["deck"].remove("attack-left-1")
    st, events = run(st, "play their-finest-hour", "infantry", "star")
    assert orderable(st) == ["B1", "F4", "G4", "H3"]
    assert not is_legal(st, "Allies", parse("order F4 G4 H3"))   # one infantry, one star
    st, _ = run(st, "order F4 B1; end")
    assert dice(st, "F4") == {"F5": 4}
    st, events = run(st, "battle F4 F5", "star", "star", "star", "star")
    st, events = run(st, "end")
    assert "shuffled" in [e["type"] for e in events] and st["discard"] == []


# -- Ambush -----------------------------------------------------------------------------
def ambush_game(axis_hand=("ambush-1",), units=None):
    units = units or {"F4": "Allies infantry", "F5": "Axis infantry", "A9": "Axis infantry"}
    hands = {"Allies": ["assault-center-1", "probe-left-1"], "Axis": list(axis_hand)}
    st = start(units, hands=hands)
    st, _ = run(st, "play assault-center; order F4; end")
    return st


def test_ambush_the_defender_battles_first_then_the_attack_goes_on_and_he_draws_first():
    st = ambush_game()
    st, events = run(st, "battle F4 F5", "infantry", "star", "star", "infantry", "star", "star")
    battles = [(e["side"], e["at"]) for e in events if e["type"] == "battle"]
    assert battles == [("Axis", "F4"), ("Allies", "F5")]
    assert "ambush-1" in st["discard"] and st["units"][st["where"]["F4"]]["figures"] == 3
    drew = [e["side"] for e in events if e["type"] == "drew"]
    assert drew == ["Axis", "Allies"]                     # the ambusher draws first


def test_an_ambush_that_forces_a_retreat_cancels_the_attack():
    st = ambush_game()
    st, events = run(st, "battle F4 F5", "flag", "star", "star")
    assert st["turn"]["step"] == "retreat" and st["turn"]["role"] == "Allies"
    st, events = run(st, "retreat F4-F3")
    assert "attack_cancelled" in [e["type"] for e in events]
    assert st["turn"]["side"] == "Axis"                   # its battle is spent


def test_with_the_standing_answer_off_the_card_is_kept():
    units = {"F4": "Allies infantry", "F5": "Axis infantry", "A9": "Axis infantry"}
    st = start(units, first="Axis", hands={"Allies": ["assault-center-1"],
                                           "Axis": ["ambush-1", "probe-left-2"]})
    st, _ = run(st, "ambush off; play probe-left; end")
    st, events = run(st, "play assault-center; order F4; end; battle F4 F5", "star", "star", "star")
    assert [e["side"] for e in events if e["type"] == "battle"] == ["Allies"]
    assert "ambush-1" in st["sides"]["Axis"]["hand"]


def test_the_holder_keeps_ambush_for_the_close_assault_he_names():
    """Ambush: "Played when opponent declares a Close Assault, before he rolls": the
    holder chooses which assault (memoir44:2, reading 34): with `ambush armor F6` the
    infantry's assault on F5 is let pass and the card kept for armor on F6; memoir44:1
    had on or off only, the first close assault taking the card."""
    units = {"F4": "Allies infantry", "F5": "Axis infantry", "G4": "Allies armor",
             "G5": "Axis infantry", "A9": "Axis infantry"}
    st = start(units, first="Axis", hands={"Allies": ["assault-center-1", "attack-center-1"],
                                           "Axis": ["ambush-1", "probe-left-2"]})
    st, _ = run(st, "ambush armor G5; play probe-left; end")
    assert st["sides"]["Axis"]["answers"]["ambush"] == {"against": ["armor"], "at": ["G5"]}
    after, events = run(st, "play assault-center; order F4 G4; end; battle F4 F5",
                        "star", "star", "star")
    assert [e["side"] for e in events if e["type"] == "battle"] == ["Allies"]
    assert "ambush-1" in after["sides"]["Axis"]["hand"]
    after, events = run(after, "battle G4 G5", "star", "star", "star", "star", "star", "star")
    assert [e["type"] for e in events if e["type"] == "ambushed"] == ["ambushed"]
    with rulesets.under(1):
        from pbem.games import RuleError
        with pytest.raises(RuleError):
            run(st, "ambush armor G5")


def test_no_question_reveals_whether_the_defender_holds_ambush():
    """A defender without Ambush and one who will not use it look the same to the
    attacker: the same events of the same kinds, no step waiting for the defender."""
    def seen(axis_hand, answer):
        units = {"F4": "Allies infantry", "F5": "Axis infantry", "A9": "Axis infantry"}
        st = start(units, first="Axis", hands={"Allies": ["assault-center-1"],
                                               "Axis": list(axis_hand) + ["probe-left-2"]})
        st, before = run(st, f"ambush {answer}; play probe-left; end")
        st, events = run(st, "play assault-center; order F4; end; battle F4 F5",
                         "star", "star", "star")
        return [{k: v for k, v in event_view(e, "Allies").items()
                 if k not in ("cards", "card")} for e in before + events]
    assert seen(["ambush-1"], "off") == seen(["air-power-1"], "off")
    from pbem.games.memoir44 import view
    st = ambush_game()
    assert "answers" not in view(st, "Allies")["sides"]["Axis"]


def test_behind_enemy_lines_moves_three_through_any_ground_battles_with_a_die_more_and_moves_again():
    units = {"F1": "Allies infantry", "B1": "Allies armor", "F7": "Axis infantry",
             "A9": "Axis infantry"}
    terrain = {"F2": "+wire", "F3": "+sand", "E3": "river"}
    st = played("behind-enemy-lines-1", units, terrain)
    assert orderable(st) == ["F1"]
    st, _ = run(st, "order F1")
    assert "F4" in dests(st, "F1") and "E3" not in dests(st, "F1")   # rivers still stop it
    st, _ = run(st, "move F1-F2-F3-F4")
    assert dice(st, "F4") == {"F7": 2}                  # 3 hexes: 1 die, and 1 more
    st, _ = run(st, "battle F4 F7", "star", "star")
    assert st["turn"]["step"] == "move_again"
    assert "move F4-F1" in texts(st)
    st, _ = run(st, "move F4-F3-F2-F1")
    assert at_hex(st, "F1") and st["turn"]["side"] == "Axis"


def test_behind_enemy_lines_through_a_forest_does_not_battle():
    """Lasy: "jednostka nie może atakować w tej samej turze, w której weszła na pole
    lasu" (memoir44:2, reading 35): a unit that passed through a forest entered it, even
    free of its movement restriction; memoir44:1 let it battle from open ground."""
    st = played("behind-enemy-lines-1", {"F1": "Allies infantry", "F7": "Axis infantry"},
                {"F2": "woods"})
    after, _ = run(st, "order F1; move F1-F2-F3-F4")
    assert after["turn"]["step"] == "move_again"          # no battle: it entered F2
    with rulesets.under(1):
        after, _ = run(st, "order F1; move F1-F2-F3-F4")
        assert after["turn"]["step"] == "battle"


def test_behind_enemy_lines_ends_in_a_forest_without_battling():
    st = played("behind-enemy-lines-1", {"F1": "Allies infantry", "F6": "Axis infantry"},
                {"F4": "woods"})
    st, _ = run(st, "order F1; move F1-F4")
    assert st["turn"]["step"] == "move_again"            # no battle from the forest


def at_hex(st, h):
    return st["where"].get(h)


# -- Counter-Attack ---------------------------------------------------------------------
FLANKS = {"B1": "Allies infantry", "K1": "Allies infantry", "F1": "Allies infantry",
          "B9": "Axis infantry", "K9": "Axis infantry", "F9": "Axis infantry"}


def test_counter_attack_copies_a_section_card_on_the_same_flank_of_the_board():
    st = start(FLANKS, first="Axis", hands={"Allies": ["counter-attack-1", "probe-center-1"],
                                            "Axis": ["probe-left-1", "probe-center-2"]})
    st, _ = run(st, "play probe-left")
    assert orderable(st) == ["K9"]                      # the Axis left: the Allies' right
    st, _ = run(st, "end")
    st, events = run(st, "play counter-attack")
    assert orderable(st) == ["K1"]                      # Probe Right for the Allies
    assert [e["mirrored"] for e in events if e["type"] == "copied"] == [True]


def test_countering_infantry_assault_orders_the_infantry_of_the_same_section():
    """Counter-Attack's text: "Countering Infantry Assault: must be in the same section
    as opponent's" (memoir44:2, reading 36): the Axis assaulted on its left, the board's
    right as the Allies see it, so the Allies' copy orders their right's infantry only;
    memoir44:1 let it choose any section."""
    st = start(FLANKS, first="Axis", hands={"Allies": ["counter-attack-1", "probe-left-2"],
                                            "Axis": ["infantry-assault-1", "probe-left-1"]})
    st, _ = run(st, "play infantry-assault; order K9; end")
    st, _ = run(st, "play counter-attack")
    assert orderable(st) == ["K1"]
    with rulesets.under(1):
        assert orderable(st) == ["B1", "F1", "K1"]


def test_counter_attack_copies_a_tactic_card_and_a_counter_attack_copies_what_it_copied():
    st = start(FLANKS, first="Axis", hands={"Allies": ["counter-attack-1", "probe-left-2"],
                                            "Axis": ["direct-from-hq-1", "counter-attack-2"]})
    st, _ = run(st, "play direct-from-hq; end")
    st, _ = run(st, "play counter-attack")
    assert orderable(st) == ["B1", "F1", "K1"]
    st, _ = run(st, "end")
    st, _ = run(st, "play counter-attack")              # the Axis copies the copy
    assert orderable(st) == ["B9", "F9", "K9"]


def test_counter_attack_shows_the_order_it_copies_not_a_card_back_in_the_deck():
    """Found by the 210-game fuzzer: Their Finest Hour shuffles itself back into the
    deck; a Counter-Attack copying it showed everyone that card's id (one physical card
    in the deck) as what it copies. It shows the order copied: the card's key, name
    and text, no copy of the deck named."""
    st = start(FLANKS, first="Axis", hands={"Allies": ["counter-attack-1", "probe-left-2"],
                                            "Axis": ["their-finest-hour-1", "probe-left-1"]})
    st, _ = run(st, "play their-finest-hour", "grenade", "grenade")
    assert "their-finest-hour-1" in st["deck"]
    st, _ = run(st, "play counter-attack", "infantry", "grenade")
    copies = view(st, None)["turn"]["copies"]
    assert copies["key"] == "their-finest-hour" and "id" not in copies
    assert not cards_in(view(st, None)["turn"]) & set(st["deck"])


def test_counter_attack_with_nothing_to_copy_orders_nobody():
    st = start(FLANKS, hands={"Allies": ["counter-attack-1"], "Axis": ["probe-left-1"]})
    st, events = run(st, "play counter-attack")
    assert st["turn"]["side"] == "Axis"


def test_counter_attacking_recon_draws_two_and_keeps_one():
    st = start(FLANKS, first="Axis", hands={"Allies": ["counter-attack-1"],
                                            "Axis": ["recon-center-1", "probe-left-2"]})
    st, _ = run(st, "play recon-center; end")
    st, _ = run(st, "keep " + st["turn"]["pending"]["drawn"][0].rsplit("-", 1)[0])
    st, _ = run(st, "play counter-attack; order F1; end")
    assert st["turn"]["step"] == "keep" and st["turn"]["role"] == "Allies"


def test_every_card_of_the_deck_has_its_rule():
    from pbem.games.memoir44.cards import CARDS, EFFECTS
    assert len(CARDS) == 60 and {c["name"] for c in CARDS.values()} == set(EFFECTS)
