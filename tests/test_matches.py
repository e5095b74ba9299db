"""Matches (pbem.players.matches): "zaleca się rozgrywkę meczową, polegającą na tym, iż gracze
po zakończonej rozgrywce od razu zamieniają się stronami i rozgrywają rewanż. Zwycięzcą
jest gracz, który zdobędzie najwięcej Medali Zwycięstwa w obu bitwach" (Memoir '44,
Przygotowanie gry 9): a game and its return game with the sides swapped, their medals
summed per player, from the CLI, the API and the game page."""
import json
import random
import re

import pytest
from click.testing import CliRunner

from pbem import config
from pbem.cli import main
from pbem.core.errors import Invalid
from pbem.players import matches
from pbem.web import create_app
from tests.fuzz import play_random

pytestmark = pytest.mark.both_stores

PLAYERS = [{"name": "Ann"}, {"name": "Bob"}]


def test_a_match_is_two_games_with_the_sides_swapped_and_medals_summed(service):
    match_id, [(first, seats), (back, back_seats)] = matches.create(
        service, "memoir44", PLAYERS, {"scenario": "pegasus-bridge"})
    assert [(s["role"], s["name"]) for s in seats] == [("Allies", "Ann"), ("Axis", "Bob")]
    assert [(s["role"], s["name"]) for s in back_seats] == [("Allies", "Bob"),
                                                             ("Axis", "Ann")]
    assert matches.of_game(service.store.conn, back) == match_id
    standing = matches.standing(service, match_id)
    assert standing["players"] == [{"name": "Ann", "score": 0}, {"name": "Bob", "score": 0}]
    assert not standing["finished"] and standing["winners"] == []
    for gid in (first, back):
        play_random(service, gid, None, random.Random(gid))
    standing = matches.standing(service, match_id)
    one, two = service.load(first), service.load(back)
    ann = one.outcome["medals"]["Allies"] + two.outcome["medals"]["Axis"]
    bob = one.outcome["medals"]["Axis"] + two.outcome["medals"]["Allies"]
    assert standing["finished"]
    assert {p["name"]: p["score"] for p in standing["players"]} == {"Ann": ann, "Bob": bob}
    assert standing["winners"] == ([] if ann == bob else ["Ann" if ann > bob else "Bob"])


def test_only_games_with_a_match_score_are_played_as_matches(service):
    with pytest.raises(Invalid, match="not played as matches"):
        matches.create(service, "flanders", PLAYERS)


def test_a_match_from_the_command_line_the_api_and_the_game_page(tmp_path):
    db = str(tmp_path / "pbem.sqlite")
    made = CliRunner().invoke(main, ["new", "memoir44", "--player", "Ann", "--player",
                                     "Bob", "--match", "--db", db])
    assert made.exit_code == 0, made.output
    first, back = made.stdout.split()
    match_id = re.search(r"match (\w+):", made.stderr).group(1)
    svc = config.open_service(config.load(env={}), db)
    client = create_app(config.load(env={}), svc).test_client()
    answer = client.post("/api/games", json={"kind": "memoir44", "players": PLAYERS,
                                             "match": True})
    assert answer.status_code == 201, answer.data
    body = json.loads(answer.data)
    assert body["match"]["return"]["seats"][0]["name"] == "Bob"
    standing = json.loads(client.get(f"/api/matches/{match_id}").data)
    assert standing["games"] == [first, back]
    page = client.get(f"/games/{back}").get_data(as_text=True)
    assert 'id="match"' in page and first in page and "So far: Ann 0, Bob 0" in page
