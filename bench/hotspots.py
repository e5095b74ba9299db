"""Where our kernel's time goes: cProfile of EventStore.append (single and batched) and
of a 2,000-event read + fold, next to the floors no change to store.py can go under
(a bare BEGIN IMMEDIATE / INSERT / COMMIT, a bare SELECT of the stream's rows).

    .venv/bin/python bench/hotspots.py [--top N]

Kept apart from run.py because profiling slows everything it watches: these are
shares of time, not figures to compare with the peer.
"""
import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from events import EventStore, NewEvent, canonical_json, fold  # noqa: E402
from bench.common import (ACTOR, METADATA, count_reducer, db, payload,  # noqa: E402
                          scratch)
from events.store import COLUMNS  # noqa: E402

N = 3000
INSERT = ("INSERT INTO events (stream, version, type, actor, payload, metadata, "
          "recorded_at, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?)")


def _profile(title, fn, top):
    print(f"== {title}")
    prof = cProfile.Profile()
    prof.runcall(fn)
    pstats.Stats(prof, stream=sys.stdout).sort_stats("tottime").print_stats(top)


def _per_call(fn, n, tries=1):
    """Microseconds per call of the n calls fn makes (best of `tries` runs)."""
    best = float("inf")
    for _ in range(tries):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best / n * 1e6


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=12)
    top = parser.parse_args(argv).top
    data = [payload(i) for i in range(N)]
    with scratch() as folder:
        store = EventStore(db(folder, "ours.sqlite"))
        store.append("g", [NewEvent("game.created", data[0], None, METADATA)], 0)

        def singles(first=1):
            for v in range(first, first + N):
                store.append("g", [NewEvent("moved", data[v % N], ACTOR, METADATA)], v)

        def batches(first=N + 1):
            for v in range(first, first + N, 10):
                store.append("g", [NewEvent("moved", data[(v + k) % N], ACTOR, METADATA)
                                   for k in range(10)], v)
        _profile(f"{N} single-event appends", singles, top)
        _profile(f"{N} events appended in batches of 10", batches, top)

        store2 = EventStore(db(folder, "floor.sqlite"))
        conn, text, meta, h = store2.conn, canonical_json(data[1]), canonical_json(
            METADATA), "0" * 64

        def bare():
            for v in range(N):
                conn.execute("BEGIN IMMEDIATE")
                conn.execute(INSERT, ("g", v, "moved", ACTOR, text, meta, "t", h, h))
                conn.execute("COMMIT")
        kernel = _per_call(lambda: singles(2 * N + 1), N)
        floor = _per_call(bare, N)
        print(f"== floor: bare BEGIN IMMEDIATE + INSERT + COMMIT {floor:.1f} us/append; "
              f"EventStore.append {kernel:.1f} us/append")

        rows = store.read("g", 0, 2000)
        assert len(rows) == 2000

        def replay():
            return fold(lambda s, r: count_reducer(s, r.type, r.payload),
                        store.read("g", 0, 2000))
        _profile("read + fold of 2,000 events", lambda: [replay() for _ in range(5)], top)
        sql = (f"SELECT {COLUMNS} FROM events WHERE stream=? AND version<2000 "
               "ORDER BY version")
        select = _per_call(lambda: store.conn.execute(sql, ("g",)).fetchall(), 1, 9) / 1e3
        whole = _per_call(replay, 1, 9) / 1e3
        print(f"== floor: bare SELECT of the 2,000 rows {select:.1f} ms; "
              f"read + fold {whole:.1f} ms (best of 9)")
        store.close()
        store2.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
