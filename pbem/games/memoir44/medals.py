"""Victory medals and the end of the game.

A side's medals are its destroyed enemy units (each worth its `medal_worth`, 2 for the
tanks of Mont Mouchet) plus objective medals: a temporary one counts while the side
holds it (units of the side on `needed` of its hexes), a permanent one from the first
time the side held it (the objective_won event records that). Who may win an
objective is its `side` (None: either side). The game ends the moment a side has the
medals its scenario asks (rulebook p. 6: "aż do momentu, gdy jeden z uczestników
zdobędzie odpowiednią ilość Medali"), when a side has no unit left (README reading
11), or at the end of a side's turn when it holds a sudden-death group (the scenario's
rules.sudden_death: Toulon, Saverne Gap).
"""
from pbem.language.speaking import N_

from .board import SIDES, other, units_of


def holders(state, objective):
    """The sides holding OBJECTIVE now (a list: both when it needs few hexes)."""
    count = {s: 0 for s in SIDES}
    for name in objective["hexes"]:
        uid = state["where"].get(name)
        if uid:
            count[state["units"][uid]["side"]] += 1
    return [s for s in SIDES if count[s] >= objective["needed"]
            and objective["side"] in (None, s)]


def _taken(state, index):
    """The side that has won permanent objective INDEX for good, or None."""
    return next((s for s in SIDES if index in state["sides"][s]["objectives"]), None)


def count(state, side):
    """SIDE's victory medals now."""
    n = sum(m["worth"] for m in state["sides"][side]["medals"])
    for i, obj in enumerate(state["scenario"].get("objectives", [])):
        if obj["permanent"]:
            n += obj["medals"] if _taken(state, i) == side else 0
        elif side in holders(state, obj):
            n += obj["medals"]
    return n


def counts(state):
    return {s: count(state, s) for s in SIDES}


def check(s):
    """After anything that may change the medals: record permanent objectives newly
    held, then end the game if a side has won (the side whose turn it is first)."""
    st = s.state
    for i, obj in enumerate(st["scenario"].get("objectives", [])):
        if obj["permanent"] and _taken(st, i) is None:
            for side in holders(st, obj)[:1]:
                s.emit({"type": "objective_won", "side": side, "objective": i,
                        "at": obj.get("marker") or obj["hexes"][0]})
    first = s.state["turn"]["side"] or SIDES[0]
    for side in (first, other(first)):
        if count(s.state, side) >= s.state["scenario"]["medals_to_win"][side]:
            s.end_game([side], N_("medals"))
    for side in (first, other(first)):
        if not units_of(s.state, other(side)):
            s.end_game([side], N_("no enemy unit left"))


def sudden_death(s, side):
    """At the end of SIDE's turn: does it hold one of its sudden-death groups?"""
    for rule in s.state["scenario"]["rules"].get("sudden_death") or []:
        if rule["side"] != side:
            continue
        held = sum(1 for h in rule["hexes"]
                   if (uid := s.state["where"].get(h)) and s.state["units"][uid]["side"] == side)
        if held >= rule["needed"]:
            s.end_game([side], N_("sudden death"))
