"""What a missed deadline does (docs/game-protocol.md): default_command(), skip() and
forfeit().

The safe command is the one that spends nothing: no support, no token, keep the dice,
accept the loss, place no more blocks, end strategic movement; the 6th SS Panzer Army
goes to the first area it may. In the Action Phase there is no safe choice (every action
spends the clock), so the host's next policy acts; a skip there passes the turn without
an action (README 6.3).
"""
from pbem.games import RuleError
from pbem.games.common import on_turn

from . import flow
from .speech import FORFEITED, _

_SAFE = {
    "place": {"action": "pass"}, "support": {"action": "nosupport"},
    "tokens": {"action": "tokens", "play": []}, "reroll": {"action": "keep"},
    "counter": {"action": "accept"}, "strategic": {"action": "done"},
}


def default_command(state, role):
    if not on_turn(state, role):
        return None
    step = state["turn"]["step"]
    if step == "deploy":
        return flow.legal(state, role)[0]
    return _SAFE.get(step)


def _current(state, role):
    if not on_turn(state, role):
        raise RuleError(_("it is not that player's turn"))


def skip(state, role, rng):
    """ROLE's turn ends now: in the Action Phase without an action, elsewhere with the
    safe command."""
    _current(state, role)
    s = flow.Script(state, rng)
    if state["turn"]["step"] == "act":
        s.emit({"type": "declined", "role": role, "what": "action (deadline)"})
        flow.next_action(s, role)
    else:
        flow.STEPS[state["turn"]["step"]][1](s, default_command(state, role))
    return s.events


def forfeit(state, role, rng):
    """ROLE leaves the game: the other player wins."""
    if state is None or state.get("outcome") or role not in state["roles"]:
        raise RuleError(_("the game is over"))
    return leave(state, role, FORFEITED.format(role=role))


def leave(state, role, reason):
    """The end when ROLE leaves the game (forfeits, or resigns: leaving.py): the other
    player wins, for REASON."""
    return [{"type": "over", "winners": [flow.other(role)], "reason": reason,
             "points": flow.points(state)}]
