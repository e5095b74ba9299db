"""Tactic cards that roll a die per command card their player holds, this one included
(cards.toml texts, gamedata README §1): Medics & Mechanics and Their Finest Hour, as
entries of cards.EFFECTS, Medics with a step of its own in turn.STEPS.

    Medics & Mechanics  choose 1 unit that has lost figures; each die showing its symbol
                        or a star gives back a figure, never above its starting
                        strength; if it got one back, the unit is ordered
    Their Finest Hour   each unit symbol rolled orders 1 unit of that type, each star 1
                        unit of any type; the units battle with 1 die more; at the end
                        of the turn the discards and the deck are shuffled together
                        (unless the scenario forbids reshuffling: Vassieux)

The dice are rolled when the card is played (Their Finest Hour) or the unit chosen
(Medics), in events every seat sees. README readings 31-32.
"""
from pbem.games import RuleError
from pbem.language.speaking import N_

from .board import unit_at, units_of
from .cards import EFFECTS, Effect, assign
from .speech import _
from .troops import HIT_BY
from .turn import STEPS, Step, end_turn


def _dice(state, side):
    """One die per card in SIDE's hand and the card in play."""
    return len(state["sides"][side]["hand"]) + 1


class Medics(Effect):
    first_step = "medics"

    def quotas(self, state, card, side):
        return {}

    def on_play(self, s, card):
        if medics_options(s.state):
            s.step("medics")
        else:
            end_turn(s)


def medics_options(state):
    side = state["turn"]["side"]
    return [{"action": "order", "units": [state["units"][u]["at"]]}
            for u in units_of(state, side)
            if state["units"][u]["figures"] < state["units"][u]["max"]]


def do_medics(s, command):
    if command not in medics_options(s.state):
        raise RuleError(_("Medics & Mechanics orders one unit of yours that has lost "
                          "figures"))
    at = command["units"][0]
    uid = unit_at(s.state, at)
    unit = s.state["units"][uid]
    faces = s.roll(_dice(s.state, s.side))
    own = HIT_BY[unit["type"]]
    back = min(unit["max"] - unit["figures"],
               sum(1 for f in faces if f == "star" or (own and f == own)))
    s.emit({"type": "healed", "side": s.side, "unit": uid, "at": at, "faces": faces,
            "figures": back})
    if back:
        s.emit({"type": "ordered", "side": s.side, "units": [uid], "at": [at]})
        s.step("move")
    else:
        end_turn(s)


class FinestHour(Effect):
    """The dice are rolled as the card is played; they are the order step's quotas."""

    def on_play(self, s, card):
        faces = s.roll(_dice(s.state, s.side))
        s.emit({"type": "rolled", "side": s.side, "faces": faces, "card": card})
        s.step("order", faces=faces)

    def can_order(self, state, card, side, uids):
        faces = state["turn"]["pending"]["faces"]
        left = {"infantry": faces.count("infantry"), "armor": faces.count("armor"),
                "any": faces.count("star")}
        if len(set(uids)) != len(uids) or any(state["units"][u]["side"] != side for u in uids):
            return False
        options = [[b for b in (state["units"][u]["type"], "any") if b in left] for u in uids]
        return assign(options, left)

    def dice_bonus(self, state, card, uid, distance):
        return 1

    def draw(self, s, card, side):
        st = s.state
        if st["scenario"]["rules"].get("deck_reshuffling", True):
            s.emit({"type": "shuffled", "order": s.rng.shuffle(st["deck"] + st["discard"])})
        return super().draw(s, card, side)


EFFECTS.update({"Medics & Mechanics": Medics(), "Their Finest Hour": FinestHour()})
STEPS["medics"] = Step(N_("choose a unit of yours that has lost figures "
                          "(Medics & Mechanics)"), medics_options, {"order": do_medics})
