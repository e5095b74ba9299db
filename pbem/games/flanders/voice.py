"""In Flanders Field's words in the reader's language (issue 28; README "In Polish"):
the game's Voice and the names every text of the game says alike (the sides, the
cards, troops counted), and a recorded outcome's reason said again.

Only what a reader reads comes through here, in the language in force
(pbem.language.speaking). What the rules decide stays English: events, states,
commands and the reason game_over records (turn.py and leaving.py write it in
English, marked N_ where it is a constant), so say_reason() translates it where it
is shown, never where it is decided.

Where the English says one form for every count ("pool 1 troops", "moves 2 with ...",
as it always has), ngettext is given that form twice, so that the English stays as it
was and the Polish says its three (1 oddział, 2 oddziały, 5 oddziałów).
"""
import functools
import re

from pbem.language.speaking import Voice

from . import cards

_ = Voice("flanders")
ngettext = _.n


def role_name(role):
    """The side ROLE (a role id: "Red" ... "Yellow") in the language in force."""
    return _.term(role)


def roles_named(roles):
    """ROLES named and joined: "Red and Blue" ("Czerwony i Niebieski")."""
    return functools.reduce(lambda a, b: _("{first} and {second}", first=a, second=b),
                            [role_name(r) for r in roles]) if roles else ""


def card_name(cid):
    """The name of card id CID (None: the fixed Advance card)."""
    return _.term(cards.name(cid))


def card_names(cids):
    """The names of CIDS, or "nothing"."""
    return ", ".join(card_name(c) for c in cids) or _("nothing")


def troops(n):
    """N troops counted: "1 troop", "5 troops" ("1 oddział", "2 oddziały", "5 oddziałów")."""
    return ngettext("{num} troop", "{num} troops", n)


#: the reasons game_over records with a side's names in them (leaving.py), as they are
#: recorded, and how each is said
_REASONS = (
    (re.compile(r"(\w+) resigned"),
     lambda m: _("{role} resigned", role=role_name(m[1]))),
    (re.compile(r"a draw agreed by (.+): the victory is shared"),
     lambda m: _("a draw agreed by {roles}: the victory is shared",
                 roles=roles_named(m[1].split(" and ")))),
)


def say_reason(reason):
    """The English REASON a game_over event recorded, in the language in force (the
    protocol's optional say_reason): constants through the catalog, the reasons with
    names in them read back; a text it does not know, as it is."""
    for pattern, say in _REASONS:
        match = pattern.fullmatch(reason)
        if match:
            return say(match)
    return _.term(reason)
