"""Shared fixtures: a fresh file database per test, the toy game registered, and
games that are the same on every run."""
import hashlib
import itertools
import os
from types import SimpleNamespace

import freezegun
import pytest

from events import EventStore
from pbem import games
from pbem.config import service_over
from pbem.core import creating, rng
from tests.fuzz import LONG

games.KINDS.setdefault("toy", "tests.toygame")
# a frozen clock is the game's and the jobs' clock, not the PostgreSQL pool's: its
# waits for a connection must end in real time
freezegun.configure(extend_ignore_list=["psycopg", "psycopg_pool"])


def pytest_configure(config):
    config.addinivalue_line("markers", "fresh_seeds: games get real random seeds and ids")
    config.addinivalue_line("markers", "both_stores: run on SQLite and on PostgreSQL")


def pytest_xdist_auto_num_workers(config):
    """`-n auto` (the README's command): half as many workers again as the machine
    has cores. A worker waits much of its time for what it started (Chromium, a
    served page, `pbem serve`, the PostgreSQL server, a command's process), and one a
    core left a third of two cores idle through the suite."""
    cores = os.cpu_count() or 1
    return max(1, cores + cores // 2)


@pytest.fixture(autouse=True)
def same_games_every_run(request, monkeypatch):
    """Seeds and game ids (the draws hash both) made from the test's name: with the
    players' fixed choosers, each test meets the same games on every run, so what it
    found once it finds again. (Processes a test starts draw their own; a test marked
    fresh_seeds gets the real ones.)"""
    if request.node.get_closest_marker("fresh_seeds"):
        return
    made = itertools.count()
    nodeid = request.node.nodeid
    kind = getattr(request.node, "callspec", None) and \
        request.node.callspec.params.get("store_kind")
    if kind:        # the same games on both stores: the store is no part of the name
        nodeid = nodeid.replace(f"[{kind}]", "").replace(f"[{kind}-", "[").replace(
            f"-{kind}]", "]").replace(f"-{kind}-", "-")

    def derived(what):
        return hashlib.sha256(f"{nodeid}/{what}/{next(made)}".encode()).hexdigest()
    monkeypatch.setattr(rng, "new_seed", lambda: derived("seed"))
    monkeypatch.setattr(creating, "pysecrets",
                        SimpleNamespace(token_hex=lambda n: derived("game")[:2 * n]))


def pytest_generate_tests(metafunc):
    """A test marked both_stores (or in a module so marked) that uses the `store`
    fixture runs twice: on SQLite and on a real PostgreSQL server (issue 15). Browser
    tests stay on SQLite: the pages are the same whatever the store, and the Flask
    client tests of those modules read them from both."""
    if "store_kind" in metafunc.fixturenames and "browser" not in metafunc.fixturenames \
            and metafunc.definition.get_closest_marker("both_stores"):
        metafunc.parametrize("store_kind", ["sqlite", "postgresql"], indirect=True)


@pytest.fixture
def long_run():
    """Whether this is the long run before a release (PBEM_LONG=1, README "Long
    runs"): tests that play games play more of them, or whole ones."""
    return LONG


@pytest.fixture
def store_kind(request):
    """Which store `store` opens: "sqlite" unless both_stores parametrized it."""
    return getattr(request, "param", "sqlite")


@pytest.fixture
def store(tmp_path, store_kind):
    """A new, empty store: a SQLite file in the test's folder, or a new database on this
    test process's PostgreSQL server."""
    if store_kind == "postgresql":
        from events.pgstore import PgEventStore
        from tests import pgserver
        s = PgEventStore(pgserver.server().new_database(), pool_size=8)
        yield s
        s.close_all()
        return
    s = EventStore(tmp_path / "events.sqlite")
    yield s
    s.close()


@pytest.fixture
def service(store):
    return service_over(store, snapshot_every=5)


@pytest.fixture
def app(service):
    """The pages and API of a server with the default settings (no mail)."""
    from pbem.web import create_app
    return create_app({"server": {}, "storage": {}}, service)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def smtp_server():
    """A real SMTP server on 127.0.0.1 (tests/smtpd.py); stopped after the test."""
    from tests.smtpd import SmtpServer
    server = SmtpServer().start()
    yield server
    server.stop()
