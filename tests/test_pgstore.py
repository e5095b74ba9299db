"""The PostgreSQL store's own ways (issue 30): an append is one statement of the
schema's (pbem_append) sent with its transaction's BEGIN and writer's lock, after the
head this process last saw of the stream; the promises of tests/test_store.py hold
when that head is stale or unknown, when a transaction sends nothing, and in a
database an earlier release made that a service role opens before its owner."""
import threading
import time
from contextlib import contextmanager
from unittest import mock

import psycopg
import pytest

from events import ConflictError, NewEvent, pgschema
from events.pgstore import PgEventStore
from tests import pgserver


def ev(n):
    return NewEvent("ticked", {"n": n}, actor="North")


class Counted:
    """A psycopg connection counting its round trips (a statement, or a write
    transaction's first statement sent with its BEGIN in one message)."""

    def __init__(self, raw):
        self.raw, self.trips = raw, []

    def execute(self, query, params=None):
        self.trips.append(query)
        return self.raw.execute(query, params)

    def __getattr__(self, name):
        return getattr(self.raw, name)


@pytest.fixture
def url():
    return pgserver.server().new_database()


@pytest.fixture
def stores(url):
    """open() another store of one database (another process's, as it were)."""
    opened = []

    def open_():
        opened.append(PgEventStore(url, pool_size=4))
        return opened[-1]
    yield open_
    for store in opened:
        store.close_all()


@contextmanager
def counted(store):
    """The round trips of STORE's connection in this thread: [the text sent]."""
    conn = store.conn
    conn.raw = Counted(conn.raw)
    sent = psycopg.ClientCursor.execute

    def first(cursor, query, params=None, **options):
        conn.raw.trips.append(query)
        return sent(cursor, query, params, **options)
    try:
        with mock.patch.object(psycopg.ClientCursor, "execute", first):
            yield conn.raw.trips
    finally:
        conn.raw = conn.raw.raw


def begun_appending(trip):
    """Whether TRIP sent a transaction's BEGIN, the writer's lock and an append."""
    return trip.startswith("BEGIN; SELECT pg_advisory_xact_lock(") and \
        "pbem_append(" in trip


def test_an_append_after_a_head_read_is_one_round_trip_and_its_commit_another(stores):
    store = stores()
    store.append("g", [ev(0)], 0)
    assert store.head("g")[0] == 1
    with counted(store) as trips:
        recorded = store.append("g", [ev(1), ev(2), ev(3)], 1, idempotency_key="k")
    assert len(trips) == 2 and begun_appending(trips[0]) and trips[1] == "COMMIT"
    assert [r.version for r in recorded] == [1, 2, 3]
    assert [r.position for r in recorded] == [r.position for r in store.read("g", 1)]
    with counted(store) as trips:       # a new stream's head needs no reading either
        store.append("new", [ev(0)], 0)
    assert len(trips) == 2 and begun_appending(trips[0])
    store.verify_chain("g")


def test_the_heads_of_the_streams_used_last_are_kept(stores, monkeypatch):
    from events import pgstore
    monkeypatch.setattr(pgstore, "HEADS_KEPT", 2)
    store = stores()
    for stream in ("a", "b", "c"):
        store.append(stream, [ev(0)], 0)
    with counted(store) as trips:
        store.append("b", [ev(1)], 1)       # its own appends' heads: one round trip
        store.append("c", [ev(1)], 1)
    assert len(trips) == 4 and begun_appending(trips[0]) and begun_appending(trips[2])
    with counted(store) as trips:
        store.append("a", [ev(1)], 1)       # the oldest went: the server tells it
    assert len(trips) == 3 and store.version("a") == 2


def test_a_head_another_writer_moved_is_appended_after_or_conflicts(stores):
    mine, other = stores(), stores()
    mine.append("g", [ev(0)], 0)
    assert mine.head("g")[0] == 1
    other.append("g", [ev(1)], 1)       # mine's head is stale from here
    with pytest.raises(ConflictError) as err:
        mine.append("g", [ev(99)], 1)
    assert err.value.actual == 2 and mine.version("g") == 2
    mine.head("g")
    other.append("g", [ev(2)], 2)
    recorded = mine.append("g", [ev(3), ev(4)])     # no expected version: after the head
    assert [r.version for r in recorded] == [3, 4]
    assert [r.payload["n"] for r in mine.read("g")] == [0, 1, 2, 3, 4]
    mine.verify_chain("g")


def test_a_stream_this_process_never_read_is_appended_after_the_servers_head(stores):
    writer, fresh = stores(), stores()
    writer.append("g", [ev(0), ev(1)], 0, idempotency_key="first")
    with counted(fresh) as trips:
        recorded = fresh.append("g", [ev(2)], 2)
    assert begun_appending(trips[0]) and "pbem_append" in trips[1] and \
        trips[2:] == ["COMMIT"]
    assert recorded[0].version == 2
    assert fresh.append("g", [ev(0), ev(1)], idempotency_key="first") == writer.read("g", 0, 2)
    with pytest.raises(ConflictError):
        stores().append("g", [ev(9)], 1)
    assert fresh.append("g", []) == [] and fresh.version("g") == 3
    fresh.verify_chain("g")


def test_a_transaction_that_sends_nothing_sends_no_begin(stores):
    store = stores()
    with counted(store) as trips:
        with store.transaction():
            pass
    assert trips == [] and not store.conn.in_transaction


def test_a_failed_first_statement_rolls_back_and_lets_the_next_writer_in(stores):
    store, other = stores(), stores()
    with pytest.raises(psycopg.errors.UndefinedTable):
        with store.transaction() as conn:
            conn.execute("INSERT INTO no_such_table VALUES (?)", (1,))
    assert not store.conn.in_transaction
    other.append("g", [ev(0)], 0)       # the lock went with the failed transaction
    assert store.version("g") == 1


def test_the_writers_lock_is_taken_with_the_first_statement_and_held_to_commit(stores):
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
    y = second.read("y")[0]
    assert x[0].position < y.position
    assert [r.stream for r in second.read_all()] == ["x", "y"]


def test_a_database_without_the_function_appends_statement_by_statement():
    owner, role_url, _ = pgserver.granted_database()
    with psycopg.connect(owner, autocommit=True) as conn:   # as a release before it left
        conn.execute(f"DROP FUNCTION {pgschema.APPEND}")
    store = PgEventStore(role_url, pool_size=2)     # a service role cannot add it
    try:
        assert not store.appends_on_server
        store.append("g", [ev(0)], 0, idempotency_key="k")
        store.append("g", [ev(1), ev(2)], 1)
        assert store.append("g", [ev(0)], idempotency_key="k")[0].version == 0
        store.verify_chain("g")
    finally:
        store.close_all()
    store = PgEventStore(owner, pool_size=2)        # its owner's next opening adds it
    try:
        assert store.appends_on_server
        store.append("g", [ev(3)], 3)
        assert store.version("g") == 4
        store.verify_chain("g")
    finally:
        store.close_all()


def test_the_logs_times_follow_its_positions_as_if_taken_under_the_lock(stores,
                                                                        monkeypatch):
    """A writer takes its time before its statement reaches the lock: one that took
    an earlier time than the log's last event (another writer had the lock first)
    takes it again under the lock; the clock's time is kept then, whatever it says."""
    from events import pgstore
    mine, other = stores(), stores()
    mine.append("x", [ev(0)], 0)
    mine.head("x")
    early = "2001-01-01T00:00:00.000000+00:00"
    taken = iter([early, "2999-01-01T00:00:00.000000+00:00", early, early])
    other.append("y", [ev(0)], 0)       # after mine took its time (the early one)
    monkeypatch.setattr(pgstore, "_now", lambda: next(taken))
    with counted(mine) as trips:
        [late] = mine.append("x", [ev(1)], 1)
    assert late.recorded_at > other.read("y")[0].recorded_at and len(trips) == 3
    assert mine.read("x")[1] == late
    [behind] = mine.append("x", [ev(2)], 2)     # a clock behind the log: taken again,
    assert behind.recorded_at == early          # then kept
    times = [r.recorded_at for r in mine.read_all()]
    assert times[:-1] == sorted(times[:-1])
    mine.verify_chain("x")
