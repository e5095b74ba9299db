"""Signing in: one-time links mailed to an address, and the sessions they open.

A sign-in link carries a random token; the table keeps its hash only, when it was made
and when it was used. It opens a session once, within LINK_MINUTES of being made (a
mail scanner that fetches the link only sees a page with a button: the POST uses it).
A session is a random id in a cookie (Secure, HttpOnly, SameSite=Lax), kept hashed, with
when it began and was last seen; signing out ends it, "everywhere" ends every session
of the account. Nothing here sends mail or sets cookies: the channels do.
"""
import hashlib
import secrets
from datetime import datetime, timedelta

from pbem.core import moments
from pbem.players import accounts

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS signin_links (token_hash TEXT PRIMARY KEY, email TEXT "
    "NOT NULL, created_at TEXT NOT NULL, used_at TEXT)",
    "CREATE INDEX IF NOT EXISTS signin_links_email ON signin_links (email)",
    "CREATE TABLE IF NOT EXISTS sessions (id_hash TEXT PRIMARY KEY, account TEXT NOT "
    "NULL, created_at TEXT NOT NULL, seen_at TEXT NOT NULL)",
    "CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account)",
)
#: how long a mailed sign-in link opens a session
LINK_MINUTES = 15
#: how long a session lasts without being used
SESSION_DAYS = 30


def create_tables(conn):
    """Schema step 6 (with pbem.players.accounts' tables)."""
    for statement in SCHEMA:
        conn.execute(statement)


def _hash(token):
    return hashlib.sha256(token.encode()).hexdigest()



def mint_link(conn, email, now):
    """A new sign-in token for EMAIL (for the mail that carries it); returns it."""
    token = secrets.token_urlsafe(32)
    conn.execute("INSERT INTO signin_links VALUES (?,?,?,NULL)",
                 (_hash(token), email.strip(), moments.iso(now)))
    return token


def link_email(conn, token, now):
    """The address a sign-in TOKEN was mailed to while it may still be used, or None
    (unknown, used, or older than LINK_MINUTES)."""
    row = conn.execute("SELECT email, created_at, used_at FROM signin_links WHERE "
                       "token_hash=?", (_hash(token or ""),)).fetchone()
    if row is None or row[2] is not None or \
            datetime.fromisoformat(row[1]) + timedelta(minutes=LINK_MINUTES) < now:
        return None
    return row[0]


def use_link(conn, token, now):
    """Use a sign-in TOKEN: (the account of its address, made when new, and a new
    session id for it), or None when the token may not be used (link_email). Once."""
    email = link_email(conn, token, now)
    if email is None:
        return None
    used = conn.execute("UPDATE signin_links SET used_at=? WHERE token_hash=? AND "
                        "used_at IS NULL", (moments.iso(now), _hash(token)))
    if not used.rowcount:        # another request used it meanwhile
        return None
    account = accounts.sign_up_or_in(conn, email, "signin")
    return account, open_session(conn, account["id"], now)


def open_session(conn, account_id, now):
    """A new session of ACCOUNT_ID; returns its id (for the cookie)."""
    session_id = secrets.token_urlsafe(32)
    conn.execute("INSERT INTO sessions VALUES (?,?,?,?)",
                 (_hash(session_id), account_id, moments.iso(now), moments.iso(now)))
    return session_id


def account_of(conn, session_id, now):
    """The account a session id opens, or None (unknown, ended or unused for
    SESSION_DAYS)."""
    row = conn.execute("SELECT account, seen_at FROM sessions WHERE id_hash=?",
                       (_hash(session_id or ""),)).fetchone()
    if row is None or datetime.fromisoformat(row[1]) + timedelta(days=SESSION_DAYS) < now:
        return None
    return accounts.get(conn, row[0])


def seen(conn, session_id, now):
    """Note that the session was used NOW (at most once an hour: a write per page would
    contend for the database's lock)."""
    conn.execute("UPDATE sessions SET seen_at=? WHERE id_hash=? AND seen_at<?",
                 (moments.iso(now), _hash(session_id), moments.iso(now - timedelta(hours=1))))


def close(conn, session_id):
    """End one session (signing out)."""
    conn.execute("DELETE FROM sessions WHERE id_hash=?", (_hash(session_id or ""),))


def close_all(conn, account_id):
    """End every session of ACCOUNT_ID (signing out everywhere); how many there were."""
    return conn.execute("DELETE FROM sessions WHERE account=?", (account_id,)).rowcount
