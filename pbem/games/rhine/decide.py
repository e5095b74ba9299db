"""decide(): validate a command against legal() and resolve it into events.

After every command: grounded corps eat food that has reached them, and an area over
its capacity at the end of an action puts the player in the "overflow" step.
"""
from pbem.games import RuleError

from . import actions, axis, interphase, movement
from .notation import format_safe
from .rules import legal_now
from .script import Script

HANDLERS = {
    "supply": actions.do_supply, "trucks": actions.do_trucks,
    "transport": actions.do_transport, "truck": actions.do_truck, "done": actions.do_done,
    "load": actions.do_exchange, "unload": actions.do_exchange, "return": actions.do_return,
    "air": actions.do_air, "recon": actions.do_recon, "resistance": actions.do_resistance,
    "airborne": actions.do_airborne,
    "move": movement.do_move, "go": movement.do_go, "stop": movement.do_stop,
    "feed": movement.do_feed, "decline": movement.do_decline, "swap": movement.do_swap,
    "end": lambda s, c: axis.end_turn(s),
    "axis": axis.do_reaction, "counter": axis.do_reaction, "pass": axis.do_reaction,
}


def accepted(state, command, options):
    """Is COMMAND one of OPTIONS, or a longer form of one (a move plan, an airborne
    landing on several areas)?"""
    if command in options:
        return True
    a = command.get("action")
    if a == "move" and command.get("path"):
        return dict(command, path=[]) in options
    if a == "airborne" and isinstance(command.get("areas"), list):
        return (any(o["action"] == "airborne" for o in options)
                and actions.airborne_ok(state, command["areas"]))
    return False


def after(s):
    st = s.state
    if st.get("outcome"):
        return
    interphase.unground(s)
    step = s.state["turn"]["step"]
    if step == "action" and actions.overflowing(s.state):
        s.emit({"type": "choice_pending", "role": s.role, "step": "overflow"})
    elif step == "overflow" and not actions.overflowing(s.state):
        s.emit({"type": "choice_pending", "role": s.role, "step": "action"})


def decide(state, role, command, rng):
    if state is None:
        raise RuleError("there is no game yet")
    if state.get("outcome"):
        raise RuleError("the game is over")
    if role not in state["roles"]:
        raise RuleError(f"{role!r} has no seat in this game; seats: {', '.join(state['roles'])}")
    if role != state["turn"]["role"]:
        raise RuleError(f"it is not {role}'s turn: waiting for {state['turn']['role']}")
    options = legal_now(state)
    if not isinstance(command, dict) or not accepted(state, command, options):
        shown = ", ".join(format_safe(c) for c in options[:40])
        raise RuleError(f"{format_safe(command)!r} is not legal now; legal: {shown}"
                        + (" ..." if len(options) > 40 else ""))
    s = Script(state, rng)
    HANDLERS[command["action"]](s, command)
    after(s)
    return s.events
