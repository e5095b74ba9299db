"""Taking back one's own commands (pbem.core.undo): a take-back is an event, the fold skips
what it takes back, nothing is deleted, `pbem verify` re-derives it, and what the
taken-back move would have announced never goes out."""
from datetime import datetime, timedelta, timezone

import pytest
from freezegun import freeze_time

from events import NewEvent
from pbem import mail
from pbem.core import undo
from pbem.core.aggregate import UNDONE, replay
from pbem.core.errors import Rejected
from pbem.core.recording import stamp
from pbem.host import audit
from pbem.mail import send
from pbem.telling import outbox
from tests.fuzz import onward
# the mail tests' config (loopback SMTP server) for the outbox tests
from tests.tamper import rewrite
from tests.test_mail_out import cfg  # noqa: F401  pytest fixture

pytestmark = pytest.mark.both_stores


def state(service, game_id):
    game = service.load(game_id)
    return game.state, game.outcome


def new_game(service, kind, emails=False):
    players = [{"name": n, **({"email": f"{n.lower()}@example.org"} if emails else {})}
               for n in ("Ann", "Ben")]
    return service.create(kind, players)[0]


def play_until(service, game_id, wanted, limit=200):
    """Play the first legal command of whoever is to act until the next command
    WANTED(role, text) accepts; returns (role, text) of it, not yet played."""
    for _ in range(limit):
        game = service.load(game_id)
        role = service.active(game)[0]
        legal = service.legal(game, role)
        chosen = next((c for c in legal if wanted(role, c)), None)
        if chosen is not None:
            return role, chosen
        service.submit(game_id, role, legal[0])
    raise AssertionError("no such command came up")


def is_load(role, text):
    return text.split()[0] in ("load", "unload")


def test_a_seat_takes_back_its_last_commands_one_at_a_time(service):
    game_id = new_game(service, "rhine")
    role, first = play_until(service, game_id, is_load)
    before_first = state(service, game_id)
    service.submit(game_id, role, first)
    after_first = state(service, game_id)
    second = next(c for c in service.legal(service.load(game_id), role) if is_load(role, c))
    service.submit(game_id, role, second)
    head = service.load(game_id).version

    result = service.submit(game_id, role, "undo")
    assert [e.type for e in result.events] == [UNDONE]
    assert result.events[0].payload == {"role": role, "to": head - 1}
    assert state(service, game_id) == after_first
    service.submit(game_id, role, "undo")
    assert state(service, game_id) == before_first
    # nothing is deleted: the log holds both commands and both take-backs
    log = service.events_for(game_id, role)
    assert len(log) == head + 2
    assert [e["taken_back"] for e in log[-4:]] == [True, True, False, False]
    assert log[-1]["text"] == f"{role} takes back the command of version {head - 1}"
    assert audit.verify(service, game_id).problems == []


def test_play_goes_on_from_the_state_taken_back_to_even_across_snapshots(service):
    game_id = new_game(service, "rhine")
    role, text = play_until(service, game_id, is_load)
    taken = 0
    while taken < service.snapshot_every + 2:     # a snapshot falls inside what goes
        game = service.load(game_id)
        loads = [c for c in service.legal(game, role) if is_load(role, c)]
        if not loads:
            break
        service.submit(game_id, role, loads[0])
        taken += 1
    for _ in range(taken):
        service.submit(game_id, role, "undo")
    game = service.load(game_id)
    records = service.store.read(game_id)
    check_tails(records, game)
    assert game.snapshot() == replay(game_id, records).snapshot()
    service.submit(game_id, role, onward(service.legal(game, role))[-1])
    assert service.load(game_id).snapshot() == replay(
        game_id, service.store.read(game_id)).snapshot()
    assert audit.verify(service, game_id).problems == []
    # what was taken back is what the fold leaves out, told the same from a window of
    # the log (a mail's "since your last move" reads only the log's end)
    records = service.store.read(game_id)
    live = {rec.version for entry in undo.entries(records) for rec in entry.records}
    gone = {rec.version for rec in records if rec.type != UNDONE} - live
    assert len(gone) >= taken
    for start in (0, len(records) - taken - 3, len(records) - 2):
        assert undo.taken_back(records[start:]) == {v for v in gone if v >= start}
    check_tails(records, game)


def check_tails(records, game):
    """Whether each seat may take back its last command is told the same from every
    tail of the log that can tell it (undo.tail: a seat page reads only the end)."""
    whole = [undo.last(records, game.rules, r) for r in game.roles]
    told = 0
    for start in range(len(records)):
        window = undo.tail(records[start:])
        if window is not None:
            told += 1
            assert [undo.last(window, game.rules, r) for r in game.roles] == whole, start
    assert 0 < told < len(records)


def refused(service, game_id, role, words):
    version = service.load(game_id).version
    with pytest.raises(Rejected, match=words):
        service.submit(game_id, role, "undo")
    assert service.load(game_id).version == version        # nothing appended


def test_the_dice_are_not_taken_back(service):
    game_id = new_game(service, "flanders")
    service.submit(game_id, "Red", "roll")
    refused(service, game_id, "Red", "nothing to take back: that command used the dice")


def test_a_card_seen_is_not_taken_back(service):
    game_id = new_game(service, "rhine")
    role, text = play_until(service, game_id, lambda r, c: c.startswith("air "))
    result = service.submit(game_id, role, text)
    assert "air_support" in [e.type for e in result.events]
    refused(service, game_id, role, "revealed something that was hidden")


def flanders_roll_and_take(service):
    """A Flanders game where Red rolled (the dice) and took a card from the row (a
    choice that may be taken back)."""
    game_id = new_game(service, "flanders")
    service.submit(game_id, "Red", "roll")
    take = next(c for c in service.legal(service.load(game_id), "Red")
                if c.startswith("take"))
    service.submit(game_id, "Red", take)
    return game_id


def test_another_seats_command_is_not_taken_back_nor_past(service):
    game_id = flanders_roll_and_take(service)
    refused(service, game_id, "Blue", "the last thing that happened is not your command")
    assert service.take_back_refusal(service.load(game_id), "Red") is None


def test_a_game_that_names_no_undoable_event_offers_no_take_back(service):
    game_id = service.create("toy", [{"name": "A"}, {"name": "B"}])[0]
    service.submit(game_id, "North", "draw")
    refused(service, game_id, "North", "Toy race offers no take-back")


def test_the_take_back_answers_an_idempotency_key_sent_again(service):
    game_id = new_game(service, "rhine")
    role, text = play_until(service, game_id, is_load)
    service.submit(game_id, role, text)
    first = service.submit(game_id, role, "undo", idempotency_key="k1")
    again = service.submit(game_id, role, "undo", idempotency_key="k1")
    assert again.events[0].hash == first.events[0].hash
    assert service.load(game_id).version == first.version


# -- verify -------------------------------------------------------------------------------
def forge(service, game_id, payload, actor):
    """Append a take-back straight to the store, past the service's checks, stamped
    as the service stamps one."""
    version = service.store.version(game_id)
    game = service.load(game_id)
    service.store.append(game_id, [NewEvent(UNDONE, payload, actor,
                                            stamp(game.kind, game.rules_version))],
                         version)


def test_verify_refuses_a_take_back_of_the_dice(service):
    game_id = new_game(service, "flanders")
    service.submit(game_id, "Red", "roll")
    forge(service, game_id, {"role": "Red", "to": service.store.version(game_id) - 1},
          "Red")
    problems = audit.verify(service, game_id).problems
    assert any("a take-back where none was allowed: that command used the dice" in p
               for p in problems), problems


def test_verify_refuses_a_take_back_of_another_seats_command(service):
    game_id = flanders_roll_and_take(service)
    forge(service, game_id, {"role": "Blue", "to": service.store.version(game_id) - 1},
          "Blue")
    problems = audit.verify(service, game_id).problems
    assert any("not your command" in p for p in problems), problems


def test_verify_refuses_a_log_that_hides_its_draws(service):
    """A host who writes "no draws" on a roll to let it be taken back, and rebuilds
    the chain over it, is caught: the draws are counted anew from the seed."""
    game_id = new_game(service, "flanders")
    roll = service.submit(game_id, "Red", "roll").events[0]
    assert roll.metadata["draws"] == 3
    forge(service, game_id, {"role": "Red", "to": roll.version}, "Red")
    rewrite(service.store, game_id, roll.version, metadata={**roll.metadata, "draws": 0})
    problems = audit.verify(service, game_id).problems
    assert f"version {roll.version + 1}: the log says Red's command 'roll' drew 0 " \
           "times, re-deciding draws 3 times" in problems, problems


# -- the outbox waits, and a take-back withdraws --------------------------------------------
@pytest.fixture
def mailing(service, cfg):  # noqa: F811
    service.undo_hold_seconds = 60
    return mail.setup(service, cfg)


def hand_over_that_can_be_taken_back(service, game_id):
    """Play to a command that hands the turn to the other seat and can be taken back
    (a Rhine Axis marker at the end of a turn); returns its role."""
    for _ in range(300):
        game = service.load(game_id)
        role = service.active(game)[0]
        legal = service.legal(game, role)
        axis = [c for c in legal if c.startswith("axis")]
        command = axis[0] if axis else legal[0]
        result = service.submit(game_id, role, command)
        game = service.load(game_id)
        if axis and role not in service.active(game) and \
                service.take_back_refusal(game, role) is None:
            return role, result
    raise AssertionError("no hand-over that can be taken back came up")


def mails(service, kind):
    return [r for r in outbox.listing(service.store.conn, ("pending", "sent", "withdrawn"))
            if r["kind"] == kind]


@pytest.mark.parametrize("taken_back", [False, True])
def test_the_mail_of_a_move_that_can_be_taken_back_waits_and_a_take_back_withdraws_it(
        mailing, cfg, smtp_server, taken_back):  # noqa: F811
    game_id = new_game(mailing, "rhine", emails=True)
    start = datetime.now(timezone.utc)
    with freeze_time(start):
        role, result = hand_over_that_can_be_taken_back(mailing, game_id)
        send.dispatch_due(mailing, cfg)
        smtp_server.messages.clear()
        turn, = [r for r in mails(mailing, "turn") if r["version"] == result.version]
        assert turn["status"] == "pending"
        assert send.dispatch_due(mailing, cfg)["sent"] == 0        # it waits
        if taken_back:
            mailing.submit(game_id, role, "undo")
    with freeze_time(start + timedelta(seconds=61)):
        send.dispatch_due(mailing, cfg)
    turn, = [r for r in mails(mailing, "turn") if r["version"] == result.version]
    if taken_back:      # never announced; nobody is told of his own take-back either
        assert turn["status"] == "withdrawn" and not smtp_server.messages
    else:
        assert turn["status"] == "sent"
        assert [m["X-Pbem-Kind"] for m in smtp_server.messages] == ["turn"]


@pytest.mark.parametrize("kind", ["flanders", "rhine", "memoir44", "berlin"])
def test_each_game_names_only_event_types_it_has_as_undoable(kind):
    """A misspelt name would make nothing undoable, silently; an event type that
    carries something hidden must never be named."""
    import re
    from pathlib import Path
    from pbem import games
    source = "".join(p.read_text() for p in
                     (Path(games.__file__).parent / kind).glob("*.py"))
    emitted = set(re.findall(r'"type": "([a-z_]+)"', source))
    rules = games.get(kind)
    named = {t for t in emitted if rules.undoable({"type": t})}
    assert named and named <= emitted
    assert not named & {"started", "shuffled", "game_over", "card_drawn", "drew",
                        "card_played", "dealt", "rolled", "peeked", "air_support"}


def test_berlin_a_block_placed_is_taken_back_but_not_an_attack_that_rolled(service):
    game_id = new_game(service, "berlin")
    before = state(service, game_id)
    service.submit(game_id, "Soviets", "place 5 35")
    service.submit(game_id, "Soviets", "undo")
    assert state(service, game_id) == before
    for line in ("place 5 35", "place 5 18", "pass", "pass"):
        service.submit(game_id, service.active(service.load(game_id))[0], line)
    service.submit(game_id, "Soviets", "attack 35 34 3BF tokens none reroll 0")
    service.submit(game_id, "West", "keep")     # the dice were rolled: seen
    refused(service, game_id, "West", "")


def test_memoir44_orders_and_moves_are_taken_back_but_not_the_card(service):
    game_id = new_game(service, "memoir44")
    side, card = play_until(service, game_id, lambda r, c: c.startswith("play"))
    service.submit(game_id, side, card)                             # a card: seen
    refused(service, game_id, side, "revealed something that was hidden")
    side, order = play_until(service, game_id, lambda r, c: c.startswith("order"))
    before = state(service, game_id)
    service.submit(game_id, side, order)
    service.submit(game_id, side, "undo")
    assert state(service, game_id) == before
