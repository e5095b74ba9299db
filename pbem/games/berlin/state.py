"""apply(): the reducer. Each event type changes one thing, with no rules and no checks,
so replay needs nothing but the log.

State (plain JSON):
    roles, stage, phase ("logistics" | "action" | "strategic" | "deploy" | "over"),
    first (the stage's first player), turn {"role", "step"},
    control {area: "S" | "W" | "G"}, forts [area], units {id: {force, strength, area}}
    (area None: off the board or eliminated), blocks {role: [{value, area, force, cubes,
    revealed, spent, lost?}]} (area None: in the pool; spent: used this stage, R 4.2.1.3
    clock; lost: eliminated for good, reading 17),
    cubes {role: {pool, lost}}, tokens {role: [{kind, force, used}]},
    victory {role: [area]}, missing {role: bars lacking}, placed {role: n}, done {role},
    moved {role: [force]}, combat None | {...}, outcome, overrun [edge areas German units
    advanced into this stage: R 4.4's base penalty], draw_offer (pbem.games.concede;
    absent until a draw is first offered).
A block is found by its owner and area (at most one a player in an area), never by an
id: an id would tell the opponent which value a face-down block has.
"""
from pbem.games import concede
from pbem.games.common import clone

from . import board


def block_at(state, role, area):
    """ROLE's block in AREA, or None."""
    for b in state["blocks"][role]:
        if b["area"] == area:
            return b
    return None


def _started(state, e):
    return {
        "roles": list(board.ROLES), "stage": 0, "phase": "logistics", "first": e["first"],
        "turn": {"role": e["first"], "step": "place"},
        "control": dict(e["control"]), "forts": list(e["forts"]),
        "units": {u: dict(v) for u, v in e["units"].items()},
        "blocks": {r: [{"value": v, "area": None, "force": None, "cubes": 0,
                        "revealed": False, "spent": False} for v in vals]
                   for r, vals in e["blocks"].items()},
        "cubes": {r: {"pool": board.CUBES, "lost": 0} for r in board.ROLES},
        "tokens": {r: [dict(t, used=False) for t in ts] for r, ts in e["tokens"].items()},
        "victory": {r: [] for r in board.ROLES}, "missing": {r: 0 for r in board.ROLES},
        "placed": {r: 0 for r in board.ROLES}, "done": {r: False for r in board.ROLES},
        "moved": {r: [] for r in board.ROLES}, "combat": None, "outcome": None,
        "overrun": [], "waiting": [],
    }


def _stage(s, e):
    s["stage"], s["first"], s["phase"] = e["stage"], e["first"], "logistics"
    s["turn"] = {"role": e["first"], "step": "place"}
    for r in s["roles"]:
        s["cubes"][r]["pool"] = board.CUBES - s["cubes"][r]["lost"]
        for b in s["blocks"][r]:
            b.update(area=None, force=None, cubes=0, revealed=False,
                     spent=bool(b.get("lost")))     # a block lost for good stays out
        for t in s["tokens"][r]:
            t["used"] = False
        s["placed"][r], s["done"][r], s["moved"][r] = 0, False, []
    s["overrun"] = []
    s["waiting"] = []


def _placed(s, e):
    r = e["role"]
    b = next(b for b in s["blocks"][r] if b["area"] is None and not b["spent"]
             and b["value"] == e["value"])
    b.update(area=e["area"], force=e["force"])
    s["placed"][r] += 1


def _passed(s, e):
    s["done"][e["role"]] = True


def _turn(s, e):
    s["turn"] = {"role": e["role"], "step": e["step"]}


def _phase(s, e):
    s["phase"] = e["phase"]


def _cubes_on(s, role, area, n):
    block_at(s, role, area)["cubes"] += n
    s["cubes"][role]["pool"] -= n


def _attack(s, e):
    s["combat"] = {k: e[k] for k in ("role", "force", "from", "to", "units", "cubes")}
    s["combat"].update(defender=e["defender"], dforce=e["dforce"], plan=dict(e["plan"]),
                       defenders=list(e["defenders"]), support=None, logistics=False,
                       bonus=0, dice=None, result=None)
    _cubes_on(s, e["role"], e["from"], e["cubes"])


def _supported(s, e):
    s["combat"]["support"] = e["area"]
    _cubes_on(s, e["role"], e["area"], 1)


def _revealed(s, e):
    for b in e["blocks"]:
        block_at(s, b["role"], b["area"])["revealed"] = True


def _use_token(s, role, kind, force):
    t = next(t for t in s["tokens"][role] if t["kind"] == kind and t["force"] == force
             and not t["used"])
    t["used"] = True


def _tokens(s, e):
    for kind in e["play"]:
        _use_token(s, e["role"], kind, e["force"])
    s["combat"]["logistics"] = "logistics" in e["play"]
    s["combat"]["bonus"] = e["bonus"]


def _rolled(s, e):
    s["combat"]["dice"] = {"attack": list(e["attack"]), "defence": list(e["defence"])}


def _rerolled(s, e):
    _use_token(s, e["role"], "reserves", e["force"])
    s["combat"]["dice"][e["side"]] = list(e["roll"])


def _result(s, e):
    s["combat"]["result"] = {k: e[k] for k in ("winner", "attack", "defence")}


def _counterattack(s, e):
    _use_token(s, e["role"], "counterattack", e["force"])
    _cubes_on(s, e["role"], e["area"], 1)
    s["combat"]["counter"] = True


def _level(s, e):
    u = s["units"][e["unit"]]
    u["strength"] = e["strength"]
    if e["strength"] == 0:
        u["area"] = None


def _retreated(s, e):
    u = s["units"][e["unit"]]
    u["area"] = e["to"]
    if e["to"] is None:
        u["strength"] = 0


def _advanced(s, e):
    for uid in e["units"]:
        s["units"][uid]["area"] = e["to"]
    german = board.SIDE[s["units"][e["units"][0]]["force"]] == "G"
    if german and e["to"] not in s["overrun"] and \
            board.AREAS[e["to"]].get("edge"):    # an Allied base reached by advancing
        s["overrun"].append(e["to"])


def _control(s, e):
    s["control"][e["area"]] = e["side"]


def _fort_removed(s, e):
    s["forts"].remove(e["area"])


def _eliminated(s, e):
    s["units"][e["unit"]].update(area=None, strength=0)


def _removed(s, e):
    b = block_at(s, e["role"], e["area"])
    s["cubes"][e["role"]]["pool"] += b["cubes"]
    b.update(area=None, force=None, cubes=0, revealed=False, spent=True)
    if e.get("eliminated"):                 # out of the game for good (reading 17)
        b["lost"] = True


def _pocket_waits(s, e):
    s["waiting"] = s.get("waiting", []) + [
        {k: e[k] for k in ("side", "areas", "blocks", "by")}]


def _wait_over(s, e):
    s["waiting"] = [w for w in s.get("waiting", []) if w["side"] != e["side"]
                    or not set(w["areas"]) & set(e["areas"])]


def _cubes_lost(s, e):
    c = s["cubes"][e["role"]]
    c["pool"] -= e["n"]
    c["lost"] += e["n"]


def _victory(s, e):
    held = s["victory"][e["role"]]
    if e["gained"]:
        held.append(e["area"])
    else:
        held.remove(e["area"])


def _bars(s, e):
    s["missing"][e["role"]] = e["missing"]


def _combat_over(s, e):
    s["combat"] = None


def _moved(s, e):
    s["units"][e["unit"]]["area"] = e["to"]
    s["moved"][e["role"]].append(e["force"])


def _withdrawn(s, e):
    s["units"][e["unit"]]["area"] = None      # off the board, its strength kept (R 4.3)


def _deployed(s, e):
    s["units"][e["unit"]].update(area=e["area"], strength=e["strength"])


def _over(s, e):
    s["phase"] = "over"
    s["outcome"] = {k: e[k] for k in ("winners", "reason", "points")}
    s["turn"] = {"role": None, "step": None}


REDUCERS = {
    "stage": _stage, "placed": _placed, "passed": _passed, "turn": _turn, "phase": _phase,
    "attack": _attack, "supported": _supported, "revealed": _revealed, "tokens": _tokens,
    "rolled": _rolled, "rerolled": _rerolled, "result": _result,
    "counterattack": _counterattack, "level": _level, "retreated": _retreated,
    "advanced": _advanced, "control": _control, "fort_removed": _fort_removed,
    "eliminated": _eliminated, "removed": _removed, "cubes_lost": _cubes_lost,
    "victory": _victory, "bars": _bars, "combat_over": _combat_over, "moved": _moved,
    "withdrawn": _withdrawn, "deployed": _deployed, "over": _over,
    "pocket_waits": _pocket_waits, "wait_over": _wait_over,
    # decisions that change nothing but are the log's record of a choice
    "declined": lambda s, e: None,
}


#: the keys of the state each event's reducer changes in place: only those are copied
#: (the others are shared with the old state, which is never changed; a whole state
#: copied per event was most of a game's time)
TOUCHES = {
    "stage": ("cubes", "blocks", "tokens", "placed", "done", "moved"),
    "placed": ("blocks", "placed"), "passed": ("done",),
    "attack": ("blocks", "cubes"), "supported": ("combat", "blocks", "cubes"),
    "revealed": ("blocks",), "tokens": ("tokens", "combat"), "rolled": ("combat",),
    "rerolled": ("tokens", "combat"), "result": ("combat",),
    "counterattack": ("tokens", "blocks", "cubes", "combat"),
    "level": ("units",), "retreated": ("units",), "advanced": ("units", "overrun"),
    "control": ("control",), "fort_removed": ("forts",), "eliminated": ("units",),
    "withdrawn": ("units",), "deployed": ("units",), "removed": ("blocks", "cubes"),
    "cubes_lost": ("cubes",), "victory": ("victory",), "bars": ("missing",),
    "moved": ("units", "moved"),
}


def apply(state, event):
    """The state after EVENT (a new dict; STATE is not changed)."""
    if event["type"] == "started":
        return _started(state, event)
    if event["type"] in concede.EVENTS:
        return concede.apply(state, event)
    s = dict(state)
    for key in TOUCHES.get(event["type"], ()):
        s[key] = clone(s[key])
    REDUCERS[event["type"]](s, event)
    return s
