"""Every event of a log is accounted for (issue 22): what someone with insert access
to the log appends through the store's own API — an event alone, a game_over, a batch
holding one event more than its command made — fails `pbem verify`, naming its
version, on SQLite, on PostgreSQL and as the service's granted role there; and no log,
however broken, makes verify, a page or the API crash."""
import json
import random
import uuid

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from events import EventStore, NewEvent
from pbem import config
from pbem.cli import main
from pbem.config import service_over
from pbem.core.recording import stamp
from pbem.host import audit, rederive
from pbem.web import create_app
from tests import pgserver
from tests.fuzz import play_random

pytestmark = pytest.mark.both_stores

PLAYERS = [{"name": "Ann"}, {"name": "Bob"}]


def played(service, kind, commands, options=None, seed=22):
    """A game of KIND after COMMANDS random legal commands (fewer if it ended)."""
    gid, _ = service.create(kind, PLAYERS, options or {})
    play_random(service, gid, commands, random.Random(seed))
    return gid


def forge(store, gid, events):
    """Append EVENTS [(type, payload, actor, metadata)] through the store's own API,
    as an insert-only role could: the chain is the store's, so it holds."""
    store.append(gid, [NewEvent(*e) for e in events], store.version(gid))
    return store.version(gid)


def stamped(service, gid, **meta):
    """Metadata as the service writes it (a forger copies the shape)."""
    game = service.load(gid)
    return {**stamp(game.kind, game.rules_version), "channel": "web", **meta}


def failure(service, gid):
    verdict = audit.verify(service, gid)
    assert verdict.status == "FAILED", verdict
    return verdict.problems[0]


@pytest.fixture(scope="module")
def granted():
    """(the owner's URL, the granted service role's URL) of a new database."""
    return pgserver.granted_database()[:2]


@pytest.fixture(params=["sqlite", "postgresql", "granted"])
def forger(request, tmp_path):
    """A service whose log a forger appends to: on SQLite, on PostgreSQL as the
    tables' owner, and as the role `pbem grant` made (SELECT and INSERT on the log)."""
    if request.param == "sqlite":
        yield service_over(EventStore(tmp_path / "events.sqlite"), snapshot_every=5)
        return
    url = pgserver.server().new_database() if request.param == "postgresql" else \
        request.getfixturevalue("granted")[1]
    service = config.open_service(config.load(env={}), url)
    yield service
    service.store.close_all()


def memoir_drew(service, gid):
    """A Memoir '44 `drew` as the game writes one (copied from the log)."""
    return next(r for r in service.store.read(gid) if r.type == "drew")


def test_a_forged_drew_appended_alone_fails_naming_its_version(forger):
    """The audit's case: three more cards for the Axis, appended alone."""
    service = forger
    gid = played(service, "memoir44", 30)
    drew = memoir_drew(service, gid)
    at = forge(service.store, gid, [("drew", drew.payload, "Axis", stamped(service, gid))
                                    for _ in range(3)])
    assert failure(service, gid) == (
        f"version {at - 2}: a 'drew' event that no command accounts for (it belongs to "
        "no command's batch)")


def test_a_forged_drew_dressed_as_a_command_fails_on_re_deciding(forger):
    """The same event dressed as a whole command of its own (batch 1, a legal-looking
    command) is re-decided: the rules give other events, or refuse it."""
    service = forger
    gid = played(service, "memoir44", 30)
    drew = memoir_drew(service, gid)
    game = service.load(gid)
    role = service.active(game)[0]
    at = forge(service.store, gid, [("drew", drew.payload, role, stamped(
        service, gid, batch=1, role=role, command={"action": "end"}, draws=0))])
    assert failure(service, gid).startswith(f"version {at}: ")


def test_a_forged_game_over_fails(forger):
    """A Flanders `game_over` (the game's own event) and a service game.ended, each
    appended to a game the rules say goes on."""
    service = forger
    gid = played(service, "flanders", 10)
    at = forge(service.store, gid, [("game_over", {"winners": ["Red"], "reason": "x"},
                                     None, stamped(service, gid))])
    assert failure(service, gid).startswith(
        f"version {at}: a 'game_over' event that no command accounts for")
    other = played(service, "flanders", 10, seed=23)
    at = forge(service.store, other, [("game.ended", {"outcome": {"winners": ["Red"]}},
                                       None, stamped(service, other))])
    assert failure(service, other) == (f"version {at}: game.ended that nothing accounts "
                                       "for: the rules do not end the game here")


def test_a_batch_with_one_event_too_many_fails(forger):
    """A forger who decides a real command with the seed (the service's role may read
    it) and writes its batch with one event more is caught: re-deciding gives exactly
    the command's events, and the batch is closed by what it made."""
    service = forger
    gid = played(service, "flanders", 10)
    game = service.load(gid)
    role = service.active(game)[0]
    command = game.rules.legal(game.state, role)[0]
    made = game.rules.decide(game.state, role, command, service._draws(game))
    events = [(e["type"], {k: v for k, v in e.items() if k != "type"}, role,
               stamped(service, gid) if i else stamped(
                   service, gid, batch=len(made) + 1, role=role, command=command,
                   draws=0))
              for i, e in enumerate(made + made[-1:])]
    at = forge(service.store, gid, events)
    assert failure(service, gid).startswith(
        f"version {at}: the batch of {role}'s command")
    assert "holds 1 event(s) more than re-deciding it gives" in failure(service, gid)


def test_an_event_appended_after_a_whole_batch_fails(service):
    """The batch is closed by its first event's length: one more event after it,
    stamped and all, belongs to nothing."""
    gid = played(service, "berlin", 6)
    last = service.store.read(gid)[-1]
    at = forge(service.store, gid, [(last.type, last.payload, last.actor,
                                     stamped(service, gid))])
    assert failure(service, gid).startswith(f"version {at}: a '{last.type}' event")


def test_an_event_after_the_end_fails(service):
    gid = played(service, "toy", 40)
    assert service.load(gid).finished
    at = forge(service.store, gid, [("rolled", {"die": 6}, "North",
                                     stamped(service, gid, batch=1, role="North",
                                             command={"action": "roll"}))])
    assert failure(service, gid) == (f"version {at}: 1 event after the game ended "
                                     "(rolled): nothing accounts for it")


# -- a log that does not fold ----------------------------------------------------------------
def berlin_rolled_outside_a_combat(service):
    """The audit's case: a Berlin `rolled` appended outside a combat (its apply then
    fails: TypeError)."""
    gid = played(service, "berlin", 4)
    at = forge(service.store, gid, [("rolled", {"dice": [6, 6]}, "Soviets", {})])
    return gid, at


def test_a_log_that_does_not_fold_gets_a_verdict_not_a_traceback(service, tmp_path):
    gid, at = berlin_rolled_outside_a_combat(service)
    problem = failure(service, gid)
    assert problem.startswith(f"version {at}: ")
    good = played(service, "toy", 3, seed=5)
    db = service.store.path
    result = CliRunner().invoke(main, ["verify", "--db", str(db)])
    assert result.exit_code == 1, result.output
    assert f"{gid}: FAILED" in result.stdout and f"{good}: ok" in result.stdout
    assert "Traceback" not in result.output


def test_pages_and_api_say_a_log_does_not_fold_and_the_lobby_works(service):
    gid, at = berlin_rolled_outside_a_combat(service)
    cfg = config.load(env={})
    client = create_app(cfg, service).test_client()
    for path in (f"/api/games/{gid}", f"/api/games/{gid}/legal", f"/api/games/{gid}/events",
                 f"/api/games/{gid}/at/{at}", f"/games/{gid}", f"/games/{gid}/replay",
                 f"/games/{gid}/log", f"/games/{gid}/board/{at}.png"):
        answer = client.get(path)
        assert answer.status_code == 409, (path, answer.status_code)
        assert f"does not fold at version {at}" in answer.get_data(as_text=True), path
    assert json.loads(client.get(f"/api/games/{gid}").data)["error"]["code"] == "damaged"
    assert client.get("/").status_code == 200
    audit_page = client.get(f"/games/{gid}/audit")
    assert audit_page.status_code == 200 and "FAILED" in audit_page.get_data(as_text=True)


# -- no input makes verify crash ---------------------------------------------------------------
EVENT_TYPES = ["rolled", "drew", "game_over", "took", "game.ended", "game.revealed",
               "game.undone", "game.skipped", "game.paused", "game.rules_changed",
               "game.created", "nonsense"]
VALUES = st.recursive(st.none() | st.booleans() | st.integers(-3, 50) | st.text(max_size=4),
                      lambda inner: st.lists(inner, max_size=3) |
                      st.dictionaries(st.sampled_from(["to", "role", "die", "batch",
                                                       "outcome", "seed", "from", "rules",
                                                       "command", "action", "draws"]),
                                      inner, max_size=4), max_leaves=8)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.sampled_from(EVENT_TYPES), VALUES.filter(
    lambda v: isinstance(v, dict)), st.sampled_from([None, "North", "South"]),
    VALUES.filter(lambda v: isinstance(v, dict))), min_size=1, max_size=4),
    st.integers(0, 6))
def test_no_appended_events_make_verify_raise(tmp_path, events, cut):
    """Whatever is appended to an honest game (of any type, payload, actor and
    metadata), and wherever the log is cut, the walk gives a verdict."""
    store = EventStore(tmp_path / f"{uuid.uuid4().hex}.sqlite")
    service = service_over(store)
    gid, _ = service.create("toy", [{"name": "A"}, {"name": "B"}])
    for _ in range(cut):
        game = service.load(gid)
        if not game.finished:
            service.submit(gid, service.active(game)[0], "roll")
    forge(store, gid, events)
    verdict = audit.verify(service, gid)
    assert verdict.status in ("FAILED", "unchecked", "ok")
    records = store.read(gid)
    assert rederive.walk(gid, records[:-1]).problems is not None

