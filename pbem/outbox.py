"""The outbox: notifications waiting to leave, as rows beside the event log.

A notification is written in the same transaction as the events that cause it (design
§5 step 6), so a rolled-back move sends nothing and an accepted move always sends. Rows
hold only what to send and to whom (kind, game, role, version, a small payload); the
message itself is composed from the log when it is dispatched, so it can always be
rebuilt. `dedupe_key` (unique) makes every producer idempotent: a job that runs twice,
or a reply delivered twice, enqueues one row.

Status: "pending" (due at next_attempt_at), "sent" (the server accepted it; never sent
again), "failed" (gave up after the retries; kept for `pbem outbox`).
"""
import json
from datetime import datetime, timezone

import sqlite_utils

COLUMNS = ("id", "channel", "kind", "recipient", "game", "role", "version", "payload",
           "dedupe_key", "status", "attempts", "next_attempt_at", "last_error",
           "message_id", "created_at", "sent_at")


def now_iso(now=None):
    return (now or datetime.now(timezone.utc)).astimezone(timezone.utc).isoformat(
        timespec="seconds")


def create(conn):
    db = sqlite_utils.Database(conn)
    if "outbox" not in db.table_names():
        db["outbox"].create({
            "id": int, "channel": str, "kind": str, "recipient": str, "game": str,
            "role": str, "version": int, "payload": str, "dedupe_key": str,
            "status": str, "attempts": int, "next_attempt_at": str, "last_error": str,
            "message_id": str, "created_at": str, "sent_at": str,
        }, pk="id", not_null={"channel", "kind", "recipient", "payload", "status",
                              "attempts", "next_attempt_at", "created_at"})
        db["outbox"].create_index(["dedupe_key"], unique=True)
        db["outbox"].create_index(["status", "next_attempt_at"])


def enqueue(conn, kind, recipient, *, channel="mail", game=None, role=None, version=None,
            payload=None, dedupe_key=None, now=None):
    """Add one row (inside the caller's transaction); returns its id, or None when a
    row with the same dedupe_key exists already."""
    stamp = now_iso(now)
    cur = conn.execute(
        "INSERT OR IGNORE INTO outbox (channel, kind, recipient, game, role, version, "
        "payload, dedupe_key, status, attempts, next_attempt_at, created_at) "
        "VALUES (?,?,?,?,?,?,?,?,'pending',0,?,?)",
        (channel, kind, recipient, game, role, version,
         json.dumps(payload or {}, ensure_ascii=False), dedupe_key, stamp, stamp))
    return cur.lastrowid if cur.rowcount else None


def _row(r):
    row = dict(zip(COLUMNS, r))
    row["payload"] = json.loads(row["payload"])
    return row


def due(conn, channel="mail", now=None, limit=50):
    """Pending rows whose time has come, oldest first."""
    return [_row(r) for r in conn.execute(
        f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE channel=? AND status='pending' "
        "AND next_attempt_at<=? ORDER BY id LIMIT ?", (channel, now_iso(now), limit))]


def get(conn, row_id):
    r = conn.execute(f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE id=?",
                     (row_id,)).fetchone()
    return _row(r) if r else None


def mark_sent(conn, row_id, message_id, now=None):
    conn.execute("UPDATE outbox SET status='sent', sent_at=?, message_id=?, "
                 "attempts=attempts+1, last_error=NULL WHERE id=?",
                 (now_iso(now), message_id, row_id))


def mark_retry(conn, row_id, error, retry_at):
    """One more failed attempt; try again at retry_at (a datetime)."""
    conn.execute("UPDATE outbox SET attempts=attempts+1, last_error=?, "
                 "next_attempt_at=? WHERE id=?", (str(error)[:500], now_iso(retry_at),
                                                  row_id))


def mark_failed(conn, row_id, error):
    """Give up on a row: it stays, listed by `pbem outbox`, and can be retried by hand."""
    conn.execute("UPDATE outbox SET status='failed', attempts=attempts+1, last_error=? "
                 "WHERE id=?", (str(error)[:500], row_id))


def listing(conn, statuses=("pending", "failed")):
    marks = ",".join("?" * len(statuses))
    return [_row(r) for r in conn.execute(
        f"SELECT {', '.join(COLUMNS)} FROM outbox WHERE status IN ({marks}) ORDER BY id",
        tuple(statuses))]


def requeue(conn, row_id, now=None):
    """Put a failed row back to pending, due now, with its attempts counted afresh;
    False when there is no failed row with that id."""
    cur = conn.execute("UPDATE outbox SET status='pending', attempts=0, "
                       "next_attempt_at=? WHERE id=? AND status='failed'",
                       (now_iso(now), row_id))
    return cur.rowcount == 1
