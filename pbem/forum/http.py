"""JSON over HTTP for the forum adapters (the standard library's urllib: one request
at a time from the dispatch job needs no more), and what a forum's answer means for
the outbox row that asked.

An adapter calls exchange() and, for any status but 2xx, returns verdict(answer):
429 is Later (after the forum's Retry-After, in seconds or as a date, else the wait
its JSON names: Discourse's extras.wait_seconds, Discord's retry_after), a 408 or
5xx is Retry, any other status is Fail with the forum's own message. A forum that
cannot be reached at all (refused, reset, timed out, no such host) is Down.
"""
import json
import urllib.error
import urllib.request
from dataclasses import dataclass
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime

from pbem.forum.adapter import Down, Fail, Later, Retry

#: bounds of a rate limit's wait, in seconds, whatever a forum says
SHORTEST_WAIT, LONGEST_WAIT, DEFAULT_WAIT = 1, 3600, 60


@dataclass
class Answer:
    status: int
    headers: dict       # lower-case names
    data: object        # the JSON body, or None
    text: str


def exchange(method, url, payload, headers, timeout):
    """Send PAYLOAD as JSON (bytes: as they are, when a signature covers them); the
    Answer, or Down when nothing answered."""
    body = payload if payload is None or isinstance(payload, bytes) else \
        json.dumps(payload).encode()
    request = urllib.request.Request(url, data=body, method=method, headers={
        "Content-Type": "application/json", "Accept": "application/json",
        "User-Agent": "pbem", **headers})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return _answer(response.status, response.headers, response.read())
    except urllib.error.HTTPError as e:
        with e:
            return _answer(e.code, e.headers, e.read())
    except (OSError, ValueError) as e:      # URLError, timeouts, resets; a bad URL
        return Down(f"{method} {_where(url)}: {type(e).__name__}: {e}")


def _where(url):
    """URL without its query (a forum's webhook URL may carry a token there)."""
    return url.split("?", 1)[0]


def _answer(status, headers, raw):
    text = raw.decode("utf-8", "replace")
    try:
        data = json.loads(text) if text.strip() else None
    except ValueError:
        data = None
    return Answer(status, {k.lower(): v for k, v in headers.items()}, data, text)


def message(answer):
    """The forum's own words for a refusal: its "errors" list, "message" or "error",
    else the start of the body."""
    data = answer.data if isinstance(answer.data, dict) else {}
    for key in ("errors", "message", "error"):
        if data.get(key):
            value = data[key]
            return "; ".join(map(str, value)) if isinstance(value, list) else str(value)
    return " ".join(answer.text.split())[:200]


def retry_after(answer, now=None):
    """Seconds to wait after a 429, from Retry-After or the body."""
    given = answer.headers.get("retry-after")
    wait = None
    if given:
        try:
            wait = float(given)
        except ValueError:
            try:
                wait = (parsedate_to_datetime(given) - (now or datetime.now(
                    timezone.utc))).total_seconds()
            except (TypeError, ValueError):
                wait = None
    data = answer.data if isinstance(answer.data, dict) else {}
    if wait is None:
        wait = (data.get("extras") or {}).get("wait_seconds") or data.get("retry_after")
    try:
        wait = float(wait)
    except (TypeError, ValueError):
        wait = DEFAULT_WAIT
    return min(max(wait, SHORTEST_WAIT), LONGEST_WAIT)


def verdict(answer, who, now=None):
    """What a status other than 2xx means: Later, Retry or Fail (WHO names the
    forum in the reason)."""
    reason = f"{who} answered {answer.status}: {message(answer)}"
    if answer.status == 429:
        return Later(retry_after(answer, now), reason)
    if answer.status == 408 or answer.status >= 500:
        return Retry(reason)
    return Fail(reason)
