"""What a hex's ground, obstacle and behaviour do to units: the questions movement,
combat and retreats ask, answered from data/terrain.toml (whose fields say what each
property means). A hex may hold a terrain, an obstacle and a behaviour; a property that
is a flag holds when any of them has it, dice reductions take the larger one (the
table's [stacking] rule: they never add up).

The obstacle's `owner_only` (bunkers): "jedynie strona konfliktu wyznaczona przez
scenariusz może zająć Bunkier i się w nim bronić" — only the owner's units enter it
and defend in it (memoir44:2, README reading 9; memoir44:1 let any side's infantry in,
as Board Game Arena does).
"""
from functools import cache

from pbem.games.rulesets import since

from . import tables
from .board import unit_at


@cache
def _behaviours():
    return {rec["key"]: rec for rec in tables.table("terrain").get("behavior", {}).values()}


def _key(state, name):
    h = state["hexes"].get(name)
    if not h:
        return None
    return h.get("terrain"), h.get("obstacle"), h.get("behavior"), h.get("obstacle_behavior")


@cache
def _records(key):
    if key is None:
        return ()
    table = tables.terrain()
    terrain, ob, behavior, ob_behavior = key
    out = [table[k] for k in (terrain, ob) if k]
    out += [_behaviours()[b] for b in (behavior, ob_behavior) if b and b in _behaviours()]
    return tuple(out)


def records(state, name):
    """The terrain records on hex NAME: ground, obstacle and behaviours, in that order
    (cached by what the hex holds: movement asks this for every step it tries)."""
    return _records(_key(state, name))


@cache
def _flag(key, prop):
    return any(r.get(prop) for r in _records(key))


def flag(state, name, prop):
    """Whether any record on NAME has PROP (stop_on_enter, blocks_los, ...)."""
    return _flag(_key(state, name), prop)


@cache
def _may_enter(key, kind):
    recs = _records(key)
    if any(r.get("impassable") for r in recs) and not any(r.get("crossing") for r in recs):
        return False
    return all(kind in r["enter"] for r in recs if "enter" in r)


def may_enter(state, kind, name):
    """May a unit of type KIND stand on NAME? (Rivers only where a bridge crosses;
    `enter` lists on the ground, obstacle or behaviour restrict the types.)"""
    return _may_enter(_key(state, name), kind)


def may_hold(state, unit, name):
    """May UNIT ({"type", "side"}) stand on NAME: its type may enter (may_enter), and
    a side's own obstacle (a bunker) is not the other side's (memoir44:2, reading 9)."""
    return may_enter(state, unit["type"], name) and not (
        since(2) and _flag(_key(state, name), "owner_only")
        and not owner_holds(state, name, unit["side"]))


def flag_costs_figure(state, kind, name):
    """Does each flag rolled against a unit of type KIND on NAME cost it a figure
    (artillery in a bunker: "za każdą wyrzuconą flagę", reading 6)?"""
    return any(kind in r.get("flag_costs_figure", ()) for r in records(state, name))


def cannot_leave(state, kind, name):
    return any(kind in r.get("cannot_leave", ()) for r in records(state, name))


@cache
def _max_move(key):
    limits = [r["max_move"] for r in _records(key) if "max_move" in r]
    return min(limits) if limits else None


def max_move(state, name):
    """The most hexes a move that touches NAME may cover (beach 2, ocean 1), or None."""
    return _max_move(_key(state, name))


@cache
def _crossing(key, kind):
    return (_may_enter(key, kind), _flag(key, "stop_on_enter"),
            _flag(key, "enter_from_adjacent"), _max_move(key))


def crossing(state, kind, name):
    """What a move of a unit of type KIND meets on NAME, in one look (movement tries
    every hex along many paths): (may_enter, stop_on_enter, enter_from_adjacent,
    max_move)."""
    return _crossing(_key(state, name), kind)


def height(state, name):
    """1 on a hill, else 0 (the base game has one height of hill)."""
    return 1 if flag(state, name, "same_height") else 0


def owner_holds(state, name, side):
    """Does SIDE get an owned obstacle's protection here (a bunker of its own side, or
    an obstacle that belongs to nobody)?"""
    owner = (state["hexes"].get(name) or {}).get("owner")
    return owner is None or owner == side


def battle_in(state, name, attacker, defender_side, from_hex):
    """Dice ATTACKER (a unit) loses battling the unit of DEFENDER_SIDE on NAME from
    FROM_HEX: the largest reduction of the hex's records; a hill's only when the
    attacker stands lower, a bunker's only for its owner."""
    kind = attacker["type"]
    best = 0
    for r in records(state, name):
        cut = r.get("battle_in", {}).get(kind, 0)
        if not cut:
            continue
        if r.get("same_height") and height(state, from_hex) >= height(state, name):
            continue
        if r.get("owner_only") and not owner_holds(state, name, defender_side):
            continue
        best = max(best, cut)
    return best


def battle_from(state, name, kind):
    """Dice a unit of type KIND loses battling from NAME (armor in a town, infantry on
    wire)."""
    return max([r.get("battle_from", {}).get(kind, 0) for r in records(state, name)] or [0])


def ignores_flag(state, name, side):
    """May SIDE's unit on NAME ignore the first flag rolled against it?"""
    return any(r.get("ignore_flag") and (not r.get("owner_only") or owner_holds(state, name, side))
               for r in records(state, name))


def blocks_sight(state, name):
    """Does NAME block a line of sight by its terrain (hills aside: los.py) or a unit?"""
    if unit_at(state, name):
        return True
    return any(r.get("blocks_los") and not r.get("los_same_hill") for r in records(state, name))


def is_hill(state, name):
    return flag(state, name, "los_same_hill")


def ground(state, name):
    return (state["hexes"].get(name) or {}).get("terrain")


def obstacle(state, name):
    return (state["hexes"].get(name) or {}).get("obstacle")
