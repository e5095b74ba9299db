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

#: a kind with this many commands or fewer is listed whole
LIST_ALL = 6
FORMS = {"place": "place VALUE AREA",
         "attack": "attack FROM TO UNIT... [x2] [tokens logistics|support|none] [reroll N]",
         "remove": "remove AREA", "move": "move UNIT AREA", "deploy": "deploy AREA",
         "support": "support AREA"}


def legal_summary(state, role):
    groups = {}
    for c in legal(state, role):
        groups.setdefault(c["action"], []).append(c)
    out = []
    for action, commands in groups.items():
        texts = [fmt(c) for c in commands]
        if action == "attack":
            texts = texts[:2] + _planned(state, role, commands)
            out.append(f"{FORMS[action]}  e.g. {', '.join(texts)} ({len(commands)} without plans)")
        elif len(texts) <= LIST_ALL or action not in FORMS:
            out.append(" | ".join(texts))
        else:
            out.append(f"{FORMS[action]}  e.g. {', '.join(texts[:2])} ({len(texts)} in all)")
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
