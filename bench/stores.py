"""Issue 15's kernel figure: one append's latency on SQLite and on PostgreSQL, in one run.

The same loop as figure 1 (bench/appends.py: one event per transaction with its
expected version, 20 streams in turn) through events.open_store, on:

- SQLite with synchronous=NORMAL (pbem's default: WAL, survives a killed process) and
  FULL (an fsync at every commit);
- PostgreSQL 15 from Debian's package, started here in a temporary folder on a Unix
  socket (tests/pgserver.py) with its own durable defaults (fsync and
  synchronous_commit on), and the same server with synchronous_commit off for one
  session (commits not waiting for the WAL flush: a crash of the server may lose the
  last ones, never corrupt).

Each prints µs per append (median of the repeats) and its ratio to SQLite NORMAL.

    .venv/bin/python -m bench.stores [--events 2000] [--repeats 5]
"""
import argparse
import os

from bench.common import METADATA, ACTOR, clock, figure, median, note, payload, ratio, scratch
from events import NewEvent, open_store
from tests import pgserver

STREAMS = 20


def per_append(store, events):
    """Seconds per single append of EVENTS appends round-robin over STREAMS streams."""
    streams = [f"game-{i}-{os.urandom(4).hex()}" for i in range(STREAMS)]
    version = dict.fromkeys(streams, 0)
    data = [payload(i) for i in range(events)]

    def run():
        for i in range(events):
            s = streams[i % STREAMS]
            store.append(s, [NewEvent("moved", data[i], ACTOR, METADATA)], version[s])
            version[s] += 1
    return clock(run) / events


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at "
          f"start; {args.events} single appends a repeat, medians of {args.repeats}")
    tools = pgserver.bindir()
    server = pgserver.Server(tools, durable=True) if tools else None
    with scratch() as folder:
        stores = {"sqlite_normal": open_store(os.path.join(folder, "n.sqlite")),
                  "sqlite_full": open_store(os.path.join(folder, "f.sqlite"),
                                            durability="full")}
        if server:
            stores["postgresql"] = open_store(server.new_database())
            stores["postgresql_async_commit"] = open_store(server.new_database())
            stores["postgresql_async_commit"].conn.execute(
                "SET synchronous_commit = off")
        else:
            note("PostgreSQL not installed (Debian package postgresql): its lines skipped")
        times = {name: [] for name in stores}
        for _ in range(args.repeats):            # interleaved: a busy moment hits all
            for name, store in stores.items():
                times[name].append(per_append(store, args.events))
        us = {name: median(t) * 1e6 for name, t in times.items()}
        for name in stores:
            figure(f"append_single_{name}", us[name], "us")
        for name in stores:
            if name != "sqlite_normal":
                ratio(f"append_single {name} (time / sqlite_normal's)",
                      us[name] / us["sqlite_normal"])
        if server:
            conn = stores["postgresql"].conn
            trip = median([clock(lambda: [conn.execute("SELECT 1").fetchone()
                                          for _ in range(200)]) / 200
                           for _ in range(args.repeats)]) * 1e6
            note(f"floor postgresql: one statement's round trip on this machine "
                 f"(SELECT 1 over the Unix socket) {trip:.0f} us; an append makes four "
                 f"(BEGIN + the writer lock, the head read, the insert, COMMIT): "
                 f"{4 * trip:.0f} us before any work")
        for store in stores.values():
            getattr(store, "close_all", store.close)()
    if server:
        server.stop()


if __name__ == "__main__":
    main()
