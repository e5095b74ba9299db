"""Deadlines with frozen time: reminders, grace, every expiry policy, vacations, and
that every run is idempotent and a restart loses nothing (pbem.telling.deadlines)."""
from datetime import datetime, timedelta, timezone

import pytest
from click.testing import CliRunner
from freezegun import freeze_time

from events import EventStore
from pbem import config, games
from pbem.cli import main
from pbem.config import service_over
from pbem.core.errors import Forbidden, Invalid, NotFound, Rejected
from pbem.host import audit
from pbem.telling import deadlines, digests, outbox
from pbem.web.seat import COOKIE

games.KINDS.setdefault("parley", "tests.parleygame")

pytestmark = pytest.mark.both_stores

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=timezone.utc)
H = 3600
CFG = config.load(env={})


def at(hours):
    return T0 + timedelta(hours=hours)


def run(service, hours):
    with freeze_time(at(hours)):
        return deadlines.run_deadlines(service, CFG)


def new_game(service, kind="flanders", n=2, expiry=("skip",), reminders=(24 * H, H),
             grace=6 * H):
    """A game created at T0 whose players are p0@x.org.., 48h per move."""
    with freeze_time(T0):
        gid, _ = service.create(kind, [{"name": f"p{i}", "email": f"p{i}@x.org"}
                                       for i in range(n)])
        deadlines.configure(service, gid, 48 * H, reminders, grace, expiry)
    return gid


def rows(service, kind):
    return [r for r in outbox.listing(service.store.conn) if r["kind"] == kind]


def active(service, gid):
    return service.active(service.load(gid))


def scheduler_events(service, gid):
    return [e for e in service.events_for(gid)
            if service.store.read(gid, e["version"] - 1, e["version"])[0]
            .metadata.get("channel") == "scheduler"]


def reach(service, gid, hours, want):
    """Play (at T0+hours) until the player to move is at step WANT ("take" after a
    roll, "roll-or-stop" after taking a card); a bust passes the turn and we go on."""
    with freeze_time(at(hours)):
        for _ in range(20):
            game = service.load(gid)
            role = service.active(game)[0]
            step = service.view(game)["turn"]["step"]
            if step == want:
                return role
            legal = service.legal(game, role)
            take = [c for c in legal if c.startswith("take")]
            service.submit(gid, role, take[0] if step == "take" and take else "roll")
    raise AssertionError(f"never reached {want}")


# -- reminders and grace ---------------------------------------------------------------
def test_reminders_24h_and_1h_before_then_the_policy_after_grace(service):
    gid = new_game(service)
    assert deadlines.deadlines(service, gid) == {"Red": at(48)}
    assert run(service, 23.9) == {"reminders": 0, "expired": 0}
    assert run(service, 24) == {"reminders": 1, "expired": 0}
    assert run(service, 30) == {"reminders": 0, "expired": 0}, "sent once"
    assert run(service, 47) == {"reminders": 1, "expired": 0}
    assert [(r["recipient"], r["role"], r["payload"]["offset"])
            for r in rows(service, "reminder")] == [("p0@x.org", "Red", 24 * H),
                                                    ("p0@x.org", "Red", H)]
    assert run(service, 48) == {"reminders": 0, "expired": 0}, "grace: nothing yet"
    assert run(service, 53.9) == {"reminders": 0, "expired": 0}
    assert active(service, gid) == ["Red"]
    assert run(service, 54) == {"reminders": 0, "expired": 1}
    assert active(service, gid) == ["Blue"]
    assert run(service, 54) == {"reminders": 0, "expired": 0}, "repeated run: nothing"
    expired = rows(service, "expired")
    assert sorted(r["recipient"] for r in expired) == ["p0@x.org", "p1@x.org"]
    assert {r["payload"]["policy"] for r in expired} == {"skip"}
    assert audit.verify(service, gid) == audit.Verdict()


def test_a_missed_run_sends_only_the_latest_reminder_once(service):
    gid = new_game(service)
    assert run(service, 47.5) == {"reminders": 1, "expired": 0}
    assert run(service, 47.6) == {"reminders": 0, "expired": 0}
    assert [r["payload"]["offset"] for r in rows(service, "reminder")] == [H]
    assert deadlines.deadlines(service, gid)["Red"] == at(48)


def test_the_clock_runs_from_the_moment_the_role_became_active(service):
    gid = new_game(service, expiry=("skip",))
    run(service, 54)                      # Red skipped at T0+54h: Blue's clock starts
    assert deadlines.deadlines(service, gid) == {"Blue": at(54 + 48)}
    assert run(service, 54 + 47) == {"reminders": 1, "expired": 0}
    assert rows(service, "reminder")[-1]["recipient"] == "p1@x.org"


def test_a_turn_played_in_time_leaves_the_next_player_his_full_time(service):
    gid = new_game(service)
    role = reach(service, gid, 10, "roll-or-stop")
    with freeze_time(at(11)):
        service.submit(gid, role, "stop")
        game = service.load(gid)
        while service.active(game) == [role]:   # resolve the turn: no movement
            legal = service.legal(game, role)
            service.submit(gid, role, "end" if "end" in legal else legal[0])
            game = service.load(gid)
    (nxt, due), = deadlines.deadlines(service, gid).items()
    assert nxt != role and due == at(11 + 48)
    assert run(service, 54)["expired"] == 0


# -- the policies ----------------------------------------------------------------------
def test_default_plays_the_safe_choices_until_the_turn_is_over(service):
    gid = new_game(service, expiry=("default", "skip"))
    role = reach(service, gid, 1, "roll-or-stop")
    assert run(service, 54)["expired"] >= 1
    assert active(service, gid) != [role]
    done = [e["type"] for e in scheduler_events(service, gid)]
    assert done[0] == "stopped" and "busted" not in done and "game.skipped" not in done
    assert "turn_ended" in done and "moved" not in done, "no movement chosen for him"
    assert {r["payload"]["policy"] for r in rows(service, "expired")} == {"default"}
    assert audit.verify(service, gid) == audit.Verdict()


def test_default_without_a_safe_command_falls_back_to_the_next_policy(service):
    gid = new_game(service, expiry=("default", "skip"))
    assert run(service, 54)["expired"] == 1        # before a roll there is no default
    assert [e["type"] for e in scheduler_events(service, gid)][:2] == [
        "game.skipped", "turn_ended"]
    view = service.view(service.load(gid))
    assert view["players"]["Red"]["troops"] == 6 and active(service, gid) == ["Blue"]


def test_skip_after_a_roll_counts_the_gamble_as_lost(service):
    gid = new_game(service, expiry=("skip",))
    role = reach(service, gid, 1, "take")
    run(service, 54)
    done = [e["type"] for e in scheduler_events(service, gid)]
    assert done[:2] == ["game.skipped", "busted"] and active(service, gid) != [role]
    assert audit.verify(service, gid) == audit.Verdict()


def test_forfeit_in_two_player_game_ends_it_and_verifies(service):
    gid = new_game(service, expiry=("forfeit",))
    run(service, 54)
    game = service.load(gid)
    assert game.finished and game.outcome["winners"] == ["Blue"]
    types = [e["type"] for e in service.events_for(gid)]
    assert types[-4:] == ["turn_ended", "game_over", "game.ended", "game.revealed"]
    assert "game.forfeited" in types and "forfeited" in types
    assert audit.verify(service, gid) == audit.Verdict()
    assert run(service, 200) == {"reminders": 0, "expired": 0}, "a finished game rests"


def test_forfeit_with_three_players_takes_the_player_out_and_play_goes_on(service):
    gid = new_game(service, n=3, expiry=("forfeit",))
    run(service, 54)
    view = service.view(service.load(gid))
    assert view["players"]["Red"]["out"] and view["players"]["Red"]["troops"] == 0
    assert active(service, gid) == ["Blue"] and view["outcome"] is None
    assert audit.verify(service, gid) == audit.Verdict()


def test_pause_stops_every_clock_until_the_host_resumes(service):
    gid = new_game(service, expiry=("pause",))
    assert run(service, 54)["expired"] == 1
    assert [e["type"] for e in service.events_for(gid)][-1] == "game.paused"
    assert deadlines.deadlines(service, gid) == {}
    assert run(service, 500) == {"reminders": 0, "expired": 0}
    assert [r["payload"]["policy"] for r in rows(service, "expired")] == ["pause"] * 2
    with freeze_time(at(600)):
        assert deadlines.resume(service, gid) == "Red"
    assert deadlines.deadlines(service, gid) == {"Red": at(648)}
    with pytest.raises(Invalid, match="not paused"):
        deadlines.resume(service, gid)
    assert audit.verify(service, gid) == audit.Verdict()


def test_the_paused_player_resumes_by_playing(service):
    gid = new_game(service, expiry=("pause",))
    run(service, 54)
    with freeze_time(at(70)):
        service.submit(gid, "Red", "roll")
    if active(service, gid) == ["Red"]:       # not busted: Red's clock starts again
        assert deadlines.deadlines(service, gid) == {"Red": at(70 + 48)}
    assert deadlines.clocks(service, gid)["paused"] is None


def test_a_game_without_skip_or_default_is_paused(service):
    gid = new_game(service, kind="toy", expiry=("default", "skip", "forfeit"))
    run(service, 54)
    assert [e["type"] for e in service.events_for(gid)][-1] == "game.paused"
    assert {r["payload"]["policy"] for r in rows(service, "expired")} == {"pause"}


# -- vacations ---------------------------------------------------------------------------
def test_a_deadline_falling_in_a_vacation_moves_by_its_length(service):
    gid = new_game(service)
    # 2 and 3 March in Warsaw: 1 March 23:00 UTC .. 3 March 23:00 UTC, 48 hours
    deadlines.add_vacation(service, "P0@x.org", "2025-03-02", "2025-03-03",
                           "Europe/Warsaw")
    assert deadlines.deadlines(service, gid) == {"Red": at(48 + 48)}
    assert run(service, 54) == {"reminders": 0, "expired": 0}
    assert run(service, 96 - 1) == {"reminders": 1, "expired": 0}
    assert run(service, 96 + 6)["expired"] == 1


def test_vacations_merge_and_only_the_clock_time_inside_counts(service):
    gid = new_game(service)
    deadlines.add_vacation(service, "p0@x.org", "2025-02-20", "2025-03-01")  # from T0-12h
    deadlines.add_vacation(service, "p0@x.org", "2025-03-02", "2025-03-02")
    deadlines.add_vacation(service, "p0@x.org", "2025-03-20", "2025-03-21")  # after it
    # stopped 12h on 1 March (from T0) and 24h on 2 March (adjacent: one span)
    assert deadlines.deadlines(service, gid) == {"Red": at(48 + 12 + 24)}
    deadlines.add_vacation(service, "p1@x.org", "2025-03-02", "2025-03-09")
    assert deadlines.deadlines(service, gid) == {"Red": at(84)}, "another's vacation"


@pytest.mark.parametrize("first,last,tz,message", [
    ("2025-03-05", "2025-03-01", "UTC", "before it begins"),
    ("yesterday", "2025-03-01", "UTC", "dates like"),
    ("2025-03-01", "2025-03-02", "Mars/Olympus", "unknown time zone"),
])
def test_bad_vacations_are_refused(service, first, last, tz, message):
    with pytest.raises(Invalid, match=message):
        deadlines.add_vacation(service, "p0@x.org", first, last, tz)


# -- settings, safety, restart ---------------------------------------------------------
@pytest.mark.parametrize("per_move,reminders,grace,expiry,message", [
    (0, (), 0, ("skip",), "positive"),
    (48 * H, (48 * H,), 0, ("skip",), "shorter"),
    (48 * H, (), -1, ("skip",), "not negative"),
    (48 * H, (), 0, ("nap",), "nap"),
    (48 * H, (), 0, (), "none"),
])
def test_bad_settings_are_refused(service, per_move, reminders, grace, expiry, message):
    gid = new_game(service)
    before = deadlines.settings(service.store.conn, gid)
    with pytest.raises(Invalid, match=message):
        deadlines.configure(service, gid, per_move, reminders, grace, expiry)
    assert deadlines.settings(service.store.conn, gid) == before


def test_settings_of_an_unknown_game_are_refused(service):
    with pytest.raises(NotFound):
        deadlines.configure(service, "nope", 60)


def test_durations():
    assert deadlines.parse_duration("1d12h") == 36 * H
    assert deadlines.format_duration(36 * H + 90) == "1d12h1m30s"
    for bad in ("", "12", "h", "4x", "0h"):
        with pytest.raises(Invalid):
            deadlines.parse_duration(bad)


def test_service_actions_are_for_the_scheduler_and_the_host_only(service):
    gid = new_game(service)
    version = service.load(gid).version
    with pytest.raises(Forbidden):
        service.submit(gid, "Red", {"action": "game.skip"}, channel="web")
    with pytest.raises(Invalid, match="unknown service action"):
        service.submit(gid, "Red", {"action": "game.win"}, channel="scheduler")
    assert service.load(gid).version == version


def test_a_restart_loses_no_deadline(tmp_path):
    path = tmp_path / "db.sqlite"
    first = service_over(EventStore(path))
    gid = new_game(first)
    run(first, 24)
    first.store.close()
    again = service_over(EventStore(path))
    assert run(again, 24) == {"reminders": 0, "expired": 0}
    assert run(again, 60) == {"reminders": 0, "expired": 1}
    assert active(again, gid) == ["Blue"]
    again.store.close()


def test_cli_sets_and_shows_deadlines_and_vacations(tmp_path):
    db = str(tmp_path / "cli.sqlite")
    cli = CliRunner()
    gid = cli.invoke(main, ["--db", db, "new", "flanders", "--player", "A:a@x.org",
                            "--player", "B:b@x.org"]).stdout.strip()
    out = cli.invoke(main, ["--db", db, "deadline", gid, "--per-move", "48h",
                            "--remind", "24h,1h", "--grace", "6h", "--expiry",
                            "default,skip"])
    assert out.exit_code == 0, out.output
    assert "2d per move, reminders 1d, 1h, grace 6h, expiry default, skip" in out.stdout
    assert "Red: due" in out.stdout
    bad = cli.invoke(main, ["--db", db, "deadline", gid, "--per-move", "soon"])
    assert bad.exit_code == 1 and "not a duration" in bad.stderr
    ok = cli.invoke(main, ["--db", db, "vacation", "a@x.org", "2030-01-01", "2030-01-02",
                           "--tz", "Europe/Warsaw"])
    assert ok.exit_code == 0, ok.output
    assert cli.invoke(main, ["--db", db, "resume", gid]).exit_code == 1


def test_reminder_and_expired_mails_say_when_in_the_players_zone(service):
    from pbem.mail import compose, deadline_mail  # noqa: F401 - composers
    gid = new_game(service)
    with freeze_time(T0):
        digests.set_daily(service, "p0@x.org", 8, "Europe/Warsaw")
    run(service, 47)
    run(service, 54)
    reminder = compose.compose(service, CFG, rows(service, "reminder")[0])
    text = reminder.get_body(("plain",)).get_content()
    assert text.startswith("Reminder: your move in In Flanders Field is due by Mon 03 "
                           "Mar 2025 13:00 CET, p0 (Red).")
    assert "about 1 hour" in text and "Your legal commands now" not in text, "moved on"
    assert reminder["X-Pbem-Kind"] == "reminder" and "Red" not in reminder["To"]
    for row in rows(service, "expired"):
        text = compose.compose(service, CFG, row).get_body(("plain",)).get_content()
        assert text.startswith("Deadline missed in In Flanders Field: p0 (Red) let ")
        assert "their turn was skipped" in text
        shown = [line.strip() for line in text.split("Your legal commands now:\n")[1]
                 .split("\n\n")[0].splitlines()]
        assert ("roll" in shown) == (row["role"] == "Blue")            # Blue's turn now
        assert shown[-2:] == ["resign", "offer draw"]                   # any seat's, any time


# -- deadlines chosen when the game is created -------------------------------------------
TWO = [{"name": "p0", "email": "p0@x.org"}, {"name": "p1", "email": "p1@x.org"}]
CHOSEN = {"per_move": 48 * H, "reminders": [H, 24 * H], "grace": 6 * H,
          "expiry": ["default", "skip"]}


def nothing_created(service):
    conn = service.store.conn
    return (service.list_games() == [] and service.store.streams() == [] and
            conn.execute("SELECT count(*) FROM seats").fetchone()[0] == 0 and
            outbox.listing(conn, ("pending", "sent")) == [])


def test_deadlines_given_at_creation_are_written_with_the_game(service):
    deadlines.setup(service)
    seen = []
    service.listeners.append(lambda conn, change: seen.append(
        deadlines.settings(conn, change.game.id)))
    with freeze_time(T0):
        gid, _ = service.create("flanders", TWO, settings={"deadlines": CHOSEN})
    assert seen == [{**CHOSEN, "reminders": [24 * H, H], "set_at": T0.isoformat(),
                     "control": None}], \
        "in the create transaction"
    assert deadlines.settings(service.store.conn, gid) == seen[0]
    assert deadlines.deadlines(service, gid) == {"Red": at(48)}
    assert run(service, 24) == {"reminders": 1, "expired": 0}


@pytest.mark.parametrize("chosen,message", [
    ({**CHOSEN, "reminders": [49 * H]}, "shorter"),
    ({**CHOSEN, "expiry": ["nap"]}, "nap"),
    ({**CHOSEN, "per_move": "48h"}, "whole seconds"),
    ({**CHOSEN, "per_move": 400 * 24 * H}, "at most"),
    ({"reminders": [H]}, "per_move needed"),
    ({**CHOSEN, "when": 1}, "per_move needed"),
    ("48h", "an object"),
])
def test_a_bad_deadline_at_creation_creates_nothing(service, chosen, message):
    deadlines.setup(service)
    with pytest.raises(Invalid, match=message):
        service.create("flanders", TWO, settings={"deadlines": chosen})
    assert nothing_created(service)


def test_a_setting_no_listener_takes_is_refused_before_anything(service):
    with pytest.raises(Invalid, match="unknown settings deadlines; this server takes "
                                      "none"):
        service.create("flanders", TWO, settings={"deadlines": CHOSEN})
    assert nothing_created(service)


def test_cli_new_takes_the_deadline_options_of_pbem_deadline(tmp_path):
    db = str(tmp_path / "cli.sqlite")
    cli = CliRunner()
    players = ["--player", "A:a@x.org", "--player", "B:b@x.org"]
    made = cli.invoke(main, ["--db", db, "new", "flanders", *players, "--per-move",
                             "48h", "--remind", "24h,1h", "--grace", "6h",
                             "--expiry", "default,skip"])
    assert made.exit_code == 0, made.output
    shown = cli.invoke(main, ["--db", db, "deadline", made.stdout.strip()])
    assert "2d per move, reminders 1d, 1h, grace 6h, expiry default, skip" in shown.stdout
    assert "Red: due" in shown.stdout
    for bad, code, message in [(["--per-move", "48h", "--remind", "49h"], 1, "shorter"),
                               (["--per-move", "soon"], 1, "not a duration"),
                               (["--per-move", "1h", "--expiry", "nap"], 1, "nap"),
                               (["--remind", "1h"], 2, "need --per-move")]:
        out = cli.invoke(main, ["--db", db, "new", "flanders", *players, *bad])
        assert out.exit_code == code and message in out.stderr, out.output
    assert len(cli.invoke(main, ["--db", db, "games"]).stdout.splitlines()) == 1


def test_the_clocks_follow_each_append_without_reading_the_log(service):
    """With the deadline listener on, each append moves the kept clocks (a pause, the
    paused player playing, turns handed over), and they are what a fold of the whole
    log says; reading them then reads no event."""
    deadlines.setup(service)
    gid = new_game(service, expiry=("pause",))
    deadlines.clocks(service, gid)                  # kept from here on
    run(service, 54)                                # paused
    with freeze_time(at(70)):
        service.submit(gid, "Red", "roll")          # the paused player plays
    reach(service, gid, 80, "take")
    reads = []
    read = service.store.read
    service.store.read = lambda *args: reads.append(args) or read(*args)
    kept = deadlines.clocks(service, gid)
    service.store.read = read
    assert reads == [] and kept["version"] == service.store.version(gid)
    assert kept == deadlines.fold_clocks(service.store.read(gid))


# -- a newcomer's try (issue 29) -------------------------------------------------------
def test_a_deadline_set_on_a_running_game_counts_from_the_moment_it_is_set(tmp_path):
    """`pbem deadline GAME --per-move 1m --expiry forfeit` on a game created days
    ago: Red gets his minute from now, not a deadline long past."""
    db = str(tmp_path / "cli.sqlite")
    cli = CliRunner()
    with freeze_time(T0):
        gid = cli.invoke(main, ["--db", db, "new", "flanders", "--player", "A:a@x.org",
                                "--player", "B:b@x.org"]).stdout.strip()
    with freeze_time(at(100)):
        set_now = cli.invoke(main, ["--db", db, "deadline", gid, "--per-move", "1m",
                                    "--expiry", "forfeit"])
    assert set_now.exit_code == 0, set_now.output
    due = (at(100) + timedelta(minutes=1)).isoformat(timespec="seconds")
    assert f"Red: due {due}" in set_now.stdout
    service = config.open_service(CFG, db)
    with freeze_time(at(100) + timedelta(seconds=59)):
        assert deadlines.run_deadlines(service, CFG)["expired"] == 0
        assert not service.load(gid).finished
    with freeze_time(at(100) + timedelta(seconds=60)):
        assert deadlines.run_deadlines(service, CFG)["expired"] == 1
    assert service.load(gid).finished
    service.store.close()


def client_of(service):
    from pbem.web import create_app
    return create_app({"server": {}, "storage": {}}, service).test_client()


def seat_page(client, gid, token):
    client.set_cookie(COOKIE, token, path=f"/games/{gid}")
    page = client.get(f"/games/{gid}").get_data(as_text=True)
    client.delete_cookie(COOKIE, path=f"/games/{gid}")
    return page


def test_a_forfeit_that_ends_the_game_says_the_deadline_was_missed_everywhere(service):
    from pbem.forum import report
    from pbem.mail import compose
    gid = new_game(service, expiry=("forfeit",))
    run(service, 54)
    why = "p0 (Red) forfeited: missed the deadline"
    game = service.load(gid)
    assert game.outcome == {"winners": ["Blue"], "reason": why}
    api = client_of(service).get(f"/api/games/{gid}").json
    assert api["status"] == "finished" and api["view"]["outcome"]["reason"] == why
    assert service.events_for(gid)[-2]["text"] == f"game over: Blue won ({why})"
    assert f"Game over: Blue won ({why})." in client_of(service).get(
        f"/games/{gid}").get_data(as_text=True)
    for row in rows(service, "ended"):
        text = compose.compose(service, CFG, row).get_body(("plain",)).get_content()
        assert text.startswith(f"Game over in In Flanders Field: Blue wins ({why}).")
    assert report.build(service, "", gid, game.version)["outcome"]["reason"] == why
    assert audit.verify(service, gid) == audit.Verdict()


def parley_with_deadlines(client):
    """A parley game (North offers: then both seats may act, North to withdraw and
    South to answer) with an hour per move, created and offered at T0 through the
    API; returns its id and seat tokens."""
    with freeze_time(T0):
        made = client.post("/api/games", json={
            "kind": "parley", "players": [{"name": "Ann", "email": "ann@x.org"},
                                          {"name": "Bob", "email": "bob@x.org"}],
            "deadlines": {"per_move": "1h"}})
        assert made.status_code == 201, made.json
        gid = made.json["id"]
        tokens = {s["role"]: s["token"] for s in made.json["seats"]}
        assert client.post(f"/api/games/{gid}/commands", json={"command": "offer"},
                           headers=auth(tokens["North"])).status_code == 201
    return gid, tokens


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def test_while_paused_only_the_seat_that_missed_the_deadline_moves_and_resumes_it(
        service):
    from pbem import mail
    from pbem.mail import compose
    client = client_of(mail.setup(service, CFG))
    gid, tokens = parley_with_deadlines(client)
    assert run(service, 2)["expired"] == 1
    assert deadlines.clocks(service, gid)["paused"] == "North"
    waiting = ("The game is paused: Ann (North) missed a deadline. It goes on when they "
               "play or the host resumes it; until then no other seat may move.")
    with freeze_time(at(3)):
        refused = client.post(f"/api/games/{gid}/commands", json={"command": "accept"},
                              headers=auth(tokens["South"]))
        assert refused.status_code == 422 and refused.json["error"]["message"] == waiting
        assert client.get(f"/api/games/{gid}/legal",
                          headers=auth(tokens["South"])).json["legal"] == []
        assert client.get(f"/api/games/{gid}/legal",
                          headers=auth(tokens["North"])).json["legal"] == ["withdraw"]
        south, public = seat_page(client, gid, tokens["South"]), client.get(
            f"/games/{gid}").get_data(as_text=True)
        assert f'id="paused" class="flash paused">{waiting}</p>' in south
        assert waiting in public and "legal-command" not in south
        assert "you missed a deadline. Your next command resumes it." in seat_page(
            client, gid, tokens["North"])
        decision = [r for r in outbox.listing(service.store.conn)
                    if r["kind"] == "decision" and r["role"] == "South"][0]
        text = compose.compose(service, CFG, decision).get_body(("plain",)).get_content()
        assert waiting in text and "Your legal commands now" not in text
        with pytest.raises(Rejected, match="no other seat may move"):
            service.submit(gid, "South", "accept", channel="cli")
        assert [e["type"] for e in service.events_for(gid)][-2:] == [
            "offered", "game.paused"], "nothing applied"
        resumed = client.post(f"/api/games/{gid}/commands", json={"command": "withdraw"},
                              headers=auth(tokens["North"]))
    assert resumed.status_code == 201
    assert deadlines.clocks(service, gid)["paused"] is None
    assert deadlines.deadlines(service, gid) == {"North": at(4)}, "from the move on"
    assert 'id="paused"' not in client.get(f"/games/{gid}").get_data(as_text=True)
    assert audit.verify(service, gid) == audit.Verdict()
