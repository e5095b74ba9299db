"""Ambush: the card played in the opponent's turn (cards.toml text, gamedata README §1):
"Played when your opponent declares a Close Assault, before he rolls: your defending
unit battles first. If his unit is neither eliminated nor forced to retreat, it then
attacks normally. At the end of the turn you draw your command card first."

No question is ever put to the defender (README reading 14): whether he is asked would
tell the attacker what he holds, and a question at every close assault, card or not,
would cost a mail round each. He gives a standing answer instead, in his own turn's
play step: `ambush off` (keep the card), `ambush on` (the default: use it on the first
close assault it can answer), or, so that he may keep it for the assault that matters
(memoir44:2), the assaults to answer: `ambush armor` (by armor only), `ambush C4 D5`
(on his units on those hexes only), `ambush armor C4` (both). The answer is his hidden
state, like his hand, and any side may give one whatever it holds. When a close
assault the answer names is declared on a unit of a side holding Ambush, and that unit
could battle the attacker (not in the ocean, at least one die after terrain), the card
is played: the defender rolls his close assault first (no Take Ground, it was not
ordered), the attacker's own battle follows from the "ambushed" step if his unit is
still on its hex, else it is lost. An Armor Overrun's close assault may be ambushed too
(as Board Game Arena).
"""
from pbem.games.rulesets import since
from pbem.language.speaking import N_

from . import battle, combat, terrain, troops
from .board import other, rc, unit_at
from .cards import EFFECTS, Effect
from .turn import STEPS, Step

DEFAULT = "on"


def answer(state, side):
    return state["sides"][side].get("answers", {}).get("ambush", DEFAULT)


def answers(state, side, attacker, at):
    """Does SIDE's standing answer take the close assault of ATTACKER (a unit) on its
    unit on hex AT? "on": any; {"against": types, "at": hexes}: those it names."""
    given = answer(state, side)
    if isinstance(given, dict):
        return (not given.get("against") or attacker["type"] in given["against"]) and \
            (not given.get("at") or at in given["at"])
    return given == "on"


def back_dice(state, tid, attacker_hex):
    """Dice the ambushed unit TID rolls at the attacker on ATTACKER_HEX (a close
    assault: its ground and the attacker's count, no card's bonus)."""
    unit = state["units"][tid]
    if terrain.flag(state, unit["at"], "no_battle"):
        return 0
    n = troops.dice_at(unit, 1) - terrain.battle_from(state, unit["at"], unit["type"])
    if troops.stat(unit, "terrain_dice"):
        n -= terrain.battle_in(state, attacker_hex, unit, other(unit["side"]), unit["at"])
    return n


class Ambush(Effect):
    reacts = True

    def quotas(self, state, card, side):
        return {}          # in its holder's own turn it orders nobody

    def react(self, s, card, attack):
        st = s.state
        tid = unit_at(st, attack["at"])
        side = st["units"][tid]["side"]
        n = back_dice(st, tid, attack["from"])
        if n <= 0 or not answers(st, side, st["units"][attack["unit"]], attack["at"]):
            return False
        s.emit({"type": "ambushed", "side": side, "card": card, "unit": tid,
                "at": attack["at"], "attacker": attack["unit"]})
        battle.roll(s, tid, attack["at"], attack["from"], n, 1, side=side,
                    resume={"step": "ambushed", **attack})
        return True


def after_ambush(s, command):
    """The ambushed attacker battles as declared if its unit is still where it was."""
    p = s.state["turn"]["pending"]
    uid = p["unit"]
    if uid in s.state["units"] and s.state["units"][uid]["at"] == p["from"] \
            and p["at"] in combat.targets(s.state, uid, p["from"]):
        battle.roll(s, uid, p["from"], p["at"], p["dice"], 1, overrun=p["overrun"])
        return
    if uid in s.state["units"]:
        s.emit({"type": "attack_cancelled", "unit": uid, "at": s.state["units"][uid]["at"]})
    s.step("battle")


def standing_options(state):
    side = state["turn"]["side"]
    return [{"action": "ambush", "answer": "off" if answer(state, side) == "on" else "on"}]


#: the unit types whose close assault a standing answer may name
ASSAULTERS = ("infantry", "armor", "artillery")


def names_assaults(state, command):
    """The longer form `ambush TYPE|HEX ...` (memoir44:2): unit types that may close
    assault, and hexes of this board."""
    if not since(2) or command.get("answer") != "on" or not (
            command.get("against") or command.get("at")):
        return False
    try:
        for h in command.get("at", ()):
            rc(state, h)
    except ValueError:
        return False
    return set(command.get("against", ())) <= set(ASSAULTERS)


def do_standing(s, command):
    given = command["answer"]
    if command.get("against") or command.get("at"):
        given = {"against": list(command.get("against", ())), "at": list(command.get("at", ()))}
    s.emit({"type": "standing_answer", "side": s.side, "answers": {"ambush": given}})


EFFECTS["Ambush"] = Ambush()
STEPS["play"].extend(standing_options, {"ambush": do_standing}, {"ambush": names_assaults})
# the ambushed attack goes on by itself (its `end` is never a player's)
STEPS["ambushed"] = Step(N_("the ambushed attack goes on"),
                         lambda state: [{"action": "end"}], {"end": after_ambush}, auto=True)
