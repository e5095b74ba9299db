"""The SQLite schema of the log, created through sqlite-utils.

Append-only is the database's job, not the code's: triggers abort any UPDATE or DELETE
on events, so no bug (or hurried admin) in a higher layer can rewrite history.
"""
import sqlite_utils

TRIGGERS = """
CREATE TRIGGER IF NOT EXISTS events_no_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: UPDATE refused'); END;
CREATE TRIGGER IF NOT EXISTS events_no_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: DELETE refused'); END;
CREATE TRIGGER IF NOT EXISTS idempotency_no_update BEFORE UPDATE ON idempotency
BEGIN SELECT RAISE(ABORT, 'idempotency keys are append-only: UPDATE refused'); END;
CREATE TRIGGER IF NOT EXISTS idempotency_no_delete BEFORE DELETE ON idempotency
BEGIN SELECT RAISE(ABORT, 'idempotency keys are append-only: DELETE refused'); END;
"""


def create(conn):
    """Create the tables, indexes and triggers if they are not there yet."""
    db = sqlite_utils.Database(conn)
    if "events" not in db.table_names():
        db["events"].create({
            "position": int, "stream": str, "version": int, "type": str, "actor": str,
            "payload": str, "metadata": str, "recorded_at": str, "prev_hash": str,
            "hash": str,
        }, pk="position", not_null={"stream", "version", "type", "payload", "metadata",
                                    "recorded_at", "prev_hash", "hash"})
        db["events"].create_index(["stream", "version"], unique=True)
    if "idempotency" not in db.table_names():
        db["idempotency"].create({"stream": str, "key": str, "first_version": int,
                                  "last_version": int}, pk=("stream", "key"))
    if "snapshots" not in db.table_names():
        db["snapshots"].create({"stream": str, "version": int, "rules_version": str,
                                "state": str}, pk="stream")
    conn.executescript(TRIGGERS)
