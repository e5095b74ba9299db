"""pbem migrate-store (issue 15): a whole SQLite service, games of every kind with
their seats, seeds, outbox, deadlines and mail settings, copied into a PostgreSQL
database, where every game verifies and plays on."""
import random

import pytest
from click.testing import CliRunner

from events import EventStore
from pbem import config
from pbem.cli import main
from pbem.host import audit, migrate
from pbem.telling import deadlines, digests, outbox, prefs
from tests import pgserver
from tests.fuzz import play_random

GAMES = (("flanders", 2, None), ("rhine", 3, None),
         ("memoir44", 2, {"scenario": "pegasus-bridge"}), ("toy", 2, None))


def played(service, steps, seed):
    """A game of every kind, each some moves in, with mail rows and settings."""
    chooser = random.Random(seed)
    ids = []
    for kind, seats, options in GAMES:
        gid, _ = service.create(kind, [{"name": f"p{i}", "email": f"p{i}@example.org"}
                                       for i in range(seats)], options,
                                {"deadlines": {"per_move": 3 * 86400}})
        play_random(service, gid, steps, chooser)
        ids.append(gid)
    deadlines.add_vacation(service, "p0@example.org", "2026-12-24", "2026-12-27",
                           "Europe/Warsaw")
    digests.set_daily(service, "p1@example.org", 7, "Europe/Warsaw")
    with service.store.transaction() as conn:
        prefs.turn_off(conn, "p1@example.org", "turn")
    return ids


def rows(store, table):
    return sorted(tuple(r) for r in store.conn.execute(f"SELECT * FROM {table}"))


@pytest.fixture
def source(tmp_path):
    cfg = config.load(env={})
    service = config.open_service(cfg, tmp_path / "old.sqlite")
    yield service, played(service, 12, 3)
    service.store.close()


def test_migrate_store_copies_every_table_and_every_game_verifies_and_plays_on(source):
    service, ids = source
    url = pgserver.server().new_database()
    result = CliRunner().invoke(main, ["migrate-store", "--from", service.store.path,
                                       "--to", url])
    assert result.exit_code == 0, result.output
    assert all(f"{gid}: ok" in result.stdout for gid in ids), result.stdout
    moved = config.open_service(config.load(env={}), url)
    assert moved.store.dialect.name == "postgresql"
    old_conn = service.store.conn
    for table in old_conn.dialect.tables(old_conn):
        if table not in ("events", "schema_steps"):      # each database took its steps
            assert rows(moved.store, table) == rows(service.store, table), table
    assert [r.hash for r in moved.store.read_all()] == \
        [r.hash for r in service.store.read_all()]
    assert rows(moved.store, "outbox")          # the games' mails came along
    for gid in ids:
        assert audit.verify(moved, gid).status == "ok"
        game, before = moved.load(gid), service.load(gid)
        assert (game.version, game.head, game.state) == \
            (before.version, before.head, before.state)
        if not game.finished:                   # and it plays on there
            role = service.active(game)[0]
            moved.submit(gid, role, moved.legal(game, role)[0])
            assert moved.load(gid).version > game.version
            assert audit.verify(moved, gid).status == "ok"
    # new rows are numbered after the copied ones
    with moved.store.transaction() as conn:
        new = outbox.enqueue(conn, "note", "x@example.org", dedupe_key="after-migration")
    assert new > max(r[0] for r in rows(service.store, "outbox"))
    moved.store.close_all()


def test_migrate_store_into_a_database_that_holds_rows_changes_nothing(source):
    service, _ = source
    url = pgserver.server().new_database()
    taken = config.open_service(config.load(env={}), url)
    gid, _ = taken.create("toy", [{"name": "A"}, {"name": "B"}])
    before = {t: rows(taken.store, t) for t in migrate.occupied(taken.store)}
    result = CliRunner().invoke(main, ["migrate-store", "--from", service.store.path,
                                       "--to", url])
    assert result.exit_code == 1
    assert "the destination is not empty (events: " in result.stderr
    assert {t: rows(taken.store, t) for t in migrate.occupied(taken.store)} == before
    taken.store.close_all()


def test_a_migration_that_fails_midway_leaves_the_destination_empty(source):
    """One transaction: a source event that does not continue its chain stops the
    copy, and nothing of what went before it stays."""
    service, ids = source
    raw = EventStore(service.store.path)
    from tests.tamper import tamper
    tamper(raw.conn, "events", "UPDATE events SET hash='0' WHERE stream=? AND version=3",
           ids[1])
    raw.close()
    url = pgserver.server().new_database()
    result = CliRunner().invoke(main, ["migrate-store", "--from", service.store.path,
                                       "--to", url])
    assert result.exit_code != 0
    dest = config.open_store(config.load(env={}), url)
    assert migrate.occupied(dest) == {}
    dest.close_all()


def test_migrate_store_needs_an_existing_source(tmp_path):
    url = pgserver.server().new_database()
    result = CliRunner().invoke(main, ["migrate-store", "--from",
                                       str(tmp_path / "none.sqlite"), "--to", url])
    assert result.exit_code == 1 and "no pbem database at" in result.stderr
    assert not (tmp_path / "none.sqlite").exists()
