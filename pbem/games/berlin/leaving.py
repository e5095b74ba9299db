"""Resigning and draws in Race to Berlin (pbem.games.concede; README 6.5), and the
protocol functions that offer them beside the game's own.

A player who resigns loses, as a forfeit does (expiry.leave): the other wins. Both
players may agree a draw, the end the rules give equal victory points after stage III
("W przypadku takiej samej liczby punktów zwycięstwa gra kończy się remisem").
"""
from pbem.games import concede

from . import expiry, flow, summary, views
from .speech import DRAW_AGREED, RESIGNED, role_name

#: berlin:3 brought resigning and draws
SINCE = 3


def seated(state):
    """Both players: a resignation ends the game."""
    return list(state["roles"])


def resign(state, role, rng):
    """The other player wins, as on a forfeit."""
    return expiry.leave(state, role, RESIGNED.format(role=role))


def draw(state, roles, rng):
    """Both players agreed a draw: nobody wins, as on equal points after stage III."""
    first, second = roles
    return [{"type": "over", "winners": [], "reason": DRAW_AGREED.format(
        first=first, second=second), "points": flow.points(state)}]


LEAVING = concede.Leaving(SINCE, seated, resign, draw, name=role_name)

decide, legal, is_legal, legal_summary, skip, forfeit, view = LEAVING.around(
    decide=flow.decide, legal=flow.legal, is_legal=flow.is_legal,
    legal_summary=summary.legal_summary, skip=expiry.skip, forfeit=expiry.forfeit,
    view=views.view)
