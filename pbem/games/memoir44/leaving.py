"""Resigning in Memoir '44 (pbem.games.concede; README, "Resigning and draws"), and the
protocol functions that offer it beside the game's own.

A side that resigns loses the battle at once, as a forfeit does (expiry.leave): the
other side wins, with the medals both hold then (a match counts them, teams.py). In
team play a seat's resignation is its side's, as its missed deadline is: the whole team
leaves and the other team wins.

There are no draws: a battle goes on until a side has won the medals its scenario asks
for ("Dalej gracze kolejno rozgrywają swoje tury, aż do momentu, gdy jeden z uczestników
zdobędzie odpowiednią ilość Medali Zwycięstwa, wskazaną przez scenariusz").
"""
from pbem.games import concede

from . import expiry, teams
from .speech import N_, _, role_name

#: memoir44:3 brought resigning
SINCE = 3


def seated(state):
    """Every seat: a resignation ends the game, so nobody is out while it goes on."""
    return teams.roles(teams.size(state)) if teams.size(state) else list(state["roles"])


def resign(state, role, rng):
    """ROLE's side loses (the module's docstring); the event names the seat too."""
    return expiry.leave(state, rng, {"type": "resigned", "side": teams.side_of(role),
                                     "role": role}, f"{role} resigned")


LEAVING = concede.Leaving(SINCE, seated, resign, name=role_name, voice=_, no_draw=N_(
    "a battle ends only when a side has won the medals its scenario asks for"))

decide, legal, is_legal, legal_summary, skip, forfeit = LEAVING.around(
    decide=teams.decide, legal=teams.legal, is_legal=teams.is_legal,
    legal_summary=teams.legal_summary, skip=teams.skip, forfeit=teams.forfeit)
