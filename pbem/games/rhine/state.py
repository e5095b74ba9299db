"""The reducer: apply(state, event) and the small read-only helpers every module shares.

apply() never draws and never checks. Supplies and trucks move only through two generic
lists an event may carry, so conservation holds by construction:
  "transfers": [[from, to, {"gas": n, "ammo": n, "food": n}], ...]  places: "stock" (the
      Allied Stock track), "pool" (reserve pool), "a:AREA", "c:CORPS";
  "trucks": [[from, to, n], ...]  places: "stock", "reserve", "p:ROLE", "arrow:A|B".
The README ("State") documents every key of the state.
"""
from pbem.games.common import clone

from .board import RHINE, SUPPLIES

ZERO = {"gas": 0, "ammo": 0, "food": 0}


def arrow_key(a, b):
    return "|".join(sorted((a, b)))


def supplies_at(state, place):
    """The supply dict of PLACE (a copy-safe read; zeros when nothing is there)."""
    if place == "stock":
        return state["stock"]
    if place == "pool":
        return state["pool"]
    kind, name = place.split(":", 1)
    if kind == "a":
        return state["areas"].get(name, ZERO)
    return state["corps"][name]


def _move_supplies(st, src, dst, pieces):
    for place, sign in ((src, -1), (dst, 1)):
        if place.startswith("a:"):
            name = place[2:]
            box = st["areas"].setdefault(name, dict(ZERO))
        else:
            box = supplies_at(st, place)
        for k, n in pieces.items():
            box[k] += sign * n
            if box[k] < 0:
                raise ValueError(f"negative {k} at {place}")
        if place.startswith("a:") and not any(box.values()):
            del st["areas"][place[2:]]


def _move_trucks(st, src, dst, n):
    for place, sign in ((src, -1), (dst, 1)):
        if place in ("stock", "reserve"):
            st["trucks"][place] += sign * n
        elif place.startswith("p:"):
            st["players"][place[2:]]["trucks"] += sign * n
        else:  # arrow:A|B -- one truck per arrow
            key = place[6:]
            if sign > 0:
                st["arrows"][key] = st["turn"]["role"]
            else:
                st["arrows"].pop(key, None)


def _flat(v):
    return v.copy()


def _nested(v):
    return {a: b.copy() for a, b in v.items()}


#: how to copy each key of the state deeply enough for the reducers (README "State")
COPY = {
    "stock": _flat, "pool": _flat, "control": _flat, "trucks": _flat, "arrows": _flat,
    "axis": _flat, "removed": _flat, "no_encircle": _flat, "out": _flat,
    "areas": _nested, "corps": _nested, "peeks": _nested, "medal_areas": _nested,
    "decks": _nested, "discards": _nested,
    "airborne": lambda v: [dict(u) for u in v],
    "players": lambda v: {r: {k: x.copy() if type(x) in (dict, list) else x
                              for k, x in p.items()} for r, p in v.items()},
}

#: the keys each event's reducer changes in place (the others are shared with the old
#: state, which is never changed); transfers and trucks add their own keys
TOUCHES = {
    "turn_began": (), "action_began": ("turn", "players", "discards"),
    "resistance": ("turn", "players", "discards"), "supply_taken": ("turn", "players"),
    "transport_began": ("turn",), "truck_placed": ("turn",), "action_ended": ("turn",),
    "corps_activated": ("turn",), "corps_entered": ("turn", "corps"),
    "card_drawn": ("turn", "decks", "players", "peeks"),
    "shuffled": ("decks", "discards", "peeks"),
    "card_resolved": ("turn", "discards", "players", "removed", "decks", "peeks", "corps"),
    "choice_pending": ("turn",),
    "marker_placed": ("control", "axis", "players", "medal_areas"),
    "move_ended": ("turn",), "antwerpen_base": (), "trucks_taken": (),
    "interphase": ("players", "corps"), "ungrounded": ("corps",),
    "air_support": ("players", "peeks"), "peeked": ("peeks",),
    "airborne": ("players", "discards", "airborne"),
    "turn_ended": ("turn", "players", "discards"), "axis_placed": ("axis",),
    "counter_attack": ("control", "medal_areas", "players", "discards"),
    "reaction_done": ("turn",), "game_over": ("turn",),
    "forfeited": ("turn", "corps", "players", "discards", "peeks"),
    "resigned": ("turn", "corps", "players", "discards", "peeks"),
    "loaded": (), "overflow_returned": (),
    "numbers_moved": ("numbers", "solo", "turn"), "number_flipped": ("numbers", "solo", "axis"),
    "advance_pending": ("turn",), "starving_ignored": ("solo",),
}
_TRANSFER_KEYS = ("stock", "pool", "areas", "corps")
_TRUCK_KEYS = ("trucks", "players", "arrows")


def copy_state(state, keys=None):
    """A copy of STATE in which the KEYS (default: all) are copied deeply enough for the
    reducers to change them in place; the other keys are shared."""
    st = dict(state)
    for k in (st if keys is None else keys):
        if k in st:
            copier = COPY.get(k, clone)
            st[k] = copier(st[k]) if type(st[k]) in (dict, list) else st[k]
    return st


# -- the reducers ------------------------------------------------------------------------
def _started(_, ev):
    st = clone({k: v for k, v in ev.items() if k != "type"})
    st["turn"] = {"role": None, "number": 0, "step": "idle"}
    return st


def new_turn(role, number):
    return {"role": role, "number": number, "step": "action", "actions": 0, "allowance": 2,
            "resistance": False, "recon": False, "moved": [], "limited": [],
            "move": None, "transport": None, "pending_resistance": []}


def _turn_began(st, ev):
    st["turn"] = new_turn(ev["role"], ev["number"])
    st["round"] = ev["round"]


def _action_began(st, ev):
    t = st["turn"]
    via = ev["via"]
    if via == "action":
        t["actions"] += 1
    elif via == "commander":
        st["players"][ev["role"]]["commander"] = False
    if ev.get("card"):
        _play_kept(st, ev["role"], ev["card"])
    if via == "recon":
        t["recon"] = True


def _play_kept(st, role, card):
    st["players"][role]["kept"].remove(card)
    if card in st["turn"]["pending_resistance"]:
        st["turn"]["pending_resistance"].remove(card)
    st["discards"][deck_of(st, card)].append(card)


def _resistance(st, ev):
    _play_kept(st, ev["role"], ev["card"])
    st["turn"]["resistance"] = True
    st["turn"]["allowance"] += 1


def _supply_taken(st, ev):
    if ev.get("limited"):
        st["turn"]["limited"].append(ev["area"])
    if ev.get("ostende"):
        st["ostende_used"] = True
    if ev.get("commander"):
        st["players"][ev["role"]]["commander"] = False


def _transport_began(st, ev):
    st["turn"]["transport"] = {"left": ev["left"]}
    st["turn"]["step"] = "transport"


def _truck_placed(st, ev):
    st["turn"]["transport"]["left"] -= 1


def _action_ended(st, ev):
    t = st["turn"]
    t["transport"] = None
    t["move"] = None
    t["step"] = ev.get("step", "action")


def _corps_activated(st, ev):
    t = st["turn"]
    t["moved"].append(ev["corps"])
    t["move"] = {"corps": ev["corps"], "entered": 0, "came_from": None, "regroup": False,
                 "card": None, "bonus": 0, "path": [st["corps"][ev["corps"]]["area"]]}
    t["step"] = "go"


def _corps_entered(st, ev):
    m = st["turn"]["move"]
    c = st["corps"][ev["corps"]]
    m["came_from"] = c["area"]
    c["area"] = ev["area"]
    m["entered"] += 1
    m["regroup"] = False
    m["bonus"] = ev.get("bonus", 0)
    m["path"].append(ev["area"])


def _card_drawn(st, ev):
    deck = st["decks"][ev["deck"]]
    deck.remove(ev["card"])
    for role in ev.get("air_returned", []):
        st["players"][role]["air"] = None
    for role in list(st["peeks"]):
        st["peeks"][role].pop(ev["deck"], None)
    st["turn"]["move"]["card"] = ev["card"]
    if st.get("solo") and RHINE.cards[ev["card"]].kind == "starving_civilians":
        st["solo"] = dict(st["solo"], starving_met=st["solo"].get("starving_met", 0) + 1)
    if ev.get("weather"):
        st["weather"] = ev["weather"]
        for role in ev.get("rain_returned", []):
            st["players"][role]["air"] = None


def _shuffled(st, ev):
    d = ev["deck"]
    st["decks"][d] = list(ev["order"]) + st["decks"][d] if ev.get("on_top") else list(ev["order"])
    if ev.get("from_discard"):
        st["discards"][d] = []
    for role in list(st["peeks"]):
        st["peeks"][role].pop(d, None)


def _card_resolved(st, ev):
    """A revealed card's effect: ev["to"] = discard | kept | won | removed | deck."""
    m = st["turn"]["move"]
    card = m["card"]
    m["card"] = None
    to = ev["to"]
    role = ev["role"]
    if to == "discard":
        st["discards"][deck_of(st, card)].append(card)
    elif to == "kept":
        st["players"][role]["kept"].append(card)
        if ev.get("must_use"):
            st["turn"]["pending_resistance"].append(card)
    elif to == "won":
        st["players"][role]["won"].append(card)
    elif to == "removed":
        st["removed"].append(card)
    elif to == "deck":  # an undefeated division is shuffled back into its deck
        st["decks"][ev["deck"]] = list(ev["order"])
        for role in list(st["peeks"]):
            st["peeks"][role].pop(ev["deck"], None)
    if ev.get("medal"):
        st["players"][role]["medals"] += 1
        st["medal_pool"] -= 1
    if ev.get("regroup"):
        m["regroup"] = True
    if ev.get("withdraw"):
        c = st["corps"][m["corps"]]
        c["area"] = m["came_from"]
        m["path"].append(m["came_from"])
    if ev.get("stop"):
        m["stopped"] = True
    st["turn"]["step"] = ev.get("step", "go")


def _choice_pending(st, ev):
    st["turn"]["step"] = ev["step"]


def _marker_placed(st, ev):
    if st.get("no_encircle"):
        st["no_encircle"] = [a for a in st["no_encircle"] if a not in ev["areas"]]
    for area in ev["areas"]:
        st["control"][area] = ev["colour"]
        if area in st["axis"]:
            st["axis"].remove(area)
            if not st.get("solo"):      # solo: no pool (17A), the beaten marker is out
                st["axis_pool"] += 1
        if area == st.get("metz_marker"):  # veteran Patton's setup marker is beaten
            st["metz_marker"] = None
    st["airborne"] = [u for u in st["airborne"] if u["area"] not in ev["areas"]]
    if ev.get("medal"):
        p = st["players"][ev["role"]]
        p["medals"] += 1
        st["medal_pool"] -= 1
        st["medal_areas"][ev["role"]].append(ev["areas"][0])
    if ev.get("antwerpen"):
        st["antwerpen"] = True


def _antwerpen(st, ev):
    st["antwerpen"] = True


def _move_ended(st, ev):
    st["turn"]["move"] = None


def _trucks_taken(st, ev):
    pass


def _interphase(st, ev):
    for role, lvl in ev["levels"].items():
        st["players"][role]["level"] = lvl
        st["players"][role]["commander"] = True
        st["players"][role]["air"] = None
    for cid in ev["grounded"]:
        st["corps"][cid]["grounded"] = True
    st["arrows"] = {}
    if ev["bonus"]:
        st["bonus_given"] = True
    st["interphases"] += 1


def _ungrounded(st, ev):
    st["corps"][ev["corps"]]["grounded"] = False


def _air_support(st, ev):
    st["players"][ev["role"]]["air"] = ev["deck"]
    st["peeks"][ev["role"]][ev["deck"]] = ev["card"]


def _peeked(st, ev):
    st["peeks"][ev["role"]][ev["deck"]] = ev["card"]


def _airborne(st, ev):
    p = st["players"][ev["role"]]
    p["medals"] -= ev["counters"]
    st["medal_pool"] += ev["counters"]
    for card in ev["cards"]:
        p["won"].remove(card)
        st["discards"][deck_of(st, card)].append(card)
    st["airborne_track"] -= len(ev["areas"])
    for a in ev["areas"]:
        st["airborne"].append({"area": a, "owner": ev["role"], "up": True})


def _turn_ended(st, ev):
    role = ev["role"]
    st["airborne"] = [dict(u, up=False) for u in st["airborne"]
                      if u["owner"] != role or u["up"]]
    for card in ev["discarded"]:
        st["players"][role]["kept"].remove(card)
        st["discards"][deck_of(st, card)].append(card)
    st["turn"]["pending_resistance"] = []
    st["turn"]["step"] = "axis"


def _axis_placed(st, ev):
    if ev.get("area"):
        st["axis"].append(ev["area"])
    else:
        st["axis_box"] += 1
    st["axis_pool"] -= 1
    if st["axis_pool"] == 0:
        st["final_round"] = True


def _counter_attack(st, ev):
    area = ev["area"]
    del st["control"][area]
    if ev.get("veteran"):  # retaken through veteran Monty's coast: never encircled
        st["no_encircle"] = st.get("no_encircle", []) + [area]
    role = ev["victim"]
    if area in st["medal_areas"][role]:
        st["medal_areas"][role].remove(area)
    p = st["players"][role]
    if ev.get("medal") == "counter":
        p["medals"] -= 1
        st["medal_pool"] += 1
    elif ev.get("medal"):
        p["won"].remove(ev["medal"])
        st["discards"][deck_of(st, ev["medal"])].append(ev["medal"])


def _reaction_done(st, ev):
    st["turn"]["step"] = "done"


def _forfeited(st, ev):
    """A player leaves (expiry.py; a resignation, leaving.py, alike): his corps leave the board (their supplies went to the
    pool through the transfers), his kept cards are discarded, his air marker, peeks and
    airborne units go; his markers stay, held for good like an absent commander's."""
    role = ev["role"]
    st["out"] = st.get("out", []) + [role]
    for cid in ev["corps"]:
        del st["corps"][cid]
    p = st["players"][role]
    for card in ev["discarded"]:
        p["kept"].remove(card)
        st["discards"][deck_of(st, card)].append(card)
    p["air"] = None
    st["peeks"][role] = {}
    st["airborne"] = [u for u in st["airborne"] if u["owner"] != role]
    if st["turn"]["role"] == role:
        st["turn"]["step"] = "done"


def _numbers_moved(st, ev):
    """Solo (17D): numerical markers leave areas for others (to None: off the board)."""
    for frm, to, n in ev["moves"]:
        st["numbers"][frm].remove(n)
        if not st["numbers"][frm]:
            del st["numbers"][frm]
        if to is None:
            st["solo"]["removed"].append(n)
        else:
            st["numbers"].setdefault(to, []).append(n)
            st["numbers"][to].sort(reverse=True)
    st["turn"]["advance"] = None
    if st["turn"]["step"] == "advance":
        st["turn"]["step"] = "axis"


def _number_flipped(st, ev):
    """Solo (17C): the rolled numerical marker becomes an Axis marker in its area."""
    area = ev["area"]
    st["numbers"][area].remove(ev["number"])
    if not st["numbers"][area]:
        del st["numbers"][area]
    st["solo"]["flipped"].append(ev["number"])
    if area not in st["axis"]:
        st["axis"].append(area)


def _advance_pending(st, ev):
    """Solo (17D): the player chooses among equal ways of placing the markers."""
    st["turn"]["step"] = "advance"
    st["turn"]["advance"] = {"ways": ev["ways"], "then": ev["then"], "markers": ev["markers"]}


def _starving_ignored(st, ev):
    st["solo"]["starving_ignored"] += 1


def _game_over(st, ev):
    st["outcome"] = {k: v for k, v in ev.items() if k != "type"}
    st["turn"]["step"] = "over"


REDUCERS = {
    "turn_began": _turn_began, "action_began": _action_began, "resistance": _resistance,
    "supply_taken": _supply_taken, "transport_began": _transport_began,
    "truck_placed": _truck_placed, "action_ended": _action_ended,
    "corps_activated": _corps_activated, "corps_entered": _corps_entered,
    "card_drawn": _card_drawn, "shuffled": _shuffled, "card_resolved": _card_resolved,
    "choice_pending": _choice_pending, "marker_placed": _marker_placed,
    "move_ended": _move_ended, "antwerpen_base": _antwerpen, "trucks_taken": _trucks_taken, "interphase": _interphase,
    "ungrounded": _ungrounded, "air_support": _air_support, "peeked": _peeked,
    "airborne": _airborne, "turn_ended": _turn_ended, "axis_placed": _axis_placed,
    "counter_attack": _counter_attack, "reaction_done": _reaction_done,
    "game_over": _game_over, "forfeited": _forfeited, "resigned": _forfeited,
    "loaded": lambda st, ev: None,
    "overflow_returned": lambda st, ev: None,
    "numbers_moved": _numbers_moved, "number_flipped": _number_flipped,
    "advance_pending": _advance_pending, "starving_ignored": _starving_ignored,
}


def apply(state, event):
    """The new state after EVENT; STATE is left as it was."""
    if event["type"] == "started":
        return _started(state, event)
    try:
        reducer = REDUCERS[event["type"]]
    except KeyError:
        raise ValueError(f"unknown rhine event type {event['type']!r}") from None
    keys = set(TOUCHES.get(event["type"], state))
    if event.get("transfers"):
        keys.update(_TRANSFER_KEYS)
    if event.get("trucks"):
        keys.update(_TRUCK_KEYS)
    st = copy_state(state, keys)
    for src, dst, pieces in event.get("transfers", ()):
        _move_supplies(st, src, dst, pieces)
    for src, dst, n in event.get("trucks", ()):
        _move_trucks(st, src, dst, n)
    reducer(st, event)
    return st


# -- read-only helpers -------------------------------------------------------------------
def deck_of(state, card):
    """The deck (pile key) a card belongs to: its own, or "P" with the common deck."""
    d = RHINE.cards[card].deck
    return "P" if d != "X" and "P" in state["decks"] else d


def colour(state, role):
    return state["colour"][role]


def controller(state, area):
    """The colour controlling AREA (a placed or imprinted marker), or None."""
    c = state["control"].get(area)
    return c if c is not None else _IMPRINTED.get(area)


_IMPRINTED = {a.name: next(iter(a.colours)) for a in RHINE.areas.values() if a.start_front}


def capacity(state, area):
    return RHINE.tables["capacity"]["army_base" if area in army_bases(state).values() else "area"]


_BASES = {a.army_base: a.name for a in RHINE.areas.values() if a.army_base}


def army_bases(state):
    """colour -> the area that is that colour's Army supply base now (rule 15A)."""
    out = dict(_BASES)
    if state.get("antwerpen"):
        out["R"] = RHINE.tables["antwerpen"]["port"]
    return out


def total(pieces):
    return sum(pieces.get(k, 0) for k in SUPPLIES)
