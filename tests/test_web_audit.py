"""The audit page (/games/<id>/audit) and the export it offers once a game has ended:
the seed's commitment, the seed only after the end, the verdict, receipts checked,
and a download a player checks on his own machine with `pbem verify --file`."""
import json
import re

import pytest
from click.testing import CliRunner

from pbem.cli import main
from pbem.web import audit as audit_page
from tests.tamper import tamper

pytestmark = pytest.mark.both_stores


@pytest.fixture
def client(service):
    from pbem.web import create_app
    audit_page.VERDICTS.clear()
    return create_app({"server": {}, "storage": {}}, service).test_client()


def new_game(service):
    gid, _ = service.create("toy", [{"name": "Ann", "email": "ann@example.org"},
                                    {"name": "Bob", "email": "bob@example.org"}])
    return gid


def finish(service, gid):
    while not service.load(gid).finished:
        game = service.load(gid)
        service.submit(gid, service.active(game)[0], "roll")


def host_seed(service, gid):
    return service.store.conn.execute("SELECT seed FROM secrets WHERE game=?",
                                      (gid,)).fetchone()[0]


def test_a_running_game_shows_its_commitment_and_verdict_but_no_seed_or_export(
        service, client):
    gid = new_game(service)
    service.submit(gid, "North", "roll")
    game = service.load(gid)
    page = client.get(f"/games/{gid}/audit").get_data(as_text=True)
    assert game.meta["seed_commitment"] in page and game.head in page
    assert re.search(r'id="verdict" class="verdict ok"', page)
    assert "secret until the game ends" in page
    assert host_seed(service, gid) not in page
    assert 'id="export"' not in page and 'id="export-later"' in page
    refused = client.get(f"/games/{gid}/export.jsonl")
    assert refused.status_code == 403 and "once the game has ended" in refused.get_data(
        as_text=True)
    assert "Audit" in client.get(f"/games/{gid}").get_data(as_text=True)


def test_a_finished_game_shows_its_seed_and_its_export_verifies_alone(
        service, client, tmp_path):
    gid = new_game(service)
    finish(service, gid)
    seed = host_seed(service, gid)
    page = client.get(f"/games/{gid}/audit").get_data(as_text=True)
    assert f'<code id="seed" class="wrap">{seed}</code>' in page
    assert 'id="verdict" class="verdict ok"' in page
    got = client.get(f"/games/{gid}/export.jsonl")
    assert got.status_code == 200 and "attachment" in got.headers["Content-Disposition"]
    text = got.get_data(as_text=True)
    assert "example.org" not in text, "the public export carries no email address"
    header = json.loads(text.splitlines()[0])
    assert [s["name"] for s in header["seats"]] == ["Ann", "Bob"]
    path = tmp_path / f"{gid}.jsonl"
    path.write_text(text)
    head = service.load(gid).head
    result = CliRunner().invoke(main, ["verify", "--file", str(path), "--receipt",
                                       f"{service.load(gid).version}:{head[:16]}"])
    assert (result.exit_code, result.stdout) == (0, f"{gid}: ok\n")


def test_the_receipt_box_says_whether_the_log_still_holds_it(service, client):
    gid = new_game(service)
    service.submit(gid, "North", "roll")
    game = service.load(gid)
    receipt = f"{game.version}:{game.head[:16]}"
    page = client.get(f"/games/{gid}/audit", query_string={"receipt": receipt})
    assert re.search(r'class="verdict ok" role="status">\s*<strong>holds</strong>',
                     page.get_data(as_text=True))
    page = client.get(f"/games/{gid}/audit", query_string={"receipt": "2:" + "0" * 16})
    assert "it was rewritten" in page.get_data(as_text=True)
    page = client.get(f"/games/{gid}/audit", query_string={"receipt": "two:abc"})
    assert "is not VERSION:HASH" in page.get_data(as_text=True)
    # the host cuts the log short: the same receipt now fails, and so does the verdict,
    # though a snapshot still gives the game at the version it had
    service.store.save_snapshot(gid, game.version, game.snapshot_key(), game.snapshot())
    tamper(service.store.conn, "events", "DELETE FROM events WHERE stream=? AND "
           "version=?", gid, game.version - 1)
    page = client.get(f"/games/{gid}/audit", query_string={"receipt": receipt})
    text = page.get_data(as_text=True)
    assert f"this log has only {game.version - 1} versions" in text
    assert 'id="verdict" class="verdict FAILED"' in text


def test_an_unknown_game_has_no_audit_page(client):
    assert client.get("/games/nope/audit").status_code == 404
    assert client.get("/games/nope/export.jsonl").status_code == 404
