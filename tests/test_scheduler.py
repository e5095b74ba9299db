"""The background scheduler of `pbem serve` (pbem.jobs.scheduler): which jobs a configuration
runs, and that it starts, runs jobs in its own threads and stops."""
import copy
import threading
import time

import pytest

from pbem import config, mail
from pbem.jobs import scheduler
from pbem.jobs import digest_pool
from pbem.mail import send
from pbem.telling import deadlines

pytestmark = pytest.mark.both_stores


def settings(**sections):
    cfg = copy.deepcopy(config.DEFAULTS)
    for section, values in sections.items():
        cfg[section].update(values)
    return cfg


def test_jobs_follow_the_configuration():
    names = [name for name, _, _ in scheduler.jobs(settings())]
    assert names == ["deadlines", "digests"]
    cfg = settings(mail={"enabled": True}, imap={"enabled": True, "every_seconds": 7},
                   scheduler={"dispatch_seconds": 3})
    jobs = {name: (fn, seconds) for name, fn, seconds in scheduler.jobs(cfg)}
    assert jobs["dispatch"] == (send.dispatch_due, 3)
    assert jobs["deadlines"][0] is deadlines.run_deadlines
    assert jobs["digests"][0] is digest_pool.run_digests
    assert jobs["imap"][1] == 7


def test_the_scheduler_starts_runs_a_job_with_the_time_and_stops(service):
    ran = threading.Event()
    seen = []

    def probe(svc, cfg, now):
        seen.append((svc, now.tzinfo is not None))
        ran.set()

    jobs = scheduler.start(service, settings(), [("probe", probe, 1)])
    try:
        assert ran.wait(timeout=20), "the job never ran"
        assert jobs.get_job("probe").max_instances == 1 and jobs.get_job("probe").coalesce
    finally:
        jobs.shutdown()
    assert not jobs.running and seen[0] == (service, True)


def test_the_real_jobs_expire_a_deadline_and_mail_everyone(service, smtp_server):
    """Deadlines + dispatch on a real SMTP server: a one-second deadline passes, the
    turn is skipped and both players receive the "expired" mail."""
    cfg = smtp_server.configure(settings(mail={"enabled": True}, scheduler={
        "dispatch_seconds": 1, "deadline_seconds": 1, "digest_seconds": 60}))
    gid, _ = service.create("flanders", [{"name": "Ann", "email": "ann@x.org"},
                                         {"name": "Bob", "email": "bob@x.org"}])
    deadlines.configure(service, gid, 1, expiry=("skip",))
    jobs = scheduler.start(service, cfg)
    try:
        for _ in range(200):
            kinds = sorted(m["X-Pbem-Kind"] for m in smtp_server.messages)
            if kinds == ["expired", "expired"]:
                break
            time.sleep(0.1)
    finally:
        jobs.shutdown()
    assert sorted(m["To"] for m in smtp_server.messages) == ["Ann <ann@x.org>",
                                                            "Bob <bob@x.org>"]
    skipped = [e["data"]["role"] for e in service.events_for(gid)
               if e["type"] == "game.skipped"]
    assert skipped[0] == "Red", "Red's turn was skipped first (Blue's one-second " \
        "deadline may have passed too on a busy machine)"


def test_on_postgresql_a_pending_mail_wakes_the_dispatch_job_at_once(service, smtp_server):
    """The outbox announces a pending row (LISTEN/NOTIFY): dispatch runs at once,
    not at its next interval (an hour here); on SQLite it waits for the interval."""
    cfg = smtp_server.configure(settings(mail={"enabled": True}, scheduler={
        "dispatch_seconds": 3600, "deadline_seconds": 3600, "digest_seconds": 3600}))
    mail.setup(service, cfg)            # a new game mails its seats
    jobs = scheduler.start(service, cfg)
    try:
        time.sleep(1)                   # the first runs are over
        service.create("flanders", [{"name": "Ann", "email": "ann@x.org"},
                                    {"name": "Bob", "email": "bob@x.org"}])
        woken = service.store.dialect.name == "postgresql"
        for _ in range(100 if woken else 20):
            if len(smtp_server.messages) == 2:
                break
            time.sleep(0.05)
    finally:
        jobs.shutdown()
    assert len(smtp_server.messages) == (2 if woken else 0)