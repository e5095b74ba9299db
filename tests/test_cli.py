"""The `pbem` command's contract (design §8), driven in-process with the toy game."""
import json
import re

import pytest
from click.testing import CliRunner

from events import EventStore
from pbem.cli import main
from tests.tamper import tamper


@pytest.fixture
def pbem(tmp_path):
    db = str(tmp_path / "cli.sqlite")

    def run(*args, ok=True):
        result = CliRunner().invoke(main, [*args, "--db", db])
        if ok:
            assert result.exit_code == 0, result.output + str(result.exception)
        return result
    return run


def new_toy(pbem):
    result = pbem("new", "toy", "--player", "Ann:ann@example.org", "--player", "Bob")
    game_id = result.stdout.strip()
    assert len(game_id) == 10 and "token" in result.stderr
    return game_id


def test_new_games_show_legal_play(pbem):
    gid = new_toy(pbem)
    assert gid in pbem("games").stdout
    assert pbem("legal", gid, "--as", "Ann").stdout.split() == ["roll", "draw"]
    assert pbem("legal", gid, "--as", "South").stdout == ""
    played = pbem("play", gid, "--as", "North", "draw")
    assert "North: draws a card" in played.stdout
    shown = json.loads(pbem("show", gid, "--as", "bob", "--format", "json").stdout)
    assert shown["version"] == 3 and shown["active"] == ["South"]
    assert shown["view"]["hands"]["North"] == 1 and shown["legal"] == ["roll", "draw"]
    assert "<svg" in pbem("show", gid, "--format", "svg").stdout
    assert "North: " in pbem("show", gid).stdout


def test_rejected_play_exits_1_with_reason_and_legal_on_stderr(pbem):
    gid = new_toy(pbem)
    result = pbem("play", gid, "--as", "Ann", "jump", ok=False)
    assert result.exit_code == 1
    assert "unknown command 'jump'" in result.stderr
    assert "legal now:\n  roll\n  draw" in result.stderr
    assert pbem("play", gid, "--as", "Bob", "roll", ok=False).exit_code == 1
    assert pbem("play", gid, "--as", "Zed", "roll", ok=False).exit_code == 1
    assert json.loads(pbem("show", gid, "--format", "json").stdout)["version"] == 2


def test_log_replay_verify_export_import(pbem, tmp_path):
    gid = new_toy(pbem)
    pbem("play", gid, "--as", "Ann", "roll")
    pbem("play", gid, "--as", "Bob", "roll")
    lines = pbem("log", gid, "--json").stdout.splitlines()
    assert [json.loads(line)["version"] for line in lines] == [1, 2, 3, 4]
    state_hash = pbem("replay", gid).stdout.strip()
    assert len(state_hash) == 64
    assert pbem("verify").stdout.strip() == f"{gid}: ok"
    exported = tmp_path / "game.jsonl"
    exported.write_text(pbem("export", gid, "--with-secret").stdout)
    other = str(tmp_path / "other.sqlite")
    result = CliRunner().invoke(main, ["import", str(exported), "--db", other])
    assert result.stdout.strip() == gid and "token" in result.stderr
    again = CliRunner().invoke(main, ["replay", gid, "--db", other])
    assert again.stdout.strip() == state_hash
    assert CliRunner().invoke(main, ["verify", gid, "--db", other]).exit_code == 0
    assert CliRunner().invoke(main, ["import", str(exported), "--db", other]).exit_code == 1


def test_import_refuses_a_tampered_export(pbem, tmp_path):
    gid = new_toy(pbem)
    pbem("play", gid, "--as", "Ann", "roll")
    lines = pbem("export", gid).stdout.splitlines()
    last = json.loads(lines[-1])
    last["payload"]["die"] = last["payload"]["die"] % 6 + 1
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines[:-1] + [json.dumps(last)]))
    result = CliRunner().invoke(main, ["import", str(bad), "--db",
                                       str(tmp_path / "o.sqlite")])
    assert result.exit_code == 1 and "hash mismatch" in result.stderr
    garbage = tmp_path / "garbage.jsonl"
    garbage.write_text("not json\n")
    result = CliRunner().invoke(main, ["import", str(garbage), "--db",
                                       str(tmp_path / "o.sqlite")])
    assert result.exit_code == 1 and "not a pbem export" in result.stderr


def test_verify_exits_1_when_the_seed_was_swapped(pbem, tmp_path):
    gid = new_toy(pbem)
    raw = EventStore(tmp_path / "cli.sqlite")
    tamper(raw.conn, "secrets", "UPDATE secrets SET seed=?", "00" * 32)
    raw.close()
    result = pbem("verify", gid, ok=False)
    assert result.exit_code == 1 and "FAILED" in result.stdout


def test_unknown_game_and_kind_exit_1(pbem):
    assert pbem("show", "nope", ok=False).exit_code == 1
    result = pbem("new", "chess", "--player", "a", "--player", "b", ok=False)
    assert result.exit_code == 1 and "unknown game kind" in result.stderr


def test_outbox_prints_its_header_with_its_rows_on_stdout_and_says_mail_is_off(
        pbem, tmp_path):
    game_id = new_toy(pbem)                     # Ann's "game started" mail waits
    shown = pbem("outbox")
    header, *rows = shown.stdout.splitlines()
    assert header.split("\t") == ["id", "status", "kind", "recipient", "game",
                                   "attempts", "next attempt", "last error"]
    assert [r.split("\t")[2:5] for r in rows] == [["started", "ann@example.org",
                                                    game_id]]
    assert shown.stderr.startswith("mail is off ([mail] enabled = false)")
    on = CliRunner(env={"PBEM_MAIL_ENABLED": "true"}).invoke(
        main, ["outbox", "--db", str(tmp_path / "cli.sqlite")])
    assert on.exit_code == 0 and on.stderr == "" and on.stdout == shown.stdout


def test_rotate_gives_a_seat_new_tokens_and_kills_the_old_ones(pbem, tmp_path):
    from pbem import config
    from pbem.mail import address
    from pbem.config import service_over
    game_id = new_toy(pbem)
    service = service_over(EventStore(tmp_path / "cli.sqlite"))
    cfg = config.load(env={})
    conn = service.store.conn
    old_address = address.reply_address(conn, cfg, game_id, "South")
    old_token = pbem("rotate", game_id, "--as", "Bob", "--what", "web").stderr.split()[-1]
    assert service.authenticate(game_id, old_token) == "South"
    result = pbem("rotate", game_id, "--as", "Bob")
    new_token, new_address = result.stderr.split()[-1], result.stdout.strip()
    assert service.authenticate(game_id, new_token) == "South"
    with pytest.raises(Exception, match="seat token"):
        service.authenticate(game_id, old_token)
    assert address.resolve(conn, cfg, old_address) is None
    assert address.resolve(conn, cfg, new_address) == (game_id, "South")
    assert address.resolve(conn, cfg, address.reply_address(conn, cfg, game_id, "North")) \
        == (game_id, "North"), "the other seat keeps its address"


@pytest.mark.parametrize("args", [["games"], ["show", "g1"], ["legal", "g1", "--as", "A"],
                                  ["verify"], ["outbox"], ["log", "g1"], ["digest"]])
def test_a_command_that_reads_refuses_a_missing_database(tmp_path, monkeypatch, args):
    """Run from another folder, `pbem games` made an empty database there and said
    "no game": it names the path it looked at and makes nothing."""
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1
    assert f"no pbem database at {tmp_path / 'pbem-data' / 'pbem.sqlite'}" in result.stderr
    assert not (tmp_path / "pbem-data").exists()


def test_mail_ingest_into_a_missing_database_asks_the_mta_to_try_later(tmp_path):
    result = CliRunner().invoke(main, ["mail", "ingest", "--db",
                                       str(tmp_path / "none.sqlite")], input=b"x")
    assert result.exit_code == 75 and "no pbem database" in result.stderr


def test_init_and_new_make_the_database(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert CliRunner().invoke(main, ["init"]).exit_code == 0
    assert (tmp_path / "pbem-data" / "pbem.sqlite").exists()
    result = CliRunner().invoke(main, ["new", "toy", "--player", "A", "--player", "B",
                                       "--db", "other.sqlite"])
    assert result.exit_code == 0 and (tmp_path / "other.sqlite").exists()


@pytest.mark.parametrize("args", [["games"], ["init"], ["new", "toy", "--player", "A",
                                                        "--player", "B"]])
def test_a_database_url_is_a_clear_error_not_a_folder(tmp_path, monkeypatch, args):
    """A URL of a database pbem has no store for is refused; it does not become a file
    in a folder named "mysql:" (postgresql:// is a store: tests/test_service_pg.py)."""
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, [*args, "--db", "mysql://u:p@db.example/pbem"])
    assert result.exit_code == 1
    assert "mysql:// databases are not supported" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_legal_when_it_is_not_that_seats_turn_says_whom_the_game_waits_for(pbem):
    gid = new_toy(pbem)
    result = pbem("legal", gid, "--as", "Bob")
    assert result.stdout == ""
    assert result.stderr.strip() == "South has nothing to do now: the game waits for North"


def test_new_and_rotate_print_each_seats_web_link_when_base_url_is_set(tmp_path):
    """Players get in by their personal link: with [server] base_url, `pbem new` and
    `pbem rotate` print it beside the token (stderr: both are secrets)."""
    from pbem.web import create_app
    db = str(tmp_path / "links.sqlite")
    env = {"PBEM_SERVER_BASE_URL": "https://pbem.example.org/"}
    result = CliRunner(env=env).invoke(main, ["new", "toy", "--player", "Ann",
                                              "--player", "Bob", "--db", db])
    gid = result.stdout.strip()
    tokens = re.findall(r"token (\S+)", result.stderr)
    links = re.findall(r"  link (\S+)", result.stderr)
    assert links == [f"https://pbem.example.org/games/{gid}?token={t}" for t in tokens]
    assert "link" not in pbem_at(db, "new", "toy", "--player", "A", "--player", "B").stderr
    rotated = CliRunner(env=env).invoke(main, ["rotate", gid, "--as", "Bob", "--what",
                                               "web", "--db", db]).stderr
    new_token = re.search(r"token (\S+)", rotated).group(1)
    assert f"  link https://pbem.example.org/games/{gid}?token={new_token}" in rotated
    from pbem import config
    client = create_app({"server": {}, "storage": {}},
                        config.open_service(config.load(env={}), db)).test_client()
    assert client.get(f"/games/{gid}?token={new_token}").status_code == 303
    assert client.get(f"/games/{gid}?token={tokens[1]}").status_code == 401


def pbem_at(db, *args):
    return CliRunner(env={"PBEM_SERVER_BASE_URL": ""}).invoke(main, [*args, "--db", db])


def test_lang_puts_its_language_in_force_for_what_the_game_says(pbem, monkeypatch):
    """show, play and log take --lang (README, Languages): the board as text, the
    events and a refusal are said in it; English by default, as the contract is."""
    from pbem.language.speaking import language
    from tests import toygame
    gid = new_toy(pbem)
    monkeypatch.setattr(toygame, "render_text", lambda view: f"board in {language()}")
    said = toygame.describe
    monkeypatch.setattr(toygame, "describe", lambda e: f"{said(e)} in {language()}")
    assert pbem("show", gid).stdout.startswith("board in en\n")
    assert pbem("show", gid, "--lang", "pl").stdout.startswith("board in pl\n")
    assert "draws a card in pl" in pbem("play", gid, "--as", "North", "draw",
                                         "--lang", "pl").stdout
    assert "draws a card in en" in pbem("log", gid).stdout
    assert "draws a card in pl" in pbem("log", gid, "--lang", "pl").stdout
    refused = pbem("show", gid, "--lang", "de", ok=False)
    assert refused.exit_code == 2 and "'de' is not one of 'en', 'pl'" in refused.stderr
