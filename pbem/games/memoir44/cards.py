"""The command cards: the 60-card deck (data/cards.toml) and what each card does.

Extension point. EFFECTS maps a card's name ("Probe", "Air Power") to an Effect, the
object the turn flow (turn.py) asks at each point of a turn. The base class is a
section card: order units by the card's sections and counts, move and battle as the
units may, draw one card. A tactic card is a new entry overriding what it changes:

    first_step                 the step after the card is played ("order"; a card that
                               targets instead names its own step, added to turn.STEPS)
    on_play(s, card)           what happens when it is played (default: go to first_step)
    quotas(state, card, side)  {section or "any": units it orders there (None: all)}
    eligible(state, card, side, uid)
                               may this unit be ordered at all (a type, an adjacency)
    after_orders(s, card)      when the ordering ends (default: the move step)
    after_battles(s, card)     when the battles end: True if it goes on from a step of
                               its own (default False: the turn ends)
    ignores_terrain(state, card, uid)
                               the unit moves free of the terrain's movement
                               restrictions (the impassable stays impassable)
    move_allowance(state, card, uid)
                               (hexes it may move, hexes it may move and still battle)
    dice_bonus(state, card, uid, distance)
                               dice added to its battle at that distance
    battles(state, card, uid)  how many times an ordered unit may battle
    draw(s, card, side)        the replacement draw at the end of the turn; return
                               True when it leaves a decision pending (Recon's keep)
    reacts                     the card may be played in the opponent's turn (Ambush):
                               react(s, card, attack) is then called before a close
                               assault on its holder's unit is rolled (attack: unit,
                               from, at, dice, overrun) and returns True if it took the
                               attack over; a defender's wish to use it is a standing
                               answer, so that no question reveals his hand
                               (README reading 14)

Card ids name physical copies ("probe-left-3"); players name a card by its key, the id
without the copy number ("probe-left"), since copies are alike.
"""
import re

from . import tables, troops
from .board import sections, units_of

CARDS = {c["id"]: c for c in tables.deck()}
DECK = tuple(CARDS)
COPY = re.compile(r"-\d+$")


def key(card_id):
    """The card's name as players write it: "probe-left-3" -> "probe-left"."""
    return COPY.sub("", card_id)


KEYS = sorted({key(c) for c in DECK})


def card_view(card_id):
    """A card as views and events show it."""
    c = CARDS[card_id]
    return {"id": card_id, "key": key(card_id), "name": c["name"], "section": c["section"],
            "kind": c["kind"], "text": c["text"]}


class Effect:
    """A section card (the defaults every card starts from)."""

    first_step = "order"
    reacts = False

    def on_play(self, s, card):
        s.step(self.first_step)

    def quotas(self, state, card, side):
        c = CARDS[card]
        n = None if c["orders"] == "all" else c["orders"]
        if c["sections"]:
            return dict(c["sections"])
        return {c["section"] or "any": n}

    def eligible(self, state, card, side, uid):
        return True

    def can_order(self, state, card, side, uids):
        """May UIDS (SIDE's units) all be ordered by CARD together? Each must fall in a
        section with orders left; a unit on a dashed line counts for either of its two
        sections (rulebook p. 6), so this looks for an assignment."""
        quotas = self.quotas(state, card, side)
        if len(set(uids)) != len(uids) or not all(
                state["units"][u]["side"] == side and self.eligible(state, card, side, u)
                for u in uids):
            return False
        options = []
        for u in uids:
            where = sections(state, side, state["units"][u]["at"]) | {"any"}
            options.append([b for b in quotas if b in where])
        return assign(options, dict(quotas))

    def orderable(self, state, card, side, ordered):
        """Units that may be ordered besides ORDERED, in id order, one by one (whether
        there is any needs only the first)."""
        return (u for u in units_of(state, side) if u not in ordered
                and self.can_order(state, card, side, list(ordered) + [u]))

    def after_orders(self, s, card):
        s.step("move")

    def after_battles(self, s, card):
        return False

    def ignores_terrain(self, state, card, uid):
        return False

    def move_allowance(self, state, card, uid):
        unit = state["units"][uid]
        return troops.stat(unit, "move"), troops.stat(unit, "move_and_battle")

    def dice_bonus(self, state, card, uid, distance):
        return 0

    def battles(self, state, card, uid):
        return 1

    def draw(self, s, card, side):
        s.draw(side, 1)
        return False


def assign(options, left):
    """Can each item take one bucket of its OPTIONS with LEFT (bucket -> room, None
    for unlimited) never overdrawn? Backtracking: a few units, two buckets at most.
    (Sections for a section card; unit types for Their Finest Hour.)"""
    if not options:
        return True
    first, rest = options[0], options[1:]
    for b in first:
        if left[b] is None:
            if assign(rest, left):
                return True
        elif left[b] > 0:
            left[b] -= 1
            ok = assign(rest, left)
            left[b] += 1
            if ok:
                return True
    return False


class Recon(Effect):
    """Recon: order 1 unit; the replacement draw is two cards, keep one (the "keep"
    step of turn.py). With fewer than two to draw, he keeps what there is, and then
    the deck has run out (README readings 23, 12)."""

    def draw(self, s, card, side):
        drawn = s.draw(side, 2, to_hand=False, short=True)
        if len(drawn) < 2:
            s.emit({"type": "kept", "side": side, "card": drawn[0] if drawn else None,
                    "discarded": None})
            s.deck_out(side)
            return False
        s.step("keep", role=side, drawn=drawn)
        return True


SECTION = Effect()
EFFECTS = {"Probe": SECTION, "Attack": SECTION, "Assault": SECTION,
           "General Advance": SECTION, "Pincer Move": SECTION, "Recon in Force": SECTION,
           "Recon": Recon()}


def effect(card_id):
    """The Effect of CARD_ID (every card of the deck has one: the tactic cards' modules
    register theirs when the package is imported)."""
    return EFFECTS[CARDS[card_id]["name"]]
