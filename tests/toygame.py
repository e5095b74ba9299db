"""A tiny game for testing the service and channels apart from any real rules.

Two or three seats race to 10: on your turn `roll` (a die moves you) or `draw` (the top
card of a hidden shuffled deck goes to your hidden hand, its value moves you). It has
randomness, hidden information (deck order, hands) and an end, and nothing else.
"""
import copy

import marshmallow
from marshmallow import fields, validate

from pbem.games import RuleError

KIND = "toy"
TITLE = "Toy race"
RULES_VERSION = "1"
GOAL = 10


class OPTIONS_SCHEMA(marshmallow.Schema):
    seats = fields.Integer(required=True, validate=validate.Range(2, 3))


def roles(options):
    return ["North", "South", "East"][:options["seats"]]


def setup(options, rng):
    return [{"type": "started", "roles": roles(options),
             "deck": rng.shuffle(list(range(1, 10)))}]


def apply(state, event):
    state = copy.deepcopy(state)
    t = event["type"]
    if t == "started":
        return {"roles": event["roles"], "deck": event["deck"], "turn": 0,
                "pos": {r: 0 for r in event["roles"]},
                "hand": {r: [] for r in event["roles"]}}
    role = state["roles"][state["turn"]]
    if t == "rolled":
        state["pos"][role] += event["die"]
    elif t == "drew":
        card = state["deck"].pop(0)
        state["hand"][role].append(card)
        state["pos"][role] += card
    state["turn"] = (state["turn"] + 1) % len(state["roles"])
    return state


def outcome(state):
    winners = [r for r, p in state["pos"].items() if p >= GOAL]
    return {"winners": winners, "reason": "reached 10"} if winners else None


def active(state):
    return [] if outcome(state) else [state["roles"][state["turn"]]]


def legal(state, role):
    if role not in active(state):
        return []
    return [{"action": "roll"}] + ([{"action": "draw"}] if state["deck"] else [])


def decide(state, role, command, rng):
    if command not in legal(state, role):
        raise RuleError(f"{command} is not legal for {role} now")
    if command["action"] == "roll":
        return [{"type": "rolled", "die": rng.randint(1, 6)}]
    return [{"type": "drew"}]


def view(state, role):
    return {"kind": KIND, "pos": state["pos"], "deck_size": len(state["deck"]),
            "hands": {r: (h if r == role else len(h)) for r, h in state["hand"].items()},
            "turn": state["roles"][state["turn"]]}


def event_view(event, role):
    if event["type"] == "started":
        return {"type": "started", "roles": event["roles"], "deck": len(event["deck"])}
    return dict(event)


def parse(text):
    word = text.strip().lower()
    if word not in ("roll", "draw"):
        raise RuleError(f"unknown command {text!r}; expected roll or draw")
    return {"action": word}


def format(command):
    return command["action"]


def describe(event):
    return {"started": "the race starts", "rolled": f"rolls {event.get('die')}",
            "drew": "draws a card"}[event["type"]]


def render_text(view):
    return "\n".join(f"{r}: {p}" for r, p in view["pos"].items())


def render_svg(view):
    return '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'
