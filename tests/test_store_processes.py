"""The store under real OS processes: racing writers and a writer killed mid-burst."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from events import EventStore
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
