"""The store under real OS processes: racing writers and a writer killed mid-burst."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from events import EventStore

ROOT = Path(__file__).resolve().parent.parent


def spawn(*args):
    return subprocess.Popen([sys.executable, "-m", "tests.store_worker", *map(str, args)],
                            cwd=ROOT, stdout=subprocess.PIPE, text=True)


def test_racing_processes_each_version_won_exactly_once(tmp_path):
    db, total, writers = tmp_path / "race.sqlite", 240, 4
    EventStore(db).close()
    procs = [spawn("race", db, "g", f"w{i}", total) for i in range(writers)]
    time.sleep(1.0)
    Path(f"{db}.go").touch()
    won = {}
    for i, p in enumerate(procs):
        out, _ = p.communicate(timeout=120)
        assert p.returncode == 0
        won[f"w{i}"] = [int(v) for v in out.split()]
    all_won = sorted(v for vs in won.values() for v in vs)
    assert all_won == list(range(total)), "every version won by exactly one writer"
    recs = EventStore(db).read("g")
    assert [r.version for r in recs] == list(range(total))
    for w, versions in won.items():
        assert [r.version for r in recs if r.payload["writer"] == w] == versions
        assert [r.payload["seq"] for r in recs if r.payload["writer"] == w] == \
            list(range(len(versions))), "no duplicates, no lost appends"
    assert sum(1 for vs in won.values() if vs) >= 2, "the writers really raced"
    EventStore(db).verify_chain("g")


def test_writer_killed_mid_burst_loses_no_acknowledged_event(tmp_path):
    db, batch = tmp_path / "kill.sqlite", 7
    EventStore(db).close()
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
    store = EventStore(db)
    assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    recs = store.read("g")
    assert len(recs) > acked, "every acknowledged event is there"
    assert len(recs) % batch == 0, "no partial batch"
    for i, r in enumerate(recs):
        assert (r.version, r.payload["batch"], r.payload["i"]) == (i, i // batch, i % batch)
    store.verify_chain("g")
