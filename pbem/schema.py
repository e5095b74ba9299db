"""Every table of the service database beside the event log, in the same database.

Each table's SQL lives with the module that owns it (pbem.core.seats, seeds and lobby;
the outbox, preferences, digests and deadlines of pbem.telling; the mail, forum,
match and job tables): this module only takes them, in order, as schema steps.

create() is the one place the schema changes: every service opened through pbem.config
runs it, and it takes the numbered schema steps (STEPS) the database has not taken
yet. Step 1 makes the tables as pbem 0.1.0 left them; every later change to a table is
a step of its own, numbered, named and never changed once released, the same SQL on
SQLite and PostgreSQL (what differs is the dialect's). A database records the steps it
took (`schema_steps`), so one made by any earlier release opens with this one
(tests/test_schema_steps.py opens the files each release left, kept under
tests/data/), and one a newer release has stepped further is refused with the release
to use. No other function creates a table, so composing a mail or running a job never
writes schema, which contended for the write lock with another process (two
dispatchers saw 'database is locked').
"""
from datetime import datetime, timezone

from events import schema
from pbem.core import lobby, quotas, seats, seeds, settings
from pbem.core.errors import Invalid
from pbem.forum import store as forum_store
from pbem.jobs import leases
from pbem.mail import bounce, inbound
from pbem.players import (accounts, addresses, home, matches, open_games, ratings,
                          seat_language, sessions, sso, tournaments)
from pbem.telling import deadlines, digests, outbox, prefs


def _now():
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


#: the owners' create(conn) functions, in order: address adds a column to seats
CREATORS = (seats.create, seeds.create, lobby.create, outbox.create, settings.create,
            prefs.create, inbound.create, digests.create, deadlines.create, bounce.create,
            forum_store.create, leases.create)


def _accounts(conn):
    accounts.create_tables(conn)
    sessions.create_tables(conn)


def _tables_of_0_1_0(conn):
    for make in CREATORS:
        make(conn)


#: (number, what it does, step(conn)): the schema steps, in order
STEPS = ((1, "the tables of pbem 0.1.0", _tables_of_0_1_0),
         (2, "matches: a game and its return game (0.2.0)", matches.create_table),
         (3, "deadlines count from when they are set (0.2.0)", deadlines.add_set_at),
         (4, "quotas: how often a client did something lately (0.2.0)",
          quotas.create_table),
         (5, "the lobby's pages: games by age (0.2.0)", lobby.add_age_index),
         (6, "accounts, their addresses and sessions (0.2.0)", _accounts),
         (7, "a seat's account (0.2.0)", seats.add_account_column),
         (8, "signing in with a forum: its nonces, the forum users of accounts (0.2.0)",
          sso.create_tables),
         (9, "open games, their invitations and rematches (0.2.0)",
          open_games.create_tables),
         (10, "consent to game mail: the links of the mails about an address (0.2.0)",
          addresses.create_table),
         (11, "the private feed of a player's home (0.2.0)", home.add_feed_token_column),
         (12, "ratings, the games rated and the solitaire's best results (0.2.0)",
          ratings.create_tables),
         (13, "vacations: the bank they are spent from (0.2.0)",
          deadlines.add_bank_columns),
         (14, "deadlines: a game's time control (0.2.0)", deadlines.add_control),
         (15, "tournaments, their entries and their games (0.2.0)",
          tournaments.create_tables),
         (16, "a seat's own language (0.2.0)", seat_language.create_table))

STEPS_TABLE = ("CREATE TABLE IF NOT EXISTS schema_steps (step INTEGER PRIMARY KEY, "
               "name TEXT NOT NULL, release TEXT NOT NULL, taken_at TEXT NOT NULL)")


def taken(conn):
    """The numbers of the schema steps the database has taken."""
    if "schema_steps" not in conn.dialect.tables(conn):
        return set()
    return {row[0] for row in conn.execute("SELECT step FROM schema_steps")}


def create(store, steps=STEPS):
    """Take every schema step the database has not taken (STEPS: what this build
    knows), in order, in one write transaction: processes opening a new file together
    (gunicorn's workers) wait for each other instead of racing between "is it there?"
    and "create it". Invalid when a newer release has taken steps this build does not
    know, or when this connection may not change the tables (a service role) and the
    owner has not taken every step yet."""
    from pbem import __version__
    with store.transaction() as conn:
        done = taken(conn)
        known = {number for number, _, _ in steps}
        if done - known:
            raise Invalid(f"this database has taken schema step {max(done - known)}, "
                          f"which pbem {__version__} does not know (it knows 1 to "
                          f"{max(known)}): a newer pbem made it; run that release")
        if known <= done:
            return
        if not conn.dialect.owns_schema(conn):
            raise Invalid(f"this database has not taken schema steps "
                          f"{', '.join(map(str, sorted(known - done)))} of pbem "
                          f"{__version__}, and this role may not change its tables: run "
                          "`pbem init` as their owner first (then `pbem grant ROLE`)")
        conn.execute(STEPS_TABLE)
        for number, name, step in steps:
            if number not in done:
                step(conn)
                conn.execute("INSERT INTO schema_steps VALUES (?,?,?,?)",
                             (number, name, __version__, _now()))


#: tables whose rows a service's role may add but never change (the seeds), beside
#: the log's own (events.schema.PRIVILEGES); it may do anything to the others' rows
PRIVILEGES = {**schema.PRIVILEGES, "secrets": seeds.PRIVILEGES, "schema_steps": "SELECT"}


def grant(store, role):
    """Let the database role ROLE run the service on STORE's tables and no more:
    nothing of the log or the seeds can be changed or removed through it (nor can it
    drop a trigger: only the tables' owner can). [(table, privileges)] given."""
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
