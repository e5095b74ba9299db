"""What one append did (Change, handed to the service's listeners inside its
transaction) and what a command's sender gets back (Result)."""
from dataclasses import dataclass, field

from pbem.core.aggregate import Game


@dataclass
class Change:
    """What one append did, handed to the service's listeners inside its transaction.

    `active_before` is who could act before it ([] for a new game), so a listener can
    tell who has just been handed the move. `settings` are the creator's settings of
    a new game ({} otherwise), opaque to the service: {key: value} for the listener
    that declares the key in its `settings_keys` (e.g. "deadlines").

    `held` is how many seconds the notifications it causes should wait (the actor may
    still take it back: Service.undo_hold_seconds, else 0); `took_back` is, for a
    take-back, the version the game went back to: what was queued for later versions
    announces what no longer happened (pbem.core.undo)."""
    game: Game
    recorded: list
    actor: str | None
    channel: str | None
    active_before: list
    settings: dict = field(default_factory=dict)
    held: float = 0
    took_back: int | None = None


@dataclass
class Result:
    events: list
    view: dict
    version: int
    head: str
