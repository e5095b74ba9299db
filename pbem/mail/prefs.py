"""Which kinds of mail an address has turned off, and the signed one-click links that
turn them off (RFC 8058 List-Unsubscribe).

A preference belongs to an email address, not to a seat, because "stop sending me
reminders" is said by a person about their inbox. A row in mail_prefs means "off".
The unsubscribe token names (address, kind) and carries an HMAC with the mail secret,
so nobody can turn off somebody else's mail by guessing a URL.
"""
import base64
import binascii
import hashlib
import hmac

from pbem.mail import address

MAC_LENGTH = 32


def kinds():
    """{kind: what it is} of the game mails a player can turn off: not the notice
    that someone else wrote with the seat's reply address (it always comes), nor the
    digest (pbem.mail.digest turns it on and off with its hour)."""
    from pbem.mail import answer, compose, deadline_mail
    return {kind: what for kind, what in {**compose.SUBJECTS, **deadline_mail.WHAT}.items()
            if kind != answer.OTHER_SENDER}


def create(conn):
    """The mail_prefs table, made when missing (idempotent). tables.create runs this
    when a service is opened: is_off is asked while mails are written and composed,
    where a CREATE would contend for the write lock."""
    conn.execute("CREATE TABLE IF NOT EXISTS mail_prefs (email TEXT NOT NULL, "
                 "kind TEXT NOT NULL, PRIMARY KEY (email, kind))")


def _norm(email):
    return email.strip().lower()


def is_off(conn, email, kind):
    return conn.execute("SELECT 1 FROM mail_prefs WHERE email=? AND kind=?",
                        (_norm(email), kind)).fetchone() is not None


def turn_off(conn, email, kind):
    conn.execute("INSERT INTO mail_prefs VALUES (?,?) ON CONFLICT DO NOTHING", (_norm(email), kind))


def turn_on(conn, email, kind):
    conn.execute("DELETE FROM mail_prefs WHERE email=? AND kind=?", (_norm(email), kind))


def _mac(conn, cfg, email, kind):
    msg = f"unsubscribe|{_norm(email)}|{kind}".encode()
    return hmac.new(address.secret(conn, cfg), msg, hashlib.sha256).hexdigest()[:MAC_LENGTH]


def token(conn, cfg, email, kind):
    """The signed token naming (email, kind), safe in a URL path."""
    name = base64.urlsafe_b64encode(f"{_norm(email)}\n{kind}".encode()).decode()
    return f"{name.rstrip('=')}.{_mac(conn, cfg, email, kind)}"


def read_token(conn, cfg, text):
    """(email, kind) that a token names, or None when it is malformed or forged."""
    name, _, mac = text.partition(".")
    try:
        email, sep, kind = base64.urlsafe_b64decode(name + "=" * (-len(name) % 4)
                                                    ).decode().partition("\n")
    except (binascii.Error, UnicodeDecodeError):
        return None
    if not sep or not hmac.compare_digest(mac, _mac(conn, cfg, email, kind)):
        return None
    return email, kind


def unsubscribe_url(conn, cfg, email, kind):
    """The unsubscribe link (one click where base_url is https: compose.base_message),
    or None when [server] base_url is not set (a mail has no request to take the host
    from)."""
    base = cfg["server"]["base_url"].rstrip("/")
    return f"{base}/unsubscribe/{token(conn, cfg, email, kind)}" if base else None
