"""Values the service keeps in its own database, made once and shared by every process
that opens it: the secrets of its HMACs when the config file names none (the mail's
reply addresses and unsubscribe links, the pages' forms and cookies), so that every
worker process and every restart signs and checks alike.
"""
import secrets


def create(conn):
    conn.execute("CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT)")


def secret(conn, key):
    """The random secret stored under KEY, made the first time it is asked for (a
    write only then: a write per use would contend for the database's lock)."""
    stored = conn.execute("SELECT value FROM settings WHERE key=?", (key,)).fetchone()
    if stored is None:
        conn.execute("INSERT INTO settings VALUES (?, ?) ON CONFLICT DO NOTHING",
                     (key, secrets.token_hex(32)))
        stored = conn.execute("SELECT value FROM settings WHERE key=?", (key,)).fetchone()
    return stored[0]
