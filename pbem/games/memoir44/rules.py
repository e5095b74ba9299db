"""legal(), is_legal(), legal_summary() and active(): what the role that acts now may
send.

The role that acts is state["turn"]["role"]: the side whose turn it is, or the owner of
a retreating unit choosing its retreat. legal() lists the current step's commands
(turn.STEPS); is_legal() accepts those, the longer forms a step documents (several
units in one order, a move or retreat by any allowed path), and plans: several commands
in one message, valid as far as they can be checked before the first die is rolled or
card drawn (decide.py runs them).
"""
from pbem.games import RuleError

from . import turn
from .memo import one_call


def acting(state, role):
    return (state is not None and not state.get("outcome")
            and role is not None and role == state["turn"]["role"])


@one_call
def legal(state, role):
    return turn.options(state) if acting(state, role) else []


@one_call
def active(state):
    if state is None or state.get("outcome") or not state["turn"]["role"]:
        return []
    step = turn.STEPS.get(state["turn"]["step"])
    # the phases always offer `end`; the other steps are asked
    return [state["turn"]["role"]] if step and (step.auto or step.options(state)) else []


def single_legal(state, command):
    """Is COMMAND (not a plan) legal for the role acting now?"""
    step = turn.STEPS.get(state["turn"]["step"])
    if step is None or not isinstance(command, dict):
        return False
    if command.get("action") not in step.handlers:
        return False
    return step.admits(state, command)


@one_call
def is_legal(state, role, command):
    if not acting(state, role) or not isinstance(command, dict):
        return False
    if command.get("action") == "plan":
        from .decide import plan_problem
        return plan_problem(state, role, command) is None
    return single_legal(state, command)


FORMS = {"play": "play CARD", "order": "order HEX [HEX ...]", "move": "move PATH",
         "battle": "battle UNIT TARGET", "remove-wire": "remove-wire UNIT",
         "retreat": "retreat PATH", "overrun": "overrun TARGET", "keep": "keep CARD",
         "target": "target HEX [HEX ...]"}
LIST_ALL = 4


@one_call
def legal_summary(state, role):
    """One line per kind of legal command, listed in full when there are few, else its
    form, two examples and the count; and how to send a plan."""
    from .notation import format as fmt
    groups = {}
    for c in legal(state, role):
        groups.setdefault(c["action"], []).append(fmt(c))
    out = []
    for action, texts in groups.items():
        if len(texts) <= LIST_ALL:
            out.append(" | ".join(texts))
        else:
            out.append(f"{FORMS.get(action, action)}  e.g. {', '.join(texts[:2])} "
                       f"({len(texts)} in all)")
    if groups and state["turn"]["step"] in ("play", "order", "move", "battle"):
        from .decide import example_plan
        plan = example_plan(state, role)
        if plan:
            out.append(f"several commands joined by ';' run as a plan, e.g. {fmt(plan)}")
    return out


def why_not(state, command):
    """A short reason COMMAND is refused in the current step."""
    from .notation import format_safe
    step = turn.STEPS.get(state["turn"]["step"])
    if step is None:
        raise RuleError("nothing can be done now")
    if not isinstance(command, dict) or command.get("action") not in step.handlers:
        allowed = sorted({c["action"] for c in step.options(state)})
        return (f"{format_safe(command)!r} is not possible now: {step.prompt} "
                f"({', '.join(allowed)})")
    return f"{format_safe(command)!r} is not legal now: {step.prompt}"
