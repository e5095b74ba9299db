"""Positions for the Race to Berlin rule tests: the January 1945 set-up changed by hand
(control, units, blocks), commands played with dice the test names.

Why by hand: each test checks one rule, so it starts from the few pieces that rule is
about, as the rulebook's own explanations do, rather than from a game played there.
"""
from pbem.games import berlin as g
from pbem.games.berlin import board
from pbem.games.berlin.pieces import force_for
from tests.rolls import Dice


def new_game():
    state = None
    for e in g.setup({"seats": 2}, None):
        state = g.apply(state, e)
    return state


def action_phase(state, role="Soviets"):
    """STATE in the Action Phase of its stage with ROLE to act, nothing placed."""
    state["phase"] = "action"
    state["done"] = {r: True for r in board.ROLES}
    state["turn"] = {"role": role, "step": "act"}
    return state


def put_block(state, role, area, value, cubes=0, revealed=False):
    b = next(b for b in state["blocks"][role] if b["area"] is None and not b["spent"]
             and b["value"] == value)
    b.update(area=area, force=force_for(state, role, area), cubes=cubes, revealed=revealed)
    state["cubes"][role]["pool"] -= cubes
    return b


def place_units(state, area, *units):
    for u in units:
        state["units"][u]["area"] = area


def clear(state, *areas):
    """No units in AREAS (they leave the board)."""
    for u in state["units"].values():
        if u["area"] in areas:
            u["area"] = None


def hold(state, area, side, *units):
    """AREA becomes SIDE's, emptied, then UNITS stand in it."""
    state["control"][area] = side
    clear(state, area)
    place_units(state, area, *units)


def play(state, role, text, rng=None):
    """STATE after ROLE's command TEXT, and its events."""
    events = g.decide(state, role, g.parse(text), rng or Dice())
    for e in events:
        state = g.apply(state, e)
    return state, events


PLAIN = {"support": "no support", "tokens": "tokens none", "reroll": "keep",
         "counter": "accept"}


def combat(state, role, text, dice, answers=None):
    """Play attack TEXT to its end with DICE (attack two, defence two, then any
    rerolls), answering each decision with ANSWERS {step: text} or the plain choice (no
    support, no tokens, keep, accept); returns the state and all the events."""
    rng = Dice(*dice)
    state, events = play(state, role, text, rng)
    while state["combat"] and not state["outcome"]:
        step = state["turn"]["step"]
        state, more = play(state, state["turn"]["role"], (answers or {}).get(step, PLAIN[step]),
                           rng)
        events += more
    assert not rng.rolls, "dice left over"
    return state, events


def of_type(events, kind):
    return [e for e in events if e["type"] == kind]
