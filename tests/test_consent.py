"""An address is its owner's (issue 26): a game made on the web mails an address only
the question whether its owner wants the game's mail (at most once a day), until he
confirms by its link or by signing in; confirming lets the newest mail of each game go,
declining holds everything until he signs in; the host's games mail as before; and an
address's mail settings change through a link mailed to it alone. A real SMTP server
on loopback, both stores."""
import re
from datetime import datetime, timedelta, timezone

import pytest
from freezegun import freeze_time

from pbem import mail
from pbem.core import seats
from pbem.mail import send
from pbem.players import addresses, sessions
from pbem.telling import outbox, prefs
from pbem.web import create_app
from tests.test_mail_out import cfg, plain, play_turn, to  # noqa: F401 - cfg: a fixture

pytestmark = pytest.mark.both_stores

STRANGER = "bob@example.org"
SITE = "https://pbem.example.org"


@pytest.fixture
def app(service, cfg):  # noqa: F811
    """The pages of a host that sends mail, with every listener open_service adds."""
    cfg["mail"]["enabled"] = True
    mail.setup(service, cfg)
    return create_app(cfg, service)


def lobby_game(client, **fields):
    """A toy game made in the lobby: Ann, and Bob at a stranger's address."""
    r = client.post("/games", data={"kind": "toy", "name0": "Ann", "name1": "Bob",
                                    "email1": STRANGER, **fields})
    assert r.status_code == 303, r.get_data(as_text=True)
    return r.headers["Location"].split("/games/")[1].split("/")[0]


def api_game(client):
    """A game of In Flanders Field made through the API: Ann, and Bob at a stranger's
    address (a game long enough to hand Bob the move again and again)."""
    r = client.post("/api/games", json={"kind": "flanders", "players": [
        {"name": "Ann"}, {"name": "Bob", "email": STRANGER}]})
    assert r.status_code == 201, r.get_data(as_text=True)
    return r.json["id"]


def mails(smtp_server, since=0):
    return [(to(m), m["X-Pbem-Kind"], m["X-Pbem-Game"]) for m in
            smtp_server.messages[since:]]


def link_in(msg, what):
    """The address of WHAT ("confirm", "decline", "settings") in a mail's text."""
    return re.search(rf"{SITE}(/address/\S+/{what})\b", plain(msg)).group(1)


def sign_in(client, service, email):
    """CLIENT signs in with EMAIL by a sign-in link, as its mail carries one."""
    with service.store.transaction() as conn:
        token = sessions.mint_link(conn, email, datetime.now(timezone.utc))
    assert client.post(f"/signin/{token}").status_code == 303


#: every status of an outbox row
EVERY = ("pending", "sending", "sent", "held", "failed", "bounced", "withdrawn",
         "superseded")


def statuses(service, recipient):
    return sorted((r["kind"], r["status"]) for r in outbox.listing(service.store.conn,
                                                                    EVERY)
                  if r["recipient"] == recipient)


def test_a_game_made_in_the_lobby_mails_a_stranger_only_the_question(
        app, service, cfg, smtp_server):  # noqa: F811
    client = app.test_client()
    game_id = lobby_game(client)
    send.dispatch_due(service, cfg)
    assert mails(smtp_server) == [(STRANGER, "confirm", None)]
    assert statuses(service, STRANGER) == [("confirm", "sent"), ("started", "held")]
    text = " ".join(plain(smtp_server.messages[0]).split())
    assert f"Someone at {SITE}, not signed in, made the game Toy race ({game_id}) and " \
           "gave this address for its player Bob (South), with Ann." in text
    assert "Nothing more comes to this address unless you say so" in text
    assert "has not confirmed" in outbox.held(service.store.conn, STRANGER)[0][
        "last_error"]
    for _ in range(3):                              # the same day: no more questions
        lobby_game(client)
    send.dispatch_due(service, cfg)
    assert len(smtp_server.messages) == 1
    assert addresses.state(service.store.conn, STRANGER) == "asked"

    sign_in(client, service, "ann@example.org")     # the next day, signed in
    with freeze_time(datetime.now(timezone.utc) + timedelta(hours=25)):
        later = lobby_game(client, email0="Ann@example.org")
        send.dispatch_due(service, cfg)
    assert sorted(mails(smtp_server, 1)) == [("Ann@example.org", "started", later),
                                            (STRANGER, "confirm", None)]
    [again] = [m for m in smtp_server.messages[1:] if to(m) == STRANGER]
    assert f"ann, signed in at {SITE}, made the game" in " ".join(plain(again).split())


def asked(app, service, cfg, smtp_server):  # noqa: F811
    """(a client, the game it made through the API, the question mailed to Bob)."""
    client = app.test_client()
    game_id = api_game(client)
    send.dispatch_due(service, cfg)
    [question] = smtp_server.messages
    return client, game_id, question


def test_confirming_lets_the_newest_mail_of_each_game_go(
        app, service, cfg, smtp_server):  # noqa: F811
    client, game_id, question = asked(app, service, cfg, smtp_server)
    for _ in range(3):                              # Ann, Bob, Ann: Bob's turn twice
        play_turn(service, game_id)
    send.dispatch_due(service, cfg)
    assert statuses(service, STRANGER) == [("confirm", "sent"), ("started", "held"),
                                           ("turn", "held"), ("turn", "held")]
    page = client.get(link_in(question, "confirm"))     # a mail scanner's fetch
    assert page.status_code == 200 and 'id="address-answer-form"' in page.get_data(
        as_text=True)
    assert addresses.state(service.store.conn, STRANGER) == "asked"

    done = client.post(link_in(question, "confirm")).get_data(as_text=True)
    assert 'id="address-confirmed"' in done
    send.dispatch_due(service, cfg)
    assert sorted(mails(smtp_server, 1)) == [(STRANGER, "started", game_id),
                                            (STRANGER, "turn", game_id)]
    turns = sorted((r["version"], r["status"]) for r in outbox.listing(
        service.store.conn, EVERY) if r["kind"] == "turn" and r["recipient"] == STRANGER)
    assert [status for _, status in turns] == ["superseded", "sent"], turns
    for _ in range(2):                              # from now on, as any player's
        play_turn(service, game_id)
    send.dispatch_due(service, cfg)
    assert mails(smtp_server, 3) == [(STRANGER, "turn", game_id)]


def test_declining_holds_everything_until_the_owner_signs_in(
        app, service, cfg, smtp_server):  # noqa: F811
    client, first, question = asked(app, service, cfg, smtp_server)
    done = client.post(link_in(question, "decline")).get_data(as_text=True)
    assert 'id="address-declined"' in done
    assert client.post(link_in(question, "confirm")).status_code == 410, \
        "the question is answered once"
    play_turn(service, first)
    with freeze_time(datetime.now(timezone.utc) + timedelta(days=2)):
        second = api_game(client)                 # no question, however late
        send.dispatch_due(service, cfg)
    assert len(smtp_server.messages) == 1
    assert statuses(service, STRANGER) == [("confirm", "sent"), ("started", "held"),
                                           ("started", "held"), ("turn", "held")]
    assert "declined" in outbox.held(service.store.conn, STRANGER)[-1]["last_error"]

    sign_in(app.test_client(), service, STRANGER)   # its owner, back
    send.dispatch_due(service, cfg)
    assert sorted(mails(smtp_server, 1)) == sorted([
        (STRANGER, "started", first), (STRANGER, "turn", first),
        (STRANGER, "started", second)])


def test_a_game_the_host_makes_mails_as_before(
        app, service, cfg, smtp_server):  # noqa: F811
    game_id = service.create("toy", [{"name": "Ann", "email": "ann@example.org"},
                                     {"name": "Bob", "email": STRANGER}])[0]
    send.dispatch_due(service, cfg)
    assert sorted(mails(smtp_server)) == [("ann@example.org", "started", game_id),
                                          (STRANGER, "started", game_id)]
    assert addresses.state(service.store.conn, STRANGER) == "confirmed"
    web = lobby_game(app.test_client())             # vouched for: no question
    send.dispatch_due(service, cfg)
    assert mails(smtp_server, 2) == [(STRANGER, "started", web)]


def test_the_links_of_the_question_work_once_and_for_a_week(
        app, service, cfg, smtp_server):  # noqa: F811
    client = app.test_client()
    lobby_game(client)
    send.dispatch_due(service, cfg)
    [question] = smtp_server.messages
    confirm = link_in(question, "confirm")
    with freeze_time(datetime.now(timezone.utc) + timedelta(days=8)):
        late = client.post(confirm)
    assert late.status_code == 410 and 'id="address-link-gone"' in late.get_data(
        as_text=True)
    forged = confirm.replace("/address/", "/address/x")
    assert client.post(forged).status_code == 410
    assert client.post(confirm.replace("/confirm", "/settings")).status_code == 410, \
        "a token is good for its own purpose only"
    assert addresses.state(service.store.conn, STRANGER) == "asked"
    assert client.post(confirm).status_code == 200
    assert client.post(confirm).status_code == 410
    assert addresses.state(service.store.conn, STRANGER) == "confirmed"


def seat_of(client, service, game_id, role):
    """CLIENT takes ROLE's seat by a link; returns the seat page's form token."""
    with service.store.transaction() as conn:
        token = seats.mint(conn, game_id, role, outbox.now_iso())
    assert client.get(f"/games/{game_id}?token={token}").status_code == 303
    page = client.get(f"/games/{game_id}").get_data(as_text=True)
    return page, page.split('name="form_token" value="')[1].split('"')[0]


def test_a_seat_holder_has_the_addresss_settings_link_mailed_to_it(
        app, service, cfg, smtp_server):  # noqa: F811
    game_id = service.create("toy", [{"name": "Ann", "email": "ann@example.org"},
                                     {"name": "Bob", "email": STRANGER}])[0]
    client = app.test_client()
    page, form_token = seat_of(client, service, game_id, "North")
    assert 'id="mail-email">a…@example.org<' in page
    send.dispatch_due(service, cfg)
    before = len(smtp_server.messages)
    for _ in range(3):
        asked = client.post(f"/games/{game_id}/settings-link",
                            data={"form_token": form_token})
        assert asked.status_code == 303
    flood = client.post(f"/games/{game_id}/settings-link", data={"form_token": form_token})
    assert flood.status_code == 429
    assert client.post(f"/games/{game_id}/settings-link",
                       data={"form_token": "forged"}).status_code == 403
    send.dispatch_due(service, cfg)
    assert mails(smtp_server, before) == [("ann@example.org", "settings_link", None)] * 3

    link = link_in(smtp_server.messages[-1], "settings")
    form = client.get(link).get_data(as_text=True)
    assert 'id="address-settings-form"' in form and 'name="on.reminder" checked' in form
    bad = client.post(link, data={"digest_hour": "25"})
    assert bad.status_code == 400 and not prefs.is_off(service.store.conn,
                                                        "ann@example.org", "turn")
    on = {f"on.{kind}": "on" for kind in prefs.KINDS if kind != "reminder"}
    saved = client.post(link, data={"digest_hour": "off", **on})
    assert 'id="address-settings-saved"' in saved.get_data(as_text=True)
    assert prefs.is_off(service.store.conn, "ann@example.org", "reminder")
    again = client.post(link, data={"digest_hour": "off"})
    assert again.status_code == 410, "the link is used"
    assert not prefs.is_off(service.store.conn, "ann@example.org", "turn")


def test_no_settings_link_goes_to_an_address_that_gets_no_game_mail(
        app, service, cfg, smtp_server):  # noqa: F811
    client = app.test_client()
    game_id = lobby_game(client)
    page, form_token = seat_of(client, service, game_id, "South")
    assert 'id="mail-waiting"' in page and 'id="settings-link-form"' not in page
    refused = client.post(f"/games/{game_id}/settings-link",
                          data={"form_token": form_token})
    assert refused.status_code == 422 and "has not confirmed" in refused.get_data(
        as_text=True)
    assert statuses(service, STRANGER) == [("confirm", "pending"), ("started", "pending")]
