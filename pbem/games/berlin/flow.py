"""The turn flow as one table of steps (after Rally the Troops' rules modules): each step
says whose decision it is (the state's turn.role), lists its legal commands and handles
one; the rules then run on until the next decision. setup(), decide(), legal() and
active() of the protocol are here.

The steps:
    place      Logistics Phase: place a block face down, or pass (README 4.1.3)
    act        Action Phase: attack, place a block, remove a block (README 4.2)
    support    the defender supports with a block, or not (README 4.2.1.1 step 3)
    tokens     the attacker plays Logistics and/or Support, or none (R)
    reroll     Reserves: the attacker, then the defender, reroll or keep (R)
    counter    Counterattack, or accept the loss (R)
    strategic  Strategic Movement Phase: move a unit, or done (R 4.3)
    deploy     the Western player places the second 6th SS Panzer Army (R 4.3)
"""
from pbem.games import RuleError
from pbem.games.common import Script as _Script
from pbem.games.common import check_turn
from pbem.games.rulesets import since

from . import board, combat, refusals, supply
from .pieces import force_for, free, may_place_in, on_map, pool_values, room, units_in
from .speech import (BARS_LACKING, BASE_TAKEN, CANNOT_PAY, EQUAL_POINTS, MORE_POINTS, N_,
                     TOOK_BERLIN, role_name)
from .state import apply

LOGISTICS_BLOCKS = 3          # README 4.1.3: blocks each player places in the Logistics Phase


class Script(_Script):
    reducer = staticmethod(apply)


def other(role):
    return board.ROLES[1 - board.ROLES.index(role)]


# ---------------------------------------------------------------- set-up

def roles(options):
    return list(board.ROLES)


def setup(options, rng):
    """The January 1945 set-up of data/map.toml, then stage I's Logistics Phase with the
    Soviets first (README 4.1.1)."""
    units = {u: {"force": d["force"], "strength": d["strength"], "area": d["area"] or None}
             for u, d in board.UNITS.items()}
    def mix(r):
        return ((board.ARMY[r], board.TOKENS["army"]),
                (board.GERMANS[r], board.TOKENS["germans"]))
    tokens = {r: [{"kind": k, "force": f} for f, kinds in mix(r) for k, n in kinds
                  for _ in range(n)] for r in board.ROLES}
    started = {"type": "started", "first": "Soviets",
               "control": {a: d["control"] for a, d in board.AREAS.items()},
               "forts": [a for a in board.ORDER if board.AREAS[a].get("fort")],
               "units": units, "blocks": {r: list(board.BLOCK_VALUES) for r in board.ROLES},
               "tokens": tokens}
    return [started, {"type": "stage", "stage": 1, "first": "Soviets"}]


# ---------------------------------------------------------------- the steps' legal commands

def _places(state, role):
    return [{"action": "place", "value": v, "area": a} for v in pool_values(state, role)
            for a in board.ORDER if may_place_in(state, role, a)]


def _legal_place(state, role):
    return _places(state, role) + [{"action": "pass"}]


def _legal_act(state, role):
    removes = [{"action": "remove", "area": b["area"]} for b in on_map(state, role)]
    return combat.attacks(state, role) + _places(state, role) + removes


def _legal_support(state, role):
    return ([{"action": "support", "area": a} for a in combat.support_areas(state)]
            + [{"action": "nosupport"}])


def _legal_tokens(state, role):
    return [{"action": "tokens", "play": p} for p in combat.token_choices(state)]


def _legal_reroll(state, role):
    return [{"action": "reroll"}, {"action": "keep"}]


def _legal_counter(state, role):
    return [{"action": "counterattack"}, {"action": "accept"}]


def strategic_moves(state, role):
    """R 4.3: one unit of his army and one of his Germans, each through any number of
    adjacent friendly areas, to an area with room."""
    out = []
    for force in (board.ARMY[role], board.GERMANS[role]):
        if force in state["moved"][role]:
            continue
        for u in board.UNIT_ORDER:
            area = state["units"][u]["area"]
            if state["units"][u]["force"] != force or area is None:
                continue
            reach = supply.reach(state, board.SIDE[force], [area]) - {area}
            out += [{"action": "move", "unit": u, "to": a} for a in board.ORDER
                    if a in reach and free(state, force, a, [u])]
    return out


def _legal_strategic(state, role):
    return strategic_moves(state, role) + [{"action": "done"}]


def deploy_areas(state):
    """R 4.3: German areas adjacent to the eastern front line (next to a Soviet area)
    where the East front's Germans have room."""
    return [a for a in board.ORDER if state["control"][a] == "G" and room(state, "GE", a)
            and any(state["control"][n] == "S" for n in board.ADJ[a])]


def _legal_deploy(state, role):
    return [{"action": "deploy", "area": a} for a in deploy_areas(state)]


# ---------------------------------------------------------------- the steps' handlers

def _on_place(s, cmd):
    role = s.role
    if cmd["action"] == "pass":
        s.emit({"type": "passed", "role": role})
    else:
        _place_block(s, role, cmd)
        if s.state["placed"][role] >= LOGISTICS_BLOCKS:
            s.emit({"type": "passed", "role": role})
    nxt = other(role) if not s.state["done"][other(role)] else role
    if s.state["done"][nxt]:
        _begin_action_phase(s)
    else:
        s.emit({"type": "turn", "role": nxt, "step": "place"})


def _place_block(s, role, cmd):
    s.emit({"type": "placed", "role": role, "area": cmd["area"],
            "force": force_for(s.state, role, cmd["area"]), "value": cmd["value"]})


def _on_act(s, cmd):
    role = s.role
    if cmd["action"] == "attack":
        combat.declare(s, role, cmd)
        _after_declare(s)
        return
    if cmd["action"] == "place":
        _place_block(s, role, cmd)
    else:
        combat.remove_block(s, role, cmd["area"], N_("action"))
        if not on_map(s.state, role):       # R 4.2.1.3: his last block: the phase ends
            _end_action_phase(s)
            return
        if since(2):        # the block that held a pocket is gone: it is annexed now
            _annex_pockets(s, None, delay=True)
            if s.state["outcome"]:
                return
            _adjust_bars(s, None)
            if s.state["outcome"]:
                return
    next_action(s, role)


def _after_declare(s):
    c = s.state["combat"]
    if combat.support_areas(s.state):
        s.emit({"type": "turn", "role": c["defender"], "step": "support"})
    else:
        _after_support(s)


def _on_support(s, cmd):
    c = s.state["combat"]
    if cmd["action"] == "support":
        s.emit({"type": "supported", "role": c["defender"], "area": cmd["area"],
                "force": c["dforce"]})
    else:
        s.emit({"type": "declined", "role": c["defender"], "what": "support"})
    _after_support(s)


def _after_support(s):
    combat.reveal(s)
    c = s.state["combat"]
    if "tokens" in c["plan"]:                   # the attacker's standing answer
        _on_tokens(s, {"action": "tokens", "play": c["plan"]["tokens"]})
    elif len(combat.token_choices(s.state)) > 1:
        s.emit({"type": "turn", "role": c["role"], "step": "tokens"})
    else:
        _after_tokens(s)


def _on_tokens(s, cmd):
    combat.play_tokens(s, cmd["play"])
    _after_tokens(s)


def _after_tokens(s):
    combat.roll(s)
    _ask_reroll(s, "attack")


def _ask_reroll(s, side):
    """Reserves: the attacker says first, then the defender (R)."""
    c = s.state["combat"]
    for sd in ("attack", "defence")[("attack", "defence").index(side):]:
        if sd == "attack" and "reroll" in c["plan"] and combat.may_reroll(s.state, sd):
            _reserves(s, "attack", sum(c["dice"]["attack"]) <= c["plan"]["reroll"])
            return
        if combat.may_reroll(s.state, sd):
            role = c["role"] if sd == "attack" else c["defender"]
            s.emit({"type": "turn", "role": role, "step": "reroll"})
            return
    _after_dice(s)


def _on_reroll(s, cmd):
    c = s.state["combat"]
    _reserves(s, "attack" if s.role == c["role"] else "defence", cmd["action"] == "reroll")


def _reserves(s, side, reroll):
    """SIDE's Reserves answer; the attacker's is followed by the defender's."""
    c = s.state["combat"]
    if reroll:
        combat.reroll(s, side)
    else:
        s.emit({"type": "declined", "role": c["role"] if side == "attack" else c["defender"],
                "what": "reserves"})
    if side == "attack":
        _ask_reroll(s, "defence")
    else:
        _after_dice(s)


def _after_dice(s):
    combat.settle(s)
    if combat.may_counterattack(s.state):
        s.emit({"type": "turn", "role": s.state["combat"]["defender"], "step": "counter"})
    else:
        _resolve(s)


def _on_counter(s, cmd):
    if cmd["action"] == "counterattack":
        combat.counterattack(s)
    else:
        s.emit({"type": "declined", "role": s.role, "what": "counterattack"})
    _resolve(s)


def _resolve(s):
    """The combat's consequences (README 4.2.1.1 steps 8-11), then the next action."""
    c = s.state["combat"]
    won = c["result"]["winner"] == "attack"
    if not won:
        combat.lose_level(s, c["units"])
    else:
        hit = combat.lose_level(s, c["defenders"])
        if c.get("counter"):
            combat.counterattack_loss(s, hit, c["defenders"])
        else:
            _take(s, c)
            if s.state["outcome"]:          # B1 taken: nothing follows the victory
                return
    attacker_side = board.SIDE[c["force"]]
    _annex_pockets(s, attacker_side if attacker_side != "G" else None, delay=True)
    if s.state["outcome"]:
        return
    _adjust_bars(s, c["role"] if won and attacker_side != "G" and not c.get("counter") else None)
    if s.state["outcome"]:
        return
    role = c["role"]
    s.emit({"type": "combat_over"})
    next_action(s, role)


def _take(s, c):
    """The defender lost: his units leave (B1's Germans stay in B1, R 4.5), the area
    changes hands, the attackers advance, victory tokens, B1's automatic victory."""
    target = c["to"]
    combat.clear_area(s, target, N_("overrun"))  # B1's Germans defending B2-B5 stay in B1
    change_control(s, target, board.SIDE[c["force"]])
    combat.advance(s)
    side = board.SIDE[c["force"]]
    if side != "G" and board.eagle(target) == {"S": "red", "W": "blue"}[side]:
        s.emit({"type": "victory", "role": c["role"], "area": target, "gained": True})
    if target == board.BERLIN_CENTRE and side != "G" and units_in(s.state, target, c["force"]):
        s.emit({"type": "over", "winners": [c["role"]], "reason": TOOK_BERLIN,
                "points": points(s.state)})


def change_control(s, area, side):
    """AREA becomes SIDE's; the player who held it as his victory area loses its token."""
    for r in s.state["roles"]:
        if area in s.state["victory"][r]:
            s.emit({"type": "victory", "role": r, "area": area, "gained": False})
    s.emit({"type": "control", "area": area, "side": side})


def _annex_pockets(s, prefer, delay):
    """R 4.4: cut-off areas are annexed by the force that cut them off (PREFER: the
    side whose attack cut them, README 4.4.2); their units and fortifications are
    eliminated, their exhausted blocks too (reading 17), the others go back to the pool.
    With DELAY a pocket waits while a block of its side that was active in it when it
    was cut off stays active (supply.waiting, reading 19): one block holds the whole
    pocket, until it is exhausted or removed, and a block placed there later holds
    nothing (R 4.4 PL: "choć jeden aktywny bloczek ... aż do chwili, gdy bloczek
    logistyki zostanie zużyty"). Under berlin:1 each area waited for its own block."""
    if not since(2):
        return _annex_areas_v1(s, prefer, delay)
    pockets = supply.pockets(s.state)
    cut = {a for _, pocket in pockets for a in pocket}
    for wait in s.state.get("waiting", []):
        if not set(wait["areas"]) & cut:        # supplied again: its wait is over
            s.emit({"type": "wait_over", "side": wait["side"], "areas": wait["areas"],
                    "why": "supplied"})
    for side, pocket in pockets:
        held = supply.waiting(s.state, side, pocket)
        taker = supply.annexer(s.state, side, pocket,
                               held[0]["by"] if held else prefer or "S")
        if taker is None:
            continue
        if delay and held and supply.still_held(s.state, held):
            continue
        active = supply.active_blocks(s.state, side, pocket)
        if delay and not held and active:
            s.emit({"type": "pocket_waits", "side": side, "areas": pocket,
                    "blocks": active, "by": taker})
            continue
        if held:
            s.emit({"type": "wait_over", "side": side, "areas": pocket, "why": "annexed"})
        for area in pocket:
            _annex_area(s, area, taker)


def _annex_areas_v1(s, prefer, delay):
    """berlin:1: area by area, each waiting for an active block of its own."""
    for side, pocket in supply.pockets(s.state):
        taker = supply.annexer(s.state, side, pocket, prefer or "S")
        if taker is None:
            continue
        for area in pocket:
            if delay and supply.has_active_block(s.state, area, side):
                continue
            _annex_area(s, area, taker)


def _annex_area(s, area, taker):
    for u in units_in(s.state, area):
        s.emit({"type": "eliminated", "unit": u, "area": area})
    combat.remove_blocks(s, area, N_("cut off"))
    if area in s.state["forts"]:
        s.emit({"type": "fort_removed", "area": area})
    change_control(s, area, taker)


def _adjust_bars(s, attacker):
    """README 2.3: each front's bars follow the front; ATTACKER (the Allied player whose
    army just won) pays a cube for each bar his new front lacks beyond those it lacked
    before; one he cannot pay loses the game (R 5)."""
    for role in s.state["roles"]:
        side = board.ARMY[role]
        missing, before = supply.missing_bars(s.state, side), s.state["missing"][role]
        if missing == before:
            continue
        if role == attacker and missing > before:
            if not _pay(s, role, missing - before, BARS_LACKING):
                return
        s.emit({"type": "bars", "role": role, "missing": missing})


def _pay(s, role, n, why):
    """ROLE loses N cubes for good (R 5 penalties); False when he cannot and so loses."""
    if s.state["cubes"][role]["pool"] < n:
        s.emit({"type": "over", "winners": [other(role)],
                "reason": CANNOT_PAY.format(role=role, n=n, why=why),
                "points": points(s.state)})
        return False
    s.emit({"type": "cubes_lost", "role": role, "n": n, "why": why})
    return True


def points(state):
    return {r: len(state["victory"][r]) for r in state["roles"]}


def next_action(s, last):
    """The other player acts next; when he has nothing to do, the one who just acted; when
    neither has, the Action Phase ends (README 4.2.2)."""
    for role in (other(last), last):
        if _legal_act(s.state, role):
            s.emit({"type": "turn", "role": role, "step": "act"})
            return
    _end_action_phase(s)


def _begin_action_phase(s):
    s.emit({"type": "phase", "phase": "action"})
    first = s.state["first"]
    next_action(s, other(first))


def _end_action_phase(s):
    """R 4.4: the cut-off areas still waiting are annexed; all blocks go back; Germans on an
    Allied supply base cost its owner 5 cubes for good; after stage III the points decide
    (R 5), else the Strategic Movement Phase."""
    _annex_pockets(s, board.ARMY[s.state["first"]], delay=False)
    if s.state["outcome"]:
        return
    _adjust_bars(s, None)
    for role in s.state["roles"]:
        for b in on_map(s.state, role):
            combat.remove_block(s, role, b["area"], N_("stage end"))
    for role in s.state["roles"]:
        side = board.SIDE[board.ARMY[role]]
        if any(s.state["control"][a] == "G" and units_in(s.state, a)
               for a in board.bases(side) if a in s.state["overrun"]):
            if not _pay(s, role, board.BASE_PENALTY, BASE_TAKEN):
                return
    if s.state["stage"] == board.STAGES:
        _points_victory(s)
        return
    s.emit({"type": "phase", "phase": "strategic"})
    s.emit({"type": "turn", "role": s.state["first"], "step": "strategic"})


def _points_victory(s):
    pts = points(s.state)
    a, b = s.state["roles"]
    winners = [a] if pts[a] > pts[b] else [b] if pts[b] > pts[a] else []
    reason = MORE_POINTS if winners else EQUAL_POINTS
    s.emit({"type": "over", "winners": winners, "reason": reason, "points": pts})


def _on_strategic(s, cmd):
    role = s.role
    if cmd["action"] == "move":
        u = s.state["units"][cmd["unit"]]
        s.emit({"type": "moved", "role": role, "unit": cmd["unit"], "force": u["force"],
                "from": u["area"], "to": cmd["to"]})
        if strategic_moves(s.state, role):
            s.emit({"type": "turn", "role": role, "step": "strategic"})
            return
    if role == s.state["first"]:
        s.emit({"type": "turn", "role": other(role), "step": "strategic"})
    else:
        _after_strategic(s)


def _after_strategic(s):
    """After stage I: the 6th SS Panzer Army goes east (R 4.3); then the next stage."""
    six = s.state["units"].get("GW-6SS")
    if s.state["stage"] == 1 and six and six["area"] is not None:
        s.emit({"type": "withdrawn", "unit": "GW-6SS", "area": six["area"]})
        if deploy_areas(s.state):
            s.emit({"type": "phase", "phase": "deploy"})
            s.emit({"type": "turn", "role": "West", "step": "deploy"})
            return
    _next_stage(s)


def _on_deploy(s, cmd):
    """The East front's counter comes in at the strength the West front's had (R 4.3)."""
    s.emit({"type": "deployed", "unit": "GE-6SS", "area": cmd["area"],
            "strength": s.state["units"]["GW-6SS"]["strength"]})
    _next_stage(s)


def _next_stage(s):
    """README 4.1.1: fewer victory tokens goes first; on a tie, who was second."""
    pts = points(s.state)
    a, b = s.state["roles"]
    first = a if pts[a] < pts[b] else b if pts[b] < pts[a] else other(s.state["first"])
    s.emit({"type": "stage", "stage": s.state["stage"] + 1, "first": first})


STEPS = {
    "place": (_legal_place, _on_place),
    "act": (_legal_act, _on_act),
    "support": (_legal_support, _on_support),
    "tokens": (_legal_tokens, _on_tokens),
    "reroll": (_legal_reroll, _on_reroll),
    "counter": (_legal_counter, _on_counter),
    "strategic": (_legal_strategic, _on_strategic),
    "deploy": (_legal_deploy, _on_deploy),
}


# ---------------------------------------------------------------- protocol

def legal(state, role):
    if state is None or state.get("outcome") or role != state["turn"]["role"]:
        return []
    return STEPS[state["turn"]["step"]][0](state, role)


def is_legal(state, role, command):
    """COMMAND is one of legal(), or an attack of legal() with a plan that can be kept
    (refusals.py)."""
    if not isinstance(command, dict):
        return False
    listed = legal(state, role)
    if command in listed:
        return True
    if command.get("action") != "attack" or not any(k in command for k in refusals.PLAN_KEYS):
        return False
    return refusals.base(command) in listed and refusals.plan_problem(state, role, command) is None


def active(state):
    if state is None or state.get("outcome") or state["turn"]["role"] is None:
        return []
    return [state["turn"]["role"]]


def decide(state, role, command, rng):
    check_turn(state, role, role_name)
    if not is_legal(state, role, command):
        raise RuleError(refusals.why_not(state, role, command))
    s = Script(state, rng)
    STEPS[state["turn"]["step"]][1](s, command)
    return s.events
