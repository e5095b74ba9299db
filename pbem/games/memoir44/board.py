"""What stands where: the board queries that movement, combat and the views share.

State keys are public hex names ("G5"); geometry works on (row, col) (hexes.py). The
conversions are cached here because a turn's legal moves ask them thousands of times.
Units have ids ("u07") so that a unit keeps its identity when it moves; `where` maps a
hex name to the id of the unit standing there.
"""
from functools import cache, wraps

from . import hexes

SIDES = ("Allies", "Axis")


@cache
def _rc(name, rows, cols):
    return hexes.parse(name, rows, cols)


@cache
def _name(h, rows, cols):
    return hexes.name(h, rows, cols)


def of_ground(fn):
    """FN(state), derived from the ground alone (state["hexes"] and the board's size),
    computed once for each hexes dict a state holds. The ground changes only by a new
    dict (state.apply copies the hexes to place or remove an obstacle), so what FN
    derives (which hexes are hills, which carry a mark) holds for as long as a state
    keeps that dict: the states of one command, of one replay, share it. FN remembers
    the last dict it saw (held, so that its identity is never reused)."""
    last = [(None, None)]

    @wraps(fn)
    def derived(state):
        hexes = state["hexes"]
        seen, value = last[0]
        if seen is not hexes:
            value = fn(state)
            last[0] = (hexes, value)
        return value
    return derived


def dims(state):
    b = state["board"]
    return b["rows"], b["cols"]


def rc(state, name):
    """(row, col) of the hex called NAME."""
    return _rc(name, *dims(state))


def name(state, h):
    """The public name of the hex at (row, col) H."""
    return _name(tuple(h), *dims(state))


@cache
def _neighbours(name, rows, cols):
    return tuple(_name(n, rows, cols) for n in hexes.neighbours(_rc(name, rows, cols),
                                                                 rows, cols))


def neighbours(state, name):
    """The names of the board hexes next to NAME."""
    return _neighbours(name, *dims(state))


def distance(state, a, b):
    return hexes.distance(rc(state, a), rc(state, b))


def other(side):
    return SIDES[1 - SIDES.index(side)]


def at_bottom(state, side):
    return state["sides"][side]["position"] == "bottom"


@cache
def _sections(name, bottom, rows, cols):
    return hexes.sections(_rc(name, rows, cols), bottom)


def sections(state, side, name):
    """The sections hex NAME lies in, as SIDE names them (its own left and right)."""
    return _sections(name, at_bottom(state, side), *dims(state))


@cache
def _home(name, bottom, rows, cols):
    return tuple(_name(n, rows, cols) for n in
                 hexes.toward_home(_rc(name, rows, cols), bottom, rows, cols))


def toward_home(state, side, name):
    """The hexes one row nearer SIDE's own edge, next to NAME: where a retreat steps."""
    return _home(name, at_bottom(state, side), *dims(state))


def unit_at(state, name):
    """The id of the unit on hex NAME, or None."""
    return state["where"].get(name)


def unit(state, uid):
    return state["units"][uid]


def units_of(state, side):
    """Ids of SIDE's units on the board, in id order."""
    return [u for u, v in sorted(state["units"].items()) if v["side"] == side]


def hex_of(state, uid):
    return state["units"][uid]["at"]
