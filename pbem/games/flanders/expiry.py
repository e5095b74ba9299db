"""What happens when a player lets a deadline pass: the optional protocol functions
default_command(), skip() and forfeit() (docs/game-protocol.md).

The rulebook knows no clocks, so each is the reading that decides the least for the
absent player and can never reward running out the clock: the default only takes the
choices that cost nothing or save troops, a skip of a half-played turn counts the gamble
as lost (a bust), and a forfeit takes the player out as if he had lost his troops. The
README beside this file gives the reasons step by step.
"""
from pbem.games import RuleError
from pbem.games.common import on_turn

from . import cards
from .rules import gas_victims, step
from .turn import HANDLERS, Script, bust, finish_turn
from .voice import _, role_name

#: the step of the turn -> the safe command there (None: no choice is safe to make
#: for the player, so the host's next policy acts)
_SAFE = {
    "roll": None,                      # rolling is the gamble itself
    "take": None,                      # which card to take is the player's plan
    "roll-or-stop": lambda st: {"action": "stop"},
    "german-gas": lambda st: {"action": "discard", "card": _cheapest_victim(st)},
    "artillery": lambda st: {"action": "artillery"},
    "move": lambda st: {"action": "end"},
}


def _cheapest_victim(state):
    """German Gas takes the weakest Infantry; Artillery (which saves troops) goes last."""
    return min(gas_victims(state), key=lambda c: (cards.TYPES[c]["kind"] == "artillery",
                                                  cards.TYPES[c]["value"]))


def _current(state, role):
    if state is None or state.get("outcome"):
        raise RuleError(_("the game is over"))
    if role != state["turn"]["role"]:
        raise RuleError(_("it is not {role}'s turn: waiting for {waiting}",
                          role=role_name(role), waiting=role_name(state["turn"]["role"])))


def default_command(state, role):
    """The safe command for ROLE now, or None when there is none."""
    if not on_turn(state, role):
        return None
    safe = _SAFE.get(step(state))
    return safe(state) if safe else None


def skip(state, role, rng):
    """ROLE's turn ends now. Before a roll it simply passes; after a roll the risk taken
    stands and the turn ends as a bust; after the stop the resolution finishes with the
    safe choices and no movement."""
    _current(state, role)
    s = Script(state, rng)
    phase = step(state)
    if phase == "roll":
        finish_turn(s)
    elif phase in ("take", "roll-or-stop"):
        bust(s)
    else:
        while s.state["turn"]["role"] == role and s.state["turn"]["phase"] == "resolve":
            command = default_command(s.state, role)
            HANDLERS[command["action"]](s, command)
    return s.events


def forfeit(state, role, rng):
    """ROLE leaves the game: his troops go back to the pool, his cards to the discard
    pile, he is out (skipped like a player without troops) and the turn passes."""
    _current(state, role)
    s = Script(state, rng)
    leave(s, role, "forfeited")
    finish_turn(s)
    return s.events


def leave(s, role, how):
    """ROLE leaves the game (HOW: "forfeited" or "resigned", leaving.py): his troops go
    back to the pool, his cards to the discard pile, he is out."""
    p = s.state["players"][role]
    s.emit({"type": how, "role": role, "lost": p["troops"], "discarded": list(p["hand"])})
