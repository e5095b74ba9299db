"""Time controls with frozen time (pbem.telling.clocks, deadlines, vacations): a Fischer
bank that runs out is a loss on time after warnings, a vacation stops the clocks and
the opponent is told, moves a day count the player's calendar days, and the replay
shows the clocks at any version."""
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest
from click.testing import CliRunner
from freezegun import freeze_time

from pbem import config
from pbem.cli import main
from pbem.core.errors import Invalid
from pbem.players import accounts
from pbem.telling import clocks, deadlines, outbox, vacations
from tests.test_open_games import Player, app, bearer  # noqa: F401 - app: a fixture
from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401 - fixtures

pytestmark = pytest.mark.both_stores

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=timezone.utc)
H = 3600
CFG = config.load(env={})
FISCHER = {"fischer": {"initial": 48 * H, "increment": 12 * H, "cap": 60 * H}}


def at(hours):
    return T0 + timedelta(hours=hours)


def run(service, hours):
    with freeze_time(at(hours)):
        return deadlines.run_deadlines(service, CFG)


def new_game(service, control=FISCHER):
    """A flanders game of p0@x.org (Red) and p1@x.org (Blue) created at T0 with
    CONTROL as its time control."""
    deadlines.setup(service)
    with freeze_time(T0):
        gid, _ = service.create("flanders", [{"name": f"p{i}", "email": f"p{i}@x.org"}
                                             for i in range(2)],
                                settings={"deadlines": {"control": control}})
    return gid


def hand_over(service, gid, hours):
    """At T0+HOURS the seat to move plays until the move is the other seat's."""
    with freeze_time(at(hours)):
        role = service.active(service.load(gid))[0]
        while service.active(service.load(gid)) == [role]:
            legal = service.legal(service.load(gid), role)
            word = next(w for w in ("stop", "end", "take", "roll")
                        if any(c.startswith(w) for c in legal))
            service.submit(gid, role, next(c for c in legal if c.startswith(word)))
    return role


def rows(service, kind):
    return [r for r in outbox.listing(service.store.conn) if r["kind"] == kind]


# -- the arithmetic --------------------------------------------------------------------
def turn(v, hours, active, paused=None):
    return {"v": v, "at": at(hours).isoformat(), "active": active, "paused": paused}


def test_a_fischer_bank_runs_while_waited_for_and_gains_the_increment_up_to_the_cap():
    rules = {"control": FISCHER, "per_move": 48 * H, "set_at": None}
    turns = [turn(2, 0, ["A"]), turn(3, 1, ["B"]), turn(4, 2, ["A"]), turn(5, 30, ["B"])]
    got = clocks.seats(rules, turns, {}, {}, at(40))
    # A: 48 - 1 + 12 = 59; -28 + 12 = 43.  B: 48 - 1 + 12 = 59 (not 60: the cap is
    # not reached), then runs 10h of its wait since 30h
    assert got["A"] == {"waiting": False, "due": None, "left": 43 * H}
    assert got["B"] == {"waiting": True, "due": at(30 + 59), "left": 49 * H}
    capped = clocks.seats(rules, [turn(2, 0, ["A"]), turn(3, 0, ["B"]), turn(4, 0, ["A"])],
                          {}, {}, at(0))
    assert capped["B"]["left"] == 60 * H, "48 + 12 capped at 60"
    paused = clocks.seats(rules, turns + [turn(6, 31, ["B"], "B")], {}, {}, at(100))
    assert paused["B"] == {"waiting": False, "due": None, "left": 58 * H}, \
        "a pause stops the bank"
    late = clocks.seats({**rules, "set_at": at(29).isoformat()}, turns, {}, {}, at(40))
    # set at 29h: A runs 29..30 and moves (48 - 1 + 12), no earlier move counts
    assert late["A"]["left"] == 59 * H and late["B"]["left"] == 38 * H, \
        "a clock set on a running game starts full: nothing before it counts"
    away = [(at(35), at(45))]
    assert clocks.seats(rules, turns, {"B": away}, {}, at(40))["B"]["due"] == \
        at(30 + 59 + 10), "a vacation moves the empty bank by its length"


def test_moves_a_day_end_at_the_players_midnight():
    rules = {"control": {"moves_a_day": 3}, "per_move": 8 * H, "set_at": None}
    turns = [turn(2, 0, ["A", "B"])]              # 12:00 UTC = 21:00 in Tokyo
    got = clocks.seats(rules, turns, {}, {"A": ZoneInfo("Asia/Tokyo"),
                                           "B": timezone.utc}, at(1))
    # 8h later is 20:00 UTC (5:00 on 2 March in Tokyo): due at that day's midnight
    assert got["A"]["due"] == datetime(2025, 3, 2, 15, 0, tzinfo=timezone.utc)
    assert got["B"]["due"] == datetime(2025, 3, 2, 0, 0, tzinfo=timezone.utc)
    assert clocks.end_of_day(got["B"]["due"], timezone.utc) == got["B"]["due"]


# -- the done-when: Fischer, vacation, moves a day, replay ------------------------------
def test_a_fischer_bank_that_runs_out_is_a_loss_on_time_with_warnings_first(service):
    gid = new_game(service)
    rules = deadlines.settings(service.store.conn, gid)
    assert rules["control"] == FISCHER and rules["expiry"] == ["forfeit"]
    assert rules["reminders"] == [24 * H, H]
    assert hand_over(service, gid, 10) == "Red"
    # Red: 48 - 10 + 12 = 50h in the bank; Blue waited for since 10h with 48h
    assert deadlines.deadlines(service, gid) == {"Blue": at(58)}
    with freeze_time(at(20)):
        mine = deadlines.seat_clocks(service, gid)
    assert mine["Red"]["left"] == 50 * H and mine["Blue"]["left"] == 38 * H
    assert run(service, 33) == {"reminders": 0, "expired": 0}
    assert run(service, 34) == {"reminders": 1, "expired": 0}, "24h before"
    assert run(service, 57) == {"reminders": 1, "expired": 0}, "1h before"
    assert run(service, 57.5) == {"reminders": 0, "expired": 0}
    assert [r["payload"]["offset"] for r in rows(service, "reminder")] == [24 * H, H]
    assert run(service, 58) == {"reminders": 0, "expired": 1}
    game = service.load(gid)
    assert game.finished and game.outcome["winners"] == ["Red"]
    assert "Blue" in game.outcome["reason"]
    assert {r["recipient"] for r in rows(service, "expired")} == {"p0@x.org", "p1@x.org"}
    from pbem.mail import compose, deadline_mail  # noqa: F401 - composers
    told = compose.compose(service, CFG, rows(service, "expired")[0])
    assert "so they lost on time: their seat left the game" in " ".join(
        told.get_body(("plain",)).get_content().split())
    assert run(service, 59) == {"reminders": 0, "expired": 0}, "once"


def test_a_short_bank_is_not_warned_at_once(service):
    gid = new_game(service)
    hand_over(service, gid, 40)                   # Red: 48 - 40 + 12 = 20h
    hand_over(service, gid, 41)
    assert deadlines.deadlines(service, gid) == {"Red": at(61)}
    assert run(service, 42) == {"reminders": 0, "expired": 0}, \
        "24h before the deadline fell before the wait began"
    assert run(service, 60) == {"reminders": 1, "expired": 0}


def test_a_vacation_stops_the_clocks_and_the_opponent_is_told(service):
    from pbem.mail import compose, deadline_mail  # noqa: F401 - composers
    gid = new_game(service)
    hand_over(service, gid, 10)
    with freeze_time(at(11)):
        before = vacations.bank(service.store.conn, "p1@x.org")
        assert before["days"] == vacations.START
        held = vacations.spend(service, "p1@x.org", "2025-03-02", "2025-03-03")
    assert held["days"] == vacations.START - 2 and held["spent"] == 2
    # Blue's bank stands still all of 2 and 3 March: 48h later
    assert deadlines.deadlines(service, gid) == {"Blue": at(58 + 48)}
    told = rows(service, "vacation")
    assert [(r["recipient"], r["role"]) for r in told] == [("p0@x.org", "Red")]
    text = compose.compose(service, CFG, told[0]).get_body(("plain",)).get_content()
    assert text.startswith("p1 (Blue) is on vacation in In Flanders Field from "
                           "2025-03-02 to 2025-03-03 (UTC)")
    assert "Your clock now: 2d2h left in the bank" in text
    with freeze_time(at(11)), pytest.raises(Invalid, match="the bank holds 5"):
        vacations.spend(service, "p1@x.org", "2025-03-10", "2025-03-20")
    assert run(service, 60) == {"reminders": 0, "expired": 0}, "not due on vacation"


def test_the_bank_accrues_a_day_every_ten_days_up_to_the_cap():
    spent = [(at(0), 7)]
    assert vacations.balance(T0, spent, at(0)) == 0
    assert vacations.balance(T0, spent, at(24 * 25)) == pytest.approx(2.5)
    assert vacations.balance(T0, spent, at(24 * 1000)) == vacations.CAP
    assert vacations.balance(T0, [(at(24 * 1000), 30)], at(24 * 1010)) == \
        pytest.approx(1), "the cap held while nothing was spent"


def test_moves_a_day_count_calendar_days_in_the_players_time_zone(service):
    with service.store.transaction() as conn:
        ann = accounts.sign_up_or_in(conn, "p0@x.org", "signin")
        accounts.set_place(conn, ann["id"], "Asia/Tokyo", "en")
    gid = new_game(service, {"moves_a_day": 3})
    assert deadlines.settings(service.store.conn, gid)["reminders"] == [H]
    # Red (Tokyo) waited for from 12:00 UTC, 21:00 there: 8h later it is 2 March
    # there, so the move is due at its end, 15:00 UTC on 2 March
    assert deadlines.deadlines(service, gid) == {"Red": at(27)}
    hand_over(service, gid, 1)
    # Blue (UTC) from 13:00: 21:00 UTC, due at midnight UTC
    assert deadlines.deadlines(service, gid) == {"Blue": at(12)}
    assert run(service, 11) == {"reminders": 1, "expired": 0}
    assert run(service, 12) == {"reminders": 0, "expired": 1}
    assert service.load(gid).outcome["winners"] == ["Red"]


def test_the_replay_shows_the_clocks_at_any_version(service):
    from pbem.web import create_app
    gid = new_game(service)
    hand_over(service, gid, 10)
    hand_over(service, gid, 15)
    head = service.load(gid).version
    client = create_app({"server": {}, "storage": {}}, service).test_client()

    def shown(version):
        with freeze_time(at(100)):
            page = client.get(f"/games/{gid}/replay?v={version}").get_data(as_text=True)
        return " ".join(page.split('id="replay-clocks">')[1].split("</p>")[0].split())
    at_start = shown(2)
    assert "Red: 2d left in the bank" in at_start and "due 2025-03-03 12:00" in at_start
    # after Blue's move at 15h: Red 50h (waiting since 15h), Blue 48 - 5 + 12 = 55h
    last = shown(head)
    assert "Red: 2d2h left in the bank" in last and "due 2025-03-04 05:00" in last
    assert "Blue: 2d7h left in the bank" in last
    with freeze_time(at(16)):
        page = client.get(f"/games/{gid}").get_data(as_text=True)
    assert 'id="clocks"' in page and "Red: 2d1h left in the bank" in page


def test_the_seats_feed_shows_the_clocks_after_each_entry(service):
    from pbem.web import create_app
    deadlines.setup(service)
    with freeze_time(T0):
        gid, made = service.create("flanders", [{"name": "p0"}, {"name": "p1"}],
                                   settings={"deadlines": {"control": FISCHER}})
    hand_over(service, gid, 10)
    client = create_app({"server": {}, "storage": {}}, service).test_client()
    with freeze_time(at(11)):
        feed = client.get(f"/games/{gid}/feed.atom?token={made[1]['token']}"
                          ).get_data(as_text=True)
    newest, oldest = feed.split("<entry>")[1], feed.split("<entry>")[-1]
    # after Red's turn at 10h: Red 48 - 10 + 12 = 50h, Blue waited for with 48h
    assert "Red's clock: 2d2h left in the bank (Fischer" in newest, newest
    assert "Blue's clock: 2d left" in newest and "due 2025-03-03 22:00 UTC" in newest
    assert "due 2025-03-03 12:00 UTC" in oldest, oldest   # Red's, at the start
    untimed, seats = service.create("flanders", [{"name": "p0"}, {"name": "p1"}])
    plain = client.get(f"/games/{untimed}/feed.atom?token={seats[0]['token']}")
    assert "clock" not in plain.get_data(as_text=True)


# -- creating a clocked game on every surface --------------------------------------------
def test_the_api_takes_a_time_control_and_refuses_a_bad_one(service):
    from pbem.web import create_app
    api = create_app({"server": {}, "storage": {}}, service).test_client()
    body = {"kind": "toy", "players": [{"name": "a"}, {"name": "b"}], "options": {"seats": 2}}
    r = api.post("/api/games", json={**body, "time_control": {"fischer": {
        "initial": "72h", "increment": "12h", "cap": "120h"}}})
    assert r.status_code == 201, r.json
    kept = deadlines.settings(service.store.conn, r.json["id"])
    assert kept["control"] == {"fischer": {"cap": 120 * H, "increment": 12 * H,
                                           "initial": 72 * H}}
    r = api.post("/api/games", json={**body, "time_control": {"moves_a_day": 3},
                                     "deadlines": None})
    assert deadlines.settings(service.store.conn, r.json["id"])["per_move"] == 8 * H
    r = api.post("/api/games", json={**body, "time_control": {"per_move": "3d"}})
    assert deadlines.settings(service.store.conn, r.json["id"])["control"] is None
    for bad in ({"moves_a_day": 0}, {"fischer": {"initial": "72h"}}, {"base": "1d"},
                {"per_move": "3d", "moves_a_day": 2}):
        r = api.post("/api/games", json={**body, "time_control": bad})
        assert r.status_code == 400, bad
    r = api.post("/api/games", json={**body, "time_control": {"per_move": "3d"},
                                     "deadlines": {"per_move": "48h"}})
    assert r.status_code == 400 and "not both" in r.json["error"]["message"]


def test_the_cli_makes_a_clocked_game_and_spends_vacations(tmp_path):
    db, cli = str(tmp_path / "cli.sqlite"), CliRunner()
    made = cli.invoke(main, ["--db", db, "new", "flanders", "--player", "A:a@x.org",
                             "--player", "B:b@x.org", "--fischer", "72h+12h/120h"])
    assert made.exit_code == 0, made.output
    out = cli.invoke(main, ["--db", db, "deadline", made.stdout.strip()])
    assert "Fischer: 3d, +12h a move, at most 5d, reminders 1d, 1h" in out.stdout
    assert "Red: due" in out.stdout and "3d left in the bank" in out.stdout
    bad = cli.invoke(main, ["--db", db, "new", "flanders", "--player", "A", "--player",
                            "B", "--per-move", "48h", "--moves-a-day", "3"])
    assert bad.exit_code == 1 and "not both" in bad.stderr
    first = date.today() + timedelta(days=1)
    week = [first.isoformat(), (first + timedelta(days=7)).isoformat()]
    refused = cli.invoke(main, ["--db", db, "vacation", "a@x.org", *week])
    assert refused.exit_code == 1 and "takes 8 days; the bank holds 7" in refused.stderr
    given = cli.invoke(main, ["--db", db, "vacation", "a@x.org", *week, "--free"])
    assert given.exit_code == 0 and "7 vacation days in the bank" in given.stdout


def test_mails_digests_forum_reports_and_the_calendar_show_the_clock(service):
    from pbem import mail
    from pbem.forum import report
    from pbem.mail import compose, digest  # noqa: F401 - composers
    from pbem.telling import digests
    from pbem.web import create_app
    mail.setup(service, CFG)
    deadlines.setup(service)
    with freeze_time(T0):
        gid, made = service.create("flanders", [{"name": f"p{i}", "email": f"p{i}@x.org"}
                                                for i in range(2)],
                                   settings={"deadlines": {"control": FISCHER}})
        digests.set_daily(service, "p1@x.org", 8, "UTC")
    hand_over(service, gid, 10)
    with freeze_time(at(11)):
        turn_mail = compose.compose(service, CFG, rows(service, "turn")[-1])
        built = report.build(service, "https://pbem.example", gid,
                             service.load(gid).version)
        tokens = {s["role"]: s["token"] for s in made}
        client = create_app({"server": {}, "storage": {}}, service).test_client()
        ics = client.get(f"/games/{gid}/deadlines.ics",
                         query_string={"token": tokens["Blue"]}).get_data(as_text=True)
    assert "Your clock now: 1d23h left in the bank (Fischer: 2d, +12h a move, at most " \
           "2d12h), due 2025-03-03 22:00 UTC." in \
           turn_mail.get_body(("plain",)).get_content()
    assert [s["clock"] for s in built["to_act"]] == [
        "1d23h left in the bank (Fischer: 2d, +12h a move, at most 2d12h), due "
        "2025-03-03 22:00 UTC"]
    assert "DESCRIPTION:Your clock: 1d23h left in the bank" in ics
    with freeze_time(at(20)):
        digests.enqueue_due(service, CFG, immediately=True)
        text = compose.compose(service, CFG, rows(service, "digest")[0]).get_body(
            ("plain",)).get_content()
    assert "Your clock: 1d14h left in the bank" in text


def test_open_games_take_a_time_control_from_the_form_and_the_api(service, app):
    ann, bob = Player(app, service, "Ann"), Player(app, service, "Bob")
    open_id = ann.open(**{"deadline.fischer": "72h+12h/120h"})
    page = bob.get(f"/open/{open_id}").get_data(as_text=True)
    assert "Fischer: 3d, +12h a move, at most 5d; then forfeit" in page
    bob.post(f"/open/{open_id}/join")
    game_id = service.store.conn.execute("SELECT game FROM open_games WHERE id=?",
                                         (open_id,)).fetchone()[0]
    kept = deadlines.settings(service.store.conn, game_id)
    assert kept["control"]["fischer"]["initial"] == 72 * H
    assert kept["expiry"] == ["forfeit"]
    assert 'id="clocks"' in bob.get(f"/games/{game_id}?seat=South").get_data(
        as_text=True)
    api = app.test_client()
    r = api.post("/api/open", json={"kind": "toy", "seats": 2, "time_control": {
        "moves_a_day": 2, "expiry": ["skip"]}}, headers=bearer(service, ann))
    assert r.status_code == 201, r.json
    joined = api.post(f"/api/open/{r.json['id']}/join", json={},
                      headers=bearer(service, bob))
    kept = deadlines.settings(service.store.conn, joined.json["game"])
    assert kept["control"] == {"moves_a_day": 2} and kept["expiry"] == ["skip"]
    bad = api.post("/api/open", json={"kind": "toy", "seats": 2, "time_control": {
        "moves_a_day": 99}}, headers=bearer(service, ann))
    assert bad.status_code == 400 and "moves a day" in bad.json["error"]["message"]


def test_the_settings_page_shows_the_bank_and_spends_from_it(service, app):
    ann = Player(app, service, "Ann")
    bank = ann.get("/me/settings").get_data(as_text=True)
    assert "Your vacation bank: <strong>7</strong> days to spend" in bank
    first = date.today() + timedelta(days=3)
    r = ann.post("/me/settings/vacation", first=first.isoformat(),
                 last=(first + timedelta(days=4)).isoformat())
    assert r.status_code == 303
    assert "<strong>2</strong> days to spend" in ann.get("/me/settings").get_data(
        as_text=True)
    r = ann.post("/me/settings/vacation", first=first.isoformat(),
                 last=(first + timedelta(days=2)).isoformat())
    assert r.status_code == 400 and "the bank holds 2" in r.get_data(as_text=True)


def test_a_warning_mentions_the_seat_in_its_forum_thread_once(service):
    from pbem import forum
    from pbem.forum import store as forum_store
    forum.setup(service)
    gid = new_game(service)
    hand_over(service, gid, 10)
    with service.store.transaction() as conn:
        forum_store.bind(conn, gid, "club", "t1", None, T0.isoformat())
        forum_store.link(conn, gid, "Blue", "club", "blue_user", T0.isoformat())
    assert run(service, 34) == {"reminders": 1, "expired": 0}
    run(service, 35)
    warned = [r for r in outbox.listing(service.store.conn)
              if r["channel"] == "forum" and ":warning:" in r["dedupe_key"]]
    assert [(r["recipient"], r["payload"]["newly"]) for r in warned] == [
        ("club", ["Blue"])]
    from pbem.forum import outgoing
    with freeze_time(at(34)):
        post = outgoing.compose(service, CFG, "club", "report", gid,
                                warned[0]["version"], warned[0]["payload"], None)
    assert post.mentions == ["blue_user"]
    assert "Clock: 1d left in the bank" in post.markdown


@needs_chromium
def test_the_page_counts_down_in_a_browser_on_a_phone(service, server, browser):  # noqa: F811
    gid, _ = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}],
                            settings={"deadlines": {"control": FISCHER}})
    csp = []
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.on("console", lambda m: csp.append(m.text)
               if "Content Security Policy" in m.text else None)
    page = context.new_page()
    page.goto(f"{server}/games/{gid}")
    page.wait_for_selector("#deadlines .left:has-text('s left')")
    first = page.text_content("#deadlines .left")
    assert first.startswith(" (1d 23h 59m") or first.startswith(" (2d 0h 0m"), first
    page.wait_for_timeout(1100)             # the page's own script, not eval (CSP)
    assert page.text_content("#deadlines .left") != first, "it counts down"
    assert "left in the bank" in page.text_content("#clocks")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert csp == []
    context.close()
