"""Run every benchmark, ours and the `eventsourcing` library's side by side in one run,
and print one figure per line (`name: value unit`, then `ratio ...: N.Nx`).

    .venv/bin/python bench/run.py            # the full run (about 30 seconds on 2 cores)
    .venv/bin/python bench/run.py --quick    # a smoke run (a few seconds)

Same process, same file system, same payloads, same synchronous setting and the two
sides interleaved, so a busy machine slows both and the ratios stay meaningful; the
absolute numbers are this machine's only. Exits 0 whether or not targets are met.
"""
import argparse
import os
import platform
import sqlite3
import sys
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from events import EventStore  # noqa: E402
from bench import appends, floors, load, peer, replay  # noqa: E402
from bench.common import (PAYLOAD_BYTES, db, figure, median, note, ratio,  # noqa: E402
                          scratch, target)

FULL = {"repeats": 5, "single": 2000, "batched": 5000, "games": 12, "samples": 1000,
        "replay_events": 2000, "rounds": 5}
QUICK = {"repeats": 3, "single": 300, "batched": 1000, "games": 3, "samples": 150,
         "replay_events": 2000, "rounds": 1}
BATCH = 10


def header(sync):
    """The machine, the versions, and the durability both sides actually run with."""
    with scratch() as folder:
        ours = EventStore(db(folder, "ours.sqlite"), durability=sync)
        mine = [ours.conn.execute(f"PRAGMA {p}").fetchone()[0]
                for p in ("journal_mode", "synchronous")]
        ours.close()
        theirs = peer.PeerStore(db(folder, "peer.sqlite"), sync)
        other = [theirs.pragma(p) for p in ("journal_mode", "synchronous")]
        theirs.close()
    print(f"machine: {os.cpu_count()} cores, {platform.system()} {platform.machine()}, "
          f"load average {os.getloadavg()[0]:.2f} at start")
    print(f"versions: python {platform.python_version()}, sqlite {sqlite3.sqlite_version}"
          f", eventsourcing {version('eventsourcing')}")
    print(f"durability: ours journal_mode={mine[0]} synchronous={mine[1]}, "
          f"peer journal_mode={other[0]} synchronous={other[1]} "
          f"(synchronous={sync.upper()} on both; 1=NORMAL, 2=FULL)")
    assert mine == other, "both sides must run with the same durability"


def appends_figures(sync, size):
    for name, events, batch, goal in (("append_single", size["single"], 1, 5),
                                      (f"append_batch{BATCH}", size["batched"], BATCH,
                                       None)):
        got = appends.measure(sync, events, batch, size["repeats"], with_floors=bool(goal))
        a, b = median(got["ours"]), median(got["peer"])
        figure(f"{name}_ours", a, "events/s")
        figure(f"{name}_peer", b, "events/s")
        ratio(f"{name} (ours/peer events per second)", a / b)
        if goal:
            target(f"{name} >= {goal}x peer", a / b >= goal, f">= {goal}.0x")
            us = 1e6 / a
            floor = {work: median(got[work]) for work in floors.APPENDS}
            note(f"floors of {name}, each a median of the same {size['repeats']} "
                 f"repeats as ours and the peer, in the same loop: BEGIN IMMEDIATE + "
                 f"INSERT + COMMIT of a ready row into a plain table (no index, no "
                 f"trigger), into the log's table (its UNIQUE index and append-only "
                 f"triggers), the same with the head read a hash chain needs, and with "
                 f"the chain's own work too (timestamp, canonical texts, sha256)")
            for work, label in (("plain", "plain-table insert+commit"),
                                ("bare", "schema insert+commit"),
                                ("head", "schema insert+commit with the head read"),
                                ("chain", "chain")):
                figure(f"{name}_floor_{work}", floor[work], "us")
                ratio(f"{name} (ours/{label} floor, time)", us / floor[work])
            figure(f"{name}_ours_time", us, "us")
            figure(f"{name}_peer_time", 1e6 / b, "us")
            target(f"{name} <= 1.25x the schema insert+commit floor",
                   us <= 1.25 * floor["bare"], "<= 1.25x")


def load_figures(sync, size):
    ours, theirs, shipped, about, hot = load.measure(sync, size["games"],
                                                     size["samples"], size["repeats"])
    note(f"load: {about}; {size['samples']} loads per side per repeat")
    for i, q in ((0, "p50"), (1, "p99")):
        a = median([x[i] for x in ours]) * 1e3
        b = median([x[i] for x in theirs]) * 1e3
        figure(f"load_{q}_ours", a, "ms")
        figure(f"load_{q}_peer", b, "ms")
        ratio(f"load_{q} (peer/ours time)", b / a)
        if q == "p99":
            target("load_p99_ours <= 1 ms", a <= 1.0, "<= 1.000 ms")
    p50, p99 = (median([x[i] for x in shipped]) * 1e3 for i in (0, 1))
    note(f"load_peer with the library's default projector (per-event assert "
         f"isinstance on a typing.Protocol): p50 {p50:.3f} ms, p99 {p99:.3f} ms")
    note(f"load_ours answered by the hot folds (pbem.core.hot; the game loaded a moment "
         f"ago): p50 {hot[0] * 1e3:.3f} ms, p99 {hot[1] * 1e3:.3f} ms")


def replay_figures(sync, size):
    n = size["replay_events"]
    got = replay.measure(sync, n, size["repeats"], size["rounds"])
    a, b, c, select, decode = (median(got[k]) * 1e3 for k in
                               ("ours", "peer", "default", "select", "decode"))
    figure(f"replay_{n}_ours", a, "ms")
    figure(f"replay_{n}_peer", b, "ms")
    ratio(f"replay_{n} (peer/ours time)", b / a)
    target(f"replay_{n} >= 20x faster than peer", b / a >= 20, ">= 20.0x")
    figure(f"replay_{n}_peer_default_projector", c, "ms")
    ratio(f"replay_{n} (peer with its default projector/ours time)", c / a)
    note(f"the peer's default projector asserts isinstance on a typing.Protocol per "
         f"event; the floor is a bare SELECT + fetchall of our {n} rows and one "
         f"json.loads of all their payload/metadata texts, in the same loop as ours, "
         f"each side the median of {size['repeats']} repeats of {size['rounds']} "
         f"passes; {n}-event target time {b / 20:.2f} ms")
    figure(f"replay_{n}_floor_select", select, "ms")
    figure(f"replay_{n}_floor_decode", decode, "ms")
    figure(f"replay_{n}_floor", select + decode, "ms")
    ratio(f"replay_{n} (ours/bare read floor: select + fetchall + one json.loads, time)",
          a / (select + decode))
    ratio(f"replay_{n} (peer/bare read floor, time)", b / (select + decode))
    target(f"replay_{n} <= 1.5x the bare read floor", a <= 1.5 * (select + decode),
           "<= 1.5x")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a fast smoke run")
    parser.add_argument("--synchronous", choices=("normal", "full"), default="normal",
                        help="SQLite synchronous setting for BOTH sides (WAL always)")
    args = parser.parse_args(argv)
    size = QUICK if args.quick else FULL
    header(args.synchronous)
    print(f"workload: {PAYLOAD_BYTES}-byte JSON payloads, one stream per game, "
          f"{size['repeats']} repeats, figures are medians of the repeats"
          + (" (QUICK: small samples, numbers are rough)" if args.quick else ""))
    appends_figures(args.synchronous, size)
    load_figures(args.synchronous, size)
    replay_figures(args.synchronous, size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
