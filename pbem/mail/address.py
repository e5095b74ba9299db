"""Reply addresses: each seat's address carries an HMAC token naming game and seat.

    <reply_local><sep><game>.<seat>.<generation>.<mac>@<domain>
    e.g. pbem+3fa9c01b2e.1.0.9f8e7d6c5b4a3210@example.org

The mac is HMAC-SHA256(secret, "game|seat|generation") cut to 16 hex digits, so an
address cannot be forged or moved to another game or seat; rotating a seat's token
bumps its generation, which kills every address sent before. The secret is the
configured [mail] secret, or one made once and kept in the database.

A daily digest covers several games, so its Reply-To names the digest instead (its
outbox row, HMAC of "digest|row"); the games and seats a reply to it may play are the
ones that digest covered (pbem.mail.digest_reply):

    <reply_local><sep>digest.<row>.<mac>@<domain>
"""
import hashlib
import hmac
import re
from dataclasses import dataclass

from pbem.core import seats, settings
from pbem.telling import outbox

MAC_LENGTH = 16


def secret(conn, cfg):
    """The HMAC key: configured, or made once and stored in the database."""
    return (cfg["mail"]["secret"] or settings.secret(conn, "mail_secret")).encode()


def _mac(key, *parts):
    msg = "|".join(map(str, parts)).encode()
    return hmac.new(key, msg, hashlib.sha256).hexdigest()[:MAC_LENGTH]


def reply_address(conn, cfg, game, role):
    """The address at which ROLE's replies about GAME reach pbem."""
    seat, generation = seats.numbered(conn, game, role)
    mail = cfg["mail"]
    token = f"{game}.{seat}.{generation}.{_mac(secret(conn, cfg), game, seat, generation)}"
    return f"{mail['reply_local']}{mail['reply_separator']}{token}@{mail['domain']}"


def digest_address(conn, cfg, row_id):
    """The address at which replies to the digest of outbox row ROW_ID reach pbem."""
    mail = cfg["mail"]
    token = f"digest.{row_id}.{_mac(secret(conn, cfg), 'digest', row_id)}"
    return f"{mail['reply_local']}{mail['reply_separator']}{token}@{mail['domain']}"


#: why an address of the reply form is not valid (the text the MTA answers with)
FORGED = "not a valid reply address"
ROTATED = "this reply address was replaced: reply to the game's latest mail"
UNKNOWN = "no such game or seat"


@dataclass(frozen=True)
class Verdict:
    """What an address is to pbem. `seat` (game, role): a valid reply address.
    `digest` (an outbox row id): a valid digest reply address. `refusal`: it has the
    reply form (domain, local part and separator) but is not valid, and says why
    (FORGED, ROTATED, UNKNOWN). None of them: not a reply address at all (another
    domain or local part, or the From address, where bounces arrive)."""
    seat: tuple = None
    digest: int = None
    refusal: str = None

    @property
    def valid(self):
        return self.seat is not None or self.digest is not None


def bare(address):
    """ADDRESS without the <> around it, in lower case: the form addresses compare in."""
    return address.strip().strip("<>").lower()


def is_from_address(cfg, address):
    """Whether ADDRESS is [mail] from_address, the envelope sender of pbem's mails,
    where their delivery reports (bounces) come back: pbem's own, never a reply
    address, so never refused."""
    return bare(address) == bare(cfg["mail"]["from_address"])


def _token(cfg, address):
    """The token of ADDRESS when it has the reply form (pbem's domain, reply_local and
    separator, not the From address), else None."""
    mail = cfg["mail"]
    local, _, domain = bare(address).rpartition("@")
    prefix = (mail["reply_local"] + mail["reply_separator"]).lower()
    if (domain != mail["domain"].lower() or not local.startswith(prefix)
            or is_from_address(cfg, address)):
        return None
    return local[len(prefix):]


def is_ours(cfg, address):
    """Whether ADDRESS is one pbem sends from or takes replies at (valid or not): mail
    from it is pbem's own, come back, and is never answered (no loop with itself)."""
    return is_from_address(cfg, address) or _token(cfg, address) is not None


def check(conn, cfg, address):
    """The Verdict on ADDRESS (with or without <>, any case): the one check of reply
    addresses, for inbound mail, LMTP and the Postfix policy service alike."""
    token = _token(cfg, address)
    if token is None:
        return Verdict()
    if token.startswith("digest."):
        return _check_digest(conn, cfg, token)
    m = re.fullmatch(r"([0-9a-f]+)\.(\d+)\.(\d+)\.([0-9a-f]{%d})" % MAC_LENGTH, token)
    if not m:
        return Verdict(refusal=FORGED)
    game, seat, generation, mac = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)
    if not hmac.compare_digest(mac, _mac(secret(conn, cfg), game, seat, generation)):
        return Verdict(refusal=FORGED)
    row = seats.by_number(conn, game, seat)
    if row is None:
        return Verdict(refusal=UNKNOWN)
    if row[1] != generation:
        return Verdict(refusal=ROTATED)
    return Verdict(seat=(game, row[0]))


def _check_digest(conn, cfg, token):
    m = re.fullmatch(r"digest\.(\d+)\.([0-9a-f]{%d})" % MAC_LENGTH, token)
    if not m or not hmac.compare_digest(m.group(2), _mac(secret(conn, cfg), "digest",
                                                          int(m.group(1)))):
        return Verdict(refusal=FORGED)
    if outbox.get(conn, int(m.group(1))) is None:
        return Verdict(refusal=UNKNOWN)
    return Verdict(digest=int(m.group(1)))


def resolve(conn, cfg, address):
    """(game, role) that ADDRESS is valid for, or None: wrong domain or prefix, a
    forged or rotated token, or a seat that does not exist."""
    return check(conn, cfg, address).seat

