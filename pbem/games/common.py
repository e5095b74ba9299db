"""What the turn-based games share: the Script that decide() writes events on, the checks
a command goes through before the rules look at it, and two pieces of the notation.

Why a shared module: Flanders and Rhine resolve a command the same way (each event is
applied at once to a working copy, so the next decision reads the state exactly as
replay will see it) and refuse a command for the same reasons in the same words. Two
copies would drift apart, and players would get different answers from two games for
the same situation ("the game is over", "it is not Red's turn", "expected a number").

What a game must keep to use it: a state dict with `roles` (the seats), `turn.role`
(whose turn it is, the only role that may command now) and `outcome` (None or absent
while playing). Everything else in the state is the game's own. This is not part of the
protocol (docs/game-protocol.md): a game may use it or not.
"""
from pbem.games import RuleError
from pbem.language.speaking import Voice

#: what every turn-based game refuses alike, in the reader's language (domain "games")
_ = Voice("games")


class Script:
    """The events emitted so far and the state they lead to.

    A game subclasses it and names its reducer (`reducer = staticmethod(apply)`); its
    handlers call `emit(event)`, read `state` and draw from `rng`, and decide() returns
    `events`.
    """

    #: apply(state, event) -> state: the game's reducer (set by the subclass)
    reducer = None

    def __init__(self, state, rng):
        self.state = state
        self.rng = rng
        self.events = []

    def emit(self, event):
        """Record EVENT and apply it to the working state; returns EVENT."""
        self.events.append(event)
        self.state = self.reducer(self.state, event)
        return event

    @property
    def role(self):
        """Whose turn it is in the working state."""
        return self.state["turn"]["role"]


def outcome(state):
    """The protocol's outcome(): None while playing, else {"winners": [...], "reason": ...}."""
    return None if state is None else state.get("outcome")


def on_turn(state, role):
    """True while the game is being played and it is ROLE's turn."""
    return state is not None and not state.get("outcome") and role == state["turn"]["role"]


def check_turn(state, role, name=str):
    """decide()'s first checks: raise RuleError unless there is a game still being played,
    ROLE has a seat in it and it is ROLE's turn; NAME, the game's role_name, says a role
    in the reader's language. (Whether the command itself is legal is the game's own
    question.)"""
    if state is None:
        raise RuleError(_("there is no game yet"))
    if state.get("outcome"):
        raise RuleError(_("the game is over"))
    if role not in state["roles"]:
        raise RuleError(_("{role!r} has no seat in this game; seats: {seats}", role=role,
                          seats=", ".join(state["roles"])))
    if role != state["turn"]["role"]:
        raise RuleError(_("it is not {role}'s turn: waiting for {waiting}", role=name(role),
                          waiting=name(state["turn"]["role"])))


def number(word, what):
    """The whole number a player wrote as WORD; RuleError names WHAT was expected there."""
    try:
        return int(word)
    except ValueError:
        raise RuleError(_("expected a number for {what}, not {word!r}", what=what,
                          word=word)) from None


def format_safe(format, command):  # noqa: A002 - the game's format()
    """FORMAT(COMMAND) for messages about commands that may be malformed (a command sent
    as JSON need not have the fields its action wants): repr(COMMAND) when it fails."""
    try:
        return format(command)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RuleError):
        return repr(command)


def clone(obj):
    """A deep copy of plain JSON data (dicts, lists, scalars): copy.deepcopy without its
    memo, which is many times faster. The games' reducers copy their state with it."""
    if type(obj) is dict:
        return {k: clone(v) if type(v) in (dict, list) else v for k, v in obj.items()}
    if type(obj) is list:
        return [clone(v) if type(v) in (dict, list) else v for v in obj]
    return obj


def in_order(mapping, keys=None):
    """A copy of MAPPING with its keys in the order of KEYS (default: sorted).

    Why: a view's mappings are drawn and listed in their key order, and equal states
    differ in it (a live fold keeps the order things happened in, a state read from a
    snapshot has its keys sorted); a view built through this draws the same board in
    every process."""
    return {k: mapping[k] for k in (sorted(mapping) if keys is None else keys)}
