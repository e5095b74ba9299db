"""decide(): validate a command and resolve it into events; plans.

A plan is a turn (or part of one) sent as one message: `play attack-center; order C4
E4; move C4-D5; battle D5 E6; battle E4 F6; end`. Its commands run in order. Until the
first die is rolled or card drawn every command must be legal, or the whole plan is
refused and nothing happens (so a typo costs nothing). After that the dice may have
changed the board: a command that is no longer legal stops the plan there (a
plan_stopped event says at which step), and so does a decision that is the other
side's (where his unit retreats). An answer in the plan (`take-ground`, `decline`,
`overrun G7`, `keep CARD`) is a standing answer: used if the dice ask that question,
skipped if they do not. The rest of a stopped plan is dropped; the player sends what
he still wants to do.
"""
from pbem.games import RuleError
from pbem.language.catalogs import SOURCE
from pbem.language.speaking import speaking

from . import turn
from .memo import one_call
from .notation import format_safe
from .rules import acting, single_legal, why_not
from .script import GameOver, Script
from .speech import _, role_name

#: answers a plan may hold, and the steps that ask them
ANSWERS = {"take-ground": ("take_ground",), "decline": ("take_ground", "overrun"),
           "overrun": ("overrun",), "keep": ("keep",)}


def check(state, role):
    if state is None:
        raise RuleError(_("there is no game yet"))
    if state.get("outcome"):
        raise RuleError(_("the game is over"))
    if role not in state["roles"]:
        raise RuleError(_("{role} has no seat in this game; seats: Allies, Axis",
                          role=repr(role)))
    if not acting(state, role):
        raise RuleError(_("it is not {role}'s decision now: waiting for {waiting}",
                          role=role_name(role), waiting=role_name(state["turn"]["role"])))


def refusal(state, command):
    """Why COMMAND is refused: the handler's own reason where it has one."""
    step = turn.STEPS.get(state["turn"]["step"])
    handler = step.handlers.get(command.get("action")) if step else None
    if handler is not None:
        try:
            handler(Script(state, NoDraws()), command)
        except RuleError as e:
            return e.message
        except (NeedDice, GameOver, KeyError, TypeError, ValueError):
            pass
    return why_not(state, command)


def run_one(s, command):
    if not single_legal(s.state, command):
        raise RuleError(refusal(s.state, command))
    turn.handle(s, command)


def run_plan(s, role, steps, seat=None):
    """Run the plan STEPS of ROLE (a side); SEAT(state), when given, names who decides
    there (a team's seat, teams.py): the plan goes on only while it is its sender's."""
    sender = seat(s.state) if seat else None
    mine = (lambda st: seat(st) == sender) if seat else \
        (lambda st: st["turn"]["role"] == role)
    who = seat or (lambda st: st["turn"]["role"])
    for i, command in enumerate(steps, 1):
        st = s.state
        if st.get("outcome"):
            return
        chance = s.chance
        if mine(st) and single_legal(st, command):
            turn.handle(s, command)
            continue
        if not chance:
            raise RuleError(_("step {step} of the plan, {command}: {why}", step=i,
                              command=repr(format_safe(command)),
                              why=refusal(st, command) if mine(st) else
                              _("it is {role}'s decision then", role=role_name(who(st)))))
        if mine(st) and command.get("action") in ANSWERS \
                and st["turn"]["step"] not in ANSWERS[command["action"]]:
            continue
        with speaking(SOURCE):      # the event records it: English, as every event
            reason = (refusal(st, command) if mine(st) else f"{who(st)} decides now")
        s.emit({"type": "plan_stopped", "side": role, "step": i, "steps": len(steps),
                "reason": reason})
        return


@one_call
def decide(state, role, command, rng, seat=None):
    """The protocol's decide() for ROLE, a side; SEAT: see run_plan."""
    check(state, role)
    s = Script(state, rng)
    try:
        if isinstance(command, dict) and command.get("action") == "plan":
            run_plan(s, role, command["steps"], seat)
        else:
            run_one(s, command)
    except GameOver:
        pass
    return s.events


class NeedDice(Exception):
    """A dry run reached a die or a card draw."""


class NoDraws:
    """An rng for dry runs: any draw ends the run."""

    def _stop(self, *args):
        raise NeedDice

    randint = randbelow = shuffle = choice = _stop


def plan_problem(state, role, command, seat=None):
    """None if the plan COMMAND is legal for ROLE now (every command before the first
    die or draw legal), else why not; SEAT: see run_plan."""
    steps = command.get("steps")
    if not isinstance(steps, list) or len(steps) < 2 or not all(
            isinstance(c, dict) and c.get("action") not in (None, "plan") for c in steps):
        return "a plan is two or more commands joined by ';'"
    try:
        run_plan(Script(state, NoDraws()), role, steps, seat)
    except (NeedDice, GameOver):
        return None
    except RuleError as e:
        return e.message
    return None


def example_plan(state, role):
    """A plan of this position for the legal summary to show, so that it can be sent as
    written: from the current step, the first command each step lists (`end` once the
    step has had one), up to the first die or card drawn (then `end`, a guess the dice
    may overrule, after a lone battle); None if there is no plan of two commands."""
    s, steps, done = Script(state, NoDraws()), [], set()
    try:
        while len(steps) < 8 and acting(s.state, role) and not s.chance:
            step = s.state["turn"]["step"]
            first = next((c for c in turn.options(s.state) if c["action"] != "end"), None)
            command = first if first and step not in done else {"action": "end"}
            if not single_legal(s.state, command):
                break
            done.add(step)
            steps.append(command)
            turn.handle(s, command)
    except NeedDice:
        steps.append({"action": "end"})
    except GameOver:
        pass
    return {"action": "plan", "steps": steps} if len(steps) > 1 else None
