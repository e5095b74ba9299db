"""The one handler of inbound mail, behind the pipe (`pbem mail ingest`), LMTP and IMAP.

handle() reads one RFC 5322 message and answers with a sysexits code, which the pipe
returns to the MTA as its exit status and LMTP / IMAP map to their own replies:
0 delivered, 65 a message that cannot be read, 67 no valid reply address among the
recipients (forged, rotated or foreign tokens: nothing is applied), 75 try later (the
database is busy; nothing was applied, the MTA keeps the message and retries).

A delivered message is applied in one transaction with its bookkeeping: each command
line through Service.submit until the first rejected one (or, after an applied one,
the first that is no command at all: reading stops there, see pbem.core.lines), the
Message-ID recorded in the `inbound` table, and one answer queued in the outbox. So a message
delivered three times applies once and answers once, and a crash half-way applies
nothing.

One word is the channel's own, never a game command: a line `legal` (any case) asks
for every legal command. Mails of a game with a long list show only its short forms
(compose.legal_summary); the answer to a reply with that line lists all of them.

A reply to a daily digest (its own address, address.digest_address) plays in the
digest's games, its lines sorted by game id (pbem.mail.digest_reply), each game's
applied as above. Mail to [mail] from_address that is no delivery report is delivered
too, never bounced, and answered with how to reply (pbem.mail.how_to). A reply from an
address that is no seat's, refused, is told to the seat's owner only: answering it
could mail a stranger whose address was forged (backscatter).
"""
import hashlib
from dataclasses import dataclass
from email import policy
from email.parser import BytesParser

from pbem.core import lines, logs, seats
from pbem.core.text import hidden_character
from pbem.mail import address, bounce, compose, digest, digest_reply, how_to, reply
from pbem.telling import outbox, prefs
# the kinds of mail this handler queues; importing them registers their composers
from pbem.mail.answer import ANSWER, OTHER_SENDER, REJECTED

OK, BAD_MESSAGE, UNKNOWN_RECIPIENT, TRY_LATER = 0, 65, 67, 75
#: headers naming where the message was delivered, when the caller has no envelope
RECIPIENT_HEADERS = ("Delivered-To", "X-Original-To", "To", "Cc")


@dataclass
class Delivery:
    """What became of a message: a sysexits code and one line for logs."""
    code: int
    summary: str


def create(conn):
    """The inbound table of handled Message-IDs, made when missing (idempotent).
    pbem.schema runs this when a service is opened, so a delivery's transaction
    holds only its own writes."""
    conn.execute("CREATE TABLE IF NOT EXISTS inbound (message_id TEXT NOT NULL, "
                 "game TEXT NOT NULL, role TEXT NOT NULL, sender TEXT, received_at TEXT, "
                 "summary TEXT, PRIMARY KEY (message_id, game, role))")


#: what the email package may raise on malformed input (it has parser bugs that raise
#: IndexError on some broken headers)
_MALFORMED = (TypeError, ValueError, IndexError, AttributeError, LookupError)


def _clean(value):
    """VALUE with the raw 8-bit bytes of a header that are not UTF-8 as U+FFFD."""
    return value.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def _headers(msg, names):
    """The parsed headers of those names, in order; a header the email package cannot
    parse is left out."""
    wanted = {n.lower() for n in names}
    out = []
    for name, value in msg.raw_items():
        if name.lower() in wanted:
            try:
                out.append(msg.policy.header_fetch_parse(name, value))
            except _MALFORMED:
                continue
    return out


def _addresses(msg, names):
    return [a.addr_spec for h in _headers(msg, names) for a in getattr(h, "addresses", ())
            if a.addr_spec]


def _text(msg, name):
    found = _headers(msg, (name,))
    return _clean(str(found[0]).strip()) if found else ""


@dataclass
class Reply:
    """What handle() needs of a message, all read before anything is applied."""
    key: str                # the Message-ID, or a hash of the bytes without one
    sender: str
    subject: str
    recipients: list        # from Delivered-To / X-Original-To / To / Cc
    automatic: bool         # an auto-reply or bounce
    lines: list             # [(line_no, command)]
    references: list        # its References (else In-Reply-To): the thread it is in


def read(raw):
    """The Reply in RAW (bytes), or None when it is not a readable message (no From:
    address, one holding a control character such as NUL, which no mail server sends
    from and PostgreSQL's text cannot hold, or a structure the email package cannot
    take apart)."""
    try:
        msg = BytesParser(policy=policy.default).parsebytes(raw)
        senders = _addresses(msg, ("From",))
        if not senders or "@" not in senders[0] or _clean(senders[0]) != senders[0] \
                or hidden_character(senders[0]):
            return None
        auto = _text(msg, "Auto-Submitted").lower() or "no"
        # RFC 3834 / 3464: never apply nor answer these, so an out-of-office reply to
        # a turn mail cannot start a mail loop
        automatic = (auto != "no" or msg.get_content_type() == "multipart/report" or
                     _text(msg, "Precedence").lower() in ("bulk", "junk", "auto_reply"))
        return Reply(_text(msg, "Message-ID") or "sha256:" + hashlib.sha256(
                         raw).hexdigest()[:40], senders[0], _text(msg, "Subject"),
                     _addresses(msg, RECIPIENT_HEADERS), automatic,
                     reply.commands(reply.reply_text(reply.body_text(msg))),
                     compose.message_ids(_text(msg, "References") or
                                         _text(msg, "In-Reply-To")))
    except _MALFORMED:
        return None


def handle(service, cfg, raw, envelope_to=None):
    """Deliver one message (bytes); envelope_to: the recipients the MTA gave, else they
    are read from the headers. Returns a Delivery. A delivery-status notification (a
    bounce of a mail of pbem's, sent back to [mail] from_address) is never read as a
    reply: pbem.mail.bounce records it; a reply delivered resumes a sender that was
    paused after bounces."""
    try:
        report = bounce.read(raw)
        if report is not None:
            return Delivery(OK, bounce.record(service, cfg, report))
    except Exception as e:
        return _busy(service, e)
    mail = read(raw)
    if mail is None:
        return Delivery(BAD_MESSAGE, "not a readable message (no From: address)")
    if mail.automatic:
        return Delivery(OK, "ignored: an automatic message (auto-reply or bounce)")
    recipients = list(envelope_to or mail.recipients)
    conn = service.store.conn
    try:
        verdicts = [address.check(conn, cfg, rcpt) for rcpt in recipients]
        found = list(dict.fromkeys(v.seat for v in verdicts if v.seat))
        digests = list(dict.fromkeys(v.digest for v in verdicts if v.digest))
        if not found and not digests:
            if any(address.is_from_address(cfg, r) for r in recipients):
                with service.store.transaction() as conn:
                    return Delivery(OK, how_to.for_from_address(conn, cfg, mail))
            return Delivery(UNKNOWN_RECIPIENT, "no valid reply address among: "
                            + (", ".join(map(logs.address, recipients))
                               or "no recipients"))
        results = [_deliver(service, cfg, mail, game, role, mail.lines)
                   for game, role in found]
        results += [_deliver_digest(service, cfg, mail, row_id) for row_id in digests]
        if bounce.resume(service, mail.sender) is not None:
            results.append(f"{logs.address(mail.sender)} gets mail again (it was paused "
                           "after bounces)")
    except Exception as e:
        return _busy(service, e)
    return Delivery(OK, "; ".join(results))


def _deliver_digest(service, cfg, mail, row_id):
    """Apply a reply to the digest of outbox row ROW_ID: each game's lines for its
    seat, as a reply to the seat's own address, answered in the digest's thread; the
    lines of no game of the digest told how to write (once)."""
    row = outbox.get(service.store.conn, row_id)
    subject = digest.subject(row["payload"])
    by_seat, unsorted = digest_reply.sort(service.store.conn, row, mail.lines)
    results = [_deliver(service, cfg, mail, game, role, seat_lines, subject)
               for (game, role), seat_lines in by_seat.items()]
    if unsorted or not by_seat:
        with service.store.transaction() as conn:
            results.append(how_to.for_digest(conn, mail, row, subject, unsorted))
    return "; ".join(results)


def _busy(service, error):
    """TRY_LATER when ERROR says the database is busy (nothing was applied); any other
    error is raised again."""
    if service.store.dialect.busy(error):
        return Delivery(TRY_LATER, f"database busy, try later: {error}")
    raise error


def _registered(conn, game, role):
    for seat in seats.listing(conn, game):
        if seat["role"] == role:
            return seat["email"]
    return None


def _deliver(service, cfg, mail, game, role, commands, thread_subject=None):
    """Apply COMMANDS (line_no, command) of one message for one seat, once; answered
    in THREAD_SUBJECT (a digest's) when given, else in the game's. Returns a one-line
    summary."""
    key, sender = mail.key, mail.sender
    with service.store.transaction() as conn:
        done = conn.execute("SELECT summary FROM inbound WHERE message_id=? AND game=? "
                            "AND role=?", (key, game, role)).fetchone()
        if done:
            return f"{game}/{role}: already handled ({done[0]})"
        registered = _registered(conn, game, role)
        expected = registered is not None and registered.lower() == sender.lower()
        accepted = expected or cfg["mail"]["accept_other_senders"]
        # a refusal goes to a sender pbem mails anyway, never to a stranger
        answered = accepted or bool(seats.of_email(conn, sender))
        thread = {"message_id": key, "subject": mail.subject, "sender": sender,
                  "references": mail.references}
        fates = lines.apply(service, game, role, key, commands,
                            "email") if accepted else []
        if not expected and registered:
            outbox.enqueue(conn, OTHER_SENDER, registered, game=game, role=role,
                           version=service.store.version(game),
                           payload={**thread, "applied": accepted, "lines": fates,
                                    "answered": answered},
                           dedupe_key=f"{OTHER_SENDER}:{game}:{role}:{key}")
        kind = REJECTED if not accepted or lines.rejected(fates) else ANSWER
        if answered and not prefs.is_off(conn, sender, kind):
            outbox.enqueue(conn, kind, sender, game=game, role=role,
                           version=service.store.version(game),
                           payload={**thread, "lines": fates, "refused": not accepted,
                                    "thread_subject": thread_subject},
                           dedupe_key=f"reply:{game}:{role}:{key}")
        summary = _summary(fates, accepted)
        conn.execute("INSERT INTO inbound VALUES (?,?,?,?,?,?)",
                     (key, game, role, sender, outbox.now_iso(), summary))
        return f"{game}/{role}: {summary}"


def _summary(fates, accepted):
    if not accepted:
        return "refused: sender is not the seat's registered address"
    return lines.summary(fates)
