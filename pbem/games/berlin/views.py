"""What a seat may see: view() of a state, event_view() of one event, and what may be
taken back.

The one secret of Race to Berlin is the value of a logistics block standing face down
(and so which values a player still holds in his pool): the opponent sees that a block
stands there and how many cubes it holds, never its value, until a combat turns it face up
(a block takes cubes only in a combat, which reveals it, so a count of cubes never tells
a value). An attack's plan (the attacker's standing answers for the tokens and Reserves,
refusals.py) is his own too: the defender decides his support without it, as across a
table. Cubes, tokens, units, bars and victory tokens are public.
"""
from pbem.games import concede
from pbem.games.common import in_order

from . import board, supply
from .pieces import exhausted, units_in
from .speech import _, role_name

KIND = "berlin"
TITLE = "Race to Berlin"


def _block(b, role, owner):
    shown = b["revealed"] or role == owner
    return {"role": owner, "force": b["force"], "cubes": b["cubes"],
            "value": b["value"] if shown else None, "revealed": b["revealed"],
            "exhausted": b["revealed"] and exhausted(b)}


def _areas(state, role):
    out = {}
    for a in board.ORDER:
        d = board.AREAS[a]
        out[a] = {"name": d["name"], "control": state["control"][a],
                  "fort": a in state["forts"], "eagle": d.get("eagle"), "edge": d.get("edge"),
                  "units": units_in(state, a),
                  "blocks": [_block(b, role, r) for r in state["roles"]
                             for b in state["blocks"][r] if b["area"] == a]}
    return out


def _player(state, role, r):
    army, germans = board.ARMY[r], board.GERMANS[r]
    on_blocks = sum(b["cubes"] for b in state["blocks"][r])
    pool = [b for b in state["blocks"][r] if b["area"] is None and not b.get("lost")]
    out = {"army": army, "germans": germans,
           "cubes": {"pool": state["cubes"][r]["pool"], "on_blocks": on_blocks,
                     "lost": state["cubes"][r]["lost"]},
           "blocks_in_pool": len(pool),
           "blocks_lost": sum(1 for b in state["blocks"][r] if b.get("lost")),
           "blocks_placeable": sum(1 for b in pool if not b["spent"]),
           "tokens": [dict(t) for t in state["tokens"][r]],
           "victory": list(state["victory"][r]), "points": len(state["victory"][r])}
    if role == r:
        out["pool_values"] = sorted(b["value"] for b in pool if not b["spent"])
    return out


def _combat(state, role):
    c = state["combat"]
    if c is None:
        return None
    return {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
            for k, v in c.items() if k != "plan" or role == c["role"]}


def view(state, role):
    """The state as ROLE (None: the public) may see it."""
    you = role if role in state["roles"] else None
    fronts = {}
    for r in state["roles"]:
        borders = supply.front(state, board.SIDE[board.ARMY[r]])
        fronts[r] = {"borders": [list(b) for b in borders],
                     "bars": min(len(borders), board.BARS), "missing": state["missing"][r],
                     # the borders a front longer than its 25 bars leaves bare (which
                     # ones is nobody's choice that matters: the last in map order)
                     "unbarred": [list(b) for b in borders[board.BARS:]]}
    return {
        "kind": KIND, "title": TITLE, "you": you, "roles": list(state["roles"]),
        "stage": state["stage"], "phase": state["phase"], "first": state["first"],
        "turn": dict(state["turn"]),
        "areas": _areas(state, you),
        "units": in_order({u: {"name": board.UNITS[u]["name"], **state["units"][u]}
                           for u in board.UNIT_ORDER}, board.UNIT_ORDER),
        "fronts": fronts,
        "players": {r: _player(state, you, r) for r in state["roles"]},
        "combat": _combat(state, you),
        "outcome": state["outcome"],
    }


def event_view(event, role):
    """EVENT as ROLE may see it: a face-down block's value only for its owner, an
    attack's plan only for the attacker."""
    out = dict(event)
    if event.get("type") in ("placed", "removed") and event.get("role") != role \
            and not event.get("revealed"):
        out["value"] = None
    if event.get("type") == "attack" and event.get("role") != role:
        out.pop("plan", None)          # the attacker's standing answers are his own
    return out


#: the events a seat may take back (pbem.core.undo): placing, passing, removing a block and
#: strategic moves show nothing new to the one who made them, nor does a draw offered or
#: answered (README 6.5; a draw accepted ends the game, and nothing is taken back after)
TAKE_BACK = frozenset({"placed", "passed", "turn", "phase", "removed", "moved", "bars",
                       *concede.EVENTS})


def undoable(event):
    return event.get("type") in TAKE_BACK


def progress(view):
    """Per stage: victory areas held, and areas held by each army (the words in the
    language in force)."""
    held = {role_name(r): sum(1 for a in view["areas"].values()
                              if a["control"] == board.SIDE[board.ARMY[r]])
            for r in view["roles"]}
    return (_("stage"), view["stage"],
            {_("Victory areas"): {role_name(r): view["players"][r]["points"]
                                  for r in view["roles"]},
             _("Areas held"): held})
