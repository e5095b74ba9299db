"""The text notation: parse() and format() of commands, describe() of events.

Players type commands in mail and forum posts, so the notation is short words with
small numbers (`take 7`, `balloon 2 +1`, `move inf2+ 3 mines`), case and spacing do
not matter, and a bad line is answered with what was expected. parse(format(c)) == c
for every command legal() can produce. The notation is the same in every language; the
refusals and the events' lines are said in the reader's (voice.py).
"""
from pbem.games import RuleError, common, concede
from pbem.games.common import number

from . import cards
from .voice import (_, card_name, card_names, ngettext, role_name, roles_named, say_reason,
                    troops)

USAGE = ("roll, stop, take N, recon, balloon D +1|-1, gas N, discard CARD, artillery, "
         "skip, move CARD N [mines], end, bust, resign, offer draw, accept draw, "
         "decline draw")
BARE = ("roll", "stop", "recon", "bust", "end", "artillery", "skip")
CODES = sorted(cards.TYPES) + [cards.ADVANCE["code"]]
#: Polish words parse() also reads as a command's first word (README, "In Polish"), with
#: and without their accents: none is a command or a card code already, and format()
#: writes the English, so parse(format(c)) == c still holds
ALIASES = {"rzuć": "roll", "rzuc": "roll", "weź": "take", "wez": "take", "gaz": "gas",
           "balon": "balloon", "rozpoznanie": "recon", "odrzuć": "discard",
           "odrzuc": "discard", "artyleria": "artillery", "zachowaj": "skip",
           "ruch": "move", "koniec": "end", "pas": "bust"}
#: the last word of a move that spends Mines, English and Polish
MINES = ("mines", "miny")


def _delta(word):
    deltas = {"+1": 1, "+": 1, "up": 1, "-1": -1, "-": -1, "down": -1}
    if word not in deltas:
        raise RuleError(_("expected +1 or -1 for the Balloon, not {word!r}", word=word))
    return deltas[word]


def _code(word):
    if word not in CODES:
        raise RuleError(_("unknown card {word!r}; expected one of: {codes}", word=word,
                          codes=", ".join(CODES)))
    return word


def _arity(action, words, low, high, form):
    if not low <= len(words) <= high:
        raise RuleError(_("{action!r} takes the form {form!r}", action=action, form=form))


def parse(text):
    """The command for TEXT; raises RuleError saying what was expected."""
    if (left := concede.parse(text)) is not None:
        return left
    words = str(text).strip().lower().split()
    if not words:
        raise RuleError(_("empty command; expected one of: {usage}", usage=USAGE))
    action, args = ALIASES.get(words[0], words[0]), words[1:]
    if action in BARE:
        _arity(action, args, 0, 0, action)
        return {"action": action}
    if action in ("take", "gas"):
        _arity(action, args, 1, 1, f"{action} N")
        return {"action": action, "space": number(args[0], _("the card space N"))}
    if action == "balloon":
        _arity(action, args, 2, 2, "balloon D +1|-1")
        return {"action": "balloon", "die": number(args[0], _("the die D")),
                "delta": _delta(args[1])}
    if action == "discard":
        _arity(action, args, 1, 1, "discard CARD")
        return {"action": "discard", "card": _code(args[0])}
    if action == "move":
        _arity(action, args, 2, 3, "move CARD N [mines]")
        if len(args) == 3 and args[2] not in MINES:
            raise RuleError(_("expected 'mines' or nothing after the spaces, not {word!r}",
                              word=args[2]))
        return {"action": "move", "card": _code(args[0]),
                "spaces": number(args[1], _("the spaces N")), "mines": len(args) == 3}
    raise RuleError(_("unknown command {action!r}; expected one of: {usage}",
                      action=action, usage=USAGE))


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
def _dice(dice):
    return " ".join(str(d) for d in dice)


def _took(e):
    role = role_name(e["role"])
    if e["card"] is None:
        text = _("{role} places the spare figure on {space} ({card})", role=role,
                 space=e["space"], card=card_name(None))
    else:
        text = _("{role} takes {card} from space {space}", role=role,
                 card=card_name(e["card"]), space=e["space"])
    if e["lost"]:
        text += _("; Flying Circus discards {cards}", cards=card_names(e["lost"]))
    return text


def _moved(e):
    role, card = role_name(e["role"]), card_name(e["card"])
    if not e["spaces"]:
        return _("{role} spends {card} on the Barbed Wire", role=role, card=card)
    text = ngettext("{role} moves {num} with {card} ({start}\u2192{end})",
                    "{role} moves {num} with {card} ({start}\u2192{end})", e["spaces"],
                    role=role, card=card, start=e["from"], end=e["to"])
    if e["wire"]:
        text += ngettext(", Barbed Wire costs {num}", ", Barbed Wire costs {num}", e["wire"])
    if e["paid"]:
        text += _(", pays {troops} for the extra space", troops=troops(e["paid"]))
    if e["mines"]:
        text += ngettext(", uses {num} Mines", ", uses {num} Mines", len(e["mines"]))
    if e["halted"]:
        text += _("; stops on the Defence Line")
    if e["to"] >= cards.OBJECTIVE:
        text += _("; reaches the Objective Line")
    return text


def _german(e):
    text = _("{card}: {role} loses {troops}", card=card_name(e["card"]),
             role=role_name(e["role"]), troops=troops(e["lost"]))
    return text + (ngettext(" and falls back {num}", " and falls back {num}", e["back"])
                   if e["back"] else "")


def _german_gas(e):
    if e["victim"] is None:
        return _("German Gas: {role} discards nothing (no Infantry or Artillery)",
                 role=role_name(e["role"]))
    return _("German Gas: {role} discards {card}", role=role_name(e["role"]),
             card=card_name(e["victim"]))


def _reserves(e):
    if e["gained"]:
        return _("Reserves: {role} takes a troop from the pool", role=role_name(e["role"]))
    return _("Reserves: the pool is empty, {role} gains nothing", role=role_name(e["role"]))


def _left(e):
    """forfeited and resigned: the player leaves, his troops go back to the pool."""
    if e["type"] == "forfeited":
        return ngettext("{role} forfeits: {num} troop return to the pool and the player "
                        "is out",
                        "{role} forfeits: {num} troops return to the pool and the player "
                        "is out", e["lost"], role=role_name(e["role"]))
    return ngettext("{role} resigns: {num} troop return to the pool and the player is out",
                    "{role} resigns: {num} troops return to the pool and the player is out",
                    e["lost"], role=role_name(e["role"]))


def _turn_ended(e):
    text = _("{role} ends the turn", role=role_name(e["role"]))
    return text + (_(", keeping {cards}", cards=card_names(e["kept"])) if e["kept"] else "")


def game_over(outcome):
    """'game over: Red wins (reached the Objective Line)', of a game_over event or an
    outcome ({"winners", "reason"}; render.py's headline says it too)."""
    return ngettext("game over: {winners} wins ({reason})",
                    "game over: {winners} win ({reason})", len(outcome["winners"]),
                    winners=roles_named(outcome["winners"]),
                    reason=say_reason(outcome["reason"]))


DESCRIBE = {
    "started": lambda e: _("In Flanders Field starts: {roles}, {troops} each",
                           roles=", ".join(role_name(r) for r in e["roles"]),
                           troops=troops(e["troops"])),
    "dealt": lambda e: _("{card} is dealt to space {space}", card=card_name(e["card"]),
                         space=e["space"]),
    "shuffled": lambda e: _("the discard pile ({count} cards) is shuffled into a new deck",
                            count=e["count"]),
    "row_cleared": lambda e: _("row {row} holds only German cards: {cards} discarded",
                               row="-".join(map(str, e["row"])),
                               cards=card_names(e["cards"])),
    "turn_began": lambda e: _("turn {number}: {role}", number=e["number"],
                              role=role_name(e["role"])),
    "gassed": lambda e: (_("{role} plays Gas on space {space}: {card} removed",
                           role=role_name(e["role"]), space=e["space"],
                           card=card_name(e["removed"]))
                         + (_(", {card} dealt", card=card_name(e["replacement"]))
                            if e["replacement"] is not None else "")),
    "rolled": lambda e: _("{role} rolls {dice}", role=role_name(e["role"]),
                          dice=_dice(e["dice"])),
    "rerolled": lambda e: _("{role} plays Aerial Reconnaissance and rerolls {dice}",
                            role=role_name(e["role"]), dice=_dice(e["dice"])),
    "ballooned": lambda e: _("{role} plays Observation Balloon on die {die} ({delta:+d}): "
                             "dice {dice}", role=role_name(e["role"]), die=e["die"],
                             delta=e["delta"], dice=_dice(e["dice"])),
    "took": _took,
    "busted": lambda e: _("{role} cannot take a card: loses {troops} ({grey} grey, "
                          "{german} German) and discards {cards}",
                          role=role_name(e["role"]), troops=troops(e["lost"]),
                          grey=e["grey"], german=e["german"],
                          cards=card_names(e["discarded"])),
    "stopped": lambda e: _("{role} stops rolling", role=role_name(e["role"])),
    "german_gas": _german_gas,
    "artillery": lambda e: _("{role} fires Artillery and cancels {cards}",
                             role=role_name(e["role"]), cards=card_names(e["cancelled"])),
    "held_fire": lambda e: _("{role} keeps the Artillery", role=role_name(e["role"])),
    "reserves": _reserves,
    "german": _german,
    "moved": _moved,
    "eliminated": lambda e: _("{role} has lost all troops and is out",
                              role=role_name(e["role"])),
    "forfeited": _left,
    "resigned": _left,
    **concede.describers(role_name),
    "turn_ended": _turn_ended,
    "game_over": game_over,
}


def describe(event):
    """One short line for logs and mail, in the reader's language."""
    fn = DESCRIBE.get(event.get("type"))
    return fn(event) if fn else str(event.get("type"))
