"""Job leases (issue 15): the deadlines, digests and IMAP jobs run once at a time across
every process on the database, and a process killed mid-run is taken over when its
lease expires."""
import subprocess
import sys
import threading
import time
from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from events import open_store
from pbem import schema
from pbem.jobs import leases, scheduler

pytestmark = pytest.mark.both_stores

NOW = datetime(2026, 11, 24, 12, 0, tzinfo=timezone.utc)


def opened(path):
    store = open_store(path)
    schema.create(store)
    return store


def test_a_lease_is_one_holders_until_it_expires_or_is_given_back(store):
    schema.create(store)
    assert leases.take(store, "deadlines", "A", 60, NOW)
    assert not leases.take(store, "deadlines", "B", 60, NOW + timedelta(seconds=59))
    assert leases.take(store, "digests", "B", 60, NOW)          # another job's own lease
    assert leases.take(store, "deadlines", "A", 60, NOW + timedelta(seconds=30))  # renewed
    assert not leases.take(store, "deadlines", "B", 60, NOW + timedelta(seconds=89))
    assert leases.take(store, "deadlines", "B", 60, NOW + timedelta(seconds=91))
    leases.give_back(store, "deadlines", "A", NOW + timedelta(seconds=92))  # not A's now
    assert leases.holder(store, "deadlines", NOW + timedelta(seconds=93)) == "B"
    leases.give_back(store, "deadlines", "B", NOW + timedelta(seconds=94))
    assert leases.holder(store, "deadlines", NOW + timedelta(seconds=95)) is None
    assert leases.take(store, "deadlines", "A", 60, NOW + timedelta(seconds=95))


def test_a_run_longer_than_its_lease_keeps_it_and_gives_it_back_at_the_end(store):
    schema.create(store)
    other = opened(store.path)
    refused, stop = [], threading.Event()

    def knock():
        while not stop.is_set():
            refused.append(not leases.take(other, "digests", "B", 0.6))
            time.sleep(0.05)

    with leases.held(store, "digests", "A", 0.6) as mine:
        assert mine
        knocking = threading.Thread(target=knock)
        knocking.start()
        time.sleep(2.0)                      # three lease lengths: renewed meanwhile
        stop.set()
        knocking.join()
    assert len(refused) > 10 and all(refused)
    assert leases.take(other, "digests", "B", 0.6)   # given back at once, not expired
    other.close()


def test_schedulers_of_two_processes_never_run_one_leased_job_at_once(store):
    """Two scheduler runners (each its own store: the lease is all they share) call the
    deadlines job as fast as they can; a run inside the job sees no other run."""
    schema.create(store)
    cfg = {"scheduler": {"job_lease_seconds": 30}}
    running, most, runs, lock = [0], [0], [], threading.Lock()

    def job(service, cfg, now):
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        time.sleep(0.05)
        with lock:
            running[0] -= 1
        runs.append(service.name)

    def runner(name):
        service = SimpleNamespace(store=opened(store.path), name=name)
        holder = leases.holder_name()
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline:
            scheduler._run("deadlines", job, service, cfg, holder)
            time.sleep(0.01)                 # the scheduler's interval, shortened
        service.store.close()

    threads = [threading.Thread(target=runner, args=(n,)) for n in ("one", "two")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert most[0] == 1 and len(runs) >= 10


HOLD_AND_HANG = """
import sys, time
from events import open_store
from pbem import schema
from pbem.jobs import leases
store = open_store(sys.argv[1]); schema.create(store)
with leases.held(store, "deadlines", "doomed", float(sys.argv[2])):
    print("holding", flush=True)
    time.sleep(600)
"""


def test_a_process_killed_mid_run_is_taken_over_when_its_lease_expires(store):
    schema.create(store)
    proc = subprocess.Popen([sys.executable, "-c", HOLD_AND_HANG, store.path, "1.5"],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "holding"
        assert leases.holder(store, "deadlines") == "doomed"
        proc.kill()                          # SIGKILL: no give_back, no more renewals
        proc.wait(timeout=10)
        killed = time.monotonic()
        assert not leases.take(store, "deadlines", "heir", 1.5)
        while not leases.take(store, "deadlines", "heir", 1.5):
            assert time.monotonic() - killed < 10
            time.sleep(0.1)
        assert leases.holder(store, "deadlines") == "heir"
    finally:
        proc.kill()
        proc.wait(timeout=10)
