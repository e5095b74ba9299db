"""A game played through Standard Webhooks (forum type "webhook", issue 10): a league
site posts its players' moves to /hooks/webhook/<forum> as signed pbem.post
messages, and pbem posts its reports and answers to the site as signed messages
that the stand-in (tests/webhook_standin.py) verifies with its own reading of the
specification. Nothing unsigned, mis-signed or stale is read; a retried message
or a post sent twice applies once; a retried report keeps its webhook-id."""
import random
from datetime import datetime, timedelta, timezone

import pytest

from pbem.core.errors import Invalid
from pbem.forum import hosting, outgoing, webhook
from pbem.host import audit
from pbem.telling import outbox
from tests.forumbots import free_port, pbem_post, web_app
from tests.fuzz import onward
from tests.webhook_standin import League, new_secret, v1

pytestmark = pytest.mark.both_stores

FORUM = "league"
PLAYERS = {"Red": ("Ann", "ann"), "Blue": ("Bob", "bob")}


@pytest.fixture
def league():
    site = League().start()
    yield site
    site.stop()


@pytest.fixture
def served(service, league):
    """The cfg of the web app over SERVICE under waitress with the stand-in as
    [forums.league], the service's hook given to the stand-in."""
    port = free_port()
    cfg = {"server": {"base_url": f"http://127.0.0.1:{port}"}, "storage": {},
           "forums": {FORUM: {"type": "webhook", "url": league.url,
                              "secret": league.secret, "timeout": 5}}}
    with web_app(service, cfg, port) as base:
        league.hook_url = f"{base}/hooks/webhook/{FORUM}"
        yield cfg


@pytest.fixture
def flanders(service, served, league):
    """(cfg, game id) of a Flanders game bound to the league, both seats linked by
    their codes, every message so far delivered."""
    game_id, _ = service.create("flanders", [{"name": n} for n, _ in
                                             PLAYERS.values()], {})
    hosting.bind(service, served, game_id, FORUM)
    for role, (_name, user) in PLAYERS.items():
        status, _ = league.post(game_id, user,
                                f"pbem link {hosting.new_code(service, game_id, role)}")
        assert status == 200
    deliver(service, served)
    return served, game_id


def deliver(service, cfg):
    counts = outgoing.dispatch_due(service, cfg)
    assert counts["failed"] == counts["retry"] == counts["waiting"] == 0, counts
    return counts["sent"]


def latest_report(league):
    return next(m["data"] for m in reversed(league.received)
                if m["type"] == "pbem.report")


def to_act(league):
    """(user, legal commands) of the player asked to act, as the site knows it: by
    the last answer when it lists its poster's commands (his move goes on), else by
    the last report."""
    last = league.received[-1]["data"]
    if "lines" in last["report"] and onward(last["report"]["commands"]["legal"]):
        return last["report"]["user"], last["report"]["commands"]["legal"]
    [seat] = [s for s in latest_report(league)["report"]["to_act"] if s["legal"]]
    return seat["user"], seat["legal"]


def test_the_specifications_test_vector_signs_as_published():
    """standard-webhooks/standard-webhooks spec: the example secret, id, timestamp
    and payload sign to the published v1 signature, and it verifies."""
    secret, message, stamp = ("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
                              "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330)
    body = b'{"test": 2432232314}'
    assert webhook.sign(secret, message, stamp, body) == \
        "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
    assert webhook.signature_matches(secret, message, str(stamp), body,
                                     "v1a,xyz v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
    assert not webhook.signature_matches(secret, message, str(stamp), body + b" ",
                                         "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")


def test_a_flanders_game_played_through_signed_webhooks(service, league, flanders):
    cfg, game_id = flanders
    chooser = random.Random(7)
    posts = 0
    while posts < 12 and not service.load(game_id).finished:
        user, legal = to_act(league)
        command = chooser.choice(onward(legal))
        before = service.load(game_id).version
        status, answer = league.post(game_id, user, pbem_post(command),
                                     post_id=f"p{posts}")
        assert status == 200 and answer["ok"], answer
        assert service.load(game_id).version > before, command
        deliver(service, cfg)
        posts += 1
    heads = {rec.version + 1: rec.hash for rec in service.store.read(game_id)}
    kinds = [m["type"] for m in league.received]
    assert kinds.count("pbem.answer") == posts + len(PLAYERS)   # every post answered
    for message in league.received:
        data = message["data"]
        assert data["game"] == game_id and data["forum"] == FORUM
        assert heads[data["version"]] == data["head"]           # the log's own head
        assert f"version {data['version']}" in data["markdown"]
        assert data["board"].endswith(f"/board/{data['version']}.png")
    answers = [m["data"] for m in league.received if m["type"] == "pbem.answer"]
    assert answers[-1]["reply_to"] == {"id": f"p{posts - 1}"}
    assert answers[-1]["report"]["lines"][0]["status"] == "applied"
    assert league.violations == [] and len(set(league.ids)) == len(league.ids)
    assert outbox.listing(service.store.conn) == []
    assert audit.verify(service, game_id) == audit.Verdict()


@pytest.mark.parametrize("how, why", [
    ({"secret": new_secret()}, "no v1 signature"),
    ({"timestamp": 0}, "more than max_age_seconds"),
    ({"timestamp": 10 ** 10}, "more than max_age_seconds"),
])
def test_a_forged_or_stale_post_is_refused_and_applies_nothing(service, league, flanders,
                                                               how, why):
    cfg, game_id = flanders
    user, [command, *_] = to_act(league)
    before = service.load(game_id).version
    status, answer = league.post(game_id, user, pbem_post(command), **how)
    assert status == 401 and why in answer["error"]
    assert service.load(game_id).version == before and deliver(service, cfg) == 0


def test_an_unsigned_or_tampered_post_is_refused(service, league, flanders):
    _cfg, game_id = flanders
    headers, body = league.message(game_id, "ann", pbem_post("stop"))
    for drop in ("webhook-id", "webhook-timestamp", "webhook-signature"):
        status, answer = league.send({k: v for k, v in headers.items() if k != drop},
                                     body)
        assert status == 401 and "unsigned" in answer["error"]
    status, _ = league.send(headers, body.replace(b"stop", b"take"))
    assert status == 401
    status, _ = league.send({**headers, "webhook-id": "msg_other"}, body)
    assert status == 401                    # the id is signed too


def test_a_rotated_secret_is_believed_by_any_listed_signature(service, league, flanders):
    _cfg, game_id = flanders
    user, legal = to_act(league)
    headers, body = league.message(game_id, user, pbem_post(legal[0]))
    old, _ = league.message(game_id, user, "x", secret=new_secret(),
                            message_id=headers["webhook-id"])
    headers["webhook-signature"] = (f"{old['webhook-signature']} v1a,c2lnbmVk "
                                    f"{headers['webhook-signature']}")
    before = service.load(game_id).version
    status, answer = league.send(headers, body)
    assert status == 200 and answer["ok"] and service.load(game_id).version > before


def test_a_bare_post_as_the_issue_names_it_is_read(service, league, flanders):
    """{"game", "user", "text"} with no envelope around it."""
    _cfg, game_id = flanders
    user, legal = to_act(league)
    before = service.load(game_id).version
    status, answer = league.post(game_id, user, pbem_post(legal[0]), kind=None)
    assert status == 200 and answer["ok"] and service.load(game_id).version > before


def test_a_retried_message_or_a_post_sent_twice_applies_once(service, league, flanders):
    cfg, game_id = flanders
    user, legal = to_act(league)
    headers, body = league.message(game_id, user, pbem_post(legal[0]), post_id=4411)
    assert league.send(headers, body)[0] == 200
    after = service.load(game_id).version
    status, answer = league.send(headers, body)                 # the site's retry
    assert status == 200 and "already handled" in answer["handled"]
    status, answer = league.post(game_id, user, pbem_post(legal[0]),
                                 post_id=4411)                  # a new message, same post
    assert status == 200 and "already handled" in answer["handled"]
    assert service.load(game_id).version == after
    deliver(service, cfg)
    assert [m["data"]["reply_to"] for m in league.received].count({"id": 4411}) == 1


def test_what_names_no_bound_game_or_no_linked_seat_applies_nothing(service, league,
                                                                    flanders):
    cfg, game_id = flanders
    other, _ = service.create("flanders", [{"name": "Cy"}, {"name": "Di"}], {})
    status, answer = league.post(other, "ann", pbem_post("stop"))
    assert status == 200 and "not bound" in answer["handled"]
    before = service.load(game_id).version
    status, answer = league.post(game_id, "eve", pbem_post("stop"))
    assert status == 200 and "plays no seat" in answer["handled"]
    assert service.load(game_id).version == before
    deliver(service, cfg)
    told = league.received[-1]["data"]
    assert told["mentions"] == ["eve"] and "plays no seat" in told["markdown"]
    status, answer = league.post(game_id, "ann", "hello", kind="pbem.reaction")
    assert status == 200 and "only pbem.post" in answer["ignored"]
    headers, body = league.message(game_id, "ann", "x")
    body = body.replace(b'"user": "ann"', b'"user": 5')
    headers["webhook-signature"] = v1(league.secret, headers["webhook-id"],
                                      headers["webhook-timestamp"], body)
    status, answer = league.send(headers, body)
    assert status == 400 and "user is missing" in answer["error"]


def test_a_5xx_is_retried_with_the_same_webhook_id_and_delivered_once(service, league,
                                                                      flanders):
    cfg, game_id = flanders
    user, legal = to_act(league)
    league.answer_with = [503]
    league.post(game_id, user, pbem_post(legal[0]), post_id="p1")
    now = datetime.now(timezone.utc)
    assert outgoing.dispatch_due(service, cfg, now)["retry"] == 1
    [retried, *_] = outbox.listing(service.store.conn, ("pending",))
    assert retried["attempts"] == 1 and "webhook league answered 503" in \
        retried["last_error"]
    sent = len(league.ids)
    assert outgoing.dispatch_due(service, cfg, now + timedelta(seconds=61))["sent"] >= 1
    assert league.ids[sent - 1] == league.ids[sent]             # the same id again
    answers = [m for m in league.received if m["data"]["reply_to"] == {"id": "p1"}]
    assert len(answers) == 1 and league.violations == []
    assert outbox.listing(service.store.conn) == []


def test_a_gone_endpoint_fails_the_post(service, league, flanders):
    cfg, game_id = flanders
    user, legal = to_act(league)
    league.answer_with = [410]
    league.post(game_id, user, pbem_post(legal[0]))
    assert outgoing.dispatch_due(service, cfg)["failed"] == 1
    [failed] = outbox.listing(service.store.conn, ("failed",))
    assert "answered 410" in failed["last_error"]


def test_a_webhook_forum_binds_the_game_itself(service, served):
    game_id, _ = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}], {})
    for topic, thread in (("12", None), (None, "34")):
        with pytest.raises(Invalid, match="without --topic or --thread"):
            hosting.bind(service, served, game_id, FORUM, topic, thread)
    bad = {**served, "forums": {FORUM: {**served["forums"][FORUM], "secret": "hush"}}}
    with pytest.raises(Invalid, match="whsec_ and a base64 key"):
        hosting.bind(service, bad, game_id, FORUM)
    binding = hosting.bind(service, served, game_id, FORUM)
    assert binding["topic"] is None and binding["thread"] is None
