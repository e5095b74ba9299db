"""A stand-in for a Discourse forum on loopback: the part of its API and webhooks that
pbem talks to, as Discourse documents and answers them.

Topics: topic(id) opens one with its first post by its owner ("host"), made before
pbem's webhook was set up (no delivery).

API, with the headers Api-Key and Api-Username (a key in the query string is refused
and noted in .violations; a wrong key is 403, "invalid_access"; beyond `limit`
requests in a minute of its clock, 429 with Retry-After and extras.wait_seconds,
"rate_limit"):
- `POST /posts.json` {"topic_id", "raw", "reply_to_post_number"?}: the post (200),
  or 404 for an unknown topic, or 422 {"action": "create_post", "errors": [...]}
  (PostsController's answer to a post its validators refuse) for a raw the same user
  posted within `unique_minutes` ("Body is too similar to what you recently posted")
  and for a post after `max_consecutive_replies` of the poster's own in a row while
  he can still edit the last one (PostValidator.force_edit_last_validator: not for
  the topic's owner; nor, in Discourse, for staff and the category's moderators);
- `GET /t/{id}.json`: the topic (TopicViewSerializer): post_stream {"posts" (its
  first 20), "stream" (every post id, in order)}, or {"isMegaTopic": true, "lastId"}
  instead of the stream once the topic has `mega` posts or more;
- `PUT /posts/{id}.json` {"post": {"raw", "edit_reason"?}}: the post edited (its
  version counted, a post_edited delivery queued), {"post": {...}}; 403 for another
  user's post, 422 {"errors": ["That post was created too long ago..."]} for one
  older than `edit_minutes` (post_edit_time_limit), 404 for none.

Signing in (DiscourseConnect provider, SessionController#sso_provider): with
`connect_secrets` {host: secret} (the site setting "discourse connect provider
secrets", a secret per domain of the sites it vouches for), `GET
/session/sso_provider?sso=P&sig=S` finds the secret of the host of P's
return_sso_url (400 without one), checks S, the hex HMAC-SHA256 of P as sent (422,
"login error", for a wrong one), and redirects to return_sso_url with `sso` and `sig`
of its own, for `user`, the one signed in on the forum (Discourse has a browser
with nobody signed in log in first):
the fields of the request (nonce, return_sso_url, and any other of the protocol's
that it named: Discourse echoes them) with the user's over them (email,
external_id, username, name, admin, moderator, groups; a `user` may carry others,
require_activation="true" for an address the forum did not validate), as
Rack::Utils.build_query writes them, in strict base64 (no line breaks).

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
import base64
import hashlib
import hmac
import itertools
import json
import re
import threading
import time
from datetime import datetime, timezone
from urllib.parse import parse_qs, parse_qsl, quote_plus, urlencode, urlsplit

from tests.loopback import Loopback

#: /t/{topic}.json and /posts/{id}.json
_ROUTES = re.compile(r"^/(t|posts)/([0-9]+)\.json$")
NOT_FOUND = {"errors": ["The requested URL or resource could not be found."],
             "error_type": "not_found"}


def sign(secret, body):
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


class Discourse(Loopback):
    METHODS = ("GET", "POST", "PUT")
    TOO_LATE = "That post was created too long ago. It can no longer be edited or deleted."

    def __init__(self, api_user="pbem", api_key="key-123", secret="whsec-standin",
                 limit=60, unique_minutes=5, max_consecutive_replies=3,
                 edit_minutes=86400, mega=10000):
        self.api_user, self.api_key, self.secret = api_user, api_key, secret
        self.limit, self.unique_minutes = limit, unique_minutes
        self.max_consecutive_replies = max_consecutive_replies
        self.edit_minutes, self.mega = edit_minutes, mega
        self.clock = time.monotonic
        self.topics = {}            # topic id -> [post]
        self.requests = []          # (clock, path, status) of every API request
        self.violations = []
        self.hook_url = None
        self.connect_secrets = {}   # DiscourseConnect provider: host -> secret
        self.user = None            # the user signed in on the forum (a dict of fields)
        self.queued = []            # deliveries (headers, body) not yet sent
        self.failed = []            # deliveries whose hook answered no 2xx
        self._ids = itertools.count(100)
        self._events = itertools.count(1)
        self._lock = threading.Lock()

    # -- running (tests/loopback.py) -------------------------------------------------
    def handle(self, handler, method):
        self._api(handler, method)

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def topic(self, topic_id, owner="host"):
        if topic_id not in self.topics:
            self.topics[topic_id] = []
            self._post(owner, topic_id, "Let's play!", deliver=False)
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

    def _api(self, handler, method):
        parts = urlsplit(handler.path)
        if (method, parts.path) == ("GET", "/session/sso_provider"):
            return self._provider(handler, dict(parse_qsl(parts.query)))
        raw = handler.rfile.read(int(handler.headers.get("Content-Length") or 0))
        with self._lock:
            self._answer(handler, method, parts, raw)

    def _answer(self, handler, method, parts, raw):
        query = parse_qs(parts.query)
        if {"api_key", "api_username"} & set(query):
            self.violations.append(f"credentials in the query string: {parts.query}")
            return self._reply(handler, 400, {"errors": ["API credentials belong in "
                                                         "the headers"]})
        found = _ROUTES.match(parts.path)
        action = {("POST", "/posts.json"): self._create, ("GET", "t"): self._show,
                  ("PUT", "posts"): self._update}.get(
            (method, found.group(1) if found else parts.path))
        if action is None:
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
        args = (int(found.group(2)),) if found else ()
        return action(handler, json.loads(raw) if raw else None, now, *args)

    def _create(self, handler, data, now):
        topic = data.get("topic_id")
        if topic not in self.topics:
            return self._reply(handler, 404, NOT_FOUND)
        refused = self._refusal(topic, data["raw"], now)
        if refused:
            return self._reply(handler, 422, {"action": "create_post",
                                              "errors": [refused]})
        post = self._post(self.api_user, topic, data["raw"],
                          data.get("reply_to_post_number"))
        return self._reply(handler, 200, self._public(post))

    def _refusal(self, topic, raw, now):
        """Why Discourse's validators refuse the bot's post RAW in TOPIC, or None."""
        posts = self.topics[topic]
        if any(p["username"] == self.api_user and p["raw"] == raw and
               now - p["_clock"] < self.unique_minutes * 60 for p in posts):
            return "Body is too similar to what you recently posted"
        limit = self.max_consecutive_replies
        if not limit or posts[0]["username"] == self.api_user:
            return None
        last = posts[-limit:]
        if len(last) == limit and all(p["username"] == self.api_user for p in last) \
                and not self._too_old(posts[-1], now):
            return (f"No more than {limit} consecutive replies are allowed. Please "
                    "edit your previous reply, or wait for someone to reply to you."
                    if limit > 1 else "No consecutive replies are allowed. Please edit "
                    "your previous reply, or wait for someone to reply to you.")
        return None

    def _too_old(self, post, now):
        return now - post["_clock"] > self.edit_minutes * 60

    def _show(self, handler, data, now, topic):
        if topic not in self.topics:
            return self._reply(handler, 404, NOT_FOUND)
        posts = self.topics[topic]
        stream = {"posts": [self._public(p) for p in posts[:20]]}
        if len(posts) >= self.mega:
            stream.update(isMegaTopic=True, lastId=posts[-1]["id"])
        else:
            stream["stream"] = [p["id"] for p in posts]
        return self._reply(handler, 200, {
            "id": topic, "title": f"Game {topic}", "slug": f"game-{topic}",
            "posts_count": len(posts), "highest_post_number": len(posts),
            "last_posted_at": posts[-1]["created_at"], "archetype": "regular",
            "category_id": 4, "post_stream": stream,
            "details": {"created_by": {"username": posts[0]["username"]},
                        "last_poster": {"username": posts[-1]["username"]}}})

    def _update(self, handler, data, now, post_id):
        post = next((p for ps in self.topics.values() for p in ps if p["id"] == post_id),
                    None)
        if post is None:
            return self._reply(handler, 404, NOT_FOUND)
        if not isinstance((data or {}).get("post"), dict):
            return self._reply(handler, 400, {
                "errors": ["param is missing or the value is empty: post"],
                "error_type": "invalid_parameters"})
        if post["username"] != self.api_user:
            return self._reply(handler, 403, {"errors": ["You are not permitted to view "
                                                         "the requested resource."],
                                              "error_type": "invalid_access"})
        if self._too_old(post, now):
            return self._reply(handler, 422, {"errors": [self.TOO_LATE]})
        self.edit(post, data["post"]["raw"])
        return self._reply(handler, 200, {"post": self._public(post)})

    # -- DiscourseConnect provider -----------------------------------------------------
    def _redirect(self, handler, location):
        handler.send_response(302)
        handler.send_header("Location", location)
        handler.send_header("Content-Length", "0")
        handler.end_headers()

    def _text(self, handler, status, text):
        body = text.encode()
        handler.send_response(status)
        handler.send_header("Content-Type", "text/plain")
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)

    def _provider(self, handler, query):
        sso, sig = query.get("sso", ""), query.get("sig", "")
        asked = dict(parse_qsl(base64.b64decode(sso).decode(), keep_blank_values=True))
        back = asked.get("return_sso_url", "")
        secret = self.connect_secrets.get(urlsplit(back).hostname)
        if not secret:
            return self._text(handler, 400, "missing DiscourseConnect provider secret")
        if hmac.new(secret.encode(), sso.encode(), hashlib.sha256).hexdigest() != sig:
            return self._text(handler, 422, "login error")
        fields = {**asked, "admin": "false", "moderator": "false", "groups": "",
                  **self.user}
        payload = base64.b64encode(urlencode(sorted(fields.items())).encode()).decode()
        signed = hmac.new(secret.encode(), payload.encode(), hashlib.sha256).hexdigest()
        self._redirect(handler, f"{back}{'&' if '?' in back else '?'}sso="
                                f"{quote_plus(payload)}&sig={signed}")

    # -- posts and their webhooks ------------------------------------------------------
    def _post(self, user, topic, raw, reply_to=None, created_at=None, post_type=1,
              deliver=True):
        posts = self.topics[topic]
        post = {"id": next(self._ids), "username": user, "topic_id": topic,
                "post_number": len(posts) + 1, "raw": raw, "post_type": post_type,
                "reply_to_post_number": reply_to, "version": 1,
                "created_at": (created_at or datetime.now(timezone.utc)).isoformat(
                    timespec="milliseconds").replace("+00:00", "Z"),
                "_clock": self.clock()}
        posts.append(post)
        if deliver:
            self._queue(post)
        return post

    def _public(self, post):
        out = {k: v for k, v in post.items() if not k.startswith("_")}
        out.update(name=post["username"], display_username=post["username"],
                   cooked=f"<p>{post['raw']}</p>",
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
        post["version"] += 1
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
