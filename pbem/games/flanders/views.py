"""What a seat may see: view() of a state and event_view() of one event.

In this game everything is face up (board, hands, dice, discard pile) except the order
of the draw pile, which would tell who gets which card next. So views give the deck's
size only, and the events that carry a deck order (started, shuffled) lose it.
"""
from pbem.games import concede

from . import cards, wire
from .rules import step
from .voice import _

KIND = "flanders"
TITLE = "In Flanders Field"


def _space(state, s):
    if s == cards.FIXED_SPACE:
        t = state["turn"]
        return {**cards.public(None), "fixed": True,
                "figure": t["role"] if t["advance"] else None}
    cid = state["board"][str(s)]
    return None if cid is None else cards.public(cid)


def view(state, role):
    """The state as ROLE (None: the public) may see it."""
    t = state["turn"]
    # in seat order, not the state's key order (a state read from a snapshot has its
    # keys sorted), so that every process draws and lists the players alike
    players = {
        r: {"troops": p["troops"], "position": p["pos"], "out": p["out"],
            "resigned": bool(p.get("resigned")),
            "turns": p["turns"], "reached": p["pos"] >= cards.OBJECTIVE,
            "cards": [cards.public(c) for c in p["hand"]]}
        for r, p in ((r, state["players"][r]) for r in state["roles"])}
    spaces = sorted(cards.SPACES + [cards.FIXED_SPACE])
    return {
        "kind": KIND, "title": TITLE,
        "you": role if role in state["roles"] else None,
        "roles": list(state["roles"]), "beginner": state["beginner"],
        "players": players, "pool": state["pool"],
        "track": {"start": cards.START, "objective": cards.OBJECTIVE,
                  "defence_lines": list(cards.DEFENCE_LINES)},
        "board": {str(s): _space(state, s) for s in spaces},
        "rows": [list(r) for r in cards.ROWS],
        "deck_size": len(state["deck"]), "discard_size": len(state["discard"]),
        "discard_top": cards.public(state["discard"][-1]) if state["discard"] else None,
        "turn": {"role": t["role"], "number": t["number"], "step": step(state),
                 "dice": list(t["dice"]), "taken": [cards.public(c) for c in t["taken"]],
                 "advance": t["advance"], "flying_circus": t["circus"],
                 "barbed_wire": wire.left(t), "halted": t["halted"]},
        "final_round": state["final_round"],
        "outcome": state["outcome"],
    }


#: events that carry a deck order, and the count that replaces it
_HIDDEN = {"started": "deck", "shuffled": "deck"}


#: the events a seat may take back (pbem.core.undo, docs/game-protocol.md): moves and choices
#: that show nothing new. Not: a card dealt from the deck onto the board (dealt, and
#: gassed, whose replacement comes from the deck), a shuffle, the dice (rolled,
#: rerolled, ballooned; the service also refuses any command that drew), a
#: resignation (README, "Resigning and draws"). A draw's offer and answers may be taken
#: back (an accepted draw that ends the game may not: the game is over).
TAKE_BACK = frozenset({"moved", "held_fire", "stopped", "took", "turn_ended",
                       "turn_began", "artillery", "reserves", "row_cleared",
                       "eliminated", "german", "german_gas", "busted", *concede.EVENTS})


def event_view(event, role):
    """EVENT as ROLE may see it: deck orders become counts."""
    out = dict(event)
    key = _HIDDEN.get(event.get("type"))
    if key and key in out:
        out[f"{key}_size"] = len(out.pop(key))
    return out


def undoable(event):
    """Whether a seat may take back the command that made EVENT: it shows nothing that
    was hidden (pbem.core.undo)."""
    return event.get("type") in TAKE_BACK


def progress(view):
    """The charts over a game (docs/game-protocol.md, optional): from the public VIEW,
    ("turn", the turn, {chart: {player: value}}): each player's position on the track and the
    troops he has left, the charts named in the reader's language."""
    players = view["players"]
    return "turn", view["turn"]["number"], {
        _("Position"): {r: p["position"] for r, p in players.items()},
        _("Troops"): {r: p["troops"] for r, p in players.items()}}
