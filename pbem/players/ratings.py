"""Ratings: how strong each account plays each kind of game, from the rated games it
finished, and the Rhine solitaire's table of best results.

The library is openskill (its Plackett-Luce model, the package's defaults: μ 25,
σ 25/3): it rates free-for-all games of any number of players with ties in one update,
which In Flanders Field and Race to the Rhine need (3 and 4 players, a shared victory),
where Elo and Glicko-2 rate pairs and would have to split a game into made-up duels.
A rating is a belief (μ, σ); what is shown is its conservative estimate, 1000 + 40 ×
(μ − 3σ) rounded (RATING), so a new player shows 1000 and a rating rises as it
becomes certain as well as when its player wins. It is provisional while σ is above
PROVISIONAL_SIGMA (about the first ten two-player games; fewer in bigger games).

Which games are rated: a finished game of two or more seats, each seat held by a
different account (pbem.players.claims.holder: claimed, or at a confirmed address of
the account), unless its creator chose an unrated game (the "rated" setting: False).
A game with a seat nobody's account holds is not rated at all, not even between the
accounts in it: an opponent of unknown identity says nothing of anyone's strength,
and a throwaway address is the cheapest way to feed a rating wins. One account on two
seats is no contest either. A game of one seat (the Rhine solitaire) is never rated:
the rules that offer solo_result(state) give its result for a table of best results
instead (the earliest winning turn, then the most medals; one line an account, its
best game).

The ranking of a finished game is its outcome's: the winners share the first place,
every other seat the second; without winners (a draw) all share the first. The
outcomes name winners and no order among the others, so a player who resigned ranks
with those who played on and lost (a resigned seat never wins: each game's rules see
to it). Memoir '44's team seats are rated each as a player of its own.

All of it is a projection beside the logs (schema step 12), never written into a
game's log: `ratings` (one row an account and kind), `rated_games` (each rated game
once, so a game is never counted twice) and `solo_results`. The live projection rates
a game in the transaction of the command that ended it (listener); `pbem ratings
rebuild` (rebuild) clears it and rates every finished game again from the logs, in the
order they ended: the recorded time of their game.ended event, ties by game id. Both
stores have one writer at a time, and the time is taken under its lock, so that is the
order the live projection saw them end: the two give the same numbers, to the last
bit. What they do not share is who holds a seat: the live projection asks at the end
of the game, the rebuild today, so a seat claimed after its game ended counts from the
next rebuild on (and a game imported by `pbem import`, which no listener saw end, too).
The creator's choice of an unrated game is a fact of its own (`unrated_games`), kept
through a rebuild.
"""
import contextlib

from openskill.models import PlackettLuce

from pbem.core import lobby
from pbem.core.aggregate import ENDED
from pbem.core.errors import Invalid
from pbem.players import claims

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS ratings (account TEXT NOT NULL, kind TEXT NOT NULL, "
    "mu DOUBLE PRECISION NOT NULL, sigma DOUBLE PRECISION NOT NULL, "
    "rating INTEGER NOT NULL, games INTEGER NOT NULL, provisional INTEGER NOT NULL, "
    "last_game_at TEXT NOT NULL, PRIMARY KEY (account, kind))",
    "CREATE INDEX IF NOT EXISTS ratings_board ON ratings (kind, rating)",
    "CREATE TABLE IF NOT EXISTS rated_games (game TEXT PRIMARY KEY, kind TEXT NOT NULL, "
    "ended_at TEXT NOT NULL)",
    # turn: the winning turn (NULL for a game lost)
    "CREATE TABLE IF NOT EXISTS solo_results (game TEXT PRIMARY KEY, kind TEXT NOT NULL, "
    "account TEXT NOT NULL, won INTEGER NOT NULL, turn INTEGER, medals INTEGER NOT NULL, "
    "ended_at TEXT NOT NULL)",
    "CREATE INDEX IF NOT EXISTS solo_results_kind ON solo_results (kind)",
    "CREATE TABLE IF NOT EXISTS unrated_games (game TEXT PRIMARY KEY)",
)
#: the tables rebuild clears (unrated_games is the creators' choice, not derived)
PROJECTION = ("ratings", "rated_games", "solo_results")
MODEL = PlackettLuce()
#: a rating is provisional while its σ is above this (it starts at 25/3)
PROVISIONAL_SIGMA = 7.0


def create_tables(conn):
    """Schema step 12."""
    for statement in SCHEMA:
        conn.execute(statement)


def rating(mu, sigma):
    """The rating shown for the belief (MU, SIGMA): 1000 + 40 × (μ − 3σ), rounded."""
    return round(1000 + 40 * (mu - 3 * sigma))


def ranks(outcome, roles):
    """openskill's ranks of ROLES (seat order) at the end OUTCOME: the winners 1, the
    others 2; all 1 when nobody won (a draw)."""
    winners = set(outcome.get("winners") or ())
    return [1 if not winners or role in winners else 2 for role in roles]


# -- rating one game -----------------------------------------------------------------------
def _rated_players(conn, game_id, roles):
    """The accounts holding ROLES' seats of GAME_ID, in seat order, or None when the
    game is not rated (its creator's choice, a seat no account holds, one account on
    two seats)."""
    if conn.execute("SELECT 1 FROM unrated_games WHERE game=?", (game_id,)).fetchone():
        return None
    holders = [claims.holder(conn, game_id, role) for role in roles]
    if None in holders or len(set(holders)) < len(holders):
        return None
    return holders


def _belief(conn, account, kind):
    """(μ, σ, games) of ACCOUNT at KIND; the model's prior for a first game."""
    row = conn.execute("SELECT mu, sigma, games FROM ratings WHERE account=? AND kind=?",
                       (account, kind)).fetchone()
    return tuple(row) if row else (MODEL.mu, MODEL.sigma, 0)


def _rate(conn, game_id, kind, roles, outcome, ended_at):
    holders = _rated_players(conn, game_id, roles)
    if holders is None:
        return
    before = [_belief(conn, account, kind) for account in holders]
    after = MODEL.rate([[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma, _ in before],
                       ranks=ranks(outcome, roles))
    for account, (_, _, games), [new] in zip(holders, before, after):
        conn.execute(
            "INSERT INTO ratings VALUES (?,?,?,?,?,?,?,?) ON CONFLICT(account, kind) DO "
            "UPDATE SET mu=excluded.mu, sigma=excluded.sigma, rating=excluded.rating, "
            "games=excluded.games, provisional=excluded.provisional, "
            "last_game_at=excluded.last_game_at",
            (account, kind, new.mu, new.sigma, rating(new.mu, new.sigma), games + 1,
             int(new.sigma > PROVISIONAL_SIGMA), ended_at))
    conn.execute("INSERT INTO rated_games VALUES (?,?,?)", (game_id, kind, ended_at))


def _keep_solo(conn, game, ended_at):
    """The solitaire GAME's result in the table of best results, when its rules give
    one and an account holds its seat."""
    result = getattr(game.rules, "solo_result", lambda state: None)(game.state)
    account = claims.holder(conn, game.id, game.roles[0])
    if result is None or account is None:
        return
    conn.execute("INSERT INTO solo_results VALUES (?,?,?,?,?,?,?)",
                 (game.id, game.kind, account, int(result["won"]),
                  result["turn"] if result["won"] else None, result["medals"], ended_at))


def _ended(conn, game, ended_at):
    """Rate GAME, just ended at ENDED_AT (or keep its solitaire result), once."""
    if conn.execute("SELECT 1 FROM rated_games WHERE game=? UNION ALL SELECT 1 FROM "
                    "solo_results WHERE game=?", (game.id, game.id)).fetchone():
        return
    if len(game.roles) == 1:
        _keep_solo(conn, game, ended_at)
    else:
        _rate(conn, game.id, game.kind, game.roles, game.outcome, ended_at)


def listener(conn, change):
    """Service listener: a new game its creator wants unrated (the "rated" setting:
    False) is marked so; a game that has just ended is rated in the same transaction."""
    rated = change.settings.get("rated", True)
    if not isinstance(rated, bool):
        raise Invalid("rated is true or false")
    if not rated:
        conn.execute("INSERT INTO unrated_games VALUES (?)", (change.game.id,))
    ended = next((rec for rec in change.recorded if rec.type == ENDED), None)
    if ended is not None:
        _ended(conn, change.game, ended.recorded_at)


listener.settings_keys = ("rated",)


def setup(service):
    """Let SERVICE rate the games that end through it, and take the "rated" setting at
    creation. Idempotent; config.open_service calls it."""
    if listener not in service.listeners:
        service.listeners.append(listener)
    return service


# -- the rebuild ---------------------------------------------------------------------------
def finished(service):
    """[(ended_at, game id)] of every finished game, in the order they ended (the
    recorded time of game.ended, ties by game id), read from the logs."""
    conn = service.store.conn
    heads = {row["id"]: row["version"] for row in lobby.listing(conn, status="finished")}
    ends = []
    for game_id, tail in service.store.read_tails(heads, 2).items():
        ended = next((rec for rec in tail if rec.type == ENDED), None)
        if ended is not None:
            ends.append((ended.recorded_at, game_id))
    return sorted(ends)


def rebuild(service, progress=contextlib.nullcontext):
    """Clear the projection and rate every finished game again from its log, in the
    order they ended (PROGRESS(the games): a context manager giving them, a bar on a
    terminal), in one
    transaction: no game ends meanwhile. Returns (how many games were read, whether
    any row of the projection came out other than it was)."""
    with service.store.transaction() as conn:
        before = rows(conn)
        for table in PROJECTION:
            conn.execute(f"DELETE FROM {table}")
        ends = finished(service)
        with progress(ends) as games:
            for ended_at, game_id in games:
                _ended(conn, service.load(game_id), ended_at)
        return len(ends), rows(conn) != before


# -- reading -------------------------------------------------------------------------------
def board(conn, kind, limit=None):
    """KIND's leaderboard: [{"rank", "account", "name", "rating", "games",
    "provisional", "mu", "sigma"}], the highest rating first (ties: the more certain,
    then the name); rank counts every player, provisional or not."""
    page = f" LIMIT {int(limit)}" if limit is not None else ""
    rows = conn.execute(
        "SELECT r.account, a.name, r.rating, r.games, r.provisional, r.mu, r.sigma "
        "FROM ratings r JOIN accounts a ON a.id = r.account WHERE r.kind=? "
        "ORDER BY r.rating DESC, r.sigma, a.name_key" + page, (kind,)).fetchall()
    return [{"rank": n, "account": r[0], "name": r[1], "rating": r[2], "games": r[3],
             "provisional": bool(r[4]), "mu": r[5], "sigma": r[6]}
            for n, r in enumerate(rows, 1)]


def of_account(conn, account_id):
    """{kind: {"rating", "games", "provisional"}} of ACCOUNT_ID's ratings."""
    return {r[0]: {"rating": r[1], "games": r[2], "provisional": bool(r[3])}
            for r in conn.execute("SELECT kind, rating, games, provisional FROM ratings "
                                  "WHERE account=? ORDER BY kind", (account_id,))}


def of_accounts(conn, kind, account_ids):
    """{account: {"rating", "games", "provisional"}} at KIND of those of ACCOUNT_IDS
    that have a rating there, in one query (a page of open games)."""
    ids = sorted(set(account_ids))
    if not ids:
        return {}
    return {r[0]: {"rating": r[1], "games": r[2], "provisional": bool(r[3])}
            for r in conn.execute(
                "SELECT account, rating, games, provisional FROM ratings WHERE kind=? "
                f"AND account IN ({','.join('?' * len(ids))})", (kind, *ids))}


def best_results(conn, kind):
    """KIND's solitaire table: each account's best game, the best first (won before
    lost, then the earliest winning turn, then the most medals, then the earlier):
    [{"rank", "account", "name", "won", "turn", "medals", "game", "ended_at"}]."""
    best = {}
    for r in conn.execute(
            "SELECT s.account, a.name, s.won, s.turn, s.medals, s.game, s.ended_at "
            "FROM solo_results s JOIN accounts a ON a.id = s.account WHERE s.kind=? "
            "ORDER BY s.won DESC, COALESCE(s.turn, 0), s.medals DESC, s.ended_at, s.game",
            (kind,)):
        best.setdefault(r[0], {"account": r[0], "name": r[1], "won": bool(r[2]),
                               "turn": r[3], "medals": r[4], "game": r[5],
                               "ended_at": r[6]})
    return [{"rank": n, **row} for n, row in enumerate(best.values(), 1)]


def rows(conn):
    """Every row of the projection, table by table, in a fixed order (what the live
    projection and a rebuild are compared on)."""
    order = {"ratings": "account, kind", "rated_games": "game", "solo_results": "game"}
    return {table: [tuple(r) for r in conn.execute(
        f"SELECT * FROM {table} ORDER BY {order[table]}")] for table in PROJECTION}

