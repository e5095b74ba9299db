"""The service's own database role on PostgreSQL (issue 15): `pbem grant ROLE`, run by
the tables' owner, lets ROLE play every part of the service, and the database itself
refuses it any change to the log or the seeds, even with the triggers out of the way
(only the owner could take them away)."""

import psycopg
import pytest
from click.testing import CliRunner

from pbem import config
from pbem.cli import main
from pbem.host import audit
from pbem.telling import outbox
from tests import pgserver

FORBIDDEN = [
    "UPDATE events SET type='x'",
    "DELETE FROM events",
    "TRUNCATE events",
    "UPDATE idempotency SET key='x'",
    "UPDATE secrets SET seed='00'",
    "DELETE FROM secrets",
    "ALTER TABLE events DISABLE TRIGGER USER",
    "DROP TRIGGER events_no_update ON events",
    "DROP TABLE events",
]


@pytest.fixture(scope="module")
def granted():
    """(the owner's URL, the service role's URL) of a database made and granted."""
    owner, url, granted = pgserver.granted_database()
    assert "events: SELECT, INSERT\n" in granted
    assert "secrets: SELECT, INSERT\n" in granted
    return owner, url


def test_the_granted_role_plays_a_whole_service_part(granted):
    _, url = granted
    service = config.open_service(config.load(env={}), url)
    service.snapshot_every = 3          # snapshots are added and the older removed
    gid, _ = service.create("flanders", [{"name": "Ann", "email": "ann@example.org"},
                                         {"name": "Bob", "email": "bob@example.org"}],
                            settings={"deadlines": {"per_move": 3600}})
    for _ in range(12):
        game = service.load(gid)
        role = service.active(game)[0]
        service.submit(gid, role, service.legal(game, role)[0])
    with service.store.transaction() as conn:   # the outbox's rows are claimed, sent
        [row, *_] = outbox.due(conn, "mail")
        assert outbox.claim(conn, row["id"], 60) is not None
        outbox.mark_sent(conn, row["id"], "<m1@example.org>")
    assert len(service.store.snapshots(gid)) == 1
    assert audit.verify(service, gid) == audit.Verdict()
    service.store.close_all()


@pytest.mark.parametrize("sql", FORBIDDEN)
def test_the_granted_role_cannot_change_the_log_or_the_seeds(granted, sql):
    owner, url = granted
    service = config.open_service(config.load(env={}), owner)
    service.create("toy", [{"name": "A"}, {"name": "B"}])
    service.store.close_all()
    with psycopg.connect(url, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(sql)


def test_grant_on_a_sqlite_file_says_there_are_no_roles(tmp_path):
    db = str(tmp_path / "x.sqlite")
    assert CliRunner().invoke(main, ["init", "--db", db]).exit_code == 0
    result = CliRunner().invoke(main, ["grant", "app", "--db", db])
    assert result.exit_code == 1 and "a SQLite file has no roles" in result.stderr
