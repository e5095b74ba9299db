"""Resigning and draws in In Flanders Field (pbem.games.concede; README, "Resigning and
draws"), and the protocol functions that offer them beside the game's own.

A player who resigns leaves the game as a forfeit takes him out (expiry.py): his troops
go back to the pool, his cards to the discard pile, his figure stays where it was and
his turns are skipped; when it was his turn, the turn passes. He can win no more. The
game goes on while two or more players are still in it; the last one left wins (with
two players, the other). Every player still in the game may agree a draw: they share
the victory, the only tie the rulebook knows ("W razie remisu zwycięstwo jest wspólne").
"""
from pbem.games import concede

from . import expiry, rules, turn, views
from .turn import Script
from .voice import role_name

#: flanders:4 brought resigning and draws
SINCE = 4


def seated(state):
    """The players still in the game (neither out of troops, resigned nor forfeited)."""
    return [r for r in state["roles"] if not state["players"][r]["out"]]


def resign(state, role, rng):
    """ROLE leaves (the module's docstring): the last player left wins; with none left
    (the others have lost their troops) the furthest of them, as when everybody is out.
    The reason is recorded in English (voice.say_reason says it in the reader's)."""
    s = Script(state, rng)
    expiry.leave(s, role, "resigned")
    left = seated(s.state)
    if len(left) <= 1:
        s.emit({"type": "game_over", "winners": left or turn.furthest(s.state),
                "reason": f"{role} resigned"})
    elif s.state["turn"]["role"] == role:
        turn.finish_turn(s)
    return s.events


def draw(state, roles, rng):
    """The players still in the game agreed a draw: the victory is theirs, shared."""
    return [{"type": "game_over", "winners": list(roles),
             "reason": "a draw agreed by " + " and ".join(roles) + ": the victory is "
                       "shared"}]


LEAVING = concede.Leaving(SINCE, seated, resign, draw, name=role_name)

decide, legal, skip, forfeit, view = LEAVING.around(
    decide=turn.decide, legal=rules.legal, skip=expiry.skip, forfeit=expiry.forfeit,
    view=views.view)
