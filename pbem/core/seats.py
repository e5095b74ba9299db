"""Seats as capabilities: each seat's secret token is shown once and stored hashed.

A token is 32 random bytes, so a plain sha256 is enough to make a stolen database
useless for impersonation without slowing every request with a password hash.

Because only hashes are kept, a link cannot be mailed again: a mail that carries a
seat's link (the first mail of a game, "send me my seat link") carries a token of its
own, minted when that mail is written (mint) and kept hashed in seat_tokens beside the
seat's first token. Every one of a seat's tokens opens it, until `rotate` gives the
seat one new token and ends all the others (a leaked link is stopped at once).
"""
import hashlib
import json
import secrets


def new_token():
    return secrets.token_urlsafe(32)


def token_hash(token):
    return hashlib.sha256(token.encode()).hexdigest()


def insert(conn, game, seats):
    """seats: [{"role", "name", "email"?}] in seat order; returns the plain tokens."""
    tokens = []
    for i, seat in enumerate(seats):
        token = new_token()
        tokens.append(token)
        conn.execute("INSERT INTO seats (game, seat, role, name, email, token_hash) "
                     "VALUES (?,?,?,?,?,?)",
                     (game, i, seat["role"], seat["name"], seat.get("email"),
                      token_hash(token)))
    return tokens


def create(conn):
    """The seats and their further tokens, hashed (idempotent)."""
    conn.execute("CREATE TABLE IF NOT EXISTS seats (game TEXT, seat INTEGER, role TEXT, "
                 "name TEXT, email TEXT, token_hash TEXT, PRIMARY KEY (game, seat))")
    conn.execute("CREATE UNIQUE INDEX IF NOT EXISTS idx_seats_token_hash ON seats "
                 "(token_hash)")
    # a player's seats by address, any case (BY_EMAIL: the digest job asks it for
    # every subscriber; without it each asked scanned the whole table)
    conn.execute("CREATE INDEX IF NOT EXISTS seats_email ON seats (lower(email))")
    # the generation of the seat's mailed reply addresses (pbem.mail.address names it
    # in each): new_generation ends every address mailed before
    conn.dialect.add_column(conn, "seats", "mail_generation", "INTEGER NOT NULL DEFAULT 0")
    conn.execute("CREATE TABLE IF NOT EXISTS seat_tokens (token_hash TEXT PRIMARY KEY, "
                 "game TEXT NOT NULL, role TEXT NOT NULL, created_at TEXT NOT NULL)")
    conn.execute("CREATE INDEX IF NOT EXISTS seat_tokens_seat ON seat_tokens (game, role)")


def by_token(conn, game, token):
    """The role whose token this is, in this game, or None."""
    digest = token_hash(token or "")
    row = conn.execute("SELECT role FROM seats WHERE game=? AND token_hash=? UNION ALL "
                       "SELECT role FROM seat_tokens WHERE game=? AND token_hash=?",
                       (game, digest, game, digest)).fetchone()
    return row[0] if row else None


def mint(conn, game, role, now):
    """A further token for ROLE's seat (for a mail that carries its link); returns it,
    or None when the game has no such seat. NOW: an ISO time, kept for the host."""
    if conn.execute("SELECT 1 FROM seats WHERE game=? AND role=?",
                    (game, role)).fetchone() is None:
        return None
    token = new_token()
    conn.execute("INSERT INTO seat_tokens VALUES (?,?,?,?)",
                 (token_hash(token), game, role, now))
    return token


def rotate(conn, game, role):
    """Give role a new token; every other token of the seat (the first, the mailed
    ones) stops working. Returns the new token."""
    token = new_token()
    cur = conn.execute("UPDATE seats SET token_hash=? WHERE game=? AND role=?",
                       (token_hash(token), game, role))
    conn.execute("DELETE FROM seat_tokens WHERE game=? AND role=?", (game, role))
    return token if cur.rowcount else None


def numbered(conn, game, role):
    """(ROLE's seat number in GAME, its mail generation); KeyError without the seat."""
    row = conn.execute("SELECT seat, mail_generation FROM seats WHERE game=? AND role=?",
                       (game, role)).fetchone()
    if row is None:
        raise KeyError(f"no seat {role!r} in game {game!r}")
    return tuple(row)


def by_number(conn, game, seat):
    """(the role of seat number SEAT in GAME, its mail generation), or None."""
    row = conn.execute("SELECT role, mail_generation FROM seats WHERE game=? AND seat=?",
                       (game, seat)).fetchone()
    return tuple(row) if row else None


def new_generation(conn, game, role):
    """End every reply address mailed to ROLE's seat in GAME so far."""
    numbered(conn, game, role)
    conn.execute("UPDATE seats SET mail_generation=mail_generation+1 "
                 "WHERE game=? AND role=?", (game, role))


def email(conn, game, role):
    """The address of ROLE's seat in GAME, or None."""
    row = conn.execute("SELECT email FROM seats WHERE game=? AND role=?",
                       (game, role)).fetchone()
    return row[0] if row else None


def add_account_column(conn):
    """Schema step 7: the account a seat belongs to, once claimed (the seat's address
    makes it its owner's too: of_account)."""
    conn.dialect.add_column(conn, "seats", "account", "TEXT")
    conn.execute("CREATE INDEX IF NOT EXISTS seats_account ON seats (account)")


def claim(conn, game, role, account_id):
    """ROLE's seat in GAME is ACCOUNT_ID's from now on."""
    numbered(conn, game, role)
    conn.execute("UPDATE seats SET account=? WHERE game=? AND role=?",
                 (account_id, game, role))


def owned(conn, game, account_id, emails):
    """The roles of GAME whose seat is ACCOUNT_ID's: claimed by it, or at one of its
    EMAILS (confirmed addresses, lower case)."""
    return [r[0] for r in conn.execute(
        "SELECT role FROM seats WHERE game=? AND (account=? OR lower(email) IN "
        f"({','.join('?' * len(emails)) or 'NULL'})) ORDER BY seat",
        (game, account_id, *emails))]


def listing(conn, game):
    return [{"seat": r[0], "role": r[1], "name": r[2], "email": r[3]} for r in
            conn.execute("SELECT seat, role, name, email FROM seats WHERE game=? "
                         "ORDER BY seat", (game,))]


#: every seat of an address (any case), the oldest game first, with where its game
#: stands (the lobby's `games` row); the index seats_email (create) on
#: lower(email) answers it without a scan of the seats
BY_EMAIL = ("SELECT s.game, s.role, g.version, g.status, g.active, s.mail_generation "
            "FROM seats s "
            "JOIN games g ON g.id = s.game WHERE lower(s.email) = lower(?) "
            "ORDER BY g.created_at, s.game, s.seat")


def of_account(conn, account_id, emails):
    """[{"game", "role", "kind", "title", "players", "version", "status", "active",
    "updated_at"}] of every seat ACCOUNT_ID holds (owned's rule), the newest game
    first, as the lobby's rows have them (no fold of a game)."""
    marks = ",".join("?" * len(emails)) or "NULL"
    return [{"game": r[0], "role": r[1], "kind": r[2], "title": r[3],
             "players": json.loads(r[4]), "version": r[5], "status": r[6],
             "active": json.loads(r[7]), "updated_at": r[8]}
            for r in conn.execute(
                "SELECT s.game, s.role, g.kind, g.title, g.players, g.version, g.status, "
                "g.active, g.updated_at FROM seats s JOIN games g ON g.id = s.game "
                f"WHERE s.account=? OR lower(s.email) IN ({marks}) "
                "ORDER BY g.created_at DESC, s.game, s.seat", (account_id, *emails))]


def of_email(conn, email):
    """[{"game", "role", "version", "status", "active", "generation"}] of every seat
    EMAIL (any case) holds, the oldest game first: the game's version, status and
    active roles as the lobby has them (no fold of the game), and the seat's mail
    generation."""
    return [{"game": r[0], "role": r[1], "version": r[2], "status": r[3],
             "active": json.loads(r[4]), "generation": r[5]}
            for r in conn.execute(BY_EMAIL, (email,))]


def first_seat_at(conn, email):
    """When the oldest game EMAIL (any case) has a seat in was created (UTC ISO), or
    None: a player without an account has played since then."""
    row = conn.execute("SELECT min(g.created_at) FROM seats s JOIN games g ON "
                       "g.id = s.game WHERE lower(s.email) = lower(?)", (email,)).fetchone()
    return row[0] if row else None
