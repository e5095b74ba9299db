"""The peer: the `eventsourcing` library's own SQLite persistence, built the way its
`Application` builds it (SQLiteDatastore, SQLiteApplicationRecorder for events,
SQLiteAggregateRecorder "stored_snapshots" for snapshots, a Mapper with the JSON
transcoder and the UUID/Decimal/datetime transcodings, EventStore, Repository).

We build it by hand rather than through `Application` env vars for one reason: the
library never sets SQLite's `synchronous` pragma (so SQLite's default, FULL, applies),
and a fair comparison needs the same durability as our kernel. The only change to the
library is therefore a connection pool that issues `PRAGMA synchronous=...` on each new
connection; every insert, select, mapping and folding is the library's unmodified code.
"""
from eventsourcing.application import Repository
from eventsourcing.domain import Aggregate, Snapshot
from eventsourcing.persistence import (DatetimeAsISO, DecimalAsStr, EventStore,
                                       JSONTranscoder, Mapper, UUIDAsHex)
from eventsourcing.sqlite import (SQLiteAggregateRecorder, SQLiteApplicationRecorder,
                                  SQLiteConnectionPool, SQLiteDatastore)
from eventsourcing.utils import get_topic


class _Pool(SQLiteConnectionPool):
    """The library's pool plus one pragma per connection (see the module docstring)."""

    synchronous = "NORMAL"

    def _create_connection(self):
        conn = super()._create_connection()
        conn._sqlite_conn.execute(f"PRAGMA synchronous={self.synchronous}")
        return conn


class PeerGame(Aggregate):
    """A game as an eventsourcing aggregate: every event carries what ours carries
    (type, actor, payload, metadata), and `fold_one` is the same reducer ours uses, so
    only storage, mapping and the library's mutate machinery differ."""

    fold_one = None  # set per benchmark: (state, type, payload) -> state

    class Created(Aggregate.Created):
        type: str
        actor: str | None
        payload: dict
        metadata: dict

        def apply(self, aggregate):
            aggregate.state = type(aggregate).fold_one(None, self.type, self.payload)

    class Recorded(Aggregate.Event):
        type: str
        actor: str | None
        payload: dict
        metadata: dict

        def apply(self, aggregate):
            aggregate.state = type(aggregate).fold_one(aggregate.state, self.type,
                                                       self.payload)


class PeerStore:
    """The library's persistence on one SQLite file, at a given synchronous setting."""

    def __init__(self, path, synchronous="NORMAL"):
        self.datastore = SQLiteDatastore(str(path))
        self.datastore.pool.close()
        pool = _Pool(db_name=str(path))
        pool.synchronous = synchronous
        self.datastore.pool = pool
        self.recorder = SQLiteApplicationRecorder(self.datastore)
        self.recorder.create_table()
        self.snapshot_recorder = SQLiteAggregateRecorder(self.datastore,
                                                         "stored_snapshots")
        self.snapshot_recorder.create_table()
        transcoder = JSONTranscoder()  # as Application.construct_transcoder does
        for transcoding in (UUIDAsHex(), DecimalAsStr(), DatetimeAsISO()):
            transcoder.register(transcoding)
        self.mapper = Mapper(transcoder=transcoder)
        self.events = EventStore(self.mapper, self.recorder)
        self.snapshots = EventStore(self.mapper, self.snapshot_recorder)
        self.repository = Repository(self.events, snapshot_store=self.snapshots)
        self.plain_repository = Repository(self.events)

    def pragma(self, name):
        with self.datastore.transaction(commit=False) as cur:
            cur.execute(f"PRAGMA {name}")
            return cur.fetchone()[0]

    def close(self):
        self.datastore.close()


def created(game_id, type_, actor, payload, metadata):
    """The first event of a peer stream (the library's versions start at 1)."""
    return PeerGame.Created(originator_id=game_id, originator_version=1,
                            timestamp=PeerGame.Created.create_timestamp(),
                            originator_topic=_TOPIC, type=type_, actor=actor,
                            payload=payload, metadata=metadata)


def recorded(game_id, version, type_, actor, payload, metadata):
    """A later event; `version` is the library's 1-based originator_version."""
    return PeerGame.Recorded(originator_id=game_id, originator_version=version,
                             timestamp=PeerGame.Recorded.create_timestamp(),
                             type=type_, actor=actor, payload=payload,
                             metadata=metadata)


def use_reducer(reducer):
    """Make PeerGame fold with reducer(state, type, payload) -> state."""
    PeerGame.fold_one = staticmethod(reducer)


def take_snapshot(store, aggregate):
    """What the library's Application.take_snapshot stores: a Snapshot event."""
    store.snapshots.put([Snapshot.take(aggregate)])


_TOPIC = get_topic(PeerGame)
