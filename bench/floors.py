"""The floors: what the figures' work costs with nothing of ours around it, measured in
the same run (same machine load, same durability) so a ratio target can be checked for
reachability, not just missed.

- append: a bare `BEGIN IMMEDIATE; INSERT; COMMIT` of one ready-made row into a fresh
  kernel database (same schema, same indexes and triggers, same synchronous setting,
  same ~200-byte payload text, 20 streams round-robin), then the same with the stream
  head read first (`SELECT version, hash ... ORDER BY version DESC LIMIT 1`), which any
  hash-chained append needs. No JSON, no hashing, no Python objects but the cursor.
- replay: a bare `SELECT` + `fetchall()` of the 2,000 rows of one stream (the only
  way SQLite hands rows to Python), and a single `json.loads` of all their payload and
  metadata texts spliced into one array (the cheapest way to decode them). Their sum
  is a floor for any read that returns decoded payloads from these rows.
"""
import json
import time

from events import EventStore, NewEvent, canonical_json
from events.store import COLUMNS
from bench.common import ACTOR, METADATA, clock, db, median, payload, scratch

STREAMS = 20
INSERT = ("INSERT INTO events (stream, version, type, actor, payload, metadata, "
          "recorded_at, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?)")
HEAD = "SELECT version, hash FROM events WHERE stream=? ORDER BY version DESC LIMIT 1"


def _appends(path, sync, n, with_head):
    store = EventStore(path, durability=sync)
    conn = store.conn
    text, meta, h = canonical_json(payload(1)), canonical_json(METADATA), "0" * 64
    now = "2026-01-01T00:00:00.000000+00:00"
    streams = [f"game-{i}" for i in range(STREAMS)]

    def run():
        for v in range(n):
            s = streams[v % STREAMS]
            conn.execute("BEGIN IMMEDIATE")
            if with_head:
                conn.execute(HEAD, (s,)).fetchone()
            conn.execute(INSERT, (s, v // STREAMS, "moved", ACTOR, text, meta, now, h, h))
            conn.execute("COMMIT")
    seconds = clock(run)
    store.close()
    return seconds / n * 1e6


def append(sync, n, repeats):
    """Median microseconds per (bare transaction, bare transaction + head read)."""
    bare, headed = [], []
    for _ in range(repeats):
        with scratch() as folder:
            bare.append(_appends(db(folder, "bare.sqlite"), sync, n, False))
            headed.append(_appends(db(folder, "head.sqlite"), sync, n, True))
    return median(bare), median(headed)


def replay(sync, events, repeats):
    """Median milliseconds of (bare SELECT + fetchall of the stream's rows, one
    json.loads of their payload and metadata texts)."""
    with scratch() as folder:
        store = EventStore(db(folder, "floor.sqlite"), durability=sync)
        new = [NewEvent("moved", payload(i), ACTOR, METADATA) for i in range(events)]
        for i in range(0, events, 100):
            store.append("game", new[i:i + 100], i)
        sql = f"SELECT {COLUMNS} FROM events WHERE stream=? AND version>=? ORDER BY version"
        rows = store.conn.execute(sql, ("game", 0)).fetchall()
        text = "[" + ",".join(t for r in rows for t in (r[5], r[6])) + "]"
        select, decode = [], []
        for _ in range(repeats):
            select.append(_best(lambda: store.conn.execute(sql, ("game", 0)).fetchall()))
            decode.append(_best(lambda: json.loads(text)))
        store.close()
    return median(select) * 1e3, median(decode) * 1e3


def _best(fn, tries=5):
    """Fastest of a few calls (a floor is what the work costs at best)."""
    best = float("inf")
    for _ in range(tries):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best
