"""Mail commands: the inbound mail (pbem mail ingest|serve|policy), the outbox and
the digests."""
import logging
import os
import sys

import click

from pbem.cli.base import main, service_command, with_service


@main.group()
def mail():
    """Inbound mail: the MTA pipe, the LMTP listener and the Postfix policy service."""


@mail.command()
@click.option("--recipient", "recipients", multiple=True,
              help="envelope recipient given by the MTA (default: read the headers)")
@service_command(unusable_exit=os.EX_TEMPFAIL)
def ingest(service, cfg, recipients):
    """Deliver one RFC 5322 message from stdin; exit 0 delivered, 65 bad message,
    67 unknown recipient, 75 try later (sysexits, for an MTA pipe)."""
    from pbem.core import logs
    from pbem.mail import inbound
    logs.configure(cfg)
    try:
        delivery = inbound.handle(service, cfg, sys.stdin.buffer.read(),
                                  envelope_to=list(recipients) or None)
    except Exception:  # noqa: BLE001 - an MTA keeps a 75 and retries: no mail lost
        logging.getLogger("pbem.mail.ingest").exception("error, try later")
        sys.exit(inbound.TRY_LATER)
    logging.getLogger("pbem.mail.ingest").log(
        logging.INFO if delivery.code == inbound.OK else logging.WARNING, "%s %s",
        delivery.code, delivery.summary)
    sys.exit(delivery.code)


@mail.command(name="serve")
@click.option("--host", default=None, help="default: [lmtp] host")
@click.option("--port", default=None, type=int, help="default: [lmtp] port")
@with_service
def mail_serve(service, cfg, host, port):
    """Run the LMTP listener for the MTA until interrupted."""
    from pbem.core import logs
    from pbem.mail import lmtp
    logs.configure(cfg)
    click.echo(f"pbem LMTP on {host or cfg['lmtp']['host']}:"
               f"{port or cfg['lmtp']['port']}", err=True)
    lmtp.serve(service, cfg, host, port)


@mail.command(name="policy")
@click.option("--host", default=None, help="default: [policy] host")
@click.option("--port", default=None, type=int, help="default: [policy] port")
@with_service
def mail_policy(service, cfg, host, port):
    """Run the Postfix policy service (check_policy_service) until stopped: forged,
    rotated or unknown reply addresses are refused at RCPT, so none is bounced."""
    from pbem.core import logs
    from pbem.mail import policy
    logs.configure(cfg)
    click.echo(f"pbem policy service on {host or cfg['policy']['host']}:"
               f"{port or cfg['policy']['port']}", err=True)
    policy.serve(service, cfg, host, port)


@main.command(name="outbox")
@click.option("--retry", "retry_id", type=int, default=None,
              help="put this failed row back to pending")
@click.option("--resume-logins", is_flag=True,
              help="end the pause of SMTP logins now (after fixing [smtp])")
@click.option("--resume-address", default=None, metavar="EMAIL",
              help="send to an address paused after bounces again (its held mails too)")
@with_service
def outbox_cmd(service, cfg, retry_id, resume_logins, resume_address):
    """List pending, sending, held, failed and bounced notifications (id, status, kind,
    recipient, game, attempts, next attempt, last error: a wrong [smtp] login shows
    here); --retry ID sends a failed one again. While logins are paused after the
    server refused one (a wrong password), a line before the list says until when;
    --resume-logins ends the pause, so a fixed password is tried on the next run
    rather than when the pause (up to [smtp] login_pause_max_seconds) is over. A line
    names each address paused after [mail] bounce_limit hard bounces (its mails are
    held); a reply from it, or --resume-address, resumes it: of each game only the
    latest held mail asking it to act goes, the older ones are listed as superseded
    (as mails of taken-back moves are listed as withdrawn). The list, its header
    line first, goes to stdout (for a pipe); those lines about pauses to stderr."""
    from datetime import datetime, timezone

    from pbem.telling import outbox
    from pbem.core.errors import NotFound
    from pbem.mail import bounce
    if resume_address is not None:
        resumed = bounce.resume(service, resume_address)
        if resumed is None:
            raise NotFound(f"{resume_address} is not paused")
        click.echo(f"{resume_address} gets mail again: {resumed[0]} held mails due, "
                   f"{resumed[1]} superseded by a newer mail of their game", err=True)
        return
    if retry_id is not None:
        with service.store.transaction() as conn:
            if not outbox.requeue(conn, retry_id):
                raise NotFound(f"no failed outbox row {retry_id}")
        click.echo(f"row {retry_id} is pending again", err=True)
        return
    if resume_logins:
        with service.store.transaction() as conn:
            outbox.resume_logins(conn)
        click.echo("SMTP logins are tried again on the next dispatch run", err=True)
        return
    if not cfg["mail"]["enabled"]:
        click.echo("mail is off ([mail] enabled = false): the mails below wait, and go "
                   "out only once it is turned on", err=True)
    pause = outbox.login_pause(service.store.conn)
    if pause is not None and datetime.now(timezone.utc) < pause["paused_until"]:
        error = " ".join((pause["last_error"] or "").split())
        click.echo(f"SMTP logins paused until {outbox.now_iso(pause['paused_until'])} "
                   f"({pause['refusals']} refused in a row since "
                   f"{outbox.now_iso(pause['since'])}; after fixing [smtp], "
                   f"`pbem outbox --resume-logins` ends the pause): {error}", err=True)
    for p in bounce.pauses(service.store.conn, cfg):
        click.echo(f"mail to {p['address']} paused after {p['bounces']} hard bounces "
                   f"(the last {p['at']}: {p['status']} {p['diagnostic']}); its mails are "
                   f"held until a reply from it or `pbem outbox --resume-address "
                   f"{p['address']}`", err=True)
    click.echo("id\tstatus\tkind\trecipient\tgame\tattempts\tnext attempt\tlast error")
    for row in outbox.listing(service.store.conn):
        # a row being sent is tried again (by another run) when its claim runs out
        nxt = row["lease_until"] if row["status"] == "sending" else row["next_attempt_at"]
        click.echo(f"{row['id']}\t{row['status']}\t{row['kind']}\t{row['recipient']}\t"
                   f"{row['game'] or '-'}\t{row['attempts']}\t{nxt}\t"
                   f"{row['last_error'] or ''}")


@main.command()
@click.option("--now", "immediately", is_flag=True,
              help="every player's digest now, whatever the hour (still once a day)")
@with_service
def digest(service, cfg, immediately):
    """Run the digest job: enqueue the digests that are due (prints how many); with
    [mail] enabled, compose and send them in worker processes."""
    from pbem.jobs import digest_pool
    click.echo(digest_pool.run_digests(service, cfg, immediately=immediately))


@main.command(name="digest-setting")
@click.argument("email")
@click.option("--hour", type=click.IntRange(0, 23), default=None,
              help="local hour of the daily digest")
@click.option("--tz", default=None, help="IANA time zone, e.g. Europe/Warsaw")
@click.option("--off", is_flag=True, help="no more digests")
@with_service
def digest_setting(service, cfg, email, hour, tz, off):
    """Daily digest for EMAIL at --hour in --tz, or --off."""
    from pbem.telling import digests
    if off == (hour is not None or tz is not None) or (not off and None in (hour, tz)):
        raise click.UsageError("give --hour and --tz, or --off")
    if off:
        digests.turn_off(service, email)
        click.echo(f"{email}: no digest")
    else:
        digests.set_daily(service, email, hour, tz)
        click.echo(f"{email}: daily digest at {hour:02d}:00 {tz}")
