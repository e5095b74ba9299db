"""A game played in a Discourse topic: the forum's signed webhooks in, pbem's posts
out, against the loopback stand-in of a Discourse forum (tests/discourse_standin.py)
and the service under waitress (tests/forumbots.py).

What comes in applies only when Discourse signed it, names this forum, is a new post
(not an edit, not the bot's own, not a delivery seen before under its event id or its
post id) in a bound topic by a linked user; everything else applies nothing, is
answered 200 when ignored on purpose (so Discourse neither retries nor disables the
hook) or 4xx when not believed, and is logged with why. What goes out is one report
per turn and one answer per post, never two identical bodies, through rate limits and
outages without losing a post; a report edits pbem's last one while nobody has posted
after it (Discourse refuses a 4th post in a row), and a post Discourse refuses says
why in `pbem outbox`."""
import json
import logging
from datetime import datetime, timedelta, timezone

import pytest
from click.testing import CliRunner

from pbem import cli
from pbem.forum import discourse as adapter, hosting, outgoing, store
from pbem.telling import outbox
from tests.discourse_standin import Discourse
from tests.forumbots import FORUM, commands, pbem_post, pump, serving
from tests.fuzz import onward

pytestmark = pytest.mark.both_stores

TOPIC = 7


# -- the signature ----------------------------------------------------------------------
def test_the_signature_is_hmac_sha256_of_the_raw_body_in_hex_after_sha256():
    """Known answers, computed apart from pbem: RFC 4231 test case 2, and a Discourse
    payload signed with `openssl dgst -sha256 -hmac whsec-standin`."""
    assert adapter.signature("Jefe", b"what do ya want for nothing?") == (
        "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    body = (b'{"post":{"id":4411,"username":"ann","topic_id":7,"post_number":3,'
            b'"raw":"```pbem\\nroll\\n```","created_at":"2026-11-23T10:00:00.000Z"}}')
    assert adapter.signature("whsec-standin", body) == (
        "sha256=3e7662d9d568cb94ebf29b02bdbfe3a03ee26ad8ebd757367a07ca105aec6ecc")


# -- a game bound to topic 7, Ann (Red) and Bob (Blue) linked ----------------------------
@pytest.fixture
def forum():
    standin = Discourse().start()
    standin.topic(TOPIC)
    yield standin
    standin.stop()


@pytest.fixture
def club(service, forum):
    """(service, cfg, game id) of an In Flanders Field game bound to the topic, its
    first report posted."""
    with serving(service, forum) as (_base, cfg):
        game_id, _ = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}], {})
        hosting.bind(service, cfg, game_id, FORUM, topic=str(TOPIC))
        hosting.link(service, game_id, "Ann", "ann")
        hosting.link(service, game_id, "Bob", "bob")
        pump(forum, service, cfg)
        yield service, cfg, game_id


def bot_posts(forum):
    return forum.posts(TOPIC, forum.api_user)


def version(service, game_id):
    return service.load(game_id).version


def test_a_linked_players_post_is_applied_and_answered_in_reply(forum, club):
    service, cfg, game_id = club
    [report] = bot_posts(forum)
    assert "**Red** (Ann, @ann) to act." in report["raw"]
    assert "roll" in commands(report)
    before = version(service, game_id)
    post = forum.post_as("ann", TOPIC, pbem_post("roll"))
    delivered = pump(forum, service, cfg)
    assert delivered[0][0] == 200 and delivered[0][1]["handled"] == "1 applied"
    # the answer's own webhook comes back: the bot's post, ignored on purpose
    assert [d[1] for d in delivered[1:]] == [{"ok": True, "ignored": "the bot's own post"}]
    assert version(service, game_id) > before
    answer = bot_posts(forum)[-1]
    assert answer["reply_to_post_number"] == post["post_number"]
    game = service.load(game_id)
    assert f"@ann (post #{post['post_number']}), as Red:" in answer["raw"]
    assert "- applied: `roll`: Red rolls" in answer["raw"]
    assert f"version {game.version} · head `{game.head}`" in answer["raw"]
    assert commands(answer) == service.legal(game, "Red"), answer["raw"]
    assert f"/games/{game_id}/board/{game.version}.png" in answer["raw"]


def deliveries_of(forum, user, raw, topic=TOPIC):
    """(headers, body) of the webhook of USER's new post, not delivered yet."""
    forum.post_as(user, topic, raw)
    event, body = forum.queued.pop()
    return forum.headers_for(event, body), body


def refused(forum, service, game_id, headers, body, status, caplog, why):
    before = version(service, game_id)
    with caplog.at_level(logging.INFO, logger="pbem.forum.incoming"):
        answer = forum.send(headers, body)
    assert answer[0] == status, answer
    assert version(service, game_id) == before
    assert any(why in r.getMessage() for r in caplog.records), [
        r.getMessage() for r in caplog.records]
    return answer[1]


def test_unsigned_forged_and_foreign_hooks_apply_nothing(forum, club, caplog):
    service, cfg, game_id = club
    headers, body = deliveries_of(forum, "ann", pbem_post("roll"))
    unsigned = {k: v for k, v in headers.items() if k != "X-Discourse-Event-Signature"}
    refused(forum, service, game_id, unsigned, body, 401, caplog, "unsigned")
    forged = dict(headers, **{"X-Discourse-Event-Signature": "sha256=" + "0" * 64})
    refused(forum, service, game_id, forged, body, 401, caplog, "does not match")
    tampered = body.replace(b"roll", b"stop")
    refused(forum, service, game_id, headers, tampered, 401, caplog, "does not match")
    wrong_key = dict(headers, **{"X-Discourse-Event-Signature":
                                 adapter.signature("another secret", body)})
    refused(forum, service, game_id, wrong_key, body, 401, caplog, "does not match")
    foreign = dict(headers, **{"X-Discourse-Instance": "https://evil.example"})
    refused(forum, service, game_id, foreign, body, 403, caplog, "is not this forum")
    garbage = b'{"post": "nothing"}'
    signed_garbage = dict(headers, **{"X-Discourse-Event-Signature":
                                      adapter.signature(forum.secret, garbage)})
    refused(forum, service, game_id, signed_garbage, garbage, 400, caplog,
            "not a Discourse post")
    outbox_rows = outbox.listing(service.store.conn)
    assert outbox_rows == [] and len(bot_posts(forum)) == 1


def test_a_hook_for_a_forum_not_configured_or_of_another_type_is_404(forum, club,
                                                                     caplog):
    service, cfg, game_id = club
    headers, body = deliveries_of(forum, "ann", pbem_post("roll"))
    url = forum.hook_url
    for wrong in (url.replace("/club", "/nowhere"), url.replace("discourse/", "webhook/")):
        forum.hook_url = wrong
        refused(forum, service, game_id, headers, body, 404, caplog, "refused")
    forum.hook_url = url


def test_a_retried_or_replayed_delivery_applies_once(forum, club, caplog):
    """Discourse retries a failed delivery as a new event with a new id; a host may
    redeliver one with its own id: both are the same post, applied once, answered
    once."""
    service, cfg, game_id = club
    headers, body = deliveries_of(forum, "ann", pbem_post("roll"))
    status, first = forum.send(headers, body)
    assert status == 200 and first["handled"] == "1 applied"
    after = version(service, game_id)
    assert forum.send(headers, body) == (200, {"ok": True,
                                               "handled": "already handled (1 applied)"})
    retried = forum.headers_for("post_created", body)            # a new event id
    assert retried["X-Discourse-Event-Id"] != headers["X-Discourse-Event-Id"]
    assert forum.send(retried, body)[1]["handled"] == "already handled (1 applied)"
    assert version(service, game_id) == after
    pump(forum, service, cfg)
    answers = [p for p in bot_posts(forum) if p["reply_to_post_number"]]
    assert len(answers) == 1


def test_posts_that_ask_nothing_of_pbem_apply_nothing_and_are_answered_200(
        forum, club, caplog):
    service, cfg, game_id = club
    forum.topic(8)
    before = version(service, game_id)
    with caplog.at_level(logging.INFO, logger="pbem.forum.incoming"):
        forum.post_as("ann", 8, pbem_post("roll"))                   # another topic
        forum.post_as("ann", TOPIC, "Good luck, Bob!")               # conversation
        forum.post_as("ann", TOPIC, "[quote=bob]\n```pbem\nroll\n```\n[/quote]\nno")
        forum.post_as(forum.api_user, TOPIC, pbem_post("roll"))       # the bot's own
        forum.post_as("ann", TOPIC, pbem_post("roll"), created_at=datetime.now(
            timezone.utc) - timedelta(days=2))                         # stale
        forum.post_as("ann", TOPIC, pbem_post("roll"), post_type=4)   # a whisper
        later = forum.post_as("ann", TOPIC, "thinking...")
        forum.edit(later, pbem_post("roll"))                          # an edit
        delivered = pump(forum, service, cfg)
    answers = [d[1] for d in delivered]
    assert [d[0] for d in delivered] == [200] * 8
    assert answers[0]["handled"] == "ignored: topic 8 is not bound to a game on club"
    assert answers[1]["handled"] == answers[2]["handled"] == (
        "ignored: conversation (no pbem block)")
    assert answers[3] == {"ok": True, "ignored": "the bot's own post"}
    assert answers[4]["ignored"].startswith("stale: post ")
    assert answers[5]["ignored"] == "post type 4: not a regular post"
    assert answers[6]["handled"] == "ignored: conversation (no pbem block)"
    assert answers[7]["ignored"].startswith("post_edited: only post_created is read")
    assert version(service, game_id) == before and len(bot_posts(forum)) == 2
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert "not bound" in logged and "post_edited" in logged and "stale" in logged


def test_an_unlinked_user_applies_nothing_and_is_told_how_to_link(forum, club):
    service, cfg, game_id = club
    before = version(service, game_id)
    forum.post_as("carl", TOPIC, pbem_post("roll"))
    delivered = pump(forum, service, cfg)
    assert delivered[0][0] == 200 and "plays no seat" in delivered[0][1]["handled"]
    assert version(service, game_id) == before
    assert "Nothing was applied: this forum user plays no seat" in bot_posts(
        forum)[-1]["raw"]


def test_a_seat_links_itself_with_the_code_of_its_page(forum, club):
    service, cfg, game_id = club
    code = hosting.new_code(service, game_id, "Blue")
    forum.post_as("robert", TOPIC, f"It's me, Bob's new account.\n\npbem link {code}")
    pump(forum, service, cfg)
    assert "linked: this forum user now plays Blue." in bot_posts(forum)[-1]["raw"]
    assert {(l["role"], l["user"]) for l in hosting.describe(service, game_id)["links"]
            } == {("Red", "ann"), ("Blue", "robert")}
    forum.post_as("mallory", TOPIC, f"pbem link {code}")        # used: no more
    pump(forum, service, cfg)
    assert "is no link code of this game" in bot_posts(forum)[-1]["raw"]
    assert len(hosting.describe(service, game_id)["links"]) == 2


def play_a_turn(forum, service, cfg, game_id):
    """Red rolls, takes the first card the roll offers and stops (or busts), taking
    its commands from the answers; then Blue is to act."""
    line = "roll"
    for _ in range(10):
        forum.post_as("ann", TOPIC, pbem_post(line))
        pump(forum, service, cfg)
        offered = onward(commands(bot_posts(forum)[-1]))     # (resign: any time)
        if not offered:
            break
        line = next((c for c in offered if c.startswith("take")), None) or (
            "stop" if "stop" in offered else offered[0])
    assert service.active(service.load(game_id)) == ["Blue"]


def test_one_report_a_turn_and_never_two_identical_bodies(forum, club):
    service, cfg, game_id = club
    play_a_turn(forum, service, cfg, game_id)
    posts = bot_posts(forum)
    reports = [p for p in posts if not p["reply_to_post_number"]]
    assert len(reports) == 2                        # the binding's, and Blue's turn
    assert "**Blue** (Bob, @bob) to act." in reports[-1]["raw"]
    assert "- Red rolls" in reports[-1]["raw"]      # what happened since the last one
    assert len({p["raw"] for p in posts}) == len(posts)
    assert [r for r in outbox.listing(service.store.conn) if r["status"] == "failed"] == []
    assert forum.violations == []


def hand_over_on_the_page(service, game_id):
    """The player to act plays from his seat's page (no post in the topic) until
    another seat is to act: a report is due."""
    game = service.load(game_id)
    acting = service.active(game)
    for _ in range(20):
        legal = service.legal(game, acting[0])
        service.submit(game_id, acting[0], min(legal, key=lambda c: (
            c not in ("end", "stop"), not c.startswith("take"))))
        game = service.load(game_id)
        if service.active(game) != acting:
            return
    raise AssertionError(f"{acting} is still to act")


def stamp(service, game_id):
    game = service.load(game_id)
    return f"version {game.version} · head `{game.head}`"


@pytest.mark.parametrize("mega", [10000, 1], ids=["stream", "mega-topic"])
def test_reports_one_after_another_edit_one_status_post_until_someone_posts(
        forum, club, mega):
    """Moves from the seat pages hand the turn over again and again: a post each time
    would be a 4th post of pbem in a row, which Discourse refuses
    (max_consecutive_replies 3), so the report edits pbem's last one while it is the
    topic's last post (told by the topic's stream, or its lastId in a topic too long
    for one); once a player has posted after it, the report is a new post."""
    service, cfg, game_id = club
    forum.mega = mega
    [status] = bot_posts(forum)
    for turn in range(4):
        hand_over_on_the_page(service, game_id)
        delivered = pump(forum, service, cfg)
        assert bot_posts(forum) == [status] and status["version"] == turn + 2
        assert stamp(service, game_id) in status["raw"]
        assert [d[1]["ignored"].split(":")[0] for d in delivered] == ["post_edited"]
    forum.post_as("bob", TOPIC, "Nice one, Ann!")
    hand_over_on_the_page(service, game_id)
    pump(forum, service, cfg)
    new = forum.posts(TOPIC)[-1]
    assert bot_posts(forum) == [status, new] and new["version"] == 1
    assert stamp(service, game_id) in new["raw"] and status["version"] == 5
    hand_over_on_the_page(service, game_id)
    pump(forum, service, cfg)
    assert bot_posts(forum) == [status, new] and new["version"] == 2
    assert stamp(service, game_id) in new["raw"]
    assert outbox.listing(service.store.conn) == [] and forum.violations == []


def test_a_report_too_old_to_edit_is_posted_anew(forum, club, caplog):
    """Discourse refuses to edit a post older than its edit time limit (422,
    too_late_to_edit), and then lets its author post again: the report is a new post,
    the one edited from then on."""
    service, cfg, game_id = club
    forum.edit_minutes = 0
    [old] = bot_posts(forum)
    hand_over_on_the_page(service, game_id)
    with caplog.at_level(logging.WARNING, logger="pbem.forum.discourse"):
        pump(forum, service, cfg)
    assert (f"/posts/{old['id']}.json", 422) in [r[1:] for r in forum.requests]
    assert f"cannot be edited ({forum.TOO_LATE}); a new one" in caplog.text
    [_, new] = bot_posts(forum)
    assert old["version"] == 1 and stamp(service, game_id) in new["raw"]
    binding = store.binding(service.store.conn, game_id, FORUM)
    assert binding["status_message"] == str(new["id"])
    assert outbox.listing(service.store.conn) == []


def test_a_post_discourse_refuses_fails_with_its_reason_in_pbem_outbox(forum, club):
    """A forum that allows no consecutive replies (max_consecutive_replies 1) refuses
    the report that follows pbem's answer: 422, final, and `pbem outbox` shows
    Discourse's reason; once a player has posted, the report goes out, and the next
    one edits it rather than being refused in its turn."""
    service, cfg, game_id = club
    forum.max_consecutive_replies = 1
    forum.post_as("bob", TOPIC, pbem_post("legal"))
    pump(forum, service, cfg)
    hand_over_on_the_page(service, game_id)
    pump(forum, service, cfg)
    [row] = outbox.listing(service.store.conn)
    listed = CliRunner().invoke(cli.main, ["outbox", "--db", str(service.store.path)])
    assert listed.exit_code == 0, listed.output
    header, listed_row = listed.stdout.splitlines()
    assert header.startswith("id\tstatus") and \
        listed_row.startswith(f"{row['id']}\tfailed\treport\tclub\t{game_id}\t1\t")
    assert listed.stdout.rstrip("\n").endswith(
        "Discourse club answered 422: No consecutive replies are allowed. Please edit "
        "your previous reply, or wait for someone to reply to you.")
    forum.post_as("ann", TOPIC, "Where is the report?")
    hand_over_on_the_page(service, game_id)
    pump(forum, service, cfg)
    new = forum.posts(TOPIC)[-1]
    assert new["username"] == forum.api_user and stamp(service, game_id) in new["raw"]
    hand_over_on_the_page(service, game_id)
    pump(forum, service, cfg)
    assert forum.posts(TOPIC)[-1] is new and stamp(service, game_id) in new["raw"]
    assert outbox.listing(service.store.conn) == [row]


def test_a_rate_limit_waits_for_the_time_discourse_names(forum, club, caplog):
    service, cfg, game_id = club
    clock = [1000.0]
    forum.clock = lambda: clock[0]
    forum.requests.clear()
    forum.limit = 1
    forum.post_as("ann", TOPIC, pbem_post("roll"))
    forum.deliver()
    forum.post_as("bob", TOPIC, pbem_post("legal"))
    forum.deliver()
    now = datetime.now(timezone.utc)
    assert outgoing.dispatch_due(service, cfg, now) == {"sent": 1, "retry": 0,
                                                         "failed": 0, "waiting": 1}
    asked = len(forum.requests)
    assert forum.requests[-1][2] == 429
    # paused: no request at all until the wait is over, then the post goes out
    assert outgoing.dispatch_due(service, cfg, now + timedelta(seconds=30))[
        "waiting"] == 1
    assert len(forum.requests) == asked
    clock[0] += 61
    assert outgoing.dispatch_due(service, cfg, now + timedelta(seconds=62))["sent"] == 1
    assert "@bob (post #" in bot_posts(forum)[-1]["raw"]
    row = [r for r in outbox.listing(service.store.conn, ("sent",))][-1]
    assert row["attempts"] == 1                  # a 429 is no attempt


def test_an_outage_loses_no_post(forum, club):
    """While the forum is down the posts wait, uncounted; they go out in order when it
    comes back."""
    service, cfg, game_id = club
    forum.post_as("ann", TOPIC, pbem_post("roll"))
    forum.deliver()
    forum.stop()
    for _ in range(3):
        assert outgoing.dispatch_due(service, cfg)["waiting"] == 1
    [row] = outbox.listing(service.store.conn, ("pending",))
    assert row["attempts"] == 0 and "unreachable" not in (row["last_error"] or "x")
    forum.start()
    pump(forum, service, cfg)
    assert "- applied: `roll`" in bot_posts(forum)[-1]["raw"]
    assert outbox.listing(service.store.conn) == []


def test_a_wrong_api_key_fails_the_post_and_pbem_outbox_lists_it(forum, service):
    with serving(service, forum, api_key="wrong") as (_base, cfg):
        game_id, _ = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}], {})
        hosting.bind(service, cfg, game_id, FORUM, topic=str(TOPIC))
        assert outgoing.dispatch_due(service, cfg)["failed"] == 1
    [row] = outbox.listing(service.store.conn)
    assert row["status"] == "failed" and "answered 403" in row["last_error"]
    assert "invalid" in row["last_error"] and "wrong" not in json.dumps(row)
