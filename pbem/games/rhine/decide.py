"""decide(): validate a command (is_legal) and resolve it into events.

After every command: grounded corps eat food that has reached them, an area over its
capacity puts the player in the "overflow" step (actions.capacity_step), and a player
with no action left and nothing but free exchanges to do ends his turn.
"""
from pbem.games import RuleError, common

from . import actions, axis, interphase, movement, solo_turn
from .board import RHINE
from .notation import format_safe
from .rules import is_legal, legal_now
from .script import Script
from .wording import _, role_name

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
    "advance": solo_turn.do_advance,
}


def after(s):
    st = s.state
    if st.get("outcome"):
        return
    interphase.unground(s)
    actions.capacity_step(s)
    if spent(s.state):
        axis.end_turn(s)


FREE = {"load", "unload", "end"}


def spent(state):
    """The player has no action left and nothing but the free exchange to do: his turn
    ends by itself (README, reading 18: the card/area split of supplies cannot matter
    before his next turn, when he may exchange again)."""
    t = state["turn"]
    return (t["step"] == "action" and t["actions"] >= t["allowance"]
            and all(c["action"] in FREE for c in legal_now(state)))


def refusal(state, command):
    """Why COMMAND is refused: why its corps cannot move or its plan cannot run, or
    the legal commands."""
    if isinstance(command, dict) and command.get("action") == "move" \
            and state["turn"]["step"] == "action":
        cid = command.get("corps")
        problem = movement.unmovable(state, cid) if cid in RHINE.corps else None
        if problem is None and cid in state["corps"]:
            problem = movement.plan_problem(state, command)
        if problem:
            return f"{format_safe(command)!r}: {problem}"
    options = legal_now(state)
    shown = ", ".join(format_safe(c) for c in options[:40])
    return (_("{command} is not legal now; legal: {shown}", command=repr(format_safe(command)),
              shown=shown) + (" ..." if len(options) > 40 else ""))


def decide(state, role, command, rng):
    common.check_turn(state, role, role_name)
    if not is_legal(state, role, command):
        raise RuleError(refusal(state, command))
    s = Script(state, rng)
    HANDLERS[command["action"]](s, command)
    after(s)
    return s.events
