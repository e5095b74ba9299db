"""Digests for 10,000 players (issue 12): the digest job with the board pictures
against the same job without them, and the cost of writing the digest rows per player
as the players grow.

    .venv/bin/python bench/digests.py                  # 10,000 players (10-15 minutes)
    .venv/bin/python bench/digests.py --players 2000   # the sizes up to 2,000
    .venv/bin/python bench/digests.py --quick          # 1,000 players (about a minute)

Players come in blocks (1,000, then up to 2,000, 5,000, 10,000): each player of a block
sits in three two-player games with others of the block, Race to the Rhine and In
Flanders Field in turn, each game set up and a few legal moves played (seeded), built
by as many processes as there are cores. After each block every player of the database
is subscribed, and the rows of one day's digests are written (`enqueue` at each size:
pbem.mail.digests.enqueue_due, every player due; the least of three days); the time per
player at each size shows whether writing them grows linearly (the seat lookup by
address was a scan of the seats table for each player before the index seats_email).

Then every game plays one more move (what the next digest tells), the rows written so
far are marked sent (those days' digests went out), and the database is copied twice.
On each copy the digest job runs as `pbem serve` runs it
(pbem.jobs.digest_pool.run_digests: write the rows, then compose and send them in one
worker process per core) against an SMTP server on loopback that only counts
(bench/smtp_sink.py): once with [mail] pictures on, once off. A digest carries the
board of each game where it is the player's turn, drawn by pbem/mail/picture.py as it
is now (each job's database has its own picture folder beside it, so the bases are
drawn once by the job's workers between them, as in a deployment's first job).
Printed: each job's time, its workers' CPU time, the messages and bytes the server
took, and `ratio digests_job pictures/no pictures` (target <= 1.5x: issue 30); the
enqueue per player at each size and `ratio enqueue per player N/1,000` (linear: near
1.0x; the target line allows 1.5x). Progress goes to stderr on a terminal only.
"""
import argparse
import os
import random
import resource
import sqlite3
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from datetime import datetime, timedelta, timezone
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import figure, note, ratio, scratch, target  # noqa: E402
from bench.smtp_sink import Sink  # noqa: E402
from events import EventStore  # noqa: E402
from pbem import config
from pbem.config import service_over  # noqa: E402
from pbem.games.concede import concedes  # noqa: E402
from pbem.jobs import digest_pool
from pbem.telling import digests, outbox  # noqa: E402

SIZES = (1000, 2000, 5000, 10000)
KINDS = ("rhine", "flanders")
ZONES = ("Europe/Warsaw", "America/New_York", "UTC", "Asia/Tokyo")
#: legal moves played in a game when it is made (one more before the job)
MOVES = 3
#: games a build worker makes per task
BATCH = 50
#: days of digests written at each size (the least time counts: the machine is shared)
REPEATS = 3
DAY = timedelta(days=1)


def progress(text):
    if sys.stderr.isatty():
        print(f"\r{text:<70}", end="", file=sys.stderr, flush=True)


def email(player):
    return f"player{player}@bench.example.org"


def games_of_block(first, last):
    """(kind, player, player) of the games of players first..last-1: three rounds of
    pairs (j, j XOR r for r = 1, 2, 3 within the block: each round pairs every player
    once), so each player sits in three games. Block sizes are multiples of 4."""
    out = []
    for r in (1, 2, 3):
        for j in range(last - first):
            if j < j ^ r:
                out.append((KINDS[len(out) % 2], first + j, first + (j ^ r)))
    return out


# -- building (in worker processes) ----------------------------------------------------
_built = {}


def _open_store(path):
    _built["service"] = service_over(EventStore(path))


def _play(service, game_id, moves, chooser):
    for _ in range(moves):
        game = service.load(game_id)
        acting = service.active(game)
        if game.finished or not acting:
            return
        service.submit(game_id, acting[0], chooser.choice(
            [c for c in service.legal(game, acting[0]) if not concedes(c)]))


def _make(batch):
    """Make a batch of games and play MOVES moves in each; returns their ids."""
    service, ids = _built["service"], []
    for kind, a, b in batch:
        game_id, _ = service.create(kind, [{"name": f"P{a}", "email": email(a)},
                                           {"name": f"P{b}", "email": email(b)}])
        _play(service, game_id, MOVES, random.Random(f"{a}/{b}"))
        ids.append(game_id)
    return ids


def _move(ids):
    service = _built["service"]
    for game_id in ids:
        _play(service, game_id, 1, random.Random(game_id))
    return ids


def in_pool(pool, fn, items, what):
    batches = [items[i:i + BATCH] for i in range(0, len(items), BATCH)]
    out = []
    for n, result in enumerate(pool.map(fn, batches), 1):
        out.extend(result)
        progress(f"{what}: {min(n * BATCH, len(items))}/{len(items)}")
    return out


# -- the figures -----------------------------------------------------------------------
def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def settings(port, pictures):
    cfg = config.load(env={})
    cfg["mail"].update(enabled=True, pictures=pictures, domain="bench.example.org",
                       from_address="pbem@bench.example.org", secret="bench-secret")
    cfg["smtp"].update(host="127.0.0.1", port=port, timeout=60)
    cfg["server"]["base_url"] = "https://pbem.example.org"
    return cfg


def job(path, pictures, now):
    """Run the digest job on the database at PATH; returns (seconds, workers' CPU
    seconds, messages, bytes, pictures in them, rows)."""
    with Sink() as sink:
        cfg = settings(sink.port, pictures)
        service = config.open_service(cfg, path)
        before = max((r["id"] for r in outbox.listing(service.store.conn, ("sent",))),
                     default=0)
        cpu = children_cpu()
        start = time.perf_counter()
        rows = digest_pool.run_digests(service, cfg, now=now, immediately=True)
        seconds = time.perf_counter() - start
        cpu = children_cpu() - cpu
        sent = [r for r in outbox.listing(service.store.conn, ("sent",))
                if r["kind"] == digests.KIND and r["id"] > before]
        boards = sum(p["role"] in p["active"] for r in sent for p in r["payload"]["games"])
        service.store.close()
        return seconds, cpu, sink.messages, sink.bytes, boards if pictures else 0, rows


def enqueue(service, cfg, players, now):
    """Seconds to write the rows of the digests of the day of NOW (every player due)."""
    start = time.perf_counter()
    rows = digests.enqueue_due(service, cfg, now=now, immediately=True)
    took = time.perf_counter() - start
    if rows != players:
        note(f"only {rows:,} rows written for {players:,} players")
    return took


def copy(service, path):
    with sqlite3.connect(path) as target_db:
        service.store.conn.backup(target_db)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=SIZES[-1])
    parser.add_argument("--quick", action="store_true", help="1,000 players")
    args = parser.parse_args()
    players = SIZES[0] if args.quick else args.players
    sizes = [s for s in SIZES if s < players] + [players]
    cores = len(os.sched_getaffinity(0))
    note(f"cores {cores}, load {os.getloadavg()[0]:.2f} at the start; sizes "
         f"{', '.join(f'{s:,}' for s in sizes)} players, three games each "
         f"({' and '.join(KINDS)} in turn)")
    base = datetime.now(timezone.utc).replace(microsecond=0)
    per_player = {}
    with scratch() as folder:
        path = os.path.join(folder, "digests.sqlite")
        cfg = config.load(env={})
        service = config.open_service(cfg, path)
        ids, first, day = [], 0, DAY
        with ProcessPoolExecutor(cores, mp_context=get_context("spawn"),
                                 initializer=_open_store, initargs=(path,)) as pool:
            for size in sizes:
                start = time.perf_counter()
                ids += in_pool(pool, _make, games_of_block(first, size), f"games {size:,}")
                note(f"{size - first:,} players' games made in "
                     f"{time.perf_counter() - start:.0f} s ({len(ids):,} games)")
                for player in range(first, size):
                    digests.set_daily(service, email(player), 8,
                                     ZONES[player % len(ZONES)], now=base + day)
                took = min(enqueue(service, cfg, size, base + day + i * DAY)
                           for i in range(REPEATS))
                day += REPEATS * DAY
                per_player[size] = took / size
                figure(f"enqueue {size:,} players", took, "s")
                figure(f"enqueue per player at {size:,}", per_player[size] * 1e3, "ms")
                first = size
            start = time.perf_counter()
            in_pool(pool, _move, ids, "one more move")
            note(f"one more move in each game: {time.perf_counter() - start:.0f} s")
        progress("")
        for size in sizes[1:]:
            ratio(f"enqueue per player {size:,}/{sizes[0]:,}",
                  per_player[size] / per_player[sizes[0]])
        if len(sizes) > 1:
            grow = per_player[sizes[-1]] / per_player[sizes[0]]
            target("enqueue_linear", grow <= 1.5, "per player at the largest size "
                   "<= 1.5x at the smallest")
        when = base + day
        with service.store.transaction() as conn:    # the days before went out
            for row in outbox.due(conn, "mail", when, limit=None, kinds=(digests.KIND,)):
                outbox.mark_sent(conn, row["id"], f"<bench.{row['id']}>", when)
        copies = {pictures: os.path.join(folder, f"job-{pictures}.sqlite")
                  for pictures in (False, True)}
        for pictures, copy_path in copies.items():
            copy(service, copy_path)
        service.store.close()
        os.remove(path)
        results = {}
        for pictures in (False, True):
            progress(f"the digest job, pictures {'on' if pictures else 'off'}")
            results[pictures] = job(copies[pictures], pictures, when)
            seconds, cpu, messages, size, boards, rows = results[pictures]
            name = "with pictures" if pictures else "without pictures"
            figure(f"digests_job {name}", seconds, "s")
            note(f"{name}: {rows:,} rows, {messages:,} mails, {size / 1e6:,.0f} MB "
                 f"({size / max(messages, 1) / 1e3:.1f} KB each), workers' CPU "
                 f"{cpu:.0f} s ({cpu / max(messages, 1) * 1e3:.1f} ms a digest)"
                 + (f", {boards:,} board pictures" if pictures else ""))
        progress("")
        (off, off_cpu, *_), (on, on_cpu, _, _, boards, _) = results[False], results[True]
        ratio("digests_job pictures/no pictures", on / off)
        target("digests_pictures", on / off <= 1.5, "with pictures <= 1.5x without")
        if boards:
            note(f"a board picture costs {(on_cpu - off_cpu) / boards * 1e3:.0f} ms of "
                 f"CPU in the job ((CPU with - CPU without) / {boards:,} pictures)")


if __name__ == "__main__":
    main()
