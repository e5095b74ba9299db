"""legal_summary(): the short forms of a long legal list, one line per kind of command,
with real examples from the position (docs/game-protocol.md), for the mails, posts and
pages where all of them would be too long (a Logistics Phase offers every value in every
area; an Action Phase every group of units on every target with one or two cubes).
Every example is a command the player may send as it is written; the attack's third
example carries a plan (README 6.2).
"""
from .flow import legal
from .notation import format as fmt
from .refusals import plan_problem
from .speech import N_, _, ngettext

#: a kind with this many commands or fewer is listed whole
LIST_ALL = 6
#: each kind's form (its words after the command's, said in the reader's language)
FORMS = {"place": N_("place VALUE AREA"),
         "attack": N_("attack FROM TO UNIT... [x2] [tokens logistics|support|none] [reroll N]"),
         "remove": N_("remove AREA"), "move": N_("move UNIT AREA"), "deploy": N_("deploy AREA"),
         "support": N_("support AREA")}


def legal_summary(state, role):
    groups = {}
    for c in legal(state, role):
        groups.setdefault(c["action"], []).append(c)
    out = []
    for action, commands in groups.items():
        texts = [fmt(c) for c in commands]
        if action == "attack":
            texts = texts[:2] + _planned(state, role, commands)
            out.append(ngettext("{form}  e.g. {examples} ({num} without plans)",
                                "{form}  e.g. {examples} ({num} without plans)", len(commands),
                                form=_.term(FORMS[action]), examples=", ".join(texts)))
        elif len(texts) <= LIST_ALL or action not in FORMS:
            out.append(" | ".join(texts))
        else:
            out.append(ngettext("{form}  e.g. {examples} ({num} in all)",
                                "{form}  e.g. {examples} ({num} in all)", len(texts),
                                form=_.term(FORMS[action]), examples=", ".join(texts[:2])))
    return out


def _planned(state, role, attacks):
    """An attack with the fullest plan the player may send now, if any."""
    for c in attacks:
        for plan in ({"tokens": ["support"], "reroll": 5}, {"tokens": ["support"]},
                     {"reroll": 5}):
            cmd = dict(c, **plan)
            if plan_problem(state, role, cmd) is None:
                return [fmt(cmd)]
    return []
