"""Each command in plain words (issue 25; docs/game-protocol.md, "Optional: commands in
plain words"): in random positions of every game, explain() words every command legal()
offers and explain_summary() every line of a long list's summary, from the seat's view
alone; the words a seat reads are the same in two games that differ only in what that
seat cannot see (the twins of tests/test_hidden_twins.py); the commands every game
takes (resign, draws) are worded too."""
import importlib
import json
import random

import pytest

from pbem import config, games
from pbem.core.aggregate import Game, step
from pbem.games import words
from pbem.host import transfer
from pbem.web.pages import command_words
from tests.fuzz import play_random
from tests.mailbots import summary_commands
from tests.test_hidden_twins import twin_of

#: kind -> the games played to their end: (seats, options, games)
GAMES = {"flanders": [(2, {}, 12), (4, {"beginner": True}, 2)],
         "rhine": [(2, {"commanders": "Monty+Patton"}, 8), (3, {}, 1),
                   (1, {"solo": "Brad"}, 2)],
         "memoir44": [(2, {"scenario": "sword-beach"}, 2),
                      (4, {"scenario": "pegasus-bridge", "team": 2}, 1)],
         "berlin": [(2, {}, 1)]}
#: the actions each game's legal() can offer that the random games above meet; explain
#: has words for each (a new action without words fails here)
ACTIONS = {
    "flanders": {"roll", "take", "stop", "recon", "balloon", "bust", "gas", "discard",
                 "artillery", "skip", "move", "end"},
    "rhine": {"supply", "trucks", "transport", "truck", "done", "move", "go", "stop",
              "feed", "decline", "load", "unload", "return", "air", "recon",
              "resistance", "airborne", "end", "axis"},
    "memoir44": {"play", "ambush", "order", "move", "battle", "retreat", "end", "keep",
                 "target", "take-ground", "decline", "remove-wire"},
    "berlin": {"place", "pass", "attack", "remove", "support", "nosupport", "tokens",
               "reroll", "keep", "counterattack", "accept", "move", "done", "deploy"},
}


def _service(tmp_path, name):
    return config.open_service(config.load(env={}), str(tmp_path / f"{name}.sqlite"))


def _worded(rules, game, role, met):
    """Check the words of ROLE's legal commands and summary lines in GAME now; add
    the actions met to MET."""
    view = rules.view(game.state, role)
    for command in rules.legal(game.state, role):
        said = rules.explain(view, command)
        assert isinstance(said, str) and said.strip(), (rules.format(command), said)
        assert "{" not in said, f"a template field left unfilled: {said}"
        met.add(command["action"])
    summary = rules.legal_summary(game.state, role) \
        if hasattr(rules, "legal_summary") else []
    for line in summary:
        assert rules.explain_summary(view, line), line
    for example in summary_commands(summary):   # the longer forms: plans, landings
        assert rules.explain(view, rules.parse(example)), example


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_every_command_legal_offers_in_random_positions_has_words(tmp_path, kind):
    service = _service(tmp_path, kind)
    rules = games.get(kind)
    met = set()
    for seats, options, count in GAMES[kind]:
        for seed in range(count):
            gid, _ = service.create(kind, [{"name": f"P{i}"} for i in range(seats)],
                                    options)
            chooser = random.Random(seed)
            while not (game := service.load(gid)).finished:
                for role in service.active(game):
                    _worded(rules, game, role, met)
                play_random(service, gid, 1, chooser)
    assert ACTIONS[kind] <= met, f"{kind}: never met {sorted(ACTIONS[kind] - met)}"


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_each_game_has_words_of_its_own_for_each_action_it_offers(kind):
    """explain.py's handlers cover every action ACTIONS lists (a missing one would fall
    through to the words of every game's commands and say nothing)."""
    assert ACTIONS[kind] <= set(importlib.import_module(
        f"pbem.games.{kind}.explain").HANDLERS)


#: (kind, seats, options, commands) of the twins
TWINS = [("flanders", 2, {}, 40), ("memoir44", 2, {"scenario": "pegasus-bridge"}, 40),
         ("rhine", 2, {}, 30), ("berlin", 2, {}, 30)]


def _words_by_version(records, role):
    """[(version, [(command, its words)])] of ROLE at every version of RECORDS, from
    the seat's own view as the page computes it."""
    game, out = Game(records[0].stream, {}), []
    for i, rec in enumerate(records):
        game = step(game, rec, records)
        ends_a_command = i + 1 == len(records) or "batch" in records[i + 1].metadata
        if not ends_a_command or game.state is None or game.rules.outcome(game.state):
            continue
        legal = [game.rules.format(c) for c in game.rules.legal(game.state, role)]
        said = command_words(game.rules, game.rules.view(game.state, role), legal)
        out.append((rec.version, sorted(said.items())))
    return out


@pytest.mark.parametrize("kind,seats,options,commands", TWINS, ids=[t[0] for t in TWINS])
def test_the_words_are_the_same_in_games_that_differ_only_in_what_the_seat_cannot_see(
        tmp_path, kind, seats, options, commands):
    service = _service(tmp_path, kind)
    gid, _ = service.create(kind, [{"name": f"P{i}"} for i in range(seats)], options)
    play_random(service, gid, commands, random.Random(kind))
    _, records = transfer.parse_export(list(transfer.export_lines(service, gid,
                                                                  with_secret=True)))
    twins = 0
    for role in service.load(gid).roles:
        twin = twin_of(kind, records, role)
        if twin is None:
            continue
        twins += 1
        mine, theirs = _words_by_version(records, role), _words_by_version(twin, role)
        assert [said for _, said in mine] == [said for _, said in theirs], \
            f"{kind}: the words tell {role} what the twin hides"
        assert any(said for _, said in mine), "the seat was never offered a command"
    assert twins, f"no seat of this {kind} game has anything hidden from it"


EVERY_GAME = ("resign", "offer draw", "accept draw", "decline draw")


@pytest.mark.parametrize("kind", sorted(ACTIONS))
def test_the_commands_every_game_takes_have_words_in_every_game(tmp_path, kind):
    service = _service(tmp_path, kind)
    options = {"scenario": "pegasus-bridge"} if kind == "memoir44" else {}
    gid, _ = service.create(kind, [{"name": "A"}, {"name": "B"}], options)
    game = service.load(gid)
    role = service.active(game)[0]
    said = command_words(game.rules, service.view(game, role), list(EVERY_GAME))
    assert all(said[c] for c in EVERY_GAME), said
    assert len(set(said.values())) == len(EVERY_GAME)
    assert words.every_game("Offer  Draw") == said["offer draw"]
    assert words.every_game("take 6") is None


def test_a_command_the_game_cannot_word_has_none():
    """explain() of an action its game does not know: no words, not a crash."""
    for kind in ACTIONS:
        rules = games.get(kind)
        assert rules.explain({}, {"action": "dance"}) is None
        assert rules.explain_summary({}, "dance FEET  e.g. dance 2") is None


def test_every_game_words_its_options_for_the_lobby():
    """option_words(): a name and what it changes for every option of OPTIONS_SCHEMA,
    and words for every value of a list (Memoir '44's scenarios by their names)."""
    for kind in ACTIONS:
        rules = games.get(kind)
        said = rules.option_words()
        assert said["game"]["text"]
        for name, field in rules.OPTIONS_SCHEMA().fields.items():
            if name in ("seats",):
                continue
            assert said[name]["name"] and said[name]["text"], (kind, name)
    scenarios = games.get("memoir44").option_words()["scenario"]["choices"]
    from pbem.games.memoir44 import scenario
    assert set(scenarios) == set(scenario.SLUGS)
    assert scenarios["pegasus-bridge"]["name"] == "Pegasus Bridge"
    assert "The Axis moves first" in scenarios["vassieux"]["text"]
    assert json.dumps(scenarios)            # plain data, as the lobby renders it
