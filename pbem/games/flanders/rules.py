"""What the rules allow now: takeable sums, die tricks, moves, and legal().

legal() is the single source of truth for what a player may send: decide() accepts a
command only if it is in legal(), the web and mail list it, the fuzzer plays from it.
So every restriction of the rulebook (must-take, Balloon only to a takeable result,
no escaping Flying Circus, Gas only before a roll, Defence Lines, Mines) lives here.
"""
from itertools import combinations

from pbem.games.common import on_turn

from . import cards, wire
from .state import hand, player


# -- dice and taking -------------------------------------------------------------------
def sums(dice):
    """The distinct totals of two of the dice, ascending."""
    return sorted({a + b for a, b in combinations(dice, 2)})


def can_take(state, space):
    """Whether a card can be taken from SPACE now (2 and 12 name no space)."""
    if space == cards.FIXED_SPACE:
        return not state["turn"]["advance"]
    return state["board"].get(str(space)) is not None


def takeable(state, dice=None):
    """The sums of DICE (default: the rolled dice) that name a space holding a card."""
    return [s for s in sums(state["turn"]["dice"] if dice is None else dice)
            if can_take(state, s)]


def forced_circus(state):
    """True when every card the roll lets you take is a Flying Circus.

    The rulebook forbids Reconnaissance and Balloon to escape it; a roll that also
    offers another card does not force it, so the tricks stay allowed then.
    """
    spaces = takeable(state)
    return bool(spaces) and all(
        s != cards.FIXED_SPACE and cards.kind(state["board"][str(s)]) == "circus"
        for s in spaces)


def balloon_options(state):
    """(die, delta) pairs (die counted from 1) whose result offers a card to take."""
    if forced_circus(state) or not cards.of_kind(hand(state), "balloon"):
        return []
    dice = state["turn"]["dice"]
    out = []
    for i, d in enumerate(dice):
        for delta in (-1, 1):
            new = dice[:i] + [d + delta] + dice[i + 1:]
            if 1 <= d + delta <= 6 and takeable(state, new):
                out.append((i + 1, delta))
    return out


def can_recon(state):
    return bool(cards.of_kind(hand(state), "recon")) and not forced_circus(state)


def can_rescue(state):
    """Whether a bust can still be escaped with Reconnaissance or a Balloon."""
    return can_recon(state) or bool(balloon_options(state))


def gas_targets(state):
    """Board spaces a British Gas card may clear (German Artillery or Machine Gun)."""
    if not cards.of_kind(hand(state), "gas"):
        return []
    return [s for s in cards.SPACES
            if state["board"][str(s)] is not None
            and cards.kind(state["board"][str(s)]) in cards.GASSABLE]


# -- resolving at the stop -------------------------------------------------------------
def gas_victims(state):
    """Distinct codes of the cards German Gas may destroy in the current hand."""
    return cards.distinct_codes(cards.of_kind(hand(state), *cards.GAS_VICTIMS))


def artillery_pending(state):
    h = hand(state)
    return (not state["turn"]["artillery_decided"] and bool(cards.of_kind(h, "artillery"))
            and bool(cards.of_kind(h, *cards.SHELLABLE)))


def step(state):
    """The pending step: the turn phase, or in the resolve phase the choice it waits on."""
    phase = state["turn"]["phase"]
    if phase != "resolve":
        return phase
    if cards.of_kind(hand(state), "g-gas") and len(gas_victims(state)) >= 2:
        return "german-gas"
    if artillery_pending(state):
        return "artillery"
    return "move"


def movers(state):
    """The movement "cards" still to play: hand ids, and None for the Advance on 9."""
    out = cards.of_kind(hand(state), "infantry", "tank")
    t = state["turn"]
    if t["advance"] and not t["advance_used"]:
        out.append(None)
    return out


def card_reach(state, cid):
    """(spaces the card gives, spaces Barbed Wire eats, extra space allowed); what the
    wire does is wire.py's (README, readings 12 and 28)."""
    c = cards.card(cid)
    refund, eaten = wire.effect(state["turn"], cid)
    extra = c["extra"] and player(state)["troops"] >= 2
    return c["value"] + refund - eaten, eaten, extra


def plan_move(state, cid, n, mines):
    """What moving N spaces with card CID does, or None if the rules forbid it.

    Returns {"mines": Mines cards spent, "halted": stops on a Defence Line, "paid",
    "eaten"}. A move entering a Defence Line stops there unless it is a Tank's; going
    on past a line takes a Mines card (README, reading 27): with MINES the move spends
    one for each line it passes and one for the line it leaves when it was stopped
    there. Stopping on a line never costs one, so a Mines card is spent only to go on.
    N = 0 spends a card the wire eats whole on the wire (one Barbed Wire takes one
    space of the turn's movement, not a card's worth).
    """
    pos = player(state)["pos"]
    reach, eaten, extra = card_reach(state, cid)
    if n == 0:
        whole = eaten > 0 and reach == 0 and not mines
        return {"mines": [], "halted": state["turn"]["halted"], "paid": 0,
                "eaten": eaten} if whole else None
    if n < 1 or n > reach + (1 if extra else 0) or pos + n > cards.OBJECTIVE:
        return None
    tank = cards.kind(cid) == "tank"
    passed = 0 if tank else sum(1 for s in range(pos + 1, pos + n) if s in cards.DEFENCE_LINES)
    need = passed + (1 if state["turn"]["halted"] else 0)
    held = cards.of_kind(hand(state), "mines")
    if not (1 <= need <= len(held) if mines else need == 0):
        return None
    return {"mines": held[:need], "halted": not tank and pos + n in cards.DEFENCE_LINES,
            "paid": 1 if n > reach else 0, "eaten": eaten}


def move_options(state):
    """Every legal move command now (movement is optional and may be partial); none
    once the figure is at the Objective Line or stopped on a Defence Line without a
    Mines card to go on."""
    stuck = state["turn"]["halted"] and not cards.of_kind(hand(state), "mines")
    if stuck or player(state)["pos"] >= cards.OBJECTIVE:
        return []
    out, seen = [], set()
    for cid in movers(state):
        code = cards.code(cid)
        if code in seen:
            continue
        seen.add(code)
        for n in range(0, 5):
            for mines in (False, True):
                if plan_move(state, cid, n, mines) is not None:
                    out.append(move_command(code, n, mines))
    return out


def move_command(code, n, mines=False):
    return {"action": "move", "card": code, "spaces": n, "mines": mines}


def mover_by_code(state, code):
    """The first movement card with CODE (None for Advance), or False when absent."""
    for cid in movers(state):
        if cards.code(cid) == code:
            return cid
    return False


# -- legal -----------------------------------------------------------------------------
def _gas(state):
    return [{"action": "gas", "space": s} for s in gas_targets(state)]


def _take_step(state):
    spaces = takeable(state)
    out = [{"action": "take", "space": s} for s in spaces]
    if can_recon(state):
        out.append({"action": "recon"})
    out += [{"action": "balloon", "die": d, "delta": delta}
            for d, delta in balloon_options(state)]
    if not spaces:
        out.append({"action": "bust"})
    return out


def legal_now(state):
    """Every legal command for the player whose turn it is."""
    s = step(state)
    if s == "roll":
        return [{"action": "roll"}] + _gas(state)
    if s == "take":
        return _take_step(state)
    if s == "roll-or-stop":
        return [{"action": "roll"}, {"action": "stop"}] + _gas(state)
    if s == "german-gas":
        return [{"action": "discard", "card": c} for c in gas_victims(state)]
    if s == "artillery":
        return [{"action": "artillery"}, {"action": "skip"}]
    if s == "move":
        return move_options(state) + [{"action": "end"}]
    return []


def legal(state, role):
    """Every legal command for ROLE now ([] when it is not ROLE's turn or the game is over)."""
    return legal_now(state) if on_turn(state, role) else []


def active(state):
    """The roles that have a legal command now."""
    if state is None or state.get("outcome"):
        return []
    role = state["turn"]["role"]
    return [role] if legal_now(state) else []
