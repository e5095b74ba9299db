"""A log cut short is a log altered: `pbem verify` compares the log's head with every
other record the service keeps of it, and the tables beside the log that hold history
refuse UPDATE and DELETE the way `events` does."""
import json
import multiprocessing
import sqlite3

import pytest
from click.testing import CliRunner

from events import EventStore
from pbem import config
from pbem.cli import main
from pbem.config import service_over
from pbem.host import audit
from pbem.telling import outbox
from tests.tamper import rewrite, tamper

pytestmark = pytest.mark.both_stores

PLAYERS = [{"name": "Ann", "email": "ann@example.org"},
           {"name": "Bob", "email": "bob@example.org"}]


@pytest.fixture
def mailing(tmp_path):
    """A service as `pbem` opens it: its listeners write the outbox."""
    return config.open_service(config.load(env={}), tmp_path / "pbem.sqlite")


def played(service, moves=4):
    """A toy game after MOVES rolls, or fewer if it ended before."""
    gid, _ = service.create("toy", PLAYERS)
    for _ in range(moves):
        game = service.load(gid)
        if game.finished:
            break
        service.submit(gid, service.active(game)[0], "roll")
    return gid


def cut(conn, gid, keep):
    """Delete every event of GID from version KEEP on, as a host with the file could."""
    tamper(conn, "events", "DELETE FROM events WHERE stream=? AND version>=?", gid, keep)


def cut_last_command(service):
    """A game whose last event and its snapshot were deleted: (game id, old head)."""
    gid = played(service, 6)
    head = service.store.version(gid)
    cut(service.store.conn, gid, head - 1)
    tamper(service.store.conn, "snapshots", "DELETE FROM snapshots WHERE stream=?", gid)
    return gid, head


def test_a_log_cut_short_with_its_snapshot_fails_verify(mailing):
    """The audit's finding: the last command and its snapshot deleted passed verify
    while the lobby still showed the old version."""
    service = mailing
    gid, head = cut_last_command(service)
    problems = audit.verify(service, gid).problems
    assert f"the lobby's games table says version {head}, the log holds {head - 1} " \
           "events" in problems
    assert any(p.startswith("outbox row") and f"shows version {head}," in p
               for p in problems)


def test_a_cut_log_whose_lobby_row_was_mended_still_fails_on_the_mails(mailing):
    service = mailing
    gid, head = cut_last_command(service)
    service.store.conn.execute("UPDATE games SET version=? WHERE id=?", (head - 1, gid))
    problems = audit.verify(service, gid).problems
    assert any(p.startswith("outbox row") for p in problems)
    assert not any("lobby" in p for p in problems)


def test_a_snapshot_beyond_the_log_fails_verify(service):
    gid = played(service, 20)                    # a snapshot at the end
    version = service.store.snapshots(gid)[-1][0]
    cut(service.store.conn, gid, version - 1)
    service.store.conn.execute("UPDATE games SET version=? WHERE id=?", (version - 1, gid))
    assert f"snapshot at version {version} is beyond the log's {version - 1} events" \
        in audit.verify(service, gid).problems


def test_a_snapshot_that_is_not_the_fold_of_its_log_fails_verify(service):
    gid = played(service, 20)
    version, rules, state = service.store.snapshots(gid)[-1]
    state["state"]["pos"]["North"] += 1
    tamper(service.store.conn, "snapshots", "UPDATE snapshots SET state=? WHERE "
           "stream=?", json.dumps(state), gid)
    assert f"snapshot at version {version} differs from the log folded to that " \
           "version" in audit.verify(service, gid).problems


def test_an_idempotency_key_beyond_the_head_fails_verify(service):
    gid, _ = service.create("toy", PLAYERS)
    service.submit(gid, "North", "roll", idempotency_key="k1")
    head = service.store.version(gid)
    cut(service.store.conn, gid, head - 1)
    service.store.conn.execute("UPDATE games SET version=? WHERE id=?", (head - 1, gid))
    assert any(p.startswith("an idempotency key names version")
               for p in audit.verify(service, gid).problems)


def test_a_rewritten_event_fails_on_the_head_hash_its_mail_showed(mailing):
    """A host who rewrites the last event and rebuilds the chain (the hashes are not
    secret) is caught by the head hash the players' mails carried."""
    service = mailing
    gid = played(service, 2)
    assert [h for _, _, h in outbox.game_heads(service.store.conn, gid) if h], \
        "turn mails record the head hash their footers show"
    last = service.store.read(gid)[-1]
    rewrite(service.store, gid, last.version, {"die": last.payload["die"] % 6 + 1})
    problems = audit.verify(service, gid).problems
    assert any(p.startswith("outbox row") and "shows head" in p for p in problems)


def test_an_honest_game_verifies_with_every_witness(mailing):
    service = mailing
    gid = played(service, 20)
    assert service.load(gid).finished
    assert audit.verify(service, gid) == audit.Verdict()


# -- the tables beside the log that hold history refuse to change -------------------
def replacing(conn, insert, key, column):
    """INSERT as a replacement of the row whose KEY exists: SQLite's INSERT OR REPLACE,
    PostgreSQL's INSERT ... ON CONFLICT DO UPDATE (an UPDATE to the triggers)."""
    if conn.dialect.name == "postgresql":
        return (f"INSERT {insert} ON CONFLICT ({key}) DO UPDATE SET "
                f"{column}=excluded.{column}")
    return f"INSERT OR REPLACE {insert}"


@pytest.mark.parametrize("sql", [
    "UPDATE secrets SET seed='00'",
    "DELETE FROM secrets",
    ("INTO secrets SELECT game, '00' FROM secrets", "game", "seed"),
])
def test_seeds_refuse_update_delete_and_replace(service, sql):
    played(service, 1)
    conn = service.store.conn
    with pytest.raises(conn.IntegrityError, match="seeds are never"):
        conn.execute(sql if isinstance(sql, str) else replacing(conn, *sql))


@pytest.mark.parametrize("sql", [
    "UPDATE snapshots SET state='{}'",
    "DELETE FROM snapshots",
    ("INTO snapshots SELECT stream, version, rules_version, '{}' FROM snapshots",
     "stream, version, rules_version", "state"),
])
def test_snapshots_refuse_update_delete_of_the_newest_and_replace(service, sql):
    played(service, 20)
    conn = service.store.conn
    with pytest.raises(conn.IntegrityError, match="snapshot"):
        conn.execute(sql if isinstance(sql, str) else replacing(conn, *sql))


def test_events_refuse_insert_or_replace(service):
    gid = played(service, 1)
    conn = service.store.conn
    with pytest.raises(conn.IntegrityError, match="append-only"):
        conn.execute(replacing(
            conn, "INTO events (stream, version, type, actor, payload, metadata, "
            "recorded_at, prev_hash, hash) SELECT stream, version, type, actor, payload, "
            "metadata, recorded_at, prev_hash, hash FROM events WHERE stream=? AND "
            "version=0", "stream, version", "payload"), (gid,))


def test_the_store_replaces_a_snapshot_by_a_newer_one(store):
    service = service_over(store, snapshot_every=2)
    gid = played(service, 20)
    head = store.version(gid)
    assert [v for v, _, _ in store.snapshots(gid)] == [head], \
        "older ones removed, the newest kept"
    service.store.drop_snapshots()
    assert service.store.snapshots(gid) == []
    assert audit.verify(service, gid) == audit.Verdict()


# -- a game whose dice cannot be checked yet -------------------------------------------
def test_verify_of_an_imported_running_game_is_unchecked_not_failed(tmp_path):
    def pbem(*args, db="a.sqlite"):
        return CliRunner().invoke(main, [*args, "--db", str(tmp_path / db)])
    gid = pbem("new", "toy", "--player", "Ann", "--player", "Bob").stdout.strip()
    pbem("play", gid, "--as", "Ann", "roll")
    export = tmp_path / "game.jsonl"
    export.write_text(pbem("export", gid).stdout)             # no --with-secret
    assert pbem("import", str(export), db="b.sqlite").exit_code == 0
    result = pbem("verify", gid, db="b.sqlite")
    assert result.exit_code == 3, result.output
    assert result.stdout.strip() == f"{gid}: unchecked"
    assert "not checked here: the dice: the seed is neither revealed" in result.stderr
    conn = sqlite3.connect(tmp_path / "b.sqlite")
    conn.execute("UPDATE games SET version=99")
    conn.commit()
    result = pbem("verify", gid, db="b.sqlite")
    assert result.exit_code == 1 and result.stdout.strip() == f"{gid}: FAILED", \
        "what can be checked still is"


# -- processes opening a new database together --------------------------------------
def _open(path, barrier, results):
    barrier.wait()
    try:
        config.open_service(config.load(env={}), path)
        results.put("ok")
    except Exception as e:  # noqa: BLE001 - the parent reports it
        results.put(f"{type(e).__name__}: {e}")


def test_processes_creating_the_schema_together_all_start(tmp_path):
    """gunicorn -w 4 on a fresh file crashed workers at boot ('database is locked',
    'table already exists'): six processes open one new file at once, five times."""
    ctx = multiprocessing.get_context("fork")
    for round_ in range(5):
        path = tmp_path / f"new{round_}.sqlite"
        barrier, results = ctx.Barrier(6), ctx.Queue()
        procs = [ctx.Process(target=_open, args=(path, barrier, results))
                 for _ in range(6)]
        for p in procs:
            p.start()
        outcomes = [results.get(timeout=60) for _ in procs]
        for p in procs:
            p.join(timeout=60)
        assert outcomes == ["ok"] * 6
    service_over(EventStore(path))       # and the result is a whole schema


def test_verify_re_derives_a_deadline_action_that_draws(service, monkeypatch):
    """A skip that shuffles or rolls (Memoir '44 draws a card for the skipped side) is
    decided at the version of its marker; verify re-derived it one version later and
    reported an altered log."""
    import tests.toygame as toy
    monkeypatch.setattr(toy, "skip", lambda state, role, rng: [
        {"type": "rolled", "die": rng.randint(1, 6)}], raising=False)
    gid, _ = service.create("toy", PLAYERS)
    for _ in range(3):
        service.submit(gid, service.active(service.load(gid))[0], {"action": "game.skip"},
                       channel="scheduler")
    assert audit.verify(service, gid) == audit.Verdict()
