"""`pbem worker`: the scheduler's jobs in a process of their own (issue 15).

Why: a host that runs several web processes (gunicorn workers, several machines) wants
the pages and the API answered there and the background jobs elsewhere, started,
scaled and restarted on their own: `pbem serve --no-jobs` serves only, `pbem worker`
only runs jobs. Any number of workers may run the same jobs on one database: dispatch
and forum claim their rows, the others run under a job lease (pbem.jobs.leases), so each
piece of work is done once.

A worker stops on SIGTERM or SIGINT after the runs under way have ended (APScheduler's
shutdown waits for them), so a deploy that restarts it cuts no run in half; a worker
killed outright loses nothing either: its claims and leases expire and another
process takes the work over.
"""
import os
import signal
import threading

from pbem.core.errors import Invalid
from pbem.jobs import scheduler

#: every job a worker can run, in the order `pbem worker --help` names them
NAMES = ("dispatch", "deadlines", "digests", "imap", "forum")


def chosen(cfg, names=None):
    """The scheduler's jobs (name, fn, seconds) for NAMES (default: every job this
    configuration runs); Invalid for a name that is no job or that this configuration
    does not enable (mail, IMAP or a forum not set up), saying which."""
    configured = {job[0]: job for job in scheduler.jobs(cfg)}
    if names is None:
        return list(configured.values())
    if not names:
        raise Invalid(f"name at least one job: {', '.join(NAMES)}")
    unknown = [n for n in names if n not in NAMES]
    if unknown:
        raise Invalid(f"no job named {', '.join(unknown)}: the jobs are "
                      f"{', '.join(NAMES)}")
    off = [n for n in names if n not in configured]
    if off:
        raise Invalid(f"{', '.join(off)} not enabled in this configuration (dispatch "
                      "needs [mail] enabled, imap [imap] enabled, forum a "
                      "[forums.NAME] section)")
    return [configured[n] for n in dict.fromkeys(names)]


def run(service, cfg, jobs, stop=None, parent=None):
    """Run JOBS until STOP is set (default: until SIGTERM or SIGINT), or until the
    process PARENT is no longer this one's parent (`pbem serve`'s jobs: its arbiter
    killed outright must not leave them running), then wait for the runs under way
    and return."""
    stop = stop or _stopped_by_signals()
    running = scheduler.start(service, cfg, jobs)
    try:        # a timed wait: signals are handled between beats
        while not stop.wait(1) and parent in (None, os.getppid()):
            pass
    finally:
        running.shutdown(wait=True)


def _stopped_by_signals():
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    return stop
