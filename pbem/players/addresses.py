"""Consent to game mail: an address gets a game's mail once its owner said he wants it.

A game made on the web (the lobby's form, POST /api/games, an open game) names the
addresses its creator typed, and nothing proves they are his: such an address is
*asked* (a row of the addresses table of pbem.players.accounts with no confirmed_at)
and gets no game mail until its owner confirms it, by the link of one short mail (at
most one a day: ASK_EVERY) or by signing in with it. Declining (a link of the same
mail) keeps it from game mail of this server until its owner signs in with it. The
games the host makes (`pbem new`, the service called directly) vouch for their
addresses (how "host"), as pbem always let them; an address no form ever named has
no row and is mailed as before (an imported game's).

What an address is, state(): None (no row), "asked", "declined" or "confirmed"; which
mail waits for it is the mail transport's business (pbem.mail.send holds it,
pbem.telling.notify.withheld says why).

The mails to an address about itself (confirm or decline; change its mail settings)
carry links with tokens of their own: minted when the mail is composed, kept hashed
(address_links), each used once within its time (LINK_DAYS), so that the outbox never
holds a usable link and a mail scanner that fetches one uses nothing (the pages ask
for a button first).
"""
import hashlib
import secrets
from datetime import datetime, timedelta, timezone

from pbem.core import moments
from pbem.players.accounts import norm

#: how long each purpose's mailed link may be used, in days
LINK_DAYS = {"confirm": 7, "settings": 1}
#: at most one mail asking an address's owner to confirm it within this time
ASK_EVERY = timedelta(days=1)
#: how an address was declined (addresses.how while its confirmed_at is NULL)
DECLINED = "declined"

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS address_links (token_hash TEXT PRIMARY KEY, email TEXT "
    "NOT NULL, purpose TEXT NOT NULL, created_at TEXT NOT NULL, used_at TEXT)",
    "CREATE INDEX IF NOT EXISTS address_links_email ON address_links (email)",
)



def create_table(conn):
    """Schema step 10: the links of the mails to an address about itself; and the
    addresses of the games made before, vouched for by the host: they were mailed
    without asking, and their players keep getting their games' mail."""
    for statement in SCHEMA:
        conn.execute(statement)
    conn.execute("INSERT INTO addresses (email, confirmed_at, how) SELECT DISTINCT "
                 "lower(trim(email)), ?, 'host' FROM seats WHERE email IS NOT NULL AND "
                 "trim(email) <> '' ON CONFLICT (email) DO NOTHING",
                 (moments.iso(datetime.now(timezone.utc)),))


def _row(conn, email):
    return conn.execute("SELECT confirmed_at, how, asked_at FROM addresses WHERE email=?",
                        (norm(email),)).fetchone()


def state(conn, email):
    """What is known of EMAIL's owner's consent: None (nothing: no form named it),
    "asked", "declined" or "confirmed"."""
    row = _row(conn, email)
    if row is None:
        return None
    if row[0] is not None:
        return "confirmed"
    return "declined" if row[1] == DECLINED else "asked"


def may_mail(conn, email):
    """Whether EMAIL may get game mail: confirmed, or never named by a form."""
    return state(conn, email) in (None, "confirmed")


def confirmed_among(conn, emails, chunk=500):
    """Those of EMAILS (lower case) that are confirmed."""
    emails, out = list(emails), set()
    for i in range(0, len(emails), chunk):
        part = emails[i:i + chunk]
        out.update(r[0] for r in conn.execute(
            f"SELECT email FROM addresses WHERE email IN ({','.join('?' * len(part))}) "
            "AND confirmed_at IS NOT NULL", part))
    return out


def vouch(conn, email, now):
    """The host named EMAIL in a game he made: it is mailed from now on, unless its
    owner declined (only he undoes that, by signing in)."""
    conn.execute("INSERT INTO addresses (email, confirmed_at, how) VALUES (?,?,'host') "
                 "ON CONFLICT (email) DO UPDATE SET confirmed_at=excluded.confirmed_at, "
                 "how=excluded.how WHERE addresses.confirmed_at IS NULL AND "
                 "addresses.how IS NULL", (norm(email), moments.iso(now)))


def named(conn, email, now):
    """A form on the web named EMAIL for a seat: asked from now on when nothing was
    known of it. Whether to mail its owner the question now: it is asked, and was not
    asked within ASK_EVERY (never when it is confirmed or declined)."""
    row = _row(conn, email)
    if row is None:
        conn.execute("INSERT INTO addresses (email, asked_at) VALUES (?,?)",
                     (norm(email), moments.iso(now)))
        return True
    confirmed_at, how, asked_at = row
    if confirmed_at is not None or how == DECLINED or (
            asked_at and datetime.fromisoformat(asked_at) + ASK_EVERY > now):
        return False
    conn.execute("UPDATE addresses SET asked_at=? WHERE email=?", (moments.iso(now), norm(email)))
    return True


def confirm(conn, email, now):
    """EMAIL's owner confirmed it by a mailed link: it is mailed from now on."""
    conn.execute("UPDATE addresses SET confirmed_at=?, how='link' WHERE email=? AND "
                 "confirmed_at IS NULL", (moments.iso(now), norm(email)))


def decline(conn, email):
    """EMAIL's owner declined by a mailed link: no game mail until he signs in with
    it. False (nothing changed) when it is confirmed already: its owner signed in, or
    confirmed, since the mail (he changes his mail on his settings then)."""
    return conn.execute("UPDATE addresses SET how=? WHERE email=? AND confirmed_at IS "
                        "NULL", (DECLINED, norm(email))).rowcount == 1


# -- the links of the mails about an address ----------------------------------------------
def _hash(token):
    return hashlib.sha256(token.encode()).hexdigest()


def mint(conn, email, purpose, now):
    """A new token of PURPOSE ("confirm", "settings") for a mail to EMAIL; returns it."""
    token = secrets.token_urlsafe(32)
    conn.execute("INSERT INTO address_links VALUES (?,?,?,?,NULL)",
                 (_hash(token), norm(email), purpose, moments.iso(now)))
    return token


def link_email(conn, token, purpose, now):
    """The address a TOKEN of PURPOSE was mailed to while it may be used, or None
    (unknown, of another purpose, used, or older than its LINK_DAYS)."""
    row = conn.execute("SELECT email, created_at, used_at FROM address_links WHERE "
                       "token_hash=? AND purpose=?", (_hash(token or ""), purpose)
                       ).fetchone()
    if row is None or row[2] is not None or datetime.fromisoformat(row[1]) + timedelta(
            days=LINK_DAYS[purpose]) < now:
        return None
    return row[0]


def use_link(conn, token, purpose, now):
    """Use a TOKEN of PURPOSE, once: the address it was mailed to, or None when it may
    not be used (link_email; or another request used it meanwhile)."""
    email = link_email(conn, token, purpose, now)
    if email is None:
        return None
    used = conn.execute("UPDATE address_links SET used_at=? WHERE token_hash=? AND "
                        "used_at IS NULL", (moments.iso(now), _hash(token)))
    return email if used.rowcount else None
