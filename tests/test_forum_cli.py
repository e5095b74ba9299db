"""Forums as a host sets them up: the [forums.NAME] sections of the config file, read
when the service opens (a bad one is a clear error, not a silent default), and
`pbem forum bind | link | show | unbind`."""
import pytest
from click.testing import CliRunner

from pbem import config
from pbem.cli import main
from pbem.forum import adapter

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
    assert run(tmp_path, DISCOURSE, "init").exit_code == 0
