"""Who may battle whom, and with how many dice (rulebook "4 - Walka", Appendix 2).

An ordered unit battles once (the card may allow more), if it did not move farther
than it may move and still battle, did not stop this turn on ground where it may not
battle (forest, town, hedgerow: not French Resistance), and does not stand where no
unit battles (the ocean). Its target is an enemy unit within its range, in its line of
sight if it needs one (infantry, armor), and one next to it if any enemy is next to it
(the Close Assault obligation: "musi atakować w zwarciu, jeśli w ogóle chce
atakować"). The dice: its type's dice at that distance, plus the card's bonus, less
what its own hex takes (armor in a town, infantry on wire), less the largest reduction
of the target's hex for its type (artillery never loses dice to the target's ground);
a target it would battle with no die is no target.
"""
from functools import cache

from . import cards, los, terrain, troops
from .board import distance, name, of_ground, other, rc, unit_at, units_of
from .memo import per_state
from .movement import allowance
from .scenarios import rules_for


def battles_left(state, uid):
    t = state["turn"]
    allowed = cards.effect(state["played"]).battles(state, state["played"], uid)
    return allowed - t["battled"].get(uid, 0)


def may_battle(state, uid):
    """May the ordered unit UID battle now (targets aside)?"""
    t = state["turn"]
    if uid not in t["ordered"] or uid not in state["units"] or battles_left(state, uid) <= 0:
        return False
    if t["grounds"].get(uid):
        return False
    if t["moved"].get(uid, 0) > allowance(state, uid)[1] or uid in t["stopped"]:
        return False
    return not terrain.flag(state, state["units"][uid]["at"], "no_battle")


@cache
def _hill_groups(hills):
    return los.hill_groups([tuple(h) for h in hills])


@of_ground
def _hills(state):
    """{hill hex: its hill} as (row, col)s."""
    return _hill_groups(frozenset(rc(state, h) for h in state["hexes"]
                                  if terrain.is_hill(state, h)))


def sees(state, a, b):
    """Is there a line of sight from hex A to hex B (units and terrain between them)?"""
    groups = _hills(state)
    ra, rb = rc(state, a), rc(state, b)

    def blocks(h):
        n = name(state, h)
        if terrain.blocks_sight(state, n):
            return True
        return h in groups and not (groups.get(ra) == groups[h] == groups.get(rb))
    return los.visible(ra, rb, blocks, *_dims(state))


def _dims(state):
    return state["board"]["rows"], state["board"]["cols"]


def dice(state, uid, frm, target_hex, dist):
    """Dice UID rolls from FRM at the unit on TARGET_HEX, DIST away."""
    unit = state["units"][uid]
    n = troops.dice_at(unit, dist)
    n += cards.effect(state["played"]).dice_bonus(state, state["played"], uid, dist)
    n -= terrain.battle_from(state, frm, unit["type"])
    if troops.stat(unit, "terrain_dice"):
        n -= terrain.battle_in(state, target_hex, unit, other(unit["side"]), frm)
    return n


@per_state
def targets(state, uid, frm=None):
    """{target hex: (dice, distance)} for UID battling from FRM (default: its hex)."""
    unit = state["units"][uid]
    frm = frm or unit["at"]
    hook = rules_for(state)
    found = {}
    for e in units_of(state, other(unit["side"])):
        at = state["units"][e]["at"]
        d = distance(state, frm, at)
        if not 1 <= d <= troops.reach(unit):
            continue
        if troops.stat(unit, "needs_los") and not sees(state, frm, at):
            continue
        if not hook.may_target(state, unit, frm, at):
            continue
        found[at] = d
    if any(d == 1 for d in found.values()):
        found = {h: d for h, d in found.items() if d == 1}
    out = {}
    for h, d in found.items():
        n = dice(state, uid, frm, h, d)
        if n > 0:
            out[h] = (n, d)
    return out


def may_remove_wire(state, uid):
    """Infantry on wire may give up its battle to remove the wire (Barbed wire)."""
    unit = state["units"][uid]
    return (unit["type"] == "infantry" and may_battle(state, uid)
            and state["turn"]["battled"].get(uid, 0) == 0
            and terrain.flag(state, unit["at"], "infantry_may_remove"))


def options(state):
    out = []
    for uid in state["turn"]["ordered"]:
        if not may_battle(state, uid):
            continue
        at = state["units"][uid]["at"]
        out += [{"action": "battle", "unit": at, "target": h} for h in targets(state, uid)]
        if may_remove_wire(state, uid):
            out.append({"action": "remove-wire", "unit": at})
    return out + [{"action": "end"}]


def accepts(state, command):
    """Is the battle COMMAND one that options() lists? (Asked of its unit alone.)"""
    uid = unit_at(state, command.get("unit"))
    return (uid in state["turn"]["ordered"] and may_battle(state, uid)
            and command == {"action": "battle", "unit": command["unit"],
                            "target": command.get("target")}
            and command["target"] in targets(state, uid))


def attacker(state, command):
    """The id of the unit a battle or remove-wire COMMAND names (or None)."""
    uid = unit_at(state, command["unit"])
    return uid if uid in state["turn"]["ordered"] else None
