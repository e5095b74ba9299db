"""Leaving (issue 26): `pbem forget EMAIL` and the "Delete my account" button remove an
account and its addresses from every table: a player who signed in, named on the web
and by the host, with mail settings, a digest, a vacation, a bounce, a reply from his
address to another seat, a forum link and a settings link leaves no trace in the
database (the SQLite file and its write-ahead log are searched byte by byte; on
PostgreSQL every row of every table), the other player's rows stay, and every game
still verifies. The delete button needs its form token and a confirmation."""
import re
from datetime import datetime, timezone

import pytest
from click.testing import CliRunner

from pbem import cli, config, mail
from pbem.core import seats
from pbem.forum import store as forum_store
from pbem.host import audit
from pbem.mail import bounce, inbound, send
from pbem.players import accounts, addresses, forget, sessions
from pbem.telling import deadlines, digests, outbox, prefs
from pbem.web import create_app
from tests.test_consent import seat_of
from tests.test_mail_out import cfg, to  # noqa: F401 - cfg: a fixture
from tests.test_web_pages import (browser, needs_chromium, seat_links,  # noqa: F401
                                  server)

pytestmark = pytest.mark.both_stores

LEAVER = "Ann.Leaver@Example.org"
STAYER = "bob@example.org"
#: the tables that hold no address, whatever their rows (every other table must be
#: named by pbem.players.forget)
NO_ADDRESS = {"events", "idempotency", "snapshots", "secrets", "settings", "games",
              "seat_tokens", "seat_languages", "matches", "deadline_settings",
              "deadline_clocks", "forum_bindings", "forum_inbound", "forum_managers",
              "job_leases", "login_pause", "schema_steps", "sso_nonces", "rated_games",
              "unrated_games"}


def named(text):
    """Whether TEXT holds the leaver's address, in any case."""
    return LEAVER.lower() in text.lower()


def everywhere(conn):
    """{table: rows} of every row of every table that names the leaver."""
    found = {}
    for table in conn.dialect.tables(conn):
        rows = [r for r in conn.execute(f"SELECT * FROM {table}") if named(repr(tuple(r)))]
        if rows:
            found[table] = rows
    return found


def a_life(service, cfg, smtp_server):  # noqa: F811
    """The leaver's life on this server; returns (the games, the app, his client)."""
    cfg["mail"]["enabled"] = True
    mail.setup(service, cfg)
    app = create_app(cfg, service)
    web = app.test_client()
    first = web.post("/api/games", json={"kind": "toy", "players": [
        {"name": "Ann", "email": LEAVER}, {"name": "Bob", "email": STAYER}]}).json["id"]
    hosted = service.create("toy", [{"name": "Bob", "email": STAYER},
                                    {"name": "Ann", "email": LEAVER.upper()}])[0]
    send.dispatch_due(service, cfg)                 # the question, the host's game
    ann = app.test_client()
    assert ann.post("/signin", data={"email": LEAVER}).status_code == 200
    send.dispatch_due(service, cfg)
    token = re.search(r"/signin/(\S+)", smtp_server.messages[-1].get_body(
        ("plain",)).get_content()).group(1)
    assert ann.post(f"/signin/{token}").status_code == 303
    now = datetime.now(timezone.utc)
    with service.store.transaction() as conn:
        prefs.turn_off(conn, LEAVER, "reminder")
        forum_store.link(conn, hosted, "South", "club", "ann_k", outbox.now_iso(now))
    digests.set_daily(service, LEAVER, 8, "Europe/Warsaw")
    deadlines.add_vacation(service, LEAVER, "2031-07-01", "2031-07-14")
    holder = app.test_client()                      # someone with his seat's link
    _page, form_token = seat_of(holder, service, hosted, "South")
    assert holder.post(f"/games/{hosted}/settings-link", data={"form_token": form_token}
                       ).status_code == 303
    send.dispatch_due(service, cfg)
    mails = {m["X-Pbem-Kind"]: m for m in smtp_server.messages if to(m) == STAYER}
    inbound.handle(service, cfg, (                  # from his address, to Bob's seat
        f"From: {LEAVER}\r\nTo: {mails['started']['Reply-To']}\r\nSubject: Re: hi\r\n"
        "Message-ID: <reply.1@mail.example.org>\r\n\r\nroll\r\n").encode())
    sent = next(m for m in smtp_server.messages if to(m).lower() == LEAVER.lower()
                and m["X-Pbem-Game"] == hosted)
    bounce.record(service, cfg, bounce.Report("<dsn.1@mx.example.org>", [
        sent["Message-ID"]], [bounce.Recipient(LEAVER, "failed", "5.2.2",
                                                 f"smtp; 552 5.2.2 <{LEAVER}>: full")]))
    send.dispatch_due(service, cfg)
    kinds = {r["kind"] for r in outbox.listing(service.store.conn, (
        "sent", "pending", "held", "bounced")) if named(r["recipient"])}
    assert {"confirm", "signin", "started", "settings_link", "rejected"} <= kinds, kinds
    assert {"other_sender"} <= {r["kind"] for r in outbox.listing(
        service.store.conn, ("sent",)) if named(repr(r["payload"]))}
    found = everywhere(service.store.conn)
    assert set(found) == {"addresses", "address_links", "signin_links", "mail_prefs",
                          "digest_settings", "vacations", "bounces", "outbox",
                          "inbound", "seats", "quota_uses"}, set(found)
    return [first, hosted], app, ann


def test_every_table_says_what_leaving_does_to_it(service):
    conn = service.store.conn
    named_here = ({table for table, _, _ in forget.BY_ADDRESS + forget.BY_ACCOUNT} |
                  set(forget.SEAT_TABLES) | set(forget.OWN_FORGETTING) |
                  {"quota_uses", "outbox"})
    unknown = set(conn.dialect.tables(conn)) - named_here - NO_ADDRESS
    assert not unknown, f"say in pbem.players.forget what leaving does to {unknown}"


def test_forgetting_removes_every_row_that_names_the_address(
        service, cfg, smtp_server):  # noqa: F811
    games, _app, ann = a_life(service, cfg, smtp_server)
    conn = service.store.conn
    account = accounts.of_email(conn, LEAVER)
    listing = {s["role"]: s for s in seats.listing(conn, games[1])}
    gone = forget.forget(service.store, email=LEAVER.upper())
    assert gone.account == account["name"] and gone.emails == [LEAVER.lower()]
    assert gone.games == sorted(games) and gone.rows["seats"] == 2
    assert everywhere(conn) == {}
    assert accounts.get(conn, account["id"]) is None
    assert conn.execute("SELECT count(*) FROM sessions").fetchone()[0] == 0
    assert forum_store.links(conn, games[1]) == []
    after = {s["role"]: s for s in seats.listing(conn, games[1])}
    assert after["South"] == dict(listing["South"], email=None), "the seat keeps its name"
    assert after["North"] == listing["North"], "the other player's seat stays"
    assert outbox.listing(conn, ("sent",)) and all(
        r["recipient"] == STAYER for r in outbox.listing(conn, ("sent", "pending")))
    told = next(r for r in outbox.listing(conn, ("sent",)) if r["kind"] == "other_sender")
    assert told["payload"]["sender"] == forget.FORGOTTEN
    assert ann.get("/me").status_code == 303, "his sessions ended"
    for game_id in games:
        assert audit.verify(service, game_id, []).status == "ok"


def test_pbem_forget_leaves_no_trace_in_the_file(tmp_path, smtp_server,
                                                 cfg):  # noqa: F811
    db = tmp_path / "pbem.sqlite"
    service = config.open_service(cfg, db)
    games, _app, _ann = a_life(service, cfg, smtp_server)
    raw = db.read_bytes() + (tmp_path / "pbem.sqlite-wal").read_bytes()
    assert LEAVER.lower().encode() in raw, "the search finds what is there"
    run = CliRunner().invoke(cli.main, ["--db", str(db), "forget", LEAVER])
    assert run.exit_code == 0, run.output
    assert f"forgot the account Ann.Leaver and {LEAVER.lower()}" in run.stdout
    assert all(f"{game_id}: ok" in run.stdout for game_id in games)
    for path in tmp_path.glob("pbem.sqlite*"):
        data = path.read_bytes()
        assert not any(form.encode() in data for form in (LEAVER, LEAVER.lower(),
                                                          LEAVER.upper())), path
    verified = CliRunner().invoke(cli.main, ["--db", str(db), "verify"])
    assert verified.exit_code == 0, verified.output
    again = CliRunner().invoke(cli.main, ["--db", str(db), "forget", "nobody"])
    assert again.exit_code == 1 and "no email address" in again.stderr


def delete_form(client):
    page = client.get("/me/delete").get_data(as_text=True)
    assert 'id="delete-account-form"' in page and "the name each of your seats" in page
    return page.split('name="csrf_token" value="')[1].split('"')[0]


def test_the_delete_button_needs_its_form_token_and_a_confirmation(
        service, cfg, smtp_server):  # noqa: F811
    games, app, ann = a_life(service, cfg, smtp_server)
    conn = service.store.conn
    token = delete_form(ann)
    assert ann.post("/me/delete", data={"confirm": "yes"}).status_code == 403
    other = app.test_client()
    assert other.post("/me/delete", data={"csrf_token": token,
                                          "confirm": "yes"}).status_code == 403
    assert ann.post("/me/delete", data={"csrf_token": token},
                    headers={"Origin": "https://evil.example"}).status_code == 403
    assert ann.post("/me/delete", data={"csrf_token": token}).status_code == 400
    assert accounts.of_email(conn, LEAVER) is not None, "nothing changed"
    assert "seats" in everywhere(conn)

    done = ann.post("/me/delete", data={"csrf_token": token, "confirm": "yes"})
    assert done.status_code == 303 and any(c.startswith("pbem_session=;") for c in
                                           done.headers.getlist("Set-Cookie"))
    assert everywhere(conn) == {}
    assert "The account Ann.Leaver and its addresses are gone." in ann.get(
        "/").get_data(as_text=True)
    assert ann.get("/me/delete").status_code == 303
    for game_id in games:
        assert audit.verify(service, game_id, []).status == "ok"


@needs_chromium
def test_in_chromium_a_stranger_confirms_and_a_player_deletes_his_account(
        server, browser, service):  # noqa: F811
    """The question's link and the delete button in a real browser: each does nothing
    until its button is pressed, and the delete button not before its box is ticked."""
    page = browser.new_context().new_page()
    page.goto(server + "/")
    page.select_option("select[name=kind]", "toy")
    for i, (name, email) in enumerate((("Ann", "ann@example.org"), ("Bob", STAYER))):
        page.fill(f"input[name=name{i}]", name)
        page.fill(f"input[name=email{i}]", email)
    seat_links(page)
    now = datetime.now(timezone.utc)
    with service.store.transaction() as conn:       # the links the mails would carry
        question = addresses.mint(conn, STAYER, "confirm", now)
        signin = sessions.mint_link(conn, LEAVER, now)
    page.goto(f"{server}/address/{question}/confirm")
    assert addresses.state(service.store.conn, STAYER) == "asked"
    page.click("button:has-text('Yes, send me the mail of my games')")
    page.wait_for_selector("#address-confirmed")
    assert addresses.state(service.store.conn, STAYER) == "confirmed"

    page.goto(f"{server}/signin/{signin}")
    page.click("#signin-link-form button")
    page.click("#delete-account")
    page.click("button:has-text('Delete my account')")  # the box is not ticked
    assert page.url.endswith("/me/delete") and accounts.of_email(service.store.conn,
                                                                 LEAVER) is not None
    page.check("input[name=confirm]")
    page.click("button:has-text('Delete my account')")
    page.wait_for_selector("text=The account Ann.Leaver and its addresses are gone.")
    assert accounts.of_email(service.store.conn, LEAVER) is None
    assert everywhere(service.store.conn) == {}
