"""Random players for any game: choose uniformly from legal() and submit as text.

Used by the fuzz tests of every game: a game must end, replay must equal the live
state, verify must pass, and no view may carry the seed.
"""
import json
import os
import random

from pbem.games.concede import concedes
from pbem.host import audit

#: the long run before a release (PBEM_LONG=1, README "Long runs"): the fuzzers play
#: every game they were written for, the browser tests whole games; the suite plays
#: what each test must show, so that it stays under ten minutes on two cores
LONG = os.environ.get("PBEM_LONG") == "1"


def onward(commands):
    """COMMANDS (dicts or text) without resigning and the draw's (pbem.games.concede):
    a random player choosing them would end nearly every game within a few moves, so
    the random players play the game on, and tests/test_concede.py plays these."""
    return [c for c in commands if not concedes(c)]


def play_random_game(service, kind, seats, options, seed, max_commands=5000,
                     on_step=None):
    """Play one game to its end through submit(); returns (game_id, commands played).

    on_step(game, role, result), when given, is called after every accepted command
    with the game as loaded after it.
    """
    chooser = random.Random(seed)
    game_id, _ = service.create(kind, [{"name": f"p{i}"} for i in range(seats)], options)
    game = service.load(game_id)
    played = 0
    while not game.finished:
        assert played < max_commands, f"{kind} game {game_id} did not end"
        active = service.active(game)
        assert active, f"nobody can act in unfinished game {game_id}"
        role = chooser.choice(active)
        command = chooser.choice(onward(game.rules.legal(game.state, role)))
        result = service.submit(game_id, role, game.rules.format(command), channel="fuzz")
        game = service.load(game_id)
        played += 1
        if on_step:
            on_step(game, role, result)
    return game_id, played


def play_random(service, game_id, commands, chooser, channel="web"):
    """Random legal commands of the roles to act (CHOOSER: a random.Random) through
    submit, COMMANDS of them or until the game ends (None: to its end); returns how
    many were played."""
    played = 0
    while commands is None or played < commands:
        game = service.load(game_id)
        if game.finished:
            return played
        assert played < 5000, f"game {game_id} did not end"
        role = chooser.choice(service.active(game))
        service.submit(game_id, role, chooser.choice(onward(service.legal(game, role))),
                       channel=channel)
        played += 1
    return played


def check_finished_game(service, game_id):
    """Replay equals the live state, verify passes, the seed is in no view."""
    game = service.load(game_id)
    assert audit.replay_game(service, game_id).snapshot() == game.snapshot()
    assert audit.verify(service, game_id) == audit.Verdict()
    seed = game.seed
    for role in game.roles + [None]:
        assert seed not in json.dumps(service.view(game, role))
