"""Resigning in Race to the Rhine (pbem.games.concede; README, "Resigning and draws"),
and the protocol functions that offer it beside the game's own.

A commander who resigns leaves the game as a forfeit takes him out (expiry.leave): his
pending choices are answered the safe way if it is his turn, his corps leave the map
(their supplies to the reserve pool), his trucks go to the reserve and his kept cards to
the discard pile; his markers stay, held for good, and he can no longer win. The others
play on in the turn order without him; the last one left wins. The solitaire player who
resigns loses to the Axis.

There are no draws: the rulebook breaks every tie of its scoring ("W przypadku remisu
zwycięzcą jest ten z remisujących graczy, który posiada w swoich zasobach więcej
pokonanych dywizji. W przypadku dalszego remisu wygrywa ten z nich, który w tej partii
później wykonywał swoje ruchy w rundzie").
"""
from pbem.games import concede
from pbem.language.speaking import N_

from . import decide as deciding
from . import expiry, rules
from .wording import _, role_name

#: rhine:4 brought resigning
SINCE = 4


def seated(state):
    """The commanders still in the game, in seat order."""
    return [r for r in state["roles"] if r not in state.get("out", ())]


def resign(state, role, rng):
    """ROLE leaves as a forfeit takes him out (the module's docstring)."""
    return expiry.leave(state, role, rng, "resigned", f"{role} resigned")


LEAVING = concede.Leaving(SINCE, seated, resign, name=role_name, voice=_, no_draw=N_(
    "the rulebook breaks every tie of its scoring (more defeated divisions, then the "
    "later in the turn order)"))

decide, legal, is_legal, legal_summary, skip, forfeit = LEAVING.around(
    decide=deciding.decide, legal=rules.legal, is_legal=rules.is_legal,
    legal_summary=rules.legal_summary, skip=expiry.skip, forfeit=expiry.forfeit)
