"""A game as the service sees it: the game's own state plus what the service records.

The log of a game holds the service's events (type "game.*": created, ended, revealed,
and markers such as game.paused that change no state) and the rules module's events
(every other type). This module folds both; the rules
module only ever sees its own events, as plain dicts.

A take-back (game.undone, pbem.undo) deletes nothing: the fold returns the game to its
fold of the log's first `to` events, and goes on from there. So every fold that may
meet one goes through step() with the records before it at hand.
"""
import hashlib
from dataclasses import dataclass, field

from events import canonical_json
from pbem import games

CREATED, ENDED, REVEALED = "game.created", "game.ended", "game.revealed"
UNDONE = "game.undone"


def game_event(rec):
    """The rules module's view of a recorded event: {"type", **payload}."""
    return {"type": rec.type, **rec.payload}


@dataclass
class Game:
    """One loaded game: meta is game.created's payload, state the rules' state."""
    id: str
    meta: dict
    state: dict | None = None
    outcome: dict | None = None
    seed: str | None = None
    version: int = 0
    head: str = ""
    rules: object = field(default=None, repr=False)

    @property
    def kind(self):
        return self.meta["kind"]

    @property
    def finished(self):
        return self.outcome is not None

    @property
    def roles(self):
        return [s["role"] for s in self.meta["seats"]]

    def apply(self, rec, state=None):
        """Fold one recorded event into this game (in place). STATE, when given, is
        the rules' state after the command REC belongs to, which its caller has
        already (the service decided the command): it is taken as it is rather than
        the event applied again."""
        if rec.type == CREATED:
            self.meta = rec.payload
            self.rules = games.get(rec.payload["kind"])
        elif rec.type == ENDED:
            self.outcome = rec.payload["outcome"]
        elif rec.type == REVEALED:
            self.seed = rec.payload["seed"]
        elif not rec.type.startswith("game."):
            self.state = state if state is not None else \
                self.rules.apply(self.state, game_event(rec))
        self.version, self.head = rec.version + 1, rec.hash
        return self

    def snapshot(self):
        return {"meta": self.meta, "state": self.state, "outcome": self.outcome,
                "seed": self.seed, "head": self.head}

    @classmethod
    def from_snapshot(cls, game_id, version, snap):
        return cls(game_id, snap["meta"], snap["state"], snap["outcome"], snap["seed"],
                   version, snap["head"], games.get(snap["meta"]["kind"]))

    def rules_version(self):
        return rules_version(self.kind)

    def state_hash(self):
        """A short fingerprint of the whole folded game, printed by `pbem replay`."""
        return hashlib.sha256(canonical_json(self.snapshot()).encode()).hexdigest()


def rules_version(kind):
    return f"{kind}:{games.get(kind).RULES_VERSION}"


def replay(game_id, records):
    """Fold a game from its records alone (RECORDS from version 0; no snapshot, no
    rules checks)."""
    game = Game(game_id, {})
    for rec in records:
        game = step(game, rec, records)
    return game


def step(game, rec, records):
    """GAME with REC folded in (a new Game after a take-back, else GAME itself);
    RECORDS: the game's records from version 0, at least up to REC, since a take-back
    returns to the fold of the first `to` of them."""
    if rec.type == UNDONE:
        game = replay(game.id, records[:rec.payload["to"]])
    return game.apply(rec)
