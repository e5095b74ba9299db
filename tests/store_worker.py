"""Child processes for the store's crash and race tests (run with python -m).

DB is a SQLite file or a postgresql:// URL.
race DB STREAM WRITER TOTAL GO: once the file GO exists, append one event at a time with expected versions until
the stream holds TOTAL events; print each version this writer won.
burst DB STREAM BATCH: append batches of BATCH events forever, printing "ack V" after
each append returned (i.e. was committed), until killed.
turns DB STREAM WRITER TOTAL GO: once the file GO exists, append TOTAL events to STREAM
one at a time (no expected version), SQLite's busy timeout 20 ms.
hold DB STREAM: append to STREAM in a write transaction, print "holding", and sleep in it.
"""
import sys
import time
from pathlib import Path

from events import ConflictError, NewEvent, open_store


def race(path, stream, writer, total, go):
    store = open_store(path)
    go = Path(go)
    while not go.exists():  # start together, so the writers really race
        time.sleep(0.005)
    seq = 0
    while True:
        version = store.version(stream)
        if version >= total:
            return
        try:
            store.append(stream, [NewEvent("w", {"writer": writer, "seq": seq})], version)
        except ConflictError:
            continue
        print(version, flush=True)
        seq += 1
        time.sleep(0.001)  # a writer does some work between commands


def burst(path, stream, batch):
    store = open_store(path)
    n = 0
    while True:
        recs = store.append(stream, [NewEvent("b", {"batch": n, "i": i, "pad": "x" * 200})
                                     for i in range(batch)], None)
        print(f"ack {recs[-1].version}", flush=True)
        n += 1


def turns(path, stream, writer, total, go):
    # 20 ms: SQLite's busy handler gives up after its tries of 1, 2, 5 and 10 ms, so a
    # writer that met another process at SQLite's lock, not at the store's, would fail
    store = open_store(path, busy_timeout_ms=20)
    go = Path(go)
    while not go.exists():
        time.sleep(0.005)
    for seq in range(total):
        store.append(stream, [NewEvent("w", {"writer": writer, "seq": seq})])


def hold(path, stream):
    store = open_store(path)
    with store.transaction():
        store.append(stream, [NewEvent("held", {})])
        print("holding", flush=True)
        time.sleep(600)


if __name__ == "__main__":
    cmd, path, stream, *rest = sys.argv[1:]
    if cmd == "race":
        race(path, stream, rest[0], int(rest[1]), rest[2])
    elif cmd == "turns":
        turns(path, stream, rest[0], int(rest[1]), rest[2])
    elif cmd == "hold":
        hold(path, stream)
    else:
        burst(path, stream, int(rest[0]))
