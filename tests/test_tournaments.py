"""Tournaments (issue 27; pbem/players/tournaments.py): the round-robin's schedule,
Swiss pairing, 2/1/0 points and Sonneborn-Berger on hand-checked tables; on both
stores, a double round-robin of 4 played to its final table, a Swiss of 9 paired
without rematches, the refusal of a player who timed out more than he finished, and
the registrations refused with nothing changed."""
import itertools
import random
from datetime import datetime, timedelta, timezone

import pytest

from pbem.core.errors import Conflict, Forbidden, Invalid
from pbem.players import accounts, forget, tournaments as tt
from pbem.telling import deadlines

EMAILS = [f"t{i}@example.org" for i in range(10)]
NOW = datetime(2025, 3, 1, 12, tzinfo=timezone.utc)

#: the hand-checked double round-robin of 4: the results of each pair's two games,
#: in the order they are played ("A" won, "=" drawn)
RESULTS = {"AB": "A=", "AC": "AA", "AD": "D=", "BC": "BB", "BD": "BD", "CD": "=C"}
#: its table, worked out by hand: points A 3+4+1, B 1+4+2, C 0+0+3, D 3+2+1;
#: SB A: 7 (won v B) + 3.5 (drew B) + 3 + 3 (won C twice) + 3 (drew D) = 19.5
#:    B: 4 (drew A) + 3 + 3 (won C twice) + 6 (won v D) = 16
#:    C: 3 (drew D) + 6 (won v D) = 9
#:    D: 8 (won v A) + 4 (drew A) + 7 (won v B) + 1.5 (drew C) = 20.5
TABLE = [("A", 8, 19.5), ("B", 7, 16.0), ("D", 6, 20.5), ("C", 3, 9.0)]


# -- pure logic ------------------------------------------------------------------------------
@pytest.mark.parametrize("n", range(3, 11))
def test_the_double_round_robin_meets_everyone_twice_and_balances_the_sides(n):
    rounds = tt.double_round_robin(n)
    games = [pair for pairs in rounds for pair in pairs]
    assert sorted(games) == sorted(itertools.permutations(range(n), 2))
    for pairs in rounds:                      # nobody plays twice in a round
        players = [p for pair in pairs for p in pair]
        assert len(players) == len(set(players)) == n - n % 2
    leg = [pair for pairs in tt.round_robin(n) for pair in pairs]
    for p in range(n):                        # within a leg: at most one apart
        firsts = sum(a == p for a, _ in leg)
        assert abs(firsts - (n - 1 - firsts)) <= 1


def test_sonneborn_berger_on_a_hand_checked_table():
    names = {i: name for i, name in enumerate("ABCD")}
    index = {name: i for i, name in names.items()}
    games = []
    for pair, results in RESULTS.items():
        a, b = index[pair[0]], index[pair[1]]
        for result in results:
            games.append({"first": a, "second": b,
                          "result": "draw" if result == "=" else
                          "first" if result == pair[0] else "second"})
    games.append({"first": 0, "second": 1, "result": None})      # still played
    table = tt.standings(list(names), games, names)
    assert [(r["name"], r["points"], r["sb"]) for r in table] == TABLE
    assert [r["rank"] for r in table] == [1, 2, 3, 4]
    assert table[0] | {} == {**table[0], "played": 6, "won": 3, "drawn": 2, "lost": 1}


def test_ties_go_to_sonneborn_berger_then_head_to_head_then_share_the_rank():
    names = dict(enumerate(["Zed", "Amy", "Bob"]))
    won = [{"first": 0, "second": 1, "result": "first"},
           {"first": 1, "second": 2, "result": "first"},
           {"first": 2, "second": 0, "result": "first"}]
    table = tt.standings([0, 1, 2], won, names)       # a cycle: all alike
    assert [(r["name"], r["rank"]) for r in table] == [("Amy", 1), ("Bob", 1),
                                                       ("Zed", 1)]
    twice = won + [{"first": 0, "second": 1, "result": "first"},
                   {"first": 1, "second": 2, "result": "draw"},
                   {"first": 2, "second": 0, "result": "first"}]
    # Zed 4, Amy 3 (SB 2 + 1), Bob 5; then Zed and Amy... by points, no tie
    assert [r["name"] for r in tt.standings([0, 1, 2], twice, names)] == \
        ["Bob", "Zed", "Amy"]
    bye = [{"first": 0, "second": None, "result": "bye"}]
    assert tt.standings([0, 1], bye, {0: "A", 1: "B"})[0] | {} == {
        "rank": 1, "entrant": 0, "name": "A", "points": 2, "sb": 0.0, "played": 0,
        "won": 0, "drawn": 0, "lost": 0}


def test_a_swiss_round_pairs_by_score_without_rematches_and_gives_one_bye_each():
    def player(e, score, met=(), byes=0):
        return {"entrant": e, "score": score, "met": set(met), "byes": byes,
                "balance": 0, "last": None}
    # the Dutch choice: 1 v 3, 2 v 4 in a group of four
    assert tt.swiss_pairs([player(e, 2) for e in (1, 2, 3, 4)]) == \
        ([(1, 3), (2, 4)], None)
    # the leaders met: each meets the best of the next group instead
    pairs, bye = tt.swiss_pairs([player(1, 4, {2}), player(2, 4, {1}), player(3, 2),
                                 player(4, 2), player(5, 0), player(6, 0)])
    assert bye is None
    assert pairs == [(1, 3), (2, 4), (5, 6)]
    paired = tt.swiss_pairs([player(1, 2), player(2, 2), player(3, 0, byes=1)])
    assert paired[1] == 2 and {frozenset(p) for p in paired[0]} == {frozenset((1, 3))}
    # everyone met everyone: no round
    assert tt.swiss_pairs([player(1, 0, {2}), player(2, 0, {1})]) is None


def test_a_player_refused_for_timeouts_may_enter_again_once_they_are_old():
    day = timedelta(days=1)
    assert tt.refused_until([], [], NOW) is None
    assert tt.refused_until([NOW - day], [NOW - 2 * day], NOW) is None     # 1 v 1
    # two timeouts (10 and 5 days ago), one finished game (20 days ago): the first
    # timeout leaves the window in 80 days, but the finished one has left at 70
    until = tt.refused_until([NOW - 10 * day, NOW - 5 * day], [NOW - 20 * day], NOW)
    assert until == NOW + 85 * day


# -- the service -----------------------------------------------------------------------------
@pytest.fixture
def players(service):
    """SERVICE advancing tournaments, and an account for each of EMAILS, named A, B,
    ...: (service, [account])."""
    tt.setup(deadlines.setup(service))
    with service.store.transaction() as conn:
        made = []
        for i, email in enumerate(EMAILS):
            account = accounts.sign_up_or_in(conn, email, "signin")
            accounts.rename(conn, account["id"], "ABCDEFGHIJ"[i])
            made.append(accounts.get(conn, account["id"]))
    return service, made


def end(service, game_id, result):
    """End GAME_ID: "first" or "second" won (the other resigns), or "draw"."""
    first, second = service.load(game_id).roles
    if result == "draw":
        service.submit(game_id, first, "offer draw")
        service.submit(game_id, second, "accept draw")
    else:
        service.submit(game_id, second if result == "first" else first, "resign")
    assert service.load(game_id).finished


def running_games(service, tid):
    t = tt.get(service.store.conn, tid)
    return t, [g for g in t["games"] if g["game"] and g["result"] is None]


@pytest.mark.both_stores
@pytest.mark.parametrize("schedule", ["sequential", "concurrent"])
def test_a_round_robin_of_four_runs_to_its_final_table(players, schedule):
    service, people = players
    a, b, c, d = people[:4]
    tid = tt.create(service, a, "berlin", "round-robin", 4, schedule=schedule,
                    settings={"deadlines": {"per_move": 86400, "reminders": [],
                                            "grace": 0, "expiry": ["forfeit"]}})
    for account in (b, c, d):
        assert tt.get(service.store.conn, tid)["status"] == "registering"
        tt.register(service, tid, account)
    t, playing = running_games(service, tid)
    assert t["status"] == "running" and t["rounds"] == 6
    assert len(playing) == (2 if schedule == "sequential" else 12)
    first = service.load(playing[0]["game"])         # seats claimed, names given
    conn = service.store.conn
    names = {e["entrant"]: e["name"] for e in t["entries"]}
    assert [s["name"] for s in first.meta["seats"]] == \
        [names[playing[0]["first"]], names[playing[0]["second"]]]
    met = {}
    rounds_seen = []
    while playing:
        rounds_seen.append(sorted({g["round"] for g in playing}))
        for g in playing:
            pair = "".join(sorted(names[g["first"]] + names[g["second"]]))
            leg = met.setdefault(pair, 0)
            met[pair] += 1
            wanted = RESULTS[pair][leg]
            end(service, g["game"], "draw" if wanted == "=" else
                "first" if names[g["first"]] == wanted else "second")
        t, playing = running_games(service, tid)
    assert t["status"] == "finished"
    assert rounds_seen == ([[r] for r in range(1, 7)] if schedule == "sequential"
                           else [list(range(1, 7))])
    table = tt.table(t)
    assert [(r["name"], r["points"], r["sb"]) for r in table] == TABLE
    accounts_of = {e["entrant"]: e["account"] for e in t["entries"]}
    for g in t["games"]:                    # each seat claimed by its player
        assert [r[0] for r in conn.execute("SELECT account FROM seats WHERE game=? "
                                           "ORDER BY seat", (g["game"],))] == \
            [accounts_of[g["first"]], accounts_of[g["second"]]]


@pytest.mark.both_stores
def test_a_swiss_of_nine_pairs_without_rematches(players):
    service, people = players
    rng = random.Random(9)
    tid = tt.create(service, people[0], "berlin", "swiss", 9)
    for account in people[1:9]:
        tt.register(service, tid, account)
    t, playing = running_games(service, tid)
    assert t["rounds"] == 5
    while playing:
        for g in playing:
            end(service, g["game"], rng.choice(["first", "second", "draw"]))
        t, playing = running_games(service, tid)
    assert t["status"] == "finished" and t["round"] == 5
    met, byes = set(), {}
    for r in range(1, 6):
        games = [g for g in t["games"] if g["round"] == r]
        assert len(games) == 5 and sum(g["second"] is None for g in games) == 1
        for g in games:
            if g["second"] is None:
                byes[g["first"]] = byes.get(g["first"], 0) + 1
                continue
            pair = frozenset((g["first"], g["second"]))
            assert pair not in met, f"a rematch in round {r}"
            met.add(pair)
    assert len(byes) == 5 and set(byes.values()) == {1}
    table = tt.table(t)
    assert sum(r["points"] for r in table) == 20 * 2 + 5 * 2
    for r in table:          # each player's points from his rows
        mine = [(g, "first" if g["first"] == r["entrant"] else "second")
                for g in t["games"] if r["entrant"] in (g["first"], g["second"])]
        assert r["points"] == sum(tt.points(g["result"], side) for g, side in mine)


@pytest.mark.both_stores
def test_registering_twice_into_a_full_or_running_tournament_is_refused(players):
    service, people = players
    tid = tt.create(service, people[0], "berlin", "round-robin", 3, now=NOW)
    conn = service.store.conn

    def state():
        return tt.get(conn, tid, NOW)
    before = state()
    with pytest.raises(Conflict, match="already"):
        tt.register(service, tid, people[0], NOW)
    assert state() == before
    tt.register(service, tid, people[1], NOW)
    tt.withdraw(service, tid, people[1], NOW)
    with pytest.raises(Conflict, match="not registered"):
        tt.withdraw(service, tid, people[1], NOW)
    with pytest.raises(Forbidden):
        tt.cancel(service, tid, people[1], NOW)
    tt.register(service, tid, people[1], NOW)
    tt.register(service, tid, people[2], NOW)       # full: it starts
    running = state()
    assert running["status"] == "running" and len(running["entries"]) == 3
    for who in (people[3], people[0]):
        with pytest.raises(Conflict, match="running"):
            tt.register(service, tid, who, NOW)
    with pytest.raises(Conflict):
        tt.withdraw(service, tid, people[0], NOW)
    assert state() == running
    with pytest.raises(Invalid, match="3 to 10"):
        tt.create(service, people[0], "berlin", "round-robin", 11)
    with pytest.raises(Invalid, match="sequential"):
        tt.create(service, people[0], "berlin", "swiss", 8, schedule="concurrent")
    with pytest.raises(Invalid):
        tt.create(service, people[0], "rhine", "swiss", 8, options={"solo": "Monty"})
    late = tt.create(service, people[3], "berlin", "swiss", 4, now=NOW,
                     closes_in=3600)
    assert tt.get(conn, late, NOW + timedelta(hours=2))["status"] == "cancelled"
    with pytest.raises(Conflict, match="cancelled"):
        tt.register(service, late, people[4], NOW + timedelta(hours=2))


@pytest.mark.both_stores
def test_a_player_who_timed_out_more_than_he_finished_is_refused_entry(players):
    service, people = players
    late, other, third = people[0], people[1], people[2]
    tid = tt.create(service, other, "berlin", "round-robin", 3)

    def game_with(account):
        gid, seats = service.create("berlin", [{"name": account["name"],
                                                 "email": account["emails"][0]},
                                                {"name": "Q"}])
        return gid, seats[0]["role"]
    # his seat forfeited by the scheduler for a missed deadline (deadlines._expire)
    gid, role = game_with(late)
    service.submit(gid, role, {"action": "game.forfeit"}, channel="scheduler")
    assert service.load(gid).finished
    # a resignation is a game he finished by playing, the scheduler's skip no loss
    timeouts, finished = tt.timed_out(service, late, NOW - tt.WINDOW)
    assert (len(timeouts), len(finished)) == (1, 0)
    with pytest.raises(Conflict, match=r"lost 1 game by a missed deadline and "
                                        r"finished 0 by playing: tournaments take you "
                                        r"again from \d{4}-"):
        tt.register(service, tid, late)
    assert [e["account"] for e in tt.get(service.store.conn, tid)["entries"]] == \
        [other["id"]]
    gid, role = game_with(late)
    service.submit(gid, role, "resign")
    assert tt.timed_out(service, late, NOW - tt.WINDOW)[1] != []
    tt.register(service, tid, late)             # one each: he may
    assert tt.refusal(service, third, datetime.now(timezone.utc)) is None


@pytest.mark.both_stores
def test_forgetting_a_player_keeps_the_tables_meaningful(players):
    service, people = players
    waiting = tt.create(service, people[0], "berlin", "round-robin", 4)
    running = tt.create(service, people[1], "berlin", "round-robin", 3)
    tt.register(service, running, people[0])
    tt.register(service, running, people[2])
    forget.forget(service.store, account_id=people[0]["id"])
    conn = service.store.conn
    assert tt.get(conn, waiting)["entries"] == [] and \
        tt.get(conn, waiting)["creator"] is None
    t = tt.get(conn, running)
    assert [e["name"] for e in t["entries"]] == ["B", "a player who left", "C"]
    assert len(tt.table(t)) == 3
