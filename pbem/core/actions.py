"""The service's own actions: what a host channel may do to a game beside its players'
commands (the deadline policies of pbem.telling.deadlines, `pbem skip`...).

A command {"action": "game.<name>"} for the role concerned, accepted only from a host
channel (HOST_CHANNELS). Each appends a marker event saying what happened, then the
game's own events from its optional protocol function of that name (None: the marker
alone; docs/game-protocol.md). "game.default" is different: it sends the game's
default_command() as an ordinary command, so the log records a command like any other.
`pbem verify` re-derives them with the same functions (pbem.host.rederive).
"""
from pbem.core.saying import FORFEITED
from pbem.games import RuleError

#: the action whose end of a game the service tells as a forfeit (forfeit_outcome)
FORFEIT = "game.forfeit"
#: {action: (its marker event, the game's function or None)}
SERVICE_ACTIONS = {"game.skip": ("game.skipped", "skip"),
                   FORFEIT: ("game.forfeited", "forfeit"),
                   "game.pause": ("game.paused", None),
                   "game.resume": ("game.resumed", None)}
DEFAULT_ACTION = "game.default"
HOST_CHANNELS = ("scheduler", "cli")


def service_action(command_or_text):
    """The service-level action a command names ("game.skip"...), or None."""
    if isinstance(command_or_text, dict):
        action = str(command_or_text.get("action", ""))
        return action if action.startswith("game.") else None
    return None


def action_events(rules, state, role, action, rng):
    """The game's own events for a service action; `pbem verify` re-derives them here.

    Raises RuleError when the game has no such function or refuses it now."""
    name = SERVICE_ACTIONS[action][1]
    if name is None:
        return []
    fn = getattr(rules, name, None)
    if fn is None:
        raise RuleError(f"{rules.TITLE} has no {name} for a missed deadline")
    return fn(state, role, rng)


def forfeit_outcome(game, role, outcome):
    """OUTCOME (the rules') as the service records the end that ROLE's forfeit for a
    missed deadline brought about: the rules tell only what it left on the board ("the
    other player lost all his troops"), every channel should tell why. Recorded in
    English; pbem.core.saying.reason says it in the reader's language."""
    name = next((s["name"] for s in game.meta["seats"] if s["role"] == role), role)
    return {**outcome, "reason": FORFEITED.format(name=name, role=role)}
