"""How often someone did something lately: quotas that keep one client (or one address)
from doing a thing without end, counted in the database so that every worker process
counts alike (a limit kept per process would let N processes take N times as much).

A row is one use of a quota's key at a time; a key's rows older than the window are
dropped when the key is used again, so the table holds the last window's uses only.
Two requests at the same instant may both take the last use: a quota is a brake on
floods, not an exact count.
"""
from datetime import datetime, timedelta


def create_table(conn):
    """Schema step 4: the uses of each quota's key."""
    conn.execute("CREATE TABLE IF NOT EXISTS quota_uses (key TEXT NOT NULL, "
                 "at TEXT NOT NULL)")
    conn.execute("CREATE INDEX IF NOT EXISTS quota_uses_key ON quota_uses (key, at)")


def spent(conn, key, limit, window_seconds, now):
    """None while KEY has been used fewer than LIMIT times within the WINDOW_SECONDS
    before NOW (an aware datetime); else when its oldest use in the window lapses (the
    moment it may be used again)."""
    since = (now - timedelta(seconds=window_seconds)).isoformat()
    conn.execute("DELETE FROM quota_uses WHERE key=? AND at<=?", (key, since))
    uses = [row[0] for row in conn.execute(
        "SELECT at FROM quota_uses WHERE key=? ORDER BY at", (key,))]
    if len(uses) < limit:
        return None
    return datetime.fromisoformat(uses[-limit]) + timedelta(seconds=window_seconds)


def use(conn, key, now):
    """Count one use of KEY at NOW (once it was done: a refused attempt is no use)."""
    conn.execute("INSERT INTO quota_uses VALUES (?,?)", (key, now.isoformat()))
