"""Targets that ground a scenario's file marks forbids (hex behaviours, terrain.toml
[behavior.*]), for any scenario that marks it, built in or uploaded:

    wide-river                "Infantry units may not target units on the opposite side
                              of the Rhine River, which is too wide in this section."
                              (Arnhem Bridge)
    impassable-blocking-hill  "The hills are impassable. Artillery may not fire over
                              hills." (Saverne Gap)

The opposite side of a river is the other bank: the wide-river hexes cut the board into
parts, and an infantry unit may not target a unit in another part than its own; a unit
on the river itself (on its bridge) stands on neither bank. Artillery fires over
nothing those hills block, a line of fire judged as a line of sight (los.py) in which
only those hills block. README readings S6-S7.
"""
from functools import cache

from .. import hexes, los
from ..board import dims, of_ground, rc
from .marks import marked


def may_target(state, unit, frm, to):
    """May UNIT on FRM battle the unit on TO?"""
    if unit["type"] == "infantry" and across(state, frm, to):
        return False
    if unit["type"] == "artillery" and over_hills(state, frm, to):
        return False
    return True


def across(state, frm, to):
    """Do FRM and TO lie on opposite banks of a wide river?"""
    part = _banks(state)
    if part is None:
        return False
    a, b = part.get(rc(state, frm)), part.get(rc(state, to))
    return a is not None and b is not None and a != b


@of_ground
def _banks(state):
    """banks() of the board's wide river; None without one."""
    river = frozenset(rc(state, h) for h in marked(state, "wide-river"))
    return banks(river, *dims(state)) if river else None


@cache
def banks(river, rows, cols):
    """{hex: number of its bank} for every hex of the board not in RIVER: the parts the
    river cuts the board into, numbered from 0."""
    part, n = {}, 0
    for start in hexes.all_hexes(rows, cols):
        if start in river or start in part:
            continue
        part[start], todo = n, [start]
        while todo:
            for nb in hexes.neighbours(todo.pop(), rows, cols):
                if nb not in river and nb not in part:
                    part[nb] = n
                    todo.append(nb)
        n += 1
    return part


def over_hills(state, frm, to):
    """Does the line from FRM to TO pass over a hill artillery may not fire over?"""
    hills = _blocking_hills(state)
    return bool(hills) and not los.visible(rc(state, frm), rc(state, to),
                                           hills.__contains__, *dims(state))


@of_ground
def _blocking_hills(state):
    return frozenset(rc(state, h) for h in marked(state, "impassable-blocking-hill"))
