"""A seat's own language (issue 28): the one its player chose on the seat's page, kept
with the seat, for a player who plays from his seat link without an account.

The reader's language is his account's setting, else his seat's own choice (this
table; of_reader), else, for a page, his browser's Accept-Language (pbem.web.language);
a mail
to a seat's address that no account owns speaks the seat's choice, or, for a mail
about no one seat (a digest), the choice its address's seats made last
(pbem.mail.language). A seat's language is a setting of the seat, not a fact of the
game: it is never in the log, and a choice never changes what the game records.
It is no personal data either (a language code, keyed by game and role).
"""
from datetime import datetime, timezone

from pbem.core.errors import Invalid
from pbem.language import catalogs
from pbem.players import accounts, claims


def create_table(conn):
    """Schema step 16."""
    conn.execute("CREATE TABLE IF NOT EXISTS seat_languages (game TEXT NOT NULL, "
                 "role TEXT NOT NULL, language TEXT NOT NULL, chosen_at TEXT NOT NULL, "
                 "PRIMARY KEY (game, role))")


def choose(conn, game, role, language, now=None):
    """Keep LANGUAGE (a code of pbem.language.catalogs.LANGUAGES) as ROLE's own in
    GAME; Invalid for any other code (nothing kept)."""
    if language not in catalogs.LANGUAGES:
        raise Invalid(f"no language {language!r}: one of "
                      f"{', '.join(catalogs.LANGUAGES)}")
    now = now or datetime.now(timezone.utc)
    conn.execute("INSERT INTO seat_languages VALUES (?,?,?,?) ON CONFLICT (game, role) "
                 "DO UPDATE SET language=excluded.language, chosen_at=excluded.chosen_at",
                 (game, role, language, now.isoformat(timespec="seconds")))


def of(conn, game, role):
    """The language ROLE's seat in GAME chose, or None."""
    row = conn.execute("SELECT language FROM seat_languages WHERE game=? AND role=?",
                       (game, role)).fetchone()
    return row[0] if row else None


def of_reader(conn, game, role):
    """The language ROLE's reader in GAME reads, or None: the account's that holds the
    seat (pbem.players.claims.holder), else the seat's own choice."""
    holder = claims.holder(conn, game, role)
    account = accounts.get(conn, holder) if holder else None
    return account["language"] if account else of(conn, game, role)


def of_address(conn, email):
    """The language the seats of EMAIL (any case) chose last, or None."""
    row = conn.execute("SELECT l.language FROM seat_languages l JOIN seats s ON "
                       "s.game = l.game AND s.role = l.role WHERE lower(s.email) = "
                       "lower(?) ORDER BY l.chosen_at DESC, l.game LIMIT 1",
                       (email,)).fetchone()
    return row[0] if row else None
