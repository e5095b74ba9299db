"""Race to Berlin as a new pair of players meets it, on every channel.

Each test creates the game the way a user would on that channel (the lobby, POST
/api/games, `pbem new berlin --player Ann --player Bob`, the service of a host that sends
mail) and plays it from what that channel shows, never from the game module:
- the web pages in a real browser: a game made in the lobby, a seat page each, played by
  clicks and typed commands (an attack with a plan among them) to the game's end (in
  the suite BROWSER_STEPS of them, then the rest by random players through the
  service; PBEM_LONG=1 plays it all in the browser), whose page says so; the West's
  page shows a Soviet block face down as "?";
- the JSON API: a whole game chosen from GET /legal, the West's view and event log never
  holding the value of a Soviet block standing face down;
- the `pbem` command: a whole game with `pbem play`, then `pbem replay` and `pbem verify`;
- email alone: a whole game by replies to the mails received, which show the short forms
  of the long lists (place, attack) with an attack's plan as an example.
Players take the quick answers (pass, remove, done...) often, so a game runs its three
stages in a few hundred commands.
"""
import json
import random

import pytest

from pbem.host import audit
from pbem.mail import inbound
from tests.fuzz import LONG, onward, play_random
from tests.mailbots import (Player, answered, check_answer, check_ended, mail_setup,
                            next_mover, summary_commands, summary_examples, text)
from tests.test_rhine_channels import (_auth, _legal_on_page, _send, _summary_on_page,
                                       _to_act, cli_play_to_end, client,  # noqa: F401
                                       pbem_runner, post_command, seat_to_act)
from tests.test_web_pages import (api, browser, game_of, lobby_game,  # noqa: F401
                                  needs_chromium, open_seat, seat_view, server)

pytestmark = pytest.mark.both_stores

QUICK = ("pass", "done", "keep", "accept", "no support", "tokens none")
MAX_COMMANDS = 2000
#: the commands the browser plays in the suite before random players finish the game
BROWSER_STEPS = 20


def pick(chooser, commands, hurry=1 / 6):
    """A player's choice: a quick answer half of the time when one is offered; in the
    Action Phase a block's removal one time in six (HURRY: the clock runs); else any."""
    commands = onward(commands)
    quick = [c for c in commands if c in QUICK]
    if quick and chooser.random() < 0.5:
        return chooser.choice(quick)
    removes = [c for c in commands if c.startswith("remove")]
    if removes and chooser.random() < hurry:
        return chooser.choice(removes)
    return chooser.choice(commands)


@needs_chromium
def test_a_berlin_game_from_the_lobby_in_the_browser(server, browser, service):  # noqa: F811
    chooser = random.Random(1939)
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    links = lobby_game(ctx.new_page(), server, "berlin", ["Ann", "Bob"])
    assert set(links) == {"Soviets", "West"}
    game_id = game_of(links["Soviets"])
    pages = {role: open_seat(browser.new_context(viewport={"width": 1280, "height": 900}),
                             link) for role, link in links.items()}
    role, page = _to_act(server, game_id, pages)
    assert role == "Soviets" and "<svg" in page.inner_html(".svg")
    assert "place VALUE AREA" in page.inner_text("#legal-summary")
    _send(page, "place 5 35", click=False)                  # typed
    west = pages["West"]
    west.goto(f"{server}/games/{game_id}")
    (block,) = seat_view(west)["areas"]["35"]["blocks"]
    assert block["value"] is None and "?" in west.inner_html(".svg")
    assert "5" not in json.dumps(block)
    # a refusal shows the game's reason and changes nothing
    version = int(west.inner_text("#version"))
    west.fill("#command", "place 5 35")
    west.click("button:has-text('Send')")
    assert "not yours nor German" in west.inner_text("#rejection")
    assert int(west.inner_text("#version")) == version
    # clicks and typed commands, an attack with a plan among them, to the game's end
    planned = False
    for step in range(MAX_COMMANDS):
        if api(server, f"/api/games/{game_id}")["status"] == "finished" or (
                not LONG and planned and step >= BROWSER_STEPS):
            break
        role, page = _to_act(server, game_id, pages)
        legal = _legal_on_page(page)
        attacks = [c for c in legal if c.startswith("attack") and not c.endswith("x2")]
        if attacks and not planned:
            _send(page, chooser.choice(attacks) + " tokens none", click=False)
            planned = True
        elif legal:
            _send(page, pick(chooser, legal, hurry=0.5), click=step % 3)
        else:
            _send(page, pick(chooser, summary_commands(_summary_on_page(page)), hurry=0.5),
                  click=False)
    assert planned, "no attack was offered"
    play_random(service, game_id, None, chooser)
    assert api(server, f"/api/games/{game_id}")["status"] == "finished"
    pages["West"].goto(f"{server}/games/{game_id}")
    assert "Game over" in pages["West"].inner_text("body")
    for p in pages.values():
        p.context.close()
    ctx.close()


def _plan(view, attack):
    """A plan for ATTACK from what the attacker's view shows: no token, and Reserves
    when the two dice make 4 or less if a Reserves token of the block's force is left."""
    area = attack.split()[1]
    (force,) = [b["force"] for b in view["areas"][area]["blocks"] if b["role"] == "Soviets"]
    reserves = any(t["kind"] == "reserves" and t["force"] == force and not t["used"]
                   for t in view["players"]["Soviets"]["tokens"])
    return " tokens none" + (" reroll 4" if reserves else "")


def _hidden_soviet_values(service, game_id):
    """(area, value) of every Soviet block standing face down now."""
    state = service.load(game_id).state
    return {(b["area"], b["value"]) for b in state["blocks"]["Soviets"]
            if b["area"] is not None and not b["revealed"]}


def _check_west_sees_no_soviet_value(client, service, game_id, token):
    view = client.get(f"/api/games/{game_id}", headers=_auth(token)).json["view"]
    hidden = _hidden_soviet_values(service, game_id)
    for area, _ in hidden:
        (block,) = [b for b in view["areas"][area]["blocks"] if b["role"] == "Soviets"]
        assert block["value"] is None
    assert "pool_values" not in view["players"]["Soviets"]
    events = client.get(f"/api/games/{game_id}/events", headers=_auth(token)).json
    for e in events:
        if e["type"] == "placed" and e["data"]["role"] == "Soviets":
            assert e["data"]["value"] is None
        if e["type"] == "attack" and e["data"]["role"] == "Soviets":
            assert "plan" not in e["data"]
    return len(hidden)


def test_a_whole_berlin_game_through_the_api(client, service):  # noqa: F811
    r = client.post("/api/games", json={"kind": "berlin", "players": [
        {"name": "Ann"}, {"name": "Bob"}]})
    assert r.status_code == 201, r.json
    game_id = r.json["id"]
    tokens = {s["role"]: s["token"] for s in r.json["seats"]}
    assert list(tokens) == ["Soviets", "West"]
    chooser = random.Random(45)
    played, hidden_seen = 0, 0
    while True:
        game, role, legal = seat_to_act(client, game_id, tokens)
        if role is None:
            break
        assert played < MAX_COMMANDS, "the game did not end"
        command = pick(chooser, legal)
        if role == "Soviets" and command.startswith("attack") and chooser.random() < 0.5:
            command += _plan(game["view"], command)   # a plan, kept from the defender
        post_command(client, game_id, tokens[role], role, command, game["version"],
                     stale=played == 5)
        played += 1
        if played % 15 == 0:
            hidden_seen += _check_west_sees_no_soviet_value(client, service, game_id,
                                                            tokens["West"])
    assert game["view"]["outcome"] is not None and game["active"] == []
    assert game["view"]["stage"] == 3 or game["view"]["outcome"]["winners"]
    assert hidden_seen and played >= 40
    assert audit.verify(service, game_id) == audit.Verdict()
    bad = client.post(f"/api/games/{game_id}/commands", headers=_auth(tokens["Soviets"]),
                      json={"command": "pass"})
    assert bad.status_code == 422


def test_a_berlin_game_with_the_pbem_command(tmp_path):
    pbem = pbem_runner(str(tmp_path / "cli.sqlite"))
    game_id = pbem("new", "berlin", "--player", "Ann", "--player", "Bob").stdout.strip()
    shown = json.loads(pbem("show", game_id, "--format", "json").stdout)
    assert shown["view"]["roles"] == ["Soviets", "West"] and shown["active"] == ["Soviets"]
    shown, played = cli_play_to_end(pbem, game_id, {"Soviets": "Ann", "West": "Bob"}, pick,
                                    random.Random(1945), ("place 9 Nowhere", "no area 'Nowhere'"))
    assert shown["view"]["outcome"] is not None and played >= 20
    board = pbem("show", game_id, "--as", "Ann").stdout
    assert "Soviets" in board and "B1" in board
    assert len(pbem("replay", game_id).stdout.strip()) == 64
    assert pbem("verify", game_id).stdout.strip() == f"{game_id}: ok"


def test_a_berlin_game_played_only_by_email(tmp_path, smtp_server):
    cfg, cfg_file, db, service = mail_setup(tmp_path, smtp_server)
    chooser = random.Random(1944)
    players = [Player(name, f"{name.lower()}@players.example", chooser)
               for name in ("Max", "Bea")]                 # Soviets and West
    game_id, _ = service.create("berlin", [{"name": p.name, "email": p.email}
                                           for p in players])
    stats = {"replies": 0, "applied": 0, "summaries": 0, "asked": 0, "rejected": 0,
             "plans": 0}
    while mover := next_mover(service, cfg, smtp_server, players, stats, MAX_COMMANDS):
        player, mail = mover
        body = text(mail)
        assert "Race to Berlin" in body
        legal = player.legal(mail)
        if legal:
            lines = [pick(chooser, legal)]
        else:
            _, examples = summary_examples(service, game_id, player, mail, stats)
            plans = [c for c in examples if " reroll " in c or " tokens " in c]
            if plans and chooser.random() < 0.5:
                lines = plans[:1]
            elif chooser.random() < 0.1:
                lines = ["legal"]
            else:
                lines = [pick(chooser, [c for c in examples if c not in plans])]
        if stats["replies"] % 25 == 5 and "legal" not in lines:
            lines.insert(0, "remove 99")                    # refused: nothing applied
        lines.insert(0, f"# {player.name} plays")
        stats["replies"] += 1
        answer = answered(service, cfg, smtp_server, players, player.reply(mail, lines),
                          player, cli=(db, cfg_file) if stats["replies"] == 2 else None)
        check_answer(answer, lines, "remove 99", "no area '99'", stats)
        stats["plans"] += answer["X-Pbem-Kind"] == inbound.ANSWER and any(
            " reroll " in line or " tokens " in line for line in lines)
    check_ended(service, smtp_server, players, game_id, stats)
    assert stats["summaries"] and stats["rejected"] and stats["plans"], stats
