"""The event-sourcing kernel: an append-only, hash-chained log of streams.

It knows nothing of games, Flask or mail: a stream is an id, an event is a type, an
actor and a JSON payload. Everything else in pbem is derived from what is stored here.
"""
from events.envelope import NewEvent, Recorded, canonical_json, GENESIS_HASH
from events.fold import fold
from events.store import EventStore, ConflictError, AppendOnlyError, check_chain

__all__ = ["NewEvent", "Recorded", "canonical_json", "GENESIS_HASH", "EventStore",
           "ConflictError", "AppendOnlyError", "check_chain", "fold", "open_store"]


def open_store(where, **options):
    """The store WHERE names: a PostgreSQL database for a postgresql:// URL (psycopg
    imported only then), else the SQLite file at that path."""
    if str(where).startswith(("postgresql://", "postgres://")):
        from events.pgstore import PgEventStore
        return PgEventStore(str(where), **options)
    return EventStore(where, **options)
