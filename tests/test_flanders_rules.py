"""In Flanders Field rules, driven through the game module (no service, no store).

States start from real setup events (pbem.core.rng.Draws); `arrange` then puts chosen cards
on the board and in hands by moving cards between piles of that plain-data state (all
54 cards stay accounted for), and turns are played with decide() + apply() and a
FixedRng whose dice the test names.
"""
import copy
import json
import random
import xml.etree.ElementTree as ET

import marshmallow
import pytest

from pbem.core.rng import Draws
from pbem.games import RuleError
from pbem.games import flanders as g
from pbem.games.flanders import cards
from tests.fuzz import onward

SEED = "5e" * 32


class FixedRng:
    """Dice from a list; shuffles keep the given order (or use ORDER once)."""

    def __init__(self, dice=(), order=None):
        self.dice = list(dice)
        self.order = order

    def randint(self, a, b):
        return self.dice.pop(0)

    def randbelow(self, n):
        return 0

    def choice(self, seq):
        return seq[0]

    def shuffle(self, items):
        if self.order is not None:
            order, self.order = self.order, None
            return list(order)
        return list(items)


def run(events, state=None):
    for e in events:
        state = g.apply(state, e)
    return state


def start(seats=2, beginner=False):
    return run(g.setup({"seats": seats, "beginner": beginner}, Draws(SEED, "s", 0)))


def all_cards(st):
    held = [c for p in st["players"].values() for c in p["hand"]]
    board = [c for c in st["board"].values() if c is not None]
    return sorted(held + board + st["deck"] + st["discard"])


def arrange(st, board=None, hands=None, pos=None, troops=None, pool=None, top=()):
    """A copy of ST with exactly BOARD (space -> code; other spaces emptied), HANDS
    (role -> codes), positions, troops, and the codes TOP on top of the deck."""
    st = copy.deepcopy(st)

    def grab(code):
        for pile in (st["deck"], st["discard"]):
            for c in pile:
                if cards.code(c) == code:
                    pile.remove(c)
                    return c
        raise AssertionError(f"no free {code} card")

    if board is not None:
        st["deck"] += [c for c in st["board"].values() if c is not None]
        st["board"] = {str(s): None for s in cards.SPACES}
        for s, code in board.items():
            st["board"][str(s)] = grab(code)
    for role, codes in (hands or {}).items():
        st["deck"] += st["players"][role]["hand"]
        st["players"][role]["hand"] = [grab(c) for c in codes]
    for role, n in (pos or {}).items():
        st["players"][role]["pos"] = n
    for role, n in (troops or {}).items():
        st["pool"] -= n - st["players"][role]["troops"]
        st["players"][role]["troops"] = n
    if pool is not None:
        st["pool"] = pool
    st["deck"] = [grab(c) for c in top] + st["deck"]
    assert all_cards(st) == list(range(54))
    return st


def play(st, role, text, dice=()):
    events = g.decide(st, role, g.parse(text), FixedRng(dice))
    return run(events, st), events


def texts(st, role="Red"):
    """ROLE's legal commands of the game's own (resigning and draws aside: the tests of
    pbem.games.concede look at those)."""
    return [g.format(c) for c in onward(g.legal(st, role))]


def codes(st, role="Red"):
    return [cards.code(c) for c in st["players"][role]["hand"]]


def types(events):
    return [e["type"] for e in events]


def stopped(st=None, hand=(), take="inf1", pos=0, troops=None, pool=None):
    """Red holds HAND, takes TAKE from space 3 (None: the Advance on 9), then stops."""
    st = start() if st is None else st
    board = {} if take is None else {3: take}
    st = arrange(st, board=board, hands={"Red": list(hand)}, pos={"Red": pos},
                 troops=None if troops is None else {"Red": troops}, pool=pool)
    if take is None:
        st, _ = play(st, "Red", "roll", [4, 5, 1])
        st, _ = play(st, "Red", "take 9")
    else:
        st, _ = play(st, "Red", "roll", [1, 2, 6])
        st, _ = play(st, "Red", "take 3")
    return play(st, "Red", "stop")


FULL = {3: "inf2", 4: "inf1", 5: "reserves", 6: "inf2", 7: "inf3", 8: "tank",
        10: "inf1+", 11: "mines"}


# -- setup -----------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("beginner", [False, True])
def test_setup_for_2_3_4_players_and_beginners(seats, beginner):
    st = start(seats, beginner)
    troops = 8 if beginner else 6
    assert st["roles"] == ["Red", "Blue", "Green", "Yellow"][:seats]
    assert all(p["troops"] == troops and p["pos"] == 0 and p["hand"] == []
               for p in st["players"].values())
    assert st["pool"] == 40 - seats * troops
    assert sorted(int(s) for s in st["board"]) == [3, 4, 5, 6, 7, 8, 10, 11]
    assert None not in st["board"].values()
    assert all_cards(st) == list(range(54))
    assert st["turn"]["role"] == "Red" and st["turn"]["number"] == 1
    assert texts(st) == ["roll"] and g.active(st) == ["Red"]
    v = g.view(st, None)
    assert v["board"]["9"]["name"] == "Advance" and v["board"]["9"]["figure"] is None


def test_options_schema_defaults_and_limits():
    assert g.OPTIONS_SCHEMA().load({"seats": 2}) == {"seats": 2, "beginner": False}
    assert g.OPTIONS_SCHEMA().load({"seats": 4, "beginner": "true"})["beginner"] is True
    with pytest.raises(marshmallow.ValidationError):
        g.OPTIONS_SCHEMA().load({"seats": 5})
    assert g.roles({"seats": 3}) == ["Red", "Blue", "Green"]


def test_deck_data_has_54_cards_with_sources():
    assert len(cards.CARDS) == 54
    german = [c for c in cards.CARDS if c["side"] == "german"]
    assert {c["kind"] for c in german} == {"g-mg", "g-art", "g-counter", "g-gas", "circus",
                                           "wire"}
    assert all(rec.get("source") in ("rulebook", "reconstructed", "review")
               for rec in cards._DECK["card"] + cards.BOARD["rows"]
               + [cards.BOARD[k] for k in ("track", "card_spaces", "fixed", "troops")])


# -- rolling and taking ----------------------------------------------------------------
def test_example_rolled_1_3_4_sums_4_5_7():
    st = arrange(start(), board=FULL)
    st, events = play(st, "Red", "roll", [1, 3, 4])
    assert events == [{"type": "rolled", "role": "Red", "dice": [1, 3, 4]}]
    assert texts(st) == ["take 4", "take 5", "take 7"]
    card = st["board"]["4"]
    st, _ = play(st, "Red", "take 4")
    assert st["players"]["Red"]["hand"] == [card] and st["board"]["4"] is None
    assert texts(st) == ["roll", "stop"]


def test_must_take_even_a_german_card():
    st = arrange(start(), board={5: "g-mg", 7: "inf2"})
    st1, _ = play(st, "Red", "roll", [1, 3, 4])
    assert texts(st1) == ["take 5", "take 7"]
    with pytest.raises(RuleError, match="not legal"):
        g.decide(st1, "Red", g.parse("take 4"), FixedRng())
    st2, _ = play(arrange(st, board={5: "g-mg"}), "Red", "roll", [1, 3, 4])
    assert texts(st2) == ["take 5"]


def test_sums_2_and_12_match_no_space():
    st = arrange(start(), board=FULL)
    assert texts(play(st, "Red", "roll", [1, 1, 6])[0]) == ["take 7"]
    for dice in ([1, 1, 1], [6, 6, 6]):
        after, events = play(st, "Red", "roll", dice)
        assert "busted" in types(events) and after["turn"]["role"] == "Blue"


def test_fixed_nine_is_taken_with_the_spare_figure_once_per_turn():
    st = arrange(start(), board={})
    st, _ = play(st, "Red", "roll", [4, 5, 1])
    assert texts(st) == ["take 9"]
    st, events = play(st, "Red", "take 9")
    assert events[0]["card"] is None and st["turn"]["advance"] is True
    assert g.view(st, "Red")["board"]["9"]["figure"] == "Red"
    st, events = play(st, "Red", "roll", [4, 5, 1])
    assert types(events)[:2] == ["rolled", "busted"]
    assert g.view(st, None)["board"]["9"]["figure"] is None


# -- busting ---------------------------------------------------------------------------
def test_bust_loses_grey_and_german_troops_and_all_british_cards():
    st = arrange(start(), board={3: "inf3", 4: "g-mg", 5: "g-art"},
                 hands={"Red": ["art", "mines"]})
    for dice, space in (([1, 2, 6], 3), ([2, 2, 6], 4), ([1, 4, 6], 5)):
        st, _ = play(st, "Red", "roll", dice)
        st, _ = play(st, "Red", f"take {space}")
    held = list(st["players"]["Red"]["hand"])
    st, events = play(st, "Red", "roll", [1, 1, 1])
    bust = events[1]
    assert bust["type"] == "busted" and (bust["grey"], bust["german"], bust["lost"]) == (1, 3, 4)
    assert st["players"]["Red"]["troops"] == 2 and st["pool"] == 28 + 4
    assert st["players"]["Red"]["hand"] == [] and set(held) <= set(st["discard"])
    assert st["turn"]["role"] == "Blue"


@pytest.mark.parametrize("pos, lost", [(0, 2), (4, 1)])
def test_bust_counter_attack_costs_two_on_the_start_line(pos, lost):
    st = arrange(start(), board={3: "g-counter"}, pos={"Red": pos})
    st, _ = play(st, "Red", "roll", [1, 2, 6])
    st, _ = play(st, "Red", "take 3")
    st, events = play(st, "Red", "roll", [1, 1, 1])
    assert events[1]["lost"] == lost and st["players"]["Red"]["pos"] == pos


def test_bust_can_eliminate_and_end_a_two_player_game():
    st = arrange(start(), board={3: "g-art"}, troops={"Red": 1})
    st, _ = play(st, "Red", "roll", [1, 2, 6])
    st, _ = play(st, "Red", "take 3")
    st, events = play(st, "Red", "roll", [1, 1, 1])
    assert "eliminated" in types(events) and st["players"]["Red"]["troops"] == 0
    assert g.outcome(st)["winners"] == ["Blue"] and g.active(st) == []


# -- moving ----------------------------------------------------------------------------
def test_infantry_moves_partially_and_extra_space_costs_a_troop():
    st, _ = stopped(hand=["inf2+"], take="inf1", pos=0)
    assert texts(st) == ["move inf2+ 1", "move inf2+ 2", "move inf2+ 3", "move inf1 1",
                         "end"]
    part, _ = play(st, "Red", "move inf2+ 1")
    assert part["players"]["Red"]["pos"] == 1 and part["players"]["Red"]["troops"] == 6
    part, _ = play(part, "Red", "move inf1 1")
    assert part["players"]["Red"]["pos"] == 2 and part["turn"]["role"] == "Blue"
    full, events = play(st, "Red", "move inf2+ 3")
    assert events[0]["paid"] == 1 and full["players"]["Red"]["troops"] == 5
    assert full["pool"] == 29 and full["players"]["Red"]["pos"] == 3


def test_extra_space_needs_a_troop_to_spare():
    st, _ = stopped(hand=["inf2+"], take="inf1", pos=0, troops=1)
    assert "move inf2+ 3" not in texts(st) and "move inf2+ 2" in texts(st)


def test_defence_line_stops_all_movement_for_the_turn():
    st, _ = stopped(hand=["inf2"], take="inf1", pos=1)
    st, events = play(st, "Red", "move inf2 2")
    assert events[0]["halted"] is True and st["players"]["Red"]["pos"] == 3
    assert st["turn"]["role"] == "Blue"
    assert any(cards.code(c) == "inf1" for c in events[1]["discarded"])


def test_defence_line_cannot_be_passed_without_mines():
    st, _ = stopped(hand=["inf3"], take="inf1", pos=2)
    assert [t for t in texts(st) if "inf3" in t] == ["move inf3 1"]


def test_mines_pass_a_defence_line():
    st, _ = stopped(hand=["inf3", "mines"], take="inf1", pos=2)
    assert [t for t in texts(st) if "inf3" in t] == [
        "move inf3 1", "move inf3 2 mines", "move inf3 3 mines"]
    st, events = play(st, "Red", "move inf3 3 mines")
    assert st["players"]["Red"]["pos"] == 5 and len(events[0]["mines"]) == 1
    assert "mines" not in codes(st) and st["turn"]["halted"] is False
    assert texts(st) == ["move inf1 1", "end"]


def test_mines_let_you_move_on_from_the_line_you_end_on():
    st, _ = stopped(hand=["inf2", "mines"], take="inf1", pos=1)
    st, events = play(st, "Red", "move inf2 2")
    assert st["players"]["Red"]["pos"] == 3 and st["turn"]["halted"] and not events[0]["mines"]
    assert texts(st) == ["move inf1 1 mines", "end"]
    st, _ = play(st, "Red", "move inf1 1 mines")
    assert st["players"]["Red"]["pos"] == 4 and not st["turn"]["halted"]


def test_mines_are_needed_to_pass_a_line_not_to_stop_on_one():
    """"Mines – you may play this card when you move ... to avoid stopping on a German
    Defence Line space" (README, reading 27): another movement card in hand does not
    make the line a move stops on cost a Mines card."""
    st, _ = stopped(hand=["inf3+", "mines"], take="inf1", pos=2)
    assert "move inf3+ 4 mines" in texts(st)
    st, events = play(st, "Red", "move inf3+ 4 mines")
    assert st["players"]["Red"]["pos"] == 6 and len(events[0]["mines"]) == 1
    assert events[0]["halted"] is True and st["turn"]["role"] == "Blue"


def test_mines_are_spent_on_a_line_only_to_go_on_from_it():
    """Stopping on a Defence Line keeps the Mines card (it may be retained); moving on
    from the line spends it, with any movement card."""
    st, _ = stopped(hand=["inf3+", "mines", "mines"], take="inf1", pos=2)
    st, events = play(st, "Red", "move inf3+ 4 mines")
    assert st["players"]["Red"]["pos"] == 6 and len(events[0]["mines"]) == 1
    assert texts(st) == ["move inf1 1 mines", "end"]
    kept, events = play(st, "Red", "end")
    assert events[0]["kept"] == cards.of_kind(st["players"]["Red"]["hand"], "mines")
    st, events = play(st, "Red", "move inf1 1 mines")
    assert st["players"]["Red"]["pos"] == 7 and len(events[0]["mines"]) == 1
    assert "mines" not in codes(st)


def test_a_tank_leaves_a_line_it_did_not_enter_only_with_mines():
    """The Tank's exception is for a line it enters: a figure an Infantry card stopped
    on a line goes on only with Mines, whatever card moves it."""
    st, _ = stopped(hand=["inf2", "tank", "mines"], take="inf1", pos=1)
    st, _ = play(st, "Red", "move inf2 2")
    assert texts(st) == ["move tank 1 mines", "move tank 2 mines", "move inf1 1 mines", "end"]


def test_tank_ignores_defence_lines_and_barbed_wire():
    st, events = stopped(hand=["tank", "inf2"], take="wire", pos=2)
    assert events[0]["wire"] == 1
    assert "move tank 2" in texts(st) and "move inf2 2" not in texts(st)
    st, events = play(st, "Red", "move tank 2")
    assert st["players"]["Red"]["pos"] == 4 and not events[0]["halted"]
    st, _ = play(st, "Red", "move inf2 2")
    assert st["players"]["Red"]["pos"] == 6


def test_a_tank_used_after_the_wire_ate_gives_the_spaces_back():
    """"Ignore its effect if you use a Tank card for movement this turn": the Tank
    moved after an Infantry the wire had shortened carries the eaten space."""
    st, _ = stopped(hand=["tank", "inf2"], take="wire", pos=0)
    st, events = play(st, "Red", "move inf2 1")
    assert events[0]["wire"] == 1 and st["players"]["Red"]["pos"] == 1
    assert "move tank 3" in texts(st)
    st, _ = play(st, "Red", "move tank 3")
    assert st["players"]["Red"]["pos"] == 4                  # 2 + 2: the wire ignored


def test_tanks_ignore_barbed_wire_and_its_refund_is_given_once_per_turn():
    """"You also ignore the effect of all German Barbed Wire cards you received this
    turn" (README, reading 28): the first Tank gives back what the wire ate; a second
    Tank moves its own 2 spaces, so cards worth 6 move the figure 6, never 7."""
    st, _ = stopped(hand=["tank", "tank", "inf2"], take="wire", pos=0)
    st, _ = play(st, "Red", "move inf2 1")
    st, _ = play(st, "Red", "move tank 3")
    assert st["players"]["Red"]["pos"] == 4
    assert [t for t in texts(st) if "tank" in t] == ["move tank 1", "move tank 2"]
    st, _ = play(st, "Red", "move tank 2")
    assert st["players"]["Red"]["pos"] == 6


def test_a_tank_held_but_not_used_does_not_lift_the_wire():
    st, _ = stopped(hand=["tank", "inf3"], take="wire", pos=0)
    assert "move inf3 3" not in texts(st) and "move inf3 2" in texts(st)
    st, events = play(st, "Red", "move inf3 2")
    assert events[0]["wire"] == 1 and st["players"]["Red"]["pos"] == 2


@pytest.mark.parametrize("hand,take,moves,to", [
    (["inf1", "wire"], None, ["move inf1 0", "move advance 1"], 1),
    (["inf1", "wire"], "inf1", ["move inf1 0", "move inf1 1"], 1),
    (["inf2", "wire", "wire"], "inf1", ["move inf1 0", "move inf2 1"], 1),
])
def test_barbed_wire_takes_one_space_of_the_turn_not_a_whole_card(hand, take, moves, to):
    """"Your movement is reduced by one space" per Barbed Wire: a card the wire eats
    whole can be spent on it (`move CARD 0`), and the rest moves."""
    st = start()
    board = {} if take is None else {3: take}
    st = arrange(st, board=board, hands={"Red": hand}, pos={"Red": 0})
    st, _ = play(st, "Red", "roll", [4, 5, 1] if take is None else [1, 2, 6])
    st, _ = play(st, "Red", "take 9" if take is None else "take 3")
    st, _ = play(st, "Red", "stop")
    assert moves[0] in texts(st)
    for move in moves:
        st, events = play(st, "Red", move)
    assert st["players"]["Red"]["pos"] == to and not st["turn"]["wire"]


def test_barbed_wire_takes_one_space_of_movement():
    st, events = stopped(hand=["inf2"], take="wire", pos=0)
    assert events[0]["wire"] == 1 and texts(st) == ["move inf2 1", "end"]
    st, events = play(st, "Red", "move inf2 1")
    assert events[0]["wire"] == 1 and st["players"]["Red"]["pos"] == 1


def test_advance_on_nine_moves_one_space():
    st, _ = stopped(take=None, pos=4)
    assert texts(st) == ["move advance 1", "end"]
    st, _ = play(st, "Red", "move advance 1")
    assert st["players"]["Red"]["pos"] == 5 and st["turn"]["role"] == "Blue"


def test_objective_line_is_the_end_of_the_track():
    st, _ = stopped(hand=["inf3"], take="inf1", pos=10)
    assert "move inf3 3" not in texts(st) and "move inf3 2" in texts(st)
    st, _ = play(st, "Red", "move inf3 2")
    assert st["final_round"] is True and st["turn"]["role"] == "Blue"


# -- British cards at the stop and during the turn -----------------------------------------
def test_artillery_cancels_german_artillery_machine_gun_and_counter_attack():
    st, _ = stopped(hand=["art", "g-mg", "g-counter"], take="g-art", pos=4)
    assert texts(st) == ["artillery", "skip"]
    st, events = play(st, "Red", "artillery")
    assert len(events[0]["cancelled"]) == 3
    assert st["players"]["Red"]["troops"] == 6 and st["players"]["Red"]["pos"] == 4
    assert st["players"]["Red"]["hand"] == [] and st["turn"]["role"] == "Blue"


def test_artillery_may_be_kept_and_the_german_cards_then_hurt():
    st, _ = stopped(hand=["art", "g-mg", "g-counter"], take="g-art", pos=4)
    st, _ = play(st, "Red", "skip")
    assert st["players"]["Red"]["troops"] == 6 - 1 - 1 - 2
    assert st["players"]["Red"]["pos"] == 3 and codes(st) == ["art"]


def test_reserves_take_a_troop_from_the_pool():
    st, events = stopped(hand=["reserves"], take="inf1")
    assert events[1]["type"] == "reserves" and events[1]["gained"] == 1
    assert st["players"]["Red"]["troops"] == 7 and st["pool"] == 27


def test_reserves_do_nothing_when_the_pool_is_empty():
    st, events = stopped(hand=["reserves"], take="inf1", pool=0)
    assert events[1]["gained"] == 0 and st["players"]["Red"]["troops"] == 6
    assert "reserves" not in codes(st)


def test_gas_is_played_before_rolling_only_and_replaces_the_card():
    st = arrange(start(), board={5: "g-mg", 6: "g-art", 7: "inf1"},
                 hands={"Red": ["gas", "gas"]}, top=["tank"])
    assert texts(st) == ["roll", "gas 5", "gas 6"]
    removed = st["board"]["5"]
    st, events = play(st, "Red", "gas 5")
    assert cards.code(st["board"]["5"]) == "tank" and removed in st["discard"]
    assert codes(st) == ["gas"]
    st, _ = play(st, "Red", "roll", [1, 2, 6])
    assert not [t for t in texts(st) if t.startswith("gas")]
    with pytest.raises(RuleError):
        g.decide(st, "Red", g.parse("gas 6"), FixedRng())
    st, _ = play(st, "Red", "take 7")
    assert "gas 6" in texts(st)


def test_recon_rerolls_all_dice_and_can_escape_a_bust():
    st = arrange(start(), board={7: "inf1"}, hands={"Red": ["recon", "recon"]})
    st, events = play(st, "Red", "roll", [1, 1, 1])
    assert types(events) == ["rolled"] and texts(st) == ["recon", "bust"]
    saved, events = play(st, "Red", "recon", [3, 4, 1])
    assert events[0]["dice"] == [3, 4, 1] and texts(saved) == ["take 7", "recon"]
    assert codes(saved) == ["recon"]
    _, events = play(st, "Red", "bust")
    assert events[0]["type"] == "busted"


def test_balloon_changes_one_die_only_to_a_result_with_a_card():
    st = arrange(start(), board={7: "inf1"}, hands={"Red": ["balloon"]})
    st, _ = play(st, "Red", "roll", [1, 1, 5])
    assert texts(st) == ["balloon 1 +1", "balloon 2 +1", "balloon 3 +1", "bust"]
    with pytest.raises(RuleError):
        g.decide(st, "Red", g.parse("balloon 3 -1"), FixedRng())
    st, events = play(st, "Red", "balloon 3 +1")
    assert events[0]["dice"] == [1, 1, 6] and texts(st) == ["take 7"]
    assert codes(st) == []


def test_recon_and_balloon_cannot_escape_a_forced_flying_circus():
    st = arrange(start(), board={3: "circus"}, hands={"Red": ["recon", "balloon"]})
    forced, _ = play(st, "Red", "roll", [1, 2, 6])
    assert texts(forced) == ["take 3"]
    st = arrange(st, board={3: "circus", 7: "inf1"})
    free, _ = play(st, "Red", "roll", [1, 2, 6])
    assert "recon" in texts(free) and any(t.startswith("balloon") for t in texts(free))


# -- German cards ----------------------------------------------------------------------
def test_machine_gun_and_german_artillery_cost_troops_into_the_pool():
    st, _ = stopped(hand=["g-mg"], take="g-art")
    assert st["players"]["Red"]["troops"] == 3 and st["pool"] == 28 + 3


@pytest.mark.parametrize("pos, after, troops", [(4, 3, 5), (0, 0, 4)])
def test_counter_attack_pushes_back_and_costs_two_on_the_start_line(pos, after, troops):
    st, _ = stopped(take="g-counter", pos=pos)
    assert st["players"]["Red"]["pos"] == after
    assert st["players"]["Red"]["troops"] == troops


def test_german_gas_comes_before_artillery_and_you_choose_its_victim():
    st, _ = stopped(hand=["art", "inf2", "g-mg"], take="g-gas")
    assert texts(st) == ["discard art", "discard inf2"]
    st, events = play(st, "Red", "discard art")
    assert cards.code(events[0]["victim"]) == "art"
    assert st["players"]["Red"]["troops"] == 5 and codes(st) == ["inf2"]
    assert texts(st) == ["move inf2 1", "move inf2 2", "end"]


def test_german_gas_with_one_kind_of_victim_resolves_itself():
    st, events = stopped(hand=["inf2", "inf2"], take="g-gas")
    assert events[1]["type"] == "german_gas" and cards.code(events[1]["victim"]) == "inf2"
    assert codes(st) == ["inf2"]
    _, events = stopped(take="g-gas")
    assert events[1]["victim"] is None


def test_flying_circus_discards_recon_balloon_artillery_held_and_taken_later():
    st = arrange(start(), board={3: "circus", 4: "recon"},
                 hands={"Red": ["recon", "balloon", "art", "inf1"]})
    st, _ = play(st, "Red", "roll", [1, 2, 6])
    st, events = play(st, "Red", "take 3")
    assert sorted(cards.code(c) for c in events[0]["lost"]) == ["art", "balloon", "recon"]
    assert codes(st) == ["inf1", "circus"]
    st, _ = play(st, "Red", "roll", [2, 2, 6])
    st, events = play(st, "Red", "take 4")
    assert [cards.code(c) for c in events[0]["lost"]] == ["recon"]
    assert codes(st) == ["inf1", "circus"]


def test_only_retainable_cards_stay_with_the_player():
    st, _ = stopped(hand=["art", "recon", "mines", "gas", "balloon", "inf2"], take="reserves")
    st, events = play(st, "Red", "end")
    assert sorted(codes(st)) == ["art", "balloon", "gas", "mines", "recon"]
    assert [cards.code(c) for c in events[0]["discarded"]] == ["inf2"]


# -- the board between turns -----------------------------------------------------------
def test_empty_spaces_are_refilled_and_the_discard_pile_reshuffled():
    st = arrange(start(), board={3: "inf1", 4: "inf2"})
    st["discard"] += st["deck"][1:]
    st["deck"] = st["deck"][:1]
    st, _ = play(st, "Red", "roll", [1, 2, 6])
    st, _ = play(st, "Red", "take 3")
    st, _ = play(st, "Red", "roll", [2, 2, 6])
    st, _ = play(st, "Red", "take 4")
    discard = list(st["discard"])
    st, events = play(st, "Red", "stop")
    st, events = play(st, "Red", "end")
    shuffle = next(e for e in events if e["type"] == "shuffled")
    assert shuffle["count"] == len(discard) + 2 and len(shuffle["deck"]) == shuffle["count"]
    assert None not in st["board"].values()
    seen = g.event_view(shuffle, "Blue")
    assert "deck" not in seen and seen["deck_size"] == shuffle["count"]
    assert all_cards(st) == list(range(54))


def _order(*codes_first):
    """A deck order: the given codes first (one card each), then every other card."""
    first = []
    for code in codes_first:
        first.append(next(i for i in cards.ids_of(code) if i not in first))
    return first + [i for i in range(54) if i not in first]


def test_all_german_row_is_redealt_at_setup():
    order = _order("g-mg", "g-art", "g-counter", "inf1", "inf1", "inf1", "g-mg", "g-gas",
                   "inf2", "inf2", "inf2", "inf2", "inf2")
    events = g.setup({"seats": 2}, FixedRng(order=order))
    st = run(events)
    cleared = [e for e in events if e["type"] == "row_cleared"]
    assert [e["row"] for e in cleared] == [[3, 4, 5], [10, 11]]
    assert not any(cards.is_german(st["board"][str(s)]) for s in (3, 4, 5, 10, 11))
    assert len(st["discard"]) == 5


def test_row_with_the_fixed_nine_is_judged_on_10_and_11():
    order = _order("inf1", "inf1", "inf1", "inf2", "inf2", "inf2", "g-mg", "inf3", "inf3")
    st = run(g.setup({"seats": 2}, FixedRng(order=order)))
    assert cards.code(st["board"]["10"]) == "g-mg" and st["discard"] == []


def test_all_german_row_is_redealt_at_refill():
    st = arrange(start(), board={**FULL, 3: "inf1", 4: "g-mg", 5: "g-art"},
                 top=["g-counter", "inf2", "inf3", "tank"])
    st, _ = play(st, "Red", "roll", [1, 2, 6])
    st, _ = play(st, "Red", "take 3")
    st, _ = play(st, "Red", "stop")
    st, events = play(st, "Red", "end")
    cleared = [e for e in events if e["type"] == "row_cleared"]
    assert len(cleared) == 1 and cleared[0]["row"] == [3, 4, 5]
    assert [cards.code(c) for c in cleared[0]["cards"]] == ["g-counter", "g-mg", "g-art"]
    assert [cards.code(st["board"][s]) for s in "345"] == ["inf2", "inf3", "tank"]


# -- the end ---------------------------------------------------------------------------
def _bust(st, role):
    st, _ = play(st, role, "roll", [1, 1, 1])
    return st


def test_reaching_the_objective_lets_the_round_finish():
    st = arrange(start(3), board={3: "inf1"}, pos={"Blue": 11})
    st = _bust(st, "Red")
    st, _ = play(st, "Blue", "roll", [1, 2, 6])
    st, _ = play(st, "Blue", "take 3")
    st, _ = play(st, "Blue", "stop")
    st, _ = play(st, "Blue", "move inf1 1")
    assert st["final_round"] and g.outcome(st) is None and g.active(st) == ["Green"]
    st = _bust(st, "Green")
    assert g.outcome(st) == {"winners": ["Blue"], "reason": "reached the Objective Line"}
    assert g.active(st) == [] and g.legal(st, "Red") == []
    assert [p["turns"] for p in st["players"].values()] == [1, 1, 1]


@pytest.mark.parametrize("blue_troops, winners", [(4, ["Red"]), (6, ["Red", "Blue"])])
def test_several_at_the_objective_most_troops_wins_ties_share(blue_troops, winners):
    st = arrange(start(), board={3: "inf1", 4: "inf1"}, pos={"Red": 11, "Blue": 11},
                 troops={"Blue": blue_troops})
    st, _ = play(st, "Red", "roll", [1, 2, 6])
    st, _ = play(st, "Red", "take 3")
    st, _ = play(st, "Red", "stop")
    st, _ = play(st, "Red", "move inf1 1")
    assert g.outcome(st) is None
    st, _ = play(st, "Blue", "roll", [2, 2, 6])
    st, _ = play(st, "Blue", "take 4")
    st, _ = play(st, "Blue", "stop")
    st, _ = play(st, "Blue", "move inf1 1")
    assert g.outcome(st)["winners"] == winners


def test_all_players_lose_all_troops_the_furthest_wins_ties_share():
    st = arrange(start(3), board={3: "g-mg", 4: "g-mg", 5: "g-mg"},
                 pos={"Red": 5, "Blue": 5, "Green": 2},
                 troops={"Red": 1, "Blue": 1, "Green": 1})
    for role, dice, space in (("Red", [1, 2, 6], 3), ("Blue", [2, 2, 6], 4),
                              ("Green", [1, 4, 6], 5)):
        assert g.outcome(st) is None and g.active(st) == [role]
        st, _ = play(st, role, "roll", dice)
        st, _ = play(st, role, f"take {space}")
        st, events = play(st, role, "stop")
        assert "eliminated" in types(events)
    assert g.outcome(st)["winners"] == ["Red", "Blue"]
    assert "lost all" in g.outcome(st)["reason"]


def test_two_player_game_ends_when_one_player_loses_all_troops():
    st, events = stopped(take="g-mg", troops=1)
    assert types(events)[-2:] == ["turn_ended", "game_over"]
    assert g.outcome(st) == {"winners": ["Blue"],
                             "reason": "the other player lost all his troops"}


def test_a_player_without_troops_is_skipped():
    st, _ = stopped(start(3), take="g-mg", troops=1)
    assert g.outcome(st) is None and st["players"]["Red"]["out"]
    st = _bust(st, "Blue")
    st = _bust(st, "Green")
    assert g.active(st) == ["Blue"] and st["turn"]["number"] == 4


# -- the protocol ----------------------------------------------------------------------
def test_decide_names_the_problem():
    st = start()
    with pytest.raises(RuleError, match="not Blue's turn"):
        g.decide(st, "Blue", {"action": "roll"}, FixedRng([1, 2, 3]))
    with pytest.raises(RuleError, match="no seat"):
        g.decide(st, "Purple", {"action": "roll"}, FixedRng([1, 2, 3]))
    with pytest.raises(RuleError, match="'stop' is not legal now; legal: roll"):
        g.decide(st, "Red", {"action": "stop"}, FixedRng())
    with pytest.raises(RuleError, match="not legal"):
        g.decide(st, "Red", {"action": "take"}, FixedRng())


def test_parse_is_forgiving_and_says_what_it_expected():
    assert g.parse("  TAKE   7 ") == {"action": "take", "space": 7}
    assert g.parse("Balloon 2 -1") == {"action": "balloon", "die": 2, "delta": -1}
    assert g.parse("move INF2+ 3 Mines") == {"action": "move", "card": "inf2+", "spaces": 3,
                                             "mines": True}
    for bad, said in (("foo", "unknown command 'foo'; expected one of: roll"),
                      ("take x", "expected a number"), ("move inf9 2", "unknown card"),
                      ("", "expected one of"), ("balloon 1 +2", "+1 or -1"),
                      ("roll 3", "'roll' takes the form")):
        with pytest.raises(RuleError, match=said.replace("+", r"\+")):
            g.parse(bad)


def test_decide_is_a_pure_function_of_state_command_and_seed():
    st = arrange(start(), board=FULL)
    before = json.dumps(st, sort_keys=True)
    first = g.decide(st, "Red", {"action": "roll"}, Draws(SEED, "x", 7))
    again = g.decide(st, "Red", {"action": "roll"}, Draws(SEED, "x", 7))
    assert first == again and json.dumps(st, sort_keys=True) == before


def random_game(seed, seats, beginner, on_step=None, bound=2000):
    rnd = random.Random(seed)
    st = run(g.setup({"seats": seats, "beginner": beginner}, Draws(seed, "s", 0)))
    for n in range(bound):
        if g.outcome(st):
            return st, n
        role = g.active(st)[0]
        cmd = rnd.choice(onward(g.legal(st, role)))
        events = g.decide(st, role, cmd, Draws(seed, "s", n + 1))
        if on_step:
            on_step(st, role, cmd, events)
        st = run(events, st)
    raise AssertionError(f"game {seed} did not end in {bound} steps")


def test_parse_format_round_trip_and_pure_apply_in_random_states():
    def check(st, role, cmd, events):
        for c in g.legal(st, role):
            assert g.parse(g.format(c)) == c
            assert g.parse(g.format(c).upper()) == c
        before = json.dumps(st, sort_keys=True)
        after = run(events, st)
        assert json.dumps(st, sort_keys=True) == before
        assert json.loads(json.dumps(after)) == after
        for e in events:
            assert json.loads(json.dumps(e)) == e and g.describe(e)
    for i in range(12):
        random_game(f"{i:064x}", 2 + i % 3, i % 2 == 0, check)


def _int_lists(x):
    if isinstance(x, dict):
        for v in x.values():
            yield from _int_lists(v)
    elif isinstance(x, list):
        if x and all(isinstance(v, int) for v in x):
            yield x
        for v in x:
            yield from _int_lists(v)


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("beginner", [False, True])
def test_random_play_ends_and_never_shows_the_deck_order(seats, beginner):
    def check(st, role, cmd, events):
        deck = st["deck"]
        for who in (role, None):    # views differ only in "you"
            v = g.view(st, who)
            assert "deck" not in v and v["deck_size"] == len(deck)
            assert not any(len(x) >= 4 and x == deck[:len(x)] for x in _int_lists(v))
        for e in events:
            assert "deck" not in g.event_view(e, role)
        assert all_cards(st) == list(range(54))
        assert st["pool"] + sum(p["troops"] for p in st["players"].values()) == 40

    rnd = random.Random(seats * 10 + beginner)
    for _ in range(50):
        seed = "%064x" % rnd.getrandbits(256)
        st, steps = random_game(seed, seats, beginner, check)
        out = g.outcome(st)
        assert out["winners"] and set(out["winners"]) <= set(st["roles"])


# -- rendering -------------------------------------------------------------------------
def test_render_text_and_svg_show_track_cards_and_players():
    st, _ = stopped(start(4), hand=["art"], take="inf1", pos=3)
    v = g.view(st, "Red")
    text = g.render_text(v)
    assert "Objective Line" in text and text.count("Defence Line") == 3
    assert "Red" in text and "Yellow" in text and "Artillery" in text
    assert "Advance (fixed)" in text
    root = ET.fromstring(g.render_svg(v))
    ns = "{http://www.w3.org/2000/svg}"
    lines = root.findall(f"{ns}line")
    assert sum(1 for ln in lines if ln.get("class") == "defence") == 3
    assert [ln.get("stroke") for ln in lines if ln.get("class") == "objective"] == ["#1f5fbf"]
    assert len(root.findall(f"{ns}circle")) >= 4
    labels = {t.text for t in root.iter(f"{ns}text")}
    assert {str(s) for s in range(3, 12)} <= labels
    done = run(g.decide(st, "Red", {"action": "end"}, FixedRng()), st)
    assert g.view(done, None)["you"] is None
