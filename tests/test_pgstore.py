"""The PostgreSQL store's one writer (issue 30 measured what it costs, bench/stores.py):
a write transaction takes the writer's advisory lock when it begins and holds it to its
commit, so a second writer waits, and positions become visible in the order they were
given (read_all never passes over one committed late); a transaction that fails gives
the lock back. The lock goes before the commit's WAL flush (commits share flushes), but
an append returns only after it: on a durable server, what was acknowledged survives
a crash of the server."""
import threading
import time

import psycopg
import pytest

from events import NewEvent
from events.pgstore import PgEventStore
from tests import pgserver


def ev(n):
    return NewEvent("ticked", {"n": n}, actor="North")


@pytest.fixture
def stores():
    """open() another store of one database (another process's, as it were)."""
    url, opened = pgserver.server().new_database(), []

    def open_():
        opened.append(PgEventStore(url, pool_size=4))
        return opened[-1]
    yield open_
    for store in opened:
        store.close_all()


def test_the_writers_lock_is_held_from_begin_to_commit(stores):
    first, second = stores(), stores()
    done = threading.Event()

    def write_second():
        second.append("y", [ev(0)], 0)
        done.set()
    with first.transaction():
        x = first.append("x", [ev(0)], 0)
        thread = threading.Thread(target=write_second)
        thread.start()
        time.sleep(0.3)
        assert not done.is_set()        # waiting for the lock, not writing beside it
    thread.join(10)
    assert done.is_set()
    assert x[0].position < second.read("y")[0].position
    assert [r.stream for r in second.read_all()] == ["x", "y"]


def test_a_failed_transaction_gives_the_lock_back(stores):
    store, other = stores(), stores()
    with pytest.raises(psycopg.errors.UndefinedTable):
        with store.transaction() as conn:
            conn.execute("INSERT INTO no_such_table VALUES (?)", (1,))
    assert not store.conn.in_transaction
    other.append("g", [ev(0)], 0)
    assert store.version("g") == 1


@pytest.fixture(scope="module")
def durable():
    """A server of its own as a production one is set (a commit waits for its WAL
    flush), whose WAL writer flushes on its own only every 10 s: a commit nothing waited
    for stays in the WAL buffers meanwhile."""
    server = pgserver.Server(pgserver.tools(), durable=True,
                             settings="-c wal_writer_delay=10s")
    yield server
    server.stop()


def _flushed_past(conn, lsn):
    return conn.execute("SELECT pg_current_wal_flush_lsn() >= ?::pg_lsn",
                        (lsn,)).fetchone()[0]


def _insert_lsn(conn):
    return conn.execute("SELECT pg_current_wal_insert_lsn()").fetchone()[0]


def test_an_append_returns_only_once_its_commit_is_flushed(durable):
    store = PgEventStore(durable.new_database(), pool_size=2)
    conn = store.conn
    conn.execute("BEGIN; SET LOCAL synchronous_commit = off")  # the setup's control:
    conn.execute("INSERT INTO idempotency VALUES ('c', 'k', 0, 0)")
    unwaited = _insert_lsn(conn)
    conn.execute("COMMIT")                  # a commit nobody waits for is not flushed
    assert not _flushed_past(conn, unwaited)
    inside = []
    store.append("x", [ev(0)], 0, within=lambda conn, _: inside.append(_insert_lsn(conn)))
    assert _flushed_past(conn, inside[0])   # WAL after the insert: the commit record's
    store.close_all()


def test_acknowledged_appends_survive_a_crash_of_the_server(durable):
    url = durable.new_database()
    store, acknowledged = PgEventStore(url, pool_size=8), {}

    def write(stream):
        try:
            while True:
                store.append(stream, [ev(acknowledged.get(stream, 0))],
                             acknowledged.get(stream, 0))
                acknowledged[stream] = acknowledged.get(stream, 0) + 1
        except psycopg.OperationalError:     # the server went away
            pass
    threads = [threading.Thread(target=write, args=(f"s{i}",)) for i in range(4)]
    for thread in threads:
        thread.start()
    time.sleep(1.0)
    durable.crash()
    for thread in threads:
        thread.join(10)
    store.close_all()
    after = PgEventStore(url, pool_size=2)
    assert sum(acknowledged.values()) > 20
    for stream, count in acknowledged.items():
        assert after.version(stream) >= count, stream
        after.verify_chain(stream)
    after.close_all()


def test_a_key_found_is_answered_only_once_its_events_are_flushed(durable):
    url = durable.new_database()
    store, other = PgEventStore(url, pool_size=2), PgEventStore(url, pool_size=2)
    conn = other.conn                       # another writer's commit, not waited for
    conn.execute("BEGIN; SET LOCAL synchronous_commit = off")
    other._append(conn, "x", [ev(0)], 0, "k", None)
    unwaited = _insert_lsn(conn)
    conn.execute("COMMIT")
    assert not _flushed_past(store.conn, unwaited)
    assert [r.version for r in store.keyed("x", "k")] == [0]
    assert _flushed_past(store.conn, unwaited)
    store.close_all()
    other.close_all()


def test_a_transaction_that_wrote_nothing_writes_no_wal_once_all_is_flushed(durable):
    store = PgEventStore(durable.new_database(), pool_size=2)
    store.append("x", [ev(0)], 0)           # returns with all the WAL flushed
    before = _insert_lsn(store.conn)
    with store.transaction() as conn:       # a job that finds no work
        conn.execute("SELECT count(*) FROM events").fetchone()
    assert _insert_lsn(store.conn) == before
    store.close_all()


def _committed_and_waiting(store, reader, stream, seconds=5):
    """Append to STREAM in a thread of its own; the thread once its event can be read
    from READER, or None if the append returned first (its flush was not held)."""
    thread = threading.Thread(target=store.append, args=(stream, [ev(0)], 0))
    thread.start()
    deadline = time.monotonic() + seconds
    while reader.version(stream) == 0:
        assert time.monotonic() < deadline, f"{stream} was never committed"
        time.sleep(0.01)
    return thread if thread.is_alive() else thread.join()


def test_the_next_writer_of_a_process_commits_while_one_waits_for_its_flush(durable):
    """So that the commits of one process share a flush too. The flush is held up by a
    synchronous standby the server waits for and never has; a commit is readable by
    others meanwhile, before its append returns (the module's trade-off)."""
    url = durable.new_database()
    store, reader = PgEventStore(url, pool_size=4), PgEventStore(url, pool_size=2)
    admin = psycopg.connect(durable.url(), autocommit=True)
    admin.execute("ALTER SYSTEM SET synchronous_standby_names = 'nobody'")
    admin.execute("SELECT pg_reload_conf()")
    waiting = []
    try:
        for attempt in range(50):           # until the server has taken the setting
            if thread := _committed_and_waiting(store, reader, f"first{attempt}"):
                waiting.append(thread)
                break
        assert waiting, "the server never held a flush"
        waiting.append(_committed_and_waiting(store, reader, "second"))
        assert waiting[-1] is not None
    finally:
        admin.execute("ALTER SYSTEM RESET synchronous_standby_names")
        admin.execute("SELECT pg_reload_conf()")
        admin.close()
    for thread in waiting:
        thread.join(10)
        assert not thread.is_alive()
    store.close_all()
    reader.close_all()


def test_a_wait_for_the_lock_that_fails_leaves_no_transaction_behind(stores):
    holder = stores()
    impatient = PgEventStore(holder.url + "&options=-cstatement_timeout%3D300",
                             pool_size=2)
    try:
        with holder.transaction():
            holder.append("x", [ev(0)], 0)
            with pytest.raises(psycopg.errors.QueryCanceled):
                impatient.append("y", [ev(0)], 0)
        assert not impatient.conn.in_transaction
        impatient.append("y", [ev(0)], 0)
    finally:
        impatient.close_all()
