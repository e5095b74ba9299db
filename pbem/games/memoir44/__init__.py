"""Memoir '44 (Days of Wonder): the base game, its built-in scenarios and .m44 files.

Registered as "memoir44" (2 players, roles Allies and Axis; or teams of 2 or 3 a side,
teams.py). The protocol names, gathered from the modules that hold them: setup
(options, roles, setup), state (apply), rules (legal, active and the optional is_legal,
legal_summary), decide (decide, with plans), expiry (default_command, skip, forfeit),
notation (parse, format), describe (describe), views (view, event_view), render_svg
(render_svg, render_layers, render_map, panels), text_board (the pictures) and speech
(role_name, say_reason: a seat's name and a recorded end's reason in the reader's
language, issue 28); teams.py
hands each of the protocol's functions that name a role to them seat by seat (a game of
two passes straight through), and leaving.py offers resigning beside them
(pbem.games.concede).

Where the rules live: turn.py (the turn as a table of steps), cards.py (the card
effects, keyed by card name), movement.py, combat.py, battle.py, retreat.py,
losses.py, medals.py, terrain.py (what the ground does, from data/terrain.toml),
troops.py (units, from data/units.toml), scenarios/ (per-scenario hooks). The two
extension points, tactic cards and scenario rules, are documented in cards.py, turn.py
and scenarios/__init__.py; the game's README.md lists every reading of the rulebook.
"""
from .describe import describe
from .explain import explain, explain_summary, option_words
from .notation import format, parse  # noqa: A004 - protocol name
from .render_svg import panels, render_layers, render_map, render_svg
from .setup import OPTIONS_SCHEMA, roles, setup
from .speech import role_name, say_reason
from .state import apply
from .leaving import decide, forfeit, is_legal, legal, legal_summary, skip
from .teams import active, default_command, event_view, match_score, outcome, view
from .text_board import render_text
from .views import KIND, TITLE, progress, undoable

# The tactic cards live in their own modules and register themselves in cards.EFFECTS
# and turn.STEPS when imported; the package imports them before any of its modules is
# used, so the registries are whole for every importer.
from . import ambush, counter_attack, hand_dice, strikes, tactics  # noqa: E402,F401,I001
from .scenarios import hill317  # noqa: E402,F401  (an order-step command of its own)

#: memoir44:3 (CHANGELOG 0.2.0): resign (README, "Resigning and draws"); memoir44:2
#: (Counter-Attack of Infantry Assault in its section, Ambush kept for the assault named,
#: Behind Enemy Lines through a forest, artillery in a bunker and every flag, bunkers
#: occupied by their side only: README readings 6, 9, 34, 35, 36) and memoir44:1 are
#: still played for the games kept on them
RULES_VERSION = "3"
RULESETS = ("1", "2")

__all__ = ["KIND", "TITLE", "RULES_VERSION", "RULESETS", "OPTIONS_SCHEMA", "roles", "setup", "apply",
           "decide", "legal", "active", "outcome", "view", "event_view", "parse", "format",
           "describe", "render_text", "render_svg", "render_layers", "render_map", "panels",
           "progress", "undoable", "is_legal", "legal_summary",
           "default_command", "skip", "forfeit", "match_score",
           "explain", "explain_summary", "option_words", "role_name", "say_reason"]
