"""Race to Berlin in a Discourse topic (issue 13, every channel), played to its end: the
players link their forum users, then post their commands in ```pbem blocks; the service's reports
and answers in the public topic show the board and the events as the public sees them,
so a block standing face down is never given a value there, and a seat's commands
(which would tell the values left in its pool) are left to its own page. The blocks
themselves are placed from the seat pages (README 6.4: a `place` posted in public would
name its value)."""
import random
import re

import pytest

from pbem.forum import hosting
from pbem.host import audit
from tests.forumbots import FORUM, forum_with_topic, pbem_post, pump, serving
from tests.fuzz import onward

pytestmark = pytest.mark.both_stores

TOPIC = 45
PLAYERS = {"Soviets": ("Ann", "ann"), "West": ("Bob", "bob")}
#: a block's value in words (notation.describe): only ever one that a combat revealed
VALUE = re.compile(r"(\w+)'s a (\d)-block in (\w+)|(\w+) places a (\d)-block")


def test_a_berlin_game_in_a_discourse_topic_shows_no_hidden_value(service):
    forum, minutes = forum_with_topic(TOPIC)
    chooser = random.Random(44)
    try:
        with serving(service, forum) as (base, cfg):
            game_id, _ = service.create("berlin", [{"name": n} for n, _ in
                                                   PLAYERS.values()], {})
            hosting.bind(service, cfg, game_id, FORUM, topic=str(TOPIC))
            for role, (_name, user) in PLAYERS.items():
                forum.post_as(user, TOPIC, f"pbem link "
                                           f"{hosting.new_code(service, game_id, role)}")
            pump(forum, service, cfg)
            posted = 0
            for _ in range(2000):
                game = service.load(game_id)
                if game.finished:
                    break
                (role,) = service.active(game)
                legal = onward(service.legal(game, role))  # from the seat's own page
                command = chooser.choice(legal)
                if command.startswith("place"):
                    service.submit(game_id, role, command)   # the seat page
                    continue
                minutes[0] += 0.5
                forum.post_as(PLAYERS[role][1], TOPIC, pbem_post(command))
                pump(forum, service, cfg)
                posted += 1
                assert service.load(game_id).version > game.version, command
            mine = forum.posts(TOPIC, forum.api_user)
    finally:
        forum.stop()
    assert posted >= 10 and service.load(game_id).finished       # played to its end
    for post in mine:
        for m in VALUE.finditer(post["raw"]):
            assert not m.group(4), f"a placed block's value in public: {m.group(0)}"
        assert "pool_values" not in post["raw"]
    reports = [p["raw"] for p in mine if not p["reply_to_post_number"]]
    assert reports and all("Front Soviets" in r for r in reports[1:])    # the text board
    # a seat's commands would tell its pool's values: the latest report leaves them to
    # the seat's page
    assert any("commands are not shown here" in r for r in reports)
    assert audit.verify(service, game_id) == audit.Verdict()
