"""Every table of the service database beside the event log, in the same database.

seats and secrets are not events: seat tokens can be rotated, and the seed must stay
off the log until the game ends. `games` is a projection of the log (a cache for the
lobby) and can be rebuilt from it at any time.

create() is the one schema step: every opened Service runs it, and it makes these
tables and those of the other modules that own some (the outbox, mail, deadlines,
digests, forums, job leases), each module keeping its own SQL. No other function creates a
table, so composing a mail or running a job never writes schema, which contended for
the write lock with another process (two dispatchers saw 'database is locked').
"""
import json

from events import schema
from pbem import deadlines, leases, outbox, seats
from pbem.forum import store as forum_store
from pbem.mail import address, bounce, digest, inbound, prefs


#: a game's seed is written once, with the game (or its import), and never changed:
#: swapping it would let a host choose the dice of a running game
SECRET_REFUSALS = (
    ("UPDATE", "seeds are never changed: UPDATE refused", ""),
    ("DELETE", "seeds are never removed: DELETE refused", ""),
    ("INSERT", "seeds are never changed: that game has one",
     "EXISTS (SELECT 1 FROM secrets WHERE game=NEW.game)"),
)

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS seats (game TEXT, seat INTEGER, role TEXT, name TEXT, "
    "email TEXT, token_hash TEXT, PRIMARY KEY (game, seat))",
    "CREATE UNIQUE INDEX IF NOT EXISTS idx_seats_token_hash ON seats (token_hash)",
    # a player's seats by address, any case (pbem.seats.BY_EMAIL: the digest job asks
    # it for every subscriber; without it each asked scanned the whole table)
    "CREATE INDEX IF NOT EXISTS seats_email ON seats (lower(email))",
    "CREATE TABLE IF NOT EXISTS secrets (game TEXT PRIMARY KEY, seed TEXT)",
    "CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, kind TEXT, title TEXT, "
    "status TEXT, version INTEGER, active TEXT, players TEXT, created_at TEXT, "
    "updated_at TEXT)",
)


def _create_own(conn):
    for statement in SCHEMA:
        conn.execute(statement)
    for action, message, when in SECRET_REFUSALS:
        trigger = conn.dialect.refusal("secrets", action, message, when)
        if trigger:
            conn.execute(trigger)


def projected(conn, game_id):
    """(version, status) the lobby's `games` row gives the game, or None."""
    row = conn.execute("SELECT version, status FROM games WHERE id=?",
                       (game_id,)).fetchone()
    return tuple(row) if row else None


def live(conn, game_id):
    """{"version", "status", "active"} of the lobby's `games` row, or None: what an
    open page polls for (one indexed row, no log read)."""
    row = conn.execute("SELECT version, status, active FROM games WHERE id=?",
                       (game_id,)).fetchone()
    return {"version": row[0], "status": row[1], "active": json.loads(row[2])} \
        if row else None


#: the owners' create(conn) functions, in order: address adds a column to seats
CREATORS = (_create_own, seats.create, outbox.create, address.create, prefs.create,
            inbound.create, digest.create, deadlines.create, bounce.create, forum_store.create,
            leases.create)


def create(store):
    """Make every missing table of the service database (idempotent), in one write
    transaction: processes opening a new file together (gunicorn's workers) wait for
    each other instead of racing between "is it there?" and "create it"."""
    with store.transaction() as conn:
        if not conn.dialect.owns_schema(conn):  # a service role: the owner made them
            return
        for make in CREATORS:
            make(conn)


#: tables whose rows a service's role may add but never change (the seeds), beside
#: the log's own (events.schema.PRIVILEGES); it may do anything to the others' rows
PRIVILEGES = {**schema.PRIVILEGES, "secrets": "SELECT, INSERT"}


def grant(store, role):
    """Let the database role ROLE run the service on STORE's tables and no more:
    nothing of the log or the seeds can be changed or removed through it (nor can it
    drop a trigger: only the tables' owner can). [(table, privileges)] given."""
    from pbem.errors import Invalid
    if store.dialect.name == "sqlite":
        raise Invalid("a SQLite file has no roles: whoever may write the file may do "
                      "anything to it (grants are for a PostgreSQL database)")
    given = []
    with store.transaction() as conn:
        for table in conn.dialect.tables(conn):
            privileges = PRIVILEGES.get(table, "SELECT, INSERT, UPDATE, DELETE")
            conn.dialect.grant(conn, role, table, privileges)
            given.append((table, privileges))
    return given
