"""Bounces: delivery-status notifications (RFC 3464) about pbem's own mails.

pbem's mails leave with [mail] from_address as their envelope sender (Return-Path),
so every report of a mail that could not be delivered comes back to that address;
the host routes it to pbem like the reply addresses (the README, "Bounces"), and
inbound.handle() gives every multipart/report; report-type=delivery-status to
record() before anything reads it as a reply.

Which mail a report is about: the Message-ID of the mail it returns (whole, or only
its headers, or named in a per-message field), since every pbem mail's Message-ID is
fixed by its outbox row and kept there when it is sent. Only a report that returns no
Message-ID at all is matched by its recipient (Original-, else Final-Recipient), to
the last mail sent there. A report on no mail of ours (spam that forged our address)
changes nothing.

What it says, per recipient: Action failed with a 5.x.x status is a hard bounce, and
the row is marked bounced; failed with 4.x.x (the MTA gave up on a temporary error)
or with 5.2.2 (mailbox full: RFC 3463 calls X.2.2 a "persistent transient" error, the
mailbox comes back once its owner empties it) marks the row bounced too but does not
count; delayed is only noted. After [mail] bounce_limit hard bounces of distinct mails
(0: never) the address is paused: the dispatcher holds its mails (status held,
nothing is lost, `pbem outbox` lists them and the address). A reply from the address
(its mailbox works again) or `pbem outbox --resume-address` resumes it and its count
starts afresh. Of its held mails, those that ask it to act in a game (turn, decision,
reminder, expired) are superseded by a newer held mail of the same game (one of
those, or its end): only the latest says where the game stands, and a player back
after a week would otherwise get a week of stale turns. The rest are due again. A
report delivered twice is noted once (its Message-ID).
"""
import hashlib
from dataclasses import dataclass
from email import policy
from email.parser import BytesParser

from pbem.mail.address import bare
from pbem.telling import outbox

#: report-type of a multipart/report that is a delivery-status notification
REPORT_TYPES = ("delivery-status", "global-delivery-status")
#: the parts of a report that return the mail or its headers (RFC 3462, RFC 6533)
RETURNED = ("message/rfc822", "text/rfc822-headers", "message/global",
            "message/global-headers")
#: permanent statuses that do not count: mailbox full (RFC 3463 X.2.2)
SOFT = ("5.2.2",)
#: the kinds of held mail that a newer one of the game makes stale (they ask the
#: recipient to act on a position), and the kinds that do it (those, and the end)
STALE = ("turn", "decision", "reminder", "expired")
SUPERSEDING = STALE + ("ended",)


def create(conn):
    """The bounces table, made when missing (idempotent; pbem.schema runs it). One
    row per report and mail; `counting` is 1 until the address resumes."""
    conn.execute("CREATE TABLE IF NOT EXISTS bounces (report TEXT NOT NULL, "
                 "outbox_id INTEGER NOT NULL, address TEXT NOT NULL, action TEXT NOT NULL,"
                 " status TEXT NOT NULL, hard INTEGER NOT NULL, diagnostic TEXT, "
                 "received_at TEXT NOT NULL, counting INTEGER NOT NULL, "
                 "PRIMARY KEY (report, outbox_id))")
    conn.execute("CREATE INDEX IF NOT EXISTS bounces_address ON bounces(address, counting)")


@dataclass(frozen=True)
class Recipient:
    """One per-recipient block of a report."""
    address: str
    action: str         # failed, delayed (other actions are not kept)
    status: str         # e.g. 5.1.1
    diagnostic: str

    @property
    def hard(self):
        return (self.action == "failed" and self.status.startswith("5.")
                and self.status not in SOFT)


@dataclass(frozen=True)
class Report:
    key: str            # the report's own Message-ID, or a hash of its bytes
    message_ids: list   # of the mail it returns
    recipients: list    # [Recipient]


def _field(value):
    """The value of a typed field ("rfc822; a@b", "5.1.1 (comment)"), bare."""
    return " ".join(str(value or "").split())


def _first_word(value):
    return (_field(value).split() or [""])[0].lower()


def _typed_address(value):
    return _field(value).partition(";")[2]


def _parse_headers(part):
    """The header blocks of a part whose body is headers (a report's fields, returned
    headers): as the email package parsed them, or parsed here from its text."""
    payload = part.get_payload()
    if isinstance(payload, list):
        return payload
    text = part.get_payload(decode=True) or b""
    blocks = text.replace(b"\r\n", b"\n").split(b"\n\n")
    return [BytesParser(policy=policy.default).parsebytes(b, headersonly=True)
            for b in blocks if b.strip()]


def read(raw):
    """The Report in RAW (bytes), or None when it is not a delivery-status report (or
    one so broken that the email package cannot take it apart)."""
    try:
        return _read(raw)
    except (TypeError, ValueError, IndexError, AttributeError, LookupError):
        return None


def _read(raw):
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    if (msg.get_content_type() != "multipart/report" or
            str(msg.get_param("report-type", "")).lower() not in REPORT_TYPES):
        return None
    message_ids, recipients = [], []
    for part in msg.iter_parts():
        kind = part.get_content_type()
        if kind in RETURNED:
            blocks = _parse_headers(part)
            message_ids += [_field(b["Message-ID"]) for b in blocks[:1]]
        elif kind.endswith("delivery-status"):
            per_message, *per_recipient = _parse_headers(part) or [{}]
            message_ids.append(_field(per_message.get("X-Original-Message-ID")))
            for block in per_recipient:
                action = _first_word(block.get("Action"))
                who = (_typed_address(block.get("Original-Recipient")) or
                       _typed_address(block.get("Final-Recipient")))
                if action in ("failed", "delayed") and who:
                    recipients.append(Recipient(bare(who), action,
                                                _first_word(block.get("Status")),
                                                _field(block.get("Diagnostic-Code"))))
    key = _field(msg.get("Message-ID")) or "sha256:" + hashlib.sha256(raw).hexdigest()
    return Report(key, list(dict.fromkeys(m for m in message_ids if m)), recipients)


def _reported_row(conn, report, recipient):
    """The outbox row REPORT is about for RECIPIENT, or None (not a mail of ours)."""
    if report.message_ids:
        return next(filter(None, (outbox.sent_with(conn, m) for m in report.message_ids)),
                    None)
    return outbox.last_sent_to(conn, recipient.address)


def record(service, cfg, report):
    """Note what REPORT says of pbem's mails (one transaction); returns a summary."""
    notes = []
    with service.store.transaction() as conn:
        for rcpt in report.recipients:
            row = _reported_row(conn, report, rcpt)
            if row is None:
                notes.append(f"{rcpt.address}: {rcpt.action}, but no mail of ours")
                continue
            who = bare(row["recipient"])
            was = paused(conn, cfg, who)
            added = conn.execute(
                "INSERT INTO bounces VALUES (?,?,?,?,?,?,?,?,1) ON CONFLICT DO NOTHING",
                (report.key, row["id"], who, rcpt.action, rcpt.status, int(rcpt.hard),
                 rcpt.diagnostic[:500], outbox.now_iso())).rowcount
            if not added:
                notes.append(f"{who}: row {row['id']} already noted")
                continue
            if rcpt.action == "failed":
                outbox.mark_bounced(conn, row["id"], f"bounced: {rcpt.status} "
                                                     f"{rcpt.diagnostic}")
            what = ("bounced" if rcpt.hard else "bounced, soft: not counted"
                    if rcpt.action == "failed" else "delayed: not counted")
            now = "; paused" if not was and paused(conn, cfg, who) else ""
            notes.append(f"{who}: row {row['id']} {what} ({rcpt.status}){now}")
    if not notes:
        return "ignored: a delivery report naming no failed or delayed recipient"
    return "delivery report: " + "; ".join(notes)


def _counts(conn, address=None):
    """{address: (hard bounces counting, last status, last diagnostic, last time)}."""
    where, args = ("AND address=?", (address,)) if address else ("", ())
    mails, last = {}, {}
    for who, outbox_id, *latest in conn.execute(
            "SELECT address, outbox_id, status, diagnostic, received_at FROM bounces "
            "WHERE hard=1 AND counting=1 " + where + " ORDER BY received_at", args):
        mails.setdefault(who, set()).add(outbox_id)
        last[who] = tuple(latest)
    return {who: (len(mails[who]), *latest) for who, latest in last.items()}


def pauses(conn, cfg):
    """The paused addresses: [{"address", "bounces", "status", "diagnostic", "at"}]."""
    limit = cfg["mail"]["bounce_limit"]
    return [{"address": a, "bounces": n, "status": s, "diagnostic": d, "at": t}
            for a, (n, s, d, t) in sorted(_counts(conn).items())
            if 0 < limit <= n]


def paused(conn, cfg, address):
    """Whether mail to ADDRESS (any case) is paused after its hard bounces."""
    limit = cfg["mail"]["bounce_limit"]
    return 0 < limit <= _counts(conn, bare(address)).get(bare(address), (0,))[0]


def stale(rows):
    """The ids of those held ROWS (oldest first) that a newer one of their game
    supersedes (STALE, SUPERSEDING)."""
    newest = {}
    for row in rows:
        if row["kind"] in SUPERSEDING:
            newest[row["game"]] = row["id"]
    return [r["id"] for r in rows if r["kind"] in STALE and r["id"] < newest[r["game"]]]


def resume(service, address):
    """ADDRESS (any case) gets mail again: its bounces no longer count, its stale held
    mails are superseded and the others are due now. Returns (due, superseded), or
    None when none of its bounces counted; then nothing is written (a reply resumes
    its sender, and most senders never bounced)."""
    address = bare(address)
    if not service.store.conn.execute("SELECT 1 FROM bounces WHERE address=? AND "
                                      "counting=1", (address,)).fetchone():
        return None
    with service.store.transaction() as conn:
        conn.execute("UPDATE bounces SET counting=0 WHERE address=?", (address,))
        return release(conn, address, f"{address} resumed")


def release(conn, address, when):
    """ADDRESS's held mails go (it resumed, or its owner consented to game mail):
    those a newer one of their game makes stale are superseded, saying WHEN the newer
    one went, and the others are due now (the dispatcher holds again what must still
    wait). Returns (due, superseded)."""
    superseded = stale(outbox.held(conn, address))
    outbox.supersede(conn, superseded, f"superseded: a newer mail of its game went "
                                       f"when {when}")
    return outbox.release_held(conn, address), len(superseded)
