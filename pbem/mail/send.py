"""The dispatch job: due outbox rows out through yagmail over SMTP.

Digests are the digest job's (pbem.jobs.digest_pool): its worker processes send them
through dispatch(), the same way, and dispatch_due leaves them alone.

Guarantees, and how:
- one sender per row: a row is sent only by the dispatcher that claimed it
  (pbem.telling.outbox.claim, one atomic UPDATE giving it a lease of [smtp] lease_seconds),
  so dispatchers may run at once in threads or processes; a dispatcher that dies
  holding a claim leaves the row to be sent again once the lease has run out;
- never sent twice once accepted: a row is marked sent (and committed) right after the
  server accepted it, before the next one is claimed; a crash in between can resend
  one message, with the same Message-ID (fixed by the row), which mail clients
  collapse;
- an outage loses nothing: when the server cannot be reached, no attempt is counted
  (the error is noted on the due rows) and the next run tries again; a message the
  server refuses with a temporary error is retried after retry_seconds, doubling each
  time, and marked failed after max_attempts (a permanent 5xx refusal at once);
- a row that cannot be composed (a database too busy, a game gone) stays due: it is
  retried like a temporary refusal, with its error noted, and failed after
  max_attempts;
- a wrong configuration is visible: a login the server refuses (a wrong password),
  a certificate that does not verify, a security setting the server lacks counts as
  an attempt of every due row, with its error, so `pbem outbox` shows it; the rows
  stay due, so they go once the configuration is fixed. Failed rows can be put back
  with `pbem outbox --retry ID`;
- a paused address gets no mail: after [mail] bounce_limit hard bounces
  (pbem.mail.bounce) its due rows are held, not sent, and are due again when the
  address resumes;
- an address gets game mail only with its owner's consent (pbem.players.addresses):
  the game mail of an address a web form named is held until its owner confirms it
  (the mailed link, or signing in), and goes then as a resumed address's does;
- a wrong configuration does not hammer the server: such a refusal pauses logins
  (pbem.telling.outbox.login_pause, in the database, so every dispatcher process keeps it)
  for retry_seconds, doubling with each refusal in a row up to login_pause_max_seconds;
  a run within the pause does not connect at all (its due rows wait, with the error
  noted, no attempt counted), the first run after it tries to log in again, and an
  accepted login ends the pause. A server that cannot be reached pauses nothing: it may be
  back any minute, and trying it costs nothing but a connection.

yagmail opens the connection (host, port, security, login from [smtp]); the message is
the one pbem.mail.compose built, handed to the open connection as it is, because
yagmail's own builder can neither thread nor put the board inline by Content-ID.
"""
import logging
import smtplib
import ssl
from datetime import datetime, timedelta, timezone

import yagmail

from pbem.mail import address, bounce
from pbem.players import addresses
from pbem.telling import digests, notify, outbox
# Each kind's composer is registered by the module that owns the kind; the dispatcher
# imports them all, so whichever process dispatches can compose every row.
from pbem.mail import (answer, confirm, deadline_mail, digest, how_to,  # noqa: F401
                       invitation, seat_link, signin)
from pbem.mail.compose import compose

log = logging.getLogger(__name__)
SECURITY = ("none", "starttls", "ssl")


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


def _misconfigured(error):
    """Whether a failure to connect and log in is the configuration's fault (a wrong
    login, a certificate that does not verify, an extension the server lacks, a bad
    setting), not a server that is down for now."""
    return (_permanent(error) or isinstance(error, (ssl.SSLError, ValueError,
                                                    smtplib.SMTPNotSupportedError)))


def dispatch_due(service, cfg, now=None):
    """Send the due mail rows this dispatcher can claim, digests aside (the digest
    job sends those from its pool of worker processes, pbem.jobs.digest_pool, so the
    process running this job never composes one); returns counts as dispatch does."""
    now = now or datetime.now(timezone.utc)
    _release_consented(service, cfg)
    return dispatch(service, cfg, outbox.due(service.store.conn, "mail", now,
                                             skip=(digests.KIND,)), now)


def dispatch(service, cfg, rows, now):
    """Send those of ROWS (due outbox rows) this dispatcher can claim; returns counts
    {"sent", "retry", "failed", "waiting"} ("waiting": due rows not sent: left for the
    next run because the server could not be reached, refused the configuration,
    logins are paused, or the connection broke; or held because their address is
    paused)."""
    counts = {"sent": 0, "retry": 0, "failed": 0, "waiting": 0}
    rows = _hold_paused(service, cfg, rows, now, counts)
    if not rows:
        return counts
    pause = outbox.login_pause(service.store.conn)
    if pause is not None and now < pause["paused_until"]:
        return _paused(service, cfg, rows, pause, now, counts)
    yag = None
    try:
        yag = client(cfg)
        yag.login()
    except (OSError, ValueError, smtplib.SMTPException) as e:
        if yag is not None:
            yag.close()             # a refused login leaves the connection open
        return _not_connected(service, cfg, rows, e, now, counts)
    try:
        if outbox.login_pause(service.store.conn) is not None:
            with service.store.transaction() as conn:
                outbox.resume_logins(conn)
            log.warning("SMTP %s:%s accepted the login: logins are no longer paused",
                        cfg["smtp"]["host"], cfg["smtp"]["port"])
        for done, row in enumerate(rows, 1):
            # the lease runs from the claim, not from the start of a long batch
            moment = max(now, datetime.now(timezone.utc))
            with service.store.transaction() as conn:
                row = outbox.claim(conn, row["id"], cfg["smtp"]["lease_seconds"], moment)
            if row is None:             # another dispatcher has it, or has sent it
                continue
            outcome, connected = _send_one(service, cfg, yag, row, now)
            counts[outcome] += 1
            if not connected:
                counts["waiting"] = len(rows) - done
                break
    finally:
        yag.close()
    return counts


def _hold_paused(service, cfg, rows, now, counts):
    """Hold each of ROWS that may not go to its recipient now (counted as waiting):
    the address is paused after bounces, or its owner has not consented to game mail
    (pbem.telling.notify.withheld); returns the others."""
    paused = {p["address"]: p for p in bounce.pauses(service.store.conn, cfg)}
    keep = []
    for row in rows:
        pause = paused.get(address.bare(row["recipient"]))
        why = (f"held: {row['recipient']} is paused after {pause['bounces']} hard "
               "bounces" if pause else notify.withheld(service.store.conn, row))
        if why is None:
            keep.append(row)
            continue
        with service.store.transaction() as conn:
            if outbox.claim(conn, row["id"], cfg["smtp"]["lease_seconds"], now):
                outbox.hold(conn, row["id"], why)
                counts["waiting"] += 1
    return keep


def _release_consented(service, cfg):
    """Every held mail of an address whose owner has consented since it was held (by
    the mailed link, by signing in with it, or the host vouching for it in a game he
    made) goes, the stale ones superseded as after a bounce pause
    (pbem.mail.bounce.release); an address still paused after bounces stays held."""
    conn = service.store.conn
    for who in sorted(addresses.confirmed_among(conn, outbox.held_recipients(conn))):
        if not bounce.paused(conn, cfg, who):
            with service.store.transaction() as tx:
                bounce.release(tx, who, f"{who} could be mailed")


def _not_connected(service, cfg, rows, error, now, counts):
    """The server could not be reached or refused the login: every due row this
    dispatcher can claim waits for the next run, due at once, with the error noted;
    a configuration error also counts as an attempt of each, so `pbem outbox` shows
    it, and pauses logins (_pause_logins); neither fails a message: mail goes once the
    configuration is fixed."""
    smtp = cfg["smtp"]
    misconfigured = _misconfigured(error)
    text = (f"SMTP {smtp['host']}:{smtp['port']} "
            f"{'refused the configuration' if misconfigured else 'unreachable'}: "
            f"{type(error).__name__}: {error}")
    if not misconfigured:
        log.warning("%s; %d due mails wait", text, len(rows))
        return _wait(service, cfg, rows, text, False, now, counts)
    pause = _pause_logins(service, cfg, text, now)
    log.error("%s; %d due mails wait; no login before %s (refusal %d in a row)",
              text, len(rows), outbox.now_iso(pause["paused_until"]), pause["refusals"])
    return _wait(service, cfg, rows, _paused_text(pause), True, now, counts)


def _pause_logins(service, cfg, text, now):
    """Note a login refused at NOW: no login for [smtp] retry_seconds, doubled for
    each refusal in a row before, at most login_pause_max_seconds; returns the pause.
    A refusal within a pause that another dispatcher began meanwhile (two tried at
    once) keeps that pause and its count: they were one refusal."""
    smtp = cfg["smtp"]
    with service.store.transaction() as conn:
        pause = outbox.login_pause(conn)
        if pause is not None and now < pause["paused_until"]:
            return pause
        refusals = (pause["refusals"] if pause else 0) + 1
        wait = min(smtp["retry_seconds"] * 2 ** (refusals - 1),
                   smtp["login_pause_max_seconds"])
        pause = {"refusals": refusals, "paused_until": now + timedelta(seconds=wait),
                 "last_error": text, "since": pause["since"] if pause else now}
        outbox.pause_logins(conn, **pause)
    return pause


def _paused_text(pause):
    return (f"{pause['last_error']}; logins paused until "
            f"{outbox.now_iso(pause['paused_until'])}")


def _paused(service, cfg, rows, pause, now, counts):
    """Logins are paused after a refused configuration: connect to nothing; every due
    row this dispatcher can claim waits, with the error noted, no attempt counted."""
    log.info("SMTP logins paused until %s after %d refused in a row; %d due mails wait",
             outbox.now_iso(pause["paused_until"]), pause["refusals"], len(rows))
    return _wait(service, cfg, rows, _paused_text(pause), False, now, counts)


def _wait(service, cfg, rows, text, attempted, now, counts):
    """Give back each due row this dispatcher can claim unsent, due at once, with
    TEXT noted (and an attempt counted when ATTEMPTED); counts them as waiting."""
    lease = cfg["smtp"]["lease_seconds"]
    for row in rows:
        with service.store.transaction() as conn:
            if outbox.claim(conn, row["id"], lease, now) is not None:
                outbox.release(conn, row["id"], text, attempted=attempted)
                counts["waiting"] += 1
    return counts


def _record_failure(conn, cfg, row, error, now, permanent):
    """A failed attempt of ROW: failed when PERMANENT or out of attempts, else retried
    after the doubling back-off; returns the count it adds to."""
    smtp = cfg["smtp"]
    if permanent or row["attempts"] + 1 >= smtp["max_attempts"]:
        outbox.mark_failed(conn, row["id"], error)
        return "failed"
    wait = smtp["retry_seconds"] * 2 ** row["attempts"]
    outbox.mark_retry(conn, row["id"], error, now + timedelta(seconds=wait))
    return "retry"


def _send_one(service, cfg, yag, row, now):
    """Send one claimed row on the open connection and record what happened; returns
    (the count it adds to, whether the connection is still usable)."""
    try:
        msg = compose(service, cfg, row)
    except Exception as e:  # noqa: BLE001 - retried like a temporary refusal: a busy
        # database may heal, and a row that never composes fails after max_attempts
        log.exception("outbox row %s cannot be composed", row["id"])
        with service.store.transaction() as conn:
            return _record_failure(conn, cfg, row, f"compose: {e!r}", now, False), True
    try:
        yag.smtp.send_message(msg, from_addr=cfg["mail"]["from_address"],
                              to_addrs=[row["recipient"]])
    except (OSError, smtplib.SMTPException) as e:
        answered = isinstance(e, (smtplib.SMTPResponseException,
                                  smtplib.SMTPRecipientsRefused))
        with service.store.transaction() as conn:
            return _record_failure(conn, cfg, row, e, now, _permanent(e)), answered
    with service.store.transaction() as conn:
        outbox.mark_sent(conn, row["id"], msg["Message-ID"], now)
    return "sent", True
