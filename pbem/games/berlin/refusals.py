"""Why a command is refused, in words a player by mail can act on ("no block of yours
stands in 35", "Soviet units never attack B4 or B5 (R 4.5)") rather than only the list
of what is legal; and whether an attack's plan can be kept (flow.is_legal accepts an
attack with a plan, a longer form of a listed command: docs/game-protocol.md).

Plans: an attack may carry the attacker's own later answers, which come after the
defender's support decision: `attack 35 34 3BF tokens support reroll 5` plays Support
at the tokens step and rerolls with Reserves when his two dice make 5 or less. They are
checked here when the attack is declared (the tokens must be his to play then), so they
always apply later.
"""
from . import board, combat, supply
from .pieces import exhausted, pool_values, tokens_left, units_in
from .state import block_at

PLAN_KEYS = ("tokens", "reroll")


def base(command):
    """The command without its plan."""
    return {k: v for k, v in command.items() if k not in PLAN_KEYS}


def plan_problem(state, role, command):
    """None when the plan of attack COMMAND can be kept, else why not."""
    b = block_at(state, role, command["from"])
    force = b["force"]
    play = command.get("tokens")
    if play is not None:
        if "logistics" in play and board.SIDE[force] == "G":
            return "Logistics is played only for the Soviet or Western army"
        if "logistics" in play and command["cubes"] == 2:
            return "Logistics cannot be played with 2 cubes (R: Logistics)"
        for kind in play:
            if not tokens_left(state, role, kind, force):
                return f"you have no {kind.capitalize()} token left for this force this stage"
    if "reroll" in command:
        if not 0 <= command["reroll"] <= 12:
            return "reroll N: N is a total of two dice, 0 to 12"
        if not tokens_left(state, role, "reserves", force):
            return "you have no Reserves token left for this force this stage"
    return None


def why_not(state, role, command):
    """Why COMMAND is not legal for ROLE now (it is not, when this is asked)."""
    step = state["turn"]["step"]
    a = command.get("action")
    wanted = {"place": ("place", "pass"), "act": ("attack", "place", "remove"),
              "support": ("support", "nosupport"), "tokens": ("tokens",),
              "reroll": ("reroll", "keep"), "counter": ("counterattack", "accept"),
              "strategic": ("move", "done"), "deploy": ("deploy",)}[step]
    if a not in wanted:
        return f"now is the {step} step: {' or '.join(wanted)}"
    explain = {"place": _place, "attack": _attack, "remove": _remove}.get(a)
    return (explain and explain(state, role, command)) or "not legal now"


def _place(state, role, c):
    values = pool_values(state, role)
    if c["value"] not in values:
        return (f"no block of value {c['value']} to place: you may place "
                f"{', '.join(map(str, values)) or 'none this stage'}")
    area = c["area"]
    from .pieces import force_for
    force = force_for(state, role, area)
    if force is None:
        return f"{board.name(area)} is not yours nor German"
    if not units_in(state, area, force):
        return f"a block goes where a unit of its force stands: none of yours in {area}"
    if block_at(state, role, area):
        return f"you have a block in {area} already"
    return f"another block stands in {area}: one block an area (two in B1, one per German front)"


def _remove(state, role, c):
    return f"no block of yours stands in {c['area']}"


def _attack(state, role, c):
    src, dst = c["from"], c["to"]
    b = block_at(state, role, src)
    if b is None:
        return f"an attack starts from one of your blocks: none of yours in {src}"
    if exhausted(b):
        return f"your block in {src} is exhausted"
    force = b["force"]
    if dst not in board.ADJ[src]:
        return f"{dst} does not border {src}"
    if state["control"][dst] != board.SIDE[board.ENEMY[force]]:
        return f"the {board.FORCE_NAMES[force]} force does not fight the holder of {dst}"
    if not board.may_attack(force, src, dst):
        return (f"{board.FORCE_NAMES[force]} units may not attack {dst} from {src} "
                "(R 4.5: each army its own two Berlin sub-areas, B1 only from them)")
    if dst not in combat.targets(state, role, src, force):
        return f"{src} is cut off: it may attack only toward supply (R 4.4): " \
               f"{', '.join(supply.toward_supply(state, board.SIDE[force], src)) or 'nowhere'}"
    mine = units_in(state, src, force)
    strangers = [u for u in c["units"] if u not in mine]
    if strangers or not c["units"]:
        return f"the attackers must be units of the block's force in {src}: {', '.join(mine)}"
    if c["cubes"] > state["cubes"][role]["pool"]:
        return f"you have {state['cubes'][role]['pool']} cubes in your pool"
    if c["cubes"] > b["value"] - b["cubes"]:
        return f"your block in {src} takes {b['value'] - b['cubes']} more cube(s)"
    return plan_problem(state, role, c) or "not legal now"
