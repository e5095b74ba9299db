"""The reducer: how each event changes the state, and small read-only state helpers.

apply() never draws and never checks: every random outcome and every computed loss is
already in the event (decide() put it there), so replaying a log needs neither the rng
nor the rules. It copies before it changes, because the service keeps older states.

State shape (all JSON): roles, beginner, players{role: troops, pos, hand, out, turns,
resigned (only once he has)},
pool, board{"3".."11" without "9": card id | None}, deck (hidden order), discard,
turn{role, number, phase, dice, taken, advance, advance_used, circus,
artillery_decided, halted (stopped on a Defence Line: only Mines move on), wire and
wire_eaten (owned by wire.py)}, final_round, outcome, draw_offer (pbem.games.concede:
absent until a draw is first offered). A turn's phase is one of roll,
take, roll-or-stop, resolve (whose pending choice rules.step() derives), ended, over.
"""
import copy

from pbem.games import concede

from . import cards, wire


def new_turn(role, number):
    return {"role": role, "number": number, "phase": "roll", "dice": [], "taken": [],
            "advance": False, "advance_used": False, "circus": False,
            "artillery_decided": False, "halted": False, **wire.fresh()}


def player(state, role=None):
    return state["players"][role or state["turn"]["role"]]


def hand(state):
    return player(state)["hand"]


def next_role(state):
    """The next seat after the current one that still has troops (or None if none)."""
    roles = state["roles"]
    i = roles.index(state["turn"]["role"])
    for k in range(1, len(roles) + 1):
        r = roles[(i + k) % len(roles)]
        if not state["players"][r]["out"]:
            return r
    return None


def _drop(st, cids):
    """Move CIDS from the current hand to the discard pile."""
    h = hand(st)
    for c in cids:
        h.remove(c)
    st["discard"].extend(cids)


def _lose(st, n):
    p = player(st)
    p["troops"] -= n
    st["pool"] += n


def _started(st, ev):
    troops = ev["troops"]
    return {"roles": list(ev["roles"]), "beginner": ev["beginner"],
            "players": {r: {"troops": troops, "pos": cards.START, "hand": [],
                            "out": False, "turns": 0} for r in ev["roles"]},
            "pool": ev["pool"], "board": {str(s): None for s in cards.SPACES},
            "deck": list(ev["deck"]), "discard": [],
            "turn": new_turn(ev["roles"][0], 0) | {"phase": "ended"},
            "final_round": False, "outcome": None}


def _dealt(st, ev):
    st["deck"].remove(ev["card"])
    st["board"][str(ev["space"])] = ev["card"]


def _shuffled(st, ev):
    st["deck"] = st["deck"] + list(ev["deck"])
    st["discard"] = []


def _row_cleared(st, ev):
    for s in ev["row"]:
        st["board"][str(s)] = None
    st["discard"].extend(ev["cards"])


def _turn_began(st, ev):
    st["turn"] = new_turn(ev["role"], ev["number"])


def _gassed(st, ev):
    _drop(st, [ev["card"]])
    st["discard"].append(ev["removed"])
    st["board"][str(ev["space"])] = ev["replacement"]
    if ev["replacement"] is not None:
        st["deck"].remove(ev["replacement"])


def _rolled(st, ev):
    st["turn"]["dice"] = list(ev["dice"])
    st["turn"]["phase"] = "take"


def _die_card(st, ev):
    """Recon and Balloon: the card is spent, the dice are the new ones."""
    _drop(st, [ev["card"]])
    st["turn"]["dice"] = list(ev["dice"])


def _took(st, ev):
    t = st["turn"]
    if ev["space"] == cards.FIXED_SPACE:
        t["advance"] = True
    else:
        st["board"][str(ev["space"])] = None
        hand(st).append(ev["card"])
        t["taken"].append(ev["card"])
        if cards.kind(ev["card"]) == "circus":
            t["circus"] = True
    _drop(st, ev["lost"])
    t["phase"] = "roll-or-stop"


def _busted(st, ev):
    _lose(st, ev["lost"])
    _drop(st, ev["discarded"])
    st["turn"]["advance"] = False
    st["turn"]["phase"] = "ended"


def _stopped(st, ev):
    st["turn"]["phase"] = "resolve"
    wire.stopped(st["turn"], ev)


def _german_gas(st, ev):
    _drop(st, [ev["card"]] + ([ev["victim"]] if ev["victim"] is not None else []))


def _artillery(st, ev):
    _drop(st, [ev["card"]] + ev["cancelled"])
    st["turn"]["artillery_decided"] = True


def _held_fire(st, ev):
    st["turn"]["artillery_decided"] = True


def _reserves(st, ev):
    _drop(st, [ev["card"]])
    _lose(st, -ev["gained"])


def _german(st, ev):
    _drop(st, [ev["card"]])
    _lose(st, ev["lost"])
    player(st)["pos"] -= ev["back"]


def _moved(st, ev):
    t = st["turn"]
    if ev["card"] is None:
        t["advance_used"] = True
        _drop(st, ev["mines"])
    else:
        _drop(st, [ev["card"]] + ev["mines"])
    _lose(st, ev["paid"])
    player(st)["pos"] = ev["to"]
    wire.moved(t, ev)
    t["halted"] = ev["halted"]
    if ev["to"] >= cards.OBJECTIVE:
        st["final_round"] = True


def _eliminated(st, ev):
    st["players"][ev["role"]]["out"] = True


def _forfeited(st, ev):
    """A player gave up (a deadline policy): troops to the pool, cards discarded, out."""
    p = st["players"][ev["role"]]
    for c in ev["discarded"]:
        p["hand"].remove(c)
    st["discard"].extend(ev["discarded"])
    p["troops"] -= ev["lost"]
    st["pool"] += ev["lost"]
    p["out"] = True


def _resigned(st, ev):
    """A player resigned (leaving.py): out as a forfeit takes him, and he can win no more
    (turn.furthest)."""
    _forfeited(st, ev)
    st["players"][ev["role"]]["resigned"] = True


def _turn_ended(st, ev):
    p = player(st, ev["role"])
    _drop(st, ev["discarded"])
    p["turns"] += 1
    st["turn"]["advance"] = False
    st["turn"]["phase"] = "ended"


def _game_over(st, ev):
    st["outcome"] = {"winners": list(ev["winners"]), "reason": ev["reason"]}
    st["turn"]["phase"] = "over"


REDUCERS = {
    "dealt": _dealt, "shuffled": _shuffled, "row_cleared": _row_cleared,
    "turn_began": _turn_began, "gassed": _gassed, "rolled": _rolled,
    "rerolled": _die_card, "ballooned": _die_card, "took": _took, "busted": _busted,
    "stopped": _stopped, "german_gas": _german_gas, "artillery": _artillery,
    "held_fire": _held_fire, "reserves": _reserves, "german": _german, "moved": _moved,
    "eliminated": _eliminated, "forfeited": _forfeited, "resigned": _resigned,
    "turn_ended": _turn_ended,
    "game_over": _game_over,
}


def clone(state):
    """A copy sharing nothing mutable with STATE (faster than deepcopy: the shape is known)."""
    st = dict(state)
    st["roles"] = list(state["roles"])
    st["players"] = {r: {**p, "hand": list(p["hand"])} for r, p in state["players"].items()}
    st["board"] = dict(state["board"])
    st["deck"] = list(state["deck"])
    st["discard"] = list(state["discard"])
    st["turn"] = {**state["turn"], "dice": list(state["turn"]["dice"]),
                  "taken": list(state["turn"]["taken"])}
    st["outcome"] = copy.deepcopy(state["outcome"])
    return st


def apply(state, event):
    """The new state after EVENT; STATE is left as it was."""
    if event["type"] == "started":
        return _started(state, event)
    if event["type"] in concede.EVENTS:
        return concede.apply(state, event)
    st = clone(state)
    try:
        reducer = REDUCERS[event["type"]]
    except KeyError:
        raise ValueError(f"unknown flanders event type {event['type']!r}") from None
    reducer(st, event)
    return st
