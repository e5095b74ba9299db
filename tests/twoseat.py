"""What the small two-seat test games (parleygame, widegame) share: the options, the
seats and the first event, and an event_view with nothing hidden.

A game module is what the registry imports, so the shared part is a few protocol names
a game module takes over, not a class: `from tests.twoseat import OPTIONS_SCHEMA,
event_view` and `roles, setup = twoseat.seats("North", "South")`.
"""
import marshmallow
from marshmallow import fields, validate


class OPTIONS_SCHEMA(marshmallow.Schema):
    seats = fields.Integer(required=True, validate=validate.Equal(2))


def seats(first, second):
    """The protocol's roles() and setup() for a game with these two seats, in seat order;
    setup() makes one event, {"type": "started", "roles": [first, second]}."""
    def roles(options):
        return [first, second]

    def setup(options, rng):
        return [{"type": "started", "roles": roles(options)}]

    return roles, setup


def event_view(event, role):
    """Nothing is hidden: every seat sees every event whole."""
    return dict(event)
