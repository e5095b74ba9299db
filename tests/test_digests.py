"""Daily digests with frozen time: the local hour across time zones and daylight-saving
changes, catch-up after downtime (exactly one), once per local date, and what a
digest says (pbem.mail.digest)."""
from datetime import datetime, timedelta, timezone

import pytest
from click.testing import CliRunner
from freezegun import freeze_time

from pbem import config
from pbem.cli import main
from pbem.core.errors import Invalid
from pbem.jobs import digest_pool
from pbem.mail import compose
from pbem.telling import deadlines, digests, outbox, prefs

pytestmark = pytest.mark.both_stores

CFG = config.load(env={})
UTC = timezone.utc


def utc(*args):
    return datetime(*args, tzinfo=UTC)


def run(service, moment, immediately=False):
    with freeze_time(moment):
        return digest_pool.run_digests(service, CFG, immediately=immediately)


def digest_rows(service, email=None):
    return [r for r in outbox.listing(service.store.conn, ("pending", "sent", "failed"))
            if r["kind"] == "digest" and email in (None, r["recipient"])]


def new_game(service, moment, emails=("ann@x.org", "bob@x.org")):
    with freeze_time(moment):
        gid, _ = service.create("flanders", [{"name": e.split("@")[0], "email": e}
                                             for e in emails])
    return gid


def subscribe(service, moment, email, hour, tz):
    with freeze_time(moment):
        digests.set_daily(service, email, hour, tz)


# -- when ------------------------------------------------------------------------------
def test_each_player_gets_it_at_the_local_hour_of_his_time_zone(service):
    start = utc(2025, 6, 1, 0, 0)
    new_game(service, start)
    subscribe(service, start, "ann@x.org", 8, "Europe/Warsaw")      # 06:00 UTC (CEST)
    subscribe(service, start, "bob@x.org", 8, "America/New_York")   # 12:00 UTC (EDT)
    assert run(service, utc(2025, 6, 1, 5, 59)) == 0
    assert run(service, utc(2025, 6, 1, 6, 0)) == 1
    assert [r["recipient"] for r in digest_rows(service)] == ["ann@x.org"]
    assert run(service, utc(2025, 6, 1, 11, 59)) == 0
    assert run(service, utc(2025, 6, 1, 12, 0)) == 1
    assert [r["payload"]["local_date"] for r in digest_rows(service)] == ["2025-06-01"] * 2


@pytest.mark.parametrize("tz,before,on,after", [
    # spring forward in Warsaw (30 March 2025): 08:00 is 07:00 UTC, then 06:00 UTC
    ("Europe/Warsaw", utc(2025, 3, 29, 7, 0), utc(2025, 3, 30, 5, 59),
     utc(2025, 3, 30, 6, 0)),
    # fall back in Warsaw (26 October 2025): 08:00 is 06:00 UTC, then 07:00 UTC
    ("Europe/Warsaw", utc(2025, 10, 25, 6, 0), utc(2025, 10, 26, 6, 59),
     utc(2025, 10, 26, 7, 0)),
    # New York springs forward on 9 March 2025: 08:00 is 13:00 UTC, then 12:00 UTC
    ("America/New_York", utc(2025, 3, 8, 13, 0), utc(2025, 3, 9, 11, 59),
     utc(2025, 3, 9, 12, 0)),
])
def test_the_local_hour_holds_across_daylight_saving_changes(service, tz, before, on,
                                                             after):
    new_game(service, before - timedelta(days=2))
    subscribe(service, before - timedelta(days=2), "ann@x.org", 8, tz)
    assert run(service, before - timedelta(minutes=1)) == 1, "the day before's, late"
    assert run(service, before) == 1
    assert run(service, on) == 0, "not yet 08:00 local on the day of the change"
    assert run(service, after) == 1
    dates = [r["payload"]["local_date"] for r in digest_rows(service)]
    assert dates[-2:] == [before.date().isoformat(), after.date().isoformat()]


def test_after_downtime_one_digest_covers_the_whole_gap(service):
    start = utc(2025, 6, 1, 0, 0)
    gid = new_game(service, start)
    subscribe(service, start, "ann@x.org", 8, "Europe/Warsaw")
    assert run(service, utc(2025, 6, 1, 7, 0)) == 1
    first = digest_rows(service)[0]["payload"]["games"][0]
    with freeze_time(utc(2025, 6, 2, 10, 0)):
        service.submit(gid, "Red", "roll")
    # down from 1 June 07:00 to 5 June 09:00 UTC: four 08:00s missed
    assert run(service, utc(2025, 6, 5, 9, 0)) == 1
    assert run(service, utc(2025, 6, 5, 9, 1)) == 0
    rows = digest_rows(service)
    assert len(rows) == 2 and rows[1]["payload"]["local_date"] == "2025-06-05"
    part = rows[1]["payload"]["games"][0]
    assert part["from"] == first["to"] and part["to"] == service.load(gid).version


def test_running_twice_enqueues_once(service):
    start = utc(2025, 6, 1, 0, 0)
    new_game(service, start)
    subscribe(service, start, "ann@x.org", 8, "UTC")
    assert run(service, utc(2025, 6, 1, 8, 0)) == 1
    assert run(service, utc(2025, 6, 1, 8, 0)) == 0
    assert run(service, utc(2025, 6, 1, 23, 59)) == 0
    assert run(service, utc(2025, 6, 2, 8, 0)) == 1
    assert len(digest_rows(service)) == 2


def test_now_sends_at_once_but_still_once_per_local_date(service):
    start = utc(2025, 6, 1, 0, 0)
    new_game(service, start)
    subscribe(service, start, "ann@x.org", 8, "Europe/Warsaw")
    subscribe(service, start, "bob@x.org", 20, "America/New_York")
    assert run(service, utc(2025, 6, 1, 3, 0), immediately=True) == 2
    assert run(service, utc(2025, 6, 1, 3, 5), immediately=True) == 0
    assert run(service, utc(2025, 6, 1, 6, 0)) == 0, "Ann's 08:00 of the same date"
    assert run(service, utc(2025, 6, 2, 6, 0)) == 2
    dates = [(r["recipient"], r["payload"]["local_date"]) for r in digest_rows(service)]
    assert dates == [("ann@x.org", "2025-06-01"), ("bob@x.org", "2025-05-31"),
                     ("ann@x.org", "2025-06-02"), ("bob@x.org", "2025-06-01")]


def test_off_and_unsubscribed_players_get_none(service):
    start = utc(2025, 6, 1, 0, 0)
    new_game(service, start)
    subscribe(service, start, "ann@x.org", 8, "UTC")
    subscribe(service, start, "bob@x.org", 8, "UTC")
    digests.turn_off(service, "ann@x.org")
    with service.store.transaction() as conn:
        prefs.turn_off(conn, "bob@x.org", "digest")       # the one-click unsubscribe
    assert run(service, utc(2025, 6, 1, 9, 0)) == 0
    subscribe(service, utc(2025, 6, 1, 9, 0), "bob@x.org", 8, "UTC")   # back on
    assert run(service, utc(2025, 6, 2, 9, 0)) == 1


def test_bad_settings_are_refused(service):
    with pytest.raises(Invalid, match="time zone"):
        digests.set_daily(service, "ann@x.org", 8, "Europe/Atlantis")
    with pytest.raises(Invalid, match="0..23"):
        digests.set_daily(service, "ann@x.org", 24, "UTC")
    assert digests.setting(service.store.conn, "ann@x.org") is None


# -- what ------------------------------------------------------------------------------
def test_a_digest_covers_all_games_events_turns_deadlines_and_boards(service):
    start = utc(2025, 6, 1, 0, 0)
    mine = new_game(service, start)
    theirs = new_game(service, start, ("cid@x.org", "ann@x.org"))   # Ann plays Blue
    with freeze_time(start):
        deadlines.configure(service, mine, 48 * 3600)
    subscribe(service, start, "ann@x.org", 8, "Europe/Warsaw")
    with freeze_time(utc(2025, 6, 1, 3, 0)):
        service.submit(theirs, "Red", "roll")
    assert run(service, utc(2025, 6, 1, 7, 0)) == 1
    row = digest_rows(service)[0]
    parts = {p["game"]: p for p in row["payload"]["games"]}
    assert parts[mine]["role"] == "Red" and parts[theirs]["role"] == "Blue"
    assert parts[mine]["from"] == 0 < parts[mine]["to"], "the first: from its beginning"
    assert parts[mine]["deadlines"] == {"Red": "2025-06-03T00:00:00+00:00"}
    msg = compose.compose(service, CFG, row)
    text = msg.get_body(("plain",)).get_content()
    assert "Red rolls" in text and "It is YOUR turn" in text
    assert "Deadline of ann (Red): Tue 03 Jun 2025 02:00 CEST" in text
    pictures = [p for p in msg.walk() if p.get_content_type() == "image/png"]
    assert len(pictures) == 1, "a board only where it is Ann's turn"
    assert msg["To"] == "ann@x.org" and "2025-06-01" in msg["Subject"]
    again = compose.compose(service, CFG, row).get_body(("plain",)).get_content()
    assert again == text, "composed from the row and the log: the same every time"


def test_the_next_digest_lists_only_what_happened_since(service):
    start = utc(2025, 6, 1, 0, 0)
    gid = new_game(service, start)
    subscribe(service, start, "bob@x.org", 8, "UTC")
    with freeze_time(utc(2025, 6, 1, 1, 0)):
        service.submit(gid, "Red", "roll")
    run(service, utc(2025, 6, 1, 8, 0))
    with freeze_time(utc(2025, 6, 1, 9, 0)):
        game = service.load(gid)
        role = service.active(game)[0]
        service.submit(gid, role, service.legal(game, role)[0])
    run(service, utc(2025, 6, 2, 8, 0))
    first, second = (compose.compose(service, CFG, r).get_body(("plain",)).get_content()
                     for r in digest_rows(service))
    assert "Red rolls" in first and "Red rolls" not in second
    assert "What happened" in second
    assert "deck" not in str(digest_rows(service)[1]["payload"]), "no hidden order kept"


def test_the_first_digest_tells_each_game_going_on_from_its_beginning(service):
    """Set at 09:00 and asked for at once (`pbem digest --now`): not "nothing
    happened" over an empty window, but what the player's game has seen so far."""
    start = utc(2025, 6, 1, 8, 0)
    gid = new_game(service, start)
    with freeze_time(utc(2025, 6, 1, 8, 30)):
        service.submit(gid, "Red", "roll")
    subscribe(service, utc(2025, 6, 1, 9, 0), "bob@x.org", 20, "UTC")
    assert run(service, utc(2025, 6, 1, 9, 0), immediately=True) == 1
    [row] = digest_rows(service)
    text = compose.compose(service, CFG, row).get_body(("plain",)).get_content()
    assert "(from Sun 01 Jun 2025 08:00 UTC to Sun 01 Jun 2025 09:00 UTC)" in text
    assert "Red rolls" in text and "Nothing happened" not in text
    with freeze_time(utc(2025, 6, 2, 10, 0)):
        game = service.load(gid)
        role = service.active(game)[0]
        service.submit(gid, role, service.legal(game, role)[0])
    assert run(service, utc(2025, 6, 2, 20, 0)) == 1
    second = compose.compose(service, CFG, digest_rows(service)[1]).get_body(
        ("plain",)).get_content()
    assert "(from Sun 01 Jun 2025 09:00 UTC to Mon 02 Jun 2025 20:00 UTC)" in second
    assert "Red rolls" not in second, "the next one from where the first ended"


def test_cli_digest_setting_and_digest_now(tmp_path):
    db = str(tmp_path / "cli.sqlite")
    cli = CliRunner()
    cli.invoke(main, ["--db", db, "new", "flanders", "--player", "A:a@x.org",
                      "--player", "B:b@x.org"])
    ok = cli.invoke(main, ["--db", db, "digest-setting", "a@x.org", "--hour", "8",
                           "--tz", "Europe/Warsaw"])
    assert ok.exit_code == 0 and "08:00 Europe/Warsaw" in ok.stdout
    assert cli.invoke(main, ["--db", db, "digest-setting", "a@x.org", "--hour", "8"]
                      ).exit_code == 2
    bad = cli.invoke(main, ["--db", db, "digest-setting", "a@x.org", "--hour", "8",
                            "--tz", "Nowhere/Land"])
    assert bad.exit_code == 1 and "unknown time zone" in bad.stderr
    assert cli.invoke(main, ["--db", db, "digest", "--now"]).stdout.strip() == "1"
    assert cli.invoke(main, ["--db", db, "digest", "--now"]).stdout.strip() == "0"
    off = cli.invoke(main, ["--db", db, "digest-setting", "a@x.org", "--off"])
    assert off.exit_code == 0 and "no digest" in off.stdout
