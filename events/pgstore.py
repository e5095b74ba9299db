"""The append-only event store on PostgreSQL: EventStore's promises on a server.

Why a subclass: the log's rules (the hash chain, canonical JSON, idempotency keys,
expected versions, snapshots as a cache) are the same whatever keeps the rows, so
they stay written once, in events/store.py; this module supplies what differs: the
connections (psycopg 3, from a pool, one held per thread as SQLite's are), the schema
(events/pgschema.py), how a writer takes the database, and how a new row's position
comes back.

One writer at a time, as on SQLite: a write transaction first takes one transaction-
level advisory lock. That keeps every promise of the SQLite store as it is: the head a
writer reads is the head it appends after (an expected-version conflict is found
before any insert; the unique (stream, version) key is the last line behind it), and
positions become visible in the order they were given, so read_all(after_position)
never skips an event committed late under a smaller position (an identity column
alone gives no such order). Writes are short (a move is one transaction of a few
rows), so one lock costs little next to a network round trip; readers never wait.

Round trips: a statement's round trip to the server is most of an append's time here,
and every one made under the one writer's lock is a wait of every other writer. So an
append is one statement of the schema's (pgschema's pbem_append) in place of the head
read, an insert per event and the idempotency key, sent in one message with its
transaction's BEGIN and lock when it is the transaction's first statement
(PgConnection.execute_first): a move's append is one round trip and its COMMIT
another. The hashes are still computed here, from the head this process last saw of
the stream (the service reads it to load the game), and so is the time, taken before
the lock; when another append came between (or one that took a later time had the lock
first), the function writes nothing and answers with the head it found, and the append
is made again after it, at a time taken under the lock, as SQLite's appends take
theirs.

Statements are written once for both stores with SQLite's `?` placeholders; the
connection wrapper rewrites them for psycopg (`%s`, a literal `%` doubled).
"""
import logging
import threading

import psycopg
from psycopg import sql
from psycopg.pq import TransactionStatus
from psycopg_pool import ConnectionPool

from events import dialect, pgschema
from events.envelope import GENESIS_HASH
from events.store import _INSERT, ConflictError, EventStore, _now, chained

log = logging.getLogger(__name__)

#: the advisory lock key of the one writer (any constant; "pbem" in ASCII)
WRITER_LOCK = 0x7062656D
_BEGIN = f"BEGIN; SELECT pg_advisory_xact_lock({WRITER_LOCK})"
#: how many streams' heads a store keeps as its guesses (PgEventStore._guess)
HEADS_KEPT = 1024
#: an append in one statement (events/pgschema.py); the psycopg text, %s placeholders
_APPEND = ("SELECT * FROM pbem_append(%s, %s, %s, %s, %s, %s, %s::text[], %s::text[], "
           "%s::text[], %s::text[], %s::text[])")


class PgConnection:
    """A psycopg connection spoken to as the SQLite store speaks to sqlite3: execute()
    with `?` placeholders returning a cursor, in_transaction, and the DB-API exception
    classes sqlite3's connections carry, with the dialect (events/dialect.py)."""

    _texts = {}
    dialect = dialect.Postgres
    IntegrityError = psycopg.IntegrityError
    OperationalError = psycopg.OperationalError

    def __init__(self, raw):
        self.raw = raw
        #: a write transaction begun and not sent yet (begin_writing)
        self.begun = False

    def begin_writing(self):
        """Begin a write transaction holding the one writer's lock, sent with the
        transaction's first statement: in one message with it when that is an append
        (execute_first), else just before it. The lock is taken before that statement,
        which then sees every write committed before it (READ COMMITTED: each
        statement a snapshot of its own). A transaction that sends nothing sends no
        BEGIN either."""
        self.begun = True

    def execute(self, sql, params=None):
        if self.begun:
            if sql in ("COMMIT", "ROLLBACK"):   # nothing was sent: nothing to end
                self.begun = False
                return None
            self._send_begin()
        if params is None:
            return self.raw.execute(sql)
        text = self._texts.get(sql)
        if text is None:
            text = self._texts[sql] = sql.replace("%", "%%").replace("?", "%s")
        return self.raw.execute(text, params)

    def execute_first(self, text, params):
        """TEXT (psycopg's %s placeholders) as any statement; as a write transaction's
        first, in one message with its BEGIN and lock: the simple protocol, the
        parameters bound here: one message, which the server reads at once (psycopg's
        pipeline, measured slower here, flushes each statement of one to the socket
        on its own, and the server, woken by the first, took the lock before the
        append had come)."""
        if not self.begun:
            return self.raw.execute(text, params)
        self.begun = False
        cursor = psycopg.ClientCursor(self.raw)
        cursor.execute(f"{_BEGIN}; {text}", params)
        for _ in _BEGIN.split(";"):         # to the statement's own result
            cursor.nextset()
        return cursor

    def _send_begin(self):
        self.begun = False
        self.raw.execute(_BEGIN)

    def executemany(self, sql, rows):
        if self.begun:
            self._send_begin()
        with self.raw.cursor() as cur:
            cur.executemany(sql.replace("%", "%%").replace("?", "%s"), rows)

    @property
    def in_transaction(self):
        return self.begun or self.raw.info.transaction_status != TransactionStatus.IDLE


class PgEventStore(EventStore):
    """An event log in a PostgreSQL database named by URL (a libpq URL or conninfo).
    `pool_size`: the most connections this process holds (one per thread using the
    store; a thread past it waits up to busy_timeout_ms for one)."""

    dialect = dialect.Postgres

    def __init__(self, url, pool_size=20, busy_timeout_ms=10000):
        self.path = self.url = url
        self.durability = "server"
        self.busy_timeout_ms = busy_timeout_ms
        self._local = threading.local()
        self._writer = threading.Lock()
        self._listeners = []
        #: {stream: (version, hash)}: the heads this process read or appended last,
        #: oldest first; only guesses (pbem_append checks them)
        self._heads, self._heads_lock = {}, threading.Lock()
        self.pool = ConnectionPool(url, min_size=1, max_size=pool_size, open=True,
                                   kwargs={"autocommit": True},
                                   timeout=busy_timeout_ms / 1000)
        try:
            with self.transaction() as conn:    # processes starting together wait here
                if self.dialect.owns_schema(conn):  # else its owner made it
                    pgschema.create(conn)
                #: whether appends are made by the schema's function: not in a database
                #: an earlier release made whose owner has not opened it since (a
                #: service role may not add it), which appends statement by statement
                self.appends_on_server = pgschema.appends_on_server(conn)
        except BaseException:
            self.close_all()        # the pool's threads would keep trying to connect
            raise

    @property
    def conn(self):
        conn = getattr(self._local, "conn", None)
        if conn is None or conn.raw.closed:
            conn = self._local.conn = PgConnection(self.pool.getconn())
        return conn

    def close(self):
        """Give this thread's connection back (the pool stays open for the others)."""
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            self._local.conn = None
            self.pool.putconn(conn.raw)

    def close_all(self):
        """Close the pool (every connection of this store, in every thread) and stop
        its listeners."""
        for listener in self._listeners:
            listener.stop()
        self.close()
        self.pool.close()

    def listen(self, channels, heard):
        """Call HEARD(channel, payload) from a thread of its own for each notice on
        CHANNELS (pgschema.EVENTS_CHANNEL: a stream appended to; tables may announce
        rows through dialect.notifier), and HEARD(None, None) whenever notices may
        have been missed (at the start, after a lost connection). Returns the
        Listener (stop() ends it; close_all() stops them all)."""
        listener = Listener(self.url, channels, heard)
        self._listeners.append(listener)
        return listener

    @staticmethod
    def _begin_writing(conn):
        conn.begin_writing()

    def head(self, stream):
        head = super().head(stream)
        self._saw(stream, head)
        return head

    def _saw(self, stream, head):
        """Keep HEAD as STREAM's newest (the oldest kept goes when there are too
        many)."""
        with self._heads_lock:
            self._heads.pop(stream, None)
            self._heads[stream] = head
            if len(self._heads) > HEADS_KEPT:
                del self._heads[next(iter(self._heads))]

    def _append(self, conn, stream, events, expected_version, idempotency_key, within):
        """EventStore._append in one statement (pbem_append) when the head this process
        last saw of STREAM is still its head (and no writer that took its time later
        had the lock first); else one more, after the head the server answered with
        and at a time taken then (the writer's lock, held since the first, keeps
        both)."""
        if not self.appends_on_server:
            return super()._append(conn, stream, events, expected_version,
                                   idempotency_key, within)
        version, prev = self._guess(stream, expected_version)
        now, in_order = _now(), True
        while True:
            # an unknown head (None) is matched by none: the server says which it is
            rows, recorded = chained(stream, version, prev, events, now) \
                if prev is not None else ([], [])
            _, _, types, actors, payloads, metadata, _, _, hashes = (
                [list(column) for column in zip(*rows)] or [[]] * 9)
            positions, head_version, head_hash, first, last = conn.execute_first(_APPEND, (
                stream, version, prev, idempotency_key, now, in_order, types, actors,
                payloads, metadata, hashes)).fetchone()
            if first is not None:
                return self.read(stream, first, last + 1)
            if positions is not None:
                break
            if expected_version is not None and expected_version != head_version:
                raise ConflictError(stream, expected_version, head_version)
            version, prev = head_version, head_hash
            now, in_order = _now(), False
        for rec, position in zip(recorded, positions):
            rec.__dict__["position"] = position
        if recorded:
            self._saw(stream, (recorded[-1].version + 1, recorded[-1].hash))
        if within is not None:
            within(conn, recorded)
        return recorded

    def _guess(self, stream, expected_version):
        """(version, hash) STREAM's head is likely at: the one this process saw last
        (the service read it to load the game), a new stream's, or (EXPECTED_VERSION,
        None) when that is all that is known: the server answers with the head."""
        seen = self._heads.get(stream)
        if seen is not None and expected_version in (None, seen[0]):
            return seen
        if not expected_version:
            return 0, GENESIS_HASH
        return expected_version, None

    @staticmethod
    def _insert(conn, row):
        return conn.execute(_INSERT + " RETURNING position", row).fetchone()[0]

    _create_schema = staticmethod(pgschema.create)


class Listener:
    """A connection of its own that LISTENs on CHANNELS and hands each notice to
    HEARD(channel, payload) in its thread; reconnects (and says so with HEARD(None,
    None)) when the connection is lost. A HEARD that raises is logged, not fatal."""

    def __init__(self, url, channels, heard, retry_seconds=1.0):
        self.url, self.channels, self.heard = url, list(channels), heard
        self.retry_seconds = retry_seconds
        self._stop = threading.Event()
        #: set once the first LISTEN is in place (notices from then on are heard)
        self.ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True,
                                        name=f"listen {','.join(self.channels)}")
        self._thread.start()

    def _run(self):
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True) as conn:
                    for channel in self.channels:
                        conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(channel)))
                    self._tell(None, None)
                    self.ready.set()
                    while not self._stop.is_set():
                        for notice in conn.notifies(timeout=0.5):
                            self._tell(notice.channel, notice.payload)
            except psycopg.OperationalError as e:
                log.warning("listening on %s: %s; again in %.0f s", self.channels, e,
                            self.retry_seconds)
                self._stop.wait(self.retry_seconds)

    def _tell(self, channel, payload):
        try:
            self.heard(channel, payload)
        except Exception:   # noqa: BLE001 - one listener's bug must not stop the notices
            log.exception("a listener of %s failed on %r", channel, payload)

    def stop(self):
        self._stop.set()
        self._thread.join(timeout=5)
