"""Digests for many players (issue 12): the seat lookup by address uses its index, the
digest job hands the composing and sending to a pool of worker processes that send
exactly what one process composes, a digest that fails stays due, and the dispatch job
of the web process leaves digests to that pool."""
import random
from datetime import datetime, timedelta, timezone

import pytest

from events import open_store
from pbem import config, mail
from pbem.config import service_over
from pbem.core import seats
from pbem.jobs import digest_pool
from pbem.mail import compose, digest, send
from pbem.telling import digests, outbox
from tests.fuzz import onward

pytestmark = pytest.mark.both_stores

START = datetime(2025, 6, 1, 0, 0, tzinfo=timezone.utc)
PLAYERS = [f"p{i}@x.org" for i in range(5)]


@pytest.fixture
def cfg(smtp_server):
    c = smtp_server.configure(config.load(env={}))
    c["server"]["base_url"] = "https://pbem.example.org"
    c["mail"].update(enabled=True, domain="pbem.example.org", secret="test-secret",
                     from_address="pbem@pbem.example.org")
    c["scheduler"]["digest_workers"] = 2
    return c


def play(service, game_id, moves, rnd):
    for _ in range(moves):
        game = service.load(game_id)
        if game.finished:
            return
        role = service.active(game)[0]
        service.submit(game_id, role, rnd.choice(onward(service.legal(game, role))))


def digest_rows(service):
    return [r for r in outbox.listing(service.store.conn, ("pending", "sending", "sent",
                                                           "failed"))
            if r["kind"] == "digest"]


@pytest.fixture
def players(service):
    """Five subscribed players, each in two or three games of Flanders and Rhine, with
    a few moves played since they subscribed."""
    mail.setup(service, config.load(env={}))        # the games' own mails too
    rnd = random.Random(12)
    for i, kind in enumerate(["flanders", "rhine", "flanders", "rhine", "flanders",
                              "flanders"]):
        a, b = PLAYERS[i % 5], PLAYERS[(i + 2) % 5]
        gid, _ = service.create(kind, [{"name": "a", "email": a},
                                       {"name": "b", "email": b}])
        play(service, gid, 1 + i % 3, rnd)
    for email in PLAYERS:
        digests.set_daily(service, email, 8, "Europe/Warsaw", now=START)
    return PLAYERS


def parts(msg):
    """What a message shows: its bodies (line ends as sent or not) and pictures, in
    order, headers aside."""
    return [(p.get_content_type(), p.get_content().replace("\r\n", "\n")
             if p.get_content_maintype() == "text" else p.get_content())
            for p in msg.walk() if not p.is_multipart()]


# -- the seat lookup -------------------------------------------------------------------
def test_the_seat_lookup_by_address_uses_its_index(service):
    conn = service.store.conn
    if conn.dialect.name == "postgresql":   # a small table is scanned unless told not to
        conn.execute("SET enable_seqscan = off")
        plan = [row[0] for row in conn.execute("EXPLAIN " + seats.BY_EMAIL, ("ann@x.org",))]
        conn.execute("RESET enable_seqscan")
        assert any("Index Scan on seats_email" in step for step in plan), plan
        return
    plan = [row[3] for row in conn.execute(
        "EXPLAIN QUERY PLAN " + seats.BY_EMAIL, ("ann@x.org",))]
    assert any("s USING INDEX seats_email" in step for step in plan), plan
    assert not any(step.startswith("SCAN") for step in plan), plan


# -- the pool --------------------------------------------------------------------------
def test_the_pool_sends_what_one_process_composes(service, cfg, players, smtp_server):
    assert digest_pool.run_digests(service, cfg, now=START + timedelta(hours=7)) == 5
    rows = digest_rows(service)
    assert {r["status"] for r in rows} == {"sent"}
    got = {m["To"].addresses[0].addr_spec: m for m in smtp_server.messages}
    assert sorted(got) == sorted(r["recipient"] for r in rows) == players
    # composed here by a service as fresh as a worker's: the games folded anew from the
    # file (this one's hot folds list a Flanders game's players in another order than
    # a fold from a snapshot does, and its board picture with them)
    alone = service_over(open_store(service.store.path), snapshot_every=5)
    for row in rows:
        mine = compose.compose(alone, cfg, row)
        theirs = got[row["recipient"]]
        assert theirs["Message-ID"] == mine["Message-ID"] == row["message_id"]
        assert parts(theirs) == parts(mine)
    assert any(ctype == "image/png" for m in got.values() for ctype, _ in parts(m))


def test_a_digest_that_cannot_be_composed_stays_due(service, cfg, players, smtp_server):
    with service.store.transaction() as conn:       # a game that is not there
        outbox.enqueue(conn, "digest", "zed@x.org", dedupe_key="digest:zed", now=START,
                       payload={"local_date": "2025-06-01", "tz": "UTC",
                                "since": "2025-06-01T00:00:00+00:00",
                                "until": "2025-06-01T07:00:00+00:00",
                                "games": [{"game": "gone", "role": "Red", "from": 0,
                                           "to": 3, "status": "active", "active": [],
                                           "deadlines": {}}]})
    now = START + timedelta(hours=7)
    digest_pool.run_digests(service, cfg, now=now)
    rows = {r["recipient"]: r for r in digest_rows(service)}
    broken = rows.pop("zed@x.org")
    assert {r["status"] for r in rows.values()} == {"sent"}, "the others went out"
    assert len(smtp_server.messages) == len(players)
    assert broken["status"] == "pending" and broken["attempts"] == 1
    assert "compose" in broken["last_error"] and "gone" in broken["last_error"]
    assert broken["next_attempt_at"] > outbox.now_iso(now), "retried after a while"
    later = datetime.fromisoformat(broken["next_attempt_at"]) + timedelta(seconds=1)
    digest_pool.run_digests(service, cfg, now=later)
    again = outbox.get(service.store.conn, broken["id"])
    assert again["status"] == "pending" and again["attempts"] == 2, "still due"
    assert len(smtp_server.messages) == len(players)


def test_a_server_that_takes_no_mail_stops_the_job_early(service, cfg, smtp_server):
    """Each chunk would wait for the server in vain (up to [smtp] timeout when it does
    not answer at all): once a chunk could send nothing, the chunks not begun are left
    due for the next run."""
    cfg["scheduler"]["digest_workers"] = 1
    chunks = 12
    with service.store.transaction() as conn:
        for i in range(chunks * digest_pool.CHUNK):
            outbox.enqueue(conn, "digest", f"p{i}@x.org", dedupe_key=f"digest:{i}",
                           now=START, payload={"games": []})
    smtp_server.stop()
    counts = digest_pool.deliver(service, cfg, START)
    tried = [r for r in digest_rows(service) if r["last_error"]]
    assert counts["waiting"] == chunks * digest_pool.CHUNK and counts["sent"] == 0
    assert {r["status"] for r in digest_rows(service)} == {"pending"}
    assert "unreachable" in tried[0]["last_error"]
    assert len(tried) < chunks * digest_pool.CHUNK / 2, len(tried)


def test_the_dispatch_job_leaves_digests_to_the_digest_job(service, cfg, players,
                                                            smtp_server):
    off = dict(cfg, mail=dict(cfg["mail"], enabled=False))
    assert digest_pool.run_digests(service, off, now=START + timedelta(hours=7)) == 5
    assert {r["status"] for r in digest_rows(service)} == {"pending"}, "enqueued only"
    counts = send.dispatch_due(service, cfg)
    assert counts["sent"] > 0 and counts["failed"] == 0      # the games' own mails
    assert {r["status"] for r in digest_rows(service)} == {"pending"}
    assert not [m for m in smtp_server.messages if m["X-Pbem-Kind"] == "digest"]
    digest_pool.run_digests(service, cfg, now=START + timedelta(hours=7, minutes=5))
    assert {r["status"] for r in digest_rows(service)} == {"sent"}


# -- what a digest shows ---------------------------------------------------------------
def test_pictures_off_sends_digests_and_game_mails_without_boards(service, cfg, players):
    cfg["mail"]["pictures"] = False
    off = dict(cfg, mail=dict(cfg["mail"], enabled=False))
    digest_pool.run_digests(service, off, now=START + timedelta(hours=7))
    for row in digest_rows(service):
        msg = compose.compose(service, cfg, row)
        assert [c for c, _ in parts(msg)] == ["text/plain", "text/html"]
        assert "cid:" not in msg.get_body(("html",)).get_content()
        assert "in the picture" not in msg.get_body(("plain",)).get_content()
    games_own = [r for r in outbox.listing(service.store.conn) if r["kind"] != "digest"]
    assert games_own, "the fixture's games mailed their players"
    for row in games_own[:3]:
        msg = compose.compose(service, cfg, row)
        assert [c for c, _ in parts(msg)] == ["text/plain", "text/html"], row["kind"]
        assert "cid:" not in msg.get_body(("html",)).get_content()


def test_a_long_day_lists_its_last_events_and_counts_the_rest(service, cfg):
    gid, _ = service.create("flanders", [{"name": "a", "email": "ann@x.org"},
                                         {"name": "b", "email": "bob@x.org"}])
    digests.set_daily(service, "ann@x.org", 8, "UTC", now=START)
    play(service, gid, 200, random.Random(3))
    head = service.load(gid).version
    off = dict(cfg, mail=dict(cfg["mail"], enabled=False))
    digest_pool.run_digests(service, off, now=START + timedelta(hours=9))
    [row] = digest_rows(service)
    [part] = row["payload"]["games"]
    text = compose.compose(service, cfg, row).get_body(("plain",)).get_content()
    shown = [e["text"] for e in service.events_for(gid, "Red", part["from"] + 1)
             if e["version"] <= part["to"]][-digest.MAX_EVENTS:]
    earlier = part["to"] - part["from"] - digest.MAX_EVENTS
    assert earlier > 0 and part["to"] == head
    assert f"(the last {digest.MAX_EVENTS}; {earlier} earlier not shown)" in text
    after = text.split("not shown):\n")[1].splitlines()
    listed = [line.strip() for line in after[:next(i for i, line in enumerate(after)
                                                   if not line.startswith("  "))]]
    assert listed == shown
