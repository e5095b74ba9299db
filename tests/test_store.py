"""The kernel's promises: gapless versions, optimistic concurrency, append-only enforced
by the database, idempotency, the hash chain, atomic batches and snapshots."""
import sqlite3

import pytest

from events import AppendOnlyError, ConflictError, EventStore, NewEvent, fold
from tests.backends import BACKENDS


def ev(n, **kw):
    return NewEvent("ticked", {"n": n, **kw}, actor="North")


@pytest.fixture(params=sorted(BACKENDS))
def backend(request, tmp_path):
    """Each contract test on both stores: SQLite, and a real PostgreSQL server."""
    chosen = BACKENDS[request.param](tmp_path)
    yield chosen
    chosen.close()


@pytest.fixture
def any_store(backend):
    return backend.open()


def test_append_numbers_versions_from_zero_without_gaps(any_store):
    any_store.append("g", [ev(0), ev(1)], 0)
    any_store.append("g", [ev(2)], 2)
    assert [r.version for r in any_store.read("g")] == [0, 1, 2]
    assert any_store.version("g") == 3 and any_store.version("other") == 0


def test_stale_expected_version_conflicts_and_appends_nothing(any_store):
    any_store.append("g", [ev(0)], 0)
    with pytest.raises(ConflictError) as err:
        any_store.append("g", [ev(1)], 0)
    assert err.value.actual == 1 and "version 1, not 0" in str(err.value)
    assert any_store.version("g") == 1


@pytest.mark.parametrize("sql", ["UPDATE events SET payload='{}'", "DELETE FROM events",
                                 "UPDATE idempotency SET key='x'",
                                 "DELETE FROM idempotency"])
def test_database_itself_refuses_to_rewrite_history(backend, sql):
    store = backend.open()
    store.append("g", [ev(0)], 0, idempotency_key="k")
    with pytest.raises(backend.refused, match="append-only"):
        backend.raw(store, sql)
    assert store.read("g")[0].payload == {"n": 0}


def test_unique_stream_version_backs_up_the_check(backend):
    store = backend.open()
    store.append("g", [ev(0)], 0)
    with pytest.raises(backend.refused):
        store.conn.execute("INSERT INTO events (stream, version, type, payload, metadata,"
                           " recorded_at, prev_hash, hash) VALUES "
                           "('g', 0, 't', '{}', '{}', 'now', 'x', 'y')")


def test_repeated_idempotency_key_returns_original_and_appends_nothing(any_store):
    first = any_store.append("g", [ev(0), ev(1)], 0, idempotency_key="msg-1@mail")
    again = any_store.append("g", [ev(9)], 2, idempotency_key="msg-1@mail")
    assert again == first
    assert any_store.version("g") == 2
    # the key is per stream: another stream may use it
    assert any_store.append("h", [ev(0)], 0, idempotency_key="msg-1@mail")[0].stream == "h"


def test_hash_chain_links_every_event_and_detects_tampering(backend):
    store = backend.open()
    store.append("g", [ev(i) for i in range(5)], 0)
    recs = store.read("g")
    assert recs[0].prev_hash == "0" * 64
    assert all(b.prev_hash == a.hash for a, b in zip(recs, recs[1:]))
    assert store.verify_chain("g") == recs[-1].hash == store.head("g")[1]
    backend.raw(store, backend.drop_update_trigger)  # an attacker with database access
    backend.raw(store, "UPDATE events SET payload='{\"n\":99}' WHERE version=2")
    with pytest.raises(AppendOnlyError, match="v2: hash does not match"):
        store.verify_chain("g")


def test_batch_is_one_transaction_rolled_back_whole(any_store):
    def boom(conn, recorded):
        assert len(recorded) == 3
        raise RuntimeError("outbox write failed")

    with pytest.raises(RuntimeError):
        any_store.append("g", [ev(0), ev(1), ev(2)], 0, within=boom)
    assert any_store.version("g") == 0
    any_store.append("g", [ev(0)], 0)
    assert any_store.version("g") == 1


def test_wal_mode_and_busy_timeout(store):
    assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.conn.execute("PRAGMA busy_timeout").fetchone()[0] == 10000


def test_snapshot_of_other_rules_version_is_ignored(any_store):
    any_store.append("g", [ev(i) for i in range(4)], 0)
    any_store.save_snapshot("g", 4, "toy:1", {"sum": 6})
    assert any_store.load_snapshot("g", "toy:1") == (4, {"sum": 6})
    assert any_store.load_snapshot("g", "toy:2") is None
    any_store.drop_snapshots()
    assert any_store.load_snapshot("g", "toy:1") is None


def test_fold_applies_in_order(any_store):
    any_store.append("g", [ev(i) for i in range(4)], 0)
    assert fold(lambda s, r: s * 10 + r.payload["n"], any_store.read("g"), 0) == 123


def test_restore_keeps_hashes_and_refuses_a_broken_chain(backend):
    store = backend.open()
    store.append("g", [ev(i) for i in range(3)], 0)
    recs = store.read("g")
    other = backend.open()
    with pytest.raises(AppendOnlyError):
        other.restore([recs[0], recs[2]])
    assert other.version("g") == 0
    other.restore(recs)
    assert other.verify_chain("g") == store.head("g")[1]


def test_streams_and_read_all_in_global_order(any_store):
    any_store.append("a", [ev(0)], 0)
    any_store.append("b", [ev(0)], 0)
    any_store.append("a", [ev(1)], 1)
    assert any_store.streams() == ["a", "b"]
    assert [(r.stream, r.version) for r in any_store.read_all()] == [("a", 0), ("b", 0),
                                                                 ("a", 1)]


def test_read_tails_reads_the_newest_events_of_many_streams_at_once(any_store,
                                                                  monkeypatch):
    for n, stream in enumerate(["a", "b", "c"]):
        any_store.append(stream, [ev(i) for i in range(n * 3)], 0)
    monkeypatch.setattr("events.store.TAILS_AT_ONCE", 2)       # two queries, not one
    tails = any_store.read_tails({"b": 3, "c": 5, "a": 0, "none": 0}, 2)
    assert {s: [r.version for r in rs] for s, rs in tails.items()} == {
        "b": [1, 2], "c": [3, 4, 5], "a": [], "none": []}, "c moved on since its 5"
    assert tails["c"][-1].payload == {"n": 5}


def test_opening_waits_for_a_lock_on_a_file_not_yet_in_wal_mode(tmp_path):
    """SQLite refuses the switch to WAL at once ("database is locked", no busy wait)
    while another connection holds a lock on a file still in rollback mode: a worker
    booting beside another one on a new file crashed so (seen under gunicorn -w 4)."""
    import sqlite3
    import threading
    path = tmp_path / "new.sqlite"
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("CREATE TABLE early (x)")
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO early VALUES (1)")
    threading.Timer(0.3, other.execute, ("COMMIT",)).start()
    store = EventStore(path)
    assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_threads_of_one_process_queue_for_the_writer_lock_not_sqlites(tmp_path):
    """A second thread's append waits for the first thread's transaction on the store's
    own lock (handed over at once) instead of SQLite's busy handler (sleeps up to
    100 ms between tries); it gives up after busy_timeout_ms as SQLite would, and
    then nothing is appended."""
    import threading
    store = EventStore(tmp_path / "w.sqlite", busy_timeout_ms=100)
    inside, release, outcome = threading.Event(), threading.Event(), []

    def holder():
        with store.transaction():
            store.append("g", [ev(0)], 0)
            inside.set()
            release.wait(5)

    first = threading.Thread(target=holder)
    first.start()
    inside.wait(5)
    with pytest.raises(sqlite3.OperationalError, match="this process's other writers"):
        store.append("h", [ev(0)], 0)
    second = threading.Thread(target=lambda: outcome.append(store.append("h", [ev(0)])))
    store.busy_timeout_ms = 5000
    second.start()
    release.set()
    first.join(5)
    second.join(5)
    assert [r.version for r in outcome[0]] == [0]
    assert store.version("g") == 1 and store.version("h") == 1


def test_the_writer_file_is_beside_the_database_made_by_its_first_write(tmp_path):
    """Other processes' writers queue on <database>-writer.lock (events.store.WriterFile):
    a store that only reads does not make it; the first write does, with the
    database's permissions (so whoever may use the database may queue); a database in
    memory has none."""
    import os
    db, lock = tmp_path / "p.sqlite", tmp_path / "p.sqlite-writer.lock"
    EventStore(db).close()
    lock.unlink()
    os.chmod(db, 0o640)
    store = EventStore(db)
    assert store.read("g") == [] and not lock.exists()
    store.append("g", [ev(0)], 0)
    umask = os.umask(0)
    os.umask(umask)
    assert lock.stat().st_mode & 0o777 == 0o640 & ~umask
    assert EventStore(":memory:")._processes is None


def test_stores_dropped_leave_no_descriptor_open(tmp_path):
    """Each store's writer file is closed with the store: a process that opens
    many (the suite's workers did, 1,000 and more) ran out of the descriptors
    select() takes, and the pages' server in the same process stopped answering."""
    import gc
    import os

    def open_fds():
        return len(os.listdir("/proc/self/fd"))

    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("no /proc to count descriptors")
    before = open_fds()
    for i in range(50):
        store = EventStore(tmp_path / f"{i}.sqlite")
        store.append("g", [ev(0)], 0)
        store.close()
    del store
    gc.collect()
    assert open_fds() - before < 5


def test_appends_are_announced_to_listeners_where_the_database_can(backend):
    """PostgreSQL tells listeners of each stream appended to, once per transaction, at
    commit (LISTEN/NOTIFY: nobody polls the table); SQLite has no such notices."""
    import queue
    from events.pgschema import EVENTS_CHANNEL
    store = backend.open()
    heard = queue.Queue()
    listener = store.listen([EVENTS_CHANNEL], lambda channel, payload: heard.put(
        (channel, payload)))
    if backend.name == "sqlite":
        assert listener is None
        return
    assert heard.get(timeout=10) == (None, None)        # listening (nothing missed yet)
    with store.transaction():
        store.append("g", [ev(0), ev(1)], 0)
        assert heard.empty(), "a notice before the commit"
    store.append("h", [ev(2)], 0)
    assert [heard.get(timeout=10), heard.get(timeout=10)] == [
        (EVENTS_CHANNEL, "g"), (EVENTS_CHANNEL, "h")]
    listener.stop()
    store.append("g", [ev(3)], 2)
    with pytest.raises(queue.Empty):
        heard.get(timeout=0.5)
