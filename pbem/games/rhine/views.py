"""What a seat may see: view() of a state and event_view() of one event.

Hidden: the order of every deck (only sizes leave), a peeked card (only its player sees
it; the others see that a peek happened and on which deck), and each player's kept
cards (others see how many). Won cards, supplies, trucks and markers are public.
"""
from pbem.games.common import in_order

from .board import RHINE
from .wording import _, role_name

KIND = "rhine"
TITLE = "1944: Race to the Rhine"


def _card(cid):
    c = RHINE.cards[cid]
    return {"id": cid, "name": c.name, "kind": c.kind, "ammo": c.ammo, "gas": c.gas,
            "medal": c.medal, "hand": c.hand, "weather": c.weather}


def view(state, role):
    you = role if role in state["roles"] else None
    players = {}
    for r in state["roles"]:
        p = state["players"][r]
        players[r] = {"colour": state["colour"][r], "level": p["level"], "trucks": p["trucks"],
                      "medals": p["medals"], "won": [_card(c) for c in p["won"]],
                      "kept_count": len(p["kept"]), "commander_up": p["commander"],
                      "air_support": p["air"], "medal_areas": list(state["medal_areas"][r])}
        if r == you:
            players[r]["kept"] = [_card(c) for c in p["kept"]]
            players[r]["peeks"] = {d: _card(c) for d, c in in_order(state["peeks"][r]).items()}
    t = state["turn"]
    move = t.get("move")
    return {
        "kind": KIND, "title": TITLE, "you": you, "roles": list(state["roles"]),
        "order": list(state["order"]), "options": dict(state["options"]),
        "absent": state["absent"], "stock": in_order(state["stock"]), "pool": in_order(state["pool"]),
        "areas": {a: dict(b) for a, b in in_order(state["areas"]).items()},
        "corps": {c: dict(v) for c, v in in_order(state["corps"]).items()},
        "control": in_order(state["control"]), "axis": list(state["axis"]),
        "axis_pool": state["axis_pool"], "airborne": [dict(u) for u in state["airborne"]],
        "airborne_track": state["airborne_track"], "trucks": in_order(state["trucks"]),
        "arrows": in_order(state["arrows"]), "players": players,
        "medal_pool": state["medal_pool"],
        "decks": {d: len(v) for d, v in in_order(state["decks"]).items()},
        "discards": {d: len(v) for d, v in in_order(state["discards"]).items()},
        "weather": state["weather"], "antwerpen_base": state["antwerpen"],
        "ostende_used": state["ostende_used"], "round": state["round"],
        "final_round": state["final_round"], "out": list(state.get("out", [])),
        "turn": {"role": t["role"], "number": t["number"], "step": t["step"],
                 "actions": t.get("actions"), "allowance": t.get("allowance"),
                 "moved": list(t.get("moved", [])),
                 "move": ({"corps": move["corps"], "entered": move["entered"],
                           "path": list(move["path"]),
                           "card": _card(move["card"]) if move.get("card") else None}
                          if move else None)},
        "outcome": state["outcome"],
        **({"numbers": {a: list(n) for a, n in in_order(state["numbers"]).items()},
            "solo": {"colour": state["solo"]["colour"],
                     "flipped": list(state["solo"]["flipped"]),
                     "removed": list(state["solo"]["removed"]),
                     "starving_ignored": state["solo"]["starving_ignored"],
                     "starving_met": state["solo"].get("starving_met", 0)},
            "advance": ([dict(w) for w in t["advance"]["ways"]]
                        if t.get("advance") else None)}
           if state.get("solo") else {}),
    }


#: the events a seat may take back (pbem.core.undo, docs/game-protocol.md): movement, supply,
#: trucks and markers, which show nothing new. Not: a card drawn from the Axis or
#: Pursuit deck, or resolved, a peek or air support, a shuffle, the Resistance, a
#: counter-attack, an airborne drop (any event not named here is taken to reveal).
TAKE_BACK = frozenset({"action_began", "action_ended", "axis_placed", "choice_pending",
                       "corps_activated", "corps_entered", "loaded", "marker_placed",
                       "move_ended", "overflow_returned", "reaction_done",
                       "supply_taken", "transport_began", "truck_placed",
                       "trucks_taken", "turn_began", "turn_ended", "interphase"})


def event_view(event, role):
    """EVENT as ROLE may see it: deck orders become counts, a peek shows its card to
    the peeking player only."""
    out = dict(event)
    t = event.get("type")
    if t == "started":
        out["decks"] = {d: len(v) for d, v in event["decks"].items()}
    if "order" in out and t in ("shuffled", "card_resolved"):
        out["order_size"] = len(out.pop("order"))
    if t in ("air_support", "peeked") and role != event.get("role"):
        out.pop("card", None)
    return out


def undoable(event):
    """Whether a seat may take back the command that made EVENT: it shows nothing that
    was hidden (pbem.core.undo)."""
    return event.get("type") in TAKE_BACK


def progress(view):
    """The charts over a game (docs/game-protocol.md, optional): from the public VIEW,
    ("round", the round, {chart: {commander: value}}): each commander's medals, and the
    supplies (gas, ammo, food) his corps carry; the charts' titles and the commanders in
    the reader's language."""
    players = view["players"]
    carried = {p["colour"]: 0 for p in players.values()}
    for name, corps in view["corps"].items():
        colour = RHINE.corps[name].colour
        if colour in carried:
            carried[colour] += corps["gas"] + corps["ammo"] + corps["food"]
    return "round", view["round"], {
        _("Medals"): {role_name(r): p["medals"] for r, p in players.items()},
        _("Supplies on the corps"): {role_name(r): carried[p["colour"]]
                                    for r, p in players.items()}}
