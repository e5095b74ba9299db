"""The PostgreSQL store's one writer (issue 30 measured what it costs, bench/stores.py):
a write transaction takes the writer's advisory lock when it begins and holds it to its
commit, so a second writer waits, and positions become visible in the order they were
given (read_all never passes over one committed late); a transaction that fails gives
the lock back."""
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
