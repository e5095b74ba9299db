"""Race to Berlin's words in the reader's language (issue 28; README "In Polish"): the
catalog's Voice, and the names every text of the game puts in its sentences (sides,
forces, areas, units, tokens, phases), each said in the language in force.

Only what a reader reads goes through here: the events, the states and the commands
hold the rules' English ids ("Soviets", "logistics", "action"), and a game's end
records its reason in English (REASONS), which say_reason() gives back in the reader's
language wherever it is shown.
"""
import re

from pbem.language.speaking import N_, Voice

from . import board

_ = Voice("berlin")
ngettext = _.n

#: the sides as the Polish rulebook names them ("gracz kierujący Sowietami / Aliantami")
ROLE_NAMES = {"Soviets": N_("Soviets"), "West": N_("West")}
#: the special tokens (R "Żetony specjalne"), as the events name them
TOKEN_NAMES = {"logistics": N_("logistics"), "support": N_("support"),
               "reserves": N_("reserves"), "counterattack": N_("counterattack")}
#: the phases of a stage (README 3), as the state names them
PHASE_NAMES = {"logistics": N_("Logistics Phase"), "action": N_("Action Phase"),
               "strategic": N_("Strategic Phase"), "deploy": N_("Deploy Phase")}

#: the reasons a game ends for, recorded in English in its last event: each a template
#: the rules fill in (with .format) and say_reason() reads back
RESIGNED = N_("{role} resigned")
FORFEITED = N_("{role} forfeited")
DRAW_AGREED = N_("a draw agreed by {first} and {second}")
CANNOT_PAY = N_("{role} cannot pay {n} action cubes ({why})")
TOOK_BERLIN = N_("took Berlin (B1)")
MORE_POINTS = N_("more victory areas after stage III")
EQUAL_POINTS = N_("as many victory areas each after stage III: a draw")
REASONS = (RESIGNED, FORFEITED, DRAW_AGREED, CANNOT_PAY, TOOK_BERLIN, MORE_POINTS,
           EQUAL_POINTS)
#: the penalties' whys (R 5), recorded in English in cubes_lost events and reasons
BARS_LACKING = N_("front-line bars lacking")
BASE_TAKEN = N_("Germans on his supply base")


def role_name(role):
    """ROLE's name (a side of board.ROLES) in the language in force; anything else as it
    is."""
    return _.term(ROLE_NAMES[role]) if role in ROLE_NAMES else role


def force_name(force):
    """A force's words (board.FORCE_NAMES: "Soviet", "German (West front)")."""
    return _.term(board.FORCE_NAMES[force])


def area_name(area):
    """'12 Breslau': the number players type and the map's name in the language in
    force (board.name's English otherwise)."""
    return f"{area} {_.term(board.AREAS[area]['name'])}"


def unit_name(unit):
    """A counter's name in the language in force ('6th SS Panzer Army')."""
    return _.term(board.UNITS[unit]["name"])


def token_name(kind):
    """A special token's name, in lower case in English ('logistics')."""
    return _.term(TOKEN_NAMES[kind])


def cubes(n):
    """'1 cube', '2 cubes': action cubes counted."""
    return ngettext("{num} cube", "{num} cubes", n)


def phase_name(phase):
    return _.term(PHASE_NAMES[phase])


def and_list(items):
    """'a, b and c' in the language in force."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


def or_list(items):
    """'a, b or c' in the language in force."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return _("{items} or {last}", items=", ".join(items[:-1]), last=items[-1])


def _pattern(template):
    """A regular expression matching what TEMPLATE gives, each {field} a group."""
    parts = re.split(r"\{(\w+)\}", template)
    return re.compile("".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)"
                              for i, p in enumerate(parts)) + r"\Z")


_READ = [(_pattern(t), t) for t in REASONS]
#: how each field of a reason is said: a side by its name, a why as the catalog says it
_SAY_FIELD = {"role": role_name, "first": role_name, "second": role_name, "why": _.term}


def say_reason(reason):
    """A game's recorded English REASON (REASONS) in the language in force; a text it
    does not know as it is."""
    for pattern, template in _READ:
        if (found := pattern.match(reason or "")):
            fields = {k: _SAY_FIELD.get(k, str)(v) for k, v in found.groupdict().items()}
            return _.term(template).format(**fields)
    return reason
