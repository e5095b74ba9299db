"""Accounts: a player who signs in, with a display name, a time zone and a language,
and the email addresses that are his.

An account is personal data, not a game fact: it lives in these tables, never in a
game's log (a seat keeps the name it was played under; `pbem forget` removes the rest,
pbem.players.forget). An address belongs to at most one account, and only once its
owner proved it his (a sign-in link mailed to it, or the forum that vouches for it:
DiscourseConnect); the addresses table also holds the addresses of players without an
account who confirmed they want a game's mail (pbem.players.addresses), so one row says
of an address all that is known of its owner's consent.

Display names follow the rules of a seat's name (pbem.core.text.player_name) and are
unique ignoring case and spaces, as the players of one game must be.
"""
import hashlib
import secrets
from datetime import datetime, timezone

from pbem.core import text
from pbem.core.errors import Conflict, Invalid
from pbem.language.speaking import Voice

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS accounts (id TEXT PRIMARY KEY, name TEXT NOT NULL, "
    "name_key TEXT NOT NULL UNIQUE, tz TEXT NOT NULL, language TEXT NOT NULL, "
    "api_token_hash TEXT UNIQUE, created_at TEXT NOT NULL)",
    # email: trimmed and lower case; account: its owner's, or NULL for a player without
    # an account who confirmed a game's mail; confirmed_at: when its owner proved it his
    # (NULL: asked, not yet); how: "signin", "discourse", "link", "host"
    "CREATE TABLE IF NOT EXISTS addresses (email TEXT PRIMARY KEY, account TEXT, "
    "confirmed_at TEXT, how TEXT, asked_at TEXT)",
    "CREATE INDEX IF NOT EXISTS addresses_account ON addresses (account)",
)
#: the longest display name (a seat's name takes as many)
NAME_LENGTH = 60

#: why a name is refused, in the language of the player choosing it
_ = Voice("service")


def create_tables(conn):
    """Schema step 6 (with pbem.players.sessions' tables)."""
    for statement in SCHEMA:
        conn.execute(statement)


def _now():
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def norm(email):
    """EMAIL as the tables key it: trimmed, lower case."""
    return email.strip().lower()


def display_name(raw):
    """RAW as a display name, or Invalid saying why (the rules of a seat's name)."""
    try:
        name = text.player_name(raw or "")
    except ValueError as e:
        raise Invalid(_("name: {why}", why=e)) from None
    if not name or len(name) > NAME_LENGTH:
        raise Invalid(_("a name has 1 to {most} characters", most=NAME_LENGTH))
    return name


def _free_name(conn, wanted):
    """WANTED, or WANTED with the smallest number after it that no account has."""
    name, n = wanted, 1
    while conn.execute("SELECT 1 FROM accounts WHERE name_key=?",
                       (text.name_key(name),)).fetchone():
        n += 1
        name = f"{wanted[:NAME_LENGTH - len(str(n)) - 1]} {n}"
    return name


def of_email(conn, email):
    """The account EMAIL belongs to, or None."""
    row = conn.execute("SELECT account FROM addresses WHERE email=? AND confirmed_at "
                       "IS NOT NULL", (norm(email),)).fetchone()
    return get(conn, row[0]) if row and row[0] else None


def sign_up_or_in(conn, email, how, name=None):
    """The account of EMAIL, just proved its owner's (HOW: "signin", "discourse"): made
    when there is none, named NAME (else the address's local part), a number added when
    another account has that name. The address counts as confirmed from now on."""
    account = of_email(conn, email)
    if account is None:
        wanted = display_name(name or email.split("@")[0])
        account = {"id": secrets.token_hex(8), "name": _free_name(conn, wanted),
                   "tz": "UTC", "language": "en"}
        conn.execute("INSERT INTO accounts (id, name, name_key, tz, language, "
                     "created_at) VALUES (?,?,?,?,?,?)",
                     (account["id"], account["name"], text.name_key(account["name"]),
                      account["tz"], account["language"], _now()))
        account = get(conn, account["id"])
    conn.execute("INSERT INTO addresses (email, account, confirmed_at, how) VALUES "
                 "(?,?,?,?) ON CONFLICT(email) DO UPDATE SET account=excluded.account, "
                 "confirmed_at=excluded.confirmed_at, how=excluded.how",
                 (norm(email), account["id"], _now(), how))
    return account


def get(conn, account_id):
    """{"id", "name", "tz", "language", "emails"} of ACCOUNT_ID, or None."""
    row = conn.execute("SELECT id, name, tz, language FROM accounts WHERE id=?",
                       (account_id,)).fetchone()
    if row is None:
        return None
    return {"id": row[0], "name": row[1], "tz": row[2], "language": row[3],
            "emails": emails(conn, row[0])}


def created_at(conn, account_id):
    """When ACCOUNT_ID was made (UTC ISO): its vacation bank accrues from then."""
    row = conn.execute("SELECT created_at FROM accounts WHERE id=?",
                       (account_id,)).fetchone()
    return row[0] if row else None


def emails(conn, account_id):
    """The confirmed addresses of ACCOUNT_ID, in the order they were added."""
    return [r[0] for r in conn.execute(
        "SELECT email FROM addresses WHERE account=? AND confirmed_at IS NOT NULL "
        "ORDER BY confirmed_at, email", (account_id,))]


def rename(conn, account_id, raw):
    """Give ACCOUNT_ID the display name RAW; Conflict when another account has it."""
    name = display_name(raw)
    taken = conn.execute("SELECT id FROM accounts WHERE name_key=?",
                         (text.name_key(name),)).fetchone()
    if taken and taken[0] != account_id:
        raise Conflict(_("another player is called {name}", name=name))
    conn.execute("UPDATE accounts SET name=?, name_key=? WHERE id=?",
                 (name, text.name_key(name), account_id))


def set_place(conn, account_id, tz, language):
    """ACCOUNT_ID's time zone (IANA, checked by the caller) and language."""
    conn.execute("UPDATE accounts SET tz=?, language=? WHERE id=?",
                 (tz, language, account_id))


def token_hash(token):
    return hashlib.sha256(token.encode()).hexdigest()


def new_api_token(conn, account_id):
    """A new personal API token for ACCOUNT_ID (shown once; the last one stops
    working)."""
    token = secrets.token_urlsafe(32)
    conn.execute("UPDATE accounts SET api_token_hash=? WHERE id=?",
                 (token_hash(token), account_id))
    return token


def by_api_token(conn, token):
    """The account whose personal API token TOKEN is, or None."""
    row = conn.execute("SELECT id FROM accounts WHERE api_token_hash=?",
                       (token_hash(token or ""),)).fetchone()
    return get(conn, row[0]) if row else None
