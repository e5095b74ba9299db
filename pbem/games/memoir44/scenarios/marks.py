"""What a scenario's data says that its special rules read: the hexes its file marks
with a behaviour (terrain.toml [behavior.*]) and the data of the rules it gives only in
prose (scenario.SPECIAL_RULES, recorded in the normalized scenario's rules.special)."""
from ..board import of_ground

NONE = frozenset()


@of_ground
def _marks(state):
    """{behaviour: the names of the hexes whose ground or obstacle has it}."""
    found = {}
    for h, x in state["hexes"].items():
        for b in {x.get("behavior"), x.get("obstacle_behavior")} - {None}:
            found.setdefault(b, set()).add(h)
    return {b: frozenset(names) for b, names in found.items()}


def marked(state, behaviour):
    """The names of the hexes whose ground or obstacle has BEHAVIOUR."""
    return _marks(state).get(behaviour, NONE)


def has(state, name, behaviour):
    """Does the ground or obstacle on hex NAME have BEHAVIOUR?"""
    return name in _marks(state).get(behaviour, NONE)


def special(state, rule):
    """The data of the scenario's prose rule RULE ("extra-draws"), or None."""
    return next((r for r in state["scenario"]["rules"].get("special") or []
                 if r["rule"] == rule), None)
