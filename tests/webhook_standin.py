"""A stand-in for a site that speaks Standard Webhooks with pbem, on loopback: it
receives pbem's reports and answers at its URL and checks each one as a receiver
following the specification would (its own verifier, written from the
specification, not pbem's: the three headers, the v1 HMAC over id.timestamp.body,
the timestamp within five minutes), and it posts its players' moves to the
service's hook as signed pbem.post messages.

received: the envelopes it believed, in order (a retry of a message it already has,
the same webhook-id, is answered 200 and kept once); ids: every webhook-id it was
sent, retries included; violations: what did not verify. `answer_with` makes it
answer the next requests with those statuses (a 503, then what it would)."""
import base64
import hashlib
import hmac
import itertools
import json
import os
import time

from tests.loopback import Loopback


def new_secret():
    return "whsec_" + base64.b64encode(os.urandom(24)).decode()


def v1(secret, message_id, timestamp, body):
    raw_key = base64.b64decode(secret.removeprefix("whsec_"))
    digest = hmac.new(raw_key, f"{message_id}.{timestamp}.".encode() + body,
                      hashlib.sha256).digest()
    return "v1," + base64.b64encode(digest).decode()


class League(Loopback):
    def __init__(self, secret=None):
        self.secret = secret or new_secret()
        self.received, self.ids, self.violations = [], [], []
        self.answer_with = []
        self._messages = itertools.count(1)
        self._seen = set()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/pbem-events"

    def handle(self, handler, method):
        body = handler.rfile.read(int(handler.headers.get("Content-Length") or 0))
        message = handler.headers.get("webhook-id") or ""
        stamp = handler.headers.get("webhook-timestamp") or ""
        given = (handler.headers.get("webhook-signature") or "").split()
        self.ids.append(message)
        status = self.answer_with.pop(0) if self.answer_with else 204
        if not (message and stamp.isdigit() and abs(time.time() - int(stamp)) <= 300):
            self.violations.append(f"{message}: id or timestamp {stamp!r}")
            status = 400
        elif v1(self.secret, message, stamp, body) not in given:
            self.violations.append(f"{message}: signature {given!r}")
            status = 401
        elif status < 300 and message not in self._seen:
            self._seen.add(message)
            self.received.append(json.loads(body))
        handler.send_response(status)
        handler.send_header("Content-Length", "0")
        handler.end_headers()

    # -- the site's players --------------------------------------------------------
    def message(self, game, user, text, post_id=None, *, message_id=None,
                timestamp=None, secret=None, kind="pbem.post"):
        """(headers, body) of one signed post, as the site would send it: in the
        specification's envelope of type KIND, or bare ({"game", "user", "text"})
        when KIND is None."""
        data = {"game": game, "user": user, "text": text}
        if post_id is not None:
            data["id"] = post_id
        body = json.dumps(data if kind is None else {
            "type": kind, "timestamp": "2026-11-24T08:00:00Z", "data": data}).encode()
        message_id = message_id or f"msg_league{next(self._messages)}"
        stamp = str(int(time.time() if timestamp is None else timestamp))
        return {"Content-Type": "application/json", "webhook-id": message_id,
                "webhook-timestamp": stamp,
                "webhook-signature": v1(secret or self.secret, message_id, stamp,
                                        body)}, body

    def post(self, game, user, text, post_id=None, **how):
        """(status, JSON answer) of one signed post to the service's hook."""
        return self.send(*self.message(game, user, text, post_id, **how))
