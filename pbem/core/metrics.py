"""What this process counts for GET /metrics (Prometheus' text format, 0.0.4): requests
by route and status, commands applied, job runs and their time, games per digest.
The outbox's rows by channel and status are read from the database when asked (every
process sees the same). [server] metrics turns the page on (pbem.web.ops).

Counters live in this process (a gunicorn worker counts its own requests; Prometheus
sums the processes it scrapes), in one dict under a lock. Nothing counted names a
player, an address or anything of a game's content: routes are the URL rules
(`/games/<game_id>`), not the paths.
"""
import threading
import time
from collections import defaultdict

_lock = threading.Lock()
_counters = defaultdict(float)      # (name, labels as a tuple of pairs) -> value

#: name -> (type, help)
DOCS = {
    "pbem_http_requests_total": ("counter", "HTTP requests answered, by route and status"),
    "pbem_http_request_seconds_total": ("counter", "time spent answering them"),
    "pbem_commands_applied_total": ("counter", "commands appended by this process, by "
                                               "game kind and channel"),
    "pbem_job_runs_total": ("counter", "background job runs, by job"),
    "pbem_job_seconds_total": ("counter", "time the job runs took"),
    "pbem_digests_total": ("counter", "daily digests enqueued"),
    "pbem_digest_games_total": ("counter", "games in the digests enqueued"),
    "pbem_outbox_rows": ("gauge", "outbox rows, by channel and status"),
}


def add(name, value=1, **labels):
    key = (name, tuple(sorted(labels.items())))
    with _lock:
        _counters[key] += value


class timed:
    """`with metrics.timed("pbem_job", job="deadlines"):` counts a run of it and its
    time (NAME_runs_total, NAME_seconds_total)."""

    def __init__(self, name, **labels):
        self.name, self.labels = name, labels

    def __enter__(self):
        self.start = time.perf_counter()

    def __exit__(self, *exc):
        add(f"{self.name}_runs_total", **self.labels)
        add(f"{self.name}_seconds_total", time.perf_counter() - self.start, **self.labels)


def exposition(gauges=()):
    """The text of /metrics: this process's counters and GAUGES [(name, labels,
    value)] read for the occasion."""
    with _lock:
        rows = [(n, dict(labels), v) for (n, labels), v in sorted(_counters.items())]
    rows += list(gauges)
    out, named = [], set()
    for name, labels, value in rows:
        if name not in named and name in DOCS:
            kind, text = DOCS[name]
            out += [f"# HELP {name} {text}", f"# TYPE {name} {kind}"]
            named.add(name)
        shown = ",".join(f'{k}="{_escaped(v)}"' for k, v in sorted(labels.items()))
        out.append(f"{name}{{{shown}}} {value:g}" if shown else f"{name} {value:g}")
    return "\n".join(out) + "\n"


def _escaped(value):
    return str(value).replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')
