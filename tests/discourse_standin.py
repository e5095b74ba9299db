"""A stand-in for a Discourse forum on loopback: the part of its API and webhooks that
pbem talks to, as Discourse documents and answers them.

API: `POST /posts.json` with a JSON body {"topic_id", "raw", "reply_to_post_number"?}
and the headers Api-Key and Api-Username (a key in the query string is refused and
noted in .violations); a wrong key is 403 ("invalid_access"); beyond `limit` requests
in a minute of its clock, 429 with Retry-After and extras.wait_seconds
("rate_limit"); a raw the same user posted within `unique_minutes` is 422 ("Body is
too similar to what you recently posted"); an unknown topic 404. A post made
answers 200 with the post.

Webhooks: every post made (the bot's through the API, a player's by post_as) queues a
post_created delivery as Discourse builds it: the body {"post": {...}} (its
WebHookPostSerializer's fields: id, username, topic_id, post_number, raw, cooked,
created_at, post_type, reply_to_post_number, ...) serialised compactly, and the
headers X-Discourse-Instance, -Event-Id (one per delivery), -Event-Type "post",
-Event "post_created" and -Event-Signature "sha256=" + hex HMAC-SHA256(secret, body).
deliver() sends what is queued to the hook URL and answers each delivery's status;
a delivery that failed (not 2xx) is kept for retry(), which sends it again as
Discourse's retries do: a new event with a new id, the same body.
"""
import hashlib
import hmac
import itertools
import json
import threading
import time
from datetime import datetime, timezone
from urllib.parse import parse_qs, urlsplit

from tests.loopback import Loopback


def sign(secret, body):
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


class Discourse(Loopback):
    def __init__(self, api_user="pbem", api_key="key-123", secret="whsec-standin",
                 limit=60, unique_minutes=5):
        self.api_user, self.api_key, self.secret = api_user, api_key, secret
        self.limit, self.unique_minutes = limit, unique_minutes
        self.clock = time.monotonic
        self.topics = {}            # topic id -> [post]
        self.requests = []          # (clock, path, status) of every API request
        self.violations = []
        self.hook_url = None
        self.queued = []            # deliveries (headers, body) not yet sent
        self.failed = []            # deliveries whose hook answered no 2xx
        self._ids = itertools.count(100)
        self._events = itertools.count(1)
        self._lock = threading.Lock()

    # -- running (tests/loopback.py) -------------------------------------------------
    def handle(self, handler, method):
        self._api(handler)

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def topic(self, topic_id):
        self.topics.setdefault(topic_id, [])
        return topic_id

    # -- the API ---------------------------------------------------------------------
    def _reply(self, handler, status, data, headers=None):
        # recorded before the answer is written: a client that has its answer may rely
        # on the request being counted (the rate limit's window)
        self.requests.append((self.clock(), urlsplit(handler.path).path, status))
        body = json.dumps(data).encode()
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            handler.send_header(name, value)
        handler.end_headers()
        handler.wfile.write(body)

    def _api(self, handler):
        parts = urlsplit(handler.path)
        raw = handler.rfile.read(int(handler.headers.get("Content-Length") or 0))
        with self._lock:
            self._answer(handler, parts, raw)

    def _answer(self, handler, parts, raw):
        query = parse_qs(parts.query)
        if {"api_key", "api_username"} & set(query):
            self.violations.append(f"credentials in the query string: {parts.query}")
            return self._reply(handler, 400, {"errors": ["API credentials belong in "
                                                         "the headers"]})
        if parts.path != "/posts.json":
            return self._reply(handler, 404, {"errors": ["not found"]})
        if (handler.headers.get("Api-Key"), handler.headers.get("Api-Username")) != \
                (self.api_key, self.api_user):
            return self._reply(handler, 403, {
                "errors": ["You are not permitted to view the requested resource. The "
                           "API username or key is invalid."],
                "error_type": "invalid_access"})
        now = self.clock()
        recent = [r for r in self.requests if now - r[0] < 60 and r[2] != 429]
        if len(recent) >= self.limit:
            wait = int(60 - (now - recent[0][0])) + 1
            return self._reply(handler, 429, {
                "errors": ["You’ve performed this action too many times. Please wait "
                           f"{wait} seconds before trying again."],
                "error_type": "rate_limit",
                "extras": {"wait_seconds": wait, "time_left": f"{wait} seconds"}},
                {"Retry-After": str(wait)})
        data = json.loads(raw)
        topic = data.get("topic_id")
        if topic not in self.topics:
            return self._reply(handler, 404, {"errors": ["The requested URL or resource "
                                                         "could not be found."]})
        if any(p["username"] == self.api_user and p["raw"] == data["raw"] and
               now - p["_clock"] < self.unique_minutes * 60 for p in self.topics[topic]):
            return self._reply(handler, 422, {
                "action": "create_post",
                "errors": ["Body is too similar to what you recently posted"]})
        post = self._post(self.api_user, topic, data["raw"],
                          data.get("reply_to_post_number"))
        return self._reply(handler, 200, self._public(post))

    # -- posts and their webhooks ------------------------------------------------------
    def _post(self, user, topic, raw, reply_to=None, created_at=None, post_type=1):
        posts = self.topics[topic]
        post = {"id": next(self._ids), "username": user, "topic_id": topic,
                "post_number": len(posts) + 1, "raw": raw, "post_type": post_type,
                "reply_to_post_number": reply_to,
                "created_at": (created_at or datetime.now(timezone.utc)).isoformat(
                    timespec="milliseconds").replace("+00:00", "Z"),
                "_clock": self.clock()}
        posts.append(post)
        self._queue(post)
        return post

    def _public(self, post):
        out = {k: v for k, v in post.items() if not k.startswith("_")}
        out.update(name=post["username"], display_username=post["username"],
                   cooked=f"<p>{post['raw']}</p>", version=1,
                   updated_at=post["created_at"], topic_slug=f"game-{post['topic_id']}",
                   topic_posts_count=len(self.topics[post["topic_id"]]),
                   topic_archetype="regular", category_id=4, category_slug="games")
        return out

    def body_of(self, post, event="post_created"):
        return json.dumps({"post": self._public(post)}, separators=(",", ":")).encode()

    def _queue(self, post, event="post_created"):
        self.queued.append((event, self.body_of(post)))

    def headers_for(self, event, body, event_id=None):
        return {"Content-Type": "application/json", "User-Agent": "Discourse/3.4.0",
                "X-Discourse-Instance": self.url,
                "X-Discourse-Event-Id": str(event_id or next(self._events)),
                "X-Discourse-Event-Type": "post", "X-Discourse-Event": event,
                "X-Discourse-Event-Signature": sign(self.secret, body)}

    def post_as(self, user, topic, raw, reply_to=None, **kw):
        """A player's post, its webhook queued; returns the post."""
        with self._lock:
            return self._post(user, topic, raw, reply_to, **kw)

    def edit(self, post, raw):
        """Edit POST: a post_edited delivery is queued."""
        post["raw"] = raw
        self._queue(post, "post_edited")

    def deliver(self):
        """Send every queued delivery; returns [(status, answer, headers, body)]."""
        out = []
        while self.queued:
            event, body = self.queued.pop(0)
            headers = self.headers_for(event, body)
            status, answer = self.send(headers, body)
            if not 200 <= status < 300:
                self.failed.append((event, body))
            out.append((status, answer, headers, body))
        return out

    def retry(self):
        """Discourse's retry of each failed delivery: a new event id, the same body."""
        failed, self.failed = self.failed, []
        self.queued.extend(failed)
        return self.deliver()

    def posts(self, topic, user=None):
        return [p for p in self.topics[topic] if user is None or p["username"] == user]
