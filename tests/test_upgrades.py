"""Rules change under running and finished games (issue 22, pbem.core.upgrades): a game
moves to newer rules at an explicit boundary its players are told of, or its host
keeps it on its own; either way it plays on, and `pbem verify` re-derives each event
with the rules that decided it, never calling an honest game FAILED.

The toy game here gets a rules version 2 for the test: a die's faces are read one on
(a 6 moves 1), asked where it changed with rulesets.since(2)."""
import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from pbem import config
from pbem.cli import main
from pbem.core import recent, seeds
from pbem.core.errors import Rejected
from pbem.forum import report
from pbem.games import rulesets
from pbem.host import audit, rederive
from tests import toygame
from tests.fuzz import play_random

pytestmark = pytest.mark.both_stores

DATA = Path(__file__).parent / "data"
#: games of every rules version since the 2026-11-23 release: those its commits made
#: (legacy/games) and those each later version recorded (rules/, test_rules_versions)
LEGACY = sorted((DATA / "legacy" / "games").glob("*.jsonl")) + sorted(
    (DATA / "rules").glob("*.jsonl"))
PLAYERS = [{"name": "Ann"}, {"name": "Bob"}]


def toy_decide_2(state, role, command, rng, _decide=toygame.decide):
    events = _decide(state, role, command, rng)
    if rulesets.since(2) and events[0]["type"] == "rolled":
        events[0]["die"] = events[0]["die"] % 6 + 1
    return events


@pytest.fixture
def toy2(monkeypatch):
    """A build whose toy rules are version 2; KEEPS: the older versions it plays."""
    def release(keeps=()):
        monkeypatch.setattr(toygame, "RULES_VERSION", "2")
        monkeypatch.setattr(toygame, "RULESETS", tuple(keeps), raising=False)
        monkeypatch.setattr(toygame, "decide", toy_decide_2)
    return release


def rolled(service, gid, times=1):
    for _ in range(times):
        game = service.load(gid)
        service.submit(gid, service.active(game)[0], "roll")


def types(service, gid):
    return [r.type for r in service.store.read(gid)]


def test_a_running_game_moves_to_the_newest_rules_at_its_next_command(service, toy2):
    gid, _ = service.create("toy", PLAYERS)
    rolled(service, gid)
    toy2()                                          # a new release: toy:2 only
    game = service.load(gid)
    assert game.rules_label == "toy:1" and game.upgrade_due
    rolled(service, gid)
    records = service.store.read(gid)
    change = next(r for r in records if r.type == "game.rules_changed")
    assert change.payload["from"] == "toy:1" and change.payload["to"] == "toy:2"
    assert "plays toy:2 and no longer toy:1" in change.payload["why"]
    assert change.metadata["rules"] == "toy:1"      # stamped with the rules it ended
    assert records[-1].metadata["rules"] == "toy:2" and records[-1].version > change.version
    game = service.load(gid)
    assert game.rules_label == "toy:2" and not game.upgrade_due
    verdict = audit.verify(service, gid)
    assert verdict.status == "unchecked" and not verdict.problems, verdict
    assert "decided by toy:1, which this build does not play, and its newest rules " \
        "decide otherwise" in verdict.unchecked[0]


def test_players_are_told_of_a_rules_change(service, toy2):
    gid, _ = service.create("toy", PLAYERS)
    rolled(service, gid)
    toy2()
    rolled(service, gid)
    told = [e["text"] for e in recent.for_reader(service, gid, "North")]
    assert any(t.startswith("the game moves from the rules toy:1 to toy:2: ")
               for t in told), told
    posted = report.build(service, "", gid, service.store.version(gid), since=0)
    assert any("the game moves from the rules toy:1 to toy:2" in t
               for t in posted["events"])


def test_a_host_keeps_a_game_on_rules_this_build_still_plays(service, toy2):
    gid, _ = service.create("toy", PLAYERS)
    rolled(service, gid)
    toy2(keeps=["1"])                               # a release that still plays toy:1
    assert service.keep_rules(gid).kept
    rolled(service, gid, 2)
    records = service.store.read(gid)
    assert "game.rules_changed" not in types(service, gid)
    assert {r.metadata.get("rules") for r in records} == {"toy:1"}
    assert audit.verify(service, gid) == audit.Verdict()   # toy:1 is held: all checked
    game = service.upgrade_rules(gid, "the host's words")
    assert game.rules_label == "toy:2" and not game.kept
    rolled(service, gid)
    assert service.store.read(gid)[-1].metadata["rules"] == "toy:2"
    assert audit.verify(service, gid) == audit.Verdict()   # both held: all checked
    with pytest.raises(Rejected, match="already under the newest rules"):
        service.upgrade_rules(gid)


def test_keep_needs_rules_this_build_plays_and_a_finished_game_keeps_its_own(service,
                                                                              toy2):
    gid, _ = service.create("toy", PLAYERS)
    toy2()
    with pytest.raises(Rejected, match="no longer plays toy:1"):
        service.keep_rules(gid)
    over, _ = service.create("toy", PLAYERS)
    while not service.load(over).finished:
        rolled(service, over)
    with pytest.raises(Rejected, match="finished game keeps the rules"):
        service.upgrade_rules(over)


def test_rules_check_says_where_the_newest_rules_differ(service, toy2, store_kind):
    gid, _ = service.create("toy", PLAYERS)
    rolled(service, gid, 2)
    same, words = rederive.check(gid, service.store.read(gid), seeds.seed(
        service.store.conn, gid))
    assert same and words == "toy:1 re-derives all 4 events"
    toy2()
    same, words = rederive.check(gid, service.store.read(gid), seeds.seed(
        service.store.conn, gid))
    assert same is False and words.startswith(
        "toy:2 differs at version 3: re-deciding North's command 'roll' with the seed "
        "gives other events than the log records: the log has «rolls ")
    if store_kind == "sqlite":
        result = CliRunner().invoke(main, ["rules", "check", "--db", service.store.path])
        assert result.exit_code == 1
        assert result.stdout.startswith(f"{gid} (under toy:1): differs: toy:2 differs")


# -- the games of every rules version since the 2026-11-23 release ------------------------
@pytest.mark.parametrize("export", LEGACY, ids=[p.stem for p in LEGACY])
def test_a_game_of_an_earlier_release_verifies_upgrades_and_plays_to_its_end(
        tmp_path, export):
    """Each export was made by the code of its commit (tests/data/legacy/README.md) or
    of the release that recorded its rules version (tests/data/rules): imported here,
    it verifies (exit 0 or 3, never 1), moves to the newest rules before its next
    command when it is under older ones, says so to its players, and plays to its end. (On SQLite: test_schema_steps opens each release's
    PostgreSQL database.)"""
    db = str(tmp_path / "pbem.sqlite")
    imported = CliRunner().invoke(main, ["import", "--db", db, str(export)])
    assert imported.exit_code == 0, imported.output
    gid = imported.stdout.split()[0]
    before = CliRunner().invoke(main, ["verify", gid, "--db", db])
    assert before.exit_code in (0, 3), before.output
    service = config.open_service(config.load(env={}), db)
    game = service.load(gid)
    if game.finished:
        return
    moves = game.rules_version != rulesets.newest(game.kind)
    play_random(service, gid, None, random.Random(export.stem), channel="cli")
    assert service.load(gid).finished
    changes = [r for r in service.store.read(gid) if r.type == "game.rules_changed"]
    assert len(changes) == (1 if moves else 0)
    if moves:
        told = json.dumps(service.events_for(gid, None))
        assert "the game moves from the rules" in told
    after = CliRunner().invoke(main, ["verify", gid, "--db", db])
    assert after.exit_code in (0, 3) and "FAILED" not in after.output, after.output
