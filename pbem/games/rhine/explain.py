"""Each command in plain words (the optional protocol functions explain and
explain_summary, docs/game-protocol.md), from the seat's own view.

The hidden things of the Rhine are the decks' order and the cards another player kept
or peeked at; the words name only areas, corps, supplies and markers everybody sees,
and the seat's own view of the rest. The templates are data/words.toml, said in the
reader's language (the catalog of the domain "rhine"), as are the pieces filled in.
"""
from pbem.games import words

from .board import RHINE
from .notation import format, format_answers
from .state import controller
from .wording import _, kind, ngettext, pieces, trucks

WORDS = words.of_package(__file__)


def _corps(cid):
    return _.term(RHINE.corps[cid].name)


def _supply(view, command):
    extra = WORDS.say("supply-extra", pieces=_(" and ").join(map(kind, command["extra"]))) \
        if command["extra"] else ""
    area = command["area"]
    if command["set"] != "basic":
        return WORDS.say("supply-three", area=area, kind=kind(command["set"]), extra=extra)
    army = RHINE.areas[area].army_base or (area == "Antwerpen" and view["antwerpen_base"])
    return WORDS.say("supply-basic", area=area, extra=extra,
                     base=WORDS.say("army-base" if army else "limited-base"))


def _trucks(view, command):
    if not command["n"]:
        return WORDS.say("trucks-none")
    return WORDS.say("trucks", n=trucks(command["n"]))


def _move(view, command):
    cid = command["corps"]
    if command["path"]:
        answers = format_answers(command.get("answers", {}))
        said = WORDS.say("move-path", corps=_corps(cid), path=", ".join(command["path"]),
                         answers=WORDS.say("answers", answers=answers) if answers else "")
    else:
        corps = view["corps"][cid]
        said = WORDS.say("move", corps=_corps(cid), area=corps["area"],
                         carries=pieces(corps) or _("nothing"))
    return WORDS.say("commander-move", words=said) if command["commander"] else said


def _go(view, command):
    area, you = command["area"], view["players"][view["you"]]["colour"]
    data = RHINE.areas[area]
    own = controller(view, area) == you
    notes = WORDS.say("go-own" if own else "go-axis" if area in view["axis"] or data.flag
                      else "go-pursuit")
    if not own:
        notes += "".join(WORDS.say(key) for key, holds in (
            ("fortified", data.fortified), ("objective", data.objective),
            ("victory", data.victory)) if holds)
    move = view["turn"]["move"]
    return WORDS.say("go", corps=_corps(move["corps"]), area=area, what=notes,
                     n=move["entered"] + 1)


def _moving(view):
    return _corps(view["turn"]["move"]["corps"])


def _stop(view, command):
    move = view["turn"]["move"]
    return WORDS.say("stop", corps=_corps(move["corps"]),
                     area=view["corps"][move["corps"]]["area"])


def _exchange(view, command):
    cid = command["corps"]
    return WORDS.say(command["action"], n=command["n"], kind=kind(command["kind"]),
                     corps=_corps(cid), area=view["corps"][cid]["area"])


def _deck(deck):
    return WORDS.say(f"deck-{deck}")


def _air(view, command):
    return WORDS.say("commander-air" if command["commander"] else "air",
                     deck=_deck(command["deck"]))


def _airborne(view, command):
    n = len(command["areas"])
    return WORDS.say("airborne", areas=", ".join(command["areas"]),
                     medals=ngettext("{num} medal", "{num} medals", n))


def _axis(view, command):
    if command["area"] is None:
        return WORDS.say("axis-box")
    return WORDS.say("axis", area=command["area"])


def _advance(view, command):
    return WORDS.say("advance", way=", ".join(_("marker {number} to {area}", number=n,
                                                area=area) for n, area in command["way"]))


HANDLERS = {
    "supply": _supply, "trucks": _trucks, "transport": WORDS.plain("transport"),
    "truck": lambda view, command: WORDS.say(
        "truck", start=command["from"], end=command["to"], load=pieces(command["load"])),
    "done": WORDS.plain("done"), "move": _move, "go": _go, "stop": _stop,
    "feed": lambda view, command: WORDS.say("feed", corps=_moving(view)),
    "decline": lambda view, command: WORDS.say(
        "decline-market" if view["turn"]["step"] == "black_market"
        else "decline-starving"),
    "swap": lambda view, command: WORDS.say(
        "swap", give=kind(command["give"]), take=kind(command["take"]),
        corps=_moving(view)),
    "load": _exchange, "unload": _exchange,
    "return": lambda view, command: WORDS.say("return", kind=kind(command["kind"]),
                                              area=command["area"]),
    "air": _air,
    "recon": lambda view, command: WORDS.say("recon", deck=_deck(command["deck"])),
    "resistance": WORDS.plain("resistance"), "airborne": _airborne,
    "end": WORDS.plain("end"), "axis": _axis,
    "counter": lambda view, command: WORDS.say("counter", area=command["area"]),
    "pass": WORDS.plain("pass"), "advance": _advance,
}

explain = words.explainer(HANDLERS, format)
explain_summary = words.summary_explainer(WORDS)
option_words = words.options_of(__file__)
