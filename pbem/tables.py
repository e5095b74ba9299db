"""The service's own tables beside the event log, in the same SQLite file.

seats and secrets are not events: seat tokens can be rotated, and the seed must stay
off the log until the game ends. `games` is a projection of the log (a cache for the
lobby) and can be rebuilt from it at any time.
"""
import sqlite_utils

from pbem import outbox


def create(conn):
    outbox.create(conn)
    db = sqlite_utils.Database(conn)
    names = set(db.table_names())
    if "seats" not in names:
        db["seats"].create({"game": str, "seat": int, "role": str, "name": str,
                            "email": str, "token_hash": str}, pk=("game", "seat"))
        db["seats"].create_index(["token_hash"], unique=True)
    if "secrets" not in names:
        db["secrets"].create({"game": str, "seed": str}, pk="game")
    if "games" not in names:
        db["games"].create({"id": str, "kind": str, "title": str, "status": str,
                            "version": int, "active": str, "players": str,
                            "created_at": str, "updated_at": str}, pk="id")
