"""Memoir '44 around the rules: the notation, what each seat sees, plans, the missed
deadline functions, setup from options, the protocol's names."""
import json

import pytest

from pbem.games import RuleError
from pbem.games.memoir44 import (apply, decide, default_command, event_view, forfeit,
                                 format, is_legal, legal, legal_summary, parse, setup,
                                 skip, view)
from pbem.games.memoir44 import scenarios
import pbem.games.memoir44 as game
from pbem.games.memoir44.cards import DECK
from tests.fuzz import onward
from tests.memoir44_kit import Dice, at, run, start, texts


# -- notation ---------------------------------------------------------------------------
@pytest.mark.parametrize("text,command", [
    ("play attack-center", {"action": "play", "card": "attack-center"}),
    ("play Recon in Force", {"action": "play", "card": "recon-in-force"}),
    ("play Medics & Mechanics", {"action": "play", "card": "medics-and-mechanics"}),
    ("order c4 E4 f5", {"action": "order", "units": ["C4", "E4", "F5"]}),
    ("move C4-D5", {"action": "move", "path": ["C4", "D5"]}),
    ("move c4-c5-d5", {"action": "move", "path": ["C4", "C5", "D5"]}),
    ("battle D5 F6", {"action": "battle", "unit": "D5", "target": "F6"}),
    ("retreat F6-F7", {"action": "retreat", "path": ["F6", "F7"]}),
    ("ignore-flag", {"action": "ignore-flag"}), ("take-ground", {"action": "take-ground"}),
    ("overrun G7", {"action": "overrun", "target": "G7"}), ("decline", {"action": "decline"}),
    ("remove-wire D3", {"action": "remove-wire", "unit": "D3"}),
    ("keep probe-left", {"action": "keep", "card": "probe-left"}), ("end", {"action": "end"}),
    ("target h4 H5", {"action": "target", "hexes": ["H4", "H5"]}),
    ("ambush OFF", {"action": "ambush", "answer": "off"}),
    ("play probe-left; order C4\nend", {"action": "plan", "steps": [
        {"action": "play", "card": "probe-left"}, {"action": "order", "units": ["C4"]},
        {"action": "end"}]})])
def test_the_notation_reads_and_writes_every_command(text, command):
    assert parse(text) == command
    assert parse(format(command)) == command


@pytest.mark.parametrize("text,says", [
    ("", "empty command"), ("fly C4", "unknown command"), ("play", "takes a card"),
    ("play attack-middle", "unknown card"), ("move C4", "path"), ("move Z4-C5", "off the board"), ("move 44-C5", "not a hex"),
    ("battle D5", "attacking unit"), ("order N1", "off the board"), ("end now", "no arguments")])
def test_the_notation_says_what_it_expected(text, says):
    with pytest.raises(RuleError) as e:
        parse(text)
    assert says in e.value.message


# -- views and hidden information -------------------------------------------------------
def test_a_seat_sees_its_own_hand_the_others_count_and_never_the_deck():
    st = start({"F1": "Allies infantry", "F9": "Axis infantry"})
    allies, axis, public = view(st, "Allies"), view(st, "Axis"), view(st, None)
    assert [c["id"] for c in allies["sides"]["Allies"]["hand"]] == st["sides"]["Allies"]["hand"]
    assert "hand" not in allies["sides"]["Axis"] and allies["sides"]["Axis"]["hand_count"] == 3
    assert "hand" not in public["sides"]["Allies"] and "hand" not in public["sides"]["Axis"]
    for v in (allies, axis, public):
        assert v["deck_count"] == len(st["deck"])
        assert not {c for c in st["deck"]} & set(json.dumps(v).replace('"', " ").split())


def test_event_views_hide_the_deck_order_and_the_other_sides_cards():
    events = setup({"scenario": "pegasus-bridge"}, Dice())
    started = events[0]
    for role in ("Allies", "Axis", None):
        seen = event_view(started, role)
        assert seen["deck"] == len(started["deck"])
        for side, hand in started["hands"].items():
            assert seen["hands"][side] == (hand if side == role else len(hand))
    drew = {"type": "drew", "side": "Axis", "cards": ["probe-left-1"], "to_hand": True}
    assert event_view(drew, "Allies")["cards"] == 1 and event_view(drew, "Axis") == drew
    assert event_view({"type": "shuffled", "order": list(DECK)}, "Axis")["order"] == 60
    assert "card" not in event_view({"type": "kept", "side": "Axis", "card": "probe-left-1",
                                     "discarded": "attack-left-1"}, "Allies")


def test_describe_names_no_hidden_card():
    drew = {"type": "drew", "side": "Axis", "cards": ["probe-left-1"], "to_hand": True}
    kept = {"type": "kept", "side": "Axis", "card": "probe-left-1", "discarded": "attack-left-1"}
    assert "Probe" not in game.describe(drew) and "Probe" not in game.describe(kept)
    assert "Attack" in game.describe(kept)
    assert game.describe(event_view(drew, "Allies")) == "Axis draws a card"


def test_the_recon_draw_is_seen_by_its_player_only():
    st = start({"F1": "Allies infantry", "F9": "Axis infantry"},
               hands={"Allies": ["recon-center-1"], "Axis": ["probe-left-2"]},
               deck=["probe-left-1", "attack-right-1"] + [c for c in DECK if c not in (
                   "recon-center-1", "probe-left-2", "probe-left-1", "attack-right-1")])
    st, events = run(st, "play recon-center; end")
    assert view(st, "Axis")["pending"]["drawn"] == 2
    assert [c["id"] for c in view(st, "Allies")["pending"]["drawn"]] == \
        ["probe-left-1", "attack-right-1"]
    step = next(e for e in events if e["type"] == "step" and e["step"] == "keep")
    assert event_view(step, "Axis")["drawn"] == 2


def test_the_view_has_the_shape_the_pictures_draw():
    st = start({"F4": "Allies infantry", "F5": "Axis infantry"}, {"F5": "woods"})
    st, _ = run(st, "play assault-center; order F4; end; battle F4 F5", "flag", "star")
    v = view(st, "Axis")
    assert v["kind"] == "memoir44" and v["you"] == "Axis"
    assert v["units"]["F5"] == {"side": "Axis", "type": "infantry", "figures": 4, "max": 4,
                                "badge": None, "id": st["where"]["F5"]}
    assert v["hexes"]["F5"]["terrain"] == "woods"
    assert v["sides"]["Allies"]["position"] == "bottom" and v["sides"]["Axis"]["medals_to_win"] == 6
    assert v["pending"]["kind"] == "retreat" and v["pending"]["role"] == "Axis"
    assert v["last_dice"] == [{"from": "F4", "at": "F5", "faces": ["flag", "star"]}]
    assert v["played"]["key"] == "assault-center" and v["turn"]["ordered"] == ["F4"]
    assert game.render_text(v) and game.render_svg(v).startswith("<")


# -- plans ------------------------------------------------------------------------------
def test_a_plan_runs_a_whole_turn_in_one_message():
    st = start({"F3": "Allies infantry", "G3": "Allies infantry", "F6": "Axis infantry",
                "A9": "Axis infantry"})
    plan = "play assault-center; order F3 G3; move F3-F4; move G3-G4; battle F4 F6; end"
    assert is_legal(st, "Allies", parse(plan))
    st, events = run(st, plan, "star", "star")
    assert st["turn"]["side"] == "Axis" and at(st, "F4") and at(st, "G4")


def test_a_plan_with_an_illegal_command_before_any_die_is_refused_whole():
    st = start({"F3": "Allies infantry", "F6": "Axis infantry"})
    plan = parse("play assault-center; order F3; move F3-F8")
    assert not is_legal(st, "Allies", plan)
    with pytest.raises(RuleError) as e:
        decide(st, "Allies", plan, Dice())
    assert "step 3" in e.value.message


def test_a_plan_stops_where_the_dice_leave_its_next_command_illegal():
    st = start({"F4": "Allies infantry", "G4": "Allies infantry", "F5": "Axis infantry 1",
                "A9": "Axis infantry"})
    plan = "play assault-center; order F4 G4; end; battle F4 F5; battle G4 F5; end"
    st, events = run(st, plan, "infantry", "star", "star")
    stop = [e for e in events if e["type"] == "plan_stopped"]
    assert stop and stop[0]["step"] == 5 and st["turn"]["step"] == "take_ground"


def test_a_standing_answer_is_used_when_asked_and_skipped_when_not():
    units = {"F4": "Allies infantry", "F5": "Axis infantry", "E6": "Axis infantry",
             "A9": "Axis infantry", "H4": "Allies infantry", "H6": "Axis infantry"}
    st = start(units)
    plan = "play assault-center; order F4 H4; end; battle F4 F5; take-ground; battle H4 H6; take-ground; end"
    st, events = run(st, plan, "flag", "star", "star", "star", "star")
    assert at(st, "F5")["side"] == "Allies" and at(st, "H4")
    assert st["turn"]["side"] == "Axis"


def test_a_plan_stops_when_the_defender_must_choose_a_retreat():
    st = start({"F4": "Allies infantry", "F5": "Axis infantry", "A9": "Axis infantry"})
    st, events = run(st, "play assault-center; order F4; end; battle F4 F5; take-ground",
                     "flag", "star", "star")
    assert st["turn"]["role"] == "Axis" and st["turn"]["step"] == "retreat"
    assert [e["reason"] for e in events if e["type"] == "plan_stopped"] == ["Axis decides now"]
    stop = next(e for e in events if e["type"] == "plan_stopped")
    assert "reason" not in event_view(stop, "Axis") and "steps" not in event_view(stop, "Axis")
    assert event_view(stop, "Allies") == stop


# -- deadlines --------------------------------------------------------------------------
def test_default_command_ends_a_phase_or_declines_and_is_none_for_a_choice():
    st = start({"F4": "Allies infantry", "F5": "Axis infantry", "A9": "Axis infantry"})
    assert default_command(st, "Allies") is None                 # which card to play
    st, _ = run(st, "play assault-center")
    assert default_command(st, "Allies") == {"action": "end"}
    assert default_command(st, "Axis") is None                   # not his decision
    st, _ = run(st, "order F4; end; battle F4 F5", "flag", "star", "star")
    assert default_command(st, "Axis") is None                   # where to retreat


def test_skip_passes_a_turn_not_begun_and_ends_one_begun():
    st = start({"F4": "Allies infantry", "F5": "Axis infantry", "A9": "Axis infantry"})
    hand = list(st["sides"]["Allies"]["hand"])
    events = skip(st, "Allies", Dice())
    for ev in events:
        st = apply(st, ev)
    assert st["turn"]["side"] == "Axis" and st["sides"]["Allies"]["hand"] == hand
    with pytest.raises(RuleError):
        skip(st, "Allies", Dice())


def test_skip_of_a_retreat_takes_the_first_way_and_the_turn_goes_on():
    st = start({"F4": "Allies infantry", "F5": "Axis infantry", "A9": "Axis infantry"})
    st, _ = run(st, "play assault-center; order F4; end; battle F4 F5", "flag", "star", "star")
    for ev in skip(st, "Axis", Dice()):
        st = apply(st, ev)
    assert at(st, "E6") and st["turn"]["role"] == "Allies"


def test_forfeit_gives_the_other_side_the_game():
    st = start({"F4": "Allies infantry", "F5": "Axis infantry"})
    for ev in forfeit(st, "Allies", Dice()):
        st = apply(st, ev)
    assert st["outcome"]["winners"] == ["Axis"] and st["outcome"]["reason"] == "forfeit"


# -- setup and protocol -----------------------------------------------------------------
def test_setup_records_the_scenario_the_units_the_deck_and_the_hands():
    events = setup({"scenario": "pegasus-bridge"}, Dice())
    st = None
    for ev in events:
        st = apply(st, ev)
    assert events[0]["scenario"]["name"] == "Pegasus Bridge"
    assert len(st["sides"]["Allies"]["hand"]) == 6 and len(st["sides"]["Axis"]["hand"]) == 2
    assert len(st["deck"]) == 52 and st["turn"]["side"] == "Allies"
    assert st["sides"]["Axis"]["position"] == "top"
    assert all(u["figures"] == u["max"] for u in st["units"].values())


def test_options_choose_a_built_in_scenario_or_an_m44_file_not_both():
    schema = game.OPTIONS_SCHEMA()
    assert schema.load({"seats": 2})["scenario"] is None
    with pytest.raises(Exception):
        schema.load({"seats": 2, "scenario": "pegasus-bridge", "m44": {}})
    with pytest.raises(Exception):
        schema.load({"seats": 2, "scenario": "omaha"})
    from pbem.games.memoir44.scenario import SCENARIOS
    m44 = json.loads((SCENARIOS / "toulon.m44").read_text())
    events = setup({"seats": 2, "m44": m44}, Dice())
    assert events[0]["scenario"]["name"] == "Toulon" and events[0]["scenario"]["slug"] is None


def test_legal_summary_lists_short_forms_and_the_plan():
    st = start({"F3": "Allies armor", "F6": "Axis infantry"})
    st, _ = run(st, "play assault-center; order F3")
    lines = legal_summary(st, "Allies")
    assert any(line.startswith("move PATH") for line in lines)
    plan = next(line for line in lines if "plan" in line).split("e.g. ")[1]
    assert plan == "move F3-E3; battle E3 F6; end", "a plan of this position"
    assert is_legal(st, "Allies", parse(plan))
    assert onward(legal(st, "Axis")) == [] and legal_summary(st, "Axis") == ["resign"]


# -- per-scenario hooks -----------------------------------------------------------------
class Steep(scenarios.Rules):
    """A test scenario: climbing onto F5 costs 2 hexes, nobody may enter G5, nobody may
    target F6, the Axis draws a card more at the end of its turns."""

    def step_cost(self, state, unit, frm, to, how):
        return None if to == "G5" else 2 if to == "F5" and how == "move" else 1

    def may_target(self, state, unit, frm, to):
        return to != "F6"

    def extra_draws(self, state, side):
        return 1 if side == "Axis" else 0


@pytest.fixture
def steep(monkeypatch):
    monkeypatch.setitem(scenarios._LOADED, "test-steep", Steep())
    return "test-steep"


def test_a_scenarios_step_cost_prices_and_forbids_steps(steep):
    st = start({"F3": "Allies armor", "F9": "Axis infantry"}, slug=steep)
    st, _ = run(st, "play assault-center; order F3")
    ends = {t.split("-")[1] for t in texts(st) if t.startswith("move")}
    assert "F5" in ends and "G5" not in ends and "F6" not in ends and "E6" in ends


def test_a_scenarios_may_target_and_extra_draws(steep):
    st = start({"F4": "Allies infantry", "F6": "Axis infantry", "G6": "Axis infantry"},
               slug=steep)
    st, _ = run(st, "play assault-center; order F4; end")
    assert [t for t in texts(st) if t.startswith("battle")] == ["battle F4 G6"]
    st, _ = run(st, "end")
    hand = len(st["sides"]["Axis"]["hand"])
    st, _ = run(st, "play assault-left; end")
    assert len(st["sides"]["Axis"]["hand"]) == hand + 1


def test_vassieux_ends_when_the_deck_runs_out_and_by_default_the_medals_decide():
    st = start({"F1": "Allies infantry", "F9": "Axis infantry"}, deck=[], slug="vassieux",
               rules={"deck_reshuffling": False, "sudden_death": []})
    st, _ = run(st, "play assault-center; end")
    assert st["outcome"]["winners"] == ["Axis"]
    st = start({"F1": "Allies infantry", "F9": "Axis infantry"}, deck=[],
               rules={"deck_reshuffling": False, "sudden_death": []})
    st, _ = run(st, "play assault-center; end")
    assert st["outcome"] == {"winners": [], "reason": "the deck ran out",
                             "medals": {"Allies": 0, "Axis": 0}}


def test_recon_keeps_what_there_is_when_the_last_card_runs_the_deck_out():
    """Found by the 210-game fuzzer: a Recon drawing its two cards from a deck of one
    that may not be reshuffled (Vassieux) drew it, then the deck ran out and the game
    ended with that card in no pile. Readings 23 and 12: he keeps what there is, then
    the deck has run out and the scenario decides."""
    st = start({"F1": "Allies infantry", "F9": "Axis infantry"}, deck=["probe-left-1"],
               slug="vassieux", hands={"Allies": ["recon-center-1"], "Axis": []},
               rules={"deck_reshuffling": False, "sudden_death": []})
    st, events = run(st, "play recon-center; end")
    assert [e["type"] for e in events][-3:] == ["drew", "kept", "game_over"]
    assert st["sides"]["Allies"]["hand"] == ["probe-left-1"]
    assert st["discard"] == ["recon-center-1"] and st["deck"] == []
    assert st["outcome"]["winners"] == ["Axis"]


def test_any_die_makes_the_rest_of_a_plan_a_guess_not_only_a_battles():
    """Found by the plan fuzzer: after Medics & Mechanics rolled, the plan's standing
    take-ground was refused as if no die had been rolled yet."""
    st = start({"F4": "Allies infantry 2", "A9": "Axis infantry"},
               hands={"Allies": ["medics-and-mechanics-1"], "Axis": ["probe-left-1"]})
    plan = "play medics-and-mechanics; order F4; take-ground; move F4-F5"
    assert is_legal(st, "Allies", parse(plan))
    st, events = run(st, plan, "infantry")
    assert at(st, "F5")["figures"] == 3


class Detour(scenarios.Rules):
    """A test scenario: the step F3 -> F4 is closed (a bridge's side, say)."""

    def step_cost(self, state, unit, frm, to, how):
        return None if (frm, to) == ("F3", "F4") else 1


def test_a_listed_move_to_a_next_hex_reached_the_long_way_is_accepted(monkeypatch):
    """Found by the fuzzer on Arnhem Bridge: legal() listed `move G4-H3`, reachable only
    round the bridge's closed side, and decide() refused it as the closed direct step."""
    monkeypatch.setitem(scenarios._LOADED, "test-detour", Detour())
    st = start({"F3": "Allies infantry", "A9": "Axis infantry"}, slug="test-detour")
    st, _ = run(st, "play assault-center; order F3")
    listed = [c for c in legal(st, "Allies") if c["action"] == "move" and c["path"][-1] == "F4"]
    assert listed and all(is_legal(st, "Allies", c) for c in legal(st, "Allies"))
    st, events = run(st, format(listed[0]))
    assert next(e for e in events if e["type"] == "moved")["path"] == ["F3", "G3", "F4"]
