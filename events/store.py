"""The append-only event store on SQLite (design §3).

One writer at a time (BEGIN IMMEDIATE), WAL so readers never wait, UNIQUE(stream,
version) as the last line of optimistic concurrency, and a per-stream hash chain.
Connections are per thread, because the web server and the scheduler share one store.
"""
import hashlib
import json
import os
import sqlite3
import threading
import time
from contextlib import contextmanager
from datetime import datetime, timezone

from events import dialect, schema
from events.envelope import (GENESIS_HASH, HASHED_TEMPLATE, Recorded, _encode,
                             canonical_json, chain_hash)

try:
    import fcntl
except ImportError:     # Windows: other processes' writers wait in SQLite's busy handler
    fcntl = None

COLUMNS = ("position, stream, version, type, actor, payload, metadata, recorded_at, "
           "prev_hash, hash")
_HEAD = "SELECT version, hash FROM events WHERE stream=? ORDER BY version DESC LIMIT 1"
_KEYED = "SELECT first_version, last_version FROM idempotency WHERE stream=? AND key=?"
_INSERT = ("INSERT INTO events (stream, version, type, actor, payload, metadata, "
           "recorded_at, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?)")
_READ_FROM = (f"SELECT {COLUMNS} FROM events WHERE stream=? AND version>=? "
              "ORDER BY version")
_READ_RANGE = (f"SELECT {COLUMNS} FROM events WHERE stream=? AND version>=? "
               "AND version<? ORDER BY version")
_READ_ALL = f"SELECT {COLUMNS} FROM events WHERE position>? ORDER BY position"
#: the streams read_tails asks for in one query (two parameters each: within the 999
#: of older SQLite builds)
TAILS_AT_ONCE = 200

_new, _set = object.__new__, object.__setattr__
_loads, _sha256 = json.loads, hashlib.sha256


class ConflictError(Exception):
    """The stream moved on since the caller read it; nothing was appended."""

    def __init__(self, stream, expected, actual):
        super().__init__(f"stream {stream!r} is at version {actual}, not {expected}: "
                         "reload and try again")
        self.stream, self.expected, self.actual = stream, expected, actual


class AppendOnlyError(Exception):
    """Something tried to change or remove a stored event, or broke the chain."""


def check_chain(stream, records):
    """Recompute the chain of RECORDS, a whole stream from version 0 (read from a store
    or from an export: no database needed); its head hash, or AppendOnlyError at the
    first break."""
    prev = GENESIS_HASH
    for expected_version, rec in enumerate(records):
        if rec.stream != stream:
            raise AppendOnlyError(f"{stream}: an event of stream {rec.stream} among its own")
        if rec.version != expected_version:
            raise AppendOnlyError(f"{stream}: gap before version {rec.version}")
        if rec.prev_hash != prev:
            raise AppendOnlyError(f"{stream} v{rec.version}: prev_hash breaks chain")
        if chain_hash(prev, rec.hashed_fields()) != rec.hash:
            raise AppendOnlyError(f"{stream} v{rec.version}: hash does not match")
        prev = rec.hash
    return prev


def _now():
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def _records(rows):
    """Rows of COLUMNS -> Recorded, in order.

    The payload and metadata columns hold canonical JSON, so the texts of all the rows
    are spliced into one JSON array and decoded by ONE json.loads: the fixed cost of a
    json.loads call was most of a read's time when it ran twice per row. A stored text
    that is not exactly one JSON value makes the array fail or come out with the wrong
    count; the texts are then decoded one by one, failing as json.loads(text) does.
    (Only two broken texts made to complement each other, e.g. '[1' and '2],3', could
    splice into valid values; verify_chain reports those as a hash mismatch.)

    Recorded is a frozen dataclass whose __init__ sets its ten fields one by one through
    object.__setattr__; the same instance is built with its __dict__ in one go.
    """
    if not rows:
        return []
    texts = []
    add = texts.extend
    for row in rows:
        add((row[5], row[6]))
    try:
        values = _loads("[" + ",".join(texts) + "]")
    except (ValueError, RecursionError):  # one nesting level deeper than each text
        values = None
    if values is None or len(values) != len(texts):
        values = [_loads(text) for text in texts]
    json_columns = iter(values)
    out = []
    keep = out.append
    for (position, stream, version, type_, actor, _, _, recorded_at, prev_hash, hash_), \
            payload, metadata in zip(rows, json_columns, json_columns):
        rec = _new(Recorded)
        _set(rec, "__dict__", {
            "position": position, "stream": stream, "version": version, "type": type_,
            "actor": actor, "payload": payload, "metadata": metadata,
            "recorded_at": recorded_at, "prev_hash": prev_hash, "hash": hash_})
        keep(rec)
    return out


def _wal(conn, timeout):
    """Put the file in WAL mode. SQLite answers "database is locked" at once, without
    its busy handler, when another connection holds a lock on a file still in rollback
    mode (processes opening a new file together: gunicorn's workers), so this waits
    and tries again for up to TIMEOUT seconds."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or time.monotonic() > deadline:
                raise
            time.sleep(0.005)


class WriterFile:
    """The lock a SQLite file's writers in different processes queue on: flock on
    <database>-writer.lock beside it, taken by a process's one writer at a time (the
    store's in-process lock is held around it) for one write transaction.

    Why: SQLite's own lock makes a writer of another process sleep and retry (1, 2,
    5 ... 100 ms between tries) however soon it is free; flock wakes the next waiter
    as soon as it is released. SQLite's lock still keeps the writers apart (BEGIN
    IMMEDIATE follows, with its busy timeout): this one only orders them, so a process
    that does not take it (another program, a system without fcntl) is kept out as
    before.

    The wait has no deadline of its own: flock has none, and a thread to wait in
    (so that the caller could give up) would add a hand-over of the GIL while this
    process holds the lock. It is bounded otherwise: only the thread holding the
    in-process lock waits here, the others wait for that lock with the busy timeout
    and fail after it as SQLite's wait does; what this one waits for is another
    process's one write transaction, which SQLite's lock would make it wait for too;
    and a process that ends, even killed, holds no flock (the system releases it with
    its last descriptor).

    The file is opened at the first write (readers never open it), read-only (flock
    needs no more, so whoever may read it may queue), and made with the database's
    permissions (less the umask)."""

    def __init__(self, database):
        self.database, self.path = database, database + "-writer.lock"
        self.fd = None

    def acquire(self):
        if self.fd is None:
            self.fd = os.open(self.path, os.O_RDONLY | os.O_CREAT,
                              os.stat(self.database).st_mode & 0o666)
        fcntl.flock(self.fd, fcntl.LOCK_EX)

    def release(self):
        fcntl.flock(self.fd, fcntl.LOCK_UN)

    def __del__(self):
        """The descriptor goes with its store (a process opening many stores, as a
        test suite or a tool does, would otherwise hold one each until descriptors
        run out, or a select() past 1024 fails: waitress's did). Not in close(): that
        ends one thread's connection, while another thread may hold the lock."""
        if self.fd is not None:
            os.close(self.fd)


class Connection(sqlite3.Connection):
    """A SQLite connection that says which SQL it speaks (events/dialect.py)."""
    dialect = dialect.Sqlite


class EventStore:
    """An event log in one SQLite file. `durability` is SQLite's synchronous setting:
    "normal" (WAL: survives a killed process, may lose the last commits on power loss)
    or "full" (fsync at every commit)."""

    dialect = dialect.Sqlite
    #: the queue of other processes' writers (None: no other process writes here, or
    #: this system has no flock)
    _processes = None

    def __init__(self, path, durability="normal", busy_timeout_ms=10000):
        self.path = str(path)
        self.durability = durability
        self.busy_timeout_ms = busy_timeout_ms
        self._local = threading.local()
        self._writer = threading.Lock()
        if fcntl is not None and self.path not in (":memory:", ""):
            self._processes = WriterFile(self.path)
        if not schema.ready(self.conn):
            with self.transaction() as conn:    # processes starting together wait here
                schema.create(conn)

    # -- connections -------------------------------------------------------------
    @property
    def conn(self):
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, isolation_level=None,
                                   timeout=self.busy_timeout_ms / 1000,
                                   check_same_thread=False, factory=Connection)
            _wal(conn, self.busy_timeout_ms / 1000)
            conn.execute(f"PRAGMA synchronous={self.durability.upper()}")
            conn.execute(f"PRAGMA busy_timeout={int(self.busy_timeout_ms)}")
            # what is deleted is overwritten with zeros, so that neither a page's free
            # space nor a free page keeps it: personal data removed from the tables is
            # gone from the file too (with a checkpoint for the write-ahead log)
            conn.execute("PRAGMA secure_delete=ON")
            # Measured and left at SQLite's defaults (bench/README.md, "Tuning tried"):
            # mmap_size made a load after another connection's write slower (SQLite
            # unmaps at every cache reset: tail reads +45% p50, ~1.8x p99); cache_size
            # changed nothing (any other connection's commit empties the cache anyway);
            # a larger wal_autocheckpoint gained nothing measurable and, under
            # synchronous=NORMAL, would widen what a power loss can take.
            self._local.conn = conn
        return conn

    def listen(self, channels, heard):
        """None: SQLite announces nothing to other processes, which learn of writes by
        reading the tables (PgEventStore.listen hands over PostgreSQL's notices)."""
        return None

    def close(self):
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    def _begin(self, conn):
        """BEGIN IMMEDIATE once this process's other threads, then other processes'
        writers (WriterFile), have ended their write transactions. They queue on locks
        that hand over at once, where SQLite's busy handler has them sleep and retry
        (1, 2, 5 ... 100 ms between tries) however soon the lock is free: 8 threads
        appending at once waited up to 330-450 ms for a 0.2 ms transaction, 29-83 ms
        with this lock, for the same appends/s. Waiting longer than busy_timeout_ms
        for this process's lock fails as SQLite's own wait does."""
        if not self._writer.acquire(timeout=self.busy_timeout_ms / 1000):
            raise sqlite3.OperationalError("database is locked (by this process's "
                                           "other writers)")
        try:
            if self._processes is not None:
                self._processes.acquire()
        except BaseException:
            self._writer.release()
            raise
        try:
            self._begin_writing(conn)
        except BaseException:
            self._release()
            raise

    def _release(self):
        """Let the next writer in: another process's, or this one's."""
        if self._processes is not None:
            self._processes.release()
        self._writer.release()

    @staticmethod
    def _begin_writing(conn):
        """Start a transaction that is the only writer of the database until it ends
        (SQLite: its write lock taken at once)."""
        conn.execute("BEGIN IMMEDIATE")

    def _end(self, conn, commit):
        """COMMIT (or ROLLBACK), then let the next writer in."""
        try:
            if commit:
                conn.execute("COMMIT")
        except BaseException:
            commit = False
            raise
        finally:
            try:
                if not commit and conn.in_transaction:  # not if a failed COMMIT ended it
                    conn.execute("ROLLBACK")
            finally:
                self._release()

    @contextmanager
    def transaction(self):
        """One write transaction holding the writer lock; nested calls join it."""
        conn = self.conn
        if conn.in_transaction:
            yield conn
            return
        self._begin(conn)
        try:
            yield conn
        except BaseException:
            self._end(conn, False)
            raise
        self._end(conn, True)

    # -- writing -----------------------------------------------------------------
    def append(self, stream, events, expected_version=None, idempotency_key=None,
               within=None):
        """Append events to stream in one transaction and return them as Recorded.

        expected_version is the stream's version (its number of events) the caller saw;
        None skips the check. A repeated idempotency_key returns the events first
        appended under it and appends nothing. `within(conn, recorded)` runs inside the
        same transaction (for outbox rows), so it commits or rolls back with the events.
        """
        conn = self.conn
        if conn.in_transaction:  # inside transaction(): join it
            return self._append(conn, stream, events, expected_version,
                                idempotency_key, within)
        # transaction() inlined: a generator-based context manager per append costs
        # more than it is worth on the hottest path
        self._begin(conn)
        try:
            recorded = self._append(conn, stream, events, expected_version,
                                    idempotency_key, within)
        except BaseException:
            self._end(conn, False)
            raise
        self._end(conn, True)
        return recorded

    def _append(self, conn, stream, events, expected_version, idempotency_key, within):
        if idempotency_key is not None:
            done = conn.execute(_KEYED, (stream, idempotency_key)).fetchone()
            if done:
                return self.read(stream, done[0], done[1] + 1)
        last = conn.execute(_HEAD, (stream,)).fetchone()
        version, prev = (last[0] + 1, last[1]) if last else (0, GENESIS_HASH)
        if expected_version is not None and expected_version != version:
            raise ConflictError(stream, expected_version, version)
        recorded = []
        keep = recorded.append
        now = _now()
        stream_json, now_json = _encode(stream), _encode(now)
        for event in events:
            type_, actor = event.type, event.actor
            # payload and metadata are encoded once: the texts go into their columns
            # and into the hashed text (chain_hash(prev, fields), byte for byte)
            payload, metadata = event.payload, event.metadata
            payload_json, metadata_json = _encode(payload), _encode(metadata)
            digest = _sha256((prev + HASHED_TEMPLATE % (
                _encode(actor), metadata_json, payload_json, now_json, stream_json,
                _encode(type_), version)).encode()).hexdigest()
            position = self._insert(conn, (
                stream, version, type_, actor, payload_json, metadata_json, now, prev,
                digest))
            rec = _new(Recorded)  # Recorded(...) without its frozen __init__'s cost
            _set(rec, "__dict__", {
                "position": position, "stream": stream, "version": version,
                "type": type_, "actor": actor, "payload": payload, "metadata": metadata,
                "recorded_at": now, "prev_hash": prev, "hash": digest})
            keep(rec)
            version, prev = version + 1, digest
        if idempotency_key is not None and recorded:
            conn.execute("INSERT INTO idempotency VALUES (?,?,?,?)",
                         (stream, idempotency_key, recorded[0].version,
                          recorded[-1].version))
        if within is not None:
            within(conn, recorded)
        return recorded

    @staticmethod
    def _insert(conn, row):
        """Insert one event ROW (the columns of _INSERT); its position."""
        return conn.execute(_INSERT, row).lastrowid

    def restore(self, records):
        """Append records exported elsewhere, keeping their times and hashes.

        Each must continue its stream's chain exactly; otherwise nothing is written.
        """
        with self.transaction() as conn:
            for rec in records:
                head = self.head(rec.stream)
                if rec.version != head[0] or rec.prev_hash != head[1]:
                    raise AppendOnlyError(
                        f"{rec.stream} v{rec.version} does not continue the stream "
                        f"(at v{head[0]}, head {head[1][:12]})")
                if chain_hash(rec.prev_hash, rec.hashed_fields()) != rec.hash:
                    raise AppendOnlyError(f"{rec.stream} v{rec.version}: hash mismatch")
                self._insert(conn, (rec.stream, rec.version, rec.type, rec.actor,
                                    canonical_json(rec.payload),
                                    canonical_json(rec.metadata), rec.recorded_at,
                                    rec.prev_hash, rec.hash))

    # -- reading -----------------------------------------------------------------
    def read(self, stream, from_version=0, to_version=None):
        """Events of stream with from_version <= version < to_version, in order."""
        if to_version is None:
            rows = self.conn.execute(_READ_FROM, (stream, from_version)).fetchall()
        else:
            rows = self.conn.execute(_READ_RANGE,
                                     (stream, from_version, to_version)).fetchall()
        return _records(rows)

    def read_all(self, after_position=0, limit=None):
        """Every stream's events in global order, for projections and exports."""
        sql = _READ_ALL if limit is None else f"{_READ_ALL} LIMIT {int(limit)}"
        return _records(self.conn.execute(sql, (after_position,)).fetchall())

    def read_tails(self, heads, count):
        """The last COUNT events of each stream of HEADS ({stream: its number of
        events}, as a projection of the log holds it), read at once: {stream: its
        events, oldest first}. A page listing many games (a player's home) reads their
        newest events in a few queries rather than one a game; each stream's part is
        a range of the (stream, version) index. Streams that moved on meanwhile give
        their newer events too."""
        tails = {stream: [] for stream in heads}
        streams = list(heads)
        for at in range(0, len(streams), TAILS_AT_ONCE):
            part = streams[at:at + TAILS_AT_ONCE]
            where = " OR ".join(["(stream=? AND version>=?)"] * len(part))
            params = [p for s in part for p in (s, max(0, heads[s] - count))]
            for rec in _records(self.conn.execute(
                    f"SELECT {COLUMNS} FROM events WHERE {where} ORDER BY stream, "
                    "version", params).fetchall()):
                tails[rec.stream].append(rec)
        return tails

    def head(self, stream):
        """(version, head hash): the number of events and the last event's hash."""
        row = self.conn.execute(_HEAD, (stream,)).fetchone()
        return (row[0] + 1, row[1]) if row else (0, GENESIS_HASH)

    def version(self, stream):
        return self.head(stream)[0]

    def first_after(self, stream, instant):
        """The version of STREAM's first event recorded after INSTANT (UTC ISO text in
        the store's own format), or None when none was."""
        return self.conn.execute("SELECT MIN(version) FROM events WHERE stream=? AND "
                                 "recorded_at>?", (stream, instant)).fetchone()[0]

    def streams(self):
        return [r[0] for r in self.conn.execute(
            "SELECT stream FROM events WHERE version=0 ORDER BY position")]

    def keyed(self, stream, key):
        """The events first appended to STREAM under the idempotency key KEY, or
        None when no append used it."""
        done = self.conn.execute(_KEYED, (stream, key)).fetchone()
        return self.read(stream, done[0], done[1] + 1) if done else None

    def last_keyed_version(self, stream):
        """The newest version an idempotency key of STREAM names (None without keys):
        a log cut short leaves keys beyond its head."""
        return self.conn.execute("SELECT max(last_version) FROM idempotency WHERE "
                                 "stream=?", (stream,)).fetchone()[0]

    def verify_chain(self, stream):
        """Recompute the stream's chain; raise AppendOnlyError at the first break."""
        return check_chain(stream, self.read(stream))

    # -- snapshots (a cache: may be dropped at any time) ---------------------------
    def save_snapshot(self, stream, version, rules_version, state):
        """Keep STATE as the stream's newest snapshot: insert it, then remove the older
        ones (the schema lets a snapshot go only once a newer one is there, and never
        changes one; see events/schema.py)."""
        with self.transaction() as conn:
            conn.execute("INSERT INTO snapshots SELECT ?,?,?,? WHERE NOT EXISTS (SELECT 1 "
                         "FROM snapshots WHERE stream=? AND version=? AND rules_version=?)",
                         (stream, version, rules_version, canonical_json(state),
                          stream, version, rules_version))
            conn.execute("DELETE FROM snapshots WHERE stream=? AND version<?",
                         (stream, version))

    def load_snapshot(self, stream, rules_version):
        """(version, state) of the newest snapshot for these rules, or None."""
        row = self.conn.execute("SELECT version, state FROM snapshots WHERE stream=? AND "
                                "rules_version=? ORDER BY version DESC LIMIT 1",
                                (stream, rules_version)).fetchone()
        return None if row is None else (row[0], json.loads(row[1]))

    def snapshots(self, stream):
        """[(version, rules_version, state)] of every snapshot the stream has, for
        audits: none may be beyond the log's head."""
        return [(v, r, json.loads(s)) for v, r, s in self.conn.execute(
            "SELECT version, rules_version, state FROM snapshots WHERE stream=? "
            "ORDER BY version", (stream,))]

    def drop_snapshots(self):
        """Drop the whole cache (the table, not its rows: rows of a stream's newest
        snapshot cannot be deleted); loads rebuild from the log."""
        with self.transaction() as conn:
            conn.execute("DROP TABLE snapshots")
            self._create_schema(conn)

    _create_schema = staticmethod(schema.create)
