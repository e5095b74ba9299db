"""A stand-in for Discord on loopback: the webhook API pbem posts to, and the
application's side of interactions (slash commands signed as Discord signs them).

Webhook API, as Discord documents and answers it:
- `POST /api/webhooks/{id}/{token}?wait=true[&thread_id=T]` executes the webhook: the
  message object comes back (id, channel_id: the thread's when given, else the
  webhook's channel, content, embeds, ...); without wait=true, 204 and no body;
- `PATCH /api/webhooks/{id}/{token}/messages/{mid}[?thread_id=T]` edits a message the
  webhook made: the message object, or 404 {"message": "Unknown Message", "code":
  10008} when there is none (deleted);
- a wrong token is 401 {"code": 50027, "message": "Invalid Webhook Token"}, another
  webhook 404 {"code": 10015}, a thread_id that is no thread of the channel 400
  {"code": 10003, "message": "Unknown Channel"};
- a body over Discord's limits (content 2000, embed title 256, description 4096,
  footer 2048) or with allowed_mentions users that are no ids (or with "users" also
  parsed) is 400 {"code": 50035, "message": "Invalid Form Body"};
- every answer carries the bucket's headers (X-RateLimit-Limit, -Remaining, -Reset,
  -Reset-After, -Bucket); rate_limit(n, retry_after) answers the next N requests 429
  {"message": "You are being rate limited.", "retry_after": <float>, "global":
  false} with Retry-After (whole seconds, rounded up) and X-RateLimit-Scope: shared;
  break_down(n) answers the next N 502.
Every request is recorded (.requests: method, path, query, JSON body), and every user
a message notifies (.pinged, in order): only a new message pings, the users its
content mentions (<@ID>) that its allowed_mentions lets through (all without one),
never a mention in an embed nor one an edit adds.

Interactions: command(user, channel, text) builds the APPLICATION_COMMAND of
`/pbem text: ...` as Discord sends it (a guild member's, or a direct message's user)
and signs it with the application's Ed25519 key, X-Signature-Ed25519 (hex) over
X-Signature-Timestamp + body; send() posts it to the hook URL.
"""
import itertools
import json
import math
import re
import threading
import time
from urllib.parse import parse_qs, urlsplit

from nacl.signing import SigningKey

from tests.loopback import Loopback

WEBHOOK_ID, TOKEN = "1112223334445556667", "tok-EN_secret.123"
CHANNEL, GUILD, APPLICATION = "300000000000000001", "400000000000000001", \
    "500000000000000001"
LIMIT = 5


class Discord(Loopback):
    def __init__(self, threads=()):
        self.key = SigningKey.generate()
        self.threads = set(threads)       # threads of the webhook's channel
        self.messages = {}                # id -> message object
        self.requests = []                # {"method", "path", "query", "json", "status"}
        self.pinged = []                  # user ids notified, in order
        self.limited, self.retry_after, self.broken = 0, 0.0, 0
        self.hook_url = None
        self._ids = itertools.count(900000000000000001)
        self._lock = threading.Lock()

    # -- running (tests/loopback.py) -------------------------------------------------
    METHODS = ("POST", "PATCH")

    def handle(self, handler, method):
        self._api(handler, method)

    @property
    def webhook_url(self):
        return f"http://127.0.0.1:{self.port}/api/webhooks/{WEBHOOK_ID}/{TOKEN}"

    @property
    def public_key(self):
        return self.key.verify_key.encode().hex()

    def break_down(self, times=1):
        """Answer the next TIMES requests 502, as Discord's gateway does in a bad
        moment."""
        self.broken = times

    def rate_limit(self, times=1, retry_after=1.5):
        """Answer the next TIMES requests 429, naming RETRY_AFTER seconds."""
        self.limited, self.retry_after = times, retry_after

    # -- the webhook API -------------------------------------------------------------
    def _reply(self, handler, status, data=None):
        body = b"" if data is None else json.dumps(data).encode()
        self.requests[-1]["status"] = status      # recorded before the client hears
        remaining = 0 if status == 429 else LIMIT - 1
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(body)))
        headers = {"X-RateLimit-Limit": str(LIMIT), "X-RateLimit-Remaining":
                   str(remaining), "X-RateLimit-Reset": f"{time.time() + 2:.3f}",
                   "X-RateLimit-Reset-After": "2.000",
                   "X-RateLimit-Bucket": "f0e1d2c3b4a5"}
        if status == 429:
            headers.update({"Retry-After": str(math.ceil(self.retry_after)),
                            "X-RateLimit-Reset-After": f"{self.retry_after:.3f}",
                            "X-RateLimit-Scope": "shared"})
        for name, value in headers.items():
            handler.send_header(name, value)
        handler.end_headers()
        handler.wfile.write(body)
        return status

    def _api(self, handler, method):
        parts = urlsplit(handler.path)
        raw = handler.rfile.read(int(handler.headers.get("Content-Length") or 0))
        with self._lock:
            try:
                data = json.loads(raw) if raw else None
            except ValueError:
                data = None
            record = {"method": method, "path": parts.path,
                      "query": {k: v[0] for k, v in parse_qs(parts.query).items()},
                      "json": data, "status": None}
            self.requests.append(record)
            self._answer(handler, method, parts, record["query"], data)

    def _answer(self, handler, method, parts, query, data):
        if self.limited:
            self.limited -= 1
            return self._reply(handler, 429, {"message": "You are being rate limited.",
                                              "retry_after": self.retry_after,
                                              "global": False})
        if self.broken:
            self.broken -= 1
            return self._reply(handler, 502, {"message": "502: Bad Gateway", "code": 0})
        path = parts.path.split("/")       # "", api, webhooks, id, token, [messages, mid]
        if path[1:3] != ["api", "webhooks"] or len(path) not in (5, 7):
            return self._reply(handler, 404, {"message": "404: Not Found", "code": 0})
        if path[3] != WEBHOOK_ID:
            return self._reply(handler, 404,
                              {"message": "Unknown Webhook", "code": 10015})
        if path[4] != TOKEN:
            return self._reply(handler, 401, {"message": "Invalid Webhook Token",
                                              "code": 50027})
        thread = query.get("thread_id")
        if thread is not None and thread not in self.threads:
            return self._reply(handler, 400,
                              {"message": "Unknown Channel", "code": 10003})
        problem = _invalid(data)
        if problem:
            return self._reply(handler, 400, {"message": "Invalid Form Body",
                                              "code": 50035, "errors": problem})
        if method == "POST" and len(path) == 5:
            message = {"id": str(next(self._ids)), "type": 0, "webhook_id": WEBHOOK_ID,
                       "channel_id": thread or CHANNEL, "content": "", "embeds": [],
                       "mentions": [], "timestamp": time.time(), **data}
            self.messages[message["id"]] = message
            self.pinged += _pinged(data)
            if query.get("wait") != "true":
                return self._reply(handler, 204)
            return self._reply(handler, 200, message)
        if method == "PATCH" and len(path) == 7 and path[5] == "messages":
            message = self.messages.get(path[6])
            if message is None or message["channel_id"] != (thread or CHANNEL):
                return self._reply(handler, 404, {"message": "Unknown Message",
                                                  "code": 10008})
            message.update(data, edited_timestamp=time.time())
            return self._reply(handler, 200, message)
        return self._reply(handler, 405,
                              {"message": "405: Method Not Allowed", "code": 0})

    def delete(self, message_id):
        """Someone deletes a message in the channel."""
        del self.messages[message_id]

    def made(self):
        """The requests that created a message (POSTs answered 200)."""
        return [r for r in self.requests if r["method"] == "POST" and r["status"] == 200]

    def edits(self):
        return [r for r in self.requests if r["method"] == "PATCH"]

    # -- interactions ----------------------------------------------------------------
    def command(self, user, channel, text, interaction_id=None, guild=True, name="pbem"):
        """The APPLICATION_COMMAND of `/NAME text: TEXT` typed by USER in CHANNEL."""
        interaction = {
            "id": str(interaction_id or next(self._ids)), "application_id": APPLICATION,
            "type": 2, "token": "interaction-token", "version": 1,
            "channel_id": channel, "channel": {"id": channel, "type": 11},
            "data": {"id": "600000000000000001", "name": name, "type": 1,
                     "options": [{"name": "text", "type": 3, "value": text}]},
            "locale": "en-GB", "app_permissions": "0", "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD}, "context": 0}
        person = {"id": user, "username": f"user{user[-3:]}", "discriminator": "0",
                  "global_name": None, "avatar": None}
        if guild:
            interaction.update(guild_id=GUILD, guild_locale="en-US", member={
                "user": person, "roles": [], "nick": None, "permissions": "0",
                "joined_at": "2024-01-01T00:00:00+00:00", "deaf": False, "mute": False})
        else:
            interaction.update(user=person, context=1)
        return interaction

    def ping(self):
        return {"id": str(next(self._ids)), "application_id": APPLICATION, "type": 1,
                "token": "interaction-token", "version": 1}

    def signed(self, interaction, timestamp=None, key=None):
        """(headers, body) of INTERACTION as Discord posts it, signed with KEY (by
        default the application's) at TIMESTAMP (unix seconds; default now)."""
        body = json.dumps(interaction, separators=(",", ":")).encode()
        return self.headers_for(body, timestamp, key), body

    def headers_for(self, body, timestamp=None, key=None):
        """The headers Discord posts BODY (bytes) with, signed with KEY at TIMESTAMP."""
        stamp = str(int(time.time() if timestamp is None else timestamp))
        signature = (key or self.key).sign(stamp.encode() + body).signature.hex()
        return {"Content-Type": "application/json", "User-Agent":
                "Discord-Interactions/1.0 (+https://discord.com)",
                "X-Signature-Ed25519": signature, "X-Signature-Timestamp": stamp}

    def run(self, user, channel, text, **kw):
        """A user types `/pbem text: TEXT` in CHANNEL: (status, the response)."""
        return self.send(*self.signed(self.command(user, channel, text, **kw)))


def _pinged(data):
    """The users a new message of DATA notifies: those its content mentions that its
    allowed_mentions lets through (no allowed_mentions: every one)."""
    mentioned = re.findall(r"<@!?([0-9]+)>", data.get("content") or "")
    allowed = data.get("allowed_mentions")
    if allowed is None or "users" in (allowed.get("parse") or []):
        return mentioned
    return [u for u in mentioned if u in (allowed.get("users") or [])]


def _invalid(data):
    """Why Discord would refuse DATA as a message body (None: it would not)."""
    if not isinstance(data, dict):
        return "no JSON object"
    if len(data.get("content") or "") > 2000:
        return "content: must be 2000 or fewer in length"
    for embed in data.get("embeds") or []:
        for key, limit in (("title", 256), ("description", 4096)):
            if len(embed.get(key) or "") > limit:
                return f"embeds.{key}: must be {limit} or fewer in length"
        if len((embed.get("footer") or {}).get("text") or "") > 2048:
            return "embeds.footer.text: must be 2048 or fewer in length"
    allowed = data.get("allowed_mentions")
    users = (allowed or {}).get("users") or []
    if any(not str(u).isdigit() for u in users) or len(users) > 100:
        return "allowed_mentions.users: not snowflakes"
    if "users" in ((allowed or {}).get("parse") or []) and users:
        return "allowed_mentions: parse users and users are mutually exclusive"
    return None
