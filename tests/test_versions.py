"""One numbering of versions (issue 25): version N is the game after its N-th event,
and an event is numbered by the version it makes, the same on every channel: `pbem
play` and `pbem log` (text and --json, the host's and a seat's), `pbem games`, the
export, the API's events, summary and /at/N, the log page, the replay, the feed, and a
receipt copied from `pbem log`. A receipt that names another version's hash says
which; one past the head with a hash the log lacks says how many versions there are;
exports of the format before (numbered from 0) still import and verify."""
import hashlib
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from events import EventStore
from pbem.cli import main
from pbem.config import service_over
from pbem.host import audit
from pbem.web import audit as audit_page, create_app

#: a game of pbem 0.1.0 (tests/data/legacy/README.md): its export is of format 1
LEGACY = Path(__file__).parent / "data" / "legacy" / "games" / "21b73dc-rhine-1.jsonl"
#: `pbem log`'s line: the version, two spaces, the event in words
LINE = re.compile(r"^\s*(\d+)  (.*)$")


@pytest.fixture
def pbem(tmp_path):
    db = str(tmp_path / "host.sqlite")

    def run(*args, code=0):
        result = CliRunner().invoke(main, [*args, "--db", db])
        assert result.exit_code == code, result.output + str(result.exception)
        return result
    run.db = db
    return run


@pytest.fixture
def played(pbem):
    """A toy game in a database file where North (Ann) rolled and South (Bob) drew:
    (game id, {role: token}, the line `pbem play` printed for North's roll)."""
    made = pbem("new", "toy", "--player", "Ann", "--player", "Bob")
    gid = made.stdout.strip()
    tokens = dict(re.findall(r"seat (\w+) \(\w+\): token (\S+)", made.stderr))
    rolled = pbem("play", gid, "--as", "Ann", "roll")
    pbem("play", gid, "--as", "Bob", "draw")
    return gid, tokens, rolled


def client_of(db):
    audit_page.VERDICTS.clear()
    service = service_over(EventStore(db))
    return create_app({"server": {"base_url": "https://pbem.example.org"},
                       "storage": {}}, service).test_client()


def test_one_event_has_one_number_on_every_channel(pbem, played):
    gid, tokens, rolled = played
    line, = rolled.stdout.splitlines()
    number, words = LINE.match(line).groups()
    n = int(number)
    assert words.startswith("North: rolls") and n == 3    # created, set up, the roll
    text = words.removeprefix("North: ")
    assert rolled.stderr.startswith(f"v{n} head "), "the game's version after it"
    host = [json.loads(x) for x in pbem("log", gid, "--json").stdout.splitlines()]
    assert [e["version"] for e in host] == [1, 2, 3, 4]
    event = host[n - 1]
    assert (event["version"], event["type"], event["actor"]) == (n, "rolled", "North")
    digest = event["hash"]
    assert line in pbem("log", gid).stdout.splitlines()
    seat = [json.loads(x) for x in pbem("log", gid, "--as", "Bob", "--json").stdout
            .splitlines()]
    assert {e["hash"]: e["version"] for e in seat}[digest] == n
    assert line in pbem("log", gid, "--as", "Bob").stdout.splitlines()
    exported = [json.loads(x) for x in pbem("export", gid).stdout.splitlines()]
    assert exported[0]["pbem_export"] == 2 and exported[n]["version"] == n
    assert exported[n]["hash"] == digest
    # the receipt a player copies from `pbem log` holds
    receipt = f"{number}:{digest[:16]}"
    assert pbem("verify", gid, "--receipt", receipt).stdout == f"{gid}: ok\n"

    client = client_of(pbem.db)
    schemas = client.get("/api/openapi.json").get_json()["components"]["schemas"]
    assert "the version this event makes" in \
        schemas["EventOut"]["properties"]["version"]["description"]
    api = client.get(f"/api/games/{gid}/events").get_json()
    assert {e["hash"]: e["version"] for e in api}[digest] == n
    at = client.get(f"/api/games/{gid}/at/{n}").get_json()
    assert (at["version"], at["head"]) == (n, digest)
    rows = client.get(f"/games/{gid}/log").get_data(as_text=True).split("<tr")
    row, = [r for r in rows if f'title="{digest}"' in r]
    assert f'replay?v={n}">{n}</a>' in row
    replay = client.get(f"/games/{gid}/replay?v={n}").get_data(as_text=True)
    assert f'<span class="muted">{n}.</span> {text}' in replay
    assert re.search(rf"Head at version {n}: <code[^>]*>{digest}</code>", replay)
    feed = client.get(f"/games/{gid}/feed.atom?token={tokens['North']}").get_data(
        as_text=True)
    assert f"<title>{n}. North: {text}</title>" in feed
    assert re.search(rf"<id>[^<]*:{n}</id>", feed) and f"v={n}" in feed
    assert f"(version {n}, head {digest})" in feed
    assert audit.receipt(EventStore(pbem.db).read(gid), n, digest) is None

    # a command through the API: its events, its answer and the banner agree
    answer = client.post(f"/api/games/{gid}/commands", json={"command": "roll"},
                         headers={"Authorization": f"Bearer {tokens['North']}"})
    assert answer.status_code == 201, answer.get_json()
    now = answer.get_json()["version"]
    assert [e["version"] for e in answer.get_json()["events"]] == list(range(n + 2,
                                                                          now + 1))
    assert client.get(f"/api/games/{gid}").get_json()["version"] == now
    banner = client.get(f"/games/{gid}").get_data(as_text=True)
    assert f'<strong id="version">{now}</strong>' in banner
    assert f" v{now} " in pbem("games").stdout
    assert pbem("log", gid).stdout.splitlines()[-1].split()[0] == str(now)


def test_a_receipt_names_the_version_its_hash_is_of(pbem, played):
    gid = played[0]
    records = EventStore(pbem.db).read(gid)
    head = len(records)
    roll = records[2]                           # the event that makes version 3
    # what `pbem log` printed before one numbering: the store's number, one less
    old = pbem("verify", gid, "--receipt", f"2:{roll.hash}", code=1)
    assert f"receipt 2:{roll.hash[:16]}: that hash is version 3's, not 2's" in old.stderr
    assert "rewritten" not in old.stderr and "cut short" not in old.stderr
    far = pbem("verify", gid, "--receipt", f"{head + 5}:{roll.hash[:20]}", code=1)
    assert f"that hash is version 3's, not {head + 5}'s" in far.stderr
    unknown = pbem("verify", gid, "--receipt", f"{head + 5}:{'ab' * 8}", code=1)
    assert f"this log has only {head} versions, and none of them has that hash" \
        in unknown.stderr
    assert "cut short" not in unknown.stderr
    page = client_of(pbem.db).get(f"/games/{gid}/audit",
                                  query_string={"receipt": f"2:{roll.hash[:16]}"})
    assert "that hash is version 3&#39;s, not 2&#39;s" in page.get_data(as_text=True)


def test_an_export_of_the_format_before_imports_and_verifies(pbem, tmp_path):
    old_lines = LEGACY.read_text().splitlines()
    old = [json.loads(x) for x in old_lines]
    assert old[0]["pbem_export"] == 1 and old[1]["version"] == 0
    checked = CliRunner().invoke(main, ["verify", "--file", str(LEGACY), "--receipt",
                                        f"{len(old) - 1}:{old[-1]['hash']}"])
    assert checked.exit_code in (0, 3) and "receipt" not in checked.output, checked.output
    gid = pbem("import", str(LEGACY)).stdout.strip()
    again = pbem("export", gid, "--with-secret").stdout
    new = [json.loads(x) for x in again.splitlines()]
    assert new[0]["pbem_export"] == 2
    assert [r["version"] for r in new[1:]] == list(range(1, len(old)))
    assert [r["hash"] for r in new[1:]] == [r["hash"] for r in old[1:]]
    prev = "0" * 64            # README: the chain as a player recomputes it by hand
    for r in new[1:]:
        fields = {k: r[k] for k in ("actor", "metadata", "payload", "recorded_at",
                                    "stream", "type")}
        text = json.dumps(dict(fields, version=r["version"] - 1), sort_keys=True,
                          separators=(",", ":"), ensure_ascii=False)
        assert r["prev_hash"] == prev
        prev = hashlib.sha256((prev + text).encode()).hexdigest()
        assert r["hash"] == prev
    path = tmp_path / "again.jsonl"
    path.write_text(again)
    result = CliRunner().invoke(main, ["verify", "--file", str(path), "--receipt",
                                       f"{len(new) - 1}:{new[-1]['hash']}"])
    assert (result.exit_code, result.output) == (checked.exit_code, checked.output)
    other = str(tmp_path / "other.sqlite")
    imported = CliRunner().invoke(main, ["import", str(path), "--db", other])
    assert imported.stdout.strip() == gid, imported.output
    assert CliRunner().invoke(main, ["replay", gid, "--db", other]).stdout == \
        pbem("replay", gid).stdout
    path.write_text("\n".join([json.dumps(dict(new[0], pbem_export=3))] + again
                              .splitlines()[1:]))
    refused = CliRunner().invoke(main, ["verify", "--file", str(path)])
    assert refused.exit_code == 1
    assert "not a pbem export this release reads" in refused.stderr
