"""Players getting back in: the first mail carries the seat's own link, and the public
page mails a seat its link on request ("send me my seat link"), to that seat's address
only and not more than once in a while. Tokens are never kept in plain: each mailed
link is a token of its own, minted when its mail is written, and `pbem rotate` ends
every link of the seat. Mail goes to a real SMTP server on loopback."""
import re
from datetime import datetime, timedelta, timezone

import pytest
from freezegun import freeze_time

from pbem.core.errors import Unauthorized
from pbem.mail import send
from pbem.telling import outbox
from pbem.web import create_app

# the mail tests' config (their loopback SMTP server, base_url BASE) and mailing service
from tests.test_mail_out import cfg, mailing  # noqa: F401  pytest fixtures

pytestmark = pytest.mark.both_stores

BASE = "https://pbem.example.org"


def new_game(service, emails=("red@example.org", "blue@example.org")):
    players = [{"name": f"P{i}", **({"email": e} if e else {})}
               for i, e in enumerate(emails)]
    return service.create("flanders", players)


def plain(msg):
    return msg.get_body(("plain",)).get_content().replace("\r\n", "\n")


def link_in(msg, game_id):
    found = re.findall(re.escape(f"{BASE}/games/{game_id}?token=") + r"([A-Za-z0-9_-]+)",
                       plain(msg))
    assert found, plain(msg)
    return found[0]


def database_text(service):
    """Every row of every table, as text."""
    conn = service.store.conn
    return "\n".join(repr(row) for table in conn.dialect.tables(conn)
                     for row in conn.execute(f"SELECT * FROM {table}"))


def test_the_started_mail_carries_the_seats_own_link_kept_nowhere_in_plain(
        mailing, cfg, smtp_server):
    game_id, seats = new_game(mailing)
    send.dispatch_due(mailing, cfg)
    by_to = {m["To"].addresses[0].addr_spec: m for m in smtp_server.messages}
    red = link_in(by_to["red@example.org"], game_id)
    blue = link_in(by_to["blue@example.org"], game_id)
    assert mailing.authenticate(game_id, red) == "Red"
    assert mailing.authenticate(game_id, blue) == "Blue"
    assert red not in plain(by_to["blue@example.org"])
    # the printed tokens still work beside the mailed ones
    assert [mailing.authenticate(game_id, s["token"]) for s in seats] == ["Red", "Blue"]
    dump = database_text(mailing)
    assert red not in dump and blue not in dump


def test_without_base_url_the_started_mail_has_no_seat_link(mailing, cfg, smtp_server):
    cfg["server"]["base_url"] = ""
    game_id, _ = new_game(mailing)
    send.dispatch_due(mailing, cfg)
    assert smtp_server.messages
    assert not any("?token=" in plain(m) for m in smtp_server.messages)


def test_rotate_ends_every_link_of_that_seat_and_no_other(mailing, cfg, smtp_server):
    game_id, seats = new_game(mailing)
    send.dispatch_due(mailing, cfg)
    by_to = {m["To"].addresses[0].addr_spec: m for m in smtp_server.messages}
    mailed_red = link_in(by_to["red@example.org"], game_id)
    mailed_blue = link_in(by_to["blue@example.org"], game_id)
    new = mailing.rotate_token(game_id, "Red")
    for old in (mailed_red, seats[0]["token"]):
        with pytest.raises(Unauthorized):
            mailing.authenticate(game_id, old)
    assert mailing.authenticate(game_id, new) == "Red"
    assert mailing.authenticate(game_id, mailed_blue) == "Blue"


# -- "send me my seat link" on the public page ------------------------------------------
@pytest.fixture
def client(mailing, cfg):
    app = create_app({**cfg, "mail": {**cfg["mail"], "enabled": True}}, mailing)
    app.config["TESTING"] = True
    return app.test_client()


def ask(client, game_id, role):
    """POST the public page's form and follow its redirect back to the page."""
    return client.post(f"/games/{game_id}/seat-link", data={"role": role},
                       headers={"Origin": "http://localhost"}, follow_redirects=True)


def seat_link_rows(service):
    return [r for r in outbox.listing(service.store.conn, ("pending", "sent"))
            if r["kind"] == "seat_link"]


def test_the_public_page_offers_send_me_my_seat_link(client, mailing):
    game_id, _ = new_game(mailing)
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="seat-link-form"' in page and f'action="/games/{game_id}/seat-link"' in page


def test_send_me_my_seat_link_mails_that_seat_only_and_its_link_opens_it(
        client, mailing, cfg, smtp_server):
    game_id, _ = new_game(mailing)
    send.dispatch_due(mailing, cfg)
    smtp_server.messages.clear()
    resp = ask(client, game_id, "Blue")
    assert resp.status_code == 200, resp.get_data(as_text=True)
    page = resp.get_data(as_text=True)
    assert "b…@example.org" in page and "blue@example.org" not in page
    assert send.dispatch_due(mailing, cfg)["sent"] == 1
    msg, = smtp_server.messages
    assert msg["To"].addresses[0].addr_spec == "blue@example.org"
    assert msg["X-Pbem-Kind"] == "seat_link"
    token = link_in(msg, game_id)
    assert mailing.authenticate(game_id, token) == "Blue"
    opened = client.get(f"/games/{game_id}?token={token}")
    assert opened.status_code == 303
    assert 'id="role">Blue<' in client.get(f"/games/{game_id}").get_data(as_text=True)


def test_send_me_my_seat_link_is_limited_to_one_a_while_per_seat(client, mailing):
    game_id, _ = new_game(mailing)
    start = datetime.now(timezone.utc)
    with freeze_time(start):
        assert ask(client, game_id, "Red").status_code == 200
        again = ask(client, game_id, "Red")
        assert again.status_code == 429
        assert "already mailed" in again.get_data(as_text=True)
        assert ask(client, game_id, "Blue").status_code == 200     # another seat
    assert len(seat_link_rows(mailing)) == 2
    with freeze_time(start + timedelta(minutes=16)):
        assert ask(client, game_id, "Red").status_code == 200
    assert len(seat_link_rows(mailing)) == 3


@pytest.mark.parametrize("role, status, words", [
    ("Blue", 422, "has no email address"),
    ("Green", 404, "no seat Green"),
    ("", 400, "choose your seat"),
])
def test_send_me_my_seat_link_refuses_clearly_and_queues_nothing(
        client, mailing, role, status, words):
    game_id, _ = new_game(mailing, emails=("red@example.org", None))
    resp = ask(client, game_id, role)
    assert resp.status_code == status
    assert words in resp.get_data(as_text=True)
    assert seat_link_rows(mailing) == []


def test_send_me_my_seat_link_needs_the_servers_base_url(client, mailing, cfg):
    cfg["server"]["base_url"] = ""
    game_id, _ = new_game(mailing)
    resp = ask(client, game_id, "Red")
    assert resp.status_code == 422
    assert "does not know its own address" in resp.get_data(as_text=True)
    assert "base_url" not in resp.get_data(as_text=True)
    assert seat_link_rows(mailing) == []


def test_without_mail_the_pages_say_so_and_mail_no_link(mailing, cfg):
    """[mail] enabled = false: the public page offers no "send me my link", a seat's
    page no mail settings, and both say this server sends no mail."""
    client = create_app(cfg, mailing).test_client()          # the tests' cfg: mail off
    game_id, seats = new_game(mailing)
    public = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="seat-link-form"' not in public and "sends no mail" in public
    resp = ask(client, game_id, "Red")
    assert resp.status_code == 422 and "sends no mail" in resp.get_data(as_text=True)
    assert seat_link_rows(mailing) == []
    client.get(f"/games/{game_id}?token={seats[0]['token']}")
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="role">Red<' in page and "sends no mail" in page
    assert "Mail for this seat goes to" not in page and 'name="digest_hour"' not in page
