"""Each command in plain words (the optional protocol functions explain and
explain_summary, docs/game-protocol.md), from the seat's own view.

The only hidden things of Memoir '44 are the hands and the deck; the words name the
cards of the seat's own hand (what play and keep offer) and the units and ground
everybody sees. The templates are data/words.toml, the names around them speech.py's,
all said in the reader's language.
"""
from functools import cache

from pbem.games import words
from pbem.games.common import clone
from pbem.language.speaking import N_, language

from . import hexes, scenario, terrain, troops
from .cards import CARDS, key
from .notation import format
from .rules import is_plan_line
from .speech import UNITS, _, card_name, card_text, chained, ngettext, word

WORDS = words.of_package(__file__)
#: a one-section card's section, as the hand shows it
FLANKS = {"left": N_("Left Flank"), "center": N_("Center"), "right": N_("Right Flank")}
AND, OR = N_("{first} and {second}"), N_("{first} or {second}")
#: a unit and its figures, by its type
FIGURES = {
    "infantry": lambda kind, n: ngettext("{kind} of {num} figure", "{kind} of {num} figures",
                                         n, kind=kind),
    "armor": lambda kind, n: ngettext("{kind} of {num} tank", "{kind} of {num} tanks", n,
                                      kind=kind),
    "artillery": lambda kind, n: ngettext("{kind} of {num} gun", "{kind} of {num} guns", n,
                                          kind=kind)}
#: a card of each key, for the words of a card the seat holds or drew
BY_KEY = {}
for _id in sorted(CARDS):
    BY_KEY.setdefault(key(_id), CARDS[_id])


def _card(name):
    card = BY_KEY[name]
    said = card_name(card)
    if card.get("section") in FLANKS:
        said = _("{card} ({section})", card=said, section=_.term(FLANKS[card["section"]]))
    return {"card": said, "text": card_text(card)}


def _unit(view, at):
    """'infantry of 4 figures', 'Elite Armor of 3 tanks'."""
    u = view["units"][at]
    kind = _.term(troops.stat(u, "name")) if u.get("badge") else word(UNITS, u["type"])
    return FIGURES[u["type"]](kind, u["figures"])


def _enemy(view, at):
    return _("{side} {unit}", side=_.term(WORDS.tables["side"][view["units"][at]["side"]]),
             unit=_unit(view, at))


def _hexes(n):
    return ngettext("{num} hex", "{num} hexes", n)


def _ground(view, at):
    named = [_.term(r["name"]) for r in terrain.records(view, at) if r.get("name")]
    return WORDS.say("ground", ground=", ".join(named)) if named else ""


def _distance(a, b):
    return hexes.distance(hexes.parse(a), hexes.parse(b))


def _order(view, command):
    key = "order-medics" if view["turn"]["step"] == "medics" else "order"
    return chained((WORDS.say(key, unit=_unit(view, h), hex=h) for h in command["units"]),
                   AND)


def _move(view, command):
    path = command["path"]
    return WORDS.say("move", unit=_unit(view, path[0]), start=path[0], end=path[-1],
                     hexes=_hexes(len(path) - 1), ground=_ground(view, path[-1]))


def _battle(view, command):
    start, end = command["unit"], command["target"]
    far = _distance(start, end)
    return WORDS.say("battle", unit=_unit(view, start), start=start,
                     target=_enemy(view, end), end=end, hexes=_hexes(far),
                     close=WORDS.say("close") if far == 1 else "",
                     ground=_ground(view, end))


def _retreat(view, command):
    path = command["path"]
    return WORDS.say("retreat", unit=_unit(view, path[0]), start=path[0], end=path[-1],
                     hexes=_hexes(len(path) - 1))


def _target(view, command):
    key = {"air_power": "target-air", "barrage": "target-barrage"}.get(
        view["turn"]["step"], "target")
    return WORDS.say(key, targets=chained((_("the {unit} at {at}", unit=_enemy(view, h), at=h)
                                           for h in command["hexes"]), AND))


def _ambush(view, command):
    which = command.get("against", []) + command.get("at", [])
    if which:
        return WORDS.say("ambush-on-some", which=_("by {which}", which=chained(
            (word(UNITS, w) for w in which), OR)))
    return WORDS.say(f"ambush-{command['answer']}")


def _end(view, command):
    key = {"order": "end-order", "move": "end-move", "battle": "end-battle",
           "move_again": "end-move-again"}.get(view["turn"]["step"], "end")
    return WORDS.say(key)


def _plan(view, command):
    """The first step in words (it is what the position lets it do now), the others
    as written: each depends on what the steps before it did."""
    first, *rest = command["steps"]
    return WORDS.say("plan", first=explain(view, first) or format(first),
                     rest="; ".join(format(c) for c in rest))


HANDLERS = {
    "play": lambda view, command: WORDS.say("play", **_card(command["card"])),
    "order": _order, "move": _move, "battle": _battle,
    "remove-wire": lambda view, command: WORDS.say("remove-wire", hex=command["unit"]),
    "retreat": _retreat,
    "ignore-flag": lambda view, command: WORDS.say("ignore-flag",
                                                   hex=view["pending"]["at"]),
    "take-ground": WORDS.plain("take-ground"),
    "overrun": lambda view, command: WORDS.say(
        "overrun", target=_enemy(view, command["target"]), end=command["target"]),
    "decline": lambda view, command: WORDS.say(
        "decline-overrun" if view["turn"]["step"] == "overrun" else "decline"),
    "keep": lambda view, command: WORDS.say("keep", **_card(command["card"])),
    "target": _target, "ambush": _ambush, "end": _end, "plan": _plan,
}

explain = words.explainer(HANDLERS, format)
_summary = words.summary_explainer(WORDS)


def explain_summary(view, line):
    """The words of a legal_summary LINE; the plan's line, whose first words are not a
    command's, by its own."""
    return WORDS.summary("several") if is_plan_line(line) else _summary(view, line)


def option_words():
    """The lobby's words (data/options.toml), each scenario named and its side to move
    first and medals to win read from its own .m44 file; in the reader's language."""
    return _option_words(language())


@cache
def _option_words(_language):
    out = clone(words.options_of(__file__)())
    facts = out["scenario"]["facts"]
    for slug, choice in out["scenario"]["choices"].items():
        sc = scenario.load({"scenario": slug})
        choice["name"] = sc["name"]
        choice["text"] = facts.format(first=out["scenario"]["first"][sc["first"]],
                                      **sc["medals_to_win"]) + " " + choice["text"]
    return out
