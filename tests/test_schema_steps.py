"""A database made by an earlier release opens with this one (issue 22): the schema
steps it has not taken are taken, in order, once; every game in it verifies (never
FAILED) and plays on to its end. The files are the ones each release left, made by
tests/data/legacy/make_database.py with that release's code: pbem-0.1.0.sqlite and,
for PostgreSQL, its pg_dump pbem-0.1.0.pg.sql."""
import random
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from pbem import config, schema
from pbem.cli import main
from pbem.core.errors import Invalid
from tests import pgserver
from tests.fuzz import play_random

DATA = Path(__file__).parent / "data"
RELEASES = ["0.1.0"]


def opened_sqlite(tmp_path, release):
    db = tmp_path / f"pbem-{release}.sqlite"
    shutil.copy(DATA / f"pbem-{release}.sqlite", db)
    return str(db)


def opened_postgresql(tmp_path, release):
    url = pgserver.server().new_database()
    psql = shutil.which("psql") or str(pgserver.bindir() / "psql")
    subprocess.run([psql, "-q", "-v", "ON_ERROR_STOP=1", "-f",
                    str(DATA / f"pbem-{release}.pg.sql"), url],
                   check=True, capture_output=True)
    return url


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("opened", [opened_sqlite, opened_postgresql],
                         ids=["sqlite", "postgresql"])
def test_a_database_of_an_earlier_release_opens_verifies_and_plays_on(
        tmp_path, release, opened):
    where = opened(tmp_path, release)
    service = config.open_service(config.load(env={}), where)
    try:
        with service.store.transaction() as conn:
            assert schema.taken(conn) == {number for number, _, _ in schema.STEPS}
        result = CliRunner().invoke(main, ["verify", "--db", where])
        assert result.exit_code in (0, 3), result.output
        assert "FAILED" not in result.output
        games = service.list_games()
        assert {g["kind"] for g in games} == {"flanders", "rhine", "memoir44", "berlin"}
        pick = random.Random(7)
        for g in games:
            play_random(service, g["id"], None, pick, channel="cli")
        after = CliRunner().invoke(main, ["verify", "--db", where])
        assert after.exit_code in (0, 3) and "FAILED" not in after.output, after.output
    finally:
        service.store.close_all() if hasattr(service.store, "close_all") else \
            service.store.close()


def test_steps_are_taken_in_order_and_once(tmp_path):
    taken = []
    n = max(number for number, _, _ in schema.STEPS)   # (numbers may have gaps)
    steps = schema.STEPS + ((n + 1, "a test's step", lambda conn: taken.append(n + 1)),
                            (n + 2, "another", lambda conn: taken.append(n + 2)))
    where = opened_sqlite(tmp_path, "0.1.0")
    service = config.open_service(config.load(env={}), where)
    schema.create(service.store, steps)
    schema.create(service.store, steps)
    assert taken == [n + 1, n + 2]
    rows = service.store.conn.execute("SELECT step, name FROM schema_steps ORDER BY step")
    assert [tuple(r) for r in rows] == [(number, name) for number, name, _ in steps]


def test_a_database_a_newer_release_stepped_is_refused(tmp_path):
    where = opened_sqlite(tmp_path, "0.1.0")
    service = config.open_service(config.load(env={}), where)
    service.store.conn.execute("INSERT INTO schema_steps VALUES (99, 'later', '9.0', "
                               "'2030-01-01')")
    with pytest.raises(Invalid, match="schema step 99, which pbem .* does not know"):
        config.open_service(config.load(env={}), where)
    result = CliRunner().invoke(main, ["games", "--db", where])
    assert result.exit_code == 1 and "a newer pbem made it" in result.stderr
