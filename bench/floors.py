"""The floors: what the figures' work costs with nothing of ours around it, measured in
the same loop as the figures they floor (each repeat runs ours, the peer and the
floors one after the other, the order turning from repeat to repeat), so a busy moment
of the machine weighs on all of them alike, and reported with the same statistic
(the median of the repeats, each repeat one pass of the same size), so a ratio can
never say that ours ran faster than its own floor.

- append: `BEGIN IMMEDIATE; INSERT; COMMIT` of one ready-made row, 20 streams
  round-robin, ~200-byte payload text, the same synchronous setting:
  - "plain": into a plain table of the same columns with nothing else on it (no
    unique index, no trigger): what SQLite itself costs;
  - "bare": into a fresh kernel database (same schema, the UNIQUE(stream, version)
    index and the append-only triggers): the price of the guarantees;
  - "head": the same with the stream head read first (`SELECT version, hash ...
    ORDER BY version DESC LIMIT 1`), which any hash-chained append needs;
  - "chain": the same with the work no hash-chained canonical-JSON log can skip,
    written inline (the UTC timestamp, the payload's and metadata's canonical texts,
    the sha256 of the hashed text): what an append costs before any code of a
    store's own (its connection, its result objects, its checks).
- replay: a bare `SELECT` + `fetchall()` of the rows of the replayed stream, from the
  same database ours replays (the only way SQLite hands rows to Python), and one
  `json.loads` of all their payload and metadata texts spliced into one array (the
  cheapest way to decode them). Their sum is a floor for any read that returns
  decoded payloads from these rows.
"""
import json
import time

from events import EventStore, canonical_json
from events.envelope import HASHED_TEMPLATE, _encode
from events.store import _now, _sha256
from bench.common import ACTOR, METADATA, clock, db, payload

STREAMS = 20
INSERT = ("INSERT INTO events (stream, version, type, actor, payload, metadata, "
          "recorded_at, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?)")
HEAD = "SELECT version, hash FROM events WHERE stream=? ORDER BY version DESC LIMIT 1"


PLAIN = ("CREATE TABLE events (stream TEXT, version INTEGER, type TEXT, actor TEXT, "
         "payload TEXT, metadata TEXT, recorded_at TEXT, prev_hash TEXT, hash TEXT)")
APPENDS = ("plain", "bare", "head", "chain")


def _appends(path, sync, n, work):
    """Microseconds per append of WORK (one of APPENDS)."""
    store = EventStore(path, durability=sync)
    conn = store.conn
    if work == "plain":
        conn.execute("DROP TABLE events")       # its index and triggers go with it
        conn.execute(PLAIN)
    text, meta, h = canonical_json(payload(1)), canonical_json(METADATA), "0" * 64
    now = "2026-01-01T00:00:00.000000+00:00"
    streams = [f"game-{i}" for i in range(STREAMS)]
    events = [payload(i) for i in range(n)]

    def run():
        for v in range(n):
            s = streams[v % STREAMS]
            conn.execute("BEGIN IMMEDIATE")
            if work in ("plain", "bare"):
                row = (s, v // STREAMS, "moved", ACTOR, text, meta, now, h, h)
            else:
                prev = conn.execute(HEAD, (s,)).fetchone()
                prev = prev[1] if prev else h
            if work == "head":
                row = (s, v // STREAMS, "moved", ACTOR, text, meta, now, h, h)
            elif work == "chain":
                stamp = _now()
                data, about = _encode(events[v]), _encode(METADATA)
                digest = _sha256((prev + HASHED_TEMPLATE % (
                    _encode(ACTOR), about, data, _encode(stamp), _encode(s),
                    _encode("moved"), v // STREAMS)).encode()).hexdigest()
                row = (s, v // STREAMS, "moved", ACTOR, data, about, stamp, prev, digest)
            conn.execute(INSERT, row)
            conn.execute("COMMIT")
    seconds = clock(run)
    store.close()
    return seconds / n * 1e6


def append(folder, sync, n, work):
    """One repeat of the append floor WORK: microseconds per append, in fresh files
    under FOLDER."""
    return _appends(db(folder, f"floor-{work}.sqlite"), sync, n, work)


def replay(conn, sql, args):
    """One pass of the replay floor over CONN's rows of SQL: (seconds of SELECT +
    fetchall, seconds of one json.loads of their payload and metadata texts)."""
    start = time.perf_counter()
    rows = conn.execute(sql, args).fetchall()
    fetched = time.perf_counter()
    text = "[" + ",".join(t for r in rows for t in (r[5], r[6])) + "]"
    spliced = time.perf_counter()
    json.loads(text)
    return fetched - start, time.perf_counter() - spliced
