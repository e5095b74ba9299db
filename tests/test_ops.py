"""Running it for real (issue 29, items 1 and 11): the log lines a host reads ([logging]
level and format, a request id on web lines, the game and version where there is one,
never a token or an address in full), GET /healthz, and GET /metrics when
[server] metrics is on."""
import io
import json
import logging
import subprocess
import sys
from datetime import datetime, timedelta, timezone

import pytest

from pbem import config
from pbem.core import logs
from pbem.core.errors import Invalid
from pbem.jobs import leases
from pbem.web import create_app

PLAYERS = [{"name": "Ann", "email": "ann@example.org"},
           {"name": "Bob", "email": "bob@example.org"}]


@pytest.fixture
def captured():
    """The process's log, as `pbem serve` sets it up, into a buffer (JSON lines)."""
    out = io.StringIO()
    logs.configure({"logging": {"level": "info", "format": "json"}}, stream=out)
    yield out
    for handler in list(logging.getLogger().handlers):
        if getattr(handler, "_pbem_handler", False):
            logging.getLogger().removeHandler(handler)
    logging.getLogger().setLevel(logging.WARNING)


def lines(buffer):
    return [json.loads(line) for line in buffer.getvalue().splitlines()]


def served(tmp_path, **server):
    cfg = config.load(env={})
    cfg["server"].update(server)
    service = config.open_service(cfg, tmp_path / "pbem.sqlite")
    return service, create_app(cfg, service).test_client()


def test_a_request_and_the_command_it_applies_are_logged_with_their_context(
        tmp_path, captured):
    service, client = served(tmp_path)
    made = json.loads(client.post("/api/games", json={"kind": "toy",
                                                      "players": PLAYERS}).data)
    gid, token = made["id"], made["seats"][0]["token"]
    seat_link = client.get(f"/games/{gid}?token={token}")
    answer = client.post(f"/api/games/{gid}/commands", json={"command": "roll"},
                         headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 201
    rid = answer.headers["X-Request-Id"]
    seen = lines(captured)
    applied = [r for r in seen if r["logger"] == "pbem.core.service" and "roll" in r["message"]]
    assert applied and applied[0]["game"] == gid and applied[0]["version"] == 3
    assert applied[0]["request_id"] == rid
    posted = [r for r in seen if r["logger"] == "pbem.web" and r.get("request_id") == rid]
    assert posted[0]["message"].startswith("POST /api/games/<game_id>/commands 201")
    assert seat_link.status_code == 303
    text = captured.getvalue()
    assert token not in text and "ann@example.org" not in text


def test_a_request_id_given_by_the_proxy_in_front_is_kept(tmp_path, captured):
    _, client = served(tmp_path)
    answer = client.get("/api/health", headers={"X-Request-Id": "edge-0123456789"})
    assert answer.headers["X-Request-Id"] == "edge-0123456789"
    odd = client.get("/api/health", headers={"X-Request-Id": "a forged line!"})
    assert odd.headers["X-Request-Id"] != "a forged line!"


def test_plain_lines_and_bad_settings():
    out = io.StringIO()
    logs.configure({"logging": {"level": "info", "format": "plain"}}, stream=out)
    try:
        logging.getLogger("pbem.test").info("hello", extra={"game": "g1", "version": 4})
        assert out.getvalue().rstrip().endswith("INFO pbem.test: hello (game g1, v 4)")
    finally:
        logs.configure({"logging": {"level": "warning"}}, stream=io.StringIO())
    for wrong in ({"level": "loud"}, {"format": "xml"}):
        with pytest.raises(Invalid):
            logs.configure({"logging": wrong})
    assert logs.address("ann.smith@example.org") == "a…@example.org"
    assert logs.address("pbem+0a1b2c3d@mail.example.org") == "p…@mail.example.org"


def test_mail_ingest_logs_what_it_did_with_the_address_shortened(tmp_path):
    """`pbem mail ingest` is run by the MTA, whose log gets its stderr."""
    db = str(tmp_path / "pbem.sqlite")
    message = (b"From: stranger@example.net\r\nTo: pbem+nobody@localhost\r\n"
               b"Subject: hi\r\nMessage-ID: <x1@example.net>\r\n\r\nroll\r\n")
    subprocess.run([sys.executable, "-m", "pbem", "init", "--db", db], check=True,
                   capture_output=True)
    done = subprocess.run([sys.executable, "-m", "pbem", "mail", "ingest", "--db", db,
                           "--recipient", "pbem+nobody@localhost"], input=message,
                          capture_output=True)
    err = done.stderr.decode()
    assert " WARNING pbem.mail.ingest: 67 " in err and "p…@localhost" in err
    assert "pbem+nobody" not in err


# -- /healthz and /metrics ---------------------------------------------------------------
def test_healthz_says_when_the_database_answers_and_a_leased_job_went_quiet(tmp_path):
    service, client = served(tmp_path)
    answer = client.get("/healthz")
    assert answer.status_code == 200 and json.loads(answer.data)["ok"] is True
    long_ago = datetime.now(timezone.utc) - timedelta(hours=2)
    assert leases.take(service.store, "deadlines", "gone:1", 60, now=long_ago)
    leases.give_back(service.store, "deadlines", "gone:1", now=long_ago)
    answer = client.get("/healthz")
    body = json.loads(answer.data)
    assert answer.status_code == 503 and body["ok"] is False
    assert body["jobs"][0].startswith("job deadlines has not run since")
    assert leases.take(service.store, "deadlines", "live:2", 60)
    assert client.get("/healthz").status_code == 200


def test_metrics_are_off_unless_asked_and_count_without_telling_secrets(tmp_path):
    _, off = served(tmp_path / "a")
    assert off.get("/metrics").status_code == 404
    service, client = served(tmp_path / "b", metrics=True)
    made = json.loads(client.post("/api/games", json={"kind": "toy",
                                                      "players": PLAYERS}).data)
    token = made["seats"][0]["token"]
    client.post(f"/api/games/{made['id']}/commands", json={"command": "draw"},
                headers={"Authorization": f"Bearer {token}"})
    text = client.get("/metrics").get_data(as_text=True)
    assert '# TYPE pbem_http_requests_total counter' in text
    assert 'pbem_http_requests_total{route="/api/games/<game_id>/commands",status="201"}' \
        in text
    assert 'pbem_commands_applied_total{channel="web",kind="toy"}' in text
    assert 'pbem_outbox_rows{channel="mail",status="pending"}' in text
    assert "@" not in text and token not in text and made["id"] not in text
