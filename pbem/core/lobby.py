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


def listing(conn):
    """Every game, newest first: {"id", "kind", "title", "status", "version",
    "active", "players", "created_at"}."""
    return [{"id": r[0], "kind": r[1], "title": r[2], "status": r[3], "version": r[4],
             "active": json.loads(r[5]), "players": json.loads(r[6]), "created_at": r[7]}
            for r in conn.execute("SELECT id, kind, title, status, version, active, "
                                  "players, created_at FROM games "
                                  "ORDER BY created_at DESC, id")]


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
