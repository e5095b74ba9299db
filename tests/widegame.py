"""A tiny game whose legal() is long, for the channels' short forms of the legal list.

Two seats take turns: `step N` (N = 1..60) moves you N squares; the first to 100 wins.
Sixty legal commands every turn, so the game offers `legal_summary(state, role)`: the
command's short form with an example, as a game with long lists would.
"""
import copy

from pbem.games import RuleError
from tests import twoseat
from tests.twoseat import OPTIONS_SCHEMA, event_view  # noqa: F401 - protocol names

KIND = "wide"
TITLE = "Wide race"
RULES_VERSION = "1"
STEPS = 60
GOAL = 100

roles, setup = twoseat.seats("West", "East")


def apply(state, event):
    state = copy.deepcopy(state)
    if event["type"] == "started":
        return {"roles": event["roles"], "turn": 0, "pos": {r: 0 for r in event["roles"]}}
    state["pos"][state["roles"][state["turn"]]] += event["n"]
    state["turn"] = 1 - state["turn"]
    return state


def outcome(state):
    winners = [r for r, p in state["pos"].items() if p >= GOAL]
    return {"winners": winners, "reason": f"reached {GOAL}"} if winners else None


def active(state):
    return [] if outcome(state) else [state["roles"][state["turn"]]]


def legal(state, role):
    if role not in active(state):
        return []
    return [{"action": "step", "n": n} for n in range(1, STEPS + 1)]


def legal_summary(state, role):
    return [f"step N   (N = 1..{STEPS}: move N squares; e.g. step 7)"] if legal(
        state, role) else []


def decide(state, role, command, rng):
    if command not in legal(state, role):
        raise RuleError(f"{format(command)} is not legal for {role} now")
    return [{"type": "stepped", "n": command["n"]}]


def view(state, role):
    return {"kind": KIND, "pos": state["pos"], "turn": state["roles"][state["turn"]]}


def parse(text):
    word, _, n = text.strip().lower().partition(" ")
    if word != "step" or not n.strip().isdigit():
        raise RuleError(f"unknown command {text!r}; expected step N")
    return {"action": "step", "n": int(n)}


def format(command):
    return f"step {command['n']}"


def describe(event):
    return "the race starts" if event["type"] == "started" else f"steps {event['n']}"


def render_text(view):
    return "\n".join(f"{r}: {p}" for r, p in view["pos"].items())


def render_svg(view):
    return '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'
