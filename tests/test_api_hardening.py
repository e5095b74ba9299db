"""The outside audit of the JSON API, one test per finding: every version has a view,
hostile JSON is a 400 (never a 500, never a traceback), player names are text a mail
header and a person can read, idempotency keys belong to a seat and a command, the
401/405 answers carry their headers, and the OpenAPI document is what the server does
(checked by schemathesis over every operation)."""
import logging

import jsonschema_rs
import pytest
import schemathesis
from click.testing import CliRunner
from hypothesis import HealthCheck, settings

from events import EventStore, open_store
from pbem import games
from pbem.cli import main
from pbem.config import service_over
from pbem.core.errors import Invalid, Rejected
from pbem.web import create_app
from tests import toygame
from tests.test_web_api import assert_error, auth, new_game, play, summary

pytestmark = pytest.mark.both_stores

TWO = [{"name": "Ann"}, {"name": "Bob"}]


def errors_logged(caplog):
    return [r for r in caplog.records if r.levelno >= logging.ERROR]


# -- GET /at/<version> ---------------------------------------------------------------
def test_every_version_from_1_to_the_head_is_the_callers_view(client):
    """/at/1 (game.created alone, nothing set up) was a 500 for every game."""
    game_id, tokens = new_game(client)
    play(client, game_id, tokens["North"], "draw")
    head = summary(client, game_id)["version"]
    for version in range(1, head + 1):
        for who in (None, "North", "South"):
            r = client.get(f"/api/games/{game_id}/at/{version}",
                           headers=auth(tokens[who]) if who else {})
            assert r.status_code == 200, (version, who, r.json)
            assert r.json["version"] == version and r.json["status"] == "active"
    created = client.get(f"/api/games/{game_id}/at/1").json
    assert created["active"] == [] and created["view"]["outcome"] is None
    assert "not set up" in created["view"]["setup"]
    north = client.get(f"/api/games/{game_id}/at/{head}", headers=auth(tokens["North"]))
    south = client.get(f"/api/games/{game_id}/at/{head}", headers=auth(tokens["South"]))
    assert len(north.json["view"]["hands"]["North"]) == 1
    assert south.json["view"]["hands"]["North"] == 1
    for outside in (0, head + 1):
        assert_error(client.get(f"/api/games/{game_id}/at/{outside}"), 404, "not_found")


# -- hostile JSON ----------------------------------------------------------------------
def assert_refused(client, caplog, where, body, words):
    """BODY posted as JSON to WHERE (a path; {game_id} is a new game's) is a 400
    whose message has WORDS, logs no error, creates and plays nothing."""
    game_id, tokens = new_game(client)
    r = client.post(where.format(game_id=game_id), data=body,
                    content_type="application/json", headers=auth(tokens["North"]))
    assert_error(r, 400, "invalid")
    assert words in r.json["error"]["message"]
    assert not errors_logged(caplog)
    assert len(client.get("/api/games").json) == 1
    assert summary(client, game_id)["version"] == 2


DEEP = b"[" * 990 + b"]" * 990


@pytest.mark.parametrize("body", [
    DEEP, b'{"command": ' + DEEP + b"}",
    b'{"kind": "toy", "players": [{"name": "A"}, {"name": "B"}], "options": {"x": '
    + DEEP + b"}}"])
@pytest.mark.parametrize("where", ["/api/games", "/api/games/{game_id}/commands"])
def test_json_nested_past_the_parsers_limit_is_400_without_a_traceback(
        client, caplog, body, where):
    assert_refused(client, caplog, where, body, "nested")


@pytest.mark.parametrize("body,message", [
    (b'{"command": "roll", "expected_version": NaN}', "NaN"),
    (b'{"kind": "toy", "players": [{"name": "A"}, {"name": "B"}], "options": '
     b'{"x": -Infinity}}', "NaN and Infinity"),
    (b'{"command": "roll", "expected_version": 1' + b"0" * 5000 + b"}", "too long")])
@pytest.mark.parametrize("where", ["/api/games", "/api/games/{game_id}/commands"])
def test_json_that_python_reads_but_is_no_json_number_is_400(client, caplog, body,
                                                             message, where):
    """Found by hand after the audit: a 5000-digit integer was a 500 (ValueError from
    json.loads); NaN and Infinity are not JSON, though Python's json reads them."""
    assert_refused(client, caplog, where, body, message)


SURROGATE = "\\ud800"          # a JSON escape: json.loads makes it a lone surrogate
LONE_SURROGATE_BODIES = [
    ("/api/games", '{"kind": "toy", "players": [{"name": "A%s"}, {"name": "B"}]}'),
    ("/api/games", '{"kind": "toy", "players": [{"name": "A", "entropy": "%s"}, '
                   '{"name": "B"}]}'),
    ("/api/games", '{"kind": "toy", "players": [{"name": "A", "email": "a%s@x.org"}, '
                   '{"name": "B"}]}'),
    ("/api/games", '{"kind": "toy%s", "players": [{"name": "A"}, {"name": "B"}]}'),
    ("/api/games", '{"kind": "toy", "players": [{"name": "A"}, {"name": "B"}], '
                   '"options": {"%s": 1}}'),
    ("/api/games", '{"kind": "toy", "players": [{"name": "A"}, {"name": "B"}], '
                   '"deadlines": {"per_move": "48h%s"}}'),
    ("/api/games/{game_id}/commands", '{"command": "roll%s"}'),
    ("/api/games/{game_id}/commands", '{"command": "\\udfffroll"}'),
]


@pytest.mark.parametrize("where,body", LONE_SURROGATE_BODIES)
def test_a_lone_surrogate_in_any_string_is_400(client, caplog, where, body):
    assert_refused(client, caplog, where, body.replace("%s", SURROGATE), "surrogate")


@pytest.mark.parametrize("players", [
    [{"name": "A", "entropy": "\udcff"}, {"name": "B"}],     # argv's surrogateescape
    [{"name": "A\udcff"}, {"name": "B"}]])
def test_a_lone_surrogate_given_to_the_service_is_invalid(service, players):
    with pytest.raises(Invalid, match="surrogate"):
        service.create("toy", players)
    assert service.list_games() == []


def test_a_lone_surrogate_in_command_text_is_invalid(service):
    game_id, _ = service.create("toy", TWO)
    with pytest.raises(Invalid, match="surrogate"):
        service.submit(game_id, "North", "roll\udcff")
    assert service.store.version(game_id) == 2


# -- player names ----------------------------------------------------------------------
BAD_NAMES = {"Ann\x00": "U+0000", "Ann\tLee": "U+0009", "Ann\r\nBcc: x@example.org":
             "U+000D", "Bob\u200b": "U+200B", "\ufeffBob": "U+FEFF",
             "Bob\u202egnp.exe": "U+202E", "\x1b[31mBob": "U+001B",
             "Ann\u2028Lee": "U+2028"}


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_name_with_control_or_format_characters_is_refused(service, client, name):
    """Tabs, CR/LF, NUL, zero-width and BOM characters, bidi overrides and escape
    sequences were accepted; a CR/LF name made that seat's mail impossible to build.
    The service, the API, the lobby form and the CLI say the same."""
    players = [{"name": name}, {"name": "Cy"}]
    with pytest.raises(Invalid) as refused:
        service.create("toy", players)
    message = refused.value.message
    assert message.startswith("invalid game: player 1 name: ")
    assert BAD_NAMES[name] in message and "control or format character" in message
    api = client.post("/api/games", json={"kind": "toy", "players": players})
    assert_error(api, 400, "invalid")
    assert "control or format character" in api.json["error"]["message"]
    assert BAD_NAMES[name] in api.json["error"]["message"]
    form = client.post("/games", data={"kind": "toy", "name0": name, "name1": "Cy"})
    assert form.status_code == 400
    assert message in form.get_data(as_text=True).replace("&#39;", "'")
    cli = CliRunner().invoke(main, ["new", "toy", "--player", name, "--player", "Cy",
                                    "--db", str(service.store.path)])
    assert cli.exit_code == 1 and cli.stderr.strip() == f"error: {message}"
    assert service.list_games() == []


@pytest.mark.parametrize("email", ["ann@exa\u200bmple.org", "ann@example.org\u202e",
                                   "ann@exam\udcffple.org"])
def test_an_email_address_with_hidden_characters_is_refused(service, email):
    """marshmallow's Email takes zero-width, bidi and surrogate characters in a
    domain; the address goes into the seat's mail headers."""
    with pytest.raises(Invalid, match="player 1 email: an email address may not hold"):
        service.create("toy", [{"name": "Ann", "email": email}, {"name": "Bob"}])
    assert service.list_games() == []


def test_names_are_stored_trimmed_in_nfc_with_single_spaces(service):
    game_id, seats = service.create("toy", [{"name": "  Rene\u0301e  "},
                                            {"name": "Ann \u00a0 Lee"}])
    assert [s["name"] for s in seats] == ["Ren\u00e9e", "Ann Lee"]
    assert [s["name"] for s in service.load(game_id).meta["seats"]] == [
        "Ren\u00e9e", "Ann Lee"]
    assert service.resolve_seat(game_id, " RENE\u0301E ") == "North"


@pytest.mark.parametrize("first,second", [
    ("Bob", "bob"), ("Bob", " BOB "), ("Stra\u00dfe", "STRASSE"),
    ("Ren\u00e9e", "Rene\u0301e"), ("Ann Lee", "ann  lee")])
def test_two_seats_with_names_equal_but_for_case_are_refused(service, first, second):
    with pytest.raises(Invalid, match="player names must differ"):
        service.create("toy", [{"name": first}, {"name": second}])
    assert service.list_games() == []


# -- idempotency -----------------------------------------------------------------------
def keyed(client, game_id, token, command, key):
    return client.post(f"/api/games/{game_id}/commands", json={"command": command},
                       headers={**auth(token), "Idempotency-Key": key})


def test_an_idempotency_key_belongs_to_its_seat(client):
    """Another seat reusing a key got 201 with the first seat's events."""
    game_id, tokens = new_game(client)
    north = keyed(client, game_id, tokens["North"], "roll", "1")
    south = keyed(client, game_id, tokens["South"], "roll", "1")
    assert north.status_code == south.status_code == 201
    assert [e["actor"] for e in south.json["events"]] == ["South"]
    assert south.json["version"] == 4 == summary(client, game_id)["version"]


def test_a_key_reused_for_another_command_is_422_and_changes_nothing(client):
    game_id, tokens = new_game(client)
    first = keyed(client, game_id, tokens["North"], "roll", "k")
    assert first.status_code == 201
    play(client, game_id, tokens["South"], "roll")
    other = keyed(client, game_id, tokens["North"], "draw", "k")
    assert_error(other, 422)
    assert other.json["error"]["message"] == ("idempotency key already used for "
                                              "another command")
    assert summary(client, game_id)["version"] == 4
    again = keyed(client, game_id, tokens["North"], " ROLL ", "k")
    assert again.status_code == 201 and again.json["events"] == first.json["events"]
    assert again.json["version"] == 4


def test_a_replayed_key_answers_with_the_game_as_it_is_now(client):
    game_id, tokens = new_game(client)
    first = keyed(client, game_id, tokens["North"], "draw", "k")
    play(client, game_id, tokens["South"], "roll")
    again = keyed(client, game_id, tokens["North"], "draw", "k")
    assert again.status_code == 201 and again.json["events"] == first.json["events"]
    now = summary(client, game_id, tokens["North"])
    assert again.json["version"] == now["version"] == 4
    assert again.json["view"] == now["view"]


@pytest.mark.parametrize("rival_command,answer", [("roll", "replay"), ("draw", 422)])
def test_a_key_that_lost_the_race_answers_like_a_replay(service, monkeypatch,
                                                        rival_command, answer):
    """The same keyed request through another connection lands while this one is
    deciding, and South answers it: the store then finds the key inside its append
    and hands back the earlier events, so the answer must be read anew, not the game
    this request had loaded (and another command under that key is still a 422)."""
    game_id, _ = service.create("toy", TWO)
    rival = service_over(open_store(service.store.path))
    decide = toygame.decide

    def racing(state, role, command, rng):
        monkeypatch.setattr(toygame, "decide", decide)
        rival.submit(game_id, "North", rival_command, idempotency_key="k")
        rival.submit(game_id, "South", "roll")
        return decide(state, role, command, rng)

    monkeypatch.setattr(toygame, "decide", racing)
    try:
        if answer == 422:
            with pytest.raises(Rejected, match="already used for another command"):
                service.submit(game_id, "North", "roll", idempotency_key="k")
        else:
            result = service.submit(game_id, "North", "roll", idempotency_key="k")
            assert [(e.version, e.actor) for e in result.events] == [(2, "North")]
            assert result.version == 4 == service.store.version(game_id)
            assert result.view == service.view(service.load(game_id), "North")
    finally:
        rival.store.close()
    assert service.store.version(game_id) == 4


def test_mail_keys_with_line_suffixes_still_apply_once(service):
    game_id, _ = service.create("toy", TWO)
    first = service.submit(game_id, "North", "roll", idempotency_key="<m@x>#1")
    again = service.submit(game_id, "North", "roll", idempotency_key="<m@x>#1")
    assert again.events == first.events and service.store.version(game_id) == 3


# -- headers of 401 and 405 ------------------------------------------------------------
def test_405_names_the_allowed_methods_and_401_the_bearer_scheme(client):
    game_id, tokens = new_game(client)
    for method, path, allowed in [
            ("DELETE", "/api/games", {"GET", "POST"}),
            ("PUT", f"/api/games/{game_id}/commands", {"POST"}),
            ("POST", f"/api/games/{game_id}", {"GET"})]:
        r = client.open(path, method=method)
        assert_error(r, 405, "method_not_allowed")
        assert allowed <= {m.strip() for m in r.headers["Allow"].split(",")}
    for r in (client.get(f"/api/games/{game_id}/legal"),
              client.get(f"/api/games/{game_id}", headers=auth("wrong")),
              play(client, game_id, "wrong", "roll")):
        assert_error(r, 401, "unauthorized")
        assert r.headers["WWW-Authenticate"].startswith("Bearer")


# -- the OpenAPI document --------------------------------------------------------------
def spec(client):
    return client.get("/api/openapi.json").json


def test_openapi_gives_each_kinds_number_of_players(client):
    from pbem.core.creating import seat_range
    doc = spec(client)
    create = jsonschema_rs.Draft4Validator(
        {"$ref": "#/components/schemas/CreateGameIn", "components": doc["components"]})
    for kind in games.KINDS:
        low, high = seat_range(games.get(kind))
        for n in range(0, high + 3):
            body = {"kind": kind, "players": [{"name": f"p{i}"} for i in range(n)]}
            assert create.is_valid(body) == (low <= n <= high), (kind, n)
    post = doc["paths"]["/api/games"]["post"]["responses"]
    assert "number of players" in post["400"]["description"]


def test_openapi_lists_every_401_and_404_an_operation_can_give(client):
    for path, operations in spec(client)["paths"].items():
        for method, op in operations.items():
            if method == "parameters":
                continue
            if "{game_id}" in path:
                assert "404" in op["responses"], (method, path)
            if {"seatToken": []} in op.get("security", []):
                assert "401" in op["responses"], (method, path)


def openapi_document():
    """The document the app serves (the same code builds it for every app)."""
    store = EventStore(":memory:")
    try:
        app = create_app({"server": {}, "storage": {}}, service_over(store))
        return app.test_client().get("/api/openapi.json").json
    finally:
        store.close()


schema = schemathesis.openapi.from_dict(openapi_document())
CHECKS = [schemathesis.checks.not_a_server_error,
          schemathesis.checks.status_code_conformance,
          schemathesis.checks.content_type_conformance,
          schemathesis.checks.response_schema_conformance,
          schemathesis.checks.response_headers_conformance]


@pytest.fixture
def seat(client):
    """(game id, North's token) of one toy game, shared by a test's examples."""
    game_id, tokens = new_game(client)
    return game_id, tokens["North"]


@schema.parametrize()
@settings(max_examples=30, derandomize=True, database=None, deadline=None,
          suppress_health_check=list(HealthCheck))
def test_every_operation_meets_its_openapi_description(case, app, seat):
    """schemathesis over every operation, in-process (WSGI), the same cases on every
    run. A case with a game id is sent as generated and again for a real game with
    its seat token, so both the 404/401 answers and the game's own are checked."""
    case.call_and_validate(app=app, checks=CHECKS)
    if "game_id" in (case.path_parameters or {}):
        case.path_parameters["game_id"] = seat[0]
        case.call_and_validate(app=app, checks=CHECKS,
                               headers={"Authorization": f"Bearer {seat[1]}"})
