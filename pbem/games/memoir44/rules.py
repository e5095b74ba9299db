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
from pbem.language.speaking import N_

from . import turn
from .memo import one_call
from .speech import _


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


#: each action's form (its command word, then what it takes in capitals, translated)
FORMS = {"play": N_("play CARD"), "order": N_("order HEX [HEX ...]"),
         "move": N_("move PATH"), "battle": N_("battle UNIT TARGET"),
         "remove-wire": N_("remove-wire UNIT"), "retreat": N_("retreat PATH"),
         "overrun": N_("overrun TARGET"), "keep": N_("keep CARD"),
         "target": N_("target HEX [HEX ...]")}
#: the summary's last line, how to send a plan
PLAN_LINE = N_("several commands joined by ';' run as a plan, e.g. {plan}")
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
            out.append(_("{form}  e.g. {examples} ({num} in all)",
                         form=_.term(FORMS.get(action, action)),
                         examples=", ".join(texts[:2]), num=len(texts)))
    if groups and state["turn"]["step"] in ("play", "order", "move", "battle"):
        from .decide import example_plan
        plan = example_plan(state, role)
        if plan:
            out.append(_.term(PLAN_LINE).format(plan=fmt(plan)))
    return out


def is_plan_line(line):
    """Is LINE legal_summary()'s line on plans (in the language in force)?"""
    return line.startswith(_.term(PLAN_LINE).format(plan=""))


def why_not(state, command):
    """A short reason COMMAND is refused in the current step."""
    from .notation import format_safe
    step = turn.STEPS.get(state["turn"]["step"])
    if step is None:
        raise RuleError(_("nothing can be done now"))
    if not isinstance(command, dict) or command.get("action") not in step.handlers:
        allowed = sorted({c["action"] for c in step.options(state)})
        return _("{command} is not possible now: {prompt} ({allowed})",
                 command=repr(format_safe(command)), prompt=_.term(step.prompt),
                 allowed=", ".join(allowed))
    return _("{command} is not legal now: {prompt}", command=repr(format_safe(command)),
             prompt=_.term(step.prompt))
