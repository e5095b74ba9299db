"""What a scenario's data says that its special rules read: the hexes its file marks
with a behaviour (terrain.toml [behavior.*]) and the data of the rules it gives only in
prose (scenario.SPECIAL_RULES, recorded in the normalized scenario's rules.special)."""


def marked(state, behaviour):
    """The names of the hexes whose ground or obstacle has BEHAVIOUR."""
    return frozenset(h for h, x in state["hexes"].items()
                     if behaviour in (x.get("behavior"), x.get("obstacle_behavior")))


def has(state, name, behaviour):
    """Does the ground or obstacle on hex NAME have BEHAVIOUR?"""
    x = state["hexes"].get(name) or {}
    return behaviour in (x.get("behavior"), x.get("obstacle_behavior"))


def special(state, rule):
    """The data of the scenario's prose rule RULE ("extra-draws"), or None."""
    return next((r for r in state["scenario"]["rules"].get("special") or []
                 if r["rule"] == rule), None)
