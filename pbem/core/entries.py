"""What a game's log is made of: entries, each one thing that happened.

An entry is the creation (game.created), a batch of the game's own events that one
decision made (the setup, a player's command, a missed deadline's action, a rules
upgrade; the batch's first event names its length in its metadata, "batch": n), or
one service event (game.*: a marker of a service action, a take-back, the end, the
seed revealed). Entries are the steps of the log: the state between two events of
one batch is half a decision, which no page shows and no player ever saw
(`entry_end`), and each entry is what `pbem verify` re-derives (pbem.host.rederive).
"""
from dataclasses import dataclass

#: the channel whose commands are the service's, not the seat's (a default command
#: sent for a missed deadline is logged as the seat's command)
SERVICE_CHANNEL = "scheduler"


@dataclass
class Entry:
    """One thing that happened, as the fold sees it: a command's events (its batch),
    or a service event. ROLE: the seat whose own command it is (None: the service's,
    the setup's); DRAWS: the random draws it used (None: not recorded)."""
    first: int
    records: list
    role: str | None
    draws: int | None


def begins(rec):
    """Whether REC begins an entry (a service event, or a batch's first event)."""
    return rec.type.startswith("game.") or "batch" in rec.metadata


def batch_size(metadata):
    """How many events the batch that METADATA opens holds (1 when it names no
    sensible number: a forged or broken one is then read event by event)."""
    size = metadata.get("batch", 1)
    return size if isinstance(size, int) and not isinstance(size, bool) and size > 0 \
        else 1


def entry_at(records, i):
    """The entry that begins at RECORDS[i]."""
    rec = records[i]
    if rec.type.startswith("game."):
        return Entry(rec.version, [rec], None, None)
    meta = rec.metadata
    batch = records[i:i + batch_size(meta)]
    action = (meta.get("command") or {}).get("action", "")
    own = bool(meta.get("command")) and not action.startswith("game.") \
        and meta.get("channel") != SERVICE_CHANNEL
    return Entry(rec.version, batch, meta.get("role") if own else None, meta.get("draws"))


def entry_end(records, version):
    """The version (counted from 1: the game after that many events) that ends the
    entry holding the VERSION-th event, read from RECORDS: a window of the log that
    begins with an entry's first event at or before it. VERSION itself when the
    window cannot tell (an event that begins no entry ends where it stands)."""
    i = 0
    base = records[0].version if records else 0
    while i < len(records):
        entry = entry_at(records, i) if begins(records[i]) else None
        size = len(entry.records) if entry else 1
        if base + i + size >= version:
            return base + i + size if entry else version
        i += size
    return version
