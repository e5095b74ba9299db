"""Shared fixtures: a fresh file database per test, and the toy game registered."""
import pytest

from events import EventStore
from pbem import games
from pbem.service import Service

games.KINDS.setdefault("toy", "tests.toygame")


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
