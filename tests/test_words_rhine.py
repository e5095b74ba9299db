"""Race to the Rhine events in words (issue 11, "Words"): the books' worked examples
played again, and what the log, mails and forum posts say of each step: a combat won
or lost and against what, supplies taken and where, what a truck carried, each
card's effect; a peek named to its player only; no event left as its bare type."""
import re
import sys
from pathlib import Path

import pytest

import pbem.games.rhine as g
from pbem.games.rhine.board import RHINE
from tests.test_rhine_rules import (ex15_luxembourg, ex_r14b_bruxelles, ex_trier, game, own,
                                    play, put, set_corps, stack)


def said(events, role=None):
    """Each event's line as ROLE (None: the public) reads it."""
    return [g.describe(g.event_view(e, role)) for e in events]


def script(st, role, *commands):
    """The lines of each command of ROLE played in turn from ST (public words)."""
    told = []
    for command in commands:
        st, events = play(st, role, command)
        told.append(said(events))
    return told


def one(lines, pattern):
    [line] = [x for x in lines if re.search(pattern, x)]
    return line


def test_words_example_r10_combat_continued_trier_lost_to_panzer_brigade_105():
    _, events = ex_trier()
    lines = said(events)
    assert "Patton meets Panzer Brigade 105 at Trier (from the Axis deck)" in lines
    lost = one(lines, "combat")
    assert lost.startswith("Patton loses the combat against Panzer Brigade 105")
    assert "withdraws" in lost and "shuffled back into the Axis deck" in lost
    assert not any(line.endswith("card resolved") for line in lines)


def test_words_example_r10_combat_711_infanterie_luxembourg_medal():
    _, events = ex15_luxembourg()
    lines = said(events)
    assert one(lines, "combat") == (
        "Patton wins the combat against 711 Infanterie Div (costs 1 ammo; paid 1 ammo): "
        "the card is won; to go on, the corps spends 1 gas")
    assert "Patton takes Luxembourg: blue marker and a medal" in lines
    assert "Patton activates XII (1 gas)" in lines


@pytest.mark.parametrize("cards, commands, told", [
    (["B01", "B02", "B05"],         # EX r10 ex1: Black market, Starving civilians, Resistance
     ["move XII Troyes-Vitry-Chalons-Reims", "swap food ammo", "go Chalons", "go Reims"],
     ["Patton may swap 1 supply at the Black market or decline",
      "Patton swaps 1 food for 1 ammo at the Black market",
      "Patton does not feed the Starving civilians",
      "Resistance: kept for a later turn, when it gives one more action"]),
    (["B07", "B09", "B11"],         # EX r10 ex2: Les Boches, Captured supplies, no effect
     ["move XII Troyes-Vitry-Chalons", "load XII 1 gas", "go Reims"],
     ["Les Boches: the corps stops unless it spends 1 gas to go on",
      "Captured supplies: 1 gas from the pool is left in the area",
      "Patton: XII loads 1 gas from Chalons", "Battle of Angaur: no effect",
      "Patton: XII enters Vitry",
      "Patton: XII enters Chalons (pays 1 gas)"]),      # to go on past Les Boches
], ids=["words_example_r10_ex1_black_market_starving_civilians_resistance",
        "words_example_r10_ex2_les_boches_captured_supplies_no_effect"])
def test_words_of_the_pursuit_cards(cards, commands, told):
    st = game(3, role="Patton")
    set_corps(st, "XII", gas=3, ammo=0, food=1)
    stack(st, "B", cards)
    lines = sum(script(st, "Patton", *commands), [])
    assert [line for line in told if line not in lines] == []


def test_words_example_r6_supplies_taken_and_where():
    st = game(3, role="Monty")
    own(st, "R", "Dieppe")
    stock, basic = script(st, "Monty", "supply Lisieux 3 ammo", "supply Dieppe basic")
    assert "Monty takes 3 ammo at Lisieux: 3 ammo from the stock" in stock
    assert "Monty takes the basic set at Dieppe (a limited supply source): 1 gas, 1 ammo, " \
           "1 food from the pool" in basic


def test_words_example_r8_what_each_truck_carried():
    st = game(3, role="Monty")
    own(st, "R", "Rouen")
    put(st, "Lisieux", ammo=3, gas=3)
    put(st, "Brionne", food=1)
    began, first, second = script(st, "Monty", "transport", "truck Lisieux-Brionne 2G3A",
                                  "truck Brionne-Rouen 1G2A1F")
    assert "Monty starts a transport: up to 2 truck moves" in began
    assert "Monty's truck carries 2 gas, 3 ammo from Lisieux to Brionne" in first
    assert "Monty's truck carries 1 gas, 2 ammo, 1 food from Brionne to Rouen" in second


def test_words_example_r14b_counter_attack_bruxelles():
    [countered] = script(ex_r14b_bruxelles(), "Patton", "counter Bruxelles")
    assert "Patton counter-attacks Bruxelles: Monty's marker is removed; Monty loses a " \
           "medal counter" in countered
    [placed] = script(ex_r14b_bruxelles(), "Patton", "axis Antwerpen")
    assert "Patton places an Axis marker on Antwerpen" in placed


def test_a_peek_is_named_to_its_player_only():
    st = game(3, role="Brad")
    top = st["decks"]["X"][0]
    _, events = play(st, "Brad", "air axis")
    [peek] = [e for e in events if e["type"] == "air_support"]
    name = RHINE.cards[top].name
    assert g.describe(g.event_view(peek, "Brad")) == \
        f"Brad calls air support and looks at the top card of the Axis deck: it is {name}"
    for other in ("Monty", "Patton", None):
        line = g.describe(g.event_view(peek, other))
        assert line == "Brad calls air support and looks at the top card of the Axis deck"
        assert name not in line


def test_every_event_type_the_rules_emit_has_its_words():
    """Every "type" a module of the game emits (read from its source) is described
    by a line of its own, not the bare type."""
    package = Path(g.__file__).parent
    emitted = {t for path in package.glob("*.py")
               for t in re.findall(r'"type": "(\w+)"', path.read_text())}
    assert len(emitted) > 25
    table = sys.modules["pbem.games.rhine.describe"].DESCRIBE
    assert emitted <= set(table), emitted - set(table)
