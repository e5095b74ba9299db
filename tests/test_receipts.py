"""Checking a game without its host: `pbem verify --file` on an export alone, and
receipts (the version and head hash every mail shows) that catch a log cut short or
rewritten after a player received them (design §8, second round)."""
import re

import pytest
from click.testing import CliRunner

from events import EventStore
from pbem import config, mail
from pbem.cli import main
from pbem.config import service_over
from pbem.core.errors import Invalid
from pbem.host import audit
from pbem.mail import send
from tests.tamper import rewrite, tamper

pytestmark = pytest.mark.both_stores


def pbem(*args):
    return CliRunner().invoke(main, list(args))


@pytest.fixture
def game(tmp_path):
    """A toy game of three moves in a database file: (path, game id)."""
    db = str(tmp_path / "host.sqlite")
    gid = pbem("new", "toy", "--player", "Ann", "--player", "Bob", "--db", db).stdout.strip()
    for who in ("Ann", "Bob", "Ann"):
        assert pbem("play", gid, "--as", who, "roll", "--db", db).exit_code == 0
    return db, gid


def export(tmp_path, db, gid, *flags):
    path = tmp_path / f"{gid}{''.join(flags)}.jsonl"
    path.write_text(pbem("export", gid, *flags, "--db", db).stdout)
    return str(path)


def test_verify_file_checks_an_export_with_no_database(game, tmp_path):
    db, gid = game
    nowhere = tmp_path / "none" / "pbem.sqlite"
    result = pbem("verify", "--file", export(tmp_path, db, gid, "--with-secret"),
                  "--db", str(nowhere))
    assert (result.exit_code, result.stdout) == (0, f"{gid}: ok\n")
    assert not nowhere.parent.exists(), "no database is opened or made"
    # without the seed of a running game the dice wait for its end: 3, not a failure
    result = pbem("verify", "--file", export(tmp_path, db, gid), "--db", str(nowhere))
    assert result.exit_code == 3 and "not checked here: the dice" in result.stderr
    result = pbem("verify", "other-game", "--file", export(tmp_path, db, gid))
    assert result.exit_code == 1 and f"the export is of game {gid}" in result.stderr


def test_verify_file_finds_an_edited_export_and_a_rewritten_chain(game, tmp_path):
    db, gid = game
    good = export(tmp_path, db, gid, "--with-secret")
    lines = open(good).read().splitlines()
    lines[-1] = re.sub(r'"die": ?\d', '"die": 7', lines[-1])
    edited = tmp_path / "edited.jsonl"
    edited.write_text("\n".join(lines))
    result = pbem("verify", "--file", str(edited))
    assert result.exit_code == 1 and "hash chain" in result.stderr
    # a host who rebuilds the chain after changing a roll is caught by the seed
    store = EventStore(db)
    rec = store.read(gid)[-1]
    rewrite(store, gid, rec.version, dict(rec.payload, die=rec.payload["die"] % 6 + 1))
    store.close()
    result = pbem("verify", "--file", export(tmp_path, db, gid, "--with-secret"))
    assert result.exit_code == 1 and "with the seed gives other events" in result.stderr


def test_a_receipt_holds_until_the_log_is_cut_short_or_rewritten(game, tmp_path):
    db, gid = game
    records = EventStore(db).read(gid)
    head = records[-1]
    full = f"{len(records)}:{head.hash}"
    short = f"{len(records)}:{head.hash[:16]}"
    earlier = f"{head.version}:{records[-2].hash[:16]}"
    assert pbem("verify", gid, "--receipt", full, "--receipt", earlier, "--db", db).exit_code == 0
    assert pbem("verify", "--file", export(tmp_path, db, gid, "--with-secret"),
                "--receipt", short).exit_code == 0
    wrong = f"{len(records)}:{'0' * 16}"
    result = pbem("verify", gid, "--receipt", wrong, "--db", db)
    assert result.exit_code == 1 and "it was rewritten" in result.stderr
    raw = EventStore(db)
    tamper(raw.conn, "events", "DELETE FROM events WHERE stream=? AND version=?", gid,
           head.version)
    raw.close()
    result = pbem("verify", gid, "--receipt", short, "--db", db)
    assert result.exit_code == 1
    assert (f"receipt {short}: this log has only {len(records) - 1} versions, and none "
            "of them has that hash") in result.stderr
    # the earlier receipt still holds: what it vouched for is still there
    assert "receipt" not in pbem("verify", gid, "--receipt", earlier, "--db", db).stderr


@pytest.mark.parametrize("text", ["5", "x:0123456789abcdef", "0:0123456789abcdef",
                                  "5:0123", "5:" + "g" * 16, "5:" + "0" * 65, ""])
def test_a_malformed_receipt_is_refused_with_its_form(game, text):
    db, gid = game
    with pytest.raises(Invalid, match="is not VERSION:HASH"):
        audit.parse_receipt(text)
    result = pbem("verify", gid, "--receipt", text, "--db", db)
    assert result.exit_code == 1 and "VERSION:HASH" in result.stderr


def test_a_receipt_needs_its_game(game):
    result = pbem("verify", "--receipt", "3:0123456789abcdef", "--db", game[0])
    assert result.exit_code == 1 and "a receipt belongs to one game" in result.stderr


def test_the_receipt_a_mail_shows_catches_a_log_cut_after_it(tmp_path, smtp_server):
    """The issue's case: a player keeps the version and head hash his mail showed;
    the host then cuts the log short; the same receipt fails."""
    cfg = smtp_server.configure(config.load(env={}))
    cfg["mail"].update(enabled=True, domain="pbem.example.org",
                       from_address="pbem@pbem.example.org", secret="s")
    service = mail.setup(service_over(EventStore(tmp_path / "m.sqlite")), cfg)
    gid, _ = service.create("toy", [{"name": "Ann", "email": "ann@example.org"},
                                    {"name": "Bob", "email": "bob@example.org"}])
    service.submit(gid, "North", "roll")
    send.dispatch_due(service, cfg)
    body = smtp_server.messages[-1].get_body(("plain",)).get_content()
    version = re.search(r"version (\d+)", body).group(1)
    head = re.search(r"head ([0-9a-f]{64})", body).group(1)
    receipt = f"{version}:{head}"
    db = str(tmp_path / "m.sqlite")
    assert pbem("verify", gid, "--receipt", receipt, "--db", db).exit_code == 0
    tamper(service.store.conn, "events", "DELETE FROM events WHERE stream=? AND version>=?",
           gid, int(version) - 1)
    service.store.conn.commit()
    result = pbem("verify", gid, "--receipt", receipt, "--db", db)
    assert result.exit_code == 1
    assert f"this log has only {int(version) - 1} versions" in result.stderr
