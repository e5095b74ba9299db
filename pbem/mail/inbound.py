"""The one handler of inbound mail, behind the pipe (`pbem mail ingest`), LMTP and IMAP.

handle() reads one RFC 5322 message and answers with a sysexits code, which the pipe
returns to the MTA as its exit status and LMTP / IMAP map to their own replies:
0 delivered, 65 a message that cannot be read, 67 no valid reply address among the
recipients (forged, rotated or foreign tokens: nothing is applied), 75 try later (the
database is busy; nothing was applied, the MTA keeps the message and retries).

A delivered message is applied in one transaction with its bookkeeping: each command
line through Service.submit until the first rejected one, the Message-ID recorded in
the `inbound` table, and one answer queued in the outbox. So a message delivered three
times applies once and answers once, and a crash half-way applies nothing.
"""
import hashlib
import sqlite3
from dataclasses import dataclass, field
from email import policy
from email.parser import BytesParser

from pbem import outbox, seats
from pbem.errors import ServiceError
from pbem.mail import address, prefs, reply

OK, BAD_MESSAGE, UNKNOWN_RECIPIENT, TRY_LATER = 0, 65, 67, 75
#: the outbox kinds this handler queues (composed by pbem.mail.answer): all applied,
#: a line rejected or the sender refused, and the notice to the seat's own address
#: when someone else wrote with its token
ANSWER, REJECTED, OTHER_SENDER = "answer", "rejected", "other_sender"
#: headers naming where the message was delivered, when the caller has no envelope
RECIPIENT_HEADERS = ("Delivered-To", "X-Original-To", "To", "Cc")


@dataclass
class Delivery:
    """What became of a message: a sysexits code and one line for logs."""
    code: int
    summary: str
    seats: list = field(default_factory=list)     # [(game, role)] it was handled for


def _ensure(conn):
    conn.execute("CREATE TABLE IF NOT EXISTS inbound (message_id TEXT NOT NULL, "
                 "game TEXT NOT NULL, role TEXT NOT NULL, sender TEXT, received_at TEXT, "
                 "summary TEXT, PRIMARY KEY (message_id, game, role))")


def _addresses(msg, names):
    out = []
    for name in names:
        for header in msg.get_all(name, []):
            out += [a.addr_spec for a in getattr(header, "addresses", ()) if a.addr_spec]
    return out


def _parse(raw):
    """(message, sender address) or None when the bytes are not a readable message."""
    try:
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        senders = _addresses(msg, ("From",))
    except (TypeError, ValueError, IndexError, AttributeError):
        return None
    if not senders or "@" not in senders[0]:
        return None
    return msg, senders[0]


def _automatic(msg):
    """An auto-reply or bounce (RFC 3834 / 3464): never applied nor answered, so an
    out-of-office reply to a turn mail cannot start a mail loop."""
    auto = str(msg.get("Auto-Submitted", "no") or "no").strip().lower()
    precedence = str(msg.get("Precedence", "") or "").strip().lower()
    return (auto != "no" or precedence in ("bulk", "junk", "auto_reply")
            or msg.get_content_type() == "multipart/report")


def message_key(msg, raw):
    """The Message-ID, or a hash of the bytes for a message that has none."""
    mid = str(msg.get("Message-ID", "") or "").strip()
    return mid or "sha256:" + hashlib.sha256(raw).hexdigest()[:40]


def handle(service, cfg, raw, envelope_to=None):
    """Deliver one message (bytes); envelope_to: the recipients the MTA gave, else they
    are read from the headers. Returns a Delivery."""
    parsed = _parse(raw)
    if parsed is None:
        return Delivery(BAD_MESSAGE, "not a readable message (no From: address)")
    msg, sender = parsed
    if _automatic(msg):
        return Delivery(OK, "ignored: an automatic message (auto-reply or bounce)")
    recipients = list(envelope_to or _addresses(msg, RECIPIENT_HEADERS))
    conn = service.store.conn
    found = []
    try:
        for rcpt in recipients:
            seat = address.resolve(conn, cfg, rcpt)
            if seat and seat not in found:
                found.append(seat)
        if not found:
            return Delivery(UNKNOWN_RECIPIENT, "no valid reply address among: "
                            + (", ".join(recipients) or "no recipients"))
        key = message_key(msg, raw)
        results = [_deliver(service, cfg, msg, key, sender, game, role)
                   for game, role in found]
    except sqlite3.OperationalError as e:
        if "locked" in str(e) or "busy" in str(e):
            return Delivery(TRY_LATER, f"database busy, try later: {e}")
        raise
    return Delivery(OK, "; ".join(results), found)


def _registered(conn, game, role):
    for seat in seats.listing(conn, game):
        if seat["role"] == role:
            return seat["email"]
    return None


def _deliver(service, cfg, msg, key, sender, game, role):
    """Apply one message for one seat, once; returns a one-line summary."""
    with service.store.transaction() as conn:
        _ensure(conn)
        done = conn.execute("SELECT summary FROM inbound WHERE message_id=? AND game=? "
                            "AND role=?", (key, game, role)).fetchone()
        if done:
            return f"{game}/{role}: already handled ({done[0]})"
        registered = _registered(conn, game, role)
        expected = registered is not None and registered.lower() == sender.lower()
        accepted = expected or cfg["mail"]["accept_other_senders"]
        thread = {"message_id": key, "subject": str(msg.get("Subject", "") or ""),
                  "sender": sender}
        if accepted:
            fates = _apply(service, game, role, key,
                           reply.commands(reply.reply_text(reply.body_text(msg))))
        else:
            fates = []
        if not expected and registered:
            outbox.enqueue(conn, OTHER_SENDER, registered, game=game, role=role,
                           version=service.store.version(game),
                           payload={**thread, "applied": accepted, "lines": fates},
                           dedupe_key=f"{OTHER_SENDER}:{game}:{role}:{key}")
        rejected = not accepted or any(f["status"] == "rejected" for f in fates)
        kind = REJECTED if rejected else ANSWER
        if not prefs.is_off(conn, sender, kind):
            outbox.enqueue(conn, kind, sender, game=game, role=role,
                           version=service.store.version(game),
                           payload={**thread, "lines": fates, "refused": not accepted},
                           dedupe_key=f"reply:{game}:{role}:{key}")
        summary = _summary(fates, accepted)
        conn.execute("INSERT INTO inbound VALUES (?,?,?,?,?,?)",
                     (key, game, role, sender, outbox.now_iso(), summary))
        return f"{game}/{role}: {summary}"


def _apply(service, game, role, key, lines):
    """Submit each (line_no, command) in order until one is rejected; the fate of each:
    {"line", "status": applied|rejected|not tried, "error"?, "versions"?}."""
    fates = []
    stopped = False
    for no, command in lines:
        if stopped:
            fates.append({"line": command, "status": "not tried"})
            continue
        try:
            result = service.submit(game, role, command, channel="email",
                                    idempotency_key=f"{key}#{no}")
        except ServiceError as e:
            fates.append({"line": command, "status": "rejected", "error": e.message})
            stopped = True
            continue
        versions = [r.version for r in result.events]
        fates.append({"line": command, "status": "applied",
                      "versions": [versions[0], versions[-1]] if versions else []})
    return fates


def _summary(fates, accepted):
    if not accepted:
        return "refused: sender is not the seat's registered address"
    counts = {}
    for f in fates:
        counts[f["status"]] = counts.get(f["status"], 0) + 1
    return ", ".join(f"{n} {status}" for status, n in counts.items()) or "no commands"
