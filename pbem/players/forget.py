"""Leaving: an account and its addresses, removed from every table beside the logs.

`pbem forget EMAIL` (design §8) and the "Delete my account" button
(pbem.web.addresses) come here. Accounts are personal data, not game facts, so what
pbem kept of a player beside the logs goes, and the logs stay as they are
(append-only, each still verifies): a seat keeps the display name it was played under,
which its game's log records, and nothing else of its player (README, "Leaving: what
is kept and why").

Forgetting an address forgets the account it belongs to, with every address of it;
forgetting an account forgets all its addresses. Of each address: its consent and
its links (pbem.players.addresses), its sign-in links, its mail settings and digest,
its vacations, its bounces, the mails to it, its address in the seats of every game
(the seat keeps its name), its name as the sender of the mails pbem took in (the row
stays, so that a mail delivered again is still known), the quotas keyed by it, and
the forum links and link codes of its seats, the invitations to it; of the account:
its sessions, the forum users linked to it, its ratings and solitaire results (the
other players' ratings keep what his games gave them until `pbem ratings rebuild`,
which counts those games unrated: a seat of no account), its seat claims, its open
games not yet started (cancelled) and its seats in the others (free again;
pbem.players.open_games), its entries of tournaments (deleted before they start,
else kept without the account, so the tables still add up: pbem.players.tournaments),
and itself (with its API and feed tokens).

The mails to the address are deleted, sent or not (OUTBOX): a pending one must never
go, and a sent one is a mail to a person who left, no game fact (the log is one); the
outbox rows are also witnesses of the heads mails showed (`pbem verify`), and having
fewer witnesses fails nothing. A mail to someone else that names the address (a
reply it sent to another seat's reply address, told to that seat) keeps its row,
with the address replaced by FORGOTTEN.

No trace: SQLite overwrites what is deleted with zeros (secure_delete, set on every
connection by events/store.py, so a page's free space and the free pages hold
nothing), and the write-ahead log, whose older frames still hold the pages as they
were, is copied into the file and truncated afterwards (a TRUNCATE checkpoint), which
is far cheaper than a VACUUM of a whole database for each player who leaves. On
PostgreSQL the rows are gone; what its host must still do (VACUUM, backups, server
logs) is in the README.

Forgetting reaches the tables of every layer, which is why they are named here as
data (BY_ADDRESS, BY_ACCOUNT, SEAT_TABLES, OWN_FORGETTING, and the quotas and the outbox's payloads
below): tests/test_forget.py
fails for any table the schema makes that is neither named here nor known to hold
no address, so a new table has to say what leaving does to it.
"""
import re
from dataclasses import dataclass, field

from pbem.players import accounts, open_games, tournaments

#: what stands for a forgotten address in a row that is kept
FORGOTTEN = "(forgotten)"
#: (table, column, action) for the rows naming one of the addresses (any case):
#: "delete" the row, or "blank" the column (the row stays)
BY_ADDRESS = (
    ("addresses", "email", "delete"),
    ("address_links", "email", "delete"),
    ("signin_links", "email", "delete"),
    ("mail_prefs", "email", "delete"),
    ("digest_settings", "email", "delete"),
    ("vacations", "email", "delete"),
    ("bounces", "address", "delete"),
    ("outbox", "recipient", "delete"),
    ("inbound", "sender", "blank"),
    ("seats", "email", "blank"),
)
#: the same for the rows naming the account
BY_ACCOUNT = (
    ("sessions", "account", "delete"),
    ("forum_accounts", "account", "delete"),
    ("ratings", "account", "delete"),
    ("solo_results", "account", "delete"),
    ("seats", "account", "blank"),
    ("accounts", "id", "delete"),
)
#: the tables of a seat's forum identity, by (game, role)
SEAT_TABLES = ("forum_links", "forum_codes")
#: the tables whose own module forgets an account and its addresses
#: (pbem.players.open_games.forget, pbem.players.tournaments.forget)
OWN_FORGETTING = ("open_games", "open_seats", "invitations", "tournaments",
                  "tournament_entries", "tournament_games")


@dataclass
class Forgotten:
    """What forgetting did: the addresses, the account's name (None: there was
    none), the rows changed by table, the games whose seats held them, and whether
    SQLite's write-ahead log could be emptied (None on PostgreSQL)."""
    emails: list
    account: str | None
    rows: dict = field(default_factory=dict)
    games: list = field(default_factory=list)
    wal_emptied: bool | None = None


def forget(store, email=None, account_id=None):
    """Forget EMAIL and the account it belongs to, or ACCOUNT_ID and its addresses,
    in one transaction; then empty SQLite's write-ahead log. Returns a Forgotten."""
    with store.transaction() as conn:
        account = accounts.of_email(conn, email) if email else accounts.get(conn,
                                                                            account_id)
        named = {accounts.norm(email)} if email else set()
        gone = Forgotten(sorted(named | set(account["emails"] if account else ())),
                         account["name"] if account else None)
        _erase(conn, gone, account["id"] if account else None)
    gone.wal_emptied = _empty_wal(store)
    return gone


def _marks(items):
    return ",".join("?" * len(items)) or "NULL"


def _erase(conn, gone, account_id):
    emails = gone.emails
    seats = conn.execute(
        "SELECT DISTINCT game, role FROM seats WHERE lower(email) IN "
        f"({_marks(emails)}) OR account=?", (*emails, account_id)).fetchall()
    gone.games = sorted({game for game, _ in seats})
    for table in SEAT_TABLES:
        gone.rows[table] = sum(conn.execute(
            f"DELETE FROM {table} WHERE game=? AND role=?", tuple(seat)).rowcount
            for seat in seats)
    keys = [key for (key,) in conn.execute("SELECT DISTINCT key FROM quota_uses")
            if any(key.lower().endswith(f":{e}") for e in emails)]
    gone.rows["quota_uses"] = sum(conn.execute(
        "DELETE FROM quota_uses WHERE key=?", (key,)).rowcount for key in keys)
    gone.rows["outbox.payload"] = sum(_scrub(conn, e) for e in emails)
    open_games.forget(conn, account_id, emails)
    tournaments.forget(conn, account_id)
    for table, column, action in BY_ADDRESS:
        _change(conn, gone, table, column, action, f"lower({column}) IN "
                f"({_marks(emails)})", emails)
    for table, column, action in BY_ACCOUNT:
        _change(conn, gone, table, column, action, f"{column}=?", [account_id])


def _change(conn, gone, table, column, action, where, args):
    """Delete the rows WHERE says, or blank their COLUMN; count them in GONE."""
    sql = (f"DELETE FROM {table}" if action == "delete" else
           f"UPDATE {table} SET {column}=NULL")
    changed = conn.execute(f"{sql} WHERE {where}", args).rowcount
    gone.rows[table] = gone.rows.get(table, 0) + changed


def _scrub(conn, email):
    """Replace EMAIL (any case) by FORGOTTEN in the payloads of the mails to others
    that name it; the rows changed. LIKE finds the candidates (its wildcards
    escaped), Python replaces."""
    pattern = "%" + re.sub(r"([\\%_])", r"\\\1", email) + "%"
    changed = 0
    for row_id, text in conn.execute("SELECT id, payload FROM outbox WHERE "
                                     "lower(payload) LIKE ? ESCAPE '\\'",
                                     (pattern,)).fetchall():
        new = re.sub(re.escape(email), FORGOTTEN, text, flags=re.IGNORECASE)
        if new != text:
            conn.execute("UPDATE outbox SET payload=? WHERE id=?", (new, row_id))
            changed += 1
    return changed


def _empty_wal(store):
    """SQLite: copy the write-ahead log into the file and truncate it, since its
    older frames hold pages as they were before the forgetting; True when it could
    (it waits for the readers of an older snapshot, as long as the busy timeout), None
    on PostgreSQL (the one thing of this kind the two stores do not share)."""
    if store.dialect.name != "sqlite":
        return None
    busy, _log, _copied = store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    return busy == 0
