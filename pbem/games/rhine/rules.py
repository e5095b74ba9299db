"""legal(), is_legal(), legal_summary() and active(): what the player whose turn it is may
send now.

The turn's step (state["turn"]["step"]) says what is pending: "action" (choose an action,
an extra, a free supply exchange, or end the turn), "transport" (place trucks), "go"
(the moving corps enters a next area or stops), "starving" and "black_market" (the
answer to a revealed card), "overflow" (return pieces over an area's capacity), "axis"
(the Axis reaction). SOURCES says, step by step, which option lists make up legal() and
which actions each list may hold, so is_legal() builds only the list a command needs.

legal() lists every command; is_legal() accepts exactly those plus two longer forms of
listed commands: a corps move with a path and standing answers (a plan) and an airborne
landing on 2 or 3 areas. The service validates with is_legal() (docs/game-protocol.md).
"""
from pbem.games.common import on_turn

from . import actions, axis, movement, solo_turn
from .board import RHINE
from .wording import _, form, ngettext


def _end(state):
    return [{"action": "end"}]


#: step -> [(actions a list may hold, the function listing them)], in legal() order
SOURCES = {
    "action": [(("supply",), actions.supply_options), (("trucks",), actions.truck_options),
               (("transport",), actions.transport_start_options),
               (("move",), movement.move_options), (("air",), actions.air_options),
               (("airborne",), actions.airborne_options), (("recon",), actions.recon_options),
               (("resistance",), actions.resistance_options),
               (("load", "unload"), actions.exchange_options), (("end",), _end)],
    "transport": [(("truck", "done"), actions.transport_options),
                  (("load", "unload"), actions.exchange_options)],
    "go": [(("go", "stop"), movement.go_options),
           (("load", "unload"), actions.exchange_options)],
    "starving": [(("feed", "decline"), movement.choice_options)],
    "black_market": [(("swap", "decline"), movement.choice_options)],
    "overflow": [(("return",), actions.overflow_options),
                 (("load", "unload"), actions.exchange_options)],
    "axis": [(("axis", "counter", "pass"), axis.reaction_options)],
    "advance": [(("advance",), solo_turn.advance_options)],
}


def legal_now(state):
    return [c for _, options in SOURCES.get(state["turn"]["step"], ()) for c in options(state)]


def legal(state, role):
    return legal_now(state) if on_turn(state, role) else []


def is_legal(state, role, command):
    """Is COMMAND legal for ROLE now: one of legal(), or a longer form of one (a move
    plan, an airborne landing on several areas)? Builds only the option list the
    command's action belongs to."""
    if state is None or state.get("outcome") or role != state["turn"]["role"]:
        return False
    if not isinstance(command, dict):
        return False
    a = command.get("action")
    for names, options in SOURCES.get(state["turn"]["step"], ()):
        if a not in names:
            continue
        listed = options(state)
        if command in listed:
            return True
        if a == "move" and (command.get("path") or command.get("answers")):
            short = {k: v for k, v in command.items() if k != "answers"}
            return dict(short, path=[]) in listed and not movement.plan_problem(state, command)
        if a == "airborne" and isinstance(command.get("areas"), list):
            return bool(listed) and actions.airborne_ok(state, command["areas"])
    return False


def active(state):
    """The role whose turn it is: every step above always offers a command (`end`,
    `stop`, `done`, `decline`, a return, an Axis answer or `pass`)."""
    if state is None or state.get("outcome") or state["turn"]["role"] is None:
        return []
    step = state["turn"]["step"]
    if step not in SOURCES or (step == "overflow" and not legal_now(state)):
        return []
    return [state["turn"]["role"]]


# -- legal_summary: the short forms for the channels --------------------------------------
#: (action, commander) -> the form of that kind of command
FORMS = {
    "supply": "supply AREA basic|3 KIND", "trucks": "trucks N", "transport": "transport",
    "truck": "truck FROM-TO LOAD", "done": "done",
    "move": "move CORPS [PATH [ANSWERS]]",
    "commander move": "commander move CORPS [PATH [ANSWERS]]",
    "go": "go AREA", "stop": "stop", "feed": "feed", "decline": "decline",
    "swap": "swap GIVE TAKE", "load": "load CORPS N KIND", "unload": "unload CORPS N KIND",
    "return": "return AREA KIND", "air": "air axis|pursuit",
    "commander air": "commander air axis|pursuit", "recon": "recon axis|pursuit",
    "resistance": "resistance", "airborne": "airborne AREA[, AREA[, AREA]]", "end": "end",
    "axis": "axis AREA|box", "counter": "counter AREA", "pass": "pass",
    "advance": "advance N AREA, N AREA...",
}
#: a group this small is listed in full
LIST_ALL = 4


def _form_key(command):
    a = command["action"]
    return f"commander {a}" if command.get("commander") else a


def example_path(state, corps_id):
    """A path the corps could try now (own-colour arrows, free of other corps and other
    players' markers, new ground first), for a plan example: up to 3 areas."""
    from .geo import occupied
    from .state import controller
    colour = RHINE.corps[corps_id].colour
    at = state["corps"][corps_id]["area"]
    path = [at]
    for _step in range(RHINE.tables["movement"]["max_areas"]):
        nxt = sorted((controller(state, b) is not None, b) for b in RHINE.moves[colour][at]
                     if b not in path and not occupied(state, b)
                     and controller(state, b) in (None, colour))
        if not nxt:
            break
        at = nxt[0][1]
        path.append(at)
    return path


def legal_summary(state, role):
    """Short forms of legal(state, role), one line per kind of command, with real
    examples from this state: a kind with few commands is listed in full
    (`go Vitry | go Chalons | stop`), a longer one as its form, examples and count
    (`load CORPS N KIND  e.g. load XII 1 gas, load XV 2 ammo (14 in all)`); a move also
    shows a plan (`move XII Troyes-Vitry-Chalons`)."""
    from .notation import format as fmt
    groups = {}
    for c in legal(state, role):
        groups.setdefault(_form_key(c), []).append(c)
    out = []
    for key, commands in groups.items():
        texts = [fmt(c) for c in commands]
        if key in ("move", "commander move"):
            plan = dict(commands[0], path=example_path(state, commands[0]["corps"]))
            shown = texts[:2] + ([fmt(plan)] if len(plan["path"]) > 1 else [])
            examples = ", ".join(shown)
            out.append(_("{form}  e.g. {examples} ({number} corps)", form=form(FORMS[key]),
                         examples=examples, number=len(texts)) if key != "move" else
                       _("{form}  e.g. {examples} ({number} corps; with a path it runs as a "
                         "plan, answers: feed, decline starving, swap GIVE TAKE, decline "
                         "swap, pay gas, no gas, stop)", form=form(FORMS[key]),
                         examples=examples, number=len(texts)))
        elif key == "airborne" and len(texts) > 1:
            areas = [c["areas"][0] for c in commands]
            # the two-unit example only where the player can pay for two units
            pair = [f"airborne {', '.join(areas[:2])}"] \
                if actions.airborne_ok(state, areas[:2]) else []
            out.append(ngettext("{form}  e.g. {examples} ({num} area)",
                                "{form}  e.g. {examples} ({num} areas)", len(areas),
                                form=form(FORMS[key]), examples=", ".join([texts[0]] + pair)))
        elif len(texts) <= LIST_ALL:
            out.append(" | ".join(texts))
        else:
            out.append(_("{form}  e.g. {examples} ({number} in all)", form=form(FORMS[key]),
                         examples=", ".join(texts[:2]), number=len(texts)))
    return out
