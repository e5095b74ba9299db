"""`pbem mail serve`: an LMTP listener (aiosmtpd) in front of the inbound handler.

The MTA hands each message over by LMTP; unknown recipients are refused already at
RCPT (550, saying why: address.check), so the MTA bounces them itself ([mail]
from_address is taken: delivery reports of pbem's mails arrive there, and any other
mail to it is answered with how to reply), and after DATA every accepted recipient
gets its own reply, as LMTP requires (RFC 2033): the
message is handled once per recipient, and a busy database answers 451 for that
recipient only, so the MTA retries just that delivery.

The handler runs the (short, synchronous) delivery on the server's own thread, which
keeps one database connection; the MTA's few concurrent LMTP sessions take turns.
"""
import logging
import signal
import threading

from aiosmtpd.controller import Controller
from aiosmtpd.lmtp import LMTP

from pbem.core import logs
from pbem.mail import address, inbound

log = logging.getLogger(__name__)

#: sysexits code -> LMTP reply for one recipient
REPLIES = {
    inbound.OK: "250 2.0.0 delivered",
    inbound.BAD_MESSAGE: "554 5.6.0 message not readable",
    inbound.UNKNOWN_RECIPIENT: "550 5.1.1 unknown recipient",
    inbound.TRY_LATER: "451 4.3.0 busy, try again later",
}


class _Handler:
    def __init__(self, service, cfg):
        self.service, self.cfg = service, cfg

    async def handle_RCPT(self, server, session, envelope, rcpt, rcpt_options):
        try:
            verdict = address.check(self.service.store.conn, self.cfg, rcpt)
        except Exception:                       # noqa: BLE001 - the MTA retries
            log.exception("LMTP: checking recipient %s failed", logs.address(rcpt))
            return "451 4.3.0 cannot check this recipient now, try again later"
        if not verdict.valid and not address.is_from_address(self.cfg, rcpt):
            return f"550 5.1.1 {verdict.refusal or 'unknown recipient'}"
        envelope.rcpt_tos.append(rcpt)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server, session, envelope):
        raw = envelope.original_content or envelope.content
        return "\r\n".join(self._deliver(raw, rcpt) for rcpt in envelope.rcpt_tos)

    def _deliver(self, raw, rcpt):
        try:
            delivery = inbound.handle(self.service, self.cfg, raw, envelope_to=[rcpt])
        except Exception:                       # noqa: BLE001 - keep the mail: retry
            log.exception("LMTP: delivering to %s failed", logs.address(rcpt))
            return "451 4.3.0 internal error, try again later"
        log.info("LMTP %s: %s %s", logs.address(rcpt), delivery.code, delivery.summary)
        return f"{REPLIES[delivery.code]} <{rcpt}>"


class LmtpServer(Controller):
    """The LMTP server on its own thread: start() / stop()."""

    def __init__(self, service, cfg, host=None, port=None):
        super().__init__(_Handler(service, cfg), hostname=host or cfg["lmtp"]["host"],
                         port=port or cfg["lmtp"]["port"], ready_timeout=10)

    def factory(self):
        return LMTP(self.handler, **self.SMTP_kwargs)


def serve(service, cfg, host=None, port=None):
    """Run the LMTP server until SIGTERM or SIGINT (from the main thread)."""
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    server = LmtpServer(service, cfg, host, port)
    server.start()
    try:
        stop.wait()
    finally:
        server.stop()
