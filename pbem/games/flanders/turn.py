"""decide() and setup(): turning a command into events, the turn's flow, and the end.

decide() works on a Script: each event it emits is applied at once to a working copy,
so the next decision (bust? what resolves next? whose turn?) reads the state as it now
is, exactly as replay will see it. Forced effects at the stop (German cards, Reserves,
a German Gas with only one possible victim) resolve themselves; decide() stops at the
next real choice, which rules.step() then names. Every random outcome (dice, deck
orders) is drawn here and written into the events, so apply() never draws.
"""
from pbem.games import RuleError, common
from pbem.language.speaking import N_

from . import cards, wire
from .notation import format_safe
from .rules import (artillery_pending, can_rescue, gas_victims, legal_now, mover_by_code,
                    move_options, plan_move, takeable)
from .state import apply, hand, next_role, player
from .voice import _, role_name

#: the sides in seat order: role ids, English; voice.role_name() says them
ROLE_NAMES = [N_("Red"), N_("Blue"), N_("Green"), N_("Yellow")]
#: how often one row may be redealt in a row before we give up (only if the deck and
#: discard pile hold almost nothing but German cards)
REDEAL_LIMIT = 20


class Script(common.Script):
    """Events emitted so far and the state they lead to (pbem/games/common.py), with the
    dice and the deck."""

    reducer = staticmethod(apply)

    def roll_dice(self):
        return [self.rng.randint(1, 6) for _die in range(cards.DICE)]

    def top_card(self):
        """The top card of the deck (it stays there); reshuffles the discard pile when
        the deck is empty. None when both are empty."""
        st = self.state
        if not st["deck"] and st["discard"]:
            self.emit({"type": "shuffled", "count": len(st["discard"]),
                       "deck": self.rng.shuffle(st["discard"])})
        return self.state["deck"][0] if self.state["deck"] else None

    def deal(self, space):
        c = self.top_card()
        if c is not None:
            self.emit({"type": "dealt", "space": space, "card": c})
        return c is not None


# -- setup and the board ---------------------------------------------------------------
def roles(options):
    return ROLE_NAMES[:options["seats"]]


def setup(options, rng):
    seats = options["seats"]
    beginner = bool(options.get("beginner", False))
    troops = cards.TROOPS["beginner" if beginner else "start"]
    s = Script(None, rng)
    s.emit({"type": "started", "roles": roles(options), "beginner": beginner,
            "troops": troops, "pool": cards.TROOPS["total"] - seats * troops,
            "deck": rng.shuffle(list(range(len(cards.CARDS))))})
    refill(s)
    s.emit({"type": "turn_began", "role": s.state["roles"][0], "number": 1})
    return s.events


def all_german(state, spaces):
    ids = [state["board"][str(x)] for x in spaces]
    return None not in ids and all(cards.is_german(c) for c in ids)


def refill(s):
    """Fill empty spaces, then redeal every row that holds only German cards."""
    for space in cards.SPACES:
        if s.state["board"][str(space)] is None and not s.deal(space):
            break
    for row in cards.ROWS:
        dealt = [x for x in row if x in cards.SPACES]
        for _attempt in range(REDEAL_LIMIT):
            if not all_german(s.state, dealt):
                break
            s.emit({"type": "row_cleared", "row": dealt,
                    "cards": [s.state["board"][str(x)] for x in dealt]})
            if not all(s.deal(x) for x in dealt):
                break


# -- the end of a turn and of the game ---------------------------------------------------
def _winners_by(roles, score):
    best = max(score(r) for r in roles)
    return [r for r in roles if score(r) == best]


def furthest(state):
    """The players whose figures went furthest, but those who resigned (README,
    "Resigning and draws"): who wins when nobody is left in the game."""
    players = state["players"]
    return _winners_by([r for r in state["roles"] if not players[r].get("resigned")],
                       lambda r: players[r]["pos"])


#: the reasons game_over records, English (what the rules decide); marked for the
#: catalog, said where they are shown (voice.say_reason)
EVERYBODY_OUT = N_("every player lost all his troops; the furthest advance wins")
OTHER_OUT = N_("the other player lost all his troops")
REACHED = N_("reached the Objective Line")
REACHED_MOST = N_("reached the Objective Line with the most troops left")


def end_result(state):
    """{"winners", "reason"} if the game ends after the current turn, else None."""
    roles, players = state["roles"], state["players"]
    alive = [r for r in roles if not players[r]["out"]]
    if not alive:
        return {"winners": furthest(state),
                "reason": EVERYBODY_OUT}
    if len(roles) == 2 and len(alive) == 1:
        return {"winners": alive, "reason": OTHER_OUT}
    if state["final_round"]:
        cur, nxt = state["turn"]["role"], next_role(state)
        reached = [r for r in alive if players[r]["pos"] >= cards.OBJECTIVE]
        # (nobody still in the game has reached it when the one who did has resigned:
        # play goes on, and the round in which another reaches it is the last)
        if reached and roles.index(nxt) <= roles.index(cur):
            return {"winners": _winners_by(reached, lambda r: players[r]["troops"]),
                    "reason": REACHED_MOST if len(reached) > 1 else REACHED}
    return None


def finish_turn(s):
    """Discard what is not retained, check the end, refill, pass to the next player."""
    p = player(s.state)
    kept = [] if p["out"] else [c for c in p["hand"] if cards.card(c)["retain"]]
    s.emit({"type": "turn_ended", "role": s.role, "kept": kept,
            "discarded": [c for c in p["hand"] if c not in kept]})
    result = end_result(s.state)
    if result:
        s.emit({"type": "game_over", **result})
        return
    refill(s)
    s.emit({"type": "turn_began", "role": next_role(s.state),
            "number": s.state["turn"]["number"] + 1})


def capped_loss(s, n):
    """The troops actually lost: never more than the player has."""
    return min(n, player(s.state)["troops"])


def check_out(s):
    if player(s.state)["troops"] == 0 and not player(s.state)["out"]:
        s.emit({"type": "eliminated", "role": s.role})
        return True
    return False


def german_loss(state, cid):
    """Black troop symbols; a Counter-Attack costs 2 while still on the start line."""
    if cards.kind(cid) == "g-counter" and player(state)["pos"] <= cards.START:
        return 2
    return cards.card(cid)["black"]


def bust(s):
    """No card can be taken: grey and German losses, all British cards go, turn over."""
    h = hand(s.state)
    grey = sum(cards.card(c)["grey"] for c in h)
    german = sum(german_loss(s.state, c) for c in h if cards.is_german(c))
    s.emit({"type": "busted", "role": s.role, "grey": grey, "german": german,
            "lost": capped_loss(s, grey + german), "discarded": list(h)})
    check_out(s)
    finish_turn(s)


def after_dice(s):
    """After a roll or a die trick: wait for a choice, or bust when nothing can help."""
    if not takeable(s.state) and not can_rescue(s.state):
        bust(s)


def resolve(s):
    """Resolve forced effects at the stop until a choice is needed or the turn ends.

    Order: German Gas (before Artillery, as its card says), British Artillery,
    Reserves, German Machine Gun / Artillery / Counter-Attack, then movement.
    """
    while True:
        st = s.state
        h = hand(st)
        gas = cards.of_kind(h, "g-gas")
        if gas:
            if len(gas_victims(st)) >= 2:
                return
            victims = cards.of_kind(h, *cards.GAS_VICTIMS)
            s.emit({"type": "german_gas", "role": s.role, "card": gas[0],
                    "victim": victims[0] if victims else None})
            continue
        if artillery_pending(st):
            return
        reserves = cards.of_kind(h, "reserves")
        if reserves:
            s.emit({"type": "reserves", "role": s.role, "card": reserves[0],
                    "gained": 1 if st["pool"] > 0 else 0})
            continue
        shells = cards.of_kind(h, *cards.SHELLABLE)
        if shells:
            c = shells[0]
            back = 1 if cards.kind(c) == "g-counter" and player(st)["pos"] > cards.START else 0
            s.emit({"type": "german", "role": s.role, "card": c, "back": back,
                    "lost": capped_loss(s, german_loss(st, c))})
            if check_out(s):
                finish_turn(s)
                return
            continue
        if not move_options(st):
            finish_turn(s)
        return


# -- the commands ----------------------------------------------------------------------
def _roll(s, cmd):
    s.emit({"type": "rolled", "role": s.role, "dice": s.roll_dice()})
    after_dice(s)


def _recon(s, cmd):
    card = cards.of_kind(hand(s.state), "recon")[0]
    s.emit({"type": "rerolled", "role": s.role, "card": card, "dice": s.roll_dice()})
    after_dice(s)


def _balloon(s, cmd):
    card = cards.of_kind(hand(s.state), "balloon")[0]
    dice = list(s.state["turn"]["dice"])
    dice[cmd["die"] - 1] += cmd["delta"]
    s.emit({"type": "ballooned", "role": s.role, "card": card, "die": cmd["die"],
            "delta": cmd["delta"], "dice": dice})
    after_dice(s)


def _take(s, cmd):
    space = cmd["space"]
    card = None if space == cards.FIXED_SPACE else s.state["board"][str(space)]
    lost = []
    if card is not None and cards.kind(card) == "circus":
        lost = cards.of_kind(hand(s.state), *cards.GROUNDED)
    elif card is not None and s.state["turn"]["circus"] and cards.kind(card) in cards.GROUNDED:
        lost = [card]
    s.emit({"type": "took", "role": s.role, "space": space, "card": card, "lost": lost})


def _gas(s, cmd):
    space = cmd["space"]
    card = cards.of_kind(hand(s.state), "gas")[0]
    removed = s.state["board"][str(space)]
    s.emit({"type": "gassed", "role": s.role, "card": card, "space": space,
            "removed": removed, "replacement": s.top_card()})


def _stop(s, cmd):
    s.emit({"type": "stopped", "role": s.role, "wire": wire.at_stop(hand(s.state))})
    resolve(s)


def _discard(s, cmd):
    h = hand(s.state)
    s.emit({"type": "german_gas", "role": s.role, "card": cards.of_kind(h, "g-gas")[0],
            "victim": cards.first_with_code(h, cmd["card"])})
    resolve(s)


def _artillery(s, cmd):
    h = hand(s.state)
    s.emit({"type": "artillery", "role": s.role, "card": cards.of_kind(h, "artillery")[0],
            "cancelled": cards.of_kind(h, *cards.SHELLABLE)})
    resolve(s)


def _skip(s, cmd):
    s.emit({"type": "held_fire", "role": s.role})
    resolve(s)


def _move(s, cmd):
    cid = mover_by_code(s.state, cmd["card"])
    plan = plan_move(s.state, cid, cmd["spaces"], cmd["mines"])
    pos = player(s.state)["pos"]
    s.emit({"type": "moved", "role": s.role, "card": cid, "spaces": cmd["spaces"],
            "from": pos, "to": pos + cmd["spaces"], "paid": plan["paid"],
            "mines": plan["mines"], "wire": plan["eaten"], "halted": plan["halted"]})
    resolve(s)


def _end(s, cmd):
    finish_turn(s)


def _bust(s, cmd):
    bust(s)


HANDLERS = {"roll": _roll, "recon": _recon, "balloon": _balloon, "take": _take,
            "gas": _gas, "stop": _stop, "discard": _discard, "artillery": _artillery,
            "skip": _skip, "move": _move, "end": _end, "bust": _bust}


def decide(state, role, command, rng):
    """Validate COMMAND for ROLE and return the events it causes."""
    common.check_turn(state, role, role_name)
    options = legal_now(state)
    if command not in options:
        raise RuleError(_("{command!r} is not legal now; legal: {legal}",
                          command=format_safe(command),
                          legal=", ".join(format_safe(c) for c in options)))
    s = Script(state, rng)
    HANDLERS[command["action"]](s, command)
    return s.events
