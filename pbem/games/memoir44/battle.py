"""Resolving a battle: the dice, hits, flags, then Take Ground and Armor Overrun
(rulebook "Przeprowadzanie ataku", "Zajmowanie pola", "Atak pancerny").

A battle is one attack at a time, resolved to the end before the next: roll, remove
the hits, retreat the flags (the defender may have to choose: the "retreat" step), then,
after a close assault that emptied the target's hex, the attacker may take ground
("take_ground" step); armor that took ground may battle once more, its Overrun
("overrun" step: close assault if next to an enemy, else fire), and may take ground
again after it, but overruns once a turn. turn.attack holds the attack in progress;
`finish` closes it and goes back to the step it came from (the battle step, or a
tactic card's).
"""
from pbem.games import RuleError

from . import cards, combat, losses, medals, movement, retreat, terrain, troops
from .board import unit_at
from .scenarios import rules_for
from .speech import _
from .variant import young_generals


def declare(s, uid, frm, target_hex, n, dist, overrun=False):
    """An ordered unit battles: before a close assault is rolled, a card the defender
    holds may react (Ambush: its Effect.react returns True when it took the attack
    over, to go on from a step of its own); else the dice are rolled."""
    if dist == 1:
        attack = {"unit": uid, "from": frm, "at": target_hex, "dice": n, "overrun": overrun}
        for card in reactions(s.state, target_hex):
            if cards.effect(card).react(s, card, attack):
                return
    roll(s, uid, frm, target_hex, n, dist, overrun=overrun)


def roll(s, uid, frm, target_hex, n, dist, overrun=False, resume="battle",
         hit=troops.hits, ignorable=True, side=None):
    """Battle: UID (None for a card's own attack: FRM and DIST are then None and 0)
    rolls N dice at the unit on TARGET_HEX for SIDE (default: whose turn it is); hits
    (counted by HIT), then flags (which the target may ignore where its ground lets
    it, if IGNORABLE). Returns when the attack is finished or a decision is pending;
    RESUME is the step to go back to after it (a name, or {"step": name, **context})."""
    st = s.state
    tid = unit_at(st, target_hex)
    side = side or st["turn"]["side"]
    faces = s.roll(n)
    s.emit({"type": "battle", "side": side, "unit": uid, "from": frm, "target": tid,
            "at": target_hex, "distance": dist, "dice": n, "faces": faces,
            "overrun": overrun, "resume": resume})
    result(s, tid, faces, side, hit, ignorable)


def result(s, tid, faces, by, hit=troops.hits, ignorable=True):
    """Apply FACES rolled by side BY against TID: hits (HIT(unit, faces) counts them),
    then one retreat per flag; then finish the attack unless a retreat is pending."""
    unit = s.state["units"][tid]
    if losses.damage(s, tid, hit(unit, faces), by):
        return finish(s)
    flags = faces.count("flag")
    if flags and retreat.start(s, tid, flags, by, ignorable):
        return None
    return finish(s)


def finish(s):
    """The attack's dice are resolved: offer Take Ground if the attacker may take it,
    else close the attack."""
    if may_take_ground(s.state):
        s.step("take_ground")
    else:
        close(s)


def close(s):
    resume = s.state["turn"]["attack"].get("resume") or "battle"
    s.emit({"type": "attack_over"})
    if isinstance(resume, dict):
        s.step(**resume)
    else:
        s.step(resume)


def may_take_ground(state):
    """After a close assault by an ordered unit that emptied the target's hex (rulebook
    "Zajmowanie pola"): infantry once, armor once more after its Overrun; artillery
    never; only onto ground it may enter (README reading 8)."""
    t = state["turn"]
    att = t["attack"]
    uid = att["unit"]
    if att["distance"] != 1 or uid not in state["units"] or uid not in t["ordered"] \
            or young_generals(state):
        return False
    unit = state["units"][uid]
    if not troops.stat(unit, "take_ground") or unit["at"] != att["from"] \
            or unit_at(state, att["at"]):
        return False
    if t["grounds"].get(uid, 0) >= (2 if troops.stat(unit, "overrun") else 1):
        return False
    if terrain.cannot_leave(state, unit["type"], unit["at"]) \
            or not terrain.may_hold(state, unit, att["at"]):
        return False
    return rules_for(state).step_cost(state, unit, unit["at"], att["at"], "take_ground") \
        is not None


def do_take_ground(s, command):
    st = s.state
    att = st["turn"]["attack"]
    uid = att["unit"]
    s.emit({"type": "took_ground", "side": st["turn"]["side"], "unit": uid,
            "path": [att["from"], att["at"]]})
    movement.leave(s, att["from"])
    movement.arrive(s, uid, att["at"])
    medals.check(s)
    if overrun_targets(s.state, uid):
        s.step("overrun", unit=uid)
    else:
        close(s)


def overrun_targets(state, uid):
    """Targets of an Armor Overrun by UID from the hex it just took, or {} when it may
    not: not armor, overran already this turn, or on ground where it may not battle
    the turn it entered it."""
    unit = state["units"][uid]
    t = state["turn"]
    if not troops.stat(unit, "overrun") or uid in t["overran"] or \
            t["grounds"].get(uid, 0) != 1 or young_generals(state):
        return {}
    at = unit["at"]
    if terrain.flag(state, at, "no_battle_on_enter") or terrain.flag(state, at, "no_battle"):
        return {}
    return combat.targets(state, uid)


def overrun_options(state):
    uid = state["turn"]["pending"]["unit"]
    return [{"action": "overrun", "target": h} for h in overrun_targets(state, uid)] + \
        [{"action": "decline"}]


def do_overrun(s, command):
    uid = s.state["turn"]["pending"]["unit"]
    found = overrun_targets(s.state, uid)
    if command["target"] not in found:
        raise RuleError(_("the armor cannot overrun {target}", target=command["target"]))
    n, dist = found[command["target"]]
    s.emit({"type": "attack_over"})
    declare(s, uid, s.state["units"][uid]["at"], command["target"], n, dist, overrun=True)


def do_decline(s, command):
    close(s)


def do_battle(s, command):
    st = s.state
    uid = combat.attacker(st, command)
    if uid is None or not combat.may_battle(st, uid):
        raise RuleError(_("no ordered unit on {at} may battle now", at=command["unit"]))
    found = combat.targets(st, uid)
    if command["target"] not in found:
        fields = {"at": command["unit"], "target": command["target"]}
        raise RuleError(_("the unit on {at} cannot battle {target}; it may battle {targets}",
                          targets=", ".join(found), **fields) if found
                        else _("the unit on {at} cannot battle {target}", **fields))
    n, dist = found[command["target"]]
    declare(s, uid, command["unit"], command["target"], n, dist)


def reactions(state, target_hex):
    """The defender's cards that may react to a close assault on TARGET_HEX."""
    tid = unit_at(state, target_hex)
    side = state["units"][tid]["side"]
    return [c for c in state["sides"][side]["hand"] if cards.effect(c).reacts]


def do_remove_wire(s, command):
    st = s.state
    uid = combat.attacker(st, command)
    if uid is None or not combat.may_remove_wire(st, uid):
        raise RuleError(_("no ordered infantry on wire at {at} may remove it now",
                          at=command["unit"]))
    at = st["units"][uid]["at"]
    s.emit({"type": "obstacle_removed", "at": at, "obstacle": terrain.obstacle(st, at),
            "why": "infantry", "unit": uid})
