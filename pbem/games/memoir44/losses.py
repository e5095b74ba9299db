"""Figures lost: hits, blocked retreats, and a unit's elimination with its medal.

The one place a unit loses figures, so the medal for a destroyed unit is given the same
way whoever caused it (a battle, a retreat it could not make, a tactic card).
"""
from . import medals, movement


def damage(s, uid, n, by, kind="hits"):
    """UID loses N figures (never more than it has) for side BY (who gets the medal if
    it is destroyed; None: nobody); KIND names the event ("hits", "retreat_blocked").
    Returns True when the unit is eliminated."""
    unit = s.state["units"][uid]
    lost = min(n, unit["figures"])
    if lost <= 0:
        return False
    at = unit["at"]
    s.emit({"type": kind, "unit": uid, "side": unit["side"], "at": at, "figures": lost,
            "left": unit["figures"] - lost})
    if unit["figures"] - lost > 0:
        return False
    s.emit({"type": "eliminated", "unit": uid, "side": unit["side"], "at": at, "by": by,
            "worth": unit.get("medal_worth", 1) if by else 0})
    movement.leave(s, at)
    medals.check(s)
    return True
