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

Commits share their WAL flushes: PostgreSQL releases a transaction's locks only after
its commit, and a durable commit waits for its WAL flush first, so under one lock the
writers would flush one at a time (77-166 appends/s on the bench's disk, bench/README.md
"Issue 30, stop 33"). So a write transaction commits with synchronous_commit off (the
lock goes as soon as the commit record is in the WAL buffers); then, once this
process's next writer is let in (EventStore._end), a statement of its own (FLUSHED)
that, unless all the WAL is flushed already, writes a little (a transactional logical
message) and commits as the session's synchronous_commit says: waiting for the flush
of that commit waits for ours, which precedes it in the WAL, and the waits of
concurrent writers, of this process and others, end in one flush. `append` and
`transaction()` return only after it, and so does `keyed` when it finds events
(they may be another writer's, not flushed yet), so whatever is acknowledged is as
durable as the server is set to be (fsync, replicas). The price: for the milliseconds
before that flush, other connections (pages, jobs, LISTEN) can read a committed
transaction that a crash of the server would take away, with everything written after
it (the WAL is replayed in order, so no stream gets a hole); its own caller never saw
it acknowledged. (A statement that only takes a transaction id, `SELECT
pg_current_xact_id()`, writes no WAL and PostgreSQL then commits it without a flush:
it cannot serve.)

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
from events.store import _INSERT, EventStore

log = logging.getLogger(__name__)

#: the advisory lock key of the one writer (any constant; "pbem" in ASCII)
WRITER_LOCK = 0x7062656D
#: a statement whose commit (as the session's synchronous_commit says) waits for the
#: WAL flush of every commit before it: a transactional logical message (a few bytes of
#: WAL that logical decoding, if any, hands on under this prefix), made only when some
#: WAL is not flushed yet, so that a transaction that wrote nothing on an idle server
#: (a job finding no work) costs no write and no fsync
FLUSHED = ("SELECT CASE WHEN pg_current_wal_flush_lsn() < pg_current_wal_insert_lsn() "
           "THEN pg_logical_emit_message(true, 'pbem.flushed', '') END")


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

    def execute(self, sql, params=None):
        if params is None:
            return self.raw.execute(sql)
        text = self._texts.get(sql)
        if text is None:
            text = self._texts[sql] = sql.replace("%", "%%").replace("?", "%s")
        return self.raw.execute(text, params)

    def executemany(self, sql, rows):
        with self.raw.cursor() as cur:
            cur.executemany(sql.replace("%", "%%").replace("?", "%s"), rows)

    @property
    def in_transaction(self):
        return self.raw.info.transaction_status != TransactionStatus.IDLE


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
        self.pool = ConnectionPool(url, min_size=1, max_size=pool_size, open=True,
                                   kwargs={"autocommit": True},
                                   timeout=busy_timeout_ms / 1000)
        try:
            with self.transaction() as conn:    # processes starting together wait here
                if self.dialect.owns_schema(conn):  # else its owner made it
                    pgschema.create(conn)
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
        """BEGIN and the writer's lock in one round trip (a statement's round trip is
        most of an append here). A wait for the lock that fails (a statement_timeout,
        a cancel) leaves the transaction begun and aborted: it is rolled back here, as
        EventStore._begin gives up the process's lock."""
        try:
            conn.execute("BEGIN; SET LOCAL synchronous_commit = off; "
                         f"SELECT pg_advisory_xact_lock({WRITER_LOCK})")
        except psycopg.Error:
            if conn.raw.info.transaction_status == TransactionStatus.INERROR:
                conn.execute("ROLLBACK")
            raise

    def _end(self, conn, commit):
        """EventStore._end (COMMIT without waiting for its flush, then this process's
        next writer in), then wait for that flush (see the module's docstring). The wait
        is a round trip of its own: in the COMMIT's message it would hold the process's
        writers through it, and with each thread queueing on the server's lock instead
        (no lock of the process) the appends were slower, the server's lock likely
        handed to backends not yet scheduled (bench/README.md "Issue 30, stop 33")."""
        super()._end(conn, commit)
        if commit:
            conn.execute(FLUSHED)

    def keyed(self, stream, key):
        """EventStore.keyed, answering only once the events it found are flushed: they
        may be another writer's that has committed and not yet seen its flush, and
        this answer acknowledges them (a request sent again)."""
        done = super().keyed(stream, key)
        if done and not self.conn.in_transaction:   # else its commit waits
            self.conn.execute(FLUSHED)
        return done

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
