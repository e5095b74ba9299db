"""Each command in plain words (the optional protocol functions explain and
explain_summary, docs/game-protocol.md), from the seat's own view.

A block's value is Race to Berlin's one secret: the words name a value only where the
view shows it (the seat's own blocks, and those a combat turned face up), so they can
tell the seat nothing it may not see. The templates are data/words.toml.
"""
from pbem.games import words

from . import board
from .combat import support_bonus
from .notation import format
from .speech import _, and_list, cubes, token_name

WORDS = words.of_package(__file__)


def _area(view, area):
    return f"{_.term(view['areas'][area]['name'])} ({area})"


def _units(view, units):
    return ", ".join(f"{_.term(view['units'][u]['name'])} ({u})" for u in units)


def _mine(view, area):
    """The seat's own block in AREA."""
    return next(b for b in view["areas"][area]["blocks"] if b["role"] == view["you"])


def _place(view, command):
    side = board.SIDE[board.ARMY[view["you"]]]
    whose = "army" if view["areas"][command["area"]]["control"] == side else "germans"
    return WORDS.say("place", value=command["value"], area=_area(view, command["area"]),
                     force=_.term(WORDS.tables["force"][whose]))


def _attack(view, command):
    plan = ""
    if "tokens" in command:
        plan += WORDS.say("plan-tokens", tokens=and_list(
            token_name(t).capitalize() for t in command["tokens"])) if command["tokens"] \
            else WORDS.say("plan-no-tokens")
    if "reroll" in command:
        plan += WORDS.say("plan-reroll", total=command["reroll"])
    defenders = [u for u in view["areas"][command["to"]]["units"]
                 if board.SIDE[view["units"][u]["force"]]
                 != board.SIDE[view["units"][command["units"][0]]["force"]]]
    against = WORDS.say("against", units=_units(view, defenders)) if defenders else ""
    return WORDS.say("attack", to=_area(view, command["to"]), against=against,
                     start=_area(view, command["from"]),
                     units=_units(view, command["units"]),
                     cubes=WORDS.say("cubes" if command["cubes"] == 2 else "cube"),
                     plan=plan)


def _remove(view, command):
    mine = sum(1 for a in view["areas"].values() for b in a["blocks"]
               if b["role"] == view["you"])
    held = _mine(view, command["area"])["cubes"]
    return WORDS.say("remove" if held else "remove-empty",
                     area=_area(view, command["area"]), cubes=cubes(held),
                     last=WORDS.say("remove-last") if mine == 1 else "")


def _support(view, command):
    return WORDS.say("support", target=_area(view, view["combat"]["to"]),
                     area=_area(view, command["area"]),
                     value=_mine(view, command["area"])["value"])


def _tokens(view, command):
    if not command["play"]:
        return WORDS.say("tokens-none")
    combat = view["combat"]
    named = [WORDS.say("logistics") if t == "logistics" else WORDS.say(
        "token-support", bonus=support_bonus(combat["force"], combat["cubes"] == 2
                                             or "logistics" in command["play"]))
             for t in command["play"]]
    return WORDS.say("tokens", tokens=and_list(named))


def _dice(view):
    """The seat's own dice in the combat: the attacker's or the defender's."""
    combat = view["combat"]
    dice = combat["dice"]["attack" if combat["role"] == view["you"] else "defence"]
    return " + ".join(str(d) for d in dice) + f" = {sum(dice)}"


def _move(view, command):
    return WORDS.say("move", unit=_units(view, [command["unit"]]),
                     start=_area(view, view["units"][command["unit"]]["area"]),
                     end=_area(view, command["to"]))


HANDLERS = {
    "place": _place, "pass": WORDS.plain("pass"), "attack": _attack, "remove": _remove,
    "support": _support, "nosupport": WORDS.plain("nosupport"), "tokens": _tokens,
    "reroll": lambda view, command: WORDS.say("reroll", dice=_dice(view)),
    "keep": lambda view, command: WORDS.say("keep", dice=_dice(view)),
    "counterattack": WORDS.plain("counterattack"), "accept": WORDS.plain("accept"),
    "move": _move, "done": WORDS.plain("done"),
    "deploy": lambda view, command: WORDS.say("deploy",
                                              area=_area(view, command["area"])),
}

explain = words.explainer(HANDLERS, format)
explain_summary = words.summary_explainer(WORDS)
option_words = words.options_of(__file__)
