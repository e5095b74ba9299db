"""The envelope around a payload, and the hash that chains envelopes together.

The hash covers every stored field except the position (a storage detail), so a player
who kept an email with the head hash can later prove the history was not rewritten.
"""
import hashlib
import json
from dataclasses import dataclass, field, asdict

GENESIS_HASH = "0" * 64


def canonical_json(value):
    """One text per value: sorted keys, no spaces, UTF-8 kept as is."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class NewEvent:
    """An event about to be appended; the store adds stream, version, time and hashes."""
    type: str
    payload: dict
    actor: str | None = None
    metadata: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Recorded:
    """An event as stored: immutable, numbered and chained."""
    position: int
    stream: str
    version: int
    type: str
    actor: str | None
    payload: dict
    metadata: dict
    recorded_at: str
    prev_hash: str
    hash: str

    def hashed_fields(self):
        return {"stream": self.stream, "version": self.version, "type": self.type,
                "actor": self.actor, "payload": self.payload, "metadata": self.metadata,
                "recorded_at": self.recorded_at}

    def as_dict(self):
        return asdict(self)


def chain_hash(prev_hash, fields):
    """hash = sha256(prev_hash + canonical JSON of the event's fields)."""
    return hashlib.sha256((prev_hash + canonical_json(fields)).encode()).hexdigest()
