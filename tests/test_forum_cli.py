"""Forums as a host sets them up: the [forums.NAME] sections of the config file, read
when the service opens (a bad one is a clear error, not a silent default), and
`pbem forum bind | link | show | unbind`."""
import pytest
from click.testing import CliRunner

from pbem import config
from pbem.cli import main
from pbem.forum import adapter

pytestmark = pytest.mark.both_stores

DISCOURSE = ('[forums.club]\ntype = "discourse"\nurl = "https://forum.example.org"\n'
             'api_user = "pbem"\napi_key = "k"\nwebhook_secret = "s"\n')


def run(tmp_path, toml, *args):
    (tmp_path / "pbem.toml").write_text(toml)
    return CliRunner().invoke(main, [*args, "--db", str(tmp_path / "f.sqlite"),
                                     "--config", str(tmp_path / "pbem.toml")])


BAD_SECTIONS = [
    ('[forums.club]\ntype = "phpbb"\n', "[forums.club]: unknown forum type 'phpbb'"),
    ('[forums.club]\nurl = "https://x"\n', "[forums.club] needs a type"),
    (DISCOURSE.replace('api_key = "k"\n', ""), "[forums.club] needs api_key"),
    (DISCOURSE.replace('api_key = "k"', 'api_key = ""'), "[forums.club] needs api_key"),
    (DISCOURSE + "api_token = 'x'\n", "[forums.club] has no key api_token"),
    (DISCOURSE + "timeout = 'soon'\n", "[forums.club] timeout is 'soon': a number"),
    (DISCOURSE + "language = 'de'\n", "[forums.club] language is 'de': one of en, pl"),
]


@pytest.mark.parametrize("toml,message", BAD_SECTIONS)
def test_a_bad_forum_section_is_a_clear_error_when_the_service_opens(tmp_path, toml,
                                                                      message):
    result = run(tmp_path, toml, "init")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: ") and message in result.stderr


def test_a_good_forum_section_merges_the_defaults_and_env_overrides_its_secret(tmp_path):
    (tmp_path / "pbem.toml").write_text(DISCOURSE)
    cfg = config.load(tmp_path / "pbem.toml", env={"PBEM_FORUMS_CLUB_API_KEY": "env-k"})
    settings = adapter.settings(cfg, "club")
    assert settings["api_key"] == "env-k" and settings["name"] == "club"
    assert settings["timeout"] == adapter.COMMON["timeout"]
    assert settings["language"] == "en"
    assert run(tmp_path, DISCOURSE, "init").exit_code == 0
    assert run(tmp_path, DISCOURSE + 'language = "pl"\n', "init").exit_code == 0


@pytest.fixture
def pbem(tmp_path):
    (tmp_path / "pbem.toml").write_text(DISCOURSE)

    def invoke(*args, code=0):
        result = CliRunner().invoke(main, [*args, "--db", str(tmp_path / "f.sqlite"),
                                           "--config", str(tmp_path / "pbem.toml")])
        assert result.exit_code == code, result.output
        return result
    return invoke


def test_bind_link_show_and_unbind_a_game(pbem):
    game = pbem("new", "flanders", "--player", "Ann", "--player", "Bob").stdout.strip()
    assert pbem("forum", "show", game).stdout == f"{game} is bound to no forum\n"
    assert pbem("forum", "bind", game, "club", "--topic", "0042").stdout == (
        f"{game} is played in club topic 42; a report is queued\n")
    assert pbem("forum", "link", game, "--as", "ann", "--user", "ann_k").stdout == (
        f"ann_k plays Red of {game} on club\n")
    pbem("forum", "link", game, "--as", "Blue", "--user", "bob")
    assert pbem("forum", "show", game).stdout == (
        "club: topic 42, last report at version 11\n"
        "  Blue: bob on club\n  Red: ann_k on club\n")
    _header, row = pbem("outbox").stdout.splitlines()
    assert "\treport\tclub\t" in row
    assert pbem("forum", "unbind", game, "club").stdout == (
        f"{game} is no longer played in club\n")
    assert pbem("forum", "show", game).stdout.startswith(f"{game} is bound to no forum")


def test_forum_commands_refuse_what_cannot_be_done_and_change_nothing(pbem):
    game = pbem("new", "flanders", "--player", "Ann", "--player", "Bob").stdout.strip()
    other = pbem("new", "flanders", "--player", "Cy", "--player", "Di").stdout.strip()
    refusals = [
        (("bind", game, "nowhere", "--topic", "1"), "no forum 'nowhere' is configured"),
        (("bind", game, "club"), "give the topic's number"),
        (("bind", game, "club", "--topic", "t1"), "give the topic's number"),
        (("bind", game, "club", "--thread", "9"), "binds a topic (--topic ID), not a"),
        (("bind", game, "club", "--topic", "1", "--thread", "9"), "not both"),
        (("bind", "nosuchgame", "club", "--topic", "1"), "nosuchgame"),
        (("link", game, "--as", "Ann", "--user", "ann"), "bound to no forum: bind it"),
        (("unbind", game, "club"), "is not bound to club"),
    ]
    for args, message in refusals:
        result = pbem("forum", *args, code=1 if "not both" not in message else 2)
        assert message in result.output, (args, result.output)
    pbem("forum", "bind", game, "club", "--topic", "1")
    taken = pbem("forum", "bind", other, "club", "--topic", "1", code=1)
    assert f"club topic 1 is bound to game {game} already" in taken.stderr
    pbem("forum", "link", game, "--as", "Ann", "--user", "ann")
    twice = pbem("forum", "link", game, "--as", "Bob", "--user", "ANN", code=1)
    assert "ANN already plays Red" in twice.stderr
    blank = pbem("forum", "link", game, "--as", "Bob", "--user", " ", code=1)
    assert "a forum user is a name or id of 1 to 100 characters" in blank.stderr
    assert pbem("forum", "link", game, "--as", "Zed", "--user", "z", code=1).stderr
    shown = pbem("forum", "show", game).stdout.splitlines()
    assert shown[0].startswith("club: topic 1, last report at version ")
    assert shown[1:] == ["  Red: ann on club"]
    assert pbem("forum", "show", other).stdout.startswith(f"{other} is bound to no")


def test_a_forum_keys_kind_follows_its_default():
    """What other forum types may declare: a flag (true/false), a number, a text, or
    no default at all (anything goes)."""
    assert adapter._same_kind(True, False) and not adapter._same_kind(1, False)
    assert adapter._same_kind(2.5, 20) and not adapter._same_kind(True, 20)
    assert adapter._same_kind("x", "") and not adapter._same_kind(3, "")
    assert adapter._same_kind(["a"], None)
