"""Ratings (issue 27; pbem/players/ratings.py): the ranking a finished game gives, the
live projection rating a game in the transaction that ends it, which games are rated,
the Rhine solitaire's best results, and `pbem ratings rebuild` giving the same numbers
as the live projection on 200 random finished games; the leaderboard's page and JSON."""
import random
from datetime import datetime, timezone

import pytest
from click.testing import CliRunner

from pbem.cli import main
from pbem.core.errors import Invalid
from pbem.players import accounts, claims, open_games, ratings, sessions
from pbem.web import create_app
from tests.fuzz import play_random

pytestmark = pytest.mark.both_stores
EMAILS = [f"p{i}@example.org" for i in range(12)]


@pytest.fixture
def rated(service):
    """SERVICE rating the games that end through it, with an account for each of
    EMAILS: (service, {email: account id})."""
    ratings.setup(service)
    with service.store.transaction() as conn:
        ids = {e: accounts.sign_up_or_in(conn, e, "signin")["id"] for e in EMAILS}
    return service, ids


def game(service, kind, emails, options=None, settings=None):
    """A new game of KIND, a seat at each of EMAILS (None: a seat without address);
    (its id, its roles in seat order)."""
    gid, seats = service.create(kind, [{"name": f"P{i}", "email": e} if e else
                                       {"name": f"P{i}"} for i, e in enumerate(emails)],
                                options or {}, settings)
    return gid, [s["role"] for s in seats]


def resign_all_but(service, gid, stays):
    """Every seat but STAYS resigns, in seat order, until the game ends."""
    for role in service.load(gid).roles:
        if role != stays and not service.load(gid).finished:
            service.submit(gid, role, "resign")
    assert service.load(gid).finished


def table(service, name):
    return ratings.rows(service.store.conn)[name]


# -- the ranking -------------------------------------------------------------------------------
@pytest.mark.parametrize("winners,roles,expected", [
    (["West"], ["East", "West"], [2, 1]),                          # a win
    ([], ["East", "West"], [1, 1]),                                # Berlin's draw
    (["Red", "Blue", "Green"], ["Red", "Blue", "Green", "Yellow"], [1, 1, 1, 2]),
    # a Flanders draw: the victory shared by the players still in (Yellow resigned)
    (["Green"], ["Red", "Blue", "Green"], [2, 2, 1]),              # three players
    (["Yellow"], ["Red", "Blue", "Green", "Yellow"], [2, 2, 2, 1]),
    (["Axis", "Axis-flanks"], ["Allies", "Allies-flanks", "Axis", "Axis-flanks"],
     [2, 2, 1, 1]),                                                # Memoir '44's teams
], ids=["win", "draw", "shared", "three", "four", "teams"])
def test_the_winners_share_the_first_place_and_the_others_the_second(winners, roles,
                                                                     expected):
    assert ratings.ranks({"winners": winners, "reason": "-"}, roles) == expected


def test_the_rating_shown_is_the_cautious_estimate():
    assert ratings.rating(ratings.MODEL.mu, ratings.MODEL.sigma) == 1000
    assert ratings.rating(25, 2) == 1000 + 40 * 19


# -- the live projection -----------------------------------------------------------------------
def test_a_game_is_rated_in_the_transaction_that_ends_it(rated):
    service, ids = rated
    gid, roles = game(service, "berlin", EMAILS[:2])
    assert table(service, "ratings") == []
    service.submit(gid, roles[0], "resign")                # the second seat wins
    loser, winner = (ratings.MODEL.rating(), ratings.MODEL.rating())
    [[lost], [won]] = ratings.MODEL.rate([[loser], [winner]], ranks=[2, 1])
    board = ratings.board(service.store.conn, "berlin")
    assert [(p["account"], p["games"], p["provisional"], p["mu"], p["sigma"])
            for p in board] == [(ids[EMAILS[1]], 1, True, won.mu, won.sigma),
                                (ids[EMAILS[0]], 1, True, lost.mu, lost.sigma)]
    assert [p["rating"] for p in board] == [ratings.rating(won.mu, won.sigma),
                                            ratings.rating(lost.mu, lost.sigma)]
    assert [r[0] for r in table(service, "rated_games")] == [gid]
    assert ratings.of_account(service.store.conn, ids[EMAILS[1]])["berlin"]["games"] == 1
    assert ratings.board(service.store.conn, "flanders") == []


def test_a_drawn_game_of_equals_moves_nobody_up_or_down(rated):
    service, _ = rated
    gid, roles = game(service, "berlin", EMAILS[:2])
    acting = service.active(service.load(gid))[0]
    other = next(r for r in roles if r != acting)
    service.submit(gid, other, "offer draw")
    service.submit(gid, acting, "accept draw")
    board = ratings.board(service.store.conn, "berlin")
    assert [p["mu"] for p in board] == [ratings.MODEL.mu] * 2
    assert board[0]["sigma"] < ratings.MODEL.sigma


def test_in_a_game_of_four_the_winner_rises_and_the_others_fall_alike(rated):
    service, ids = rated
    gid, roles = game(service, "flanders", EMAILS[:4])
    resign_all_but(service, gid, roles[2])
    board = ratings.board(service.store.conn, "flanders")
    assert board[0]["account"] == ids[EMAILS[2]] and board[0]["mu"] > ratings.MODEL.mu
    assert len({(p["mu"], p["sigma"]) for p in board[1:]}) == 1
    assert board[1]["mu"] < ratings.MODEL.mu


def test_a_rating_is_provisional_until_its_sigma_falls_below_the_line(rated):
    service, ids = rated
    for n in range(12):
        gid, roles = game(service, "berlin", EMAILS[:2])
        service.submit(gid, roles[n % 2], "resign")
        if not ratings.board(service.store.conn, "berlin")[0]["provisional"]:
            break
    board = ratings.board(service.store.conn, "berlin")
    assert not any(p["provisional"] for p in board)
    assert all(p["sigma"] <= ratings.PROVISIONAL_SIGMA for p in board)
    assert 5 <= board[0]["games"] <= 12


@pytest.mark.parametrize("emails,settings", [
    ([EMAILS[0], None], None),                      # a seat without an account
    ([EMAILS[0], "someone@example.org"], None),     # an address nobody confirmed
    ([EMAILS[0], EMAILS[0]], None),                 # one account on both seats
    ([EMAILS[0], EMAILS[1]], {"rated": False}),     # the creator's choice
], ids=["no-address", "no-account", "one-account", "unrated"])
def test_games_that_are_not_rated(rated, emails, settings):
    service, _ = rated
    gid, roles = game(service, "berlin", emails, settings=settings)
    service.submit(gid, roles[0], "resign")
    assert table(service, "ratings") == [] and table(service, "rated_games") == []


def test_rated_is_true_or_false(rated):
    service, _ = rated
    with pytest.raises(Invalid, match="rated is true or false"):
        game(service, "berlin", EMAILS[:2], settings={"rated": "no"})


def test_a_claimed_seat_is_its_account_s(rated):
    service, ids = rated
    gid, roles = game(service, "berlin", [EMAILS[0], None])
    with service.store.transaction() as conn:
        claims.claim(conn, gid, roles[1], ids[EMAILS[5]])
    service.submit(gid, roles[1], "resign")
    assert {p["account"] for p in ratings.board(service.store.conn, "berlin")} == {
        ids[EMAILS[0]], ids[EMAILS[5]]}


# -- the solitaire -----------------------------------------------------------------------------
def test_the_rhine_solitaire_is_not_rated_and_keeps_its_best_result(rated):
    service, ids = rated
    gid, [role] = game(service, "rhine", EMAILS[:1], {"solo": "Patton"})
    service.submit(gid, role, "resign")
    assert table(service, "ratings") == []
    [best] = ratings.best_results(service.store.conn, "rhine")
    assert (best["account"], best["game"], best["won"], best["turn"]) == (
        ids[EMAILS[0]], gid, False, None)
    assert best["medals"] == 0                  # resigned before the first turn's end


def test_the_best_results_are_the_earliest_win_then_the_most_medals(rated):
    service, ids = rated
    a, b, c = (ids[e] for e in EMAILS[:3])
    lines = [("g1", a, 1, 9, 3), ("g2", a, 1, 7, 1), ("g3", b, 1, 7, 4), ("g4", c, 0, None, 9),
             ("g5", b, 0, None, 12)]
    with service.store.transaction() as conn:
        for n, (g, account, won, turn, medals) in enumerate(lines):
            conn.execute("INSERT INTO solo_results VALUES (?,?,?,?,?,?,?)",
                         (g, "rhine", account, won, turn, medals, f"2026-01-0{n + 1}"))
    assert [(r["rank"], r["game"]) for r in ratings.best_results(
        service.store.conn, "rhine")] == [(1, "g3"), (2, "g2"), (3, "g4")]


# -- the rebuild -------------------------------------------------------------------------------
def end_randomly(service, gid, chooser):
    """A few random moves, then the game ended by resignations in a random order, or a
    draw where the rules know one."""
    play_random(service, gid, chooser.randrange(4), chooser)
    game_now = service.load(gid)
    if game_now.finished:
        return
    seated = [r for r in game_now.roles if "resign" in service.legal(game_now, r)]
    if chooser.random() < 0.3 and "offer draw" in service.legal(game_now, seated[0]):
        service.submit(gid, seated[0], "offer draw")
        for role in seated[1:]:
            service.submit(gid, role, "accept draw")
        return
    for role in chooser.sample(seated, len(seated)):
        if not service.load(gid).finished:
            service.submit(gid, role, "resign")


#: (kind, seats, options) of the random games
KINDS = [("berlin", 2, {}), ("memoir44", 2, {}), ("flanders", 2, {}), ("flanders", 3, {}),
         ("flanders", 4, {}), ("rhine", 2, {}), ("rhine", 3, {}),
         ("rhine", 1, {"solo": "Patton"}), ("memoir44", 4, {"team": 2})]


def test_pbem_ratings_rebuild_gives_the_live_numbers(rated):
    """200 random finished games of every kind and size, on either store, among
    twelve accounts, a few with a seat of no account's or unrated by choice."""
    service, _ = rated
    chooser = random.Random(27)
    for _ in range(200):
        kind, seats, options = chooser.choice(KINDS)
        emails = chooser.sample(EMAILS, seats)
        if chooser.random() < 0.05:
            emails[0] = None
        settings = {"rated": False} if chooser.random() < 0.05 else None
        gid, _ = game(service, kind, emails, options, settings)
        end_randomly(service, gid, chooser)
    live = ratings.rows(service.store.conn)
    assert len(live["rated_games"]) > 100
    assert live["solo_results"] and len({r[1] for r in live["ratings"]}) == 4
    result = CliRunner().invoke(main, ["ratings", "rebuild", "--db",
                                       str(service.store.path)])
    assert result.exit_code == 0, result.output
    assert "the ratings are the same as before" in result.stderr
    assert ratings.rows(service.store.conn) == live
    with service.store.transaction() as conn:        # a projection gone wrong is put right
        conn.execute("UPDATE ratings SET mu=mu+1")
        conn.execute("DELETE FROM rated_games WHERE game IN (SELECT game FROM "
                     "rated_games ORDER BY game LIMIT 3)")
    assert ratings.rebuild(service) == (len(ratings.finished(service)), True)
    assert ratings.rows(service.store.conn) == live


def test_pbem_ratings_show_lists_a_leaderboard(rated):
    service, _ = rated
    gid, roles = game(service, "berlin", EMAILS[:2])
    service.submit(gid, roles[0], "resign")
    result = CliRunner().invoke(main, ["ratings", "show", "berlin", "--db",
                                       str(service.store.path)])
    assert result.exit_code == 0, result.output
    lines = [line.split("\t") for line in result.stdout.splitlines()]
    assert [(r[0], r[2], r[3]) for r in lines] == [("1", "1", EMAILS[1].split("@")[0]),
                                                   ("2", "1", EMAILS[0].split("@")[0])]
    assert lines[0][1].endswith("?") and int(lines[0][1][:-1]) > 1000
    unknown = CliRunner().invoke(main, ["ratings", "show", "chess", "--db",
                                        str(service.store.path)])
    assert unknown.exit_code == 1 and "no kind of game 'chess'" in unknown.stderr


# -- the pages ---------------------------------------------------------------------------------
def test_the_leaderboard_page_and_its_json(rated):
    service, ids = rated
    gid, roles = game(service, "flanders", EMAILS[:3])
    resign_all_but(service, gid, roles[1])
    client = create_app({"server": {}, "storage": {}}, service).test_client()
    page = client.get("/ratings/flanders")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert html.index(f'data-account="{ids[EMAILS[1]]}"') < html.index(
        f'data-account="{ids[EMAILS[0]]}"')
    assert html.count('<abbr title="provisional">?</abbr>') == 3 + 1   # and the legend
    body = client.get("/api/ratings/flanders").get_json()
    assert [p["name"] for p in body["players"]][0] == "p1"
    assert body["best_results"] == [] and body["title"] == "In Flanders Field"
    missing = client.get("/ratings/chess")
    assert missing.status_code == 404 and "no game &#39;chess&#39; has ratings" in \
        missing.get_data(as_text=True)
    assert client.get("/api/ratings/chess").get_json()["error"]["code"] == "not_found"
    assert "/ratings/flanders" in client.get("/ratings").get_data(as_text=True)


def test_the_lobby_form_and_the_api_make_a_game_unrated(rated):
    service, _ = rated
    client = create_app({"server": {}, "storage": {}}, service).test_client()
    form = {"kind": "berlin", "name0": "Ann", "email0": EMAILS[0], "name1": "Bob",
            "email1": EMAILS[1]}
    assert client.post("/games", data={**form, "unrated": "on"}).status_code == 303
    made = client.post("/api/games", json={"kind": "berlin", "rated": False, "players": [
        {"name": "Ann", "email": EMAILS[0]}, {"name": "Bob", "email": EMAILS[1]}]})
    assert made.status_code == 201
    assert client.post("/games", data=form).status_code == 303
    games = {g["id"] for g in client.get("/api/games").get_json()}
    for gid in games:
        service.submit(gid, service.load(gid).roles[0], "resign")
    [(rated_game, _, _)] = table(service, "rated_games")
    assert rated_game in games and made.get_json()["id"] != rated_game
    assert "name=\"unrated\"" in client.get("/").get_data(as_text=True)


def test_pbem_new_unrated_makes_a_game_no_leaderboard_counts(tmp_path):
    db = str(tmp_path / "x.sqlite")
    made = [CliRunner().invoke(main, ["new", "berlin", "--player", "Ann:a@x.org",
                                      "--player", "Bob:b@x.org", *flag, "--db", db])
            for flag in (["--unrated"], [])]
    assert all(r.exit_code == 0 for r in made), [r.output for r in made]
    unrated = made[0].stdout.strip()
    from events import EventStore
    from pbem.config import service_over
    conn = service_over(EventStore(db)).store.conn
    assert [r[0] for r in conn.execute("SELECT game FROM unrated_games")] == [unrated]


def test_an_open_game_opened_unrated_by_the_api_is_not_rated(rated):
    from tests.test_open_games import Player, bearer
    service, _ = rated
    app = create_app({"server": {}, "storage": {}}, service)
    ann, bob, api = Player(app, service, "Ann"), Player(app, service, "Bob"), \
        app.test_client()
    played = []
    for flag in (False, True):
        made = api.post("/api/open", json={"kind": "berlin", "seats": 2, "rated": flag},
                        headers=bearer(service, ann))
        assert made.status_code == 201, made.get_json()
        joined = api.post(f"/api/open/{made.get_json()['id']}/join", json={},
                          headers=bearer(service, bob))
        played.append(joined.get_json()["game"])
        service.submit(played[-1], service.load(played[-1]).roles[0], "resign")
    assert [g for g, _, _ in table(service, "rated_games")] == played[1:]


def test_a_home_shows_its_ratings_and_the_open_games_the_players_ones(rated):
    service, ids = rated
    gid, roles = game(service, "berlin", EMAILS[:2])
    service.submit(gid, roles[1], "resign")
    app = create_app({"server": {}, "storage": {}}, service)
    with service.store.transaction() as conn:
        ann = accounts.get(conn, ids[EMAILS[0]])
        session = sessions.open_session(conn, ann["id"], datetime.now(timezone.utc))
    opened = {kind: open_games.open_game(service, ann, kind, seats)["id"]
              for kind, seats in (("berlin", 2), ("flanders", 3))}
    client = app.test_client()
    client.set_cookie("pbem_session", session)
    [mine] = [p for p in ratings.board(service.store.conn, "berlin")
              if p["account"] == ann["id"]]
    home = client.get("/me").get_data(as_text=True)
    line = home.split('<li data-kind="berlin">')[1].split("</li>")[0]
    assert f'<strong class="rating">{mine["rating"]}</strong>' in line and "1 rated game)" \
        in line and "/ratings/berlin" in line
    listed = client.get("/open").get_data(as_text=True)
    rows = {kind: listed.split(f'data-id="{oid}"')[1].split("</tr>")[0]
            for kind, oid in opened.items()}
    assert f"p0 <span class=\"rating\" title=\"rating, provisional\">({mine['rating']}?)" \
        in rows["berlin"]
    assert "p0</td>" in rows["flanders"]             # no rating at that kind
