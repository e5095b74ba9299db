"""Race to Berlin (Leonardo Games 2015, Krzysztof Dytczak): the Soviets and the Western
Allies race to Berlin from January 1945, each also commanding the German armies that
face the other.

Only part 3 of the rules survives (seed 003); README.md beside this file is the whole
rulebook as pbem plays it, every reconstructed rule marked with its evidence. The
protocol names of docs/game-protocol.md, gathered from the modules that hold them:
board (the map and counters, data/map.toml), state (apply), flow (the steps of play:
setup, decide, legal, active), combat, supply, pieces, notation (parse, format,
describe), views (view, event_view), render (text, SVG), expiry (missed deadlines).
"""
import marshmallow
from marshmallow import fields, validate

from pbem.games.common import outcome

from .explain import explain, explain_summary, option_words
from .expiry import default_command, forfeit, skip
from .flow import active, decide, is_legal, legal, roles, setup
from .notation import describe, format, parse  # noqa: A004 - protocol name
from .render import panels, render_layers, render_map, render_svg, render_text
from .state import apply
from .summary import legal_summary
from .views import KIND, TITLE, event_view, progress, undoable, view

#: berlin:2 (CHANGELOG 0.2.0): stacking by side, B1's whole garrison defends Berlin,
#: a cut-off pocket waits for the block that held it, exhausted blocks cut off are
#: eliminated, Counterattack's extra loss on the unit that lost (README readings 17,
#: 19, 24, 33, 34); berlin:1 is still played for the games its host keeps on it
RULES_VERSION = "2"
RULESETS = ("1",)


class OPTIONS_SCHEMA(marshmallow.Schema):
    """seats comes from the service: Race to Berlin is a game for two."""
    seats = fields.Integer(required=True, validate=validate.Equal(2))


__all__ = ["KIND", "TITLE", "RULES_VERSION", "RULESETS", "OPTIONS_SCHEMA", "roles", "setup", "apply",
           "decide", "legal", "is_legal", "legal_summary", "active", "outcome", "view",
           "event_view", "parse", "format",
           "describe", "render_text", "render_svg", "render_layers", "render_map", "panels",
           "progress",
           "undoable", "default_command", "skip", "forfeit",
           "explain", "explain_summary", "option_words"]
