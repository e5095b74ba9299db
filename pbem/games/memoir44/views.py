"""What a seat may see: view() of a state and event_view() of one event.

Hidden: each hand (its owner sees it; the other side sees how many cards), the deck's
order and make-up (everyone sees only its size), the two cards a Recon draw offers and
the card kept, a side's standing answers (Ambush). Public: the board, the card in play and the discards, every die rolled,
the medals.

The view's shape is the one render_svg / render_text draw (design note "View"); added
fields: "scenario.first", "scenario.objectives", "scenario.rules", "units.*.id",
"turn.stopped", "turn.copies" (what a Counter-Attack copies), "sides.*.objectives",
"sides.<you>.answers" (standing answers), "discard_top", "last_played", "outcome",
"prompt"; cards carry "key" (what `play` takes).
"""
from pbem.games.common import in_order
from pbem.language.speaking import N_

from . import medals
from .board import SIDES
from .cards import card_view

KIND = "memoir44"
TITLE = "Memoir '44"


def _units(state):
    return {u["at"]: {"side": u["side"], "type": u["type"], "figures": u["figures"],
                      "max": u["max"], "badge": u.get("badge"), "id": uid}
            for uid, u in sorted(state["units"].items())}


def _at(state, uids):
    """Hexes of the units UIDS (in id order: a state read back from a snapshot keeps
    no dict order)."""
    return [state["units"][u]["at"] for u in sorted(uids) if u in state["units"]]


def _pending(state, you):
    t = state["turn"]
    p = dict(t["pending"] or {})
    if not t["step"]:
        return None
    if "unit" in p and p["unit"] in state["units"]:
        p["at"] = state["units"][p["unit"]]["at"]
    if "drawn" in p:
        p["drawn"] = [card_view(c) for c in p["drawn"]] if you == t["role"] else len(p["drawn"])
    return {"role": t["role"], "kind": t["step"], **p}


def view(state, role):
    from .turn import STEPS
    you = role if role in SIDES else None
    sides = {}
    for side in SIDES:
        s = state["sides"][side]
        sides[side] = {"position": s["position"], "medals": medals.count(state, side),
                       "medals_to_win": state["scenario"]["medals_to_win"][side],
                       "medal_units": [m["type"] for m in s["medals"]],
                       "objectives": list(s["objectives"]), "hand_count": len(s["hand"])}
        if side == you:
            sides[side]["hand"] = [card_view(c) for c in s["hand"]]
            sides[side]["answers"] = dict(s.get("answers", {}))
    t = state["turn"]
    sc = state["scenario"]
    step = STEPS.get(t["step"])
    return {
        "kind": KIND, "title": TITLE, "you": you,
        "scenario": {"name": sc["name"], "slug": sc.get("slug"), "board": dict(state["board"]),
                     "top": sc["top"], "first": sc["first"], "text": sc.get("text", {}),
                     "objectives": sc.get("objectives", []), "rules": sc.get("rules", {})},
        "hexes": {h: dict(v) for h, v in in_order(state["hexes"]).items()},
        "units": _units(state), "sides": sides,
        "deck_count": len(state["deck"]), "discard_count": len(state["discard"]),
        "discard_top": card_view(state["discard"][-1]) if state["discard"] else None,
        "played": card_view(state["played"]) if state["played"] else None,
        "last_played": {s: card_view(c) if c else None
                        for s, c in in_order(state["last_played"]).items()},
        "turn": {"side": t["side"], "number": t["number"], "step": t["step"],
                 "ordered": _at(state, t["ordered"]), "moved": _at(state, t["moved"]),
                 "stopped": _at(state, t["stopped"]),
                 "battled": _at(state, [u for u, n in t["battled"].items() if n]),
                 "copies": _copies(t["copies"]) if t.get("copies") else None},
        "pending": _pending(state, you), "prompt": step.prompt if step else None,
        "last_dice": [{k: d[k] for k in ("from", "at", "faces")} for d in state["last_dice"]],
        "outcome": state["outcome"],
    }


def _copies(copies):
    """What a Counter-Attack copies: an order, shown as its card's key, name and text
    but no physical card's id, since the card may be back in the deck by now (Their
    Finest Hour shuffles itself in), where no id may be seen."""
    shown = card_view(copies["card"])
    del shown["id"]
    return dict(shown, mirrored=copies["mirrored"])


#: the events a seat may take back (pbem.core.undo, docs/game-protocol.md): orders and moves
#: before the dice, which show nothing new. Not: a card played, drawn, kept, copied or
#: discarded (a hand's card seen), a shuffle, a standing answer or a stopped plan
#: (hidden), a step that draws (Recon), and the dice (battles and what they cause).
TAKE_BACK = frozenset({"ordered", "moved", "retreated", "took_ground", "attack_over",
                       "obstacle_placed", "obstacle_removed", "step"})


def event_view(event, role):
    """EVENT as ROLE may see it: the deck's order becomes its size, the other side's
    cards drawn or kept become their number."""
    out = dict(event)
    t = event.get("type")
    if t == "started":
        out["deck"] = len(event["deck"])
        out["hands"] = {s: (list(h) if s == role else len(h)) for s, h in event["hands"].items()}
    elif t == "shuffled":
        out["order"] = len(event["order"])
    elif t == "drew" and event["side"] != role:
        out["cards"] = len(event["cards"])
    elif t == "kept" and event["side"] != role:
        out.pop("card")
    elif t == "step" and "drawn" in event and event["role"] != role:
        out["drawn"] = len(event["drawn"])
    elif t == "standing_answer" and event["side"] != role:
        out.pop("answers")      # as hidden as the hand it answers for
    elif t == "plan_stopped" and event["side"] != role:
        out.pop("reason")       # what the plan meant to do next is its sender's
        out.pop("steps")
    return out


def undoable(event):
    """Whether a seat may take back the command that made EVENT: it shows nothing that
    was hidden (pbem.core.undo); a step that draws cards (Recon) does."""
    return event.get("type") in TAKE_BACK and "drawn" not in event


def progress(view):
    """The charts over a game (docs/game-protocol.md, optional): from the public VIEW,
    ("turn", the turn, {chart: {side: value}}): each side's medals. The chart's title
    stays English (a constant marked for the catalog, to be said where it is drawn)."""
    return "turn", view["turn"]["number"], {
        N_("Medals"): {side: s["medals"] for side, s in view["sides"].items()}}
