"""`pbem worker` and `pbem serve --no-jobs` (issue 15): the pages served by one process,
the jobs run by others, several of them on one database, each piece of work once."""
import signal
import subprocess
import sys
import time

import pytest

from events import EventStore
from pbem.config import load as load_config
from pbem.config import service_over
from pbem.core.errors import Invalid
from pbem.host import audit
from pbem.jobs import worker
from pbem.telling import deadlines
from tests.test_serve import free_port, said, spawned, wait_for

CONFIG = """
[scheduler]
deadline_seconds = 1
digest_seconds = 3600
job_lease_seconds = 5
"""


def pbem(tmp_path, *args):
    return spawned([sys.executable, "-m", "pbem", "--db", str(tmp_path / "db.sqlite"),
                    "--config", str(tmp_path / "pbem.toml"), *args], tmp_path)


def reminders(store):
    return store.conn.execute("SELECT game, role FROM outbox WHERE kind='reminder' "
                              "ORDER BY game").fetchall()


def test_a_jobless_server_and_two_workers_do_each_piece_of_work_once(tmp_path):
    (tmp_path / "pbem.toml").write_text(CONFIG)
    port = free_port()
    server = pbem(tmp_path, "serve", "--no-jobs", "--port", str(port))
    workers = []
    try:
        wait_for(f"http://127.0.0.1:{port}", server)
        service = service_over(EventStore(tmp_path / "db.sqlite"))
        reminded, expiring = [], []
        for n in range(6):       # a reminder due a second after each clock starts
            gid, _ = service.create("flanders", [{"name": "Ann", "email": "a@x.org"},
                                                 {"name": "Bob", "email": "b@x.org"}])
            deadlines.configure(service, gid, 3600, [3599])
            reminded.append(gid)
        for n in range(3):       # a one-second deadline: each turn skipped in turn
            gid, _ = service.create("flanders", [{"name": "Cy"}, {"name": "Di"}])
            deadlines.configure(service, gid, 1, expiry=("skip",))
            expiring.append(gid)
        time.sleep(3)
        assert reminders(service.store) == [], "serve --no-jobs ran the deadlines job"
        workers = [pbem(tmp_path, "worker", "--jobs", "deadlines") for _ in range(2)]
        deadline = time.monotonic() + 60
        while len(reminders(service.store)) < 6 or not all(
                any(e["type"] == "game.skipped" for e in service.events_for(g))
                for g in expiring):
            assert time.monotonic() < deadline, "the workers did not run the deadlines"
            assert all(w.poll() is None for w in workers)
            time.sleep(0.2)
        time.sleep(2)            # both workers keep running the job meanwhile
        assert sorted(reminders(service.store)) == sorted((g, "Red") for g in reminded)
        for w in workers:
            w.send_signal(signal.SIGTERM)
        for w in workers:
            assert w.wait(timeout=30) == 0
            assert "pbem worker running deadlines" in said(w)
        for gid in expiring:    # every skip is the game's own: each verifies
            assert audit.verify(service, gid) == audit.Verdict(), gid
    finally:
        for proc in [server, *workers]:
            proc.kill()
            proc.wait(timeout=20)


def test_a_worker_names_the_jobs_it_can_run(tmp_path):
    cfg = load_config(None)
    assert [name for name, _, _ in worker.chosen(cfg)] == ["deadlines", "digests"]
    assert [name for name, _, _ in worker.chosen(cfg, ["digests", "deadlines"])] == \
        ["digests", "deadlines"]
    with pytest.raises(Invalid, match="no job named nightly: the jobs are dispatch"):
        worker.chosen(cfg, ["deadlines", "nightly"])
    with pytest.raises(Invalid, match=r"imap not enabled.*\[imap\] enabled"):
        worker.chosen(cfg, ["imap"])
    (tmp_path / "pbem.toml").write_text(CONFIG)
    EventStore(tmp_path / "db.sqlite").close()
    refused = subprocess.run([sys.executable, "-m", "pbem", "--db", str(tmp_path / "db.sqlite"),
                              "worker", "--jobs", "dispatch"], capture_output=True, text=True)
    assert refused.returncode == 2 and "dispatch not enabled" in refused.stderr
