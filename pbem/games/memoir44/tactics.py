"""Tactic cards that order units, as entries of cards.EFFECTS (the extension point
cards.py describes): Direct from HQ, Move Out!, Armor Assault, Infantry Assault,
Artillery Bombard, Close Assault, Firefight, Dig-In, Behind Enemy Lines (with its
move_again step in turn.STEPS). What each orders (how many, of which type,
the fallback when the side has none of that type) is data/cards.toml's; what changes
in moving and battling is here. Card texts: cards.toml (gamedata README §1); how Board
Game Arena plays each was read to settle what the texts leave open (README
readings 26-29).

Air Power and Barrage are in strikes.py, Medics & Mechanics and Their Finest Hour in
hand_dice.py, Ambush in ambush.py, Counter-Attack in counter_attack.py.
"""
from pbem.games import RuleError
from pbem.language.speaking import N_

from . import movement, terrain, troops
from .board import neighbours, other, sections, unit_at
from .cards import CARDS, EFFECTS, Effect
from .turn import STEPS, Step, end_turn


def _has(state, side, kind):
    return any(u["side"] == side and u["type"] == kind for u in state["units"].values())


def _adjacent_enemy(state, uid):
    unit = state["units"][uid]
    return any((e := unit_at(state, n)) and state["units"][e]["side"] == other(unit["side"])
               for n in neighbours(state, unit["at"]))


class Orders(Effect):
    """Order `orders` units ("all": every one) of the card's `unit` type, anywhere; a
    side with no unit of that type orders `fallback` units of its choice instead."""

    def _fallback(self, state, card, side):
        kind = CARDS[card]["unit"]
        return bool(kind) and not _has(state, side, kind)

    def quotas(self, state, card, side):
        c = CARDS[card]
        if self._fallback(state, card, side):
            return {"any": c["fallback"]}
        return {"any": None if c["orders"] == "all" else c["orders"]}

    def eligible(self, state, card, side, uid):
        kind = CARDS[card]["unit"]
        return (not kind or self._fallback(state, card, side)
                or state["units"][uid]["type"] == kind)

    def _typed(self, state, card, uid):
        """Is UID ordered as the card's type (not as a fallback)?"""
        unit = state["units"][uid]
        return unit["type"] == CARDS[card]["unit"]


class ArmorAssault(Orders):
    """4 armor units; in close assault armor rolls 1 die more (Board Game Arena: armor
    only, every close assault of the turn, its overrun too)."""

    def dice_bonus(self, state, card, uid, distance):
        return 1 if distance == 1 and state["units"][uid]["type"] == "armor" else 0


class ArtilleryBombard(Orders):
    """All artillery units: each may move up to 3 hexes, or battle twice."""

    def move_allowance(self, state, card, uid):
        if self._typed(state, card, uid):
            return 3, 0
        return super().move_allowance(state, card, uid)

    def battles(self, state, card, uid):
        return 2 if self._typed(state, card, uid) else 1


class InfantryAssault(Orders):
    """All infantry units in one section (the units ordered name it: they must share a
    section), each moving up to 2 hexes and still battling, or 3 without battling
    (Board Game Arena: a hex more to move and to move and battle, where the unit's own
    allowance is 2 and 1)."""

    def can_order(self, state, card, side, uids):
        if self._fallback(state, card, side) or not uids:
            return super().can_order(state, card, side, uids)
        if not super().can_order(state, card, side, uids):
            return False
        common = set.intersection(*(set(sections(state, side, state["units"][u]["at"]))
                                    for u in uids))
        return bool(common)

    def move_allowance(self, state, card, uid):
        move, battle = super().move_allowance(state, card, uid)
        if not self._typed(state, card, uid):
            return move, battle
        return move + (move <= 2), battle + (battle == 1)


class CloseAssault(Effect):
    """All infantry and armor units next to an enemy unit; they do not move, battle
    with 1 die more (not in an Armor Overrun: Board Game Arena gives the die to the
    first battle only), and may Take Ground and overrun."""

    def quotas(self, state, card, side):
        return {"any": None}

    def eligible(self, state, card, side, uid):
        return state["units"][uid]["type"] in ("infantry", "armor") and _adjacent_enemy(state, uid)

    def move_allowance(self, state, card, uid):
        return 0, 0

    def dice_bonus(self, state, card, uid, distance):
        return 1 if not state["turn"]["battled"].get(uid) else 0


class Firefight(Effect):
    """4 units not next to an enemy unit; they do not move and battle with 1 die more."""

    def quotas(self, state, card, side):
        return {"any": CARDS[card]["orders"]}

    def eligible(self, state, card, side, uid):
        return not _adjacent_enemy(state, uid) and troops.reach(state["units"][uid]) > 0

    def move_allowance(self, state, card, uid):
        return 0, 0

    def dice_bonus(self, state, card, uid, distance):
        return 1


class DigIn(Orders):
    """4 infantry units dig in: sandbags go on each one's hex, and that is their order
    (no move, no battle; the turn ends). Not on a hex that already holds an obstacle
    (one a hex, as the scenario files allow) nor in the ocean (Board Game Arena: the
    ocean takes no sandbags). A unit ordered as the fallback (no infantry) moves and
    battles as usual."""

    def after_orders(self, s, card):
        st = s.state
        if self._fallback(st, card, s.side):
            return super().after_orders(s, card)
        for uid in st["turn"]["ordered"]:
            at = st["units"][uid]["at"]
            # terrain.toml has no property for "takes no sandbags"; the ocean is the one
            if not terrain.obstacle(st, at) and terrain.ground(st, at) != "ocean":
                s.emit({"type": "obstacle_placed", "at": at, "obstacle": "sand",
                        "unit": uid})
        end_turn(s)


class BehindEnemyLines(Orders):
    """1 infantry unit: it moves up to 3 hexes free of the terrain's movement
    restrictions (not of the battle restrictions: where it ends its move it battles, or
    not, by the ground's rules), battles with 1 die more, then may move again up to 3
    hexes (the "move_again" step). A unit ordered as the fallback moves and battles as
    usual."""

    def ignores_terrain(self, state, card, uid):
        return self._typed(state, card, uid)

    def move_allowance(self, state, card, uid):
        if self._typed(state, card, uid):
            return 3, 3
        return super().move_allowance(state, card, uid)

    def dice_bonus(self, state, card, uid, distance):
        return 1 if self._typed(state, card, uid) else 0

    def after_battles(self, s, card):
        raiders = [u for u in s.state["turn"]["ordered"]
                   if u in s.state["units"] and self._typed(s.state, card, u)]
        if not raiders:
            return False
        s.step("move_again", unit=raiders[0])
        return True


def move_again_options(state):
    uid = state["turn"]["pending"]["unit"]
    at = state["units"][uid]["at"]
    return [{"action": "move", "path": [at, h]} for h in movement.destinations(state, uid)] \
        + [{"action": "end"}]


def move_again_accepts(state, command):
    try:
        movement.resolve(state, command, [state["turn"]["pending"]["unit"]])
    except RuleError:
        return False
    return True


def do_move_again(s, command):
    movement.do_move(s, command, [s.state["turn"]["pending"]["unit"]])
    end_turn(s)


ORDERS = Orders()
EFFECTS.update({"Direct from HQ": ORDERS, "Move Out!": ORDERS,
                "Armor Assault": ArmorAssault(), "Artillery Bombard": ArtilleryBombard(),
                "Infantry Assault": InfantryAssault(), "Close Assault": CloseAssault(),
                "Firefight": Firefight(), "Dig-In": DigIn(),
                "Behind Enemy Lines": BehindEnemyLines()})
STEPS["move_again"] = Step(N_("move the unit behind enemy lines again, up to 3 "
                              "hexes"),
                           move_again_options, {"move": do_move_again,
                                                "end": lambda s, c: end_turn(s)},
                           accepts=("move", move_again_accepts), ends=True)
