"""A tiny game with a decision in the middle of a move, for the mail tests.

North and South take turns. On your turn you may `offer` (the other seat must then
`accept` or `refuse` while you may still `withdraw`: a decision in the middle of your
move), `pass` (the turn goes over) or `concede` (the other seat wins). No randomness,
nothing hidden.
"""
import copy

from pbem.games import RuleError
from tests import twoseat
from tests.twoseat import OPTIONS_SCHEMA, event_view  # noqa: F401 - protocol names

KIND = "parley"
TITLE = "Parley"
RULES_VERSION = "1"

roles, setup = twoseat.seats("North", "South")


def _other(state):
    return [r for r in state["roles"] if r != state["turn"]][0]


def apply(state, event):
    state = copy.deepcopy(state)
    t = event["type"]
    if t == "started":
        return {"roles": event["roles"], "turn": event["roles"][0], "offer": False,
                "winner": None}
    if t == "offered":
        state["offer"] = True
    elif t in ("withdrew", "accepted", "refused"):
        state["offer"] = False
    elif t == "passed":
        state["turn"] = _other(state)
    elif t == "conceded":
        state["winner"] = _other(state)
    return state


def outcome(state):
    return {"winners": [state["winner"]], "reason": "concession"} if state["winner"] \
        else None


def legal(state, role):
    if outcome(state):
        return []
    if role == state["turn"]:
        names = ["withdraw"] if state["offer"] else ["offer", "pass", "concede"]
    elif state["offer"]:
        names = ["accept", "refuse"]
    else:
        names = []
    return [{"action": n} for n in names]


def active(state):
    return [r for r in state["roles"] if legal(state, r)]


def decide(state, role, command, rng):
    if command not in legal(state, role):
        raise RuleError(f"{command['action']} is not legal for {role} now")
    past = {"offer": "offered", "withdraw": "withdrew", "accept": "accepted",
            "refuse": "refused", "pass": "passed", "concede": "conceded"}
    return [{"type": past[command["action"]]}]


def view(state, role):
    return {"turn": state["turn"], "offer": state["offer"]}


def parse(text):
    word = text.strip().lower()
    if word not in ("offer", "withdraw", "accept", "refuse", "pass", "concede"):
        raise RuleError(f"unknown command {text!r}")
    return {"action": word}


def format(command):
    return command["action"]


def describe(event):
    return event["type"]


def render_text(view):
    return f"{view['turn']} to move" + (" (an offer is open)" if view["offer"] else "")


def render_svg(view):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30">'
            f'<text x="4" y="20" font-size="14" font-family="sans-serif">'
            f'{render_text(view)}</text></svg>')
