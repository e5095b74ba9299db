"""Any other forum, league site or bot that speaks Standard Webhooks
(https://www.standardwebhooks.com): posts come in as signed webhooks, reports and
answers go out as signed webhooks.

Both ways a message is signed as the specification says: the headers webhook-id (the
message's id, the same on every retry of it), webhook-timestamp (Unix seconds) and
webhook-signature, a space-separated list of "v1,<base64 HMAC-SHA256(key,
f"{id}.{timestamp}.{body}")>" where the key is the base64 after "whsec_" in the
configured secret. Several signatures may be listed (while a secret is rotated): one
that matches is enough; a signature of another version (v1a, asymmetric) is skipped.

In: `POST /hooks/webhook/<forum>`, believed only when a v1 signature of the raw body
matches (constant time; 401 otherwise) and its timestamp is within max_age_seconds
(300, the specification's five minutes) of now either way (401: a replay, or a
clock that is wrong). Its body is {"game": "3d67cc4663", "user": "ann",
"text": "```pbem\\nend\\n```", "id": "optional post id"}, bare or as the data of
the specification's envelope {"type": "pbem.post", "timestamp", "data"}: a post
names its game (such a forum binds a game to itself, no topic or thread); an
envelope of another type is answered 200 and ignored. The webhook-id makes a retry
the same message again, and the id, when given, makes the same post sent as two
messages the same post (Inbound.keys).

Out: `POST url` with {"type": "pbem.report" | "pbem.answer", "timestamp", "data":
{"forum", "game", "version", "head", "markdown", "board", "mentions", "reply_to",
"report": the post as plain data (pbem.forum.report)}}, signed as above; its
webhook-id is derived from what the post is (forum, game, report version or the post
answered), so a retry sends the same id and the receiver can drop a duplicate.
A 2xx is delivered; 429 waits its Retry-After, a 5xx is retried, no answer waits
(pbem.forum.http), and any other status fails the post (410 Gone among them: the
specification's way to say the endpoint is no more).
"""
import base64
import binascii
import hashlib
import hmac
import json

from pbem.core.errors import Invalid
from pbem.forum import http
from pbem.forum.adapter import Adapter, Fail, Ignore, Inbound, Refuse, Sent, stale

PREFIX, VERSION = "whsec_", "v1"
POST_TYPE = "pbem.post"


def key(secret):
    """The HMAC key of a Standard Webhooks SECRET ("whsec_" + base64); Invalid when it
    is not one."""
    text = (secret or "").strip()
    text = text[len(PREFIX):] if text.startswith(PREFIX) else text
    try:
        decoded = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        decoded = b""
    if len(decoded) < 16:
        raise Invalid("a webhook secret is whsec_ and a base64 key of 16 to 64 bytes "
                      "(make one: python -c \"import base64, os; print('whsec_' + "
                      "base64.b64encode(os.urandom(32)).decode())\")")
    return decoded


def sign(secret, message_id, timestamp, body):
    """The v1 signature ("v1,<base64>") of BODY (bytes) sent as MESSAGE_ID at
    TIMESTAMP (Unix seconds)."""
    signed = f"{message_id}.{timestamp}.".encode() + body
    digest = hmac.new(key(secret), signed, hashlib.sha256).digest()
    return f"{VERSION},{base64.b64encode(digest).decode()}"


def signed_headers(secret, message_id, timestamp, body):
    """The three headers of one message."""
    return {"webhook-id": message_id, "webhook-timestamp": str(int(timestamp)),
            "webhook-signature": sign(secret, message_id, int(timestamp), body)}


def signature_matches(secret, message_id, timestamp, body, given):
    """Whether one of the v1 signatures listed in GIVEN is BODY's (constant time)."""
    expected = sign(secret, message_id, timestamp, body).encode()
    return any(hmac.compare_digest(candidate.encode("utf-8", "replace"), expected)
               for candidate in given.split() if candidate.startswith(VERSION + ","))


def _post(body):
    """The post of a message, its fields checked: the specification's envelope
    {"type": "pbem.post", "data": {...}} or the bare {"game", "user", "text"} (None
    for an envelope of another type); ValueError when it is neither or a field is
    missing."""
    message = json.loads(body)
    if not isinstance(message, dict):
        raise ValueError("not a JSON object")
    if "data" in message or "type" in message:
        if message.get("type") != POST_TYPE:
            return None
        message = message.get("data")
        if not isinstance(message, dict):
            raise ValueError('not an envelope {"type", "timestamp", "data": {...}}')
    for field in ("game", "user", "text"):
        if not isinstance(message.get(field), str) or not message[field].strip():
            raise ValueError(f"{field} is missing or not a text")
    if "id" in message and not isinstance(message["id"], (str, int)):
        raise ValueError("id is not a text or a number")
    return message


def message_id(forum, post):
    """The webhook-id of one Outgoing: the same for every retry of the same post."""
    what = f"report:{post.version}" if post.kind == "report" else \
        f"answer:{post.data.get('post')}"
    digest = hashlib.sha256(f"{forum}:{post.game}:{what}".encode()).hexdigest()
    return f"msg_{digest[:32]}"


class Webhook(Adapter):
    KEYS = {"url": "", "secret": "", "max_age_seconds": 300}
    REQUIRED = ("url", "secret")

    def binding(self, settings, topic, thread):
        if topic is not None or thread is not None:
            raise Invalid("a webhook forum's posts name their game: bind it without "
                          "--topic or --thread")
        key(settings["secret"])         # a wrong secret is said at bind time
        return None, None

    def verify(self, settings, headers, body, now):
        message = (headers.get("webhook-id") or "").strip()
        stamp = (headers.get("webhook-timestamp") or "").strip()
        given = headers.get("webhook-signature") or ""
        if not message or not stamp or not given.strip():
            return Refuse(401, "no webhook-id, webhook-timestamp or webhook-signature: "
                               "unsigned")
        try:
            matches = signature_matches(settings["secret"], message, stamp, body, given)
        except Invalid as e:
            return Refuse(401, f"[forums.{settings['name']}] secret: {e.message}")
        if not matches:
            return Refuse(401, "no v1 signature in webhook-signature matches the body")
        too_old = stale("webhook-timestamp", stamp, now, settings["max_age_seconds"])
        if too_old:
            return too_old
        try:
            data = _post(body)
        except (ValueError, TypeError) as e:
            return Refuse(400, f"not a {POST_TYPE} message: {e}")
        if data is None:
            return Ignore(f"only {POST_TYPE} messages are read")
        keys = [f"msg:{message}"]
        if "id" in data:
            keys.insert(0, f"post:{data['id']}")
        return Inbound(keys=keys, user=data["user"].strip(), text=data["text"],
                       game=data["game"].strip(), reply_to={"id": data.get("id")})

    def send(self, settings, post, now):
        envelope = {"type": f"pbem.{post.kind}", "timestamp": now.isoformat(),
                    "data": {"forum": settings["name"], "game": post.game,
                             "version": post.version, "head": post.data.get("head"),
                             "markdown": post.markdown, "board": post.board,
                             "mentions": post.mentions, "reply_to": post.reply_to,
                             "report": post.data}}
        body = json.dumps(envelope).encode()
        message = message_id(settings["name"], post)
        try:
            headers = signed_headers(settings["secret"], message, now.timestamp(), body)
        except Invalid as e:
            return Fail(f"[forums.{settings['name']}] secret: {e.message}")
        answer = http.exchange("POST", settings["url"], body, headers,
                               settings["timeout"])
        if not isinstance(answer, http.Answer):
            return answer
        if 200 <= answer.status < 300:
            return Sent(message)
        return http.verdict(answer, f"webhook {settings['name']}", now)


ADAPTER = Webhook()
