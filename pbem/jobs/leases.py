"""Job leases: one run of a background job at a time, across every process on the database.

Why: `pbem serve` and any number of `pbem worker` processes, on one machine or several,
may run the same jobs (issue 15). Mail dispatch and forum posts claim their rows one
by one already, so several of them share the work; the deadlines and digests jobs read
what is due and act on it, and two runs at once could send one reminder or digest
twice. So such a run first takes its job's lease: a row naming the holder and until
when, taken in a write transaction when it is free, expired or already the taker's.
The holder renews it while the run lasts and gives it back at the end. A worker killed
mid-run keeps it only until it expires; the next run elsewhere then takes it and, the
jobs being idempotent, finishes what the dead one left (nothing is sent twice, since
each mail and reminder is a row marked done in the transaction that writes it).

Times are UTC ISO texts with microseconds, compared as text (same length, same zone).
"""
import logging
import os
import socket
import threading
import uuid
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone

log = logging.getLogger(__name__)


def create(conn):
    conn.execute("CREATE TABLE IF NOT EXISTS job_leases (job TEXT PRIMARY KEY, "
                 "holder TEXT NOT NULL, until TEXT NOT NULL)")


def holder_name():
    """A name no other process holds: host, process and a random part (a pid is
    reused after a restart, and two machines may run the same pid)."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _stamp(moment):
    return moment.astimezone(timezone.utc).isoformat(timespec="microseconds")


def take(store, job, holder, seconds, now=None):
    """Whether HOLDER now holds JOB's lease for SECONDS from NOW: taken if it was
    free, expired or HOLDER's own (then extended)."""
    now = now or datetime.now(timezone.utc)
    with store.transaction() as conn:
        row = conn.execute("SELECT holder, until FROM job_leases WHERE job=?",
                           (job,)).fetchone()
        if row and row[0] != holder and row[1] > _stamp(now):
            return False
        conn.execute("INSERT INTO job_leases (job, holder, until) VALUES (?, ?, ?) "
                     "ON CONFLICT (job) DO UPDATE SET holder=excluded.holder, "
                     "until=excluded.until",
                     (job, holder, _stamp(now + timedelta(seconds=seconds))))
    return True


def give_back(store, job, holder, now=None):
    """End HOLDER's lease of JOB at once (nothing if another holds it now)."""
    with store.transaction() as conn:
        conn.execute("UPDATE job_leases SET until=? WHERE job=? AND holder=?",
                     (_stamp(now or datetime.now(timezone.utc)), job, holder))


def seen(store):
    """[(job, holder, until)] of every lease a run has taken: when each job last ran
    (a run gives its lease back at its end, so `until` is then its end)."""
    return [tuple(r) for r in store.conn.execute(
        "SELECT job, holder, until FROM job_leases ORDER BY job")]


def holder(store, job, now=None):
    """Who holds JOB's lease now, or None."""
    row = store.conn.execute("SELECT holder, until FROM job_leases WHERE job=?",
                             (job,)).fetchone()
    return row[0] if row and row[1] > _stamp(now or datetime.now(timezone.utc)) else None


@contextmanager
def held(store, job, holder, seconds):
    """Yields whether JOB's lease was taken; while the block runs, a thread renews it
    every third of SECONDS (a run may last longer than the lease: the digests of
    10,000 players take minutes), and it is given back when the block ends."""
    if not take(store, job, holder, seconds):
        yield False
        return
    done = threading.Event()

    def renew():
        while not done.wait(seconds / 3):
            try:
                if not take(store, job, holder, seconds):
                    log.warning("job %s: its lease expired and was taken by another "
                                "process while this run went on", job)
            except Exception:   # noqa: BLE001 - a busy database: try at the next beat
                log.warning("job %s: could not renew its lease", job, exc_info=True)
        store.close()           # this thread's own connection (a pool's, on a server)

    beat = threading.Thread(target=renew, name=f"lease-{job}", daemon=True)
    beat.start()
    try:
        yield True
    finally:
        done.set()
        beat.join()
        give_back(store, job, holder)
