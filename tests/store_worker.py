"""Child processes for the store's crash and race tests (run with python -m).

DB is a SQLite file or a postgresql:// URL.
race DB STREAM WRITER TOTAL GO: once the file GO exists, append one event at a time with expected versions until
the stream holds TOTAL events; print each version this writer won.
burst DB STREAM BATCH: append batches of BATCH events forever, printing "ack V" after
each append returned (i.e. was committed), until killed.
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


if __name__ == "__main__":
    cmd, path, stream, *rest = sys.argv[1:]
    if cmd == "race":
        race(path, stream, rest[0], int(rest[1]), rest[2])
    else:
        burst(path, stream, int(rest[0]))
