"""The store under real OS processes: racing writers, writers taking turns and a writer
killed mid-burst or inside its transaction."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from events import EventStore, NewEvent
from events.pgstore import PgEventStore
from tests import pgserver

ROOT = Path(__file__).resolve().parent.parent


def spawn(*args):
    return subprocess.Popen([sys.executable, "-m", "tests.store_worker", *map(str, args)],
                            cwd=ROOT, stdout=subprocess.PIPE, text=True)


def race(db, go, open_store):
    """Four processes append one event at a time to one stream of DB with expected
    versions, starting together once GO exists: every version is won exactly once."""
    total, writers = 240, 4
    procs = [spawn("race", db, "g", f"w{i}", total, go) for i in range(writers)]
    time.sleep(1.0)
    Path(go).touch()
    won = {}
    for i, p in enumerate(procs):
        out, _ = p.communicate(timeout=120)
        assert p.returncode == 0
        won[f"w{i}"] = [int(v) for v in out.split()]
    all_won = sorted(v for vs in won.values() for v in vs)
    assert all_won == list(range(total)), "every version won by exactly one writer"
    store = open_store(db)
    recs = store.read("g")
    assert [r.version for r in recs] == list(range(total))
    for w, versions in won.items():
        assert [r.version for r in recs if r.payload["writer"] == w] == versions
        assert [r.payload["seq"] for r in recs if r.payload["writer"] == w] == \
            list(range(len(versions))), "no duplicates, no lost appends"
    assert sum(1 for vs in won.values() if vs) >= 2, "the writers really raced"
    store.verify_chain("g")
    return store


def test_racing_processes_each_version_won_exactly_once(tmp_path):
    db = tmp_path / "race.sqlite"
    EventStore(db).close()
    race(db, f"{db}.go", EventStore).close()


def test_racing_processes_on_postgresql_each_version_won_exactly_once(tmp_path):
    url = pgserver.server().new_database()
    PgEventStore(url).close_all()
    race(url, tmp_path / "go", PgEventStore).close_all()


def killed(db, open_store):
    """A process appending batches of 7 is killed with SIGKILL mid-burst: every batch
    it was told was committed is there, and no part of another."""
    batch = 7
    proc = spawn("burst", db, "g", batch)
    acked = -1
    deadline = time.monotonic() + 60
    while acked < 300 * batch and time.monotonic() < deadline:
        line = proc.stdout.readline()
        assert line.startswith("ack "), line
        acked = int(line.split()[1])
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    store = open_store(db)
    recs = store.read("g")
    assert len(recs) > acked, "every acknowledged event is there"
    assert len(recs) % batch == 0, "no partial batch"
    for i, r in enumerate(recs):
        assert (r.version, r.payload["batch"], r.payload["i"]) == (i, i // batch, i % batch)
    store.verify_chain("g")
    return store


def test_writer_killed_mid_burst_loses_no_acknowledged_event(tmp_path):
    db = tmp_path / "kill.sqlite"
    EventStore(db).close()
    store = killed(db, EventStore)
    assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_writer_killed_mid_burst_on_postgresql_loses_no_acknowledged_event():
    url = pgserver.server().new_database()
    PgEventStore(url).close_all()
    killed(url, PgEventStore).close_all()


def test_writers_of_two_processes_queue_for_the_writer_file_not_sqlites_lock(tmp_path):
    """Two processes appending to one stream as fast as they can, with SQLite's busy
    timeout at 20 ms: they take turns at the lock file beside the database (flock
    hands it over at once), so neither meets SQLite's lock and its busy handler's
    sleeps ("database is locked" after 20 ms), and the stream holds every append of
    both, each writer's in its order, interleaved."""
    db, go, total = tmp_path / "turns.sqlite", tmp_path / "go", 400
    EventStore(db).close()
    procs = [spawn("turns", db, "g", f"w{i}", total, go) for i in range(2)]
    time.sleep(1.0)
    go.touch()
    for p in procs:
        p.communicate(timeout=120)
        assert p.returncode == 0, "a writer failed (database is locked?)"
    recs = EventStore(db).read("g")
    writers = [r.payload["writer"] for r in recs]
    assert len(recs) == 2 * total
    for w in ("w0", "w1"):
        assert [r.payload["seq"] for r in recs if r.payload["writer"] == w] == \
            list(range(total))
    assert sum(a != b for a, b in zip(writers, writers[1:])) > 2, "interleaved"
    assert Path(f"{db}-writer.lock").exists()


def test_a_killed_writer_frees_the_writer_file(tmp_path):
    """A process killed (SIGKILL) inside its write transaction holds the lock file no
    more: the system releases its flock (and SQLite's lock), and the next writer
    appends at once; what it had not committed is gone."""
    import fcntl
    db = tmp_path / "held.sqlite"
    store = EventStore(db)
    proc = spawn("hold", db, "g")
    assert proc.stdout.readline() == "holding\n"
    fd = os.open(f"{db}-writer.lock", os.O_RDONLY)
    try:
        with pytest.raises(BlockingIOError):
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        start = time.monotonic()
        store.append("g", [NewEvent("after", {})], 0)
        assert time.monotonic() - start < 1
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)     # free again after the append
    finally:
        os.close(fd)
    assert [r.type for r in store.read("g")] == ["after"]
