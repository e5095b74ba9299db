"""A game played in a Discord thread: signed /pbem interactions in, one edited status
message and one ping a turn out, against the loopback stand-in of Discord
(tests/discord_standin.py) and the service under waitress (tests/forumbots.py).

What comes in applies only when the application's key signed it within
max_age_seconds, and only once (the interaction id); it is answered in the response,
publicly when something was applied, else only to the player (ephemeral). What goes
out is one status message a game, edited each turn, and a ping naming only the
linked player newly to act (or to act when he links), through rate limits, outages
and a deleted message without losing a report, and never with the webhook's token in
a log or a row."""
import logging
import random
from datetime import datetime, timedelta, timezone

import pytest
from nacl.signing import SigningKey

from pbem import games
from pbem.core.errors import Invalid
from pbem.forum import discord as adapter, hosting, outgoing, store
from pbem.telling import outbox
from tests.discord_standin import CHANNEL, TOKEN, Discord
from tests.forumbots import free_port, web_app
from tests.fuzz import onward

pytestmark = pytest.mark.both_stores

games.KINDS.setdefault("parley", "tests.parleygame")
FORUM, THREAD = "server", "700000000000000001"
ANN, BOB, EVE = "100000000000000001", "100000000000000002", "100000000000000009"
QUICK = ("end", "pass", "done", "stop", "decline")


@pytest.fixture
def discord():
    standin = Discord(threads={THREAD}).start()
    yield standin
    standin.stop()


@pytest.fixture
def served(service, discord):
    """The cfg of the web app over SERVICE under waitress with the stand-in as
    [forums.server], its interactions endpoint given to the stand-in."""
    port = free_port()
    cfg = {"server": {"base_url": f"http://127.0.0.1:{port}"}, "storage": {},
           "forums": {FORUM: {"type": "discord", "webhook_url": discord.webhook_url,
                              "application_public_key": discord.public_key,
                              "timeout": 5}}}
    with web_app(service, cfg, port) as base:
        discord.hook_url = f"{base}/hooks/discord/{FORUM}"
        yield cfg


def new_rhine(service, cfg, thread=THREAD, topic=None):
    """A 2-player Race to the Rhine (Ann: Monty, Bob: Brad) bound to THREAD (or the
    channel TOPIC), its first report sent."""
    game_id, _ = service.create("rhine", [{"name": "Ann"}, {"name": "Bob"}],
                                {"commanders": "Monty+Brad"})
    hosting.bind(service, cfg, game_id, FORUM, topic=topic,
                 thread=None if topic else thread)
    return game_id


def link_by_code(service, discord, game_id, user, role, place=THREAD):
    code = hosting.new_code(service, game_id, role)
    status, answer = discord.run(user, place, f"link {code}")
    assert status == 200 and answer["data"]["flags"] == adapter.EPHEMERAL
    assert f"linked: this forum user now plays {role}" in answer["data"]["content"]


@pytest.fixture
def rhine(service, served, discord):
    """(cfg, game id) of a Rhine game in the thread, Ann and Bob linked by the codes
    of their seat pages, the first report posted."""
    game_id = new_rhine(service, served)
    link_by_code(service, discord, game_id, ANN, "Monty")
    link_by_code(service, discord, game_id, BOB, "Brad")
    assert outgoing.dispatch_due(service, served)["sent"] == 1
    return served, game_id


USERS, NAMES = {"Monty": ANN, "Brad": BOB}, {"Monty": "Ann", "Brad": "Bob"}


def to_act(service, game_id):
    return service.active(service.load(game_id))


def version(service, game_id):
    return service.load(game_id).version


def status_message(service, game_id):
    return store.binding(service.store.conn, game_id, FORUM)["status_message"]


def hand_over(service, discord, game_id, place=THREAD):
    """The player to act ends his turn (`end`, then the first Axis move offered) with
    two slash commands; the other player is to act (returned)."""
    (role,) = to_act(service, game_id)
    user = USERS[role]
    for _ in range(2):
        command = "end" if "end" in service.legal(service.load(game_id), role) else \
            service.legal(service.load(game_id), role)[0]
        status, answer = discord.run(user, place, command)
        assert status == 200 and "flags" not in answer["data"], answer
    (other,) = to_act(service, game_id)
    assert other != role
    return other


def pings(requests):
    """The messages made that ping someone (all but a status message)."""
    return [r for r in requests if r["method"] == "POST" and not r["json"].get("embeds")]


# -- a whole stretch of a Rhine game ---------------------------------------------------
def test_a_rhine_game_is_reported_to_discord_status_edited_only_active_pinged(
        service, discord, rhine):
    cfg, game_id = rhine
    [first] = discord.made()
    status = status_message(service, game_id)
    assert first["json"]["embeds"] and status == discord.messages[status]["id"]
    assert discord.messages[status]["channel_id"] == THREAD
    (role,) = to_act(service, game_id)
    # the first status message itself pings the player to act, and only him
    assert first["json"]["allowed_mentions"] == {"parse": [], "users": [USERS[role]]}
    assert f"<@{USERS[role]}> ({NAMES[role]}, {role})" in first["json"]["content"]
    chooser, played, handed_over = random.Random(1944), 0, 0
    while played < 40 and handed_over < 5:
        (role,) = to_act(service, game_id)
        legal = onward(service.legal(service.load(game_id), role))
        quick = [c for c in legal if c in QUICK]
        command = chooser.choice(quick if quick and chooser.random() < 0.6 else legal)
        before = version(service, game_id)
        status_code, answer = discord.run(USERS[role], THREAD, command)
        assert status_code == 200 and answer["type"] == 4
        assert "flags" not in answer["data"], answer      # applied: public
        assert version(service, game_id) > before
        asked = len(discord.requests)
        outgoing.dispatch_due(service, cfg)
        new = discord.requests[asked:]
        now_acting = to_act(service, game_id)
        if now_acting != [role]:                           # handed over: edited, pinged
            handed_over += 1
            (acting,) = now_acting
            assert [r["method"] for r in new] == ["PATCH", "POST"], new
            assert new[0]["path"].endswith(f"/messages/{status}")
            assert new[0]["json"]["allowed_mentions"] == {"parse": []}
            [ping] = pings(new)
            assert ping["json"]["allowed_mentions"] == {"parse": [],
                                                        "users": [USERS[acting]]}
            assert ping["json"]["content"].startswith(f"<@{USERS[acting]}> your turn")
        else:                                              # the same turn: nothing
            assert new == []
        played += 1
    assert handed_over >= 3, (played, handed_over)
    # one status message made, every later report an edit of it, in the thread
    assert len([r for r in discord.made() if r["json"].get("embeds")]) == 1
    assert len(discord.edits()) == handed_over
    assert all(r["query"].get("thread_id") == THREAD and r["status"] == 200
               for r in discord.requests)
    assert all(r["query"].get("wait") == "true" for r in discord.made())
    game = service.load(game_id)
    shown = discord.messages[status]
    [embed] = shown["embeds"]
    assert embed["footer"]["text"].endswith(f"version {game.version} · head {game.head}")
    assert embed["image"]["url"] == (f"{cfg['server']['base_url']}/games/{game_id}"
                                     f"/board/{game.version}.png")
    assert "/pbem text: COMMAND" in embed["description"]
    assert f"version {game.version} · to act: <@{USERS[to_act(service, game_id)[0]]}>" \
        in shown["content"]
    assert outbox.listing(service.store.conn) == []


# -- what comes in ---------------------------------------------------------------------
def test_forged_unsigned_stale_and_tampered_interactions_are_401_and_apply_nothing(
        service, discord, rhine, caplog):
    cfg, game_id = rhine
    before = version(service, game_id)
    command = discord.command(USERS[to_act(service, game_id)[0]], THREAD, "end")
    headers, body = discord.signed(command)
    unsigned = {"Content-Type": "application/json"}
    forged = discord.signed(command, key=SigningKey.generate())
    stale = discord.signed(command, timestamp=datetime.now().timestamp() - 6 * 60)
    future = discord.signed(command, timestamp=datetime.now().timestamp() + 6 * 60)
    tampered = body.replace(b'"end"', b'"pass"')
    bad_hex = dict(headers, **{"X-Signature-Ed25519": "zz" * 64})
    for sent in ((unsigned, body), forged, stale, future, (headers, tampered),
                 (bad_hex, body)):
        with caplog.at_level(logging.WARNING, logger="pbem.forum.incoming"):
            status, answer = discord.send(*sent)
        assert status == 401 and "error" in answer
    assert version(service, game_id) == before
    assert service.store.conn.execute("SELECT count(*) FROM forum_inbound WHERE "
                                      "key LIKE 'interaction:%'").fetchone()[0] == 2
    assert "unsigned" in caplog.text and "does not match" in caplog.text
    assert "max_age_seconds 300" in caplog.text


def test_a_replayed_interaction_applies_once_and_is_told_already_handled(
        service, discord, rhine):
    cfg, game_id = rhine
    sent = discord.signed(discord.command(USERS[to_act(service, game_id)[0]], THREAD,
                                          "end"))
    before = version(service, game_id)
    first = discord.send(*sent)
    assert first[0] == 200 and "flags" not in first[1]["data"]
    after = version(service, game_id)
    assert after > before
    status, again = discord.send(*sent)
    assert status == 200 and again["data"]["flags"] == adapter.EPHEMERAL
    assert "already handled" in again["data"]["content"]
    assert version(service, game_id) == after


def test_discords_ping_is_answered_type_1_and_only_when_signed(service, discord, served):
    assert discord.send(*discord.signed(discord.ping())) == (200, {"type": 1})
    _headers, body = discord.signed(discord.ping())
    assert discord.send({"Content-Type": "application/json"}, body)[0] == 401
    assert discord.send(*discord.signed(discord.ping(), key=SigningKey.generate())
                           )[0] == 401


def test_an_unlinked_user_is_refused_in_private_and_links_himself_with_a_code(
        service, discord, served):
    game_id = new_rhine(service, served)
    before = version(service, game_id)
    status, answer = discord.run(EVE, THREAD, "end")
    assert status == 200 and answer["data"]["flags"] == adapter.EPHEMERAL
    assert "plays no seat of this game" in answer["data"]["content"]
    assert "/pbem text: link CODE" in answer["data"]["content"]
    assert answer["data"]["allowed_mentions"] == {"parse": []}
    assert version(service, game_id) == before
    # a wrong code links nothing; the seat page's code links Eve to Monty
    status, answer = discord.run(EVE, THREAD, "link NOPE-NOPE-NOPE")
    assert "no link code of this game" in answer["data"]["content"]
    (role,) = to_act(service, game_id)
    link_by_code(service, discord, game_id, EVE, role)
    status, answer = discord.run(EVE, THREAD, "legal")     # nothing applied: private
    assert answer["data"]["flags"] == adapter.EPHEMERAL
    assert "- listed: `legal`" in answer["data"]["content"]
    status, answer = discord.run(EVE, THREAD, "end")
    assert status == 200 and "flags" not in answer["data"]
    assert answer["data"]["content"].startswith(f"<@{EVE}>, as {role}:")
    assert "- applied: `end`" in answer["data"]["content"]
    assert version(service, game_id) > before


def test_a_user_in_a_direct_message_and_a_channel_bound_to_no_game_apply_nothing(
        service, discord, served):
    game_id = new_rhine(service, served)
    link_by_code(service, discord, game_id, ANN, "Monty")
    before = version(service, game_id)
    for place, guild in (("800000000000000001", True), ("800000000000000002", False)):
        status, answer = discord.run(ANN, place, "end", guild=guild)
        assert status == 200 and answer["data"]["flags"] == adapter.EPHEMERAL
        assert "is not bound to a game" in answer["data"]["content"]
    assert version(service, game_id) == before


def test_other_interactions_and_a_blank_text_are_answered_with_how_to_play(
        service, discord, served):
    game_id = new_rhine(service, served)
    before = version(service, game_id)
    other = discord.command(ANN, THREAD, "end", name="roll")
    button = dict(discord.command(ANN, THREAD, "end"), type=3)
    for interaction in (other, button, discord.command(ANN, THREAD, "  ")):
        status, answer = discord.send(*discord.signed(interaction))
        assert status == 200 and answer["data"]["flags"] == adapter.EPHEMERAL
        assert "/pbem text: COMMAND" in answer["data"]["content"]
    _headers, body = discord.signed(discord.command(ANN, THREAD, "end"))
    broken = body[:-1]
    assert discord.send(discord.headers_for(broken), broken)[0] == 400
    nobody = dict(discord.command(ANN, THREAD, "end"), member=None)
    assert discord.send(*discord.signed(nobody))[0] == 400
    assert version(service, game_id) == before


def test_a_slash_commands_text_is_its_commands_separated_by_semicolons():
    assert adapter.command_text("roll; take 3 ;;  end ") == \
        "```pbem\nroll\ntake 3\nend\n```\n"
    assert adapter.command_text("link ab12-CD34") == "```pbem\npbem link ab12-CD34\n```\n"
    assert adapter.command_text("pbem link X") == "```pbem\npbem link X\n```\n"
    assert adapter.command_text("say ```") == "````pbem\nsay ```\n````\n"


def test_the_game_is_bound_to_the_webhooks_channel_or_a_thread_of_it(
        service, discord, served):
    settings = {"name": FORUM}
    assert adapter.ADAPTER.binding(settings, None, THREAD) == (None, THREAD)
    assert adapter.ADAPTER.binding(settings, CHANNEL, None) == (CHANNEL, None)
    for topic, thread in ((None, None), (CHANNEL, THREAD), ("general", None),
                          (None, "12")):
        with pytest.raises(Invalid, match="Copy ID"):
            adapter.ADAPTER.binding(settings, topic, thread)
    # bound to the channel itself: reports go there without thread_id, commands typed
    # there are read
    game_id = new_rhine(service, served, topic=CHANNEL)
    (role,) = to_act(service, game_id)
    link_by_code(service, discord, game_id, ANN, role, place=CHANNEL)
    assert outgoing.dispatch_due(service, served)["sent"] == 1
    [made] = discord.made()
    assert "thread_id" not in made["query"]
    assert discord.messages[status_message(service, game_id)]["channel_id"] == CHANNEL
    before = version(service, game_id)
    assert "flags" not in discord.run(ANN, CHANNEL, "end")[1]["data"]
    assert version(service, game_id) > before


# -- what goes out ---------------------------------------------------------------------
def test_a_429_waits_the_time_discord_names_and_the_report_goes_out_after(
        service, discord, rhine, caplog):
    cfg, game_id = rhine
    hand_over(service, discord, game_id)
    discord.rate_limit(1, retry_after=2.5)
    now = datetime.now(timezone.utc)
    assert outgoing.dispatch_due(service, cfg, now)["waiting"] == 1
    asked = len(discord.requests)
    assert discord.requests[-1]["status"] == 429
    pause = outbox.login_pause(service.store.conn, f"forum:{FORUM}")
    wait = (pause["paused_until"] - now).total_seconds()
    assert 2 < wait <= 3       # Retry-After: 3 (2.5 rounded up), kept to the second
    assert outgoing.dispatch_due(service, cfg, now + timedelta(seconds=2))[
        "waiting"] == 1
    assert len(discord.requests) == asked           # no request while paused
    assert outgoing.dispatch_due(service, cfg, now + timedelta(seconds=4))["sent"] == 1
    assert [r["method"] for r in discord.requests[asked:]] == ["PATCH", "POST"]
    [row] = [r for r in outbox.listing(service.store.conn, ("sent",))
             if r["kind"] == "report"][-1:]
    assert row["attempts"] == 1     # the post that went out; the 429 counted none


def test_a_429_on_the_ping_after_the_edit_pings_once_when_it_goes_out(
        service, discord, rhine):
    cfg, game_id = rhine
    hand_over(service, discord, game_id)
    asked = len(discord.requests)
    original = discord._answer

    def limit_the_ping(handler, method, parts, query, data):
        if method == "POST" and not (data or {}).get("embeds") and not limited:
            limited.append(1)
            discord.rate_limit(1, 1)
        return original(handler, method, parts, query, data)

    limited = []
    discord._answer = limit_the_ping
    now = datetime.now(timezone.utc)
    assert outgoing.dispatch_due(service, cfg, now)["waiting"] == 1
    assert outgoing.dispatch_due(service, cfg, now + timedelta(seconds=2))["sent"] == 1
    done = [r["status"] for r in discord.requests[asked:]]
    assert done == [200, 429, 200, 200]             # edit, ping refused, edit, ping
    assert len([r for r in pings(discord.requests) if r["status"] == 200]) == 1


def test_a_5xx_is_retried_after_the_back_off_and_counted(service, discord, rhine):
    cfg, game_id = rhine
    hand_over(service, discord, game_id)
    discord.break_down(1)
    now = datetime.now(timezone.utc)
    assert outgoing.dispatch_due(service, cfg, now)["retry"] == 1
    [row] = outbox.listing(service.store.conn, ("pending",))
    assert row["attempts"] == 1 and "answered 502" in row["last_error"]
    assert outgoing.dispatch_due(service, cfg, now + timedelta(seconds=30))[
        "sent"] == 0                                 # retry_seconds 60 not over
    assert outgoing.dispatch_due(service, cfg, now + timedelta(seconds=61))["sent"] == 1
    assert outbox.listing(service.store.conn) == []


def test_an_outage_loses_no_report(service, discord, rhine):
    cfg, game_id = rhine
    hand_over(service, discord, game_id)
    discord.stop()
    for _ in range(3):
        assert outgoing.dispatch_due(service, cfg)["waiting"] == 1
    [row] = outbox.listing(service.store.conn, ("pending",))
    assert row["attempts"] == 0
    discord.start()
    assert outgoing.dispatch_due(service, cfg)["sent"] == 1
    game = service.load(game_id)
    status = discord.messages[status_message(service, game_id)]
    assert f"version {game.version}" in status["content"]
    assert outbox.listing(service.store.conn) == []


def test_a_deleted_status_message_is_made_again_and_pings_itself(service, discord, rhine):
    cfg, game_id = rhine
    old = status_message(service, game_id)
    discord.delete(old)
    other = hand_over(service, discord, game_id)
    asked = len(discord.requests)
    assert outgoing.dispatch_due(service, cfg)["sent"] == 1
    patch, post = discord.requests[asked:]
    assert (patch["method"], patch["status"]) == ("PATCH", 404)
    assert post["json"]["embeds"] and post["json"]["allowed_mentions"] == {
        "parse": [], "users": [USERS[other]]}
    new = status_message(service, game_id)
    assert new != old and new in discord.messages


def test_the_webhook_token_is_never_logged_nor_kept(service, discord, served, caplog):
    cfg = served
    game_id = new_rhine(service, served)
    discord.stop()
    with caplog.at_level(logging.DEBUG):
        outgoing.dispatch_due(service, cfg)
        discord.start()
        wrong = discord.webhook_url.replace(TOKEN, "stolen-token")
        cfg["forums"][FORUM]["webhook_url"] = wrong
        assert outgoing.dispatch_due(service, cfg)["failed"] == 1
    [row] = outbox.listing(service.store.conn, ("failed",))
    assert "answered 401: Invalid Webhook Token" in row["last_error"]
    assert "unreachable" in caplog.text or "ConnectionRefused" in caplog.text
    for secret in (TOKEN, "stolen-token"):
        assert secret not in caplog.text and secret not in str(row)
    assert game_id


@pytest.mark.parametrize("by", ["host", "code"])
def test_a_seat_to_act_linked_after_the_first_report_is_pinged_then(
        service, discord, served, by):
    """The first status message is made when the game is bound, before anyone has
    linked, and pings nobody. A seat linked later (`pbem forum link`, or `/pbem text:
    link CODE`) while it is to act is pinged by a new message (an edit notifies
    nobody) and named by the status message; a seat not to act is not, nor is a seat
    linked again to the same user."""
    game_id = new_rhine(service, served)
    assert outgoing.dispatch_due(service, served)["sent"] == 1
    assert discord.pinged == []
    (role,) = to_act(service, game_id)
    link = {"host": lambda r: hosting.link(service, game_id, r, USERS[r]),
            "code": lambda r: link_by_code(service, discord, game_id, USERS[r], r)}[by]
    link(next(r for r in USERS if r != role))
    assert outgoing.dispatch_due(service, served)["sent"] == 0
    link(role)
    asked = len(discord.requests)
    assert outgoing.dispatch_due(service, served)["sent"] == 1
    assert [r["method"] for r in discord.requests[asked:]] == ["PATCH", "POST"]
    assert discord.pinged == [USERS[role]]
    status = discord.messages[status_message(service, game_id)]["content"]
    assert f"<@{USERS[role]}> ({NAMES[role]}, {role})" in status
    link(role)
    assert outgoing.dispatch_due(service, served)["sent"] == 0
    assert discord.pinged == [USERS[role]]


def test_a_decision_in_the_middle_of_a_move_pings_only_the_seat_newly_to_act(
        service, discord, served):
    """Parley: North's offer makes South decide while North's move goes on; both are
    to act, only South is pinged (North was to act already)."""
    game_id, _ = service.create("parley", [{"name": "Ann"}, {"name": "Bob"}], {})
    hosting.bind(service, served, game_id, FORUM, thread=THREAD)
    hosting.link(service, game_id, "North", ANN)
    hosting.link(service, game_id, "South", BOB)
    outgoing.dispatch_due(service, served)
    assert discord.run(ANN, THREAD, "offer")[0] == 200
    asked = len(discord.requests)
    assert outgoing.dispatch_due(service, served)["sent"] == 1
    assert sorted(to_act(service, game_id)) == ["North", "South"]
    [ping] = pings(discord.requests[asked:])
    assert ping["json"]["allowed_mentions"] == {"parse": [], "users": [BOB]}
    status = discord.messages[status_message(service, game_id)]["content"]
    assert f"<@{ANN}> (Ann, North)" in status and f"<@{BOB}> (Bob, South)" in status


def test_a_long_report_is_clipped_at_a_line_with_its_code_block_closed():
    text = "head\n```text\n" + "\n".join(f"move {i}" for i in range(1000)) + "\n```\n"
    clipped = adapter.clip(text, 400)
    assert len(clipped) <= 400 and clipped.count("```") == 2
    assert clipped.endswith("\n```\n… (the rest is on the game page)")
    assert adapter.clip("short", 400) == "short"
