"""What a player's home reads beside the lobby's rows of his games: the names every seat
of those games plays under, and the token of the home's private feed.

The home lists every game an account sits in (pbem.core.seats.of_account) and must stay
fast for a player with hundreds of them, so what it needs of all of them is read in one
query each, never a game at a time.

The feed token rides in the address of the home's Atom feed (GET /me/feed.atom?token=T),
since feed readers send no cookies. It is the account's own, neither the session (which
signing out ends, where a feed reader keeps its address for years) nor the personal API
token (which acts for the account, where the feed only reads): each is renewed without
the other. Only its hash is kept, on the account's row (schema step 11), so whatever
removes the account removes it too.
"""
import secrets

from pbem.players import accounts


def add_feed_token_column(conn):
    """Schema step 11: the hash of each account's feed token (NULL: none made)."""
    conn.dialect.add_column(conn, "accounts", "feed_token_hash", "TEXT")
    conn.execute("CREATE UNIQUE INDEX IF NOT EXISTS accounts_feed_token ON accounts "
                 "(feed_token_hash)")


def new_feed_token(conn, account_id):
    """A new feed token for ACCOUNT_ID (shown once; the last one stops working)."""
    token = secrets.token_urlsafe(32)
    conn.execute("UPDATE accounts SET feed_token_hash=? WHERE id=?",
                 (accounts.token_hash(token), account_id))
    return token


def by_feed_token(conn, token):
    """The account whose feed token TOKEN is, or None."""
    row = conn.execute("SELECT id FROM accounts WHERE feed_token_hash=?",
                       (accounts.token_hash(token or ""),)).fetchone()
    return accounts.get(conn, row[0]) if row else None


def seat_names(conn, account_id, emails):
    """{game: {role: the name its seat plays under}} of every game ACCOUNT_ID sits in
    (pbem.core.seats.owned's rule: claimed, or at one of its confirmed EMAILS), every
    seat of each, in one query."""
    marks = ",".join("?" * len(emails)) or "NULL"
    names = {}
    for game, role, name in conn.execute(
            "SELECT game, role, name FROM seats WHERE game IN (SELECT game FROM seats "
            f"WHERE account=? OR lower(email) IN ({marks})) ORDER BY game, seat",
            (account_id, *emails)):
        names.setdefault(game, {})[role] = name
    return names
