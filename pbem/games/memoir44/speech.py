"""Memoir '44's words in the reader's language (issue 28; pbem.language.speaking): the
game's Voice and the names every text of the game shares (the sides and seats, the
unit types, the dice faces, the flanks, a card's name and text).

What the rules decide never passes through here: events, states, commands and the
outcome stay English, and describe(), the refusals, the summaries and the pictures say
them in the language in force when they are read. The Polish words are the rulebook's
where it has them (README, "In Polish").
"""
import re

from pbem.language.speaking import N_, Voice

_ = Voice("memoir44")
ngettext = _.n

#: every seat's name (teams.py): a side's own, or a side's and its part of the board
ROLES = (N_("Allies"), N_("Axis"), N_("Allies-flanks"), N_("Axis-flanks"),
         N_("Allies-left"), N_("Allies-right"), N_("Axis-left"), N_("Axis-right"))
#: the unit types as the notation and the events name them
UNITS = {"infantry": N_("infantry"), "armor": N_("armor"), "artillery": N_("artillery")}
#: the faces of the battle dice, as the events name them
FACES = {"infantry": N_("infantry"), "armor": N_("armor"), "grenade": N_("grenade"),
         "star": N_("star"), "flag": N_("flag")}
#: a one-section card's section, after its name ("Probe (left)")
SECTIONS = {"left": N_("left"), "center": N_("center"), "right": N_("right")}


def role_name(role):
    """ROLE (a side or a team's seat) named in the language in force; English: the
    role as it is."""
    return _.term(role)


def word(table, key):
    """KEY's word of TABLE (UNITS, FACES, SECTIONS) in the language in force; a key
    the table lacks as it is."""
    return _.term(table.get(key, key))


def faces(names):
    """The faces of a roll, in words, joined by commas."""
    return ", ".join(word(FACES, f) for f in names)


def card_name(card):
    """A card's name (data/cards.toml) in the language in force."""
    return _.term(card["name"])


def card_text(card):
    """What a card does (data/cards.toml), in the language in force."""
    return _.term(card.get("text") or "")


#: a resignation's reason (leaving.py), the one reason that names a seat
RESIGNED = re.compile(r"(?P<role>\S+) resigned")


def say_reason(reason):
    """A game's end REASON as the game.ended event recorded it (English: the rules'
    outcome()), in the language in force; a reason this game did not give as it is."""
    resigned = RESIGNED.fullmatch(reason or "")
    if resigned:
        return _("{role} resigned", role=role_name(resigned["role"]))
    return _.term(reason)


def chained(items, template):
    """ITEMS joined two by two by TEMPLATE (marked N_: "{first} and {second}")."""
    out = None
    for item in items:
        out = item if out is None else _.term(template).format(first=out, second=item)
    return out
