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
from .speech import _, area_name, force_name, ngettext, token_name
from .state import block_at

PLAN_KEYS = ("tokens", "reroll")


def base(command):
    """The command without its plan."""
    return {k: v for k, v in command.items() if k not in PLAN_KEYS}


def plan_problem(state, role, command):
    """None when the plan of attack COMMAND can be kept, else why not (in the language in
    force)."""
    b = block_at(state, role, command["from"])
    force = b["force"]
    play = command.get("tokens")
    if play is not None:
        if "logistics" in play and board.SIDE[force] == "G":
            return _("Logistics is played only for the Soviet or Western army")
        if "logistics" in play and command["cubes"] == 2:
            return _("Logistics cannot be played with 2 cubes (R: Logistics)")
        for kind in play:
            if not tokens_left(state, role, kind, force):
                return _no_token(kind)
    if "reroll" in command:
        if not 0 <= command["reroll"] <= 12:
            return _("reroll N: N is a total of two dice, 0 to 12")
        if not tokens_left(state, role, "reserves", force):
            return _no_token("reserves")
    return None


def _no_token(kind):
    return _("you have no {token} token left for this force this stage",
             token=token_name(kind).capitalize())


def why_not(state, role, command):
    """Why COMMAND is not legal for ROLE now (it is not, when this is asked)."""
    step = state["turn"]["step"]
    a = command.get("action")
    wanted = {"place": ("place", "pass"), "act": ("attack", "place", "remove"),
              "support": ("support", "nosupport"), "tokens": ("tokens",),
              "reroll": ("reroll", "keep"), "counter": ("counterattack", "accept"),
              "strategic": ("move", "done"), "deploy": ("deploy",)}[step]
    if a not in wanted:
        return _("now is the {step} step: {wanted}", step=step,
                 wanted=_(" or ").join(wanted))
    explain = {"place": _place, "attack": _attack, "remove": _remove}.get(a)
    return (explain and explain(state, role, command)) or _("not legal now")


def _place(state, role, c):
    values = pool_values(state, role)
    if c["value"] not in values:
        return _("no block of value {value} to place: you may place {values}",
                 value=c["value"], values=", ".join(map(str, values))
                 or _("none this stage"))
    area = c["area"]
    from .pieces import force_for
    force = force_for(state, role, area)
    if force is None:
        return _("{area} is not yours nor German", area=area_name(area))
    if not units_in(state, area, force):
        return _("a block goes where a unit of its force stands: none of yours in {area}",
                 area=area)
    if block_at(state, role, area):
        return _("you have a block in {area} already", area=area)
    return _("another block stands in {area}: one block an area (two in B1, one per "
             "German front)", area=area)


def _remove(state, role, c):
    return _("no block of yours stands in {area}", area=c["area"])


def _attack(state, role, c):
    src, dst = c["from"], c["to"]
    b = block_at(state, role, src)
    if b is None:
        return _("an attack starts from one of your blocks: none of yours in {start}",
                 start=src)
    if exhausted(b):
        return _("your block in {start} is exhausted", start=src)
    force = b["force"]
    if dst not in board.ADJ[src]:
        return _("{to} does not border {start}", to=dst, start=src)
    if state["control"][dst] != board.SIDE[board.ENEMY[force]]:
        return _("the {force} force does not fight the holder of {to}",
                 force=force_name(force), to=dst)
    if not board.may_attack(force, src, dst):
        return _("{force} units may not attack {to} from {start} (R 4.5: each army its own "
                 "two Berlin sub-areas, B1 only from them)", force=force_name(force),
                 to=dst, start=src)
    if dst not in combat.targets(state, role, src, force):
        return _("{start} is cut off: it may attack only toward supply (R 4.4): {targets}",
                 start=src, targets=", ".join(
                     supply.toward_supply(state, board.SIDE[force], src)) or _("nowhere"))
    mine = units_in(state, src, force)
    strangers = [u for u in c["units"] if u not in mine]
    if strangers or not c["units"]:
        return _("the attackers must be units of the block's force in {start}: {units}",
                 start=src, units=", ".join(mine))
    pool = state["cubes"][role]["pool"]
    if c["cubes"] > pool:
        return ngettext("you have {num} cubes in your pool", "you have {num} cubes in your pool",
                        pool)
    room = b["value"] - b["cubes"]
    if c["cubes"] > room:
        return ngettext("your block in {start} takes {num} more cube(s)",
                        "your block in {start} takes {num} more cube(s)", room, start=src)
    return plan_problem(state, role, c) or _("not legal now")
