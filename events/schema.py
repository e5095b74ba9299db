"""The SQLite schema of the log, created through sqlite-utils.

Append-only is the database's job, not the code's: triggers abort any UPDATE or DELETE
on events, idempotency keys and snapshots, so no bug (or hurried admin) in a higher
layer can rewrite history. A BEFORE INSERT trigger also refuses a row whose key is
taken, because `INSERT OR REPLACE` would otherwise delete the old row without firing
the DELETE trigger (SQLite fires it on REPLACE only with recursive_triggers on).

Snapshots are a cache, yet the newest one of a stream is also a record of how far the
log went, which `pbem verify` compares with the log (a log cut short leaves a snapshot
beyond its head). So a snapshot is never changed and the newest of a stream is never
removed; the store replaces it by inserting a newer one and then removing the older
ones (the only DELETE the trigger lets through). `EventStore.drop_snapshots` drops the
whole cache table, a schema change that is visible, not a quiet edit.
"""
import sqlite_utils

TABLES = ("events", "idempotency", "snapshots")

#: what a service's database role may do to the log's tables where roles exist
#: (PostgreSQL): events and keys are only added; snapshots are added and the older
#: ones removed (the triggers keep the newest)
PRIVILEGES = {"events": "SELECT, INSERT", "idempotency": "SELECT, INSERT",
              "snapshots": "SELECT, INSERT, DELETE"}


def refusal(table, action, message, when=""):
    """(name, SQL) of a trigger that aborts ACTION on TABLE (when WHEN holds); other
    append-only tables of the service (the seeds) use it too."""
    when = f" WHEN {when}" if when else ""
    name = f"{table}_no_{'overwrite' if action == 'INSERT' else action.lower()}"
    return name, (f"CREATE TRIGGER IF NOT EXISTS {name} BEFORE {action} ON {table}"
                  f"{when} BEGIN SELECT RAISE(ABORT, '{message}'); END")


TRIGGERS = dict([
    refusal("events", "UPDATE", "events are append-only: UPDATE refused"),
    refusal("events", "DELETE", "events are append-only: DELETE refused"),
    refusal("events", "INSERT", "events are append-only: that version exists",
            "EXISTS (SELECT 1 FROM events WHERE stream=NEW.stream "
            "AND version=NEW.version)"),
    refusal("idempotency", "UPDATE", "idempotency keys are append-only: UPDATE refused"),
    refusal("idempotency", "DELETE", "idempotency keys are append-only: DELETE refused"),
    refusal("idempotency", "INSERT", "idempotency keys are append-only: key exists",
            "EXISTS (SELECT 1 FROM idempotency WHERE stream=NEW.stream "
            "AND key=NEW.key)"),
    refusal("snapshots", "UPDATE", "snapshots are never changed: UPDATE refused"),
    refusal("snapshots", "DELETE", "the newest snapshot of a stream stays: DELETE "
            "refused", "NOT EXISTS (SELECT 1 FROM snapshots s WHERE "
            "s.stream=OLD.stream AND s.version>OLD.version)"),
    refusal("snapshots", "INSERT", "snapshots are never changed: that one exists",
            "EXISTS (SELECT 1 FROM snapshots WHERE stream=NEW.stream "
            "AND version=NEW.version AND rules_version=NEW.rules_version)"),
])


def _old_snapshots(db):
    """Whether the snapshots table has the shape of before snapshot history (one row
    per stream, replaced in place): it is a cache, so it is made anew."""
    return "snapshots" in db.table_names() and db["snapshots"].pks == ["stream"]


def ready(conn):
    """Whether every table is there (then create() writes nothing)."""
    db = sqlite_utils.Database(conn)
    triggers = {row[0] for row in conn.execute(
        "SELECT name FROM sqlite_master WHERE type='trigger'")}
    return (set(TABLES) <= set(db.table_names()) and set(TRIGGERS) <= triggers
            and not _old_snapshots(db))


def create(conn):
    """Create the tables, indexes and triggers that are not there yet. Call it inside
    a write transaction (EventStore does), so processes starting together on a new
    file do not race each other."""
    db = sqlite_utils.Database(conn)
    if _old_snapshots(db):
        db["snapshots"].drop()
    names = db.table_names()
    if "events" not in names:
        db["events"].create({
            "position": int, "stream": str, "version": int, "type": str, "actor": str,
            "payload": str, "metadata": str, "recorded_at": str, "prev_hash": str,
            "hash": str,
        }, pk="position", not_null={"stream", "version", "type", "payload", "metadata",
                                    "recorded_at", "prev_hash", "hash"})
        db["events"].create_index(["stream", "version"], unique=True)
    if "idempotency" not in names:
        db["idempotency"].create({"stream": str, "key": str, "first_version": int,
                                  "last_version": int}, pk=("stream", "key"))
    if "snapshots" not in db.table_names():
        db["snapshots"].create({"stream": str, "version": int, "rules_version": str,
                                "state": str}, pk=("stream", "version", "rules_version"))
    for trigger in TRIGGERS.values():
        conn.execute(trigger)     # one by one: executescript would commit first
