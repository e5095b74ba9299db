"""Signing in by a link mailed to the address (a real SMTP server on loopback): the page
answers the same for a known and an unknown address, the link works once within a
quarter of an hour, a new address makes an account, sessions end by signing out (here
or everywhere), every form needs the session's own token, and a flood of asking is
refused."""
import re
from datetime import datetime, timedelta, timezone

import pytest
from freezegun import freeze_time

from pbem.mail import send
from pbem.players import accounts, sessions
from pbem.web import create_app
from tests.test_mail_out import cfg  # noqa: F401 - fixture: the loopback SMTP server

pytestmark = pytest.mark.both_stores


@pytest.fixture
def app(service, cfg):  # noqa: F811
    cfg["mail"]["enabled"] = True
    return create_app(cfg, service)


@pytest.fixture
def client(app):
    return app.test_client()


def ask(client, email, **env):
    return client.post("/signin", data={"email": email},
                       headers={"Origin": "http://localhost"}, **env)


def mailed_link(service, cfg, smtp_server):  # noqa: F811
    send.dispatch_due(service, cfg)
    msg = smtp_server.messages[-1]
    assert msg["X-Pbem-Kind"] == "signin"
    text = msg.get_body(("plain",)).get_content()
    return msg["To"].addresses[0].addr_spec, re.search(r"https?://\S+/signin/(\S+)",
                                                       text).group(1)


def sign_in(client, service, cfg, smtp_server, email):  # noqa: F811
    assert ask(client, email).status_code == 200
    _to, token = mailed_link(service, cfg, smtp_server)
    r = client.post(f"/signin/{token}")
    assert r.status_code == 303 and r.headers["Location"].endswith("/me")
    return token


def test_a_new_address_signs_in_by_its_link_and_gets_an_account(
        client, service, cfg, smtp_server):  # noqa: F811
    answer = ask(client, "Ann@Example.org")
    assert answer.status_code == 200 and "A…@Example.org" in answer.get_data(as_text=True)
    to, token = mailed_link(service, cfg, smtp_server)
    assert to == "Ann@Example.org"
    assert token not in str(service.store.conn.execute(
        "SELECT payload FROM outbox").fetchall()), "the outbox holds no usable link"
    page = client.get(f"/signin/{token}")           # a mail scanner's fetch uses nothing
    assert page.status_code == 200 and 'id="signin-link-form"' in page.get_data(as_text=True)
    r = client.post(f"/signin/{token}")
    assert r.status_code == 303 and "HttpOnly" in r.headers["Set-Cookie"]
    home = client.get("/me").get_data(as_text=True)
    assert 'id="me-name">Ann<' in home and "ann@example.org" in home
    account = accounts.of_email(service.store.conn, "ann@example.org")
    assert account["name"] == "Ann" and account["emails"] == ["ann@example.org"]


def test_the_answer_is_the_same_for_a_known_and_an_unknown_address(
        app, client, service, cfg, smtp_server):  # noqa: F811
    sign_in(client, service, cfg, smtp_server, "ann@example.org")
    known = ask(app.test_client(), "ann@example.org").get_data(as_text=True)
    unknown = ask(app.test_client(), "bob@example.org").get_data(as_text=True)
    assert known.replace("a…@", "X") == unknown.replace("b…@", "X")


def test_a_link_works_once_and_for_a_quarter_of_an_hour(
        client, service, cfg, smtp_server):  # noqa: F811
    token = sign_in(client, service, cfg, smtp_server, "ann@example.org")
    again = client.post(f"/signin/{token}")
    assert again.status_code == 410 and 'id="signin-link-gone"' in again.get_data(
        as_text=True)
    ask(client, "ann@example.org")
    _to, late = mailed_link(service, cfg, smtp_server)
    with freeze_time(datetime.now(timezone.utc) + timedelta(minutes=16)):
        assert client.post(f"/signin/{late}").status_code == 410
    assert client.post("/signin/forged-token").status_code == 410
    with service.store.transaction() as conn:
        assert sessions.use_link(conn, late, datetime.now(timezone.utc)) is not None


def test_another_sites_form_signs_nobody_in(client, service, cfg,
                                            smtp_server):  # noqa: F811
    """A forged form on another site posting a link of its maker's would sign the
    visitor in as him (login CSRF): refused by its Origin, the link left unused."""
    ask(client, "mallory@example.org")
    _to, token = mailed_link(service, cfg, smtp_server)
    for path in (f"/signin/{token}", "/signin", "/signout", "/me/settings/profile"):
        forged = client.post(path, headers={"Origin": "https://evil.example.net"},
                             data={"email": "ann@example.org"})
        assert forged.status_code == 403, path
    assert client.get("/me").status_code != 200, "nobody signed in"
    with service.store.transaction() as conn:
        assert sessions.use_link(conn, token, datetime.now(timezone.utc)) is not None


def test_signing_out_here_and_everywhere(app, service, cfg, smtp_server):  # noqa: F811
    here, there = app.test_client(), app.test_client()
    for c in (here, there):
        sign_in(c, service, cfg, smtp_server, "ann@example.org")
    token = re.search(r'name="csrf_token" value="(\w+)"',
                      here.get("/me").get_data(as_text=True)).group(1)
    assert here.post("/signout", data={}).status_code == 403          # no form token
    assert there.post("/signout", data={"csrf_token": token}).status_code == 403, \
        "a form token is its own session's"
    assert 'id="signed-in"' in there.get("/me", follow_redirects=True).get_data(as_text=True)
    assert here.post("/signout", data={"csrf_token": token,
                                       "everywhere": "1"}).status_code == 303
    for c in (here, there):
        r = c.get("/me")
        assert r.status_code == 303 and r.headers["Location"].endswith("/signin")


def test_a_flood_of_asking_is_refused(app, service, cfg, smtp_server):  # noqa: F811
    client = app.test_client()
    for _ in range(3):
        assert ask(client, "ann@example.org").status_code == 200
    flood = ask(client, "ann@example.org")
    assert flood.status_code == 429 and "this address" in flood.get_data(as_text=True)
    for n in range(7):
        assert ask(client, f"p{n}@example.org").status_code == 200
    assert ask(client, "q@example.org").status_code == 429
    other = app.test_client()
    other.environ_base["REMOTE_ADDR"] = "192.0.2.9"
    assert ask(other, "q@example.org").status_code == 200
    assert send.dispatch_due(service, cfg)["sent"] == 11


@pytest.mark.parametrize("email", ["", "ann", "@example.org", "a b@example.org"])
def test_a_bad_address_is_refused_and_mails_nothing(client, service, email):
    assert ask(client, email).status_code == 400
    assert service.store.conn.execute("SELECT count(*) FROM outbox").fetchone()[0] == 0


def test_without_mail_nobody_is_asked_for_an_address(service):
    client = create_app({"server": {}, "storage": {}}, service).test_client()
    assert 'id="signin-no-mail"' in client.get("/signin").get_data(as_text=True)
    assert ask(client, "ann@example.org").status_code == 422


def test_a_signed_in_player_plays_the_seats_at_his_address_without_their_links(
        client, service, cfg, smtp_server):  # noqa: F811
    game_id, _seats = service.create("toy", [{"name": "Ann", "email": "ann@example.org"},
                                             {"name": "Bob", "email": "bob@example.org"}])
    assert 'id="role"' not in client.get(f"/games/{game_id}").get_data(as_text=True)
    sign_in(client, service, cfg, smtp_server, "ANN@example.org")
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="role">North<' in page and 'id="feeds-box"' not in page
    form_token = page.split('name="form_token" value="')[1].split('"')[0]
    r = client.post(f"/games/{game_id}/commands", data={
        "form_token": form_token, "command": "roll", "expected_version": ""},
        headers={"Origin": "http://localhost"})
    assert r.status_code == 303
    assert service.events_for(game_id)[-1]["actor"] == "North"
    south = client.get(f"/games/{game_id}?seat=South").get_data(as_text=True)
    assert 'id="role"' not in south, "Bob's seat is not Ann's"
