"""How a Memoir '44 game is chosen on each channel: a built-in scenario by its slug, or
a scenario file from the official editor — `--option m44=@FILE` on the command line,
`"options": {"m44": {...}}` in the API, a file upload in the lobby — refused with the
hex and field named, and nothing created, when the file is broken."""
import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pbem.cli import main
from pbem.web import create_app

SCENARIOS = Path(__file__).resolve().parents[1] / "pbem/games/memoir44/data/scenarios"


def m44(slug="arracourt"):
    return json.loads((SCENARIOS / f"{slug}.m44").read_text())


def broken():
    """Arracourt with an unknown terrain on its first terrain hex."""
    data = m44()
    hexes = data["board"]["hexagons"]
    first = next(h for h in hexes if h.get("terrain"))
    first["terrain"]["name"] = "lava"
    return data, first


@pytest.fixture
def cli(tmp_path):
    db = str(tmp_path / "m.sqlite")

    def run(*args):
        return CliRunner().invoke(main, [*args, "--db", db])
    return run


def test_new_with_a_built_in_scenario(cli):
    result = cli("new", "memoir44", "--player", "Ann", "--player", "Bob",
                 "--option", "scenario=pegasus-bridge")
    assert result.exit_code == 0, result.output
    gid = result.stdout.strip()
    shown = json.loads(cli("show", gid, "--format", "json").stdout)
    assert shown["view"]["scenario"]["slug"] == "pegasus-bridge"
    assert shown["active"] == ["Allies"], "the British move first at Pegasus Bridge"
    assert cli("legal", gid, "--as", "Ann").stdout.split("\n")[0].startswith("play ")


def test_new_with_an_m44_file(cli, tmp_path):
    path = tmp_path / "arracourt.m44"
    path.write_text(json.dumps(m44()))
    result = cli("new", "memoir44", "--player", "Ann", "--player", "Bob",
                 "--option", f"m44=@{path}")
    assert result.exit_code == 0, result.output
    shown = json.loads(cli("show", result.stdout.strip(), "--format", "json").stdout)
    assert shown["active"] == ["Axis"], "the Axis move first at Arracourt"


def test_a_broken_m44_file_is_refused_naming_the_hex_and_nothing_is_created(cli, tmp_path):
    data, first = broken()
    path = tmp_path / "broken.m44"
    path.write_text(json.dumps(data))
    result = cli("new", "memoir44", "--player", "Ann", "--player", "Bob",
                 "--option", f"m44=@{path}")
    assert result.exit_code == 1
    assert "lava" in result.stderr and f"row {first['row']}, col {first['col']}" in \
        result.stderr
    assert cli("games").stdout == ""


@pytest.mark.parametrize("content, expected", [
    (None, "No such file or directory"),
    ("{not json", "is not JSON: Expecting property name enclosed in double quotes at "
                  "line 1 column 2"),
    ("[" * 100 + "]" * 100, "nested deeper than 64 levels"),
])
def test_an_m44_option_that_is_no_json_file_is_a_usage_error(cli, tmp_path, content,
                                                             expected):
    path = tmp_path / "x.m44"
    if content is not None:
        path.write_text(content)
    result = cli("new", "memoir44", "--player", "A", "--player", "B",
                 "--option", f"m44=@{path}")
    assert result.exit_code == 2 and expected in result.stderr


@pytest.fixture
def client(service):
    app = create_app({"server": {"base_url": "http://pbem.test", "host": "127.0.0.1",
                                 "port": 8044, "trusted_proxies": 0}, "web": {}},
                     service)
    app.testing = True
    return app.test_client()


def test_api_takes_an_m44_document_and_refuses_a_broken_one(client):
    players = [{"name": "Ann"}, {"name": "Bob"}]
    r = client.post("/api/games", json={"kind": "memoir44", "players": players,
                                        "options": {"m44": m44("toulon")}})
    assert r.status_code == 201, r.json
    data, first = broken()
    r = client.post("/api/games", json={"kind": "memoir44", "players": players,
                                        "options": {"m44": data}})
    assert r.status_code == 400 and "lava" in r.json["error"]["message"]
    assert len(client.get("/api/games").json) == 1


def lobby_form(**extra):
    return {"kind": "memoir44", "name0": "Ann", "name1": "Bob", **extra}


def test_the_lobby_offers_the_scenarios_and_an_m44_upload(client):
    page = client.get("/").get_data(as_text=True)
    assert 'type="file" name="opt.memoir44.m44" accept=".m44,.json"' in page
    assert '<option value="sainte-mere-eglise"' in page
    assert 'enctype="multipart/form-data"' in page


def test_the_lobby_creates_a_game_from_an_uploaded_m44_file(client):
    upload = (io.BytesIO(json.dumps(m44("saverne-gap")).encode()), "saverne.m44")
    r = client.post("/games", data=lobby_form(**{"opt.memoir44.m44": upload}),
                    content_type="multipart/form-data")
    assert r.status_code == 303, r.get_data(as_text=True)
    game = client.get("/api/games").json[0]
    assert client.get(f"/api/games/{game['id']}").json["view"]["scenario"]["name"]


def test_the_lobby_refuses_a_broken_upload_and_creates_nothing(client):
    data, _ = broken()
    for body, expected in ((json.dumps(data).encode(), "lava"),
                           (b"\xff\xfe", "is not UTF-8 text"),
                           (b"{", "is not JSON")):
        r = client.post("/games", data=lobby_form(**{
            "opt.memoir44.m44": (io.BytesIO(body), "bad.m44")}),
            content_type="multipart/form-data")
        assert r.status_code == 400 and expected in r.get_data(as_text=True)
    assert client.get("/api/games").json == []
