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

Then what issue 30 asks of PostgreSQL: writers in several processes at once, as
gunicorn's workers are. PROCESSES processes (1, 2, 4) of --threads threads each, every
thread on a stream of its own doing to the log what a move does (read the stream's
head, as the service checks the game it keeps folded, then append one event at that
version), for --seconds; appends/s of all of them (median of the repeats) on SQLite
NORMAL and on the PostgreSQL server, durable and with synchronous_commit off,
interleaved, and SQLite's appends/s over each PostgreSQL's (issue 30 wants <= 1x).

"postgresql_lock_through_flush" is the PostgreSQL store as it was before issue 30's
stop 33 (LockThroughFlush: each commit flushed before the writer's lock goes), on the
same server in the same repeats, so that before and after meet the same load.

    .venv/bin/python -m bench.stores [--events 2000] [--repeats 5] [--processes 1,2,4]
                                     [--threads 8] [--seconds 3]
"""
import argparse
import multiprocessing
import os
import threading
import time

from bench.common import METADATA, ACTOR, clock, figure, median, note, payload, ratio, scratch
from events import NewEvent, open_store
from events.store import EventStore
from events.pgstore import WRITER_LOCK, PgEventStore
from tests import pgserver

STREAMS = 20


class LockThroughFlush(PgEventStore):
    """The PostgreSQL store before stop 33: a durable commit under the writer's lock,
    which PostgreSQL releases only after the commit's flush."""

    @staticmethod
    def _begin_writing(conn):
        conn.execute(f"BEGIN; SELECT pg_advisory_xact_lock({WRITER_LOCK})")

    _end = EventStore._end


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


def writers(where, processes, threads, seconds, opener=open_store):
    """Appends/s of PROCESSES processes of THREADS threads on the store OPENER(WHERE),
    each thread reading its stream's head and appending one event after it (a move's
    work on the log), for SECONDS once every process has opened the store."""
    fork = multiprocessing.get_context("fork")
    ready, go, out = fork.Queue(), fork.Event(), fork.Queue()
    procs = [fork.Process(target=_writer,
                          args=(opener, where, threads, seconds, ready, go, out))
             for _ in range(processes)]
    for proc in procs:
        proc.start()
    for _ in procs:
        ready.get()
    go.set()
    appended = sum(out.get() for _ in procs)
    for proc in procs:
        proc.join()
    return appended / seconds


def _writer(opener, where, threads, seconds, ready, go, out):
    """One process of writers(): puts how many appends its threads made."""
    store = opener(where)
    counts = []

    def run():
        stream, made = f"w-{os.getpid()}-{threading.get_ident()}", 0
        event = NewEvent("moved", payload(0), ACTOR, METADATA)
        go.wait()
        stop = time.perf_counter() + seconds
        while time.perf_counter() < stop:
            store.append(stream, [event], store.head(stream)[0])
            made += 1
        counts.append(made)
    running = [threading.Thread(target=run) for _ in range(threads)]
    for thread in running:
        thread.start()
    ready.put(True)
    for thread in running:
        thread.join()
    getattr(store, "close_all", store.close)()
    out.put(sum(counts))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--processes", default="1,2,4", metavar="N,...")
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=3)
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
            stores["postgresql_lock_through_flush"] = LockThroughFlush(
                server.new_database())
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
                 f"(SELECT 1 over the Unix socket) {trip:.0f} us; an append makes five "
                 f"(BEGIN + the writer lock, the head read, the insert, COMMIT, then "
                 f"the wait for its flush): {5 * trip:.0f} us before any work, "
                 f"{3 * trip:.0f} us of them holding the writer lock")
        for store in stores.values():
            getattr(store, "close_all", store.close)()
        if server:
            several(args, folder, server)
            server.stop()


def several(args, folder, server):
    """The writers() figures, each kind of store in turn in every repeat."""
    counts = [int(n) for n in args.processes.split(",") if n]
    async_commit = "&options=-csynchronous_commit%3Doff"   # every connection of a pool
    kinds = {"sqlite_normal": (lambda n, repeat: os.path.join(folder,
                                                            f"w{n}-{repeat}.db"),
                               open_store),
             "postgresql": (lambda n, repeat: server.new_database(), open_store),
             "postgresql_lock_through_flush": (lambda n, repeat: server.new_database(),
                                               LockThroughFlush),
             "postgresql_async_commit": (lambda n, repeat: server.new_database()
                                         + async_commit, open_store)}
    rates = {(n, kind): [] for n in counts for kind in kinds}
    for repeat in range(args.repeats):
        for n in counts:
            for kind, (where, opener) in kinds.items():
                rates[n, kind].append(writers(where(n, repeat), n, args.threads,
                                              args.seconds, opener))
    for n in counts:
        rate = {kind: median(rates[n, kind]) for kind in kinds}
        for kind in kinds:
            figure(f"writers_{n}x{args.threads}_{kind}", rate[kind], "appends/s")
        for kind in list(kinds)[1:]:
            ratio(f"writers_{n}x{args.threads} {kind} (sqlite_normal's appends/s / its)",
                  rate["sqlite_normal"] / rate[kind])


if __name__ == "__main__":
    main()
