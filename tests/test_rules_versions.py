"""A change to what a game's rules decide bumps its RULES_VERSION (issue 22).

tests/data/rules/ holds games recorded under each rules version since events named
their rules (KIND-VERSION-*.jsonl, made by tests/data/legacy/make_games.py with the
release that brought the version). While a kind's newest rules are still VERSION, they
must re-derive each of its games exactly: a change to decide() that was not given a
new version fails here, before it can turn honest games into "FAILED". Then: bump
RULES_VERSION, name the change in CHANGELOG.md and pbem/games/rules-history.toml,
record a game of the new version here, and keep the old ones (their games now go
through the upgrade path, tests/test_upgrades.py)."""
from pathlib import Path

import pytest

from pbem import games
from pbem.games import rulesets
from pbem.host import audit, rederive, transfer

RECORDED = sorted((Path(__file__).parent / "data" / "rules").glob("*.jsonl"))
#: the games pbem plays (the tests' own toy games register themselves beside them)
KINDS = sorted(k for k, module in games.KINDS.items() if module.startswith("pbem.games."))


def recorded(path):
    with open(path, encoding="utf-8") as f:
        return transfer.parse_export(f)


@pytest.mark.parametrize("path", RECORDED, ids=[p.stem for p in RECORDED])
def test_the_rules_of_a_version_re_derive_its_recorded_games(path):
    kind, version = path.stem.split("-")[:2]
    header, records = recorded(path)
    assert records[0].metadata["rules"] == f"{kind}:{version}"
    if version == rulesets.newest(kind):
        same, words = rederive.check(header["game"], records, header.get("seed"))
        assert same is True, (f"{kind}'s rules changed without a new RULES_VERSION: "
                              f"{words}")
    else:
        verdict = audit.verify_log(header["game"], records, header.get("seed"))
        assert verdict.status != "FAILED", verdict


@pytest.mark.parametrize("kind", KINDS)
def test_every_kinds_newest_rules_have_a_recorded_game_and_a_history(kind):
    newest = rulesets.newest(kind)
    assert any(p.stem.startswith(f"{kind}-{newest}-") for p in RECORDED), \
        f"record a game of {kind}:{newest} in tests/data/rules/"
    assert newest in rulesets.HISTORY[kind], \
        f"name {kind}:{newest} in pbem/games/rules-history.toml"
    for version in rulesets.held(kind):
        assert rulesets.ruleset(kind, version) is not None
