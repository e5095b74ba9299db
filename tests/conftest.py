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
