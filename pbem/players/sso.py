"""Signing in with a Discourse forum's account: DiscourseConnect, the forum as the
identity provider (Discourse's "Use Discourse as an identity provider": the site
settings `enable discourse connect provider` and `discourse connect provider
secrets`, a secret per domain of the sites it vouches for).

The protocol: pbem sends the browser to `{forum}/session/sso_provider?sso=P&sig=S`,
P the base64 of the query string `nonce=N&return_sso_url=U` and S the lower-case
hex HMAC-SHA256 of P (the base64 text, as sent) with the shared secret. Discourse
checks S, has its user sign in, and sends the browser to U with `?sso=P2&sig=S2`
signed alike: P2 names its user (email, external_id, username, name, admin,
moderator, groups, ...) and repeats the nonce. The forum vouches for the address
only as far as it validated it: a payload saying `require_activation=true` (the
protocol's flag for an address nobody confirmed) is refused, as is one with none.

Why the nonces are kept (table sso_nonces, hashed): an answer is believed once, for
the forum it was asked of, within NONCE_MINUTES of the asking; otherwise a payload
copied from a browser's history or a log would sign its user in again without end,
or after the forum has removed him. The web channel also gives the asking browser
the nonce in a cookie and refuses an answer brought by another (a "login CSRF":
somebody else's answer would sign this browser in as him). Nonces too old to be
used are dropped whenever a new one is made, so the table holds the last minutes'.

A forum user who signed in is linked to the account (table forum_accounts: the forum,
the user's external_id there, his username), so the account's settings can list the
forums it signs in with. The address decides the account (pbem.players.accounts,
how "discourse"): a forum user whose validated address changed is linked to the
account of the new address. Nothing here reads the config or speaks HTTP: the web
channel (pbem.web.sso) hands in the forum's settings and what the browser brought.
"""
import base64
import binascii
import hashlib
import hmac
import secrets
from datetime import datetime, timedelta
from urllib.parse import parse_qsl, urlencode

from pbem.core import moments
from pbem.core.errors import Forbidden, Invalid
from pbem.language.speaking import N_, Voice
from pbem.players import accounts, sessions

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS sso_nonces (nonce_hash TEXT PRIMARY KEY, forum TEXT "
    "NOT NULL, created_at TEXT NOT NULL, used_at TEXT)",
    "CREATE INDEX IF NOT EXISTS sso_nonces_created ON sso_nonces (created_at)",
    "CREATE TABLE IF NOT EXISTS forum_accounts (forum TEXT NOT NULL, external_id TEXT "
    "NOT NULL, account TEXT NOT NULL, username TEXT NOT NULL, linked_at TEXT NOT NULL, "
    "PRIMARY KEY (forum, external_id))",
    "CREATE INDEX IF NOT EXISTS forum_accounts_account ON forum_accounts (account)",
)
#: how long an answer to a sign-in may take (Discourse keeps its own nonces as long)
NONCE_MINUTES = 10
#: the fields an answer must name; the longest of them (and of its name) pbem takes
#: (others, such as a long list of groups, are not read)
NEEDED, LONGEST = ("nonce", "email", "external_id", "username"), 254
USED = N_("this sign-in answer was used already: sign in again")
#: what a player who signs in is told when it fails on his side, in his language (a
#: forum's misconfigured answer is the host's to read, in English)
_ = Voice("service")


def create_tables(conn):
    """Schema step 8."""
    for statement in SCHEMA:
        conn.execute(statement)



def sign(secret, sso):
    """The sig of the payload SSO (the base64 text, as sent): hex HMAC-SHA256."""
    return hmac.new(secret.encode(), sso.encode(), hashlib.sha256).hexdigest()


def encode(secret, fields):
    """{"sso", "sig"} carrying FIELDS (a dict), signed with SECRET."""
    sso = base64.b64encode(urlencode(fields).encode()).decode()
    return {"sso": sso, "sig": sign(secret, sso)}


def decode(secret, sso, sig):
    """The fields of a payload SSO whose signature is SIG: Forbidden when SIG is not
    SSO's with SECRET (compared in constant time, before anything else is read),
    Invalid when it is no query string in base64 or names a field twice."""
    expected = sign(secret, sso or "")
    if not hmac.compare_digest(expected.encode(), (sig or "").encode("utf-8", "replace")):
        raise Forbidden("this sign-in answer is not signed with the forum's secret: "
                        "refused")
    try:    # older Discourse releases broke their base64 into lines
        text = base64.b64decode("".join(sso.split()), validate=True).decode()
    except (binascii.Error, UnicodeDecodeError):
        raise Invalid("this sign-in answer is not a payload in base64") from None
    pairs = parse_qsl(text, keep_blank_values=True)
    fields = dict(pairs)
    if len(fields) != len(pairs):
        raise Invalid("this sign-in answer names a field twice")
    return fields


def ask(conn, forum, secret, forum_url, return_url, now):
    """Begin a sign-in with FORUM: (the new nonce, for the asking browser's cookie, and
    the URL of the forum's provider to send the browser to)."""
    conn.execute("DELETE FROM sso_nonces WHERE created_at<?",
                 (moments.iso(now - timedelta(minutes=NONCE_MINUTES)),))
    nonce = secrets.token_urlsafe(32)
    conn.execute("INSERT INTO sso_nonces VALUES (?,?,?,NULL)",
                 (accounts.token_hash(nonce), forum, moments.iso(now)))
    query = urlencode(encode(secret, {"nonce": nonce, "return_sso_url": return_url}))
    return nonce, f"{forum_url.rstrip('/')}/session/sso_provider?{query}"


def _user(fields, forum):
    """{"email", "external_id", "username", "name"} of a believed answer; Invalid when
    a field is missing or too long, Forbidden when the forum did not validate the
    address."""
    missing = [key for key in NEEDED if not fields.get(key, "").strip()]
    if missing:
        raise Invalid(f"this sign-in answer of {forum} names no {', '.join(missing)}")
    if any(len(fields.get(key, "")) > LONGEST for key in (*NEEDED, "name")):
        raise Invalid(f"this sign-in answer of {forum} has a field longer than {LONGEST} "
                      "characters")
    if fields.get("require_activation") == "true":
        raise Forbidden(_("{forum} has not validated this account's address: confirm it "
                          "on the forum first, or sign in by a mailed link", forum=forum))
    email = fields["email"].strip()
    if email.count("@") != 1 or email.startswith("@") or email.endswith("@") or \
            any(c.isspace() for c in email):
        raise Invalid(f"this sign-in answer of {forum} names no email address")
    return {"email": email, "external_id": fields["external_id"].strip(),
            "username": fields["username"].strip(),
            "name": fields.get("name", "").strip()}


def _unused_nonce(conn, forum, nonce, browser_nonce, now):
    """Forbidden unless NONCE is one pbem gave out for FORUM, to this browser (its
    cookie's BROWSER_NONCE), not used yet and within NONCE_MINUTES."""
    row = conn.execute("SELECT forum, created_at, used_at FROM sso_nonces WHERE "
                       "nonce_hash=?", (accounts.token_hash(nonce),)).fetchone()
    if row is None or row[0] != forum:
        raise Forbidden(f"this sign-in answer is for no sign-in pbem began with {forum}: "
                        "refused")
    if row[2] is not None:
        raise Forbidden(_.term(USED))
    if datetime.fromisoformat(row[1]) + timedelta(minutes=NONCE_MINUTES) < now:
        raise Forbidden(_("this sign-in began more than {minutes} minutes ago: sign in "
                          "again", minutes=NONCE_MINUTES))
    if not hmac.compare_digest(nonce.encode(), (browser_nonce or "").encode(
            "utf-8", "replace")):
        raise Forbidden(_("this sign-in was begun in another browser: sign in again "
                          "here"))


def answer(conn, forum, secret, sso, sig, browser_nonce, now):
    """Believe the answer SSO/SIG of FORUM, in the caller's transaction: the user it
    names ({"email", "external_id", "username", "name"}), its nonce used from now on.
    Forbidden or Invalid (decode, _user, _unused_nonce) for an answer that may not
    sign anybody in."""
    fields = decode(secret, sso, sig)
    user = _user(fields, forum)
    _unused_nonce(conn, forum, fields["nonce"], browser_nonce, now)
    used = conn.execute("UPDATE sso_nonces SET used_at=? WHERE nonce_hash=? AND used_at "
                        "IS NULL", (moments.iso(now), accounts.token_hash(fields["nonce"])))
    if not used.rowcount:        # another request used it meanwhile
        raise Forbidden(_.term(USED))
    return user


def sign_in(conn, forum, secret, sso, sig, browser_nonce, now):
    """Sign in with the answer SSO/SIG of FORUM (answer), in the caller's transaction:
    (the account of the address it names, made when new, and a new session id for
    it), the forum user linked to the account."""
    user = answer(conn, forum, secret, sso, sig, browser_nonce, now)
    account = accounts.sign_up_or_in(conn, user["email"], "discourse", wanted_name(user))
    link(conn, forum, user, account["id"], now)
    return account, sessions.open_session(conn, account["id"], now)


def wanted_name(user):
    """The display name a new account of USER gets: the forum's name when it is a
    good one, else the username, else None (the address's local part)."""
    for raw in (user["name"], user["username"]):
        try:
            return accounts.display_name(raw)
        except Invalid:
            continue
    return None


def link(conn, forum, user, account_id, now):
    """USER of FORUM signs in as ACCOUNT_ID (a user's earlier account gives him up)."""
    conn.execute("INSERT INTO forum_accounts VALUES (?,?,?,?,?) ON CONFLICT (forum, "
                 "external_id) DO UPDATE SET account=excluded.account, username="
                 "excluded.username, linked_at=excluded.linked_at",
                 (forum, user["external_id"], account_id, user["username"], moments.iso(now)))


def linked(conn, account_id):
    """[{"forum", "username"}] the forum users that sign in as ACCOUNT_ID."""
    return [{"forum": r[0], "username": r[1]} for r in conn.execute(
        "SELECT forum, username FROM forum_accounts WHERE account=? ORDER BY forum, "
        "username", (account_id,))]
