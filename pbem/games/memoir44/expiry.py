"""What happens when a player lets a deadline pass: default_command(), skip() and
forfeit() (docs/game-protocol.md).

The rulebook knows no clocks; each is the reading that decides least for the absent
player (README reading 13):
- default_command: `end` the ordering, moving, battling or second move; `decline` to
  take ground or overrun. Where a card, a hex or a target must be chosen (playing a
  card, a retreat with several ways, Recon's keep) there is none.
- skip: the decision or the turn ends now: a side that has not played a card passes
  its turn (it plays and draws nothing); the phases end; take ground and overrun are
  declined; a choice the rules require (a retreat's way, Recon's card, the target of a
  card already played) takes the first listed.
- forfeit: the player leaves; the other side wins.
"""
from pbem.games import RuleError
from pbem.language.speaking import N_

from . import turn
from .board import other
from .memo import one_call
from .rules import active
from .script import GameOver, Script
from .speech import _, role_name

SAFE = {"order": {"action": "end"}, "move": {"action": "end"}, "battle": {"action": "end"},
        "move_again": {"action": "end"},
        "take_ground": {"action": "decline"}, "overrun": {"action": "decline"}}


def _current(state, role):
    if role in active(state):
        return
    if state is None or state.get("outcome"):
        raise RuleError(_("the game is over"))
    raise RuleError(_("it is not {role}'s decision now", role=role_name(role)))


@one_call
def default_command(state, role):
    if role not in active(state):
        return None
    return SAFE.get(state["turn"]["step"])


@one_call
def skip(state, role, rng):
    _current(state, role)
    s = Script(state, rng)
    try:
        for _command in range(100):
            st = s.state
            if st.get("outcome") or st["turn"]["role"] != role:
                break
            step = st["turn"]["step"]
            if step == "play":
                s.emit({"type": "passed", "side": role})
                turn.finish_turn(s)
                break
            command = SAFE.get(step) or turn.options(st)[0]
            turn.handle(s, command)
    except GameOver:
        pass
    return s.events


@one_call
def forfeit(state, role, rng):
    _current(state, role)
    return leave(state, rng, {"type": "forfeited", "side": role}, N_("forfeit"))


@one_call
def leave(state, rng, left, reason):
    """The events of a side leaving the game (LEFT: the event saying how, "forfeited" or
    "resigned", leaving.py): the other side wins, for REASON."""
    s = Script(state, rng)
    s.emit(left)
    try:
        s.end_game([other(left["side"])], reason)
    except GameOver:
        pass
    return s.events
