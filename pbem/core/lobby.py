"""The lobby's `games` table: one row a game, a projection of its log.

A cache for the lists (the lobby, `pbem games`) and for what an open page polls
(live): written in the transaction of every append (project), so it is never behind
the log, and rebuilt from the log whenever asked (`pbem verify` compares the two).
"""
import json
from datetime import datetime, timezone

TABLE = ("CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, kind TEXT, title TEXT, "
         "status TEXT, version INTEGER, active TEXT, players TEXT, created_at TEXT, "
         "updated_at TEXT)")


def create(conn):
    conn.execute(TABLE)


def add_age_index(conn):
    """Schema step 5: the games by age, for the lobby's pages (newest first)."""
    conn.execute("CREATE INDEX IF NOT EXISTS games_created ON games (created_at, id)")


def status(game):
    return "finished" if game.finished else "active"


def active(game):
    """The roles that may act now ([] once the game is over or before its setup)."""
    return [] if game.finished or game.state is None else game.rules.active(game.state)


def _now():
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def project(conn, game):
    """Keep GAME's row in step with its log (in the append's transaction)."""
    conn.execute(
        "INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?) ON CONFLICT(id) DO UPDATE SET "
        "status=excluded.status, version=excluded.version, active=excluded.active, "
        "updated_at=excluded.updated_at",
        (game.id, game.kind, game.meta["title"], status(game), game.version,
         json.dumps(active(game)), json.dumps([s["name"] for s in game.meta["seats"]]),
         _now(), _now()))


def _where(kind, status):
    """The WHERE clause and its parameters of the games of KIND and STATUS (None: any)."""
    tests = [(column, value) for column, value in (("kind", kind), ("status", status))
             if value is not None]
    return (" WHERE " + " AND ".join(f"{column}=?" for column, _ in tests) if tests
            else "", [value for _, value in tests])


def listing(conn, kind=None, status=None, limit=None, offset=0):
    """The games of KIND and STATUS ("active", "finished"; None: any), newest first,
    LIMIT of them (None: all) after the first OFFSET: {"id", "kind", "title",
    "status", "version", "active", "players", "created_at"}."""
    where, params = _where(kind, status)
    page = f" LIMIT {int(limit)} OFFSET {int(offset)}" if limit is not None else ""
    return [{"id": r[0], "kind": r[1], "title": r[2], "status": r[3], "version": r[4],
             "active": json.loads(r[5]), "players": json.loads(r[6]), "created_at": r[7]}
            for r in conn.execute("SELECT id, kind, title, status, version, active, "
                                  "players, created_at FROM games" + where +
                                  " ORDER BY created_at DESC, id" + page, params)]


def count(conn, kind=None, status=None):
    """How many games listing(conn, KIND, STATUS) holds in all."""
    where, params = _where(kind, status)
    return conn.execute("SELECT count(*) FROM games" + where, params).fetchone()[0]


def projected(conn, game_id):
    """(version, status) the row gives the game, or None."""
    row = conn.execute("SELECT version, status FROM games WHERE id=?",
                       (game_id,)).fetchone()
    return tuple(row) if row else None


def live(conn, game_id):
    """{"version", "status", "active"} of the row, or None: what an open page polls
    for (one indexed row, no log read)."""
    row = conn.execute("SELECT version, status, active FROM games WHERE id=?",
                       (game_id,)).fetchone()
    return {"version": row[0], "status": row[1], "active": json.loads(row[2])} \
        if row else None
