"""1944: Race to the Rhine (PHALANX): the flagship race of supply lines to the Rhine.

Registered as "rhine" (2 or 3 players, or 1 with the solitaire option of rule 17). The
protocol names, gathered from the modules that hold them: setup (options, roles, setup),
state (apply), rules (legal, active and the optional is_legal, legal_summary), decide
(decide), expiry (the optional default_command, skip, forfeit), solo_turn (the optional
solo_result), leaving (resign: decide, legal, is_legal, legal_summary, skip and forfeit
with it, pbem.games.concede), notation (parse, format), describe (describe), views
(view, event_view), render (text, SVG), wording (the optional role_name and
say_reason: a side and a recorded reason in the reader's language). README.md lists the rules as implemented, every
reconstruction and what is left.
"""
from pbem.games.common import outcome

from .describe import describe
from .explain import explain, explain_summary, option_words
from .expiry import default_command
from .leaving import decide, forfeit, is_legal, legal, legal_summary, skip
from .notation import format, parse  # noqa: A004 - protocol name
from .render import panels, render_layers, render_map, render_svg, render_text
from .rules import active
from .setup import OPTIONS_SCHEMA, roles, setup
from .solo_turn import solo_result
from .state import apply
from .views import KIND, TITLE, event_view, progress, undoable, view
from .wording import role_name, say_reason

#: rhine:4 (CHANGELOG 0.2.0): resign (README, "Resigning and draws"); rhine:3 (the
#: solitaire game's Starving civilians counted as revealed, its front advancing along
#: the player's own arrows, its counter-attacks wherever possible: README readings S3,
#: S9, S11) and rhine:2 are still played for the games kept on them
RULES_VERSION = "4"
RULESETS = ("2", "3")


__all__ = ["KIND", "TITLE", "RULES_VERSION", "RULESETS", "OPTIONS_SCHEMA", "roles", "setup",
           "apply",
           "decide", "legal", "active", "outcome", "view", "event_view", "parse", "format",
           "describe", "render_text", "render_svg", "render_layers", "render_map", "panels",
           "progress",
           "undoable", "is_legal", "legal_summary",
           "default_command", "skip", "forfeit", "solo_result",
           "explain", "explain_summary", "option_words", "role_name", "say_reason"]
