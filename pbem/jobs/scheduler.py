"""The background jobs of `pbem serve` (design §7), on APScheduler's BackgroundScheduler.

Each job is a plain function of (service, cfg, now) that reads what to do from the
database and is idempotent, so this module only decides which jobs run and how often:
a run that is late, repeated or missed (coalesce=True: one run catches up for many;
max_instances=1: never two of one job at once) neither loses nor duplicates anything.

- dispatch: outbox rows out by SMTP (pbem.mail.send), when [mail] enabled;
- deadlines: reminders and expiry policies (pbem.telling.deadlines);
- digests: daily digests, written, then composed and sent in worker processes
  (pbem.jobs.digest_pool);
- imap: replies from a mailbox (pbem.mail.imap), when [imap] enabled;
- forum: posts to forums (pbem.forum.outgoing), when a [forums.NAME] is configured.
Intervals come from [scheduler] (and [imap] every_seconds).

Several processes may run these jobs on one database (`pbem serve` and `pbem worker`
processes, issue 15). dispatch and forum claim their rows one by one, so they share
the work; the others (LEASED) run under a lease of their job (pbem.jobs.leases), so one run
at a time happens anywhere, and a killed process's run is taken over once its lease
expires ([scheduler] job_lease_seconds).
"""
import logging
from datetime import datetime, timezone

from apscheduler.events import EVENT_SCHEDULER_SHUTDOWN
from apscheduler.schedulers.background import BackgroundScheduler

from pbem.core import metrics
from pbem.forum import outgoing
from pbem.jobs import digest_pool, leases
from pbem.mail import deadline_mail, imap, send  # noqa: F401 - deadline_mail
from pbem.telling import deadlines, outbox
# registers the composers of the reminder and expired mails that dispatch sends

log = logging.getLogger(__name__)

#: the jobs whose runs must not overlap across processes (the others claim rows)
LEASED = frozenset({"deadlines", "digests", "imap"})


def jobs(cfg):
    """[(name, fn(service, cfg, now), seconds)] that this configuration runs."""
    every = cfg["scheduler"]
    out = [("deadlines", deadlines.run_deadlines, every["deadline_seconds"]),
           ("digests", digest_pool.run_digests, every["digest_seconds"])]
    if cfg["mail"]["enabled"]:
        out.append(("dispatch", send.dispatch_due, every["dispatch_seconds"]))
    if cfg["imap"]["enabled"]:
        out.append(("imap", _poll_imap, cfg["imap"]["every_seconds"]))
    if cfg.get("forums"):
        out.append(("forum", outgoing.dispatch_due, every["forum_seconds"]))
    return out


def _poll_imap(service, cfg, now):
    return imap.poll_imap(service, cfg)


def _run(name, fn, service, cfg, holder):
    if name not in LEASED:
        return _call(name, fn, service, cfg)
    with leases.held(service.store, name, holder,
                     cfg["scheduler"]["job_lease_seconds"]) as mine:
        if not mine:
            log.debug("job %s: another process runs it now", name)
            return None
        return _call(name, fn, service, cfg)


def _call(name, fn, service, cfg):
    with metrics.timed("pbem_job", job=name):
        result = fn(service, cfg, datetime.now(timezone.utc))
    log.debug("job %s: %s", name, result)
    return result


#: the job that sends an outbox row, by the row's channel
SENDS = {"mail": "dispatch", outgoing.CHANNEL: "forum"}


def start(service, cfg, job_list=None):
    """A started BackgroundScheduler running JOB_LIST (default: jobs(cfg)); stop it
    with .shutdown(). Where the database announces new outbox rows (PostgreSQL),
    the job that sends one runs at once rather than at its next interval."""
    scheduler = BackgroundScheduler(timezone=timezone.utc)
    holder = leases.holder_name()
    for name, fn, seconds in (jobs(cfg) if job_list is None else job_list):
        scheduler.add_job(_run, "interval", seconds=seconds, id=name, name=name,
                          args=(name, fn, service, cfg, holder), max_instances=1,
                          coalesce=True, next_run_time=datetime.now(timezone.utc))
    scheduler.start()
    listener = service.store.listen([outbox.NOTICES], lambda _, channel: _wake(
        scheduler, SENDS.get(channel)))
    if listener is not None:
        scheduler.add_listener(lambda _: listener.stop(), EVENT_SCHEDULER_SHUTDOWN)
    return scheduler


def _wake(scheduler, name):
    """Run job NAME now (if this scheduler runs it): a row for it is pending."""
    job = name and scheduler.get_job(name)
    if job:
        job.modify(next_run_time=datetime.now(timezone.utc))
