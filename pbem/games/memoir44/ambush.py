"""Ambush: the card played in the opponent's turn (cards.toml text, gamedata README §1):
"Played when your opponent declares a Close Assault, before he rolls: your defending
unit battles first. If his unit is neither eliminated nor forced to retreat, it then
attacks normally. At the end of the turn you draw your command card first."

No question is ever put to the defender (README reading 14): whether he is asked would
tell the attacker what he holds. He gives a standing answer instead, in his own turn's
play step: `ambush off` (keep the card) or `ambush on` (the default: use it on the
first close assault it can answer). The answer is his hidden state, like his hand. When
a close assault is declared on a unit of a side holding Ambush with the answer `on`, and
that unit could battle the attacker (not in the ocean, at least one die after terrain),
the card is played: the defender rolls his close assault first (no Take Ground, it was
not ordered), the attacker's own battle follows from the "ambushed" step if his unit is
still on its hex, else it is lost. An Armor Overrun's close assault may be ambushed too
(as Board Game Arena).
"""
from . import battle, combat, terrain, troops
from .board import other, unit_at
from .cards import EFFECTS, Effect
from .turn import STEPS, Step

DEFAULT = "on"


def answer(state, side):
    return state["sides"][side].get("answers", {}).get("ambush", DEFAULT)


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
        if answer(st, side) != "on" or n <= 0:
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


def do_standing(s, command):
    s.emit({"type": "standing_answer", "side": s.side,
            "answers": {"ambush": command["answer"]}})


EFFECTS["Ambush"] = Ambush()
STEPS["play"].extend(standing_options, {"ambush": do_standing})
# the ambushed attack goes on by itself (its `end` is never a player's)
STEPS["ambushed"] = Step("the ambushed attack goes on", lambda state: [{"action": "end"}],
                         {"end": after_ambush}, auto=True)
