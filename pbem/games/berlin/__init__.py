"""Race to Berlin (Leonardo Games 2015, Krzysztof Dytczak): the Soviets and the Western
Allies race to Berlin from January 1945, each also commanding the German armies that
face the other.

Only part 3 of the rules survives (seed 003); README.md beside this file is the whole
rulebook as pbem plays it, every reconstructed rule marked with its evidence. The
protocol names of docs/game-protocol.md, gathered from the modules that hold them:
board (the map and counters, data/map.toml), state (apply), flow (the steps of play:
setup, decide, legal, active), combat, supply, pieces, notation (parse, format,
describe), views (view, event_view), render (text, SVG), expiry (missed deadlines),
leaving (resign and draws: decide, legal, is_legal, legal_summary, skip, forfeit and view
with them, pbem.games.concede), speech (the game's words in the reader's language:
role_name, say_reason).
"""
import marshmallow
from marshmallow import fields, validate

from pbem.games.common import outcome

from .explain import explain, explain_summary, option_words
from .expiry import default_command
from .flow import active, roles, setup
from .leaving import decide, forfeit, is_legal, legal, legal_summary, skip, view
from .notation import describe, format, parse  # noqa: A004 - protocol name
from .render import panels, render_layers, render_map, render_svg, render_text
from .speech import role_name, say_reason
from .state import apply
from .views import KIND, TITLE, event_view, progress, undoable

#: berlin:3 (CHANGELOG 0.2.0): resign, and draws agreed by both players (README 6.5);
#: berlin:2 (stacking by side, B1's whole garrison defends Berlin, a cut-off pocket
#: waits for the block that held it, exhausted blocks cut off are eliminated,
#: Counterattack's extra loss on the unit that lost: README readings 17, 19, 24, 33, 34)
#: and berlin:1 are still played for the games their host keeps on them
RULES_VERSION = "3"
RULESETS = ("1", "2")


class OPTIONS_SCHEMA(marshmallow.Schema):
    """seats comes from the service: Race to Berlin is a game for two."""
    seats = fields.Integer(required=True, validate=validate.Equal(2))


__all__ = ["KIND", "TITLE", "RULES_VERSION", "RULESETS", "OPTIONS_SCHEMA", "roles", "setup", "apply",
           "decide", "legal", "is_legal", "legal_summary", "active", "outcome", "view",
           "event_view", "parse", "format",
           "describe", "render_text", "render_svg", "render_layers", "render_map", "panels",
           "progress",
           "undoable", "default_command", "skip", "forfeit",
           "explain", "explain_summary", "option_words", "role_name", "say_reason"]
