"""The append-only event store on SQLite (design §3).

One writer at a time (BEGIN IMMEDIATE), WAL so readers never wait, UNIQUE(stream,
version) as the last line of optimistic concurrency, and a per-stream hash chain.
Connections are per thread, because the web server and the scheduler share one store.
"""
import json
import sqlite3
import threading
from contextlib import contextmanager
from datetime import datetime, timezone

from events import schema
from events.envelope import GENESIS_HASH, NewEvent, Recorded, canonical_json, chain_hash

COLUMNS = ("position, stream, version, type, actor, payload, metadata, recorded_at, "
           "prev_hash, hash")


class ConflictError(Exception):
    """The stream moved on since the caller read it; nothing was appended."""

    def __init__(self, stream, expected, actual):
        super().__init__(f"stream {stream!r} is at version {actual}, not {expected}: "
                         "reload and try again")
        self.stream, self.expected, self.actual = stream, expected, actual


class AppendOnlyError(Exception):
    """Something tried to change or remove a stored event, or broke the chain."""


def _now():
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def _row(row):
    return Recorded(row[0], row[1], row[2], row[3], row[4], json.loads(row[5]),
                    json.loads(row[6]), row[7], row[8], row[9])


class EventStore:
    """An event log in one SQLite file. `durability` is SQLite's synchronous setting:
    "normal" (WAL: survives a killed process, may lose the last commits on power loss)
    or "full" (fsync at every commit)."""

    def __init__(self, path, durability="normal", busy_timeout_ms=10000):
        self.path = str(path)
        self.durability = durability
        self.busy_timeout_ms = busy_timeout_ms
        self._local = threading.local()
        schema.create(self.conn)

    # -- connections -------------------------------------------------------------
    @property
    def conn(self):
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, isolation_level=None,
                                   timeout=self.busy_timeout_ms / 1000,
                                   check_same_thread=False)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(f"PRAGMA synchronous={self.durability.upper()}")
            conn.execute(f"PRAGMA busy_timeout={int(self.busy_timeout_ms)}")
            self._local.conn = conn
        return conn

    def close(self):
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    @contextmanager
    def transaction(self):
        """One write transaction holding the writer lock; nested calls join it."""
        conn = self.conn
        if conn.in_transaction:
            yield conn
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    # -- writing -----------------------------------------------------------------
    def append(self, stream, events, expected_version=None, idempotency_key=None,
               within=None):
        """Append events to stream in one transaction and return them as Recorded.

        expected_version is the stream's version (its number of events) the caller saw;
        None skips the check. A repeated idempotency_key returns the events first
        appended under it and appends nothing. `within(conn, recorded)` runs inside the
        same transaction (for outbox rows), so it commits or rolls back with the events.
        """
        with self.transaction() as conn:
            if idempotency_key is not None:
                done = conn.execute(
                    "SELECT first_version, last_version FROM idempotency "
                    "WHERE stream=? AND key=?", (stream, idempotency_key)).fetchone()
                if done:
                    return self.read(stream, done[0], done[1] + 1)
            last = conn.execute(
                "SELECT version, hash FROM events WHERE stream=? "
                "ORDER BY version DESC LIMIT 1", (stream,)).fetchone()
            version, prev = (last[0] + 1, last[1]) if last else (0, GENESIS_HASH)
            if expected_version is not None and expected_version != version:
                raise ConflictError(stream, expected_version, version)
            recorded = []
            now = _now()
            for event in events:
                rec = self._insert(conn, stream, version, event, now, prev)
                recorded.append(rec)
                version, prev = version + 1, rec.hash
            if idempotency_key is not None and recorded:
                conn.execute("INSERT INTO idempotency VALUES (?,?,?,?)",
                             (stream, idempotency_key, recorded[0].version,
                              recorded[-1].version))
            if within is not None:
                within(conn, recorded)
            return recorded

    def _insert(self, conn, stream, version, event: NewEvent, recorded_at, prev):
        fields = {"stream": stream, "version": version, "type": event.type,
                  "actor": event.actor, "payload": event.payload,
                  "metadata": event.metadata, "recorded_at": recorded_at}
        digest = chain_hash(prev, fields)
        cur = conn.execute(
            "INSERT INTO events (stream, version, type, actor, payload, metadata, "
            "recorded_at, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?)",
            (stream, version, event.type, event.actor, canonical_json(event.payload),
             canonical_json(event.metadata), recorded_at, prev, digest))
        return Recorded(cur.lastrowid, stream, version, event.type, event.actor,
                        event.payload, event.metadata, recorded_at, prev, digest)

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
                conn.execute(
                    "INSERT INTO events (stream, version, type, actor, payload, metadata,"
                    " recorded_at, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?)",
                    (rec.stream, rec.version, rec.type, rec.actor,
                     canonical_json(rec.payload), canonical_json(rec.metadata),
                     rec.recorded_at, rec.prev_hash, rec.hash))

    # -- reading -----------------------------------------------------------------
    def read(self, stream, from_version=0, to_version=None):
        """Events of stream with from_version <= version < to_version, in order."""
        sql = f"SELECT {COLUMNS} FROM events WHERE stream=? AND version>=?"
        args = [stream, from_version]
        if to_version is not None:
            sql += " AND version<?"
            args.append(to_version)
        return [_row(r) for r in self.conn.execute(sql + " ORDER BY version", args)]

    def read_all(self, after_position=0, limit=None):
        """Every stream's events in global order, for projections and exports."""
        sql = f"SELECT {COLUMNS} FROM events WHERE position>? ORDER BY position"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [_row(r) for r in self.conn.execute(sql, (after_position,))]

    def head(self, stream):
        """(version, head hash): the number of events and the last event's hash."""
        row = self.conn.execute("SELECT version, hash FROM events WHERE stream=? "
                                "ORDER BY version DESC LIMIT 1", (stream,)).fetchone()
        return (row[0] + 1, row[1]) if row else (0, GENESIS_HASH)

    def version(self, stream):
        return self.head(stream)[0]

    def streams(self):
        return [r[0] for r in self.conn.execute(
            "SELECT stream FROM events WHERE version=0 ORDER BY position")]

    def verify_chain(self, stream):
        """Recompute the stream's chain; raise AppendOnlyError at the first break."""
        prev = GENESIS_HASH
        for expected_version, rec in enumerate(self.read(stream)):
            if rec.version != expected_version:
                raise AppendOnlyError(f"{stream}: gap before version {rec.version}")
            if rec.prev_hash != prev:
                raise AppendOnlyError(f"{stream} v{rec.version}: prev_hash breaks chain")
            if chain_hash(prev, rec.hashed_fields()) != rec.hash:
                raise AppendOnlyError(f"{stream} v{rec.version}: hash does not match")
            prev = rec.hash
        return prev

    # -- snapshots (a cache: may be dropped at any time) ---------------------------
    def save_snapshot(self, stream, version, rules_version, state):
        with self.transaction() as conn:
            conn.execute("INSERT OR REPLACE INTO snapshots VALUES (?,?,?,?)",
                         (stream, version, rules_version, canonical_json(state)))

    def load_snapshot(self, stream, rules_version):
        """(version, state) of the newest snapshot for these rules, or None."""
        row = self.conn.execute("SELECT version, rules_version, state FROM snapshots "
                                "WHERE stream=?", (stream,)).fetchone()
        if row is None or row[1] != rules_version:
            return None
        return row[0], json.loads(row[2])

    def drop_snapshots(self):
        with self.transaction() as conn:
            conn.execute("DELETE FROM snapshots")
