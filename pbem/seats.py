"""Seats as capabilities: each seat's secret token is shown once and stored hashed.

A token is 32 random bytes, so a plain sha256 is enough to make a stolen database
useless for impersonation without slowing every request with a password hash.
"""
import hashlib
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


def by_token(conn, game, token):
    """The role whose token this is, in this game, or None."""
    row = conn.execute("SELECT role FROM seats WHERE game=? AND token_hash=?",
                       (game, token_hash(token or ""))).fetchone()
    return row[0] if row else None


def rotate(conn, game, role):
    """Give role a new token (the old one stops working); returns it."""
    token = new_token()
    cur = conn.execute("UPDATE seats SET token_hash=? WHERE game=? AND role=?",
                       (token_hash(token), game, role))
    return token if cur.rowcount else None


def listing(conn, game):
    return [{"seat": r[0], "role": r[1], "name": r[2], "email": r[3]} for r in
            conn.execute("SELECT seat, role, name, email FROM seats WHERE game=? "
                         "ORDER BY seat", (game,))]
