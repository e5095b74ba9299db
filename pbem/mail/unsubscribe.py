"""The signed one-click links that turn a kind of mail off (RFC 8058 List-Unsubscribe;
what is off is kept by pbem.telling.prefs).

The token names (address, kind) and carries an HMAC with the mail secret, so nobody
can turn off somebody else's mail by guessing a URL.
"""
import base64
import binascii
import hashlib
import hmac

from pbem.mail import address
from pbem.telling import prefs

MAC_LENGTH = 32


def _mac(conn, cfg, email, kind):
    msg = f"unsubscribe|{prefs.norm(email)}|{kind}".encode()
    return hmac.new(address.secret(conn, cfg), msg, hashlib.sha256).hexdigest()[:MAC_LENGTH]


def token(conn, cfg, email, kind):
    """The signed token naming (email, kind), safe in a URL path."""
    name = base64.urlsafe_b64encode(f"{prefs.norm(email)}\n{kind}".encode()).decode()
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
