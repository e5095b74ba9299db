"""Counter-Attack (cards.toml text, gamedata README §1): "Issue the same order your
opponent just played. A Left Flank section card becomes the Right Flank one and vice
versa." An entry of cards.EFFECTS that plays as the order the opponent gave in his last
turn (state["effective"]: the card he played, or what his own Counter-Attack copied),
every card hook handed to that card's Effect, with a section card's flanks swapped.
The `copied` event records the order copied, for replay and for both players to see.
README reading 36.
"""
from pbem.games.rulesets import since

from .board import other, sections
from .cards import CARDS, EFFECTS, Effect, effect

MIRROR = {"left": "right", "right": "left"}


def _copy(state):
    return state["turn"].get("copies")


def _target(state, card):
    """(Effect, card) the hooks are handed to: the copied card's, or plain Effect's
    (which orders nobody here: quotas are empty) when there was nothing to copy."""
    c = _copy(state)
    return (effect(c["card"]), c["card"]) if c else (Effect(), card)


def _in_section_of(state, card, side, uids):
    """Countering Infantry Assault: "must be in the same section as opponent's" (the
    card's text; memoir44:2, reading 36): SIDE's infantry ordered stand in a section of
    the board the opponent's Infantry Assault ordered in (his left is this side's
    right). Other cards, a fallback order, an order of nobody: no such bound."""
    if CARDS[card]["name"] != "Infantry Assault":
        return True
    ordered = [u for u in uids if state["units"][u]["type"] == "infantry"]
    given = state["effective"][other(side)] or {}
    if not ordered or not given.get("at"):
        return True
    theirs = set.intersection(*(set(sections(state, other(side), h)) for h in given["at"]))
    board_section = {MIRROR.get(x, x) for x in theirs}
    mine = set.intersection(*(set(sections(state, side, state["units"][u]["at"]))
                              for u in ordered))
    return bool(mine & board_section)


class CounterAttack(Effect):
    def on_play(self, s, card):
        given = s.state["effective"][other(s.side)]
        s.emit({"type": "copied", "side": s.side, "card": given["card"] if given else None,
                "mirrored": bool(given) and not given["mirrored"]})
        if given:
            effect(given["card"]).on_play(s, given["card"])
        else:
            s.step("order")          # nothing to copy: it orders nobody

    def quotas(self, state, card, side):
        c = _copy(state)
        if not c:
            return {}
        q = effect(c["card"]).quotas(state, c["card"], side)
        return {MIRROR.get(k, k): v for k, v in q.items()} if c["mirrored"] else q

    def can_order(self, state, card, side, uids):
        c = _copy(state)
        if c and CARDS[c["card"]]["kind"] != "section":
            return effect(c["card"]).can_order(state, c["card"], side, uids) and (
                not since(2) or _in_section_of(state, c["card"], side, uids))
        return super().can_order(state, card, side, uids)    # by the mirrored quotas

    # every other hook is the copied card's
    def eligible(self, state, card, side, uid):
        eff, card = _target(state, card)
        return eff.eligible(state, card, side, uid)

    def after_orders(self, s, card):
        eff, card = _target(s.state, card)
        return eff.after_orders(s, card)

    def move_allowance(self, state, card, uid):
        eff, card = _target(state, card)
        return eff.move_allowance(state, card, uid)

    def ignores_terrain(self, state, card, uid):
        eff, card = _target(state, card)
        return eff.ignores_terrain(state, card, uid)

    def dice_bonus(self, state, card, uid, distance):
        eff, card = _target(state, card)
        return eff.dice_bonus(state, card, uid, distance)

    def battles(self, state, card, uid):
        eff, card = _target(state, card)
        return eff.battles(state, card, uid)

    def after_battles(self, s, card):
        eff, card = _target(s.state, card)
        return eff.after_battles(s, card)

    def draw(self, s, card, side):
        eff, card = _target(s.state, card)
        return eff.draw(s, card, side)




EFFECTS["Counter-Attack"] = CounterAttack()
