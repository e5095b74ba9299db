"""The text notation: parse() and format() of commands, describe() of events.

Players type commands in mail and forum posts, so the notation is short words with
small numbers (`take 7`, `balloon 2 +1`, `move inf2+ 3 mines`), case and spacing do
not matter, and a bad line is answered with what was expected. parse(format(c)) == c
for every command legal() can produce.
"""
from pbem.games import RuleError, common, concede
from pbem.games.common import number

from . import cards

USAGE = ("roll, stop, take N, recon, balloon D +1|-1, gas N, discard CARD, artillery, "
         "skip, move CARD N [mines], end, bust, resign, offer draw, accept draw, "
         "decline draw")
BARE = ("roll", "stop", "recon", "bust", "end", "artillery", "skip")
CODES = sorted(cards.TYPES) + [cards.ADVANCE["code"]]


def _delta(word):
    deltas = {"+1": 1, "+": 1, "up": 1, "-1": -1, "-": -1, "down": -1}
    if word not in deltas:
        raise RuleError(f"expected +1 or -1 for the Balloon, not {word!r}")
    return deltas[word]


def _code(word):
    if word not in CODES:
        raise RuleError(f"unknown card {word!r}; expected one of: {', '.join(CODES)}")
    return word


def _arity(action, words, low, high, form):
    if not low <= len(words) <= high:
        raise RuleError(f"{action!r} takes the form {form!r}")


def parse(text):
    """The command for TEXT; raises RuleError saying what was expected."""
    if (left := concede.parse(text)) is not None:
        return left
    words = str(text).strip().lower().split()
    if not words:
        raise RuleError(f"empty command; expected one of: {USAGE}")
    action, args = words[0], words[1:]
    if action in BARE:
        _arity(action, args, 0, 0, action)
        return {"action": action}
    if action in ("take", "gas"):
        _arity(action, args, 1, 1, f"{action} N")
        return {"action": action, "space": number(args[0], "the card space N")}
    if action == "balloon":
        _arity(action, args, 2, 2, "balloon D +1|-1")
        return {"action": "balloon", "die": number(args[0], "the die D"),
                "delta": _delta(args[1])}
    if action == "discard":
        _arity(action, args, 1, 1, "discard CARD")
        return {"action": "discard", "card": _code(args[0])}
    if action == "move":
        _arity(action, args, 2, 3, "move CARD N [mines]")
        if len(args) == 3 and args[2] != "mines":
            raise RuleError(f"expected 'mines' or nothing after the spaces, not {args[2]!r}")
        return {"action": "move", "card": _code(args[0]),
                "spaces": number(args[1], "the spaces N"), "mines": len(args) == 3}
    raise RuleError(f"unknown command {action!r}; expected one of: {USAGE}")


def format(command):  # noqa: A001 - the protocol's name
    """The notation of COMMAND (the inverse of parse)."""
    if concede.concedes(command):
        return concede.format(command)
    a = command["action"]
    if a in BARE:
        return a
    if a in ("take", "gas"):
        return f"{a} {command['space']}"
    if a == "balloon":
        return f"balloon {command['die']} {command['delta']:+d}"
    if a == "discard":
        return f"discard {command['card']}"
    if a == "move":
        return f"move {command['card']} {command['spaces']}" + (
            " mines" if command["mines"] else "")
    raise ValueError(f"not a flanders command: {command!r}")


def format_safe(command):
    """format() for messages about commands that may be malformed."""
    return common.format_safe(format, command)


# -- describe --------------------------------------------------------------------------
def _names(cids):
    return ", ".join(cards.name(c) for c in cids) or "nothing"


def _dice(dice):
    return " ".join(str(d) for d in dice)


def _troops(n):
    return f"{n} troop" + ("" if n == 1 else "s")


def _took(e):
    if e["card"] is None:
        text = f"{e['role']} places the spare figure on {e['space']} ({cards.ADVANCE['name']})"
    else:
        text = f"{e['role']} takes {cards.name(e['card'])} from space {e['space']}"
    if e["lost"]:
        text += f"; Flying Circus discards {_names(e['lost'])}"
    return text


def _moved(e):
    if not e["spaces"]:
        return f"{e['role']} spends {cards.name(e['card'])} on the Barbed Wire"
    text = (f"{e['role']} moves {e['spaces']} with {cards.name(e['card'])} "
            f"({e['from']}\u2192{e['to']})")
    if e["wire"]:
        text += f", Barbed Wire costs {e['wire']}"
    if e["paid"]:
        text += f", pays {_troops(e['paid'])} for the extra space"
    if e["mines"]:
        text += f", uses {len(e['mines'])} Mines"
    if e["halted"]:
        text += "; stops on the Defence Line"
    if e["to"] >= cards.OBJECTIVE:
        text += "; reaches the Objective Line"
    return text


def _german(e):
    text = f"{cards.name(e['card'])}: {e['role']} loses {_troops(e['lost'])}"
    return text + (f" and falls back {e['back']}" if e["back"] else "")


DESCRIBE = {
    "started": lambda e: (f"In Flanders Field starts: {', '.join(e['roles'])}, "
                          f"{_troops(e['troops'])} each"),
    "dealt": lambda e: f"{cards.name(e['card'])} is dealt to space {e['space']}",
    "shuffled": lambda e: f"the discard pile ({e['count']} cards) is shuffled into a new deck",
    "row_cleared": lambda e: (f"row {'-'.join(map(str, e['row']))} holds only German cards: "
                              f"{_names(e['cards'])} discarded"),
    "turn_began": lambda e: f"turn {e['number']}: {e['role']}",
    "gassed": lambda e: (f"{e['role']} plays Gas on space {e['space']}: "
                         f"{cards.name(e['removed'])} removed"
                         + (f", {cards.name(e['replacement'])} dealt"
                            if e["replacement"] is not None else "")),
    "rolled": lambda e: f"{e['role']} rolls {_dice(e['dice'])}",
    "rerolled": lambda e: (f"{e['role']} plays Aerial Reconnaissance and rerolls "
                           f"{_dice(e['dice'])}"),
    "ballooned": lambda e: (f"{e['role']} plays Observation Balloon on die {e['die']} "
                            f"({e['delta']:+d}): dice {_dice(e['dice'])}"),
    "took": _took,
    "busted": lambda e: (f"{e['role']} cannot take a card: loses {_troops(e['lost'])} "
                         f"({e['grey']} grey, {e['german']} German) and discards "
                         f"{_names(e['discarded'])}"),
    "stopped": lambda e: f"{e['role']} stops rolling",
    "german_gas": lambda e: (f"German Gas: {e['role']} discards "
                             + (cards.name(e["victim"]) if e["victim"] is not None
                                else "nothing (no Infantry or Artillery)")),
    "artillery": lambda e: (f"{e['role']} fires Artillery and cancels "
                            f"{_names(e['cancelled'])}"),
    "held_fire": lambda e: f"{e['role']} keeps the Artillery",
    "reserves": lambda e: (f"Reserves: {e['role']} takes a troop from the pool"
                           if e["gained"] else
                           f"Reserves: the pool is empty, {e['role']} gains nothing"),
    "german": _german,
    "moved": _moved,
    "eliminated": lambda e: f"{e['role']} has lost all troops and is out",
    "forfeited": lambda e: (f"{e['role']} forfeits: {_troops(e['lost'])} return to the "
                            "pool and the player is out"),
    "resigned": lambda e: (f"{e['role']} resigns: {_troops(e['lost'])} return to the "
                           "pool and the player is out"),
    **concede.DESCRIBE,
    "turn_ended": lambda e: (f"{e['role']} ends the turn"
                             + (f", keeping {_names(e['kept'])}" if e["kept"] else "")),
    "game_over": lambda e: (f"game over: {' and '.join(e['winners'])} "
                            f"win{'s' if len(e['winners']) == 1 else ''} ({e['reason']})"),
}


def describe(event):
    """One short line for logs and mail."""
    fn = DESCRIBE.get(event.get("type"))
    return fn(event) if fn else str(event.get("type"))
