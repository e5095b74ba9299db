"""The floors: what the figures' work costs with nothing of ours around it, measured in
the same run (same machine load, same durability) so a ratio target can be checked for
reachability, not just missed.

- append: a bare `BEGIN IMMEDIATE; INSERT; COMMIT` of one ready-made row into a fresh
  kernel database (same schema, same indexes and triggers, same synchronous setting,
  same ~200-byte payload text, 20 streams round-robin), then the same with the stream
  head read first (`SELECT version, hash ... ORDER BY version DESC LIMIT 1`), which any
  hash-chained append needs. No JSON, no hashing, no Python objects but the cursor.
  Then the chain's floor: the same with the work no hash-chained canonical-JSON log can
  skip, written inline (the UTC timestamp, the payload's and metadata's canonical
  texts, the sha256 of the hashed text): what an append costs before any code of a
  store's own (its connection, its result objects, its checks).
- replay: a bare `SELECT` + `fetchall()` of the 2,000 rows of one stream (the only
  way SQLite hands rows to Python), and a single `json.loads` of all their payload and
  metadata texts spliced into one array (the cheapest way to decode them). Their sum
  is a floor for any read that returns decoded payloads from these rows.
"""
import json
import time

from events import EventStore, NewEvent, canonical_json
from events.envelope import HASHED_TEMPLATE, _encode
from events.store import COLUMNS, _now, _sha256
from bench.common import ACTOR, METADATA, clock, db, median, payload, scratch

STREAMS = 20
INSERT = ("INSERT INTO events (stream, version, type, actor, payload, metadata, "
          "recorded_at, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?)")
HEAD = "SELECT version, hash FROM events WHERE stream=? ORDER BY version DESC LIMIT 1"


def _appends(path, sync, n, work):
    """Microseconds per append of WORK: "bare" (a ready row), "head" (+ the head
    read) or "chain" (+ the head read and the chain's own work on each event)."""
    store = EventStore(path, durability=sync)
    conn = store.conn
    text, meta, h = canonical_json(payload(1)), canonical_json(METADATA), "0" * 64
    now = "2026-01-01T00:00:00.000000+00:00"
    streams = [f"game-{i}" for i in range(STREAMS)]
    events = [payload(i) for i in range(n)]

    def run():
        for v in range(n):
            s = streams[v % STREAMS]
            conn.execute("BEGIN IMMEDIATE")
            if work == "bare":
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


def append(sync, n, repeats):
    """Median microseconds per append of each floor: {"bare", "head", "chain"}."""
    runs = {work: [] for work in ("bare", "head", "chain")}
    for _ in range(repeats):
        with scratch() as folder:
            for work, times in runs.items():
                times.append(_appends(db(folder, f"{work}.sqlite"), sync, n, work))
    return {work: median(times) for work, times in runs.items()}


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
