"""The JSON API contract of design §8, driven through Flask's test client with the toy
game: status codes, the error envelope, seat tokens, hidden information, idempotency,
optimistic concurrency, and that no garbage input ever becomes a 5xx."""
import json
from pathlib import Path

import pytest

from pbem.web import create_app

pytestmark = pytest.mark.both_stores

ROOT = Path(__file__).resolve().parent.parent
PATHS = ["/api/games", "/api/games/{game_id}", "/api/games/{game_id}/legal",
         "/api/games/{game_id}/commands", "/api/games/{game_id}/events",
         "/api/games/{game_id}/at/{version}"]


@pytest.fixture
def client(service):
    app = create_app({"server": {}, "storage": {}}, service)
    return app.test_client()


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def new_game(client, players=("Ann", "Bob")):
    r = client.post("/api/games", json={"kind": "toy",
                                        "players": [{"name": n} for n in players]})
    assert r.status_code == 201, r.json
    return r.json["id"], {s["role"]: s["token"] for s in r.json["seats"]}


def play(client, game_id, token, command, **body):
    return client.post(f"/api/games/{game_id}/commands", headers=auth(token),
                       json={"command": command, **body})


def summary(client, game_id, token=None):
    return client.get(f"/api/games/{game_id}", headers=auth(token) if token else {}).json


def version(client, game_id):
    return summary(client, game_id)["version"]


def assert_error(r, status=None, code=None):
    """The §8 envelope with that status (any 4xx when None) and code."""
    assert r.status_code == status if status else 400 <= r.status_code < 500, (
        r.status_code, r.get_data(as_text=True))
    assert r.is_json and set(r.json) == {"error"}
    assert isinstance(r.json["error"]["message"], str) and r.json["error"]["message"]
    if code:
        assert r.json["error"]["code"] == code


def test_create_gives_each_seat_a_token_only_once(client):
    r = client.post("/api/games", json={"kind": "toy", "players": [
        {"name": "Ann", "email": "ann@example.org"}, {"name": "Bob"}]})
    assert r.status_code == 201
    assert [(s["name"], s["role"]) for s in r.json["seats"]] == [("Ann", "North"),
                                                                  ("Bob", "South")]
    tokens = [s["token"] for s in r.json["seats"]]
    assert len(set(tokens)) == 2 and all(len(t) >= 32 for t in tokens)
    game_id = r.json["id"]
    later = [client.get("/api/games"), client.get(f"/api/games/{game_id}"),
             client.get(f"/api/games/{game_id}/events", headers=auth(tokens[0])),
             client.get(f"/api/games/{game_id}", headers=auth(tokens[0]))]
    for resp in later:
        assert resp.status_code == 200
        assert not any(t in resp.get_data(as_text=True) for t in tokens)
    listed = client.get("/api/games").json
    assert [(g["id"], g["kind"], g["players"]) for g in listed] == [
        (game_id, "toy", ["Ann", "Bob"])]


def test_summary_is_public_without_a_token_and_the_seat_view_with_one(client):
    game_id, tokens = new_game(client)
    r = play(client, game_id, tokens["North"], "draw")
    assert r.status_code == 201
    card = r.json["view"]["hands"]["North"]
    assert isinstance(card, list) and len(card) == 1
    public = summary(client, game_id)
    assert set(public) >= {"id", "kind", "version", "status", "active", "view"}
    assert public["status"] == "active" and public["active"] == ["South"]
    assert public["view"]["hands"] == {"North": 1, "South": 0}
    assert summary(client, game_id, tokens["North"])["view"]["hands"]["North"] == card
    assert summary(client, game_id, tokens["South"])["view"]["hands"] == {
        "North": 1, "South": []}
    assert_error(client.get(f"/api/games/{game_id}", headers=auth("nope")), 401)


def test_legal_needs_the_seat_token_of_that_game(client):
    game_id, tokens = new_game(client)
    other_id, other_tokens = new_game(client, ("Cy", "Di"))
    assert client.get(f"/api/games/{game_id}/legal", headers=auth(
        tokens["North"])).json == {"version": 2, "legal": ["roll", "draw"]}
    assert client.get(f"/api/games/{game_id}/legal", headers=auth(
        tokens["South"])).json == {"version": 2, "legal": []}
    for headers in ({}, auth("wrong"), auth(other_tokens["North"]),
                    {"Authorization": tokens["North"]},
                    {"Authorization": "Basic " + tokens["North"]}):
        assert_error(client.get(f"/api/games/{game_id}/legal", headers=headers), 401,
                     "unauthorized")
        assert_error(client.post(f"/api/games/{game_id}/commands", headers=headers,
                                 json={"command": "roll"}), 401, "unauthorized")
    assert version(client, game_id) == 2 and version(client, other_id) == 2


def test_a_game_is_played_to_its_end(client):
    game_id, tokens = new_game(client, ("Ann", "Bob", "Cy"))
    for _turn in range(60):
        game = summary(client, game_id)
        if game["status"] == "finished":
            break
        (role,) = game["active"]
        legal = client.get(f"/api/games/{game_id}/legal", headers=auth(tokens[role]))
        r = play(client, game_id, tokens[role], legal.json["legal"][0],
                 expected_version=game["version"])
        assert r.status_code == 201, r.json
        assert r.json["version"] > game["version"]
        assert r.json["version"] == game["version"] + len(r.json["events"])
        assert r.json["events"][0]["actor"] == role
        assert set(r.json["events"][0]) == {"version", "type", "actor", "recorded_at",
                                            "hash", "text", "data", "taken_back"}
    assert game["status"] == "finished" and game["active"] == []
    assert game["view"]["outcome"]["winners"]
    assert [e["type"] for e in r.json["events"]][-2:] == ["game.ended", "game.revealed"]
    for token in tokens.values():
        assert client.get(f"/api/games/{game_id}/legal",
                          headers=auth(token)).json["legal"] == []
    assert_error(play(client, game_id, tokens["North"], "roll"), 422, "rejected")
    assert version(client, game_id) == game["version"]


def test_a_stale_expected_version_is_409_and_changes_nothing(client):
    game_id, tokens = new_game(client)
    assert play(client, game_id, tokens["North"], "roll", expected_version=2) \
        .status_code == 201
    before = summary(client, game_id)
    assert_error(play(client, game_id, tokens["South"], "roll", expected_version=2),
                 409, "conflict")
    assert summary(client, game_id) == before and before["version"] == 3


def test_an_illegal_command_is_422_with_the_legal_ones(client):
    game_id, tokens = new_game(client)
    r = play(client, game_id, tokens["North"], "dance")
    assert_error(r, 422, "rejected")
    assert r.json["error"]["legal"] == ["roll", "draw"]
    r = play(client, game_id, tokens["South"], "roll")
    assert_error(r, 422, "rejected")
    assert r.json["error"]["legal"] == [] and "North" in r.json["error"]["message"]
    assert version(client, game_id) == 2


def test_a_repeated_idempotency_key_returns_the_first_result_and_appends_once(client):
    game_id, tokens = new_game(client)
    headers = {**auth(tokens["North"]), "Idempotency-Key": "msg-1@example.org"}
    first = client.post(f"/api/games/{game_id}/commands", headers=headers,
                        json={"command": "roll"})
    again = client.post(f"/api/games/{game_id}/commands", headers=headers,
                        json={"command": "roll"})
    assert first.status_code == again.status_code == 201
    assert again.json == first.json
    assert version(client, game_id) == 3
    assert len(client.get(f"/api/games/{game_id}/events").json) == 3
    other = {**auth(tokens["South"]), "Idempotency-Key": "msg-2@example.org"}
    assert client.post(f"/api/games/{game_id}/commands", headers=other,
                       json={"command": "roll"}).json["version"] == 4


def test_the_log_hides_the_deck_order_until_the_game_ends(client):
    game_id, tokens = new_game(client)
    r = play(client, game_id, tokens["North"], "draw")
    assert "deck" not in json.dumps(r.json["events"])
    for headers in ({}, auth(tokens["North"]), auth(tokens["South"])):
        log = client.get(f"/api/games/{game_id}/events", headers=headers).json
        assert [e["version"] for e in log] == [1, 2, 3]
        assert log[1]["data"]["deck"] == 9
        assert log[2]["text"] == "draws a card" and log[2]["actor"] == "North"
        assert log[2]["hash"] == r.json["events"][0]["hash"]
    assert_error(client.get(f"/api/games/{game_id}/events", headers=auth("x")), 401)
    while (game := summary(client, game_id))["status"] == "active":
        role = game["active"][0]
        assert play(client, game_id, tokens[role], "roll").status_code == 201
    log = client.get(f"/api/games/{game_id}/events").json
    assert sorted(log[1]["data"]["deck"]) == list(range(1, 10))
    assert log[-1]["type"] == "game.revealed" and log[-1]["data"]["seed"]


def test_command_events_are_shown_by_the_same_rule_as_the_log(client, service):
    """A command's 201 events are what service.events_for shows the submitting seat
    at those versions, while the game runs and for the command that ends it (then
    everything is revealed)."""
    game_id, tokens = new_game(client)
    while (game := summary(client, game_id))["status"] == "active":
        role = game["active"][0]
        answer = play(client, game_id, tokens[role], "roll").json
        log = {e["version"]: e for e in service.events_for(game_id, role)}
        assert answer["events"] == [log[e["version"]] for e in answer["events"]]
    assert answer["events"][-1]["type"] == "game.revealed"
    assert isinstance(service.events_for(game_id, "North")[1]["data"]["deck"], list)


def test_service_events_read_as_words():
    """The log shows game.* events in words, not as their type names (a digest read
    "game.skipped")."""
    from events import Recorded
    from pbem.core.reading import service_text

    def rec(type_, payload):
        return Recorded(0, "g", 1, type_, None, payload, {}, "", "", "")
    assert service_text(rec("game.skipped", {"role": "South"})) == \
        "South's turn is skipped (missed deadline)"
    assert service_text(rec("game.ended", {"outcome": {"winners": ["North"],
                                                        "reason": "race"}})) == \
        "game over: North won (race)"


def test_at_version_is_the_callers_view_back_then(client):
    game_id, tokens = new_game(client)
    start = summary(client, game_id)
    play(client, game_id, tokens["North"], "draw")
    back = client.get(f"/api/games/{game_id}/at/2")
    assert back.status_code == 200 and back.json["view"] == start["view"]
    now = client.get(f"/api/games/{game_id}/at/3", headers=auth(tokens["North"])).json
    assert now["version"] == 3 and len(now["view"]["hands"]["North"]) == 1
    assert client.get(f"/api/games/{game_id}/at/3").json["view"]["hands"]["North"] == 1
    for bad in ("0", "4", "99999999999999999999", "-1", "x"):
        assert_error(client.get(f"/api/games/{game_id}/at/{bad}"), 404, "not_found")


def test_openapi_document_lists_every_path_and_schema(client):
    r = client.get("/api/openapi.json")
    assert r.status_code == 200
    doc = json.loads(r.get_data(as_text=True))
    assert doc["openapi"] == "3.0.3" and doc["info"]["title"] == "pbem"
    assert set(PATHS) <= set(doc["paths"])
    assert set(doc["paths"]["/api/games"]) >= {"get", "post"}
    post = doc["paths"]["/api/games/{game_id}/commands"]["post"]
    assert {"201", "401", "409", "422"} <= set(post["responses"])
    assert any(p["name"] == "Idempotency-Key" for p in post["parameters"])
    schemas = doc["components"]["schemas"]
    assert {"CommandIn", "CommandOut", "CreateGameIn", "ErrorOut"} <= set(schemas)
    assert schemas["CommandIn"]["required"] == ["command"]
    assert doc["components"]["securitySchemes"]["seatToken"]["scheme"] == "bearer"


def test_unknown_games_and_routes_are_404_json(client):
    _game_id, tokens = new_game(client)
    for path in ("/api/games/nope", "/api/games/nope/legal", "/api/games/nope/events",
                 "/api/games/nope/at/1", "/api/nothing", "/api/games/x/y/z"):
        assert_error(client.get(path, headers=auth(tokens["North"])), 404, "not_found")
    assert_error(play(client, "nope", tokens["North"], "roll"), 404, "not_found")
    assert_error(client.delete("/api/games"), 405, "method_not_allowed")
    assert_error(client.put("/api/games/nope/commands"), 405)


TWO = [{"name": "A"}, {"name": "B"}]
GARBAGE_CREATE = [b"", b"not json", b"{", b"[]", b"null", b"42", b'"kind"',
                  b"\xff\xfe\x00"] + [json.dumps(body).encode() for body in [
    {}, {"kind": "toy"}, {"kind": "toy", "players": "Ann"},
    {"kind": "toy", "players": ["Ann", "Bob"]}, {"kind": "toy", "players": TWO[:1]},
    {"kind": "toy", "players": [TWO[0]] * 2}, {"kind": "toy", "players": TWO * 3},
    {"kind": "toy", "players": [{"name": ""}, TWO[1]]},
    {"kind": "toy", "players": [{"name": "A", "email": "no"}, TWO[1]]},
    {"kind": "toy", "players": [{"name": "A" * 100_000}, TWO[1]]},
    {"kind": "toy", "players": [{"name": "A", "entropy": 5}, TWO[1]]},
    {"kind": "chess", "players": TWO}, {"kind": 7, "players": TWO},
    {"kind": "toy", "players": TWO, "options": {"beginner": True}},
    {"kind": "toy", "players": TWO, "options": ["x"]},
    {"kind": "toy", "players": TWO, "options": "fast"},
    {"kind": "toy", "players": TWO, "options": {"seats": "many"}, "extra": 1},
    {"kind": "x" * 300_000}]]


@pytest.mark.parametrize("body", GARBAGE_CREATE)
def test_garbage_creating_a_game_is_a_4xx_envelope(client, body):
    r = client.post("/api/games", data=body, content_type="application/json")
    assert_error(r)
    assert client.get("/api/games").json == []


JSON = "application/json"
GARBAGE_COMMAND = [(b"roll", "text/plain"), (b'{"command": "roll"}', "text/plain"),
                   (b"command=roll", "application/x-www-form-urlencoded")] + [
    (body, JSON) for body in [
        b"", b"roll", b"[]", b"{}", b'{"command": 1}', b'{"command": null}',
        b'{"command": ["roll"]}', b'{"command": ""}', b'{"command": "roll"}x',
        b'{"command": "roll", "expected_version": "2"}',
        b'{"command": "roll", "expected_version": -1}',
        b'{"command": "roll", "expected_version": 2.5}',
        b'{"command": "roll", "expected_version": 1e400}',
        b'{"command": "roll", "expected_version": 1' + b"0" * 40 + b'}',
        b'{"command": "roll", "extra": 1}', b'{"command": "' + b"r" * 5000 + b'"}',
        json.dumps({"command": "\u0000\ud7ff\U0001F600"}).encode()]]


@pytest.mark.parametrize("body,content_type", GARBAGE_COMMAND)
def test_garbage_commands_are_a_4xx_envelope_and_change_nothing(client, body,
                                                                content_type):
    game_id, tokens = new_game(client)
    r = client.post(f"/api/games/{game_id}/commands", data=body,
                    content_type=content_type, headers=auth(tokens["North"]))
    assert_error(r)
    assert version(client, game_id) == 2


def test_garbage_headers_are_4xx(client):
    game_id, tokens = new_game(client)
    for headers in ({"Idempotency-Key": ""}, {"Idempotency-Key": "k" * 1000},
                    {"Authorization": "Bearer " + "t" * 100_000}):
        r = client.post(f"/api/games/{game_id}/commands", json={"command": "roll"},
                        headers={**auth(tokens["North"]), **headers})
        assert_error(r)
    huge = client.post("/api/games", data=b"{" + b" " * 400_000 + b"}",
                       content_type="application/json")
    assert_error(huge, 413, "too_large")
    assert version(client, game_id) == 2


@pytest.mark.skipif(not (ROOT / "pbem" / "games" / "flanders" / "__init__.py").exists(),
                    reason="pbem/games/flanders is not written yet")
def test_a_flanders_game_takes_a_few_legal_commands(client):
    r = client.post("/api/games", json={"kind": "flanders", "players": [
        {"name": "Ann"}, {"name": "Bob"}]})
    assert r.status_code == 201, r.json
    game_id = r.json["id"]
    tokens = {s["role"]: s["token"] for s in r.json["seats"]}
    for _step in range(6):
        game = summary(client, game_id)
        if game["status"] != "active":
            break
        role = game["active"][0]
        legal = client.get(f"/api/games/{game_id}/legal", headers=auth(tokens[role]))
        assert legal.status_code == 200 and legal.json["legal"], legal.json
        r = play(client, game_id, tokens[role], legal.json["legal"][0],
                 expected_version=game["version"])
        assert r.status_code == 201, r.json
        assert r.json["version"] > game["version"]
    log = client.get(f"/api/games/{game_id}/events").json
    assert [e["version"] for e in log] == list(range(1, len(log) + 1))


# -- deadlines at creation ----------------------------------------------------------------
def test_a_game_can_be_created_with_deadlines(client, service):
    from pbem.telling import deadlines
    r = client.post("/api/games", json={"kind": "toy", "players": TWO, "deadlines": {
        "per_move": "2d", "reminders": ["1h", "1d"], "expiry": ["default", "skip"]}})
    assert r.status_code == 201, r.json
    rules = deadlines.settings(service.store.conn, r.json["id"])
    assert rules.pop("set_at") and rules == {
        "per_move": 2 * 86400, "reminders": [86400, 3600], "grace": 0,
        "expiry": ["default", "skip"], "control": None}
    plain = client.post("/api/games", json={"kind": "toy", "players": TWO})
    assert deadlines.settings(service.store.conn, plain.json["id"]) is None


@pytest.mark.parametrize("chosen,message", [
    ({"per_move": "soon"}, "not a duration"),
    ({"per_move": 3600}, "Not a valid string"),
    ({"per_move": "48h", "reminders": ["48h"]}, "shorter than the time per move"),
    ({"per_move": "48h", "grace": "-1h"}, "not a duration"),
    ({"per_move": "48h", "expiry": ["nap"]}, "Must be one of"),
    ({"per_move": "48h", "expiry": []}, "Length"),
    ({"per_move": "9999d"}, "at most"),
    ({"per_move": "1" * 100 + "h"}, "a duration is short"),
    ({"reminders": ["1h"]}, "Missing data"),
    ({"per_move": "48h", "wake": "7h"}, "Unknown field"),
    ("48h", "Invalid input type"), ([], "Invalid input type"),
])
def test_bad_deadlines_are_400_and_create_nothing(client, chosen, message):
    r = client.post("/api/games", json={"kind": "toy", "players": TWO,
                                        "deadlines": chosen})
    assert_error(r, 400, "invalid")
    assert message in r.json["error"]["message"]
    assert client.get("/api/games").json == []


def test_openapi_documents_the_deadlines_of_a_new_game(client):
    schemas = client.get("/api/openapi.json").json["components"]["schemas"]
    refs = json.dumps(schemas["CreateGameIn"]["properties"]["deadlines"])
    assert "#/components/schemas/DeadlinesIn" in refs
    deadlines = schemas["DeadlinesIn"]
    assert deadlines["required"] == ["per_move"]
    assert set(deadlines["properties"]) == {"per_move", "reminders", "grace", "expiry"}
    assert deadlines["properties"]["expiry"]["items"]["enum"] == [
        "default", "skip", "forfeit", "pause"]


def test_health_answers_without_reading_anything(client, service):
    """GET /api/health, for a monitor and as the floor of a request (bench/http_moves.py):
    it answers while the database cannot even be read."""
    service.store.conn.execute("DROP TABLE games")
    r = client.get("/api/health")
    assert r.status_code == 200 and r.json == {"ok": True}
    assert "/api/health" in client.get("/api/openapi.json").json["paths"]


# -- a move in one request (issue 30) ------------------------------------------------------
def test_the_answer_to_a_command_says_what_the_seat_needs_next(client):
    """`next`: the version the rest is for, the status, who acts and the seat's legal
    commands (none when it is another's turn): no GET need follow a POST."""
    game_id, tokens = new_game(client)
    r = play(client, game_id, tokens["North"], "roll", expected_version=2)
    assert r.status_code == 201
    assert r.json["next"] == {"version": r.json["version"], "status": "active",
                              "active": ["South"], "legal": []}
    r = play(client, game_id, tokens["South"], "roll",
             expected_version=r.json["next"]["version"])
    assert r.json["next"]["active"] == ["North"] and r.json["next"]["legal"] == []
    while r.json["next"]["status"] == "active":
        (role,) = r.json["next"]["active"]
        legal = client.get(f"/api/games/{game_id}/legal", headers=auth(tokens[role]))
        r = play(client, game_id, tokens[role], "roll")
        assert r.status_code == 201, r.json
    assert r.json["next"] == {"version": r.json["version"], "status": "finished",
                              "active": [], "legal": []}
    assert legal.json["legal"] == ["roll", "draw"]


def test_the_answer_is_what_its_schema_would_dump(client):
    """The lean path builds the answer by hand: CommandOut dumps it unchanged."""
    from pbem.web.schemas import CommandOut
    game_id, tokens = new_game(client)
    r = client.post(f"/api/games/{game_id}/commands", json={"command": "draw"},
                    headers={**auth(tokens["North"]), "Idempotency-Key": "k1"})
    assert r.status_code == 201 and r.json["events"]
    assert CommandOut().dump(r.json) == r.json


def test_a_replayed_command_says_where_the_game_is_now(client):
    game_id, tokens = new_game(client)
    keyed = {**auth(tokens["North"]), "Idempotency-Key": "once"}
    first = client.post(f"/api/games/{game_id}/commands", json={"command": "roll"},
                        headers=keyed)
    assert play(client, game_id, tokens["South"], "roll").status_code == 201
    again = client.post(f"/api/games/{game_id}/commands", json={"command": "roll"},
                        headers=keyed)
    assert again.json["events"] == first.json["events"]
    assert again.json["next"] == {"version": 4, "status": "active",
                                  "active": ["North"], "legal": ["roll", "draw"]}
    assert play(client, game_id, tokens["North"], "draw",
                expected_version=again.json["next"]["version"]).status_code == 201


def test_a_rotated_token_is_refused_at_once(client, service):
    game_id, tokens = new_game(client)
    assert play(client, game_id, tokens["North"], "roll").status_code == 201
    new = service.rotate_token(game_id, "South")
    assert_error(play(client, game_id, tokens["South"], "roll"), 401, "unauthorized")
    assert play(client, game_id, new, "roll").status_code == 201


@pytest.mark.skipif(not (ROOT / "pbem" / "games" / "flanders" / "__init__.py").exists(),
                    reason="needs the flanders game")
def test_a_flanders_seat_plays_its_turn_one_request_a_move(client):
    """Within a turn the seat keeps acting: each move is the POST alone, its command
    taken from the previous answer."""
    r = client.post("/api/games", json={"kind": "flanders",
                                        "players": [{"name": "A"}, {"name": "B"}]})
    game_id, tokens = r.json["id"], {s["role"]: s["token"] for s in r.json["seats"]}
    (role,) = summary(client, game_id)["active"]
    legal = client.get(f"/api/games/{game_id}/legal", headers=auth(tokens[role])).json
    chained = 0
    for _ in range(6):
        r = play(client, game_id, tokens[role], legal["legal"][0],
                 expected_version=legal["version"])
        assert r.status_code == 201, r.json
        legal = r.json["next"]
        if legal["active"] != [role]:
            break
        assert legal["legal"] == client.get(f"/api/games/{game_id}/legal",
                                            headers=auth(tokens[role])).json["legal"]
        chained += 1
    assert chained >= 1
