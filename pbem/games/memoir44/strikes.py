"""Tactic cards that strike without ordering a unit: Air Power and Barrage (cards.toml
texts, gamedata README §1), as entries of cards.EFFECTS with steps of their own in
turn.STEPS (the two extension points).

    Air Power  target a group of up to 4 enemy units next to one another; 2 dice a hex
               for the Allies, 1 for the Axis; a unit symbol, a grenade or a star hits
    Barrage    target any 1 enemy unit; 4 dice; a unit symbol or a grenade hits

Both ignore terrain (the dice are not reduced, and no line of sight or range is
needed) and their flags cannot be ignored. A strike on several hexes resolves them in
the order named, each to its end (a retreat its owner chooses included) before the
next; a target that has retreated or been destroyed meanwhile is passed over. Then the
turn ends (no unit was ordered). `target HEX [HEX ...]` names the targets.
"""
from pbem.games import RuleError
from pbem.language.speaking import N_

from . import battle, troops
from .board import neighbours, other, units_of
from .cards import EFFECTS, Effect
from .speech import _
from .turn import STEPS, Step

#: Air Power's dice a hex, by the side that plays it (the card's text)
AIR_DICE = {"Allies": 2, "Axis": 1}
BARRAGE_DICE = 4
MAX_AIR_TARGETS = 4


def _air_hits(unit, faces):
    return troops.hits(unit, faces) + faces.count("star")


class Strike(Effect):
    """A card that orders nobody and strikes from its own step."""

    def quotas(self, state, card, side):
        return {}


class AirPower(Strike):
    first_step = "air_power"


class Barrage(Strike):
    first_step = "barrage"


def _enemies(state):
    return [state["units"][u]["at"] for u in units_of(state, other(state["turn"]["side"]))]


def barrage_options(state):
    return [{"action": "target", "hexes": [h]} for h in _enemies(state)]


def air_options(state):
    """Each enemy unit alone and with each enemy next to it: the short forms; any
    group of up to 4 touching enemies is accepted (air_accepts)."""
    enemies = set(_enemies(state))
    out = [{"action": "target", "hexes": [h]} for h in sorted(enemies)]
    out += [{"action": "target", "hexes": [a, b]} for a in sorted(enemies)
            for b in neighbours(state, a) if b in enemies and a < b]
    return out


def air_accepts(state, command):
    hexes = command["hexes"]
    enemies = set(_enemies(state))
    if not 1 <= len(hexes) <= MAX_AIR_TARGETS or len(set(hexes)) < len(hexes) \
            or not set(hexes) <= enemies:
        return False
    group, todo = {hexes[0]}, [hexes[0]]
    while todo:
        for n in neighbours(state, todo.pop()):
            if n in hexes and n not in group:
                group.add(n)
                todo.append(n)
    return len(group) == len(hexes)


def do_air_power(s, command):
    if not air_accepts(s.state, command):
        raise RuleError(_("Air Power targets 1 to 4 enemy units next to one another"))
    s.step("strike", targets=list(command["hexes"]), dice=AIR_DICE[s.side], stars=True)


def do_barrage(s, command):
    if command["hexes"] not in [c["hexes"] for c in barrage_options(s.state)]:
        raise RuleError(_("Barrage targets one enemy unit"))
    s.step("strike", targets=list(command["hexes"]), dice=BARRAGE_DICE, stars=False)


def strike_next(s, command):
    """Strike the next target still there; with none left, go to the (empty) battle
    phase, which ends the turn."""
    p = dict(s.state["turn"]["pending"])
    targets = list(p.pop("targets"))
    enemies = _enemies(s.state)
    while targets and targets[0] not in enemies:
        targets.pop(0)
    if not targets:
        s.step("battle")
        return
    at = targets.pop(0)
    battle.roll(s, None, None, at, p["dice"], 0,
                resume={"step": "strike", "targets": targets, **p},
                hit=_air_hits if p["stars"] else troops.hits, ignorable=False)


EFFECTS.update({"Air Power": AirPower(), "Barrage": Barrage()})
STEPS.update({
    "air_power": Step(N_("target up to 4 enemy units next to one another (Air Power)"),
                      air_options, {"target": do_air_power}, accepts=("target", air_accepts)),
    "barrage": Step(N_("target one enemy unit (Barrage)"), barrage_options,
                    {"target": do_barrage}),
    # the strike goes on by itself, target after target (its `end` is never a player's)
    "strike": Step(N_("the strike goes on"), lambda state: [{"action": "end"}],
                   {"end": strike_next}, auto=True),
})
