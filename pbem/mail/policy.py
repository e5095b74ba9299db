"""`pbem mail policy`: a Postfix policy delegation service that refuses forged reply
addresses while the sender is still connected.

Without it Postfix accepts every address of the pbem domain and pbem refuses a forged
one only afterwards, so Postfix bounces it to the envelope sender, who, for forged
mail (spam), is an innocent stranger: backscatter. With `check_policy_service` in
smtpd_recipient_restrictions, Postfix asks this service about every RCPT TO and
refuses forged, rotated and unknown reply addresses itself, in the SMTP conversation;
nobody is mailed.

The protocol (Postfix's SMTPD_POLICY_README): the client sends `name=value` lines
ended by an empty line; the service answers one `action=...` line and an empty line,
and keeps the connection open for the next request (Postfix reuses it). The answer
is `DUNNO` (not pbem's to judge: a valid reply address of a seat or a digest, another
domain or local part, the From address that receives bounces, no recipient) or
`REJECT <why>` for an address of the reply form that address.check refuses, the one
check inbound mail and LMTP use too. An error of pbem's own answers DEFER_IF_PERMIT, so Postfix answers
"try later" and no mail is lost.

asyncio streams (stdlib) serve many connections on one thread, so one database
connection answers every request in turn; each answer is one short read.
"""
import asyncio
import logging

from pbem.core import logs
from pbem.mail import address

log = logging.getLogger(__name__)
#: the largest request line taken (Postfix's attributes are far shorter)
LINE_LIMIT = 8192


def decide(service, cfg, attrs):
    """The action for one request's attributes (a dict of str)."""
    recipient = attrs.get("recipient", "")
    if attrs.get("request") != "smtpd_access_policy" or not recipient:
        return "DUNNO"
    try:
        verdict = address.check(service.store.conn, cfg, recipient)
    except Exception:                           # noqa: BLE001 - Postfix retries later
        log.exception("policy: checking %s failed", logs.address(recipient))
        return "DEFER_IF_PERMIT cannot check this recipient now, try again later"
    return f"REJECT {verdict.refusal}" if verdict.refusal else "DUNNO"


async def _request(reader):
    """The attributes of the next request, or None at the end of the connection.
    Raises ValueError for a line that is not name=value."""
    attrs = {}
    while True:
        line = await reader.readline()
        if not line.endswith(b"\n"):           # closed (between or within requests)
            return None
        line = line.rstrip(b"\r\n").decode("utf-8", "replace")
        if not line:
            return attrs
        name, eq, value = line.partition("=")
        if not eq:
            raise ValueError(f"not a name=value line: {line[:80]!r}")
        attrs[name] = value


def _session(service, cfg):
    async def session(reader, writer):
        peer = writer.get_extra_info("peername")
        try:
            while (attrs := await _request(reader)) is not None:
                action = decide(service, cfg, attrs)
                log.info("policy %s: %s", logs.address(attrs.get("recipient", "-")),
                         action)
                writer.write(f"action={action}\n\n".encode())
                await writer.drain()
        except (ValueError, ConnectionError, asyncio.LimitOverrunError) as e:
            log.warning("policy: hanging up on %s: %s", peer, e)
        finally:
            writer.close()
    return session


async def start(service, cfg, host=None, port=None):
    """The listening asyncio server ([policy] host and port unless given)."""
    return await asyncio.start_server(
        _session(service, cfg), host or cfg["policy"]["host"],
        port or cfg["policy"]["port"], limit=LINE_LIMIT)


def serve(service, cfg, host=None, port=None):
    """Serve until the process is stopped (it keeps no state: SIGTERM may end it at
    any moment)."""
    async def forever():
        server = await start(service, cfg, host, port)
        async with server:
            await server.serve_forever()
    asyncio.run(forever())
