"""Game packages and the registry that maps a KIND name to its rules module.

A game module is pure rules over plain data (see docs/game-protocol.md); the service
finds it here by the KIND name stored in a game's first event.
"""
import importlib


class RuleError(Exception):
    """A command that the rules do not allow, or text that does not parse.

    The message is shown to the player as it is, so it says what was expected.
    """

    def __init__(self, message, legal=None):
        super().__init__(message)
        self.message = message
        self.legal = legal


KINDS = {"berlin": "pbem.games.berlin", "flanders": "pbem.games.flanders",
         "memoir44": "pbem.games.memoir44", "rhine": "pbem.games.rhine"}


def get(kind):
    """Return the rules module for KIND, or raise KeyError naming the known kinds."""
    try:
        return importlib.import_module(KINDS[kind])
    except KeyError:
        raise KeyError(f"unknown game kind {kind!r}; known: {', '.join(sorted(KINDS))}") from None
