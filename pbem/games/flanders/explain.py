"""Each command in plain words (the optional protocol functions explain and
explain_summary, docs/game-protocol.md): what it does, from the seat's own view.

Everything a Flanders command names is face up (the board's cards, the dice, the hand,
the track), so the words name cards and spaces freely; the templates are
data/words.toml.
"""
from pbem.games import words

from . import cards
from .notation import format
from .voice import _, ngettext

WORDS = words.of_package(__file__)


def _does(code):
    """What the card CODE does ([card] of words.toml), in the reader's language."""
    return _.term(WORDS.tables["card"][code])


def _spaces(n):
    return ngettext("{num} space", "{num} spaces", n)


def _mine(view):
    return view["players"][view["you"]]


def _named(card):
    """'Infantry 2 (moves up to 2 spaces)': a card and what it does."""
    return f"{_.term(card['name'])} ({_does(card['code'])})"


def _roll(view, command):
    return WORDS.say("roll-again" if view["turn"]["taken"] else "roll")


def _take(view, command):
    card = view["board"][str(command["space"])]
    if card.get("fixed"):
        return WORDS.say("take-advance")
    return WORDS.say("take", space=command["space"], card=_.term(card["name"]),
                     does=_does(card["code"]))


def _balloon(view, command):
    was = view["turn"]["dice"][command["die"] - 1]
    return WORDS.say("balloon", die=command["die"], was=was, to=was + command["delta"])


def _gas(view, command):
    return WORDS.say("gas", space=command["space"],
                     card=_.term(view["board"][str(command["space"])]["name"]))


def _discard(view, command):
    return WORDS.say("discard", card=_.term(cards.TYPES[command["card"]]["name"]))


def _artillery(view, command):
    hit = sorted({c["name"] for c in _mine(view)["cards"]
                  if c["code"] in cards.SHELLABLE})
    return WORDS.say("artillery",
                     cards=", ".join(_.term(n) for n in hit) or _("German cards"))


def _move(view, command):
    card = cards.ADVANCE if command["card"] == cards.ADVANCE["code"] \
        else cards.TYPES[command["card"]]
    if command["spaces"] == 0:
        return WORDS.say("move-wire", card=_.term(card["name"]))
    start = _mine(view)["position"]
    end = start + command["spaces"]
    notes = []
    if end >= view["track"]["objective"]:
        notes.append(WORDS.say("objective"))
    elif end in view["track"]["defence_lines"] and card["kind"] != "tank":
        notes.append(WORDS.say("line"))
    if command["mines"]:
        notes.append(WORDS.say("mines"))
    if card["extra"] and command["spaces"] > card["value"] \
            and not view["turn"]["barbed_wire"]:
        notes.append(WORDS.say("extra"))
    return WORDS.say("move", spaces=_spaces(command["spaces"]), card=_named(card),
                     start=start, end=end, notes="".join(notes))


HANDLERS = {"roll": _roll, "take": _take, "recon": WORDS.plain("recon"), "balloon": _balloon,
            "bust": WORDS.plain("bust"), "stop": WORDS.plain("stop"), "gas": _gas,
            "discard": _discard, "artillery": _artillery, "skip": WORDS.plain("skip"),
            "move": _move, "end": WORDS.plain("end")}

explain = words.explainer(HANDLERS, format)
explain_summary = words.summary_explainer(WORDS)
option_words = words.options_of(__file__)
