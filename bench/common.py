"""What every figure shares: the payload both sides store, the reducer both sides fold
with, fresh database files, and the statistics and the one-figure-per-line output.

Both sides get byte-for-byte the same payloads and run the same reducer, so a ratio
measures storage, (de)serialisation and envelope handling, never different domain work.
"""
import gc
import os
import shutil
import tempfile
import time
from contextlib import contextmanager

from events import canonical_json

PAYLOAD_BYTES = 200
ACTOR = "Monty"
METADATA = {"channel": "web"}


def payload(i):
    """A ~200-byte JSON payload (canonical JSON length exactly PAYLOAD_BYTES)."""
    base = {"unit": f"BEF-{i % 7}", "from": "Ypres", "to": "Passchendaele",
            "dice": [i % 6 + 1, i * 7 % 6 + 1, i * 13 % 6 + 1], "card": i % 52,
            "seq": i, "note": ""}
    base["note"] = "x" * (PAYLOAD_BYTES - len(canonical_json(base)))
    return base


def count_reducer(state, type_, data):
    """The synthetic streams' reducer: count events, keep the last payload."""
    if state is None:
        state = {"n": 0, "last": None}
    state["n"] += 1
    state["last"] = data
    return state


@contextmanager
def scratch():
    """A fresh temp directory for database files, removed afterwards."""
    path = tempfile.mkdtemp(prefix="pbem-bench-")
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def db(folder, name):
    return os.path.join(folder, name)


def clock(fn, *args):
    """Seconds fn(*args) took (after a collection, so earlier garbage is not billed)."""
    gc.collect()
    start = time.perf_counter()
    fn(*args)
    return time.perf_counter() - start


def median(values):
    values = sorted(values)
    n = len(values)
    return values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2


def percentile(values, p):
    """Nearest-rank percentile (p in 0..100) of values."""
    values = sorted(values)
    rank = max(1, min(len(values), int(round(p / 100 * len(values) + 0.5))))
    return values[rank - 1]


def figure(name, value, unit):
    print(f"{name}: {value:.{_digits(value)}f} {unit}", flush=True)


def ratio(name, factor):
    print(f"ratio {name}: {factor:.1f}x", flush=True)


def target(name, met, wanted):
    print(f"target {name}: {'met' if met else 'MISSED'} (wanted {wanted})", flush=True)


def note(text):
    print(f"# {text}", flush=True)


def _digits(value):
    return 0 if value >= 100 else 1 if value >= 10 else 3
