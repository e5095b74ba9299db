"""The envelope around a payload, and the hash that chains envelopes together.

The hash covers every stored field except the position (a storage detail), so a player
who kept an email with the head hash can later prove the history was not rewritten.
"""
import hashlib
import json
from dataclasses import dataclass, field, asdict

GENESIS_HASH = "0" * 64

# One encoder for the whole process: json.dumps(..., sort_keys=True, ...) builds a new
# JSONEncoder at every call, which cost more than the encoding of a small payload.
_ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _c_encoder():
    """The C encoder that _ENCODER.encode itself builds at every call (json.encoder's
    c_make_encoder, same arguments), built once; None where it is not available.

    One difference: no `markers` dict (the circular-reference check), since a dict kept
    across calls would keep stale ids after a failed encoding. A circular value then
    recurses until RecursionError, and _encode hands it to _ENCODER.encode, which raises
    what json.dumps raises. Checked against _ENCODER.encode on a probe at import.
    """
    try:
        from json.encoder import c_make_encoder, encode_basestring
        e = _ENCODER
        encoder = c_make_encoder(None, e.default, encode_basestring, e.indent,
                                 e.key_separator, e.item_separator, e.sort_keys,
                                 e.skipkeys, e.allow_nan)
        probe = {"é": [1, -0.0, 2.5e-300, float("nan"), None, True, "\n\u2028\"x"],
                 "a": {"z": {}, "b": []}, "1": 10 ** 30}
        if "".join(encoder(probe, 0)) == e.encode(probe):
            return encoder
    except Exception:  # no C accelerator, or another signature: keep the plain path
        pass
    return None


_c = _c_encoder()


def _encode(value, _c=_c, _join="".join, _plain=_ENCODER.encode):
    """canonical_json's text of value (the store's hot path calls this directly)."""
    if _c is None:
        return _plain(value)
    try:
        return _join(_c(value, 0))
    except RecursionError:  # circular (or too deep): the standard encoder's error
        return _plain(value)


# What chain_hash hashes after the previous hash, canonical_json(fields), spelled out
# for the store's append: the same dict {actor, metadata, payload, recorded_at, stream,
# type, version} with its keys in sorted order, filled in with already-encoded values
# (the store encodes payload and metadata once, for their columns, and reuses the texts
# here instead of encoding them again inside the dict). Byte for byte the same text as
# canonical_json(fields): the canonical encoder writes a dict's values exactly as it
# writes them on their own.
HASHED_TEMPLATE = ('{"actor":%s,"metadata":%s,"payload":%s,"recorded_at":%s,'
                   '"stream":%s,"type":%s,"version":%d}')


def canonical_json(value):
    """One text per value: sorted keys, no spaces, UTF-8 kept as is."""
    return _encode(value)


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
