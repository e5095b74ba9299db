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
Polish letters or without them (`Köpenick` or `Koepenick`, `Kraków` or `Krakow`), or its
name in Polish as the pictures show it to a Polish reader (`Wrocław` or `wroclaw` for
24 Breslau: README "In Polish").
"""
import unicodedata

from pbem.games import RuleError, concede
from pbem.games.common import number
from pbem.language import catalogs

from . import board
from .speech import (N_, _, and_list, area_name, cubes, force_name, ngettext, or_list,
                     phase_name, role_name, say_reason, token_name, unit_name)

#: the letters the map's names write otherwise (Koepenick, Kuestrin, Koenigsberg)
_SPELT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "ł": "l"})


def _fold(text):
    """TEXT in lower case, spelt as the map's names are: umlauts as two letters, other
    accents dropped."""
    spelt = unicodedata.normalize("NFKD", text.lower().translate(_SPELT))
    return "".join(c for c in spelt if not unicodedata.combining(c))


def _names():
    """(area, name) for every name an area has: the map's, and the same in each language
    pbem speaks (Wrocław for Breslau: the names the pictures show a Polish reader; no
    two areas share one, tests/test_i18n_berlin.py)."""
    for language in catalogs.LANGUAGES:
        said = catalogs.translations(language, "berlin")
        for a, d in board.AREAS.items():
            yield a, said.gettext(d["name"])


_AREA_BY_WORD = {**{a.lower(): a for a in board.AREAS},
                 **{_fold(name): a for a, name in _names()},
                 **{_fold(name).replace(" ", "-"): a for a, name in _names()}}
#: the most words an area's name has (Berlin Mitte: two)
_LONGEST = max(len(name.split()) for _a, name in _names())
_UNIT_BY_WORD = {u.lower(): u for u in board.UNITS}
_TOKEN_WORDS = {"l": "logistics", "log": "logistics", "logistics": "logistics",
                "s": "support", "sup": "support", "support": "support"}
_WORDS = {"pass": "pass", "reroll": "reroll", "keep": "keep", "accept": "accept",
          "counterattack": "counterattack", "done": "done", "nosupport": "nosupport"}


def _lookup(table, word, what):
    try:
        return table[_fold(word)]
    except KeyError:
        raise RuleError(_HOW[what](word)) from None


_HOW = {"area": lambda word: _("no area {word!r}: type its number (1-{last}, B1-B5) or its "
                               "name", word=word, last=len(board.AREAS) - 5),
        "unit": lambda word: _("no unit {word!r}: units are named by their counter's id, "
                               "e.g. {unit}", word=word, unit=board.UNIT_ORDER[0])}


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
        raise RuleError(_("expected: {usage}", usage=usage))


def parse(text):
    if (left := concede.parse(text)) is not None:
        return left
    words = _words(text)
    if not words:
        raise RuleError(_("empty command; e.g. attack 12 13 1BF, place 4 12, remove 12, pass"))
    verb, rest = words[0].lower(), words[1:]
    if verb == "no" and [w.lower() for w in rest] == ["support"]:
        return {"action": "nosupport"}
    if verb in _WORDS:
        _expect(rest, 0, verb)
        return {"action": _WORDS[verb]}
    if verb == "place":
        _expect(rest, 2, _("place VALUE AREA, e.g. place 4 12"))
        return {"action": "place", "value": number(rest[0], _("the block's value")),
                "area": _area(rest[1])}
    if verb in ("remove", "deploy"):
        _expect(rest, 1, _("{verb} AREA", verb=verb))
        return {"action": verb, "area": _area(rest[0])}
    if verb == "support":
        _expect(rest, 1, _("support AREA, or no support"))
        if rest[0].lower() == "none":
            return {"action": "nosupport"}
        return {"action": "support", "area": _area(rest[0])}
    if verb == "attack":
        return _parse_attack(rest)
    if verb == "tokens":
        return _parse_tokens(rest)
    if verb == "move":
        _expect(rest, 2, _("move UNIT AREA, e.g. move 1BF 15"))
        return {"action": "move", "unit": _unit(rest[0]), "to": _area(rest[1])}
    raise RuleError(_("unknown command {word!r}; commands: attack, place, remove, pass, "
                      "support, no support, tokens, reroll, keep, counterattack, accept, "
                      "move, done, deploy, resign, offer draw, accept draw, decline draw",
                      word=words[0]))


def _parse_attack(rest):
    usage = _("expected: {usage}", usage=_(
        "attack FROM TO UNIT... [x2] [tokens none|logistics|support...] [reroll N], "
        "e.g. attack 12 13 1BF 1UF x2 tokens support reroll 5"))
    words = [w.lower() for w in rest]
    plan = {}
    if "reroll" in words:
        i = words.index("reroll")
        if len(rest) != i + 2:
            raise RuleError(usage)
        plan["reroll"] = number(rest[i + 1], _("the reroll total"))
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
        raise RuleError(usage)
    units = {_unit(w) for w in rest[2:]}
    return {"action": "attack", "from": _area(rest[0]), "to": _area(rest[1]),
            "units": [u for u in board.UNIT_ORDER if u in units], "cubes": cubes, **plan}


def _parse_tokens(rest):
    if [w.lower() for w in rest] == ["none"]:
        return {"action": "tokens", "play": []}
    try:
        kinds = {_TOKEN_WORDS[w.lower()] for w in rest}
    except KeyError:
        raise RuleError(_("expected: tokens none | tokens logistics | tokens support | "
                          "tokens logistics support")) from None
    if not kinds:
        raise RuleError(_("expected: tokens none, or the tokens to play"))
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
    return f"{u} ({unit_name(u)})"


def _block(e):
    """A block as an event shows it: its value only where its reader may see it."""
    if e.get("value") is not None:
        return _("a {value}-block", value=e["value"])
    return _("a block")


def _holders(blocks):
    return or_list(_("{role}'s block in {area}", role=role_name(role), area=area_name(area))
                   for role, area in blocks)



#: a turn's words by its step (flow.STEPS)
_TURN = {"place": N_("{role} to place"), "act": N_("{role} to act"),
         "support": N_("{role} to support"), "tokens": N_("{role} to tokens"),
         "reroll": N_("{role} to reroll"), "counter": N_("{role} to counter"),
         "strategic": N_("{role} to strategic"), "deploy": N_("{role} to deploy")}
#: what a player declined (flow, expiry)
_DECLINED = {"support": N_("{role} declines support"),
             "reserves": N_("{role} declines reserves"),
             "counterattack": N_("{role} declines counterattack"),
             "action (deadline)": N_("{role} declines action (deadline)")}
#: an area changing hands, by its new side
_CONTROL = {"S": N_("{area} is now Soviet"), "W": N_("{area} is now Western"),
            "G": N_("{area} is now German")}


def _removed(e):
    template = (N_("{role}'s {block} in {area} is eliminated for good, exhausted ({why}), "
                   "{back}") if e.get("eliminated")
                else N_("{role}'s {block} in {area} goes back ({why}), {back}"))
    return _.term(template).format(
        role=role_name(e["role"]), block=_block(e), area=area_name(e["area"]),
        why=_.term(e["why"]), back=ngettext("{num} cube back", "{num} cubes back", e["cubes"]))


def _revealed(b):
    return _("{role} {value} in {area}", role=role_name(b["role"]), value=b["value"],
             area=b["area"])


def _over(e):
    reason = say_reason(e["reason"])
    if e["winners"]:
        return _("Game over: {winners} ({reason})", reason=reason,
                 winners=", ".join(role_name(r) for r in e["winners"]))
    return _("Game over: draw ({reason})", reason=reason)


def describe(event):
    """One line of the log, from an event as its reader may see it (a hidden block's value
    is already gone from it), in the language in force."""
    if (said := concede.describe(event, role_name)) is not None:
        return said
    t = event["type"]
    e = event
    area = area_name(e["area"]) if e.get("area") else ""
    role = role_name(e.get("role"))
    lines = {
        "started": lambda: _("Race to Berlin: January 1945"),
        "stage": lambda: _("Stage {stage} begins: Logistics Phase, {first} first",
                           stage=e["stage"], first=role_name(e["first"])),
        "placed": lambda: _("{role} places {block} for the {force} force in {area}",
                            role=role, block=_block(e), force=force_name(e["force"]),
                            area=area),
        "passed": lambda: _("{role} places no more blocks", role=role),
        "turn": lambda: _.term(_TURN[e["step"]]).format(role=role),
        "phase": lambda: phase_name(e["phase"]),
        "attack": lambda: _("{role} attacks {to} from {start} with {units}, {cubes}",
                            role=role, to=area_name(e["to"]), start=area_name(e["from"]),
                            units=", ".join(e["units"]), cubes=cubes(e["cubes"])),
        "supported": lambda: _("{role} supports the defence from {area}", role=role,
                               area=area),
        "declined": lambda: _.term(_DECLINED[e["what"]]).format(role=role),
        "revealed": lambda: _("Revealed: {blocks}", blocks=", ".join(map(_revealed,
                                                                         e["blocks"]))),
        "tokens": lambda: (_("{role} plays {tokens}", role=role,
                             tokens=and_list(token_name(k) for k in e["play"]))
                           if e["play"] else _("{role} plays no token", role=role)),
        "rolled": lambda: _("Dice: attack {attack}, defence {defence}", attack=e["attack"],
                            defence=e["defence"]),
        "rerolled": lambda: _("{role} plays Reserves and rerolls: {roll}", role=role,
                              roll=e["roll"]),
        "result": lambda: (_("Attack wins, {attack} to {defence}", attack=e["attack"],
                             defence=e["defence"]) if e["winner"] == "attack" else
                           _("Defence wins, {attack} to {defence}", attack=e["attack"],
                             defence=e["defence"])),
        "counterattack": lambda: _("{role} counterattacks (a cube on {area})", role=role,
                                   area=e["area"]),
        "level": lambda: (_("{unit} loses a level, now {strength}",
                            unit=_unit_name(e["unit"]), strength=e["strength"])
                          if e["strength"] else
                          _("{unit} is eliminated", unit=_unit_name(e["unit"]))),
        "retreated": lambda: (_("{unit} retreats to {to}", unit=e["unit"],
                                to=area_name(e["to"])) if e["to"]
                              else _("{unit} cannot retreat and is eliminated",
                                     unit=e["unit"])),
        "advanced": lambda: _("{units} advance into {to}", units=", ".join(e["units"]),
                              to=area_name(e["to"])),
        "control": lambda: _.term(_CONTROL[e["side"]]).format(area=area),
        "fort_removed": lambda: _("The fortification in {area} is removed", area=area),
        "eliminated": lambda: _("{unit} is eliminated in {area} (cut off)",
                                unit=_unit_name(e["unit"]), area=area),
        "withdrawn": lambda: _("The 6th SS Panzer Army leaves the Western front"),
        "deployed": lambda: _("The 6th SS Panzer Army enters the Eastern front in {area}",
                              area=area),
        "removed": lambda: _removed(e),
        "pocket_waits": lambda: _("The cut-off pocket {areas} waits while {holders} stays "
                                  "active (R 4.4)", areas=", ".join(e["areas"]),
                                  holders=_holders(e["blocks"])),
        "wait_over": lambda: (
            _("The cut-off pocket {areas} waits no more (supplied again)",
              areas=", ".join(e["areas"])) if e["why"] == "supplied" else
            _("The cut-off pocket {areas} waits no more (annexed)",
              areas=", ".join(e["areas"]))),
        "cubes_lost": lambda: ngettext("{role} loses {num} action cubes for good ({why})",
                                       "{role} loses {num} action cubes for good ({why})",
                                       e["n"], role=role, why=_.term(e["why"])),
        "victory": lambda: (_("{role} takes the victory token of {area}", role=role,
                              area=area) if e["gained"] else
                            _("{role} loses the victory token of {area}", role=role,
                              area=area)),
        "bars": lambda: ngettext("{role}'s front lacks {num} bars",
                                 "{role}'s front lacks {num} bars", e["missing"], role=role),
        "combat_over": lambda: _("Combat over"),
        "moved": lambda: _("{role} moves {unit} to {to}", role=role,
                           unit=_unit_name(e["unit"]), to=area_name(e["to"])),
        "over": lambda: _over(e),
    }
    return lines[t]() if t in lines else t
