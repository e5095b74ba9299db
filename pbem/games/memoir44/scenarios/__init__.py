"""Per-scenario special rules: the hooks the core asks, and the registry of scenarios
that fill them.

Extension point. A special rule the normalized scenario (scenario.py) cannot express as
data is code in a module named after the scenario, `scenarios/<slug with _>.py`
(pegasus_bridge.py for "pegasus-bridge"), which defines `RULES`, an instance of a
subclass of `Rules` overriding only the hooks it needs. The core calls the hooks at
fixed points; the defaults are the base game's and the rules the scenario's data states,
so a scenario without a module (and any uploaded .m44 file) plays by the book and by the
data alone. The data's rules, for any scenario whose file has them, are modules named
after the rule: airdrop.py (the `airdrop` option), steps.py (hexes marked cliff,
steep-hill, bridge-section), fire.py (wide-river, impassable-blocking-hill), and
hill317.py (the `hill317` option: an order step command, registered when the package is
imported); marks.py reads the marks. A subclass overriding a hook calls super() to keep
them. The game's README.md explains each (S1...).

    setup(s)                          after the scenario is set up, before the first
                                      turn: emit events with s.emit, draw from s.rng
                                      (Sainte-Mère-Église's airdrop)
    step_cost(state, unit, frm, to, how)
                                      hexes one step FROM->TO costs UNIT (a state
                                      unit); None: the step is not allowed. HOW is
                                      "move", "retreat" or "take_ground" (cliffs, steep
                                      hills, a bridge's ends)
    may_target(state, unit, frm, to)  may UNIT on FRM battle the unit on TO (no fire
                                      across a wide river, no artillery over hills)
    extra_draws(state, side)          cards SIDE draws at the end of its turn besides
                                      the usual one (Pegasus Bridge: one more after the
                                      Axis's turns 1 and 2)
    deck_out(s, side)                 SIDE must draw and the deck is empty with no
                                      reshuffle allowed (rules.deck_reshuffling false).
                                      Default: the game ends, won by the side with more
                                      medals (none on a tie): README reading 12
    turn_end(s)                       at the end of a turn, after the draw (sudden-death
                                      checks the data cannot express; an airdrop due
                                      before the other side's first turn)

Hooks read the state and never change it; setup, deck_out and turn_end emit events
through the Script `s` (turn.py), like every other rule.
"""
import importlib

from pbem.language.speaking import N_

from ..board import other
from ..medals import counts
from . import airdrop, fire, steps


class Rules:
    """The base game, and the special rules the scenario's data states."""

    def setup(self, s):
        if airdrop.due(s.state, s.state["scenario"]["first"]):
            airdrop.drop(s)

    def step_cost(self, state, unit, frm, to, how):
        return steps.cost(state, frm, to)

    def may_target(self, state, unit, frm, to):
        return fire.may_target(state, unit, frm, to)

    def extra_draws(self, state, side):
        return 0

    def deck_out(self, s, side):
        m = counts(s.state)
        best = max(m.values())
        s.end_game([x for x in m if m[x] == best and list(m.values()).count(best) == 1],
                   N_("the deck ran out"))

    def turn_end(self, s):
        if airdrop.due(s.state, other(s.side)):
            airdrop.drop(s)


BASE = Rules()
_LOADED = {}


def rules_for(state):
    """The special rules of the scenario STATE plays (BASE when it has no module)."""
    slug = state["scenario"].get("slug")
    if not slug:
        return BASE
    if slug not in _LOADED:
        try:
            module = importlib.import_module(f"{__name__}.{slug.replace('-', '_')}")
        except ModuleNotFoundError as e:
            if e.name != f"{__name__}.{slug.replace('-', '_')}":
                raise
            module = None
        _LOADED[slug] = getattr(module, "RULES", BASE)
    return _LOADED[slug]
