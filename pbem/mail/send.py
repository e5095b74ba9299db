"""The dispatch job: due outbox rows out through yagmail over SMTP.

Guarantees, and how:
- never sent twice once accepted: a row is marked sent (and committed) right after the
  server accepted it, before the next one is tried; a crash in between can resend one
  message, with the same Message-ID (fixed by the row), which mail clients collapse;
- an outage loses nothing: when the server cannot be reached (or refuses the login),
  no row is touched and the next run tries again; a message the server refuses with a
  temporary error is retried after retry_seconds, doubling each time, and marked failed
  after max_attempts (a permanent 5xx refusal at once); failed rows stay for
  `pbem outbox` and can be put back with `pbem outbox --retry ID`.
One dispatch runs at a time in a process (a lock); run the job in one process only.

yagmail opens the connection (host, port, security, login from [smtp]); the message is
the one pbem.mail.compose built, handed to the open connection as it is, because
yagmail's own builder can neither thread nor put the board inline by Content-ID.
"""
import logging
import smtplib
import ssl
import threading
from datetime import datetime, timedelta, timezone

import yagmail

from pbem import outbox
# Each kind's composer is registered by the module that owns the kind; the dispatcher
# imports them all, so whichever process dispatches can compose every row.
from pbem.mail import answer, deadline_mail, digest  # noqa: F401
from pbem.mail.compose import compose

log = logging.getLogger(__name__)
SECURITY = ("none", "starttls", "ssl")
_one_at_a_time = threading.Lock()


def _tls_context(smtp):
    return ssl.create_default_context(cafile=smtp["ca_file"] or None)


def client(cfg):
    """A yagmail client for [smtp], not yet connected."""
    smtp = cfg["smtp"]
    security = smtp["security"]
    if security not in SECURITY:
        raise ValueError(f"[smtp] security must be one of {', '.join(SECURITY)}, "
                         f"not {security!r}")
    extra = {"context": _tls_context(smtp)} if security == "ssl" else {}
    login = smtp["user"] or cfg["mail"]["from_address"]
    # yagmail appends "@gmail.com" to a user name without "@", except in this form.
    return yagmail.SMTP(
        user={login: login}, password=smtp["password"],
        host=smtp["host"], port=smtp["port"], smtp_ssl=security == "ssl",
        smtp_starttls={"context": _tls_context(smtp)} if security == "starttls" else False,
        smtp_skip_login=not smtp["user"], soft_email_validation=False,
        timeout=smtp["timeout"], **extra)


def _permanent(error):
    code = getattr(error, "smtp_code", None)
    if isinstance(error, smtplib.SMTPRecipientsRefused):
        code = min(c for c, _ in error.recipients.values())
    return code is not None and 500 <= code < 600


def dispatch_due(service, cfg, now=None):
    """Send the due mail rows; returns counts {"sent", "retry", "failed", "waiting"}
    ("waiting": due rows left untouched because the server could not be reached or
    the connection broke)."""
    now = now or datetime.now(timezone.utc)
    counts = {"sent": 0, "retry": 0, "failed": 0, "waiting": 0}
    with _one_at_a_time:
        rows = outbox.due(service.store.conn, "mail", now)
        if not rows:
            return counts
        yag = client(cfg)
        try:
            yag.login()
        except (OSError, smtplib.SMTPException) as e:
            log.warning("SMTP server %s:%s unavailable, %d mails wait: %s",
                        cfg["smtp"]["host"], cfg["smtp"]["port"], len(rows), e)
            counts["waiting"] = len(rows)
            return counts
        try:
            for done, row in enumerate(rows, 1):
                outcome, connected = _send_one(service, cfg, yag, row, now)
                counts[outcome] += 1
                if not connected:
                    counts["waiting"] = len(rows) - done
                    break
        finally:
            yag.close()
    return counts


def _send_one(service, cfg, yag, row, now):
    """Send one row on the open connection and record what happened; returns (the
    count it adds to, whether the connection is still usable)."""
    smtp = cfg["smtp"]
    try:
        msg = compose(service, cfg, row)
    except Exception as e:  # a row that cannot be composed will not heal by waiting
        log.exception("outbox row %s cannot be composed", row["id"])
        with service.store.transaction() as conn:
            outbox.mark_failed(conn, row["id"], f"compose: {e!r}")
        return "failed", True
    try:
        yag.smtp.send_message(msg, from_addr=cfg["mail"]["from_address"],
                              to_addrs=[row["recipient"]])
    except (OSError, smtplib.SMTPException) as e:
        answered = isinstance(e, (smtplib.SMTPResponseException,
                                  smtplib.SMTPRecipientsRefused))
        with service.store.transaction() as conn:
            if _permanent(e) or row["attempts"] + 1 >= smtp["max_attempts"]:
                outbox.mark_failed(conn, row["id"], e)
                return "failed", answered
            wait = smtp["retry_seconds"] * 2 ** row["attempts"]
            outbox.mark_retry(conn, row["id"], e, now + timedelta(seconds=wait))
        return "retry", answered
    with service.store.transaction() as conn:
        outbox.mark_sent(conn, row["id"], msg["Message-ID"], now)
    return "sent", True
