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

from pbem.games import memoir44
from pbem.games.memoir44 import hexes
from pbem.games.memoir44.decide import NeedDice, NoDraws, run_one
from pbem.games.memoir44.script import GameOver, Script
from pbem.host import audit
from pbem.mail import inbound
from pbem.web import create_app
from tests.fuzz import onward
from tests.mailbots import (Player, answered, check_answer, check_ended, mail_setup,
                            next_mover, summary_commands, summary_examples, text)
from tests.test_memoir44_fuzz import FACE_UP
from tests.test_memoir44_options import m44
from tests.test_rhine_channels import (_auth, _legal_on_page, _png, _send, _summary_on_page,
                                       _to_act, cli_seat_to_act, pbem_runner, post_command,
                                       seat_to_act)
from tests.test_web_pages import (api, browser, game_of, lobby_game,  # noqa: F401
                                  needs_chromium, open_seat, seat_links, seat_view, server)

pytestmark = pytest.mark.both_stores

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
    standing answer for Ambush: it changes nothing on the board; never resign)."""
    commands = onward(commands)
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


def compose_plan(game, role, chooser, upto=None, card=None):
    """A turn as one message, from the play step: the card, the orders, moves and
    battles a player picks (pick) as he runs the turn in his head, up to the first die
    (or card drawn); then take ground if the dice let him, a battle for each other
    unit that could battle, and `end`: answers and guesses the dice may overrule (the
    plan stops there). With UPTO, the plan stops where that step begins (the player
    wants to see the board then); CARD is the card he plays (default: pick's)."""
    def listed(state):
        return [memoir44.format(c) for c in memoir44.legal(state, role)]
    s, steps = Script(game.state, NoDraws()), []
    try:
        while not s.chance and listed(s.state) and s.state["turn"]["step"] != upto:
            before = s.state
            steps.append(f"play {card}" if card and not steps else pick(
                chooser, listed(before), units_of(memoir44.view(before, role)), role))
            run_one(s, memoir44.parse(steps[-1]))
    except NeedDice:
        fired = {steps[-1].split()[1]}
        steps.append("take-ground")
        for battle in (c for c in listed(before) if c.startswith("battle ")):
            if battle.split()[1] not in fired:
                fired.add(battle.split()[1])
                steps += [battle, "take-ground"]
        steps.append("end")
    except GameOver:
        pass                # the last command wins the game
    return "; ".join(steps)


# -- the lobby and the game page in a real browser ----------------------------------------
def _open_seats(browser, links):
    return {role: open_seat(browser.new_context(viewport={"width": 1280, "height": 900}),
                            link) for role, link in links.items()}     # a browser each


def _check_hands_on_the_page(page, service, game_id, role):
    """The seat's page shows its own hand (data and text board) and no card of the
    other hand or the deck (the cards played are public)."""
    view, state = seat_view(page), service.load(game_id).state
    other = next(s for s in state["sides"] if s != role)
    assert "hand" not in view["sides"][other] and "answers" not in view["sides"][other]
    assert [c["id"] for c in view["sides"][role]["hand"]] == state["sides"][role]["hand"]
    hidden = (set(state["deck"]) | set(state["sides"][other]["hand"])) - set(
        state["last_played"].values())
    assert not set(re.findall(r"[a-z]+(?:-[a-z]+)*-\d", page.content())) & hidden
    names = [c["name"] for c in view["sides"][role]["hand"]]
    assert "Your hand: " + names[0] in page.text_content("#board")


@needs_chromium
def test_a_memoir_game_from_the_lobby_in_the_browser(server, browser, service):  # noqa: F811
    chooser = random.Random(1944)
    lobby = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    links = lobby_game(lobby, server, "memoir44", ["Ann", "Bob"],
                       {"opt.memoir44.scenario": "sainte-mere-eglise"})
    assert set(links) == {"Allies", "Axis"}
    game_id = game_of(links["Allies"])
    assert service.load(game_id).meta["options"]["scenario"] == "sainte-mere-eglise"
    pages = _open_seats(browser, links)
    role, page = _to_act(server, game_id, pages)
    assert page.inner_text("#role") == role
    assert "Sainte-Mère-Eglise - Turn 1" in page.text_content("#board")
    assert "<svg" in page.inner_html(".svg")
    width, own = page.eval_on_selector(
        ".svg svg", "s => [s.getBoundingClientRect().width, s.viewBox.baseVal.width]")
    assert width >= own >= 900, "the board is shown at its own width, not shrunk"
    for seat, seen in pages.items():
        seen.goto(f"{server}/games/{game_id}")
        _check_hands_on_the_page(seen, service, game_id, seat)

    # a refusal shows the game's reason and changes nothing
    held = {c["key"] for c in seat_view(page)["sides"][role]["hand"]}
    card = next(k for k in ("ambush", "barrage", "air-power", "dig-in") if k not in held)
    version = int(page.inner_text("#version"))
    page.fill("#command", f"play {card}")
    page.click("button:has-text('Send')")
    assert f"you hold no {card} card" in page.inner_text("#rejection")
    assert int(page.inner_text("#version")) == version

    # a whole turn typed as a plan: a card, the orders, the moves and battles
    game = service.load(game_id)
    plan = next(p for p in (compose_plan(game, role, chooser, card=c["key"])
                            for c in seat_view(page)["sides"][role]["hand"])
                if {"order", "move", "battle"} <= {step.split()[0]
                                                   for step in p.split("; ")})
    _send(page, plan, click=False)
    played = seat_view(page)["last_played"][role]
    assert played and f"play {played['key']}" == plan.split("; ")[0]
    done = {e["type"] for e in api(server, f"/api/games/{game_id}/events")
            if e["actor"] == role}
    assert {"card_played", "ordered", "moved", "battle"} <= done, done

    # several turns: buttons clicked and commands typed, by whoever is to act; a
    # long list comes with its summary, whose plan is typed as shown
    turns, summary_plans = set(), 0
    for step in range(80):
        summary = api(server, f"/api/games/{game_id}")
        turns.add(summary["view"]["turn"]["number"])
        if len(turns) >= 5 or summary["status"] == "finished":
            break
        role, page = _to_act(server, game_id, pages)
        lines = _summary_on_page(page)
        plans = [c for c in summary_commands(lines) if ";" in c]
        if plans and not summary_plans:
            summary_plans += 1
            _send(page, plans[0], click=False)
            continue
        units = units_of(seat_view(page))
        _send(page, pick(chooser, _legal_on_page(page), units, role), click=step % 3)
    assert len(turns) >= 5, f"only {turns} after {step} commands"
    assert summary_plans, "no page showed a summary with its plan"
    _check_hands_on_the_page(page, service, game_id, role)
    page.screenshot(path="/tmp/memoir44-page.png", full_page=True)
    for p in pages.values():
        p.context.close()
    lobby.context.close()


@needs_chromium
def test_a_memoir_game_from_an_m44_file_uploaded_in_the_lobby(server, browser,  # noqa: F811
                                                              service, tmp_path):
    path = tmp_path / "toulon.m44"
    path.write_text(json.dumps(m44("toulon")))
    lobby = browser.new_context().new_page()
    lobby.goto(server + "/")
    lobby.select_option("select[name=kind]", "memoir44")
    lobby.fill("input[name=name0]", "Ann")
    lobby.fill("input[name=name1]", "Bob")
    lobby.select_option("select[name='opt.memoir44.scenario']", "arnhem-bridge")
    lobby.set_input_files("input[name='opt.memoir44.m44']", str(path))
    lobby.click("button:has-text('Create game')")
    assert "give either scenario or m44, not both" in lobby.inner_text(".flash.error")
    assert api(server, "/api/games") == [], "nothing is created"
    lobby.select_option("select[name='opt.memoir44.scenario']", "")
    lobby.set_input_files("input[name='opt.memoir44.m44']", str(path))
    links = seat_links(lobby)
    game_id = links["Allies"].split("/games/")[1].split("?")[0]
    pages = _open_seats(browser, links)
    role, page = _to_act(server, game_id, pages)
    view = seat_view(page)
    assert view["scenario"]["name"] == "Toulon" and view["scenario"]["slug"] is None
    assert "Toulon - Turn 1" in page.text_content("#board")
    _send(page, _legal_on_page(page)[0], click=True)
    assert seat_view(page)["played"] or seat_view(page)["turn"]["step"] != "play"
    public = browser.new_context().new_page()         # no seat: no hand at all
    public.goto(f"{server}/games/{game_id}")
    assert all("hand" not in side for side in seat_view(public)["sides"].values())
    assert "Your hand" not in public.text_content("#board")
    public.context.close()
    for p in pages.values():
        p.context.close()
    lobby.context.close()


# -- the JSON API ------------------------------------------------------------------------
@pytest.fixture
def client(service):
    return create_app({"server": {}, "storage": {}}, service).test_client()


def _cards(data):
    return set(CARD.findall(json.dumps(data)))


def _check_seat_log(client, service, game_id, role, token):
    """GET /events as ROLE and as the public: the deck's order and the other hand are
    numbers, a card shows only face up (played, discarded) or, in ROLE's log, as ROLE's
    own (dealt, drawn or offered to ROLE); the seat's view has no other hand and no
    card of it or of the deck. Returns how many own cards ROLE's log showed."""
    mine = client.get(f"/api/games/{game_id}/events", headers=_auth(token))
    public = client.get(f"/api/games/{game_id}/events")
    assert mine.status_code == public.status_code == 200
    own, face_up = set(), set()
    for event in mine.json:
        data = event["data"]
        if event["type"] in FACE_UP:
            face_up.add(data[FACE_UP[event["type"]]])
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
    assert _cards([e["data"] for e in public.json]) <= face_up
    seen = _cards([e["data"] for e in mine.json])
    assert seen <= face_up | own, f"{role} sees {seen - face_up - own}"
    view = client.get(f"/api/games/{game_id}", headers=_auth(token)).json["view"]
    for side, shown in view["sides"].items():
        assert ("hand" in shown) == (side == role), side
    state = service.load(game_id).state
    other = next(s for s in state["sides"] if s != role)
    hidden = set(state["deck"]) | set(state["sides"][other]["hand"])
    assert not _cards(view) & hidden - set(state["last_played"].values())
    return len(seen - face_up)


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


# -- email alone -------------------------------------------------------------------------
UNIT = re.compile(r"[AX][ITG]\d[a-z]?")
SIDES = {"A": "Allies", "X": "Axis"}


def board_units(body):
    """{hex: side} of the units a mail's text board shows, read as a player reads it:
    each board row (its number first) is followed by the line of its units, each
    written under its hex; the letters above the board name the hexes of the long
    rows (odd numbers) and, in small letters half a hex over, of the short rows."""
    lines = body.splitlines()
    top = next(i for i, line in enumerate(lines) if re.match(r" +a +b +c ", line))
    letters = {0: lines[top], 1: lines[top + 1]}
    units = {}
    for line, below in zip(lines[top + 2:], lines[top + 3:]):
        row = re.match(r"(\d) ", line)
        if row:
            n = int(row.group(1))
            for unit in UNIT.finditer(below):
                centre = unit.start() + (len(unit.group()) - 1) // 2
                units[f"{letters[n % 2][centre].upper()}{n}"] = SIDES[unit.group()[0]]
    return units


def _side(body):
    return re.search(r"^(Allies|Axis) \(you, ", body, re.M).group(1)


def test_a_pegasus_bridge_game_played_only_by_email(tmp_path, smtp_server):
    cfg, cfg_file, db, service = mail_setup(tmp_path, smtp_server)
    chooser = random.Random(1944)
    players = [Player(name, f"{name.lower()}@players.example", chooser)
               for name in ("Max", "Bea")]          # Allies and Axis
    game_id, _ = service.create("memoir44", [{"name": p.name, "email": p.email}
                                             for p in players],
                                {"scenario": "pegasus-bridge"})
    stats = {"replies": 0, "applied": 0, "summaries": 0, "asked": 0, "rejected": 0,
             "plans": 0, "summary plans": 0}
    checked_board = False
    while mover := next_mover(service, cfg, smtp_server, players, stats, MAX_COMMANDS):
        player, mail = mover
        body = text(mail)
        side, units = _side(body), board_units(body)
        game = service.load(game_id)
        assert units == units_of(service.view(game, side)), "the text board misreads"
        if not checked_board:
            _check_board_mail(mail, body, game_id)
            checked_board = True
        legal = player.legal(mail)
        if legal and legal[0].startswith("play "):      # a turn, or its orders, at once
            lines = [compose_plan(game, side, chooser,
                                  upto=None if chooser.random() < 0.7 else "move")]
        elif legal:
            lines = [pick(chooser, legal, units, side)]
        else:
            count, examples = summary_examples(service, game_id, player, mail, stats)
            plans = [c for c in examples if ";" in c]
            if plans and not stats["summary plans"]:    # the plan the mail shows, and
                lines = plans + ["legal"]               # the whole list
                stats["summary plans"] += 1
            elif chooser.random() < 0.3:
                lines = ["legal"]
            else:
                lines = [pick(chooser, [c for c in examples if ";" not in c], units, side)]
        if stats["replies"] % 30 == 5 and "legal" not in lines:
            lines.insert(0, "battle Z1 A1")               # refused: nothing applied
        lines.insert(0, f"# {player.name} plays")
        stats["replies"] += 1
        answer = answered(service, cfg, smtp_server, players, player.reply(mail, lines),
                          player, cli=(db, cfg_file) if stats["replies"] == 2 else None)
        said = check_answer(answer, lines, "battle Z1 A1", "'Z1' is off the board", stats)
        stats["plans"] += answer["X-Pbem-Kind"] == inbound.ANSWER and any(
            ";" in line for line in lines)
        if lines[-1] == "legal":
            stats["asked"] += 1
            full = player.legal(answer)
            assert full == service.legal(service.load(game_id), side)
            if len(lines) == 2:         # nothing applied: the list the summary stood for
                assert "Every legal command of yours" in said
                assert len(full) == count and set(examples) - set(plans) <= set(full)

    check_ended(service, smtp_server, players, game_id, stats)
    assert stats["summaries"] and stats["asked"] and stats["rejected"], stats
    assert stats["plans"] >= 5 and stats["summary plans"], stats


def _check_board_mail(mail, body, game_id):
    """The first mail a player gets: the text board reads as a board under 80
    columns, the HTML part shows the board as the inline PNG."""
    assert "Pegasus Bridge - Turn 1 - Allies: play a command card" in body
    assert "Players: Max (Allies), Bea (Axis)." in body
    assert "Your hand: " in body and "Places: " in body
    board = body.split("Pegasus Bridge - Turn 1")[1].split("Your legal commands now")[0]
    assert max(len(line) for line in board.splitlines()) <= 80
    png, cid = _png(mail)
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 20_000
    width = int.from_bytes(png[16:20], "big")
    assert width >= 1000
    assert f'src="cid:{cid}"' in mail.get_body(("html",)).get_content()
