"""The IMAP polling job: replies read from a mailbox into the inbound handler.

For hosts without a pipe or LMTP into pbem: the players' replies land in an ordinary
mailbox ([imap] settings) and the scheduler calls poll_imap() every few seconds. A
message is marked seen only once it is handled or is permanently bad (unreadable, or
for no valid reply address), never when the database asked to try later or handling
failed, so nothing is lost: the next poll takes it again, and the Message-ID makes a
second handling a no-op.
"""
import logging
import ssl

from imap_tools import AND, MailBox, MailBoxStartTls, MailMessageFlags

from pbem.mail import inbound

log = logging.getLogger(__name__)


#: [imap] security -> the imap-tools class that speaks it
MAILBOXES = {"ssl": MailBox, "starttls": MailBoxStartTls}


def open_mailbox(cfg):
    """A logged-in imap-tools mailbox over TLS (from the start, or by STARTTLS) at the
    configured folder, checking the server's certificate (imaplib alone would not)."""
    imap = cfg["imap"]
    if imap["security"] not in MAILBOXES:
        raise ValueError(f"[imap] security must be one of {', '.join(MAILBOXES)}, "
                         f"not {imap['security']!r}")
    context = ssl.create_default_context(cafile=imap["ca_file"] or None)
    box = MAILBOXES[imap["security"]](imap["host"], imap["port"], ssl_context=context)
    return box.login(imap["user"], imap["password"], initial_folder=imap["folder"])


def poll_imap(service, cfg):
    """Handle every unseen message of the [imap] mailbox; returns how many were
    marked seen."""
    done = 0
    with open_mailbox(cfg) as box:
        for msg in box.fetch(AND(seen=False), mark_seen=False):
            try:
                delivery = inbound.handle(service, cfg, msg.obj.as_bytes())
            except Exception:                   # noqa: BLE001 - leave it for next poll
                log.exception("IMAP: handling message uid %s failed", msg.uid)
                continue
            log.info("IMAP uid %s: %s %s", msg.uid, delivery.code, delivery.summary)
            if delivery.code != inbound.TRY_LATER:
                box.flag([msg.uid], MailMessageFlags.SEEN, True)
                done += 1
    return done
