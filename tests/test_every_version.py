"""Every version of a game can be shown (issue 22): the API's /at/N, the replay page
and the board PNG answer every version of a random game of each kind and of the Rhine
solo. A version inside the events of one decision (a Memoir '44 'end' that discards,
draws and begins the next turn) shows the game after that decision and says so: the
state between two of its events is half a decision that no player ever saw."""
import json
import random

import pytest

from pbem import config
from pbem.web import create_app
from tests.fuzz import play_random

#: (kind, seats, options, commands played): the suite plays the first COMMANDS of a
#: game; `PBEM_LONG=1` (README, Long runs) plays each to its end
GAMES = [("flanders", 2, {}, 60), ("rhine", 2, {}, 40), ("rhine", 1, {"solo": "Patton"}, 30),
         ("memoir44", 2, {"scenario": "pegasus-bridge"}, 60), ("berlin", 2, {}, 40)]


def random_game(service, kind, seats, options, commands, seed=2022):
    gid, _ = service.create(kind, [{"name": f"P{i}"} for i in range(seats)], options)
    play_random(service, gid, commands, random.Random(seed))
    return gid


@pytest.mark.parametrize("kind,seats,options,commands", GAMES,
                         ids=[f"{g[0]}-{g[1]}" for g in GAMES])
def test_every_version_is_shown_by_the_api_the_replay_and_the_board(
        tmp_path, kind, seats, options, commands, long_run):
    service = config.open_service(config.load(env={}), tmp_path / "pbem.sqlite")
    gid = random_game(service, kind, seats, options, None if long_run else commands)
    client = create_app(config.load(env={}), service).test_client()
    head = service.store.version(gid)
    inside = 0
    for version in range(1, head + 1):
        answer = client.get(f"/api/games/{gid}/at/{version}")
        assert answer.status_code == 200, (version, answer.data[:300])
        shown = json.loads(answer.data)
        if shown["version"] != version:
            inside += 1
            assert shown["asked"] == version and shown["version"] > version
            assert f"version {version} falls inside the events of one decision" \
                in shown["note"]
        page = client.get(f"/games/{gid}/replay?v={version}")
        assert page.status_code == 200, (version, page.data[:300])
        board = client.get(f"/games/{gid}/board/{version}.png")
        assert board.status_code == 200 and board.data[:4] == b"\x89PNG", version
    assert inside, "a game of every kind has commands of several events"


def test_a_version_inside_a_decision_shows_the_game_after_it_and_says_so(service):
    """The setup of a toy game is one event; a Flanders setup is several: version 2
    is inside it, and shows the game as set up."""
    gid, _ = service.create("flanders", [{"name": "A"}, {"name": "B"}])
    head = service.store.version(gid)
    assert head > 3
    inside = service.view_at(gid, 2)
    assert inside["version"] == head and inside["asked"] == 2
    assert inside["view"] == service.view_at(gid, head)["view"]
    assert "asked" not in service.view_at(gid, head)

