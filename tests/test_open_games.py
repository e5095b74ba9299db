"""Open games through the pages and the JSON API (Flask's client, both stores): opening
one, the public list and its filters, joining until the game starts with every seat
claimed, invitations by mail, link games, cancelling, expiry, rematches, and every
refusal changing nothing."""
import io
import json
import re
from datetime import datetime, timedelta, timezone

import pytest
from freezegun import freeze_time

from pbem.core import seats
from pbem.mail import send
from pbem.players import accounts, open_games, sessions
from pbem.web import create_app, open_games as web_open_games
from tests.test_mail_out import cfg  # noqa: F401 - fixture: the loopback SMTP server
from tests.test_memoir44_options import broken, m44

pytestmark = pytest.mark.both_stores
ORIGIN = {"Origin": "http://localhost"}


@pytest.fixture
def app(service):
    return create_app({"server": {}, "storage": {}, "mail": {"enabled": True}}, service)


class Player:
    """A signed-in player's browser: his account, a client holding his session, and
    the form token of his session."""

    def __init__(self, app, service, name):
        now = datetime.now(timezone.utc)
        with service.store.transaction() as conn:
            made = accounts.sign_up_or_in(conn, f"{name.lower()}@example.org", "signin",
                                          name)
            self.account = accounts.get(conn, made["id"])
            session_id = sessions.open_session(conn, self.account["id"], now)
        self.client = app.test_client()
        self.client.set_cookie("pbem_session", session_id)
        self.csrf = re.search(r'name="csrf_token" value="(\w+)"',
                              self.get("/open").get_data(as_text=True)).group(1)

    def get(self, path):
        return self.client.get(path)

    def post(self, path, csrf=True, **data):
        return self.client.post(path, data={**data, **(
            {"csrf_token": self.csrf} if csrf else {})}, headers=ORIGIN)

    def open(self, kind="toy", seats_=2, **form):
        r = self.post("/open", kind=kind, seats=str(seats_), **form)
        assert r.status_code == 303, r.get_data(as_text=True)
        return r.headers["Location"].split("/open/")[1].split("?")[0]


@pytest.fixture
def ann(app, service):
    return Player(app, service, "Ann")


@pytest.fixture
def bob(app, service):
    return Player(app, service, "Bob")


@pytest.fixture
def cy(app, service):
    return Player(app, service, "Cy")


def snapshot(service):
    """Every row of the open games' tables, the seats and the games: what a refusal
    must leave as it was."""
    conn = service.store.conn
    return [sorted(tuple(r) for r in conn.execute(f"SELECT * FROM {table}"))
            for table in ("open_games", "open_seats", "invitations", "seats", "games")]


def refused(service, status, call, words=None):
    before = snapshot(service)
    r = call()
    assert r.status_code == status, (r.status_code, r.get_data(as_text=True)[:2000])
    if words:
        assert words in r.get_data(as_text=True)
    assert snapshot(service) == before, "a refusal changed nothing"
    return r


def get(service, open_id):
    return open_games.get(service.store.conn, open_id, datetime.now(timezone.utc))


# -- opening, listing, joining ------------------------------------------------------------
def test_a_game_opened_by_one_player_starts_when_another_joins(service, ann, bob):
    open_id = ann.open(seat="1")
    page = ann.get(f"/open/{open_id}").get_data(as_text=True)
    assert 'data-role="North"' in page and "<strong>Ann</strong>" in page
    listed = bob.get("/open").get_data(as_text=True)
    assert f'data-id="{open_id}"' in listed
    r = bob.post(f"/open/{open_id}/join")
    game_id = get(service, open_id)["game"]
    assert r.status_code == 303 and r.headers["Location"].endswith(
        f"/games/{game_id}?seat=South")
    game = service.load(game_id)
    assert [(s["role"], s["name"]) for s in game.meta["seats"]] == [
        ("North", "Ann"), ("South", "Bob")]
    rows = seats.listing(service.store.conn, game_id)
    assert [r["email"] for r in rows] == ["ann@example.org", "bob@example.org"]
    assert seats.owned(service.store.conn, game_id, bob.account["id"], []) == ["South"]
    assert [g["game"] for g in seats.of_account(service.store.conn, ann.account["id"],
                                                [])] == [game_id]
    assert 'id="role">South<' in bob.get(f"/games/{game_id}?seat=South").get_data(
        as_text=True)
    assert f'data-id="{open_id}"' not in bob.get("/open").get_data(as_text=True)
    assert 'id="open-started"' in ann.get(f"/open/{open_id}").get_data(as_text=True)


def test_the_list_filters_by_kind_and_free_seats_newest_first(service, ann, bob, cy):
    now = datetime.now(timezone.utc)
    toy3 = ann.open(seats_=3, seat="1")
    with freeze_time(now + timedelta(seconds=5)):
        toy2 = bob.open(seat="2")
    with freeze_time(now + timedelta(seconds=10)):
        rhine = cy.open(kind="rhine", seat="1")

    def listed(query=""):
        page = ann.get(f"/open{query}").get_data(as_text=True)
        return re.findall(r'<tr data-id="(\w+)"', page)
    assert listed() == [rhine, toy2, toy3]
    assert listed("?kind=toy") == [toy2, toy3]
    assert listed("?kind=rhine") == [rhine]
    assert listed("?free=2") == [toy3]
    assert ann.get("/open?kind=chess").status_code == 400
    assert ann.get("/open?free=9").status_code == 400


def test_a_link_game_is_listed_for_its_creator_and_joined_with_its_link(service, ann,
                                                                        bob, cy):
    r = ann.post("/open", kind="toy", seats="3", access="link")
    open_id = r.headers["Location"].split("/open/")[1].split("?")[0]
    link = re.search(r"link=([\w-]+)", r.headers["Location"]).group(1)
    other = ann.post("/open", kind="toy", seats="2", access="link").headers["Location"]
    other_link = re.search(r"link=([\w-]+)", other).group(1)
    assert 'id="open-share"' in ann.get(f"/open/{open_id}?link={link}").get_data(
        as_text=True)
    assert f'data-id="{open_id}"' in ann.get("/open").get_data(as_text=True)
    assert f'data-id="{open_id}"' not in bob.get("/open").get_data(as_text=True)
    refused(service, 404, lambda: bob.get(f"/open/{open_id}"))
    refused(service, 403, lambda: bob.post(f"/open/{open_id}/join"), "its link")
    refused(service, 403, lambda: bob.post(f"/open/{open_id}/join", link=other_link))
    assert "Take this seat" in bob.get(f"/open/{open_id}?link={link}").get_data(
        as_text=True)
    assert bob.post(f"/open/{open_id}/join", link=link).status_code == 303
    assert f'data-id="{open_id}"' in bob.get("/open").get_data(as_text=True), \
        "a player sees the open games he sits in"
    assert cy.post(f"/open/{open_id}/join", link=link).status_code == 303
    assert get(service, open_id)["status"] == "started"


def test_joining_twice_a_full_started_or_unknown_game_is_refused(service, ann, bob, cy):
    open_id = ann.open(seats_=3)
    refused(service, 409, lambda: ann.post(f"/open/{open_id}/join"), "one seat")
    assert bob.post(f"/open/{open_id}/join").status_code == 303
    refused(service, 409, lambda: bob.post(f"/open/{open_id}/join"), "one seat")
    taken = next(s["seat"] for s in get(service, open_id)["seats"]
                 if s["account"] == bob.account["id"])
    refused(service, 409, lambda: cy.post(f"/open/{open_id}/join", seat=str(taken + 1)),
            "is taken")
    refused(service, 400, lambda: cy.post(f"/open/{open_id}/join", seat="9"))
    assert cy.post(f"/open/{open_id}/join").status_code == 303
    dan = Player(bob.client.application, service, "Dan")
    refused(service, 409, lambda: dan.post(f"/open/{open_id}/join"), "has started")
    refused(service, 404, lambda: dan.post("/open/nosuchgame/join"))


def test_the_creator_cancels_and_nobody_joins_after(service, ann, bob):
    open_id = ann.open()
    refused(service, 403, lambda: bob.post(f"/open/{open_id}/cancel"), "opened this game")
    assert ann.post(f"/open/{open_id}/cancel").status_code == 303
    assert get(service, open_id)["closed_why"] == "cancelled by Ann"
    refused(service, 409, lambda: bob.post(f"/open/{open_id}/join"), "was cancelled")
    refused(service, 409, lambda: ann.post(f"/open/{open_id}/cancel"))
    assert f'data-id="{open_id}"' not in bob.get("/open").get_data(as_text=True)


def test_an_open_game_nobody_fills_expires_at_its_time(service, ann, bob):
    soon = ann.open(expires="1h")
    later = ann.open()
    game = get(service, later)
    waits = datetime.fromisoformat(game["expires_at"]) - datetime.fromisoformat(
        game["created_at"])
    assert waits == timedelta(seconds=open_games.EXPIRY[1])
    for bad in ("30m", "15d", "soon"):
        refused(service, 400, lambda: ann.post("/open", kind="toy", seats="2",
                                               expires=bad))
    with freeze_time(datetime.now(timezone.utc) + timedelta(hours=2)):
        page = bob.get("/open").get_data(as_text=True)
        assert f'data-id="{soon}"' not in page and f'data-id="{later}"' in page
        assert 'data-status="expired"' in bob.get(f"/open/{soon}").get_data(as_text=True)
        refused(service, 409, lambda: bob.post(f"/open/{soon}/join"), "has expired")
        assert bob.post(f"/open/{later}/join").status_code == 303


@pytest.mark.parametrize("form, words", [
    ({"kind": "chess"}, "choose a game kind"), ({"seats": "1"}, "seats"),
    ({"seats": "4"}, "Toy race is played by 2 to 3 players"),
    ({"seat": "3"}, "your seat: a number from 1 to 2"), ({"access": "friends"}, "who may join"),
    ({"invite": "not-an-address"}, "not an email address"),
    ({"invite": "ann@example.org"}, "not your own"),
    ({"invite": "b@x.org c@x.org"}, "2 invitations for 1 free seats"),
    ({"deadline.per_move": "soon"}, "not a duration")])
def test_a_bad_open_form_is_refused_with_nothing_opened(service, ann, form, words):
    data = {"kind": "toy", "seats": "2", **form}
    r = refused(service, 400, lambda: ann.post("/open", **data), words)
    assert 'id="open-form"' in r.get_data(as_text=True), "the form comes back"


def test_a_memoir_game_opens_with_a_scenario_or_an_m44_file_as_the_lobby_takes_them(
        service, ann, bob):
    scenario = ann.open(kind="memoir44", seat="1",
                        **{"opt.memoir44.scenario": "pegasus-bridge"})
    assert get(service, scenario)["options"]["scenario"] == "pegasus-bridge"

    def upload(data, **form):
        return ann.client.post("/open", data={
            "csrf_token": ann.csrf, "kind": "memoir44", "seats": "2", "seat": "1",
            "opt.memoir44.m44": (io.BytesIO(json.dumps(data).encode()), "a.m44"), **form},
            headers=ORIGIN, content_type="multipart/form-data")
    refused(service, 400, lambda: upload(m44(), **{
        "opt.memoir44.scenario": "arnhem-bridge"}), "not both")
    bad, _hex = broken()
    refused(service, 400, lambda: upload(bad), "lava")
    r = upload(m44())
    assert r.status_code == 303
    made = r.headers["Location"].split("/open/")[1]
    assert "(a file)" in bob.get(f"/open/{made}").get_data(as_text=True)
    bob.post(f"/open/{made}/join")
    game = service.load(get(service, made)["game"])
    assert game.meta["options"]["m44"] == m44()


def test_every_new_form_needs_the_sessions_token(service, app, ann, bob):
    open_id = ann.open()
    ann_game = ann.open()
    for path in ("/open", f"/open/{open_id}/join", f"/open/{ann_game}/cancel",
                 "/games/anything/rematch"):
        refused(service, 403, lambda: bob.post(path, csrf=False, kind="toy", seats="2"))
        refused(service, 403, lambda: bob.post(path, csrf=False, csrf_token=ann.csrf,
                                               kind="toy", seats="2"))
        refused(service, 403, lambda: app.test_client().post(path, headers=ORIGIN))
    refused(service, 403, lambda: bob.client.post(
        f"/open/{open_id}/join", data={"csrf_token": bob.csrf},
        headers={"Origin": "https://evil.example"}))


# -- invitations ----------------------------------------------------------------------------
@pytest.fixture
def mail_app(service, cfg):  # noqa: F811
    cfg["mail"]["enabled"] = True
    return create_app(cfg, service)


def invitation_link(service, cfg, smtp_server, to):  # noqa: F811
    send.dispatch_due(service, cfg)
    msg = next(m for m in reversed(smtp_server.messages)
               if m["X-Pbem-Kind"] == "invitation" and m["To"].addresses[0].addr_spec == to)
    text = msg.get_body(("plain",)).get_content()
    return re.search(r"https?://\S+(/open/\w+\?invitation=[\w-]+)", text).group(1)


def test_an_invited_seat_is_taken_with_its_mailed_link_only(service, mail_app, cfg,
                                                            smtp_server):  # noqa: F811
    ann, bob = Player(mail_app, service, "Ann"), Player(mail_app, service, "Bob")
    open_id = ann.open(seat="1", invite="Cy@Example.org")
    other = ann.open(seat="1", invite="dan@example.org")
    link = invitation_link(service, cfg, smtp_server, "cy@example.org")
    other_link = invitation_link(service, cfg, smtp_server, "dan@example.org")
    assert "invited (<code>cy@example.org</code>)" in ann.get(f"/open/{open_id}").get_data(
        as_text=True)
    assert service.store.conn.execute(
        "SELECT count(*) FROM outbox WHERE payload LIKE '%invitation=%'").fetchone()[0] == 0
    assert f'data-id="{open_id}"' not in bob.get("/open").get_data(as_text=True), \
        "no free seat: not listed"
    refused(service, 403, lambda: bob.post(f"/open/{open_id}/join", seat="2"), "invited")
    refused(service, 409, lambda: bob.post(f"/open/{open_id}/join"), "no free seat")
    token = link.split("invitation=")[1]
    wrong = other_link.split("invitation=")[1]
    refused(service, 403, lambda: bob.post(f"/open/{open_id}/join", invitation=wrong))
    stranger = mail_app.test_client()
    refused(service, 403, lambda: stranger.post(f"/open/{open_id}/join",
                                                data={"invitation": wrong}, headers=ORIGIN))
    page = stranger.get(link).get_data(as_text=True)
    assert "Take this seat as c…@example.org" in page
    r = stranger.post(f"/open/{open_id}/join", data={"invitation": token, "seat": "2"},
                      headers=ORIGIN)
    game_id = get(service, open_id)["game"]
    assert r.status_code == 303 and f"/games/{game_id}" in r.headers["Location"]
    assert "pbem_session" in r.headers["Set-Cookie"], "the invitation signed him in"
    cy = accounts.of_email(service.store.conn, "cy@example.org")
    assert cy is not None and 'id="signed-in">cy<' in stranger.get("/open").get_data(
        as_text=True)
    assert [s["name"] for s in service.load(game_id).meta["seats"]] == ["Ann", "cy"]
    refused(service, 403, lambda: mail_app.test_client().post(
        f"/open/{open_id}/join", data={"invitation": token}, headers=ORIGIN))


def test_invitations_are_limited_for_the_invited_address(service, mail_app):
    ann = Player(mail_app, service, "Ann")
    for _ in range(web_open_games.INVITED_PER_DAY):
        ann.open(invite="cy@example.org")
    refused(service, 429, lambda: ann.post("/open", kind="toy", seats="2",
                                           invite="cy@example.org"), "c…@example.org")
    assert service.store.conn.execute(
        "SELECT count(*) FROM outbox WHERE kind='invitation'").fetchone()[0] == 3


def test_a_server_without_mail_invites_nobody(service, ann):
    app = create_app({"server": {}, "storage": {}}, service)
    ann = Player(app, service, "Ann")
    assert 'name="invite"' not in ann.get("/open").get_data(as_text=True)
    refused(service, 422, lambda: ann.post("/open", kind="toy", seats="2",
                                           invite="cy@example.org"), "sends no mail")


# -- rematches -----------------------------------------------------------------------------
def finished(service, *players, settings=None):
    """A toy game of PLAYERS (their seats at their addresses), played to its end."""
    game_id, _ = service.create("toy", [{"name": p.account["name"],
                                         "email": p.account["emails"][0]}
                                        for p in players], settings=settings)
    while not service.load(game_id).finished:
        game = service.load(game_id)
        service.submit(game_id, service.active(game)[0], "roll")
    return game_id


def test_a_rematch_offered_and_accepted_starts_with_the_sides_swapped(service, ann,
                                                                       bob, cy):
    game_id = finished(service, ann, bob)
    assert 'id="rematch-offer"' in ann.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="rematch"' not in cy.get(f"/games/{game_id}").get_data(as_text=True)
    refused(service, 403, lambda: cy.post(f"/games/{game_id}/rematch"), "players")
    assert ann.post(f"/games/{game_id}/rematch").status_code == 303
    offer = open_games.rematch_of(service.store.conn, game_id, datetime.now(timezone.utc))
    refused(service, 409, lambda: bob.post(f"/games/{game_id}/rematch"), "offered already")
    page = bob.get(f"/games/{game_id}").get_data(as_text=True)
    assert 'id="rematch-offered"' in page and 'id="rematch-accept"' in page
    assert "Rematch offered" in bob.get("/me").get_data(as_text=True)
    refused(service, 403, lambda: cy.post(f"/open/{offer['id']}/join"))
    r = bob.post(f"/open/{offer['id']}/join")
    rematch = get(service, offer["id"])["game"]
    assert r.status_code == 303 and rematch in r.headers["Location"]
    before = {s["name"]: s["role"] for s in service.load(game_id).meta["seats"]}
    after = {s["name"]: s["role"] for s in service.load(rematch).meta["seats"]}
    assert after == {"Ann": before["Bob"], "Bob": before["Ann"]}
    assert 'id="rematch-started"' in ann.get(f"/games/{game_id}").get_data(as_text=True)


def test_a_declined_rematch_is_cancelled_and_may_be_offered_again(service, ann, bob):
    game_id = finished(service, ann, bob, settings={"deadlines": {"per_move": 7200}})
    running, _ = service.create("toy", [{"name": "Ann", "email": "ann@example.org"},
                                        {"name": "Bob", "email": "bob@example.org"}])
    refused(service, 409, lambda: ann.post(f"/games/{running}/rematch"), "ended")
    ann.post(f"/games/{game_id}/rematch")
    offer = open_games.rematch_of(service.store.conn, game_id, datetime.now(timezone.utc))
    assert offer["settings"]["deadlines"]["per_move"] == 7200, "its deadlines are kept"
    assert "2h a move" in bob.get(f"/open/{offer['id']}").get_data(as_text=True)
    assert bob.post(f"/open/{offer['id']}/cancel").status_code == 303
    assert get(service, offer["id"])["closed_why"] == "declined by Bob"
    refused(service, 409, lambda: bob.post(f"/open/{offer['id']}/join"), "was cancelled")
    assert bob.post(f"/games/{game_id}/rematch").status_code == 303


def test_no_rematch_for_a_player_without_an_account(service, ann):
    game_id, _ = service.create("toy", [{"name": "Ann", "email": "ann@example.org"},
                                        {"name": "Zed", "email": "zed@example.org"}])
    while not service.load(game_id).finished:
        service.submit(game_id, service.active(service.load(game_id))[0], "roll")
    refused(service, 400, lambda: ann.post(f"/games/{game_id}/rematch"), "Zed played")


# -- the API ------------------------------------------------------------------------------
def bearer(service, player):
    with service.store.transaction() as conn:
        return {"Authorization": f"Bearer {accounts.new_api_token(conn, player.account['id'])}"}


def test_the_api_opens_and_joins_with_personal_tokens(service, app, ann, bob):
    api = app.test_client()
    body = {"kind": "toy", "seats": 2, "seat": "South"}
    refused(service, 401, lambda: api.post("/api/open", json=body))
    refused(service, 401, lambda: api.post("/api/open", json=body,
                                           headers={"Authorization": "Bearer forged"}))
    ann_token, bob_token = bearer(service, ann), bearer(service, bob)
    for bad in ({**body, "time_control": {"base": "1d"}}, {**body, "seats": 5},
                {**body, "seat": "East"}, {**body, "kind": "chess"},
                {**body, "expires_in": "20d"}, {"kind": "toy"}):
        refused(service, 400, lambda: api.post("/api/open", json=bad, headers=ann_token))
    r = api.post("/api/open", json={**body, "time_control": None,
                                    "deadlines": {"per_move": "48h"}}, headers=ann_token)
    assert r.status_code == 201, r.json
    open_id = r.json["id"]
    assert r.json["status"] == "open" and "link" not in r.json
    assert [(s["role"], s["player"], s["free"]) for s in r.json["seats"]] == [
        ("North", None, True), ("South", "Ann", False)]
    refused(service, 404, lambda: api.post("/api/open/nope/join", json={},
                                           headers=bob_token))
    refused(service, 409, lambda: api.post(f"/api/open/{open_id}/join", json={},
                                           headers=ann_token))
    refused(service, 400, lambda: api.post(f"/api/open/{open_id}/join",
                                           json={"seat": "East"}, headers=bob_token))
    joined = api.post(f"/api/open/{open_id}/join", json={}, headers=bob_token)
    assert joined.status_code == 200 and joined.json["status"] == "started"
    game_id = joined.json["game"]
    assert service.load(game_id).meta["seats"][0]["name"] == "Bob"
    assert service.store.conn.execute("SELECT per_move FROM deadline_settings WHERE "
                                      "game=?", (game_id,)).fetchone()[0] == 48 * 3600
    refused(service, 409, lambda: api.post(f"/api/open/{open_id}/join", json={},
                                           headers=bob_token))
    link = api.post("/api/open", json={"kind": "toy", "seats": 2, "access": "link"},
                    headers=ann_token).json
    refused(service, 403, lambda: api.post(f"/api/open/{link['id']}/join", json={},
                                           headers=bob_token))
    assert api.post(f"/api/open/{link['id']}/join", json={"link": link["link"]},
                    headers=bob_token).json["status"] == "started"


def test_the_openapi_document_describes_open_games(app):
    doc = app.test_client().get("/api/openapi.json").json
    post = doc["paths"]["/api/open"]["post"]
    assert post["security"] == [{"personalToken": []}]
    body = doc["components"]["schemas"]["OpenGameIn"]
    assert "moves_a_day" in body["properties"]["time_control"]["description"]
    assert set(doc["paths"]["/api/open/{open_id}/join"]["post"]["responses"]) >= {
        "200", "401", "403", "404", "409"}


# -- leaving ------------------------------------------------------------------------------
def test_forget_leaves_no_address_or_account_in_the_open_games(service, mail_app, cfg,
                                                               smtp_server):  # noqa: F811
    ann = Player(mail_app, service, "Ann")
    open_id = ann.open(seats_=3, seat="1", invite="cy@example.org")
    invitation_link(service, cfg, smtp_server, "cy@example.org")
    bob = Player(mail_app, service, "Bob")
    bob.post(f"/open/{open_id}/join")
    with service.store.transaction() as conn:
        open_games.forget(conn, bob.account["id"], ["bob@example.org"])
        open_games.forget(conn, "no-account", ["cy@example.org"])
    dump = str(snapshot(service)[:3])
    assert "cy@example.org" not in dump and bob.account["id"] not in dump
    assert get(service, open_id)["status"] == "open", "Bob's seat is free again"
    with service.store.transaction() as conn:
        open_games.forget(conn, ann.account["id"], ["ann@example.org"])
    assert get(service, open_id)["status"] == "cancelled"
    assert ann.account["id"] not in str(snapshot(service)[:3])
