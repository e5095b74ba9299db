"""Discourse: posts come in by its webhook, reports and answers go out by its API.

In: Discourse signs each webhook delivery with the secret set on the webhook,
`X-Discourse-Event-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>`, and names
itself in X-Discourse-Instance (its base URL), the event in X-Discourse-Event
(post_created, post_edited...) and the delivery in X-Discourse-Event-Id. A delivery
is believed only when the signature of its raw body matches (compared in constant
time; 401 otherwise) and it names the configured forum (403 otherwise). Only a
post_created is read, and not the bot's own posts (every report of pbem comes back
as one), nor whispers or small actions; an edit never changes a move. Discourse
retries a failed delivery (when its retry_web_hook_events setting is on) up to four
times over about two and a half hours, each time as a new event with a new id, and
a host may redeliver one by hand with the same id: the post id in the signed body is
what makes it the same post again (Inbound.keys), and a post older than
max_age_seconds is not read at all (a stale delivery, or an old body replayed).

Out: `POST {url}/posts.json` {"topic_id", "raw", "reply_to_post_number"?} with the
Api-Key and Api-Username headers (never in the query string, where logs keep it).
Discourse answers 429 beyond its admin API limit (60 requests a minute by default)
with Retry-After, and 422 for a post it refuses, final (`pbem outbox` shows its
"errors"): a body the same user has just posted (pbem's posts each carry their
version and head hash, and an answer names the post it answers); a user's post
after max_consecutive_replies (3) of his in a row, unless he is staff, moderates
the topic's category, opened the topic or can no longer edit his last post; from a
new user (trust level 0), more than newuser_max_replies_per_topic (3) replies, or a
few links or images. The README's set-up makes the bot a category moderator of
trust level 1.

Moves from pages, mail, the API or deadlines hand turns over with nobody posting,
so a report EDITS pbem's last report while that is still the topic's last post
(`PUT {url}/posts/{id}.json` {"post": {"raw", "edit_reason"}}): one status post
while nobody else posts, as Discord's status message; once someone has posted, the
report is a new post (an answer always is). Which post is the last is asked of the
forum as the report goes out (`GET {url}/t/{topic}.json`: the last id of
post_stream.stream, or post_stream.lastId in a topic too long for a stream) rather
than worked out from the webhook's posts, which come late (Discourse retries a
failed delivery for hours), may be limited to a category, or not come at all (a
webhook switched off), and do not tell a deletion, which Discourse's count of
consecutive replies leaves out as the stream does; it costs one request a report.
The report's post id is kept on the binding (Sent.status_message). A post older
than Discourse's edit time limit cannot be edited (422, too_late_to_edit), and then
Discourse lets its author post again: the report is a new post. An edit does not
bump the topic, notifies those it newly mentions but nobody twice for one post
(PostAlerter), and the post's revisions keep what it said before.
"""
import hashlib
import hmac
import json
import logging
from datetime import datetime, timedelta
from urllib.parse import urlsplit

from pbem.core.errors import Invalid
from pbem.forum import http
from pbem.forum.adapter import Adapter, Ignore, Inbound, Refuse, Sent

log = logging.getLogger(__name__)
#: the only event read; a post's type 1 is a regular post (2 moderator action,
#: 3 small action, 4 whisper)
READ_EVENT, REGULAR = "post_created", 1


def signature(secret, body):
    """The X-Discourse-Event-Signature Discourse sends with BODY (bytes)."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def _origin(url):
    """scheme://host[:port] of URL, lower case, no trailing slash."""
    parts = urlsplit((url or "").strip())
    return f"{parts.scheme.lower()}://{parts.netloc.lower()}"


def _posted_at(text):
    """A post's created_at (ISO 8601, "2024-05-01T10:00:00.000Z") as a datetime."""
    return datetime.fromisoformat(str(text).replace("Z", "+00:00"))


def _post(body):
    """The post of a post_created payload, its fields checked; ValueError else."""
    data = json.loads(body)
    post = data.get("post") if isinstance(data, dict) else None
    if not isinstance(post, dict):
        raise ValueError("no post object")
    for key, kind in (("id", int), ("topic_id", int), ("post_number", int),
                      ("username", str), ("raw", str), ("created_at", str)):
        if not isinstance(post.get(key), kind) or isinstance(post.get(key), bool):
            raise ValueError(f"post.{key} is missing or not a {kind.__name__}")
    if _posted_at(post["created_at"]).tzinfo is None:
        raise ValueError("post.created_at has no time zone")
    return post


class Discourse(Adapter):
    #: connect_secret: the forum's DiscourseConnect provider secret for pbem's domain;
    #: set, the sign-in page offers "Sign in with NAME" (pbem.web.sso)
    KEYS = {"url": "", "api_user": "", "api_key": "", "webhook_secret": "",
            "max_age_seconds": 86400, "connect_secret": ""}
    REQUIRED = ("url", "api_user", "api_key", "webhook_secret")

    def binding(self, settings, topic, thread):
        if thread is not None:
            raise Invalid("a Discourse forum binds a topic (--topic ID), not a thread")
        if topic is None or not str(topic).strip().isdigit():
            raise Invalid("give the topic's number: --topic 1234 (the number at the "
                          "end of the topic's address, /t/its-title/1234)")
        return str(int(topic)), None

    def verify(self, settings, headers, body, now):
        given = headers.get("X-Discourse-Event-Signature") or ""
        if not given:
            return Refuse(401, "no X-Discourse-Event-Signature: unsigned")
        expected = signature(settings["webhook_secret"], body)
        if not hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode()):
            return Refuse(401, "X-Discourse-Event-Signature does not match the body")
        instance = headers.get("X-Discourse-Instance") or ""
        if _origin(instance) != _origin(settings["url"]):
            return Refuse(403, f"X-Discourse-Instance {instance!r} is not this forum's "
                               f"url {settings['url']!r}")
        event = headers.get("X-Discourse-Event") or headers.get(
            "X-Discourse-Event-Type") or "?"
        if event == "ping":
            return Ignore("ping", {"ok": True, "pong": True})
        if event != READ_EVENT:
            return Ignore(f"{event}: only {READ_EVENT} is read (an edit changes no move)")
        try:
            post = _post(body)
        except (ValueError, KeyError, TypeError) as e:
            return Refuse(400, f"not a Discourse post payload: {e}")
        if post["username"].lower() == settings["api_user"].lower():
            return Ignore("the bot's own post")
        if post.get("post_type", REGULAR) != REGULAR:
            return Ignore(f"post type {post.get('post_type')}: not a regular post")
        age = now - _posted_at(post["created_at"])
        if age > timedelta(seconds=settings["max_age_seconds"]):
            return Ignore(f"stale: post {post['id']} was written {age} ago (more than "
                          f"max_age_seconds {settings['max_age_seconds']})")
        event_id = (headers.get("X-Discourse-Event-Id") or "").strip()
        return Inbound(keys=[f"post:{post['id']}"] + ([f"event:{event_id}"] if event_id
                                                      else []),
                       user=post["username"], text=post["raw"],
                       topic=str(post["topic_id"]),
                       reply_to={"post_number": post["post_number"]})

    def send(self, settings, post, now):
        who = f"Discourse {settings['name']}"
        status = post.binding.get("status_message") if post.kind == "report" else None
        if status:
            topic = _call(settings, "GET", f"/t/{int(post.binding['topic'])}.json")
            if not _taken(topic):
                return _refused(topic, who, now)
            if _last_post(topic.data) == status:
                edited = _call(settings, "PUT", f"/posts/{int(status)}.json", {"post": {
                    "raw": post.markdown, "edit_reason": f"version {post.version}"}})
                if _taken(edited):
                    return Sent(status, status_message=status)
                # 422: older than the edit time limit (too_late_to_edit), when
                # Discourse lets its author post again
                if not isinstance(edited, http.Answer) or edited.status != 422:
                    return _refused(edited, who, now)
                log.warning("%s: post %s of game %s cannot be edited (%s); a new one",
                            who, status, post.game, http.message(edited))
        body = {"topic_id": int(post.binding["topic"]), "raw": post.markdown}
        if post.reply_to.get("post_number"):
            body["reply_to_post_number"] = post.reply_to["post_number"]
        made = _call(settings, "POST", "/posts.json", body)
        if not _taken(made):
            return _refused(made, who, now)
        remote = str(made.data.get("id", ""))
        return Sent(remote, status_message=remote if post.kind == "report" else None)


def _call(settings, method, path, payload=None):
    """An http.Answer (or Down) of the API request METHOD PATH, signed as the bot."""
    return http.exchange(method, settings["url"].rstrip("/") + path, payload,
                         {"Api-Key": settings["api_key"],
                          "Api-Username": settings["api_user"]}, settings["timeout"])


def _taken(answer):
    return isinstance(answer, http.Answer) and 200 <= answer.status < 300 and \
        isinstance(answer.data, dict)


def _refused(answer, who, now):
    """What an answer that is no 2xx JSON means: Down as it is, else http.verdict."""
    return answer if not isinstance(answer, http.Answer) else http.verdict(answer, who,
                                                                           now)


def _last_post(topic):
    """The id (text) of the last post of a GET /t/{id}.json, or None."""
    stream = topic.get("post_stream") or {}
    ids = stream.get("stream") or [stream.get("lastId")]
    return str(ids[-1]) if ids[-1] is not None else None


ADAPTER = Discourse()
