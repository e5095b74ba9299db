"""Shared fixtures: a fresh file database per test, the toy game registered, and
games that are the same on every run."""
import hashlib
import itertools
from types import SimpleNamespace

import pytest

from events import EventStore
from pbem import games, rng
from pbem import service as service_module
from pbem.service import Service

games.KINDS.setdefault("toy", "tests.toygame")


def pytest_configure(config):
    config.addinivalue_line("markers", "fresh_seeds: games get real random seeds and ids")


@pytest.fixture(autouse=True)
def same_games_every_run(request, monkeypatch):
    """Seeds and game ids (the draws hash both) made from the test's name: with the
    players' fixed choosers, each test meets the same games on every run, so what it
    found once it finds again. (Processes a test starts draw their own; a test marked
    fresh_seeds gets the real ones.)"""
    if request.node.get_closest_marker("fresh_seeds"):
        return
    made = itertools.count()

    def derived(what):
        return hashlib.sha256(f"{request.node.nodeid}/{what}/{next(made)}".encode()).hexdigest()
    monkeypatch.setattr(rng, "new_seed", lambda: derived("seed"))
    monkeypatch.setattr(service_module, "pysecrets",
                        SimpleNamespace(token_hex=lambda n: derived("game")[:2 * n]))


@pytest.fixture
def store(tmp_path):
    s = EventStore(tmp_path / "events.sqlite")
    yield s
    s.close()


@pytest.fixture
def service(store):
    return Service(store, snapshot_every=5)


@pytest.fixture
def smtp_server():
    """A real SMTP server on 127.0.0.1 (tests/smtpd.py); stopped after the test."""
    from tests.smtpd import SmtpServer
    server = SmtpServer().start()
    yield server
    server.stop()
