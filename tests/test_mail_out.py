"""Outbound mail: notifications planned into the outbox, composed from the log, sent
through yagmail to a real SMTP server on loopback (tests/smtpd.py)."""
import collections
import hashlib
import json
import re
import struct
import threading
import zlib
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from click.testing import CliRunner

from events import EventStore
from pbem import cli, config, games, mail
from pbem.config import service_over
from pbem.core.errors import Rejected
from pbem.mail import address, compose, picture, send
from pbem.telling import notify, outbox, prefs
from pbem.web import create_app
from tests.smtpd import SmtpServer

pytestmark = pytest.mark.both_stores

games.KINDS.setdefault("parley", "tests.parleygame")
games.KINDS.setdefault("wide", "tests.widegame")
DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


# -- helpers ---------------------------------------------------------------------------
@pytest.fixture
def cfg(smtp_server):
    c = smtp_server.configure(config.load(env={}))
    c["server"]["base_url"] = "https://pbem.example.org"
    c["mail"].update(domain="pbem.example.org", from_address="pbem@pbem.example.org",
                     secret="test-secret")
    return c


@pytest.fixture
def mailing(service, cfg):
    """The service with the notify listener, as config.open_service makes it."""
    return mail.setup(service, cfg)


def new_game(service, kind="flanders", names=("Ålice", "Bob")):
    players = [{"name": n, "email": f"p{i}@example.org"} for i, n in enumerate(names)]
    return service.create(kind, players)[0]


def dispatch(service, cfg):
    return send.dispatch_due(service, cfg)


def rows(service):
    return service.store.conn.execute(
        "SELECT kind, recipient, role, version, status FROM outbox ORDER BY id").fetchall()


def text_of(msg):
    """Every decoded text part of a message, joined (line ends as \\n)."""
    return "\n".join(p.get_content().replace("\r\n", "\n") for p in msg.walk()
                     if p.get_content_maintype() == "text")


def plain(msg):
    return msg.get_body(("plain",)).get_content().replace("\r\n", "\n")


def to(msg):
    return msg["To"].addresses[0].addr_spec


def play_turn(service, game_id):
    """Play the active seat's commands (stopping as soon as it can) until the move
    is handed over; returns the role that played."""
    role = service.active(service.load(game_id))[0]
    while role in service.active(service.load(game_id)):
        legal = service.legal(service.load(game_id), role)
        service.submit(game_id, role, next(
            (c for c in legal if c.split()[0] in ("stop", "end", "bust")), legal[0]))
    return role


def png_chunks(data):
    """(type, body) of each chunk of a PNG, checking signature and every CRC."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, out = 8, []
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        crc, = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        assert zlib.crc32(kind + body) == crc
        out.append((kind, body))
        pos += 12 + length
    assert out[0][0] == b"IHDR" and out[-1][0] == b"IEND"
    return out


# -- the kinds -------------------------------------------------------------------------
def test_game_started_goes_to_every_seat_and_the_first_player_gets_the_commands(
        mailing, cfg, smtp_server):
    game_id = new_game(mailing)
    assert dispatch(mailing, cfg) == {"sent": 2, "retry": 0, "failed": 0, "waiting": 0}
    red, blue = sorted(smtp_server.messages, key=to)
    assert to(red) == "p0@example.org" and red["To"].addresses[0].display_name == "Ålice"
    assert red["X-Pbem-Kind"] == blue["X-Pbem-Kind"] == "started"
    assert plain(red).startswith("Game started in In Flanders Field: you play Red, and "
                                 "it is your turn.\n")
    assert "Your legal commands now:\n  roll\n" in plain(red)
    assert "Your legal commands now:\n  resign\n  offer draw\n\n" in plain(blue)
    assert plain(blue).startswith("Game started in In Flanders Field: you play Blue.\n")
    assert "You will get a mail when it is your turn." in plain(blue)
    assert "You will get a mail when it is your turn." not in plain(red)
    commitment = mailing.load(game_id).meta["seed_commitment"]
    assert commitment in plain(red)


def test_your_turn_goes_only_to_the_seat_that_was_just_handed_the_move(
        mailing, cfg, smtp_server):
    for _ in range(20):     # a first roll that busts hands the move over at once
        game_id = new_game(mailing)
        mailing.submit(game_id, "Red", "roll")
        takes = [c for c in mailing.legal(mailing.load(game_id), "Red")
                 if c.startswith("take")]
        if takes:
            break
    dispatch(mailing, cfg)
    smtp_server.clear()
    mailing.submit(game_id, "Red", takes[0])
    assert mailing.active(mailing.load(game_id)) == ["Red"]
    assert dispatch(mailing, cfg)["sent"] == 0, "Red's move goes on: nobody is told"
    play_turn(mailing, game_id)
    dispatch(mailing, cfg)
    [msg] = smtp_server.messages
    assert to(msg) == "p1@example.org" and msg["X-Pbem-Kind"] == "turn"
    body = plain(msg)
    assert body.startswith("Your turn in In Flanders Field, Bob (Blue).\n")
    recent = body.split("Since your last move:\n")[1].split("\n\n")[0].splitlines()
    assert recent[0].startswith("  Red rolls")         # not the setup's deals
    assert "Your legal commands now:\n  roll\n" in body


def test_a_decision_in_the_middle_of_a_move_and_then_the_turn(mailing, cfg,
                                                            smtp_server):
    game_id = new_game(mailing, "parley")
    dispatch(mailing, cfg)
    smtp_server.clear()
    mailing.submit(game_id, "North", "offer")   # South decides; North may still act
    dispatch(mailing, cfg)
    mailing.submit(game_id, "South", "accept")  # back to North alone: nobody new
    mailing.submit(game_id, "North", "pass")    # handed over: South's turn
    dispatch(mailing, cfg)
    decision, turn = smtp_server.messages
    assert [m["X-Pbem-Kind"] for m in (decision, turn)] == ["decision", "turn"]
    assert to(decision) == to(turn) == "p1@example.org"
    assert plain(decision).startswith("A decision is waiting for you in Parley, Bob "
                                      "(South), in the middle of Ålice's (North) move.")
    assert "Your legal commands now:\n  accept\n  refuse\n" in plain(decision)
    assert "Your legal commands now:\n  offer\n  pass\n  concede\n" in plain(turn)


def test_a_mail_sent_after_the_game_moved_on_lists_no_commands(mailing, cfg,
                                                               smtp_server):
    game_id = new_game(mailing, "parley")
    mailing.submit(game_id, "North", "offer")
    mailing.submit(game_id, "South", "refuse")
    dispatch(mailing, cfg)
    [decision] = [m for m in smtp_server.messages if m["X-Pbem-Kind"] == "decision"]
    assert "legal commands" not in plain(decision)
    assert "The game has moved on since this mail was written (it is now at version\n" \
           f"{mailing.load(game_id).version})" in plain(decision)


def test_game_ended_tells_everyone_the_seed_and_how_to_verify(mailing, cfg,
                                                             smtp_server):
    game_id = new_game(mailing, "parley")
    mailing.submit(game_id, "North", "concede")
    dispatch(mailing, cfg)
    ended = [m for m in smtp_server.messages if m["X-Pbem-Kind"] == "ended"]
    assert sorted(map(to, ended)) == ["p0@example.org", "p1@example.org"]
    game = mailing.load(game_id)
    body = plain(ended[0])
    assert body.startswith("Game over in Parley: South wins (concession).\n")
    assert game.seed in body and game.meta["seed_commitment"] in body
    assert hashlib.sha256(game.seed.encode()).hexdigest() == game.meta["seed_commitment"]
    assert f"pbem verify {game_id}" in body
    assert "legal commands" not in body


def test_a_long_legal_list_is_mailed_as_the_games_summary_with_where_the_rest_is(
        mailing, cfg, smtp_server):
    game_id = new_game(mailing, "wide", names=("Ann", "Bob"))
    dispatch(mailing, cfg)
    west = next(m for m in smtp_server.messages if to(m) == "p0@example.org")
    body = plain(west)
    assert "Your commands now (60 legal ones), in short:\n  step N   (N = 1..60: move " \
           "N squares; e.g. step 7)\n" in body
    assert f'Every one of them: reply with the single line "legal", or see\n' \
           f"https://pbem.example.org/games/{game_id} (the game page) or GET " \
           f"https://pbem.example.org/api/games/{game_id}/legal\nwith your seat " \
           "token.\n" in body
    assert "step 60" not in body and "Your legal commands now" not in body
    assert "To play, reply to this mail" in body
    html = west.get_body(("html",)).get_content()
    assert "step N   (N = 1..60" in html and "step 60" not in html
    assert f"<code>GET https://pbem.example.org/api/games/{game_id}/legal</code>" in html
    mailing.submit(game_id, "West", "step 3")
    dispatch(mailing, cfg)
    assert "in short:" in plain(smtp_server.messages[-1])      # the turn mail too


def test_turned_off_kinds_are_not_written_and_started_falls_back_to_turn(
        mailing, cfg, smtp_server):
    with mailing.store.transaction() as conn:
        prefs.turn_off(conn, "P0@Example.org", "started")
        prefs.turn_off(conn, "p1@example.org", "started")
    new_game(mailing)
    assert [r[:3] for r in rows(mailing)] == [("turn", "p0@example.org", "Red")]


# -- the outbox's guarantees -------------------------------------------------------------
def test_a_rejected_or_rolled_back_move_writes_and_sends_nothing(mailing, cfg,
                                                                 smtp_server):
    game_id = new_game(mailing)
    mailing.submit(game_id, "Red", "roll")
    legal = mailing.legal(mailing.load(game_id), "Red")
    mailing.submit(game_id, "Red", legal[0])
    before = rows(mailing)
    with pytest.raises(Rejected):
        mailing.submit(game_id, "Red", "take 12")

    def broken(conn, change):
        raise RuntimeError("a later listener fails: the whole append rolls back")
    mailing.listeners.append(broken)
    version = mailing.load(game_id).version
    with pytest.raises(RuntimeError):
        mailing.submit(game_id, "Red", "stop")   # would hand the move to Blue
    mailing.listeners.remove(broken)
    assert rows(mailing) == before and mailing.load(game_id).version == version
    dispatch(mailing, cfg)
    assert {m["X-Pbem-Kind"] for m in smtp_server.messages} == {"started"}


def test_a_change_told_twice_enqueues_once(mailing, cfg):
    changes = []
    mailing.listeners.append(lambda conn, change: changes.append(change))
    game_id = new_game(mailing)
    play_turn(mailing, game_id)
    assert len(rows(mailing)) == 3                 # started x2, Blue's turn
    with mailing.store.transaction() as conn:
        for change in changes:
            notify.listener(conn, change)
    assert len(rows(mailing)) == 3


def test_an_outage_loses_nothing_and_each_mail_is_sent_exactly_once(mailing, cfg,
                                                                    smtp_server):
    new_game(mailing)
    smtp_server.stop()
    assert dispatch(mailing, cfg) == {"sent": 0, "retry": 0, "failed": 0, "waiting": 2}
    assert [r[4] for r in rows(mailing)] == ["pending", "pending"]
    assert all(r["attempts"] == 0 for r in outbox.listing(mailing.store.conn))
    smtp_server.start()
    assert dispatch(mailing, cfg)["sent"] == 2
    assert dispatch(mailing, cfg)["sent"] == 0
    assert sorted(map(to, smtp_server.messages)) == ["p0@example.org", "p1@example.org"]


def test_refused_mail_backs_off_doubling_then_fails_and_can_be_retried(
        mailing, cfg, smtp_server, tmp_path):
    cfg["smtp"].update(max_attempts=3, retry_seconds=60)
    mailing.create("parley", [{"name": "Ann", "email": "ann@example.org"},
                              {"name": "Ben"}])
    [row] = outbox.listing(mailing.store.conn)
    smtp_server.refusing = True
    due = [_due(mailing, row["id"])]
    for _ in range(2):
        assert send.dispatch_due(mailing, cfg, now=due[-1])["retry"] == 1
        due.append(_due(mailing, row["id"]))
    assert [(b - a).total_seconds() for a, b in zip(due, due[1:])] == [60, 120]
    assert send.dispatch_due(mailing, cfg, now=due[-1])["failed"] == 1
    [failed] = outbox.listing(mailing.store.conn)
    assert failed["status"] == "failed" and failed["attempts"] == 3
    assert "451" in failed["last_error"]

    db = ["--db", str(mailing.store.path)]
    listed = CliRunner().invoke(cli.main, ["outbox", *db])
    assert listed.exit_code == 0
    assert re.fullmatch(rf"id\t.*\n{row['id']}\tfailed\tstarted\tann@example.org\t\w+"
                        r"\t3\t\S+\t\(451, .*\n", listed.stdout)
    assert CliRunner().invoke(cli.main, ["outbox", "--retry", "999", *db]).exit_code == 1
    assert CliRunner().invoke(cli.main, ["outbox", "--retry", str(row["id"]),
                                         *db]).exit_code == 0
    smtp_server.refusing = False
    assert dispatch(mailing, cfg)["sent"] == 1
    assert len(smtp_server.messages) == 1
    left = CliRunner().invoke(cli.main, ["outbox", *db]).stdout.splitlines()
    assert len(left) == 1 and left[0].startswith("id\t"), "the header alone"


def test_a_permanent_refusal_fails_at_once_and_the_others_still_go(mailing, cfg,
                                                                   smtp_server):
    new_game(mailing)
    smtp_server.refusing, smtp_server.refusal = True, "550 5.1.1 no such mailbox"
    assert dispatch(mailing, cfg) == {"sent": 0, "retry": 0, "failed": 2, "waiting": 0}
    smtp_server.refusing = False
    new_game(mailing)
    assert dispatch(mailing, cfg)["sent"] == 2
    assert [r[4] for r in rows(mailing)] == ["failed", "failed", "sent", "sent"]


def _due(service, row_id):
    return datetime.fromisoformat(outbox.get(service.store.conn, row_id)["next_attempt_at"])


def test_a_row_claimed_by_a_sender_that_died_is_sent_after_its_lease(
        mailing, cfg, smtp_server):
    new_game(mailing)
    now = datetime.now(timezone.utc)
    with mailing.store.transaction() as conn:
        first, _second = outbox.due(conn, "mail", now)
        assert outbox.claim(conn, first["id"], 300, now)["status"] == "sending"
        assert outbox.claim(conn, first["id"], 300, now) is None, "held by its claimer"
    # ... and the claimer dies before it could send or record anything
    listed = CliRunner().invoke(cli.main, ["outbox", "--db", str(mailing.store.path)])
    assert f"{first['id']}\tsending\tstarted\t" in listed.stdout
    assert send.dispatch_due(mailing, cfg, now=now)["sent"] == 1
    assert send.dispatch_due(mailing, cfg, now=now + timedelta(seconds=299))["sent"] == 0
    assert send.dispatch_due(mailing, cfg, now=now + timedelta(seconds=301))["sent"] == 1
    assert sorted(map(to, smtp_server.messages)) == ["p0@example.org", "p1@example.org"]
    assert [r[4] for r in rows(mailing)] == ["sent", "sent"]


def test_two_dispatchers_at_once_send_each_mail_exactly_once(tmp_path, cfg,
                                                             smtp_server):
    """Two processes' worth of dispatchers (a Service and EventStore each, on one
    file) run at the same moment in two threads against a slow server."""
    path = tmp_path / "shared.sqlite"
    services = [mail.setup(service_over(EventStore(path)), cfg) for _ in range(2)]
    for i in range(8):
        services[0].create("parley", [{"name": "Ann", "email": f"ann{i}@example.org"},
                                      {"name": "Ben", "email": f"ben{i}@example.org"}])
    assert len(outbox.due(services[1].store.conn)) == 16
    smtp_server.delay = 0.05
    start, counts = threading.Barrier(2), [None, None]

    def dispatcher(i):
        start.wait()
        counts[i] = send.dispatch_due(services[i], cfg)

    threads = [threading.Thread(target=dispatcher, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert all(c["sent"] > 0 for c in counts), f"both took part: {counts}"
    assert sum(c["sent"] for c in counts) == 16, counts
    ids = collections.Counter(m["Message-ID"] for m in smtp_server.messages)
    assert len(ids) == 16 and set(ids.values()) == {1}
    assert {r["status"] for r in outbox.listing(services[0].store.conn, ("pending",
            "sending", "failed", "sent"))} == {"sent"}
    for svc in services:
        svc.store.close()


AUTH_WITHOUT_STARTTLS = pytest.mark.filterwarnings(
    "ignore:Requiring AUTH while not requiring TLS:UserWarning")   # aiosmtpd: TLS anyway


@pytest.mark.parametrize("security", ["starttls",
                                      pytest.param("ssl", marks=AUTH_WITHOUT_STARTTLS)])
def test_tls_and_login_from_the_config(service, tmp_path, security):
    server = SmtpServer(security, login=("pbem-user", "s3cret"),
                        cert_folder=tmp_path).start()
    try:
        cfg = server.configure(config.load(env={}))
        mail.setup(service, cfg)
        service.create("parley", [{"name": "Ann", "email": "ann@example.org"},
                                  {"name": "Ben"}])
        cfg["smtp"]["password"] = "wrong"
        now = datetime.now(timezone.utc)
        assert send.dispatch_due(service, cfg, now=now)["waiting"] == 1
        [row] = outbox.listing(service.store.conn)
        assert (row["status"], row["attempts"]) == ("pending", 1), "an attempt, still due"
        assert "refused the configuration: SMTPAuthenticationError: (535" in \
            row["last_error"]
        listed = CliRunner().invoke(cli.main, ["outbox", "--db", str(service.store.path)])
        assert re.search(r"\tpending\tstarted\tann@example.org\t\w+\t1\t.*"
                         r"SMTPAuthenticationError: \(535", listed.stdout)
        cfg["smtp"].update(password="s3cret", ca_file="")   # the self-signed cert fails
        now += timedelta(seconds=cfg["smtp"]["retry_seconds"])   # logins paused till then
        assert send.dispatch_due(service, cfg, now=now)["waiting"] == 1
        [row] = outbox.listing(service.store.conn)
        assert row["attempts"] == 2 and "CERTIFICATE_VERIFY_FAILED" in row["last_error"]
        cfg["smtp"]["ca_file"] = str(server.cert)
        now += timedelta(seconds=2 * cfg["smtp"]["retry_seconds"])
        assert send.dispatch_due(service, cfg, now=now)["sent"] == 1
        assert to(server.messages[0]) == "ann@example.org"
    finally:
        server.stop()


# -- the message -------------------------------------------------------------------------
def test_every_mail_of_a_game_is_one_thread_and_replies_reach_the_seat(
        mailing, cfg, smtp_server):
    """Each seat's first mail of the game (its "started" mail) is the thread's root,
    really sent: every later mail of the game to that address refers to it, and to
    no Message-ID its mailbox never got (issue 29, item 5)."""
    game_id = new_game(mailing)
    play_turn(mailing, game_id)
    play_turn(mailing, game_id)
    dispatch(mailing, cfg)
    play_turn(mailing, game_id)
    dispatch(mailing, cfg)
    msgs = smtp_server.messages
    assert len(msgs) == 5
    assert len({m["Subject"] for m in msgs}) == 1 and game_id in msgs[0]["Subject"]
    ids = [m["Message-ID"] for m in msgs]
    assert len(set(ids)) == 5 and all(i.endswith("@pbem.example.org>") for i in ids)
    for player in ("p0@example.org", "p1@example.org"):
        first, *later = [m for m in msgs if to(m) == player]
        assert first["X-Pbem-Kind"] == "started"
        assert first["In-Reply-To"] is None and first["References"] is None
        assert later and all(m["In-Reply-To"] == m["References"] == first["Message-ID"]
                             for m in later), "each refers to the root it got"
    for m in msgs:
        game, role = address.resolve(mailing.store.conn, cfg, m["Reply-To"])
        seat = {"p0@example.org": "Red", "p1@example.org": "Blue"}[to(m)]
        assert (game, role) == (game_id, seat)


def test_the_footer_has_version_head_and_link_and_omits_the_link_without_base_url(
        mailing, cfg, smtp_server):
    game_id = new_game(mailing)
    version, head = mailing.store.head(game_id)
    cfg["server"]["base_url"] = ""
    dispatch(mailing, cfg)
    for msg in smtp_server.messages:
        body = text_of(msg)
        assert f"version {version}" in plain(msg) and head in plain(msg)
        assert "<strong>" + str(version) + "</strong>" in msg.get_body(("html",)
                                                                       ).get_content()
        assert "https://" not in body and "List-Unsubscribe" not in msg
    cfg["server"]["base_url"] = "https://pbem.example.org/"
    msg = compose.compose(mailing, cfg, outbox.listing(mailing.store.conn,
                                                       ("sent",))[0])
    assert f"https://pbem.example.org/games/{game_id}" in text_of(msg)


def test_the_board_is_a_valid_png_inline_and_named_by_cid_in_the_html(
        mailing, cfg, smtp_server):
    new_game(mailing)
    dispatch(mailing, cfg)
    msg = smtp_server.messages[0]
    assert msg.get_content_type() == "multipart/related"
    alternative, image = msg.get_payload()
    assert [p.get_content_type() for p in alternative.get_payload()] == [
        "text/plain", "text/html"]
    assert image.get_content_type() == "image/png"
    assert image.get_content_disposition() == "inline"
    cid = image["Content-ID"].strip("<>")
    assert f'src="cid:{cid}"' in alternative.get_payload()[1].get_content()
    chunks = png_chunks(image.get_content())
    assert struct.unpack(">I", chunks[0][1][:4]) == (720,)   # the SVG's width
    assert b"IDAT" in [kind for kind, _ in chunks]


def test_no_mail_shows_the_hidden_deck_order(mailing, cfg, smtp_server):
    game_id = new_game(mailing, names=("Ann", "Ben", "Cid", "Dee"))
    for _ in range(6):
        play_turn(mailing, game_id)
    dispatch(mailing, cfg)
    assert len(smtp_server.messages) == 4 + 6
    from pbem.games.flanders import cards
    orders = [mailing.load(game_id).state["deck"]] + [
        rec.payload["deck"] for rec in mailing.store.read(game_id)
        if rec.type in ("started", "shuffled")]
    for msg in smtp_server.messages:
        body = text_of(msg)
        assert '"deck"' not in body
        for order in orders:
            assert json.dumps(order[:4])[1:-1] not in body
            names = [cards.name(c) for c in order[:6]]
            assert ", ".join(names) not in body and " ".join(names) not in body


def test_one_click_unsubscribe_turns_off_that_kind_for_that_address(
        mailing, cfg, smtp_server):
    game_id = new_game(mailing)
    dispatch(mailing, cfg)
    blue = next(m for m in smtp_server.messages if to(m) == "p1@example.org")
    assert blue["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    url = re.fullmatch(r"<(https://pbem\.example\.org/unsubscribe/\S+)>",
                       blue["List-Unsubscribe"]).group(1)
    app = create_app(cfg, mailing)
    web = app.test_client()
    path = url.removeprefix("https://pbem.example.org")
    page = web.get(path)
    assert page.status_code == 200 and b"Unsubscribe" in page.data
    assert not prefs.is_off(mailing.store.conn, "p1@example.org", "started")
    assert web.post(path[:-1] + "0", data="List-Unsubscribe=One-Click",
                    content_type="application/x-www-form-urlencoded").status_code == 404
    assert web.post(path, data="List-Unsubscribe=One-Click",
                    content_type="application/x-www-form-urlencoded").status_code == 200
    assert prefs.is_off(mailing.store.conn, "p1@example.org", "started")
    assert not prefs.is_off(mailing.store.conn, "p1@example.org", "turn")
    new_game(mailing)
    assert [r[:2] for r in rows(mailing)[2:]] == [("started", "p0@example.org")]
    play_turn(mailing, game_id)
    assert rows(mailing)[-1][:2] == ("turn", "p1@example.org")   # other kinds still on
    assert web.post(path, data={"resubscribe": "1"}).status_code == 200
    assert not prefs.is_off(mailing.store.conn, "p1@example.org", "started")


def test_one_click_only_where_the_unsubscribe_link_is_https(mailing, cfg, smtp_server):
    """RFC 8058 requires an https URI for List-Unsubscribe-Post (issue 29, item 7); an
    http base_url still gives the link, without the one click."""
    cfg["server"]["base_url"] = "http://pbem.example.org"
    new_game(mailing)
    dispatch(mailing, cfg)
    for msg in smtp_server.messages:
        assert msg["List-Unsubscribe"].startswith("<http://pbem.example.org/unsubscribe/")
        assert "List-Unsubscribe-Post" not in msg


# -- pictures ----------------------------------------------------------------------------
LABEL = ('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="30">{}</svg>')


def test_board_text_renders_with_the_system_fonts():
    options = picture.font_options()
    if "sans_serif_family" not in options:
        pytest.skip("this machine has none of the font families pbem looks for")
    assert picture.draws_text(options)


@pytest.mark.skipif(not DEJAVU.exists(), reason="needs the DejaVu Sans font file")
def test_a_configured_font_file_draws_text_without_any_system_font():
    assert picture.family_name(DEJAVU) == "DejaVu Sans"
    assert picture.draws_text(picture.font_options(str(DEJAVU), system_fonts=False))


def test_without_any_font_the_png_is_still_made():
    svg = LABEL.format('<rect width="80" height="30" fill="#c00"/>'
                       '<text x="2" y="20" font-family="sans-serif">Hi</text>')
    png = picture.svg_to_png(svg, system_fonts=False)
    assert struct.unpack(">II", png_chunks(png)[0][1][:8]) == (80, 30)
    assert not picture.draws_text(picture.font_options(system_fonts=False))
