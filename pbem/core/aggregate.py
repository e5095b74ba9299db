"""A game as the service sees it: the game's own state plus what the service records.

The log of a game holds the service's events (type "game.*": created, ended, revealed,
and markers such as game.paused that change no state) and the rules module's events
(every other type). This module folds both; the rules
module only ever sees its own events, as plain dicts.

Each game is played under one rules version at a time (pbem.games.rulesets): the one
it was created with, until a game.rules_changed moves it to another (pbem.core.upgrades).
`Game.rules` is the ruleset that decides its next command: the one in force, or the
newest when the game is due to move to it.

A take-back (game.undone, pbem.core.undo) deletes nothing: the fold returns the game to its
fold of the log's first `to` events, and goes on from there. So every fold that may
meet one goes through step() with the records before it at hand.
"""
import hashlib
from dataclasses import dataclass, field

from events import canonical_json
from pbem import games
from pbem.games import rulesets

CREATED, ENDED, REVEALED = "game.created", "game.ended", "game.revealed"
UNDONE = "game.undone"
#: a game moved to other rules {"from", "to", "why"}; a host kept it on its own {"rules"}
RULES_CHANGED, RULES_KEPT = "game.rules_changed", "game.rules_kept"


def game_event(rec):
    """The rules module's view of a recorded event: {"type", **payload}."""
    return {"type": rec.type, **rec.payload}


@dataclass
class Game:
    """One loaded game: meta is game.created's payload, state the rules' state;
    rules_version the rules in force (the kind's version, "2"), kept whether a host
    chose to keep them (game.rules_kept) until he upgrades the game."""
    id: str
    meta: dict
    state: dict | None = None
    outcome: dict | None = None
    seed: str | None = None
    version: int = 0
    head: str = ""
    rules: object = field(default=None, repr=False)
    rules_version: str | None = None
    kept: bool = False

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
            self.rules_version = str(rec.payload.get("rules_version"))
            self._choose_rules()
        elif rec.type == ENDED:
            self.outcome = rec.payload["outcome"]
            self._choose_rules()
        elif rec.type == RULES_CHANGED:
            kind, to = rulesets.split(rec.payload["to"])
            if kind != self.kind:
                raise ValueError(f"a change to the rules of another game ({kind})")
            self.rules_version, self.kept = to, False
            self._choose_rules()
        elif rec.type == RULES_KEPT:
            self.kept = True
            self._choose_rules()
        elif rec.type == REVEALED:
            self.seed = rec.payload["seed"]
        elif not rec.type.startswith("game."):
            self.state = state if state is not None else \
                self.rules.apply(self.state, game_event(rec))
        self.version, self.head = rec.version + 1, rec.hash
        return self

    def _choose_rules(self):
        """The ruleset that decides the next command: the one in force while the game
        is on the newest, is over, or was kept by its host and this build still plays
        it; else the newest, which the service moves it to before its next command
        (upgrade_due)."""
        held = rulesets.ruleset(self.kind, self.rules_version)
        stays = held is not None and (self.finished or self.kept or
                                      self.rules_version == rulesets.newest(self.kind))
        self.rules = held if stays else games.get(self.kind)

    @property
    def rules_label(self):
        """The rules in force as the log writes them: "rhine:2"."""
        return rulesets.label(self.kind, self.rules_version)

    @property
    def upgrade_due(self):
        """Whether the game moves to the newest rules before its next command."""
        return not self.finished and self.rules is not None \
            and self.rules.RULES_VERSION != self.rules_version

    def snapshot(self):
        return {"meta": self.meta, "state": self.state, "outcome": self.outcome,
                "seed": self.seed, "head": self.head, "rules_version": self.rules_version,
                "kept": self.kept}

    @classmethod
    def from_snapshot(cls, game_id, version, snap):
        game = cls(game_id, snap["meta"], snap["state"], snap["outcome"], snap["seed"],
                   version, snap["head"], None,
                   str(snap.get("rules_version", snap["meta"].get("rules_version"))),
                   snap.get("kept", False))
        game._choose_rules()
        return game

    def snapshot_key(self):
        """What the snapshots of this build are kept under: the newest rules of the
        kind (a snapshot a build with other rules made is not read)."""
        return rules_version(self.kind)

    def state_hash(self):
        """A short fingerprint of the whole folded game, printed by `pbem replay`."""
        return hashlib.sha256(canonical_json(self.snapshot()).encode()).hexdigest()


def rules_version(kind):
    return f"{kind}:{games.get(kind).RULES_VERSION}"


class Unfoldable(Exception):
    """The log does not fold at VERSION (counted from 1: its VERSION-th event), which
    the rules could not apply: a forged or broken log."""

    def __init__(self, version, rec_type, error):
        super().__init__(f"the log does not fold at version {version} ({rec_type}: "
                         f"{type(error).__name__}: {error})")
        self.version = version


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
    try:
        if rec.type == UNDONE:
            game = replay(game.id, records[:rec.payload["to"]])
        return game.apply(rec)
    except Unfoldable:
        raise
    except Exception as e:  # noqa: BLE001 - whatever the rules raised on this event
        raise Unfoldable(rec.version + 1, rec.type, e) from e
