"""A whole game of In Flanders Field played in a Discourse topic and nowhere else
(issue 10): the players link their forum users with the codes of their seat pages,
then post their commands in ```pbem blocks; every move reaches the service only as a
signed webhook of the stand-in forum (tests/discourse_standin.py) posted to the
running service, and the players know the game only from the service's posts in the
topic: a report each turn, an answer to each post. Every such post carries the
version and the head hash the log holds at that version, and its board link answers
a PNG that may be cached forever."""
import random
import re
import urllib.request

import pytest

from pbem.forum import hosting
from pbem.host import audit
from pbem.telling import outbox
from pbem.web.board import IMMUTABLE
from tests import fuzz
from tests.forumbots import FORUM, commands, forum_with_topic, pbem_post, pump, serving

pytestmark = pytest.mark.both_stores

TOPIC = 31
PLAYERS = {"Red": ("Ann", "ann"), "Blue": ("Bob", "bob")}
STAMP = re.compile(r"^version (\d+) · head `([0-9a-f]{64})`", re.MULTILINE)
MENTION = re.compile(r"(?<!\\)@(\w+)")
BOARD = re.compile(r"\((http://[^)\s]+/board/(\d+)\.png)\)")


def choose(offered, chooser):
    """What a player pressing on posts: half of the time the stop once it is offered,
    else a move forward (a card taken, a figure moved, a roll) before the cards that
    only change the dice, so the game ends in a few dozen turns."""
    if "stop" in offered and chooser.random() < 0.5:
        return "stop"
    onward = [c for c in offered if not c.startswith(("gas", "recon", "balloon"))]
    return chooser.choice(onward or offered)


def check_stamp(post, heads, base):
    """The post's version and head are the log's; its board link is that version's."""
    version, head = STAMP.search(post["raw"]).groups()
    assert heads[int(version)] == head, post["raw"]
    board = BOARD.search(post["raw"])
    assert board and board.group(2) == version and board.group(1).startswith(base)
    return board.group(1)


def next_to_act(forum):
    """(the post that asks someone to act, its commands): the newest of the service's
    posts that lists commands, newer than any player's post (a post answered without
    commands, the turn over, is followed by the report of the next turn)."""
    posts = forum.posts(TOPIC)
    for post in reversed(posts):
        assert post["username"] == forum.api_user, "\n---\n".join(p["raw"] for p in posts[-4:])
        if offered := fuzz.onward(commands(post)):      # (resigning: any time, any seat)
            return post, offered
    raise AssertionError("nobody is asked to act")


def test_a_whole_flanders_game_played_only_in_a_discourse_topic(service):
    forum, minutes = forum_with_topic(TOPIC)
    chooser = random.Random(10)
    try:
        with serving(service, forum) as (base, cfg):
            game_id, _ = service.create("flanders", [{"name": n} for n, _ in
                                                     PLAYERS.values()], {})
            hosting.bind(service, cfg, game_id, FORUM, topic=str(TOPIC))
            for role, (_name, user) in PLAYERS.items():      # from their seat pages
                forum.post_as(user, TOPIC, f"pbem link "
                                           f"{hosting.new_code(service, game_id, role)}")
            deliveries = pump(forum, service, cfg)
            played = 0
            while "**Game over:**" not in forum.posts(TOPIC)[-1]["raw"]:
                assert played < 600
                last, offered = next_to_act(forum)
                user = MENTION.search(last["raw"]).group(1)
                minutes[0] += 0.5
                forum.post_as(user, TOPIC, pbem_post(choose(offered, chooser)))
                deliveries += pump(forum, service, cfg)
                played += 1
            game = service.load(game_id)
            assert game.finished and played >= 10
            heads = {rec.version: rec.hash for rec in service.store.read(game_id)}
            heads = {v + 1: h for v, h in heads.items()}      # the head after v events
            mine = forum.posts(TOPIC, forum.api_user)
            boards = {check_stamp(p, heads, base) for p in mine}
            for url in sorted(boards)[::max(1, len(boards) // 5)] + [max(boards)]:
                with urllib.request.urlopen(url, timeout=10) as resp:
                    assert resp.status == 200
                    assert resp.headers["Content-Type"] == "image/png"
                    assert resp.headers["Cache-Control"] == IMMUTABLE
                    assert resp.read(8) == b"\x89PNG\r\n\x1a\n"
    finally:
        forum.stop()
    assert all(d[0] == 200 for d in deliveries)
    answers = [p for p in mine if p["reply_to_post_number"]]
    reports = [p for p in mine if not p["reply_to_post_number"]]
    assert len(answers) == played + len(PLAYERS)    # every post answered, once
    assert len({p["raw"] for p in mine}) == len(mine)
    versions = [int(STAMP.search(p["raw"]).group(1)) for p in reports]
    assert versions == sorted(set(versions))       # one report a version, in order
    assert "Game over" in reports[-1]["raw"] and f"@{forum.api_user}" not in " ".join(
        p["raw"] for p in mine)
    assert outbox.listing(service.store.conn) == [] and forum.violations == []
    assert audit.verify(service, game_id) == audit.Verdict()
