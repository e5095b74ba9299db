"""The text notation: parse(), format() and describe().

    place 4 12          put a block of value 4 face down in area 12 (its force is the
                        one of yours that holds the area)
    pass                place no more blocks this Logistics Phase
    attack 12 13 1BF 1UF [x2] [tokens support] [reroll 5]
                        from 12 (its block) attack 13 with these units, 1 cube (x2: 2);
                        with a plan: the tokens to play after the defender's answer and
                        Reserves when your two dice make 5 or less (refusals.py)
    remove 12           take your block in 12 off the board, its cubes back
    support 14 | no support     (defender) a block for the defence, or none
    tokens none | tokens logistics | tokens support | tokens logistics support
    reroll | keep       Reserves after the dice
    counterattack | accept
    move 1BF 15 | done  Strategic Movement
    deploy 20           the 6th SS Panzer Army's East counter
    resign | offer draw | accept draw | decline draw     (pbem.games.concede)

Areas may be typed by number (B1..B5 in Berlin) or by name, units by their id, in any
case; a command's units are put in counter order, so "1UF 1BF" is "1BF 1UF". A name is
the map's (data/map.toml): of two words too (`place 2 berlin mitte`), with its German or
Polish letters or without them (`Köpenick` or `Koepenick`, `Kraków` or `Krakow`).
"""
import unicodedata

from pbem.games import RuleError, concede
from pbem.games.common import number

from . import board

#: the letters the map's names write otherwise (Koepenick, Kuestrin, Koenigsberg)
_SPELT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "ł": "l"})


def _fold(text):
    """TEXT in lower case, spelt as the map's names are: umlauts as two letters, other
    accents dropped."""
    spelt = unicodedata.normalize("NFKD", text.lower().translate(_SPELT))
    return "".join(c for c in spelt if not unicodedata.combining(c))


_AREA_BY_WORD = {**{a.lower(): a for a in board.AREAS},
                 **{_fold(d["name"]): a for a, d in board.AREAS.items()},
                 **{_fold(d["name"]).replace(" ", "-"): a for a, d in board.AREAS.items()}}
#: the most words an area's name has (Berlin Mitte: two)
_LONGEST = max(len(d["name"].split()) for d in board.AREAS.values())
_UNIT_BY_WORD = {u.lower(): u for u in board.UNITS}
_TOKEN_WORDS = {"l": "logistics", "log": "logistics", "logistics": "logistics",
                "s": "support", "sup": "support", "support": "support"}
_WORDS = {"pass": "pass", "reroll": "reroll", "keep": "keep", "accept": "accept",
          "counterattack": "counterattack", "done": "done", "nosupport": "nosupport"}


def _lookup(table, word, what):
    try:
        return table[_fold(word)]
    except KeyError:
        raise RuleError(f"no {what} {word!r}: {_HOW[what]}") from None


_HOW = {"area": f"type its number (1-{len(board.AREAS) - 5}, B1-B5) or its name",
        "unit": f"units are named by their counter's id, e.g. {board.UNIT_ORDER[0]}"}


def _area(word):
    return _lookup(_AREA_BY_WORD, word, "area")


def _unit(word):
    return _lookup(_UNIT_BY_WORD, word, "unit")


def _words(text):
    """The words of TEXT, an area's name of several words (Berlin Mitte) as one."""
    words, out = text.replace(",", " ").split(), []
    while words:
        n = next((n for n in range(min(_LONGEST, len(words)), 1, -1)
                  if _fold(" ".join(words[:n])) in _AREA_BY_WORD), 1)
        out.append(" ".join(words[:n]))
        words = words[n:]
    return out


def _expect(words, n, usage):
    if len(words) != n:
        raise RuleError(f"expected: {usage}")


def parse(text):
    if (left := concede.parse(text)) is not None:
        return left
    words = _words(text)
    if not words:
        raise RuleError("empty command; e.g. attack 12 13 1BF, place 4 12, remove 12, pass")
    verb, rest = words[0].lower(), words[1:]
    if verb == "no" and [w.lower() for w in rest] == ["support"]:
        return {"action": "nosupport"}
    if verb in _WORDS:
        _expect(rest, 0, verb)
        return {"action": _WORDS[verb]}
    if verb == "place":
        _expect(rest, 2, "place VALUE AREA, e.g. place 4 12")
        return {"action": "place", "value": number(rest[0], "the block's value"),
                "area": _area(rest[1])}
    if verb in ("remove", "deploy"):
        _expect(rest, 1, f"{verb} AREA")
        return {"action": verb, "area": _area(rest[0])}
    if verb == "support":
        _expect(rest, 1, "support AREA, or no support")
        if rest[0].lower() == "none":
            return {"action": "nosupport"}
        return {"action": "support", "area": _area(rest[0])}
    if verb == "attack":
        return _parse_attack(rest)
    if verb == "tokens":
        return _parse_tokens(rest)
    if verb == "move":
        _expect(rest, 2, "move UNIT AREA, e.g. move 1BF 15")
        return {"action": "move", "unit": _unit(rest[0]), "to": _area(rest[1])}
    raise RuleError(f"unknown command {words[0]!r}; commands: attack, place, remove, pass, "
                    "support, no support, tokens, reroll, keep, counterattack, accept, "
                    "move, done, deploy, resign, offer draw, accept draw, decline draw")


def _parse_attack(rest):
    usage = ("attack FROM TO UNIT... [x2] [tokens none|logistics|support...] [reroll N], "
             "e.g. attack 12 13 1BF 1UF x2 tokens support reroll 5")
    words = [w.lower() for w in rest]
    plan = {}
    if "reroll" in words:
        i = words.index("reroll")
        if len(rest) != i + 2:
            raise RuleError(f"expected: {usage}")
        plan["reroll"] = number(rest[i + 1], "the reroll total")
        rest, words = rest[:i], words[:i]
    if "tokens" in words:
        i = words.index("tokens")
        plan = {"tokens": _parse_tokens(rest[i + 1:])["play"], **plan}
        rest = rest[:i]
    cubes = 1
    if rest and rest[-1].lower() in ("x1", "x2"):
        cubes = int(rest[-1][1])
        rest = rest[:-1]
    if len(rest) < 3:
        raise RuleError(f"expected: {usage}")
    units = {_unit(w) for w in rest[2:]}
    return {"action": "attack", "from": _area(rest[0]), "to": _area(rest[1]),
            "units": [u for u in board.UNIT_ORDER if u in units], "cubes": cubes, **plan}


def _parse_tokens(rest):
    if [w.lower() for w in rest] == ["none"]:
        return {"action": "tokens", "play": []}
    try:
        kinds = {_TOKEN_WORDS[w.lower()] for w in rest}
    except KeyError:
        raise RuleError("expected: tokens none | tokens logistics | tokens support | "
                        "tokens logistics support") from None
    if not kinds:
        raise RuleError("expected: tokens none, or the tokens to play")
    return {"action": "tokens", "play": [k for k in ("logistics", "support") if k in kinds]}


def format(command):  # noqa: A001 - protocol name
    if concede.concedes(command):
        return concede.format(command)
    a = command["action"]
    if a == "place":
        return f"place {command['value']} {command['area']}"
    if a in ("remove", "deploy", "support"):
        return f"{a} {command['area']}"
    if a == "nosupport":
        return "no support"
    if a == "attack":
        x = " x2" if command["cubes"] == 2 else ""
        plan = ""
        if "tokens" in command:
            plan += " tokens " + (" ".join(command["tokens"]) or "none")
        if "reroll" in command:
            plan += f" reroll {command['reroll']}"
        return f"attack {command['from']} {command['to']} {' '.join(command['units'])}{x}{plan}"
    if a == "tokens":
        return "tokens " + (" ".join(command["play"]) or "none")
    if a == "move":
        return f"move {command['unit']} {command['to']}"
    return a


def _unit_name(u):
    return f"{u} ({board.UNITS[u]['name']})"


def _value(e):
    return f"a {e['value']}-block" if e.get("value") is not None else "a block"


def _holders(blocks):
    named = [f"{role}'s block in {board.name(area)}" for role, area in blocks]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " or " + named[-1]


def describe(event):
    """One line of the log, from an event as its reader may see it (a hidden block's value
    is already gone from it)."""
    if (said := concede.describe(event)) is not None:
        return said
    t = event["type"]
    e = event
    area = board.name(e["area"]) if e.get("area") else ""
    lines = {
        "started": lambda: "Race to Berlin: January 1945",
        "stage": lambda: f"Stage {e['stage']} begins: Logistics Phase, {e['first']} first",
        "placed": lambda: f"{e['role']} places {_value(e)} for the "
                          f"{board.FORCE_NAMES[e['force']]} force in {area}",
        "passed": lambda: f"{e['role']} places no more blocks",
        "turn": lambda: f"{e['role']} to {e['step']}",
        "phase": lambda: f"{e['phase'].capitalize()} Phase",
        "attack": lambda: f"{e['role']} attacks {board.name(e['to'])} from "
                          f"{board.name(e['from'])} with {', '.join(e['units'])}, "
                          f"{e['cubes']} cube{'s' if e['cubes'] > 1 else ''}",
        "supported": lambda: f"{e['role']} supports the defence from {area}",
        "declined": lambda: f"{e['role']} declines {e['what']}",
        "revealed": lambda: "Revealed: " + ", ".join(
            f"{b['role']} {b['value']} in {b['area']}" for b in e["blocks"]),
        "tokens": lambda: f"{e['role']} plays {' and '.join(e['play']) or 'no token'}",
        "rolled": lambda: f"Dice: attack {e['attack']}, defence {e['defence']}",
        "rerolled": lambda: f"{e['role']} plays Reserves and rerolls: {e['roll']}",
        "result": lambda: f"{'Attack' if e['winner'] == 'attack' else 'Defence'} wins, "
                          f"{e['attack']} to {e['defence']}",
        "counterattack": lambda: f"{e['role']} counterattacks (a cube on {e['area']})",
        "level": lambda: (f"{_unit_name(e['unit'])} loses a level, now {e['strength']}"
                          if e["strength"] else f"{_unit_name(e['unit'])} is eliminated"),
        "retreated": lambda: (f"{e['unit']} retreats to {board.name(e['to'])}" if e["to"]
                              else f"{e['unit']} cannot retreat and is eliminated"),
        "advanced": lambda: f"{', '.join(e['units'])} advance into {board.name(e['to'])}",
        "control": lambda: f"{area} is now {dict(S='Soviet', W='Western', G='German')[e['side']]}",
        "fort_removed": lambda: f"The fortification in {area} is removed",
        "eliminated": lambda: f"{_unit_name(e['unit'])} is eliminated in {area} (cut off)",
        "withdrawn": lambda: "The 6th SS Panzer Army leaves the Western front",
        "deployed": lambda: f"The 6th SS Panzer Army enters the Eastern front in {area}",
        "removed": lambda: f"{e['role']}'s {_value(e)} in {area} "
                           f"{'is eliminated for good, exhausted' if e.get('eliminated') else 'goes back'} "
                           f"({e['why']}), {e['cubes']} cube{'s' if e['cubes'] != 1 else ''} back",
        "pocket_waits": lambda: f"The cut-off pocket {', '.join(e['areas'])} waits while "
                                f"{_holders(e['blocks'])} stays active (R 4.4)",
        "wait_over": lambda: f"The cut-off pocket {', '.join(e['areas'])} waits no more "
                             f"({'supplied again' if e['why'] == 'supplied' else 'annexed'})",
        "cubes_lost": lambda: f"{e['role']} loses {e['n']} action cubes for good ({e['why']})",
        "victory": lambda: f"{e['role']} {'takes' if e['gained'] else 'loses'} the victory "
                           f"token of {area}",
        "bars": lambda: f"{e['role']}'s front lacks {e['missing']} bars",
        "combat_over": lambda: "Combat over",
        "moved": lambda: f"{e['role']} moves {_unit_name(e['unit'])} to {board.name(e['to'])}",
        "over": lambda: f"Game over: {', '.join(e['winners']) or 'draw'} ({e['reason']})",
    }
    return lines[t]() if t in lines else t
