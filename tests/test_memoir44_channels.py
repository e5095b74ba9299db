"""Memoir '44 as a new user meets it, on every channel (issue 9, "Every channel" and
"Done means": Pegasus Bridge, and a scenario from an .m44 file, played to the end).

Each test creates the game the way a user would on that channel (the lobby form with
its scenario select or its .m44 upload, POST /api/games, `pbem new`, the service of a
host that sends mail) and plays from what that channel shows the player:
- the web page in a real browser (waitress on loopback, Debian chromium): several
  turns of clicks and typed commands, a whole turn typed as a plan, a refusal with
  the game's own reason, the board picture, no other seat's hand;
- the JSON API: whole games chosen from GET /legal, with 201s, versions, and the
  event log of one seat hiding the other's hand and the deck;
- the `pbem` command: whole games with `pbem play`, then `pbem replay` and `pbem
  verify`;
- email alone: a whole game by replies to the mails received, the units read off the
  mail's text board, with a plan and a `legal` line among the replies.
The players battle whenever they can and move their units toward the enemy (see
pick), so a game ends in a couple of hundred commands; a plan is what a player who
knows the rules would write for his turn (compose_plan works it out on a dry run of
the rules, as he would in his head), and the channel must take it as typed.
"""
import json
import random
import re

import pytest

from pbem import audit
from pbem.games.memoir44 import hexes
from pbem.web import create_app
from tests.mailbots import summary_commands
from tests.test_rhine_channels import (_auth, cli_seat_to_act, pbem_runner, post_command,
                                       seat_to_act)
from tests.test_memoir44_options import m44

MAX_COMMANDS = 600
#: the commands a player sends whenever they are offered
EAGER = ("battle", "overrun", "take-ground")
#: a card id of the deck, as the views and events write it ("probe-left-2")
CARD = re.compile(r'"([a-z]+(?:-[a-z]+)*-\d)"')


def _distance(a, b):
    return hexes.distance(hexes.parse(a), hexes.parse(b))


def _nearer(move, units, side):
    """How much nearer to the closest enemy unit MOVE ("move C4-D5-E5") brings its
    unit."""
    path = move.split()[1].split("-")
    enemies = [h for h, s in units.items() if s != side]
    return (min(_distance(path[0], e) for e in enemies)
            - min(_distance(path[-1], e) for e in enemies))


def pick(chooser, commands, units, side):
    """A player's choice among COMMANDS, seeing UNITS ({hex: side} of every unit on
    the board) as SIDE: battle, overrun and take ground whenever he can; move the unit
    that gets nearest the enemy, and end the movement when no move gets nearer; order
    units while the card lets him; play any card; answer the rest at random (never a
    standing answer for Ambush: it changes nothing on the board)."""
    for word in EAGER:
        wanted = [c for c in commands if c.split()[0] == word]
        if wanted:
            return chooser.choice(wanted)
    moves = [c for c in commands if c.startswith("move ")]
    if moves:
        gains = {c: _nearer(c, units, side) for c in moves}
        best = max(gains.values())
        return chooser.choice([c for c, g in gains.items() if g == best]) if best > 0 \
            else "end"
    for word in ("order", "play"):
        wanted = [c for c in commands if c.split()[0] == word]
        if wanted:
            return chooser.choice(wanted)
    return chooser.choice([c for c in commands if not c.startswith("ambush ")])


def units_of(view):
    """{hex: side} of the units a view shows."""
    return {h: u["side"] for h, u in view["units"].items()}


def compose_plan(game, role, chooser):
    """A whole turn as one message, from the play step: the card, the orders, the
    moves and battles a player picks (pick) as he runs the turn in his head, up to the
    first die; then `end`, a guess the dice may overrule (the plan stops there)."""
    from pbem.games.memoir44 import apply, decide, format, legal, view
    from pbem.games.memoir44.decide import NeedDice, NoDraws
    state, steps = game.state, []
    while len(steps) < 12:
        options = [format(c) for c in legal(state, role)]
        if not options or state["turn"]["role"] != role:
            break
        steps.append(pick(chooser, options, units_of(view(state, role)), role))
        try:
            for event in decide(state, role, game.rules.parse(steps[-1]), NoDraws()):
                state = apply(state, event)
        except NeedDice:
            steps.append("end")
            break
    return "; ".join(steps)


# -- the JSON API ------------------------------------------------------------------------
@pytest.fixture
def client(service):
    return create_app({"server": {}, "storage": {}}, service).test_client()


def _cards(data):
    return set(CARD.findall(json.dumps(data)))


def _check_seat_log(client, service, game_id, role, token):
    """GET /events as ROLE: the deck's order and the other hand are numbers; every
    card the seat's log shows and the public log does not was ROLE's own (dealt,
    drawn or offered to ROLE); the seat's view has no other hand. Returns how many
    such own cards the log showed."""
    mine = client.get(f"/api/games/{game_id}/events", headers=_auth(token))
    public = client.get(f"/api/games/{game_id}/events")
    assert mine.status_code == public.status_code == 200
    own = set()
    for event in mine.json:
        data = event["data"]
        if event["type"] == "started":
            assert isinstance(data["deck"], int)
            assert all(isinstance(h, int) for s, h in data["hands"].items() if s != role)
            own |= set(data["hands"][role])
        elif event["type"] == "shuffled":
            assert isinstance(data["order"], int), "a deck's order is shown"
        elif event["type"] == "drew" and data["side"] == role:
            own |= set(data["cards"])
        elif event["type"] == "step" and data.get("role") == role:
            own |= set(data.get("drawn") or [])
    extra = _cards([e["data"] for e in mine.json]) - _cards([e["data"] for e in public.json])
    assert extra <= own, f"{role} sees {extra - own}"
    view = client.get(f"/api/games/{game_id}", headers=_auth(token)).json["view"]
    for side, shown in view["sides"].items():
        assert ("hand" in shown) == (side == role), side
    state = service.load(game_id).state
    other = next(s for s in state["sides"] if s != role)
    hidden = set(state["deck"]) | set(state["sides"][other]["hand"])
    assert not _cards(view) & hidden - set(state["last_played"].values())
    return len(extra)


def _play_through_the_api(client, service, body, chooser):
    """Create the game BODY describes and play it to its end from GET /legal; returns
    (the last GET of the game, commands played)."""
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.json
    game_id = r.json["id"]
    tokens = {s["role"]: s["token"] for s in r.json["seats"]}
    assert set(tokens) == {"Allies", "Axis"}
    played, seen, checks = 0, 0, 0
    while True:
        game, role, legal = seat_to_act(client, game_id, tokens)
        if role is None:
            break
        assert played < MAX_COMMANDS, "the game did not end"
        command = pick(chooser, legal, units_of(game["view"]), role)
        answer = post_command(client, game_id, tokens[role], role, command,
                              game["version"], stale=played == 5)
        played += 1
        if answer["view"]["outcome"] is None and played % 25 == 0:
            for seat, token in tokens.items():
                seen += _check_seat_log(client, service, game_id, seat, token)
            checks += 1
    assert game["view"]["outcome"]["winners"] and game["active"] == []
    assert checks >= 3 and seen, "no seat saw its own cards in its event log"
    assert audit.verify(service, game_id) == audit.Verdict()
    bad = client.post(f"/api/games/{game_id}/commands", headers=_auth(tokens["Allies"]),
                      json={"command": "end"})
    assert bad.status_code == 422
    return game, played


def test_a_whole_pegasus_bridge_game_through_the_api(client, service):
    game, played = _play_through_the_api(client, service, {
        "kind": "memoir44", "players": [{"name": "Ann"}, {"name": "Bob"}],
        "options": {"scenario": "pegasus-bridge"}}, random.Random(44))
    assert game["view"]["scenario"]["slug"] == "pegasus-bridge" and played >= 40


def test_a_whole_game_from_an_m44_document_through_the_api(client, service):
    document = m44("vassieux")
    game, played = _play_through_the_api(client, service, {
        "kind": "memoir44", "players": [{"name": "Ann"}, {"name": "Bob"}],
        "options": {"m44": document}}, random.Random(1944))
    assert game["view"]["scenario"]["name"] == document["text"]["en"]["name"]
    assert played >= 40


# -- the pbem command --------------------------------------------------------------------
@pytest.fixture
def pbem(tmp_path):
    return pbem_runner(str(tmp_path / "cli.sqlite"))


def _play_with_the_pbem_command(pbem, game_id, names, chooser):
    """Play GAME_ID to its end by `pbem show`, `pbem legal` and `pbem play`, as the
    seat to act (by its player's name or its role); returns the commands played."""
    played = 0
    while True:
        shown, role, who, legal = cli_seat_to_act(pbem, game_id, names, chooser)
        if role is None:
            return shown, played
        assert played < MAX_COMMANDS, "the game did not end"
        if played == 3:
            refused = pbem("play", game_id, "--as", who, "battle Z1 A1", code=1)
            assert "Z1" in refused.stderr and "legal now:" in refused.stderr
        pbem("play", game_id, "--as", who, pick(chooser, legal, units_of(shown["view"]),
                                                 role))
        played += 1


def test_a_pegasus_bridge_game_with_the_pbem_command(pbem):
    game_id = pbem("new", "memoir44", "--player", "Ann", "--player", "Bob",
                   "--option", "scenario=pegasus-bridge").stdout.strip()
    shown, played = _play_with_the_pbem_command(pbem, game_id, {"Allies": "Ann",
                                                                "Axis": "Bob"},
                                                random.Random(6))
    assert shown["view"]["outcome"]["winners"] and played >= 40
    text_board = pbem("show", game_id, "--as", "Ann").stdout
    assert "Pegasus Bridge - Game over: " in text_board
    assert "Allies (you, bottom edge)" in text_board
    assert len(pbem("replay", game_id).stdout.strip()) == 64
    assert pbem("verify", game_id).stdout.strip() == f"{game_id}: ok"


def test_a_game_from_an_m44_file_with_the_pbem_command(pbem, tmp_path):
    path = tmp_path / "mont-mouchet.m44"
    path.write_text(json.dumps(m44("mont-mouchet")))
    game_id = pbem("new", "memoir44", "--player", "Ann", "--player", "Bob",
                   "--option", f"m44=@{path}").stdout.strip()
    shown, played = _play_with_the_pbem_command(pbem, game_id, {"Allies": "Ann",
                                                                "Axis": "Bob"},
                                                random.Random(8))
    assert shown["view"]["scenario"]["slug"] is None
    assert shown["view"]["outcome"]["winners"] and played >= 40
    assert len(pbem("replay", game_id).stdout.strip()) == 64
    assert pbem("verify").stdout.strip() == f"{game_id}: ok"


# -- what the channels found in the game -------------------------------------------------
def test_every_example_of_a_legal_summary_is_accepted_as_written(service):
    """The summary a mail or page shows for a long list (the move step's) ended with
    one fixed plan, `play attack-center; order C4 E4; ...`, shown in steps where no
    card can be played and with units that are not there: copied from the mail, it was
    refused. Every example a summary shows is now a command or plan of this position,
    accepted as written."""
    from pbem.mail.compose import LONG_LEGAL
    game_id, _ = service.create("memoir44", [{"name": "Ann"}, {"name": "Bob"}],
                                {"scenario": "pegasus-bridge"})
    chooser, plans, long_lists = random.Random(9), 0, 0
    game = service.load(game_id)
    while not game.finished:
        (role,) = service.active(game)
        rules, state = game.rules, game.state
        legal = service.legal(game, role)
        long_lists += len(legal) > LONG_LEGAL
        for example in summary_commands(rules.legal_summary(state, role)):
            plans += ";" in example
            assert rules.is_legal(state, role, rules.parse(example)), example
        service.submit(game_id, role, pick(chooser, legal, units_of(
            rules.view(state, role)), role))
        game = service.load(game_id)
    assert plans > 20 and long_lists
