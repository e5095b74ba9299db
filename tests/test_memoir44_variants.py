"""The rulebook's variants (Appendix 3, "Warianty dla wielu graczy"): Young Generals
(variant.py) and team play (teams.py). Each test quotes the Polish."""
import marshmallow
import pytest

from pbem.games import RuleError
from pbem.games import memoir44 as g
from pbem.games.memoir44.cards import CARDS
from tests.fuzz import onward
from tests.memoir44_kit import Dice, at, run, start


def young(state):
    state["variant"] = "young_generals"
    return state


def ready(units):
    """The Allies' battle step, their unit on F4 ordered (Assault Centre)."""
    st = young(start(units))
    st, _ = run(st, "play assault-center; order F4")
    if st["turn"]["step"] == "move":
        st, _ = run(st, "end")
    return st


def test_young_generals_play_with_the_section_cards_only():
    """"usunąć wszystkie karty Taktyki z talii, zatrzymać jedynie karty Sekcji\""""
    state = None
    for e in g.setup({"seats": 2, "young_generals": True}, Dice()):
        state = g.apply(state, e)
    held = state["deck"] + [c for s in state["sides"].values() for c in s["hand"]]
    assert held and all(CARDS[c]["kind"] == "section" for c in held)
    assert state["variant"] == "young_generals"
    plain = None
    for e in g.setup({"seats": 2}, Dice()):
        plain = g.apply(plain, e)
    assert any(CARDS[c]["kind"] == "tactic" for c in plain["deck"])


def test_young_generals_take_no_ground_and_make_no_overrun():
    """"można zrezygnować z zasad Zajęcia Pola i Ataku Pancernego": the variant does."""
    st = ready({"F4": "Allies armor", "F5": "Axis infantry 1", "E6": "Axis infantry"})
    st, events = run(st, "battle F4 F5", "infantry", "star", "star")
    assert at(st, "F5") is None and at(st, "F4")
    assert st["turn"]["step"] != "take_ground"
    assert not any(e.get("step") in ("take_ground", "overrun") for e in events)


def test_young_generals_reshuffle_whenever_the_deck_runs_out():
    """"za każdym razem, gdy stos kart się wyczerpie, należy je przetasować przed
    utworzeniem nowego stosu": even where the scenario says the deck is not reshuffled."""
    st = young(start({"F4": "Allies infantry", "A9": "Axis infantry"}, deck=[],
                     rules={"deck_reshuffling": False, "sudden_death": []}))
    st["discard"] = ["probe-left-1", "probe-left-2"]
    st, events = run(st, "play assault-center; end")
    assert "shuffled" in [e["type"] for e in events]
    assert [e["side"] for e in events if e["type"] == "drew"] == ["Allies"]


# -- team play (teams.py) ---------------------------------------------------------------------
FLANKS = {"B1": "Allies infantry", "K1": "Allies infantry", "F1": "Allies infantry",
          "B9": "Axis infantry", "K9": "Axis infantry", "F9": "Axis infantry"}


def teamed(n, hands):
    st = start(FLANKS, hands=hands)
    st["team"] = n
    return st


def test_team_play_seats_each_section_under_a_commander():
    """"Memoir '44 pozwala na grę drużynową, maksymalnie do 6 graczy ... w drużynach po 2
    graczy, jeden z uczestników sprawuje pieczę nad środkową częścią pola bitwy, drugi
    zaś rozgrywa jednostki znajdujące się na dwóch flankach; w drużynach po 3 graczy,
    każdy z uczestników dowodzi jedną sekcją planszy\""""
    assert g.roles({"team": 2}) == ["Allies", "Allies-flanks", "Axis", "Axis-flanks"]
    assert g.roles({"team": 3}) == ["Allies", "Allies-left", "Allies-right",
                                    "Axis", "Axis-left", "Axis-right"]
    schema = g.OPTIONS_SCHEMA()
    assert schema.load({"seats": 6, "team": 3})["team"] == 3
    for wrong in ({"seats": 4, "team": 3}, {"seats": 4}):
        with pytest.raises(marshmallow.ValidationError):
            schema.load(wrong)


def test_the_commander_plays_the_card_and_the_sections_player_orders():
    """"gracz kontrolujący środkową część odpowiedzialny jest za rozgrywanie kart Taktyki,
    które nie odnoszą się do żadnej konkretnej sekcji pola bitwy, bądź do wszystkich":
    the commander (the centre) plays, a section card's orders are its section's player's
    (the Allies' left is B1 here), a tactic card's the commander's."""
    st = teamed(3, {"Allies": ["probe-left-1", "direct-from-hq-1"],
                    "Axis": ["probe-left-2", "probe-center-1"]})
    assert g.active(st) == ["Allies"] and onward(g.legal(st, "Allies-left")) == []
    after, _ = run(st, "play probe-left", role="Allies")
    assert g.active(after) == ["Allies-left"]
    assert onward(g.legal(after, "Allies")) == [] and onward(g.legal(after, "Allies-left"))
    with pytest.raises(RuleError, match="waiting for Allies-left"):
        g.decide(after, "Allies", g.parse("order B1"), Dice())
    with pytest.raises(RuleError, match="Allies-left's decision then"):
        g.decide(st, "Allies", g.parse("play probe-left; order B1"), Dice())
    st2, _ = run(st, "play direct-from-hq", role="Allies")
    assert g.active(st2) == ["Allies"]
    two = teamed(2, {"Allies": ["probe-right-1"], "Axis": ["probe-left-2"]})
    two, _ = run(two, "play probe-right", role="Allies")
    assert g.active(two) == ["Allies-flanks"]


def test_the_whole_team_sees_its_hand_and_wins_together():
    """"Każda drużyna umieszcza karty dowodzenia w swoich cardholderach, wspólnie
    decydując jaką obrać strategię": every seat of a side sees its hand; a side's
    victory is each of its seats'."""
    st = teamed(3, {"Allies": ["probe-left-1"], "Axis": ["probe-left-2"]})
    seen = g.view(st, "Allies-right")
    assert [c["key"] for c in seen["sides"]["Allies"]["hand"]] == ["probe-left"]
    assert "hand" not in seen["sides"]["Axis"] and seen["seat"] == "Allies-right"
    st["outcome"] = {"winners": ["Axis"], "reason": "medals"}
    assert g.outcome(st)["winners"] == ["Axis", "Axis-left", "Axis-right"]


@pytest.mark.parametrize("team", [2, 3])
def test_a_team_game_plays_to_its_end_through_the_service(service, team):
    import random

    from pbem.host import audit
    from tests.fuzz import play_random
    gid, seats = service.create("memoir44", [{"name": f"P{i}"} for i in range(2 * team)],
                                {"team": team})
    assert [s["role"] for s in seats] == g.roles({"team": team})
    play_random(service, gid, None, random.Random(team))
    game = service.load(gid)
    assert game.finished and len(game.outcome["winners"]) in (0, team)
    assert audit.verify(service, gid) == audit.Verdict()
