"""In Flanders Field (Martin Wallace): push-your-luck race across No Man's Land.

The protocol names of docs/game-protocol.md, gathered from the modules that hold them:
cards (board and deck data), state (apply), rules (legal), turn (setup, decide),
notation (parse, format, describe), views (view, event_view), render (text, SVG),
expiry (default_command, skip, forfeit: what a missed deadline does), leaving (resign
and draws: decide, legal, skip, forfeit and view with them, pbem.games.concede), voice
(the optional role_name and say_reason: a side and a recorded reason in the reader's
language, issue 28).
README.md beside this file lists the rules as implemented and every reconstruction.
"""
import marshmallow
from marshmallow import fields, validate

from pbem.games.common import outcome

from .explain import explain, explain_summary, option_words
from .expiry import default_command
from .leaving import decide, forfeit, legal, skip, view
from .notation import describe, format, parse  # noqa: A004 - protocol name
from .render import panels, render_layers, render_map, render_svg, render_text
from .rules import active
from .state import apply
from .turn import roles, setup
from .views import KIND, TITLE, event_view, progress, undoable
from .voice import role_name, say_reason

#: flanders:4 (CHANGELOG 0.2.0): resign, and draws agreed by every player still in the
#: game (README, "Resigning and draws"); flanders:3 is still played for the games kept
#: on it
RULES_VERSION = "4"
RULESETS = ("3",)


class OPTIONS_SCHEMA(marshmallow.Schema):
    """seats comes from the service; beginner gives 8 troops instead of 6."""
    seats = fields.Integer(required=True, validate=validate.Range(2, 4))
    beginner = fields.Boolean(load_default=False)


__all__ = ["KIND", "TITLE", "RULES_VERSION", "RULESETS", "OPTIONS_SCHEMA", "roles", "setup", "apply",
           "decide", "legal", "active", "outcome", "view", "event_view", "parse", "format",
           "describe", "render_text", "render_svg", "render_layers", "render_map", "panels",
           "progress",
           "undoable", "default_command", "skip", "forfeit",
           "explain", "explain_summary", "option_words", "role_name", "say_reason"]
