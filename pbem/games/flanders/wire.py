"""Barbed Wire: the one owner of what the wire takes from a turn's movement.

"Barbed Wire – your movement is reduced by one space. You ignore its effect if you use
a Tank card for movement this turn." (README, readings 12 and 28.) The bookkeeping is
two fields of the turn, set, read and updated only here, so the rule cannot drift
apart between the stop (turn.py), the moves offered (rules.py) and replay (state.py):

- "wire": the spaces the wire still takes. Set at the stop to one per Barbed Wire card
  held; each Infantry / Advance move pays from it; a Tank move lifts it (0).
- "wire_eaten": the spaces it has taken so far this turn. The first Tank move carries
  them (the wire is ignored, as if it had never eaten) and the debt is then settled (0),
  so what the wire ate is given back at most once per turn.
"""
from . import cards


def fresh():
    """The wire fields of a new turn: no wire yet."""
    return {"wire": 0, "wire_eaten": 0}


def at_stop(hand):
    """The spaces the wire will take: one per Barbed Wire card held at the stop."""
    return len(cards.of_kind(hand, "wire"))


def stopped(turn, ev):
    """Reducer part of 'stopped': the wire starts to count."""
    turn["wire"] = ev["wire"]


def effect(turn, cid):
    """(spaces added to card CID's move, spaces the wire eats of it) now.

    A Tank gets back what the wire ate before it and is itself never eaten; any other
    mover pays what is left of the wire, at most its own value."""
    if cards.kind(cid) == "tank":
        return turn["wire_eaten"], 0
    return 0, min(turn["wire"], cards.card(cid)["value"])


def moved(turn, ev):
    """Reducer part of 'moved': a Tank lifts the wire and settles the refund; another
    card pays what the event says the wire ate."""
    if cards.kind(ev["card"]) == "tank":
        turn["wire"] = turn["wire_eaten"] = 0
    else:
        turn["wire"] -= ev["wire"]
        turn["wire_eaten"] += ev["wire"]


def left(turn):
    """The spaces the wire still takes (what a view shows)."""
    return turn["wire"]
