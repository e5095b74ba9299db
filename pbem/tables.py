"""Every table of the service database beside the event log, in the same SQLite file.

seats and secrets are not events: seat tokens can be rotated, and the seed must stay
off the log until the game ends. `games` is a projection of the log (a cache for the
lobby) and can be rebuilt from it at any time.

create() is the one schema step: every opened Service runs it, and it makes these
tables and those of the other modules that own some (the outbox, mail, deadlines,
digests), each module keeping its own SQL. No other function creates a table, so
composing a mail or running a job never writes schema, which contended for the write
lock with another process (two dispatchers saw 'database is locked').
"""
import sqlite_utils

from pbem import deadlines, outbox
from pbem.mail import address, digest, inbound, prefs


def _create_own(conn):
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


#: the owners' create(conn) functions, in order: address adds a column to seats
CREATORS = (_create_own, outbox.create, address.create, prefs.create, inbound.create,
            digest.create, deadlines.create)


def create(conn):
    """Make every missing table of the service database (idempotent)."""
    for make in CREATORS:
        make(conn)
