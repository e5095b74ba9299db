"""A pbem service serving forums on loopback, for the forum tests: the web app under
waitress (a real WSGI server: the forum stand-ins post their webhooks to it over
HTTP), configured with a Discourse forum "club" at the stand-in
(tests/discourse_standin.py), and `pump`, which lets the forum and the service talk
until neither has anything left to say (the webhooks delivered, the outbox's forum
posts sent by the scheduler's job function)."""
import re
import socket
import threading
from contextlib import contextmanager

from pbem.forum import outgoing
from tests.discourse_standin import Discourse

FORUM = "club"
#: the ```text block after "...commands:" or "..., in short:" in a report or answer
_BLOCK = re.compile(r"(?:commands[^\n]*|in short):\n(`{3,})text\n(.*?)\n\1$",
                    re.MULTILINE | re.DOTALL)


def forum_with_topic(topic):
    """(a started Discourse stand-in with TOPIC, its clock in minutes): the test moves the
    clock on as players think (half a minute a post keeps pbem within the forum's 60
    posts a minute). Stop it when done."""
    forum = Discourse().start()
    forum.topic(topic)
    minutes = [0.0]
    forum.clock = lambda: minutes[0] * 60
    return forum, minutes


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def forum_cfg(discourse, port, **forum):
    """The settings of a host serving on PORT with the stand-in DISCOURSE as
    [forums.club]."""
    return {"server": {"host": "127.0.0.1", "port": port,
                       "base_url": f"http://127.0.0.1:{port}"},
            "storage": {}, "forums": {FORUM: {
                "type": "discourse", "url": discourse.url,
                "api_user": discourse.api_user, "api_key": discourse.api_key,
                "webhook_secret": discourse.secret, "timeout": 5, **forum}}}


@contextmanager
def web_app(service, cfg, port):
    """The web app over SERVICE with CFG under waitress on PORT; stopped at the end."""
    import waitress
    from pbem.web import create_app
    server = waitress.create_server(create_app(cfg, service), host="127.0.0.1",
                                    port=port, threads=4)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.close()
        thread.join(timeout=10)


@contextmanager
def serving(service, discourse, **forum):
    """(base URL, cfg) of the web app over SERVICE under waitress, its Discourse hook
    given to the stand-in; stopped at the end."""
    port = free_port()
    cfg = forum_cfg(discourse, port, **forum)
    with web_app(service, cfg, port) as base:
        discourse.hook_url = f"{base}/hooks/discourse/{FORUM}"
        yield base, cfg


def pump(discourse, service, cfg, rounds=20):
    """Deliver the forum's webhooks and send the service's forum posts until both are
    quiet; returns every delivery [(status, answer, headers, body)]."""
    seen = []
    for _ in range(rounds):
        delivered = discourse.deliver()
        counts = outgoing.dispatch_due(service, cfg)
        seen += delivered
        if not delivered and not counts["sent"]:
            return seen
    raise AssertionError("the forum and the service kept talking")


def commands(post):
    """The commands a post lists in its ```text blocks (a report's or an answer's)."""
    return [line.strip() for _, block in _BLOCK.findall(post["raw"])
            for line in block.splitlines() if line.strip()]


def pbem_post(*lines):
    """A player's post with LINES in a ```pbem block, as the reports ask."""
    return "My move.\n\n```pbem\n" + "\n".join(lines) + "\n```\n"
