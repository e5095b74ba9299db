"""The digest job: digests written, then composed and sent by worker processes.

A digest is the heaviest mail (every game of a player, the board picture of each game
where it is the player's turn), and each subscriber gets one a day, many around the
same hours. Composed by the dispatch job they took the CPU, and the GIL, of the process
serving the web requests. Here the job writes the due rows (pbem.mail.digest) and hands
them, a chunk at a time, to a pool of worker processes, one per core by default
([scheduler] digest_workers). Each worker opens its own Service (its own database
connection) and sends its chunk as the dispatch job sends rows (pbem.mail.send.dispatch,
over its own SMTP connection): each row claimed first, composed, sent, marked sent. So
all that dispatch guarantees holds: one sender per row however many workers; a row that
cannot be composed or sent stays due, its error noted; a worker that dies leaves the
rows it claimed to come due again when their lease runs out; the dispatch job leaves
digest rows alone, so no digest is composed in the web process.

Processes, not threads: composing is Python (folds, words, templates) around the
picture's rasterising and encoding, so threads would queue on one GIL with the web
requests; bench/digests.py measured both. Started with "spawn": the web process runs
threads (waitress, APScheduler), and a fork would copy the locks they hold.
"""
import logging
import multiprocessing
import os
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from datetime import datetime, timezone

from pbem.mail import send
from pbem.telling import digests, outbox

log = logging.getLogger(__name__)
#: the rows a worker takes at a time: small enough to share the work out evenly, large
#: enough that its SMTP login and the handing over cost little per digest
CHUNK = 20


def run_digests(service, cfg, now=None, immediately=False):
    """The scheduler job (and `pbem digest`): write the due digest rows, then, when
    [mail] is enabled, compose and send every due digest in the pool. Returns how many
    rows it wrote."""
    now = now or datetime.now(timezone.utc)
    count = digests.enqueue_due(service, cfg, now, immediately)
    if cfg["mail"]["enabled"]:
        log.info("digests: %s", deliver(service, cfg, now))
    return count


def workers(cfg):
    """The pool's size: [scheduler] digest_workers, or the cores this process may use."""
    return cfg["scheduler"]["digest_workers"] or len(os.sched_getaffinity(0))


def deliver(service, cfg, now):
    """Compose and send every due digest row in worker processes; returns the counts of
    send.dispatch summed ({"sent", "retry", "failed", "waiting"}). A chunk that could
    send nothing and left all its rows waiting met a server that takes no mail now
    (unreachable, refusing the login, logins paused): the chunks not begun are left
    due for the next run rather than each waiting for it in vain."""
    rows = outbox.due(service.store.conn, "mail", now, limit=None, kinds=(digests.KIND,))
    counts = Counter(sent=0, retry=0, failed=0, waiting=0)
    if not rows:
        return dict(counts)
    chunks = [rows[i:i + CHUNK] for i in range(0, len(rows), CHUNK)]
    with ProcessPoolExecutor(min(workers(cfg), len(chunks)),
                             mp_context=multiprocessing.get_context("spawn"),
                             initializer=_open, initargs=(service.reopen, cfg)) as pool:
        sent = {pool.submit(_dispatch, chunk, now): chunk for chunk in chunks}
        for done in as_completed(sent):
            if done.cancelled():
                counts["waiting"] += len(sent[done])
                continue
            try:
                result = done.result()
            except Exception:  # noqa: BLE001 - a worker died: its rows come due again
                log.exception("a digest worker failed; its %d rows stay due",
                              len(sent[done]))
                counts["waiting"] += len(sent[done])
                continue
            counts.update(result)
            if not result["sent"] and result["waiting"] == len(sent[done]):
                for chunk in sent:
                    chunk.cancel()
    return dict(counts)


#: the worker process's own Service and settings (set by _open when it starts)
_worker = {}


def _open(reopen, cfg):
    _worker.update(service=reopen(), cfg=cfg)


def _dispatch(rows, now):
    return send.dispatch(_worker["service"], _worker["cfg"], rows, now)
