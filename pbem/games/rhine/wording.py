"""The Rhine's words in the reader's language (issue 28; README "In Polish"): the Voice
of the domain "rhine" that every module speaking to a reader uses, and the words they
share: the sides' names, supplies and trucks counted, the decks and the colours.

English is the source language: each template here says in English exactly what the
game said before it was translated. Only what a reader reads goes through here; the
events, states, commands and outcome() stay English (pbem.language.speaking).
"""
import re

from pbem.language.speaking import N_, Voice

from .board import SUPPLIES

_ = Voice("rhine")
ngettext = _.n

#: the sides as the Polish rulebook names them (PL r2, r13: Monty, Bradley, Patton)
ROLES = {"Monty": N_("Monty"), "Brad": N_("Brad"), "Patton": N_("Patton")}
#: the colours of the markers (the player's, the Axis')
COLOURS = {"R": N_("red"), "W": N_("white"), "B": N_("blue"), "K": N_("black")}
#: the decks by their pile keys, named as things that hold cards ("Brad's deck")
DECKS = {"R": N_("Monty's deck"), "W": N_("Brad's deck"), "B": N_("Patton's deck"),
         "P": N_("common deck"), "X": N_("Axis deck")}
#: a supply kind alone
KINDS = {"gas": N_("gas"), "ammo": N_("ammo"), "food": N_("food")}
#: the placeholders of the commands' forms ("move CORPS [PATH [ANSWERS]]")
PLACEHOLDERS = {"AREA": N_("AREA"), "KIND": N_("KIND"), "CORPS": N_("CORPS"),
                "PATH": N_("PATH"), "ANSWERS": N_("ANSWERS"), "GIVE": N_("GIVE"),
                "TAKE": N_("TAKE"), "FROM": N_("FROM"), "TO": N_("TO"), "LOAD": N_("LOAD")}


def form(text):
    """A command's form with its placeholders (AREA, KIND...) in the language in force;
    the command words, the notation, stay as they are."""
    return re.sub(r"\b[A-Z]{2,}\b", lambda m: _(PLACEHOLDERS[m.group()])
                  if m.group() in PLACEHOLDERS else m.group(), text)


def role_name(role):
    """The side ROLE (Monty, Brad, Patton) named in the language in force; any other
    text as it is."""
    return _(ROLES[role]) if role in ROLES else role


def colour(code):
    """A marker's colour (R, W, B, K) in words."""
    return _(COLOURS[code]) if code in COLOURS else code


def deck(code):
    """A pile's name: "Brad's deck", "Axis deck"; an unknown one "deck X"."""
    return _(DECKS[code]) if code in DECKS else _("deck {deck}", deck=code)


def kind(name):
    """A supply kind in words (gas, ammo, food)."""
    return _(KINDS[name]) if name in KINDS else name


def count(name, n):
    """N pieces of the supply kind NAME: "2 ammo"."""
    if name == "gas":
        return ngettext("{num} gas", "{num} gas", n)
    if name == "ammo":
        return ngettext("{num} ammo", "{num} ammo", n)
    return ngettext("{num} food", "{num} food", n)


def weather_name(weather):
    """The weather (sun, rain) in words."""
    return {"sun": _("sun"), "rain": _("rain")}.get(weather, weather)


def trucks(n):
    """"1 truck", "3 trucks"."""
    return ngettext("{num} truck", "{num} trucks", n)


def pieces(counts):
    """{"ammo": 2, "gas": 1} -> "1 gas, 2 ammo" (the book's order), "" for none."""
    return ", ".join(count(k, counts[k]) for k in SUPPLIES if counts.get(k))


def listed(names):
    """Names joined by ", " (as they are)."""
    return ", ".join(names)


#: the reasons outcome() records with a field (the others are marked N_ where made)
REASONS = (
    (re.compile(r"automatic victory in turn (\d+)$"),
     lambda m: _("automatic victory in turn {turn}", turn=m.group(1))),
    (re.compile(r"(\w+) resigned$"),
     lambda m: _("{role} resigned", role=role_name(m.group(1)))),
)


def say_reason(reason):
    """A game.ended REASON recorded in English, said in the language in force; a text
    this game does not know as it is."""
    for pattern, said in REASONS:
        match = pattern.match(str(reason))
        if match:
            return said(match)
    return _(reason) if reason else reason
