"""The reducer: apply(state, event) -> state. No randomness and no checks: every
outcome (dice faces, cards drawn, shuffles, which path a retreat took) is in the event.

The state (plain JSON):

    {"kind": "memoir44", "roles": ["Allies", "Axis"],
     "scenario": the normalized scenario without its hexes and units (scenario.py),
     "board": {"face", "rows", "cols"},
     "hexes": {name: {...}}                 # as the scenario's; obstacles come and go
     "units": {uid: {"side", "type", "figures", "max", "badge", "medal_worth", "at"}},
     "where": {name: uid},
     "sides": {side: {"position": "top" | "bottom", "hand": [card ids],
                      "medals": [{"unit", "type", "badge", "worth"}],  # units destroyed
                      "objectives": [index],             # permanent objectives gained
                      "answers": {card: answer}}},       # standing answers (hidden)
     "deck": [card ids, top first], "discard": [card ids], "played": card id | None,
     "last_played": {side: card id | None},  # the card each side played last
     "effective": {side: {"card", "mirrored", "at"?} | None},  # the order it gave
                                             # (a Counter-Attack gives the one it
                                             # copied), and the hexes it ordered
     "turn": {"side", "number", "step", "role" (who acts now), "pending": {...} | None,
              "ordered": [uid], "moved": {uid: hexes}, "stopped": [uid] (entered
              terrain where it may not battle), "battled": {uid: n},
              "grounds": {uid: n}, "overran": [uid], "attack": {...} | None,
              "reacted": [side],      # sides that played a card in this turn (Ambush)
              "played_as": card name | None,   # the card played plays as this one
                                      # (scenarios/hill317.py)
              "copies": {"card", "mirrored"} | None},  # what a Counter-Attack copies
     "turns": {side: n}, "last_dice": [{"from", "at", "faces", "turn"}],
     "outcome": None | {"winners", "reason", "medals"}}
"""
import copy


def _new_turn(side, number):
    return {"side": side, "number": number, "step": "play", "role": side, "pending": None,
            "ordered": [], "moved": {}, "stopped": [], "battled": {}, "grounds": {},
            "overran": [], "attack": None, "reacted": [], "copies": None, "played_as": None}


def _started(ev):
    sc = ev["scenario"]
    top = sc["top"]
    sides = {}
    for side in ("Allies", "Axis"):
        sides[side] = {"position": "top" if side == top else "bottom",
                       "hand": list(ev["hands"][side]), "medals": [], "objectives": []}
    units = {uid: dict(u) for uid, u in ev["units"].items()}
    return {"kind": "memoir44", "roles": ["Allies", "Axis"],
            "scenario": {k: v for k, v in sc.items() if k not in ("hexes", "units")},
            "board": dict(sc["board"]), "hexes": copy.deepcopy(sc["hexes"]),
            "units": units, "where": {u["at"]: uid for uid, u in units.items()},
            "variant": ev.get("variant"), "team": ev.get("team"),
            "sides": sides, "deck": list(ev["deck"]), "discard": [], "played": None,
            "last_played": {"Allies": None, "Axis": None},
            "effective": {"Allies": None, "Axis": None},
            "turn": {**_new_turn(None, 0), "step": None, "role": None},
            "turns": {"Allies": 0, "Axis": 0}, "last_dice": [], "outcome": None}


# apply() copies only what an event changes (a whole deepcopy per event made replaying a
# game take seconds); these helpers give the event a fresh copy of what it will change.
def _own_units(st):
    st["units"], st["where"] = dict(st["units"]), dict(st["where"])
    return st["units"]


def _own_side(st, side):
    st["sides"] = dict(st["sides"])
    st["sides"][side] = {k: list(v) if isinstance(v, list) else v
                         for k, v in st["sides"][side].items()}
    return st["sides"][side]


def _own_turn(st):
    st["turn"] = {k: list(v) if isinstance(v, list) else dict(v) if k in (
        "moved", "battled", "grounds") else v for k, v in st["turn"].items()}
    return st["turn"]


def _place(st, uid, path):
    units = _own_units(st)
    u = units[uid] = dict(units[uid])
    del st["where"][u["at"]]
    u["at"] = path[-1]
    st["where"][path[-1]] = uid


_BARE = {"terrain": None, "orientation": None, "behavior": None, "obstacle": None,
         "obstacle_orientation": None, "obstacle_behavior": None, "owner": None,
         "label": None, "objective": None}


def _rolled(st, turn, frm, at, faces):
    """Dice rolled this turn join the ones shown; a new turn's first roll replaces them."""
    dice = [d for d in st["last_dice"] if d["turn"] == turn["number"]]
    st["last_dice"] = dice + [{"from": frm, "at": at, "faces": list(faces),
                               "turn": turn["number"]}]


def _count(d, key):
    d[key] = d.get(key, 0) + 1


def apply(state, event):
    t = event["type"]
    if t == "started":
        return _started(event)
    st = dict(state)
    turn = st["turn"]       # read; an event that changes it copies it first (_own_turn)
    if t == "turn_began":
        st["turn"] = _new_turn(event["side"], event["number"])
        st["turns"] = dict(st["turns"], **{event["side"]: st["turns"][event["side"]] + 1})
    elif t == "step":
        turn = _own_turn(st)
        turn["step"], turn["role"] = event["step"], event["role"]
        turn["pending"] = {k: v for k, v in event.items() if k not in ("type", "step", "role")} or None
    elif t == "card_played":
        _own_side(st, event["side"])["hand"].remove(event["card"])
        st["played"] = event["card"]
        st["last_played"] = dict(st["last_played"], **{event["side"]: event["card"]})
        st["effective"] = dict(st["effective"], **{event["side"]: {"card": event["card"],
                                                                "mirrored": False}})
    elif t == "copied":
        copy = {"card": event["card"], "mirrored": event["mirrored"]} if event["card"] else None
        _own_turn(st)["copies"] = copy
        st["effective"] = dict(st["effective"], **{event["side"]: copy})
    elif t == "ordered":
        _own_turn(st)["ordered"] += event["units"]
        given = st["effective"].get(event["side"])
        if given:           # where the order was given: a Counter-Attack copies it there
            st["effective"] = dict(st["effective"], **{event["side"]: dict(
                given, at=given.get("at", []) + event["at"])})
    elif t == "moved":
        _place(st, event["unit"], event["path"])
        turn = _own_turn(st)
        turn["moved"][event["unit"]] = event["cost"]
        if event.get("stopped"):
            turn["stopped"].append(event["unit"])
    elif t == "obstacle_removed":
        st["hexes"] = dict(st["hexes"])
        h = st["hexes"][event["at"]] = dict(st["hexes"][event["at"]])
        h["obstacle"] = None
        h.pop("obstacle_orientation", None)
        h.pop("obstacle_behavior", None)
        if event.get("unit"):   # infantry gave up its battle to remove the wire
            _count(_own_turn(st)["battled"], event["unit"])
    elif t == "ambushed":
        _own_side(st, event["side"])["hand"].remove(event["card"])
        st["discard"] = st["discard"] + [event["card"]]
        _own_turn(st)["reacted"].append(event["side"])
    elif t == "attack_cancelled":
        _count(_own_turn(st)["battled"], event["unit"])
    elif t == "played_as":
        _own_turn(st)["played_as"] = event["as"]
    elif t == "airdropped":     # scenarios/airdrop.py: the figures that landed are units
        units = _own_units(st)
        for uid, u in event["units"].items():
            units[uid] = dict(u)
            st["where"][u["at"]] = uid
    elif t == "standing_answer":
        _own_side(st, event["side"])["answers"] = dict(
            st["sides"][event["side"]].get("answers", {}), **event["answers"])
    elif t == "obstacle_placed":
        st["hexes"] = dict(st["hexes"])
        st["hexes"][event["at"]] = dict(st["hexes"].get(event["at"]) or _BARE,
                                       obstacle=event["obstacle"])
    elif t == "healed":
        units = _own_units(st)
        units[event["unit"]] = dict(units[event["unit"]])
        units[event["unit"]]["figures"] += event["figures"]
        _rolled(st, turn, None, event["at"], event["faces"])
    elif t == "rolled":
        _rolled(st, turn, None, None, event["faces"])
    elif t == "battle":
        turn = _own_turn(st)
        uid = event["unit"]
        if uid is not None:
            _count(turn["battled"], uid)
            if event.get("overrun"):
                turn["overran"].append(uid)
        turn["attack"] = {k: event[k] for k in ("unit", "from", "target", "at", "distance",
                                                "resume")}
        _rolled(st, turn, event["from"], event["at"], event["faces"])
    elif t in ("hits", "retreat_blocked"):
        units = _own_units(st)
        units[event["unit"]] = dict(units[event["unit"]])
        units[event["unit"]]["figures"] -= event["figures"]
    elif t == "eliminated":
        u = _own_units(st).pop(event["unit"])
        del st["where"][u["at"]]
        if event["by"]:
            _own_side(st, event["by"])["medals"].append(
                {"unit": event["unit"], "type": u["type"], "badge": u.get("badge"),
                 "worth": event["worth"]})
    elif t in ("retreated", "took_ground"):
        _place(st, event["unit"], event["path"])
        if t == "took_ground":
            _count(_own_turn(st)["grounds"], event["unit"])
    elif t == "attack_over":
        _own_turn(st)["attack"] = None
    elif t == "discarded":
        st["played"] = None if event["card"] == st["played"] else st["played"]
        st["discard"] = st["discard"] + [event["card"]]
    elif t == "drew":
        st["deck"] = [c for c in st["deck"] if c not in event["cards"]]
        if event["to_hand"]:
            _own_side(st, event["side"])["hand"] += event["cards"]
    elif t == "kept":
        if event["card"]:
            _own_side(st, event["side"])["hand"].append(event["card"])
        if event["discarded"]:
            st["discard"] = st["discard"] + [event["discarded"]]
    elif t == "shuffled":
        st["deck"] = list(event["order"])
        st["discard"] = [c for c in st["discard"] if c not in event["order"]]
    elif t == "objective_won":
        _own_side(st, event["side"])["objectives"].append(event["objective"])
    elif t == "game_over":
        st["outcome"] = {"winners": event["winners"], "reason": event["reason"],
                         "medals": event["medals"]}
        _own_turn(st)["role"] = None
    elif t in ("flag_ignored", "forfeited", "resigned", "passed", "plan_stopped"):
        pass
    else:
        raise ValueError(f"unknown memoir44 event {t!r}")
    return st
