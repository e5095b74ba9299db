"""1944: Race to the Rhine as a new user meets it, on every channel.

Each test creates the game the way a user would on that channel (the lobby form, POST
/api/games, `pbem new`, the service of a host that sends mail) and plays from what that
channel shows the player, never from the game module:
- the web page in a real browser (waitress on loopback, Debian chromium): a 2-player
  Monty+Patton game with weather made in the lobby, a plan typed in the command box,
  several turns of clicks and typed commands, a refusal with the game's own reason;
- the JSON API: a whole 3-player game chosen from GET /legal, with 201s, versions,
  and the event log of one seat hiding the others' secrets;
- the `pbem` command: a whole 2-player Monty+Brad veteran game with `pbem play`, then
  `pbem replay` and `pbem verify`;
- email alone: a whole 2-player game by replies to the mails received, which show the
  legal-command summary of this game's long lists and answer `legal` with all of them.
Players prefer the commands that end a turn (`end`, `pass`, `done`, `stop`,
`decline`) half of the time, so the games end in a few dozen commands.
"""
import json
import random
import re
import urllib.parse

import pytest
from click.testing import CliRunner

from pbem.cli import main
from pbem.host import audit
from pbem.mail import inbound
from pbem.web import create_app
from tests.fuzz import onward
from tests.mailbots import (Player, answered, check_answer, check_ended, mail_setup,
                            next_mover, summary_commands, summary_examples, text)
from tests.test_web_pages import (api, browser, needs_chromium, open_seat,  # noqa: F401
                                  seat_links, seat_view, server)

pytestmark = pytest.mark.both_stores

QUICK = ("end", "pass", "done", "stop", "decline")
CARD = re.compile(r'"([RWBPX]\d\d)"')
MAX_COMMANDS = 1500
#: a corps move with a path: a plan (design §4), which legal() lists without its path
PLAN = re.compile(r"(commander )?move .*\w-\w")
#: the longer forms a summary shows that legal() does not list: a plan, a landing on
#: several areas (both accepted through the game's is_legal)
LONGER = re.compile(rf"{PLAN.pattern}|airborne .*, ")


def pick(chooser, commands, prefer=()):
    """A player's choice among COMMANDS: one of PREFER when offered, else half of the
    time a command that ends the turn (when offered), else any (but resigning and the
    draw's: the game goes on)."""
    commands = onward(commands)
    wanted = [c for c in commands if c.split()[0] in prefer]
    if wanted:
        return chooser.choice(wanted)
    quick = [c for c in commands if c in QUICK]
    if quick and chooser.random() < 0.5:
        return chooser.choice(quick)
    return chooser.choice(commands)


# -- the lobby and the game page in a real browser ----------------------------------------
def _legal_on_page(page):
    """Every legal command the page offers as a button (opening the folded list of a
    long one first)."""
    folded = page.query_selector("#legal-all")
    if folded and folded.get_attribute("open") is None:
        page.click("#legal-all summary")
    return [b.get_attribute("value") for b in page.query_selector_all("button.legal-command")]


def _summary_on_page(page):
    """The lines of a long list's summary, without their words."""
    return [code.inner_text() for code in page.query_selector_all("#legal-summary li code")]


def _to_act(server, game_id, pages):
    """(role, page) of the seat to act, its page freshly loaded."""
    (role,) = api(server, f"/api/games/{game_id}")["active"]
    page = pages[role]
    page.goto(f"{server}/games/{game_id}")            # not reload: it may repeat a post
    return role, page


def _send(page, command, click):
    """Play COMMAND by clicking its button, or by typing it in the command box; it
    must be applied."""
    version = int(page.inner_text("#version"))
    if click:
        page.locator("button.legal-command").filter(
            has=page.locator("span.cmd").get_by_text(command, exact=True)).click()
    else:
        page.fill("#command", command)
        page.click("button:has-text('Send')")
    page.wait_for_selector(".flash.ok")
    assert int(page.inner_text("#version")) > version, command


@needs_chromium
def test_a_rhine_game_from_the_lobby_in_the_browser(server, browser, service):  # noqa: F811
    chooser = random.Random(1944)
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    lobby = ctx.new_page()
    lobby.goto(server + "/")
    options = lobby.locator("fieldset.options[data-kind=rhine]")
    assert "the two commanders of a 2-player game" in options.inner_text()
    assert options.locator("input[type=checkbox][name='opt.rhine.weather']").count() == 1
    lobby.select_option("select[name=kind]", "rhine")
    lobby.fill("input[name=name0]", "Ann")
    lobby.fill("input[name=name1]", "Bob")
    lobby.fill("input[name='opt.rhine.commanders']", "Monty+Monty")
    lobby.check("input[name='opt.rhine.weather']")
    lobby.click("button:has-text('Create game')")
    refusal = lobby.inner_text(".flash.error")
    assert "choose two different commanders" in refusal and "{" not in refusal
    assert lobby.is_checked("input[name='opt.rhine.weather']"), "the input is kept"
    assert lobby.input_value("input[name='opt.rhine.commanders']") == "Monty+Monty"
    lobby.fill("input[name='opt.rhine.commanders']", "Monty+Patton")
    links = seat_links(lobby)
    assert set(links) == {"Monty", "Patton"}
    game_id = links["Monty"].split("/games/")[1].split("?")[0]
    options = service.load(game_id).meta["options"]
    assert options["weather"] is True and options["commanders"] == ["Monty", "Patton"]

    pages = {role: open_seat(browser.new_context(viewport={"width": 1280, "height": 900}),
                             link) for role, link in links.items()}    # a browser each
    assert {role: page.inner_text("#role") for role, page in pages.items()} == {
        "Monty": "Monty", "Patton": "Patton"}
    role, page = _to_act(server, game_id, pages)
    assert "<svg" in page.inner_html(".svg")
    box = page.eval_on_selector(".svg svg", "s => s.getBoundingClientRect().width")
    assert box >= 1000, "the board is shown at its own width, not shrunk"
    for _ in range(20):             # Monty's long list comes with its summary
        if page.query_selector("#legal-summary"):
            break
        _send(page, pick(chooser, _legal_on_page(page)), click=True)
        role, page = _to_act(server, game_id, pages)
    summary = page.inner_text("#legal-summary")
    assert "move CORPS [PATH [ANSWERS]]" in summary and "end" in summary
    page.screenshot(path="/tmp/rhine-page.png", full_page=True)

    # a plan: the move example of the summary, typed in the command box
    line = next(li for li in _summary_on_page(page) if li.startswith("move CORPS"))
    plan = next(c for c in summary_commands([line]) if "-" in c)
    corps = max((c for c in seat_view(page)["corps"] if plan.startswith(f"move {c} ")),
                key=len)
    start = seat_view(page)["corps"][corps]["area"]
    _send(page, plan, click=False)
    assert seat_view(page)["corps"][corps]["area"] != start, f"{plan} did not move"

    # a refusal shows the game's reason and changes nothing
    version = int(page.inner_text("#version"))
    page.fill("#command", "move XYZ Paris")
    page.click("button:has-text('Send')")
    assert "unknown corps in 'XYZ Paris'" in page.inner_text("#rejection")
    assert int(page.inner_text("#version")) == version

    # several turns: buttons clicked and commands typed, by whoever is to act
    turns = set()
    for step in range(60):
        summary = api(server, f"/api/games/{game_id}")
        turns.add((summary["view"]["round"], summary["view"]["turn"]["role"]))
        if len(turns) >= 5 or summary["status"] == "finished":
            break
        role, page = _to_act(server, game_id, pages)
        _send(page, pick(chooser, _legal_on_page(page)), click=step % 3)
    assert len(turns) >= 5, f"only {turns} after {step} commands"
    page.screenshot(path="/tmp/rhine-page-later.png", full_page=True)
    page.set_viewport_size({"width": 420, "height": 900})
    page.goto(f"{server}/games/{game_id}")
    assert page.evaluate("document.documentElement.scrollWidth") <= 420, \
        "a narrow screen scrolls the board in its box, not the page"
    for p in pages.values():
        p.context.close()
    ctx.close()


@pytest.fixture
def client(service):
    return create_app({"server": {}, "storage": {}}, service).test_client()


def test_the_lobby_offers_every_option_of_every_game_from_its_schema(client):
    """Built from OPTIONS_SCHEMA, nothing named in the channel: a boolean is a
    checkbox, any other option a text input, with what the game's option_words() say
    it changes (else its description) as the hint."""
    from markupsafe import escape
    from marshmallow import fields
    from pbem.web.seat import playable_kinds
    html = client.get("/").get_data(as_text=True)
    assert playable_kinds()["rhine"]
    for kind, rules in playable_kinds().items():
        for name, field in rules.OPTIONS_SCHEMA().fields.items():
            if name == "seats":
                continue
            tag = re.search(rf'<(input|select)[^>]*name="opt\.{kind}\.{name}"[^>]*>', html)
            assert tag, f"{kind} option {name} has no input"
            if isinstance(field, fields.Boolean):
                assert 'type="checkbox"' in tag.group(0)
            said = rules.option_words().get(name, {}) if hasattr(rules, "option_words") \
                else {}
            hint = said.get("text") or field.metadata.get("description")
            if hint:
                assert f'aria-describedby="hint.{kind}.{name}"' in tag.group(0)
                assert f'id="hint.{kind}.{name}">{escape(hint)}</small>' in html


# -- the JSON API ------------------------------------------------------------------------


def _auth(token):
    return {"Authorization": f"Bearer {token}"}


def seat_to_act(client, game_id, tokens):
    """(the game, the role to act, its legal list from GET /legal), every other seat's
    list empty but resigning; (the game, None, None) once it is finished."""
    game = client.get(f"/api/games/{game_id}").json
    if game["status"] == "finished":
        return game, None, None
    (role,) = game["active"]
    legal = client.get(f"/api/games/{game_id}/legal", headers=_auth(tokens[role]))
    assert legal.status_code == 200 and legal.json["version"] == game["version"]
    for other in set(tokens) - {role}:
        assert onward(client.get(f"/api/games/{game_id}/legal", headers=_auth(
            tokens[other])).json["legal"]) == []
    return game, role, legal.json["legal"]


def post_command(client, game_id, token, role, command, version, stale=False):
    """POST COMMAND as ROLE expecting VERSION: a 201 whose events, ROLE's, start at
    VERSION and grow it; first, when STALE, the same expecting an older version: a 409
    and nothing applied. Returns the 201's JSON."""
    url, auth = f"/api/games/{game_id}/commands", _auth(token)
    if stale:
        r = client.post(url, headers=auth, json={"command": command,
                                                 "expected_version": version - 1})
        assert r.status_code == 409 and r.json["error"]["code"]
    r = client.post(url, headers=auth, json={"command": command,
                                             "expected_version": version})
    assert r.status_code == 201, (command, r.json)
    assert r.json["version"] == version + len(r.json["events"])
    assert r.json["events"][0]["version"] == version + 1
    assert r.json["events"][0]["actor"] == role
    return r.json


def _cards(data):
    return set(CARD.findall(json.dumps(data)))


def _check_seat_log(client, service, game_id, role, token):
    """GET /events as ROLE: no deck order, and no card the public log does not show
    but ROLE's own peeks; the seat's view has no other player's kept cards or peeks."""
    mine = client.get(f"/api/games/{game_id}/events", headers=_auth(token))
    public = client.get(f"/api/games/{game_id}/events")
    assert mine.status_code == public.status_code == 200
    for event in mine.json:
        if event["type"] in ("shuffled", "card_resolved"):
            assert "order" not in event["data"], "a deck's order is shown"
        if event["type"] == "started":
            assert all(isinstance(n, int) for n in event["data"]["decks"].values())
    own_peeks = {rec.payload["card"] for rec in service.store.read(game_id)
                 if rec.type in ("peeked", "air_support") and "card" in rec.payload
                 and rec.payload.get("role") == role}
    extra = (_cards([e["data"] for e in mine.json])
             - _cards([e["data"] for e in public.json]))
    assert extra <= own_peeks, f"{role} sees {extra - own_peeks}"
    state = service.load(game_id).state
    view = client.get(f"/api/games/{game_id}", headers=_auth(token)).json["view"]
    for other, player in view["players"].items():
        if other != role:
            assert "kept" not in player and "peeks" not in player
    hidden = {c for pile in state["decks"].values() for c in pile} - own_peeks
    for other, player in state["players"].items():
        if other != role:
            hidden |= set(player["kept"])
    assert not (_cards(view) & hidden) - _cards(public.json)
    return len(extra)


@pytest.mark.parametrize("names,options,roles", [
    (["Ann", "Bob", "Cy"], {"weather": True, "veteran": "Monty+Brad+Patton"},
     ["Monty", "Brad", "Patton"]),
    (["Ann", "Bob"], {"basic": True}, ["Brad", "Patton"]),
], ids=["three-weather-veteran", "two-basic"])
def test_a_whole_rhine_game_through_the_api(client, service, names, options, roles):
    r = client.post("/api/games", json={"kind": "rhine", "players": [
        {"name": n} for n in names], "options": options})
    assert r.status_code == 201, r.json
    game_id = r.json["id"]
    tokens = {s["role"]: s["token"] for s in r.json["seats"]}
    assert list(tokens) == roles
    chosen = client.get(f"/api/games/{game_id}").json["view"]["options"]
    assert {k: chosen[k] for k in options} == {
        k: v.split("+") if k == "veteran" else v for k, v in options.items()}
    chooser = random.Random(3)
    played, peeks_seen, checks = 0, 0, 0
    while True:
        game, role, legal = seat_to_act(client, game_id, tokens)
        if role is None:
            break
        assert played < MAX_COMMANDS, "the game did not end"
        command = pick(chooser, legal, prefer=("recon", "air"))
        answer = post_command(client, game_id, tokens[role], role, command,
                              game["version"], stale=played == 5)
        played += 1
        if answer["view"]["outcome"] is None and (
                played % 10 == 0 or any(e["type"] in ("peeked", "air_support")
                                        for e in answer["events"])):
            for seat, token in tokens.items():
                peeks_seen += _check_seat_log(client, service, game_id, seat, token)
            checks += 1
    assert game["view"]["outcome"]["winners"] and game["active"] == []
    assert checks >= 3 and played >= 20
    if not options.get("basic"):        # air support peeks at a deck (rule 11)
        assert peeks_seen, "no seat saw its own peek in its event log"
    assert audit.verify(service, game_id) == audit.Verdict()
    bad = client.post(f"/api/games/{game_id}/commands", headers=_auth(tokens[roles[0]]),
                      json={"command": "end"})
    assert bad.status_code == 422


# -- the pbem command --------------------------------------------------------------------
def pbem_runner(db):
    """run(*ARGS, code=0): `pbem ARGS --db DB` through click, its exit status CODE."""
    def run(*args, code=0):
        result = CliRunner().invoke(main, [*args, "--db", db])
        assert result.exit_code == code, (args, result.output, result.exception)
        return result
    return run


def cli_seat_to_act(pbem, game_id, names, chooser):
    """(`pbem show --format json`, the role to act, who plays it: its player's name
    or the role at random, its `pbem legal` lines); the role is None once the game is
    over."""
    shown = json.loads(pbem("show", game_id, "--format", "json").stdout)
    if not shown["active"]:
        return shown, None, None, None
    (role,) = shown["active"]
    who = chooser.choice([role, names[role]])
    return shown, role, who, pbem("legal", game_id, "--as", who).stdout.splitlines()


def cli_play_to_end(pbem, game_id, names, choose, chooser, refusal=None):
    """Play GAME_ID to its end with `pbem play`, each command CHOOSE(chooser, the
    `pbem legal` lines) by the player or the role at random; at the fourth command first
    REFUSAL = (line, words): refused with WORDS and the legal list, exit 1. Returns the
    last `pbem show --format json` and the commands played."""
    played = 0
    while True:
        shown, role, who, legal = cli_seat_to_act(pbem, game_id, names, chooser)
        if role is None:
            return shown, played
        assert played < MAX_COMMANDS, "the game did not end"
        if refusal and played == 3:
            refused = pbem("play", game_id, "--as", who, refusal[0], code=1)
            assert refusal[1] in refused.stderr and "legal now:" in refused.stderr
        pbem("play", game_id, "--as", who, choose(chooser, legal))
        played += 1


def test_a_two_player_rhine_game_with_the_pbem_command(tmp_path):
    pbem = pbem_runner(str(tmp_path / "cli.sqlite"))
    created = pbem("new", "rhine", "--player", "Ann", "--player", "Bob",
                   "--option", "commanders=Monty+Brad", "--option", "veteran=Monty+Brad")
    game_id = created.stdout.strip()
    shown = json.loads(pbem("show", game_id, "--format", "json").stdout)
    assert shown["view"]["options"]["veteran"] == ["Monty", "Brad"]
    assert shown["view"]["roles"] == ["Monty", "Brad"]
    shown, played = cli_play_to_end(pbem, game_id, {"Monty": "Ann", "Brad": "Bob"}, pick,
                                    random.Random(7),
                                    ("supply Nowhere basic", "unknown area 'Nowhere'"))
    assert shown["view"]["outcome"]["winners"] and played >= 20
    text_board = pbem("show", game_id, "--as", "Ann").stdout
    assert "Monty (red) (you)" in text_board
    assert len(pbem("replay", game_id).stdout.strip()) == 64
    assert pbem("verify", game_id).stdout.strip() == f"{game_id}: ok"
    assert pbem("verify").exit_code == 0


# -- email alone -------------------------------------------------------------------------
def _png(mail):
    """The inline board picture of MAIL, and the Content-ID its HTML names."""
    part = next(p for p in mail.walk() if p.get_content_type() == "image/png")
    return part.get_content(), part["Content-ID"].strip("<>")


def test_a_two_player_rhine_game_played_only_by_email(tmp_path, smtp_server):
    cfg, cfg_file, db, service = mail_setup(tmp_path, smtp_server)
    chooser = random.Random(1945)
    players = [Player(name, f"{name.lower()}@players.example", chooser)
               for name in ("Max", "Bea")]          # Monty and Brad
    game_id, _ = service.create("rhine", [{"name": p.name, "email": p.email}
                                          for p in players],
                                {"commanders": "Monty+Brad", "fair_play": True,
                                 "common_deck": True})
    stats = {"replies": 0, "applied": 0, "summaries": 0, "asked": 0, "rejected": 0,
             "plans": 0}
    checked_board, curious = False, set()
    while mover := next_mover(service, cfg, smtp_server, players, stats, MAX_COMMANDS):
        player, mail = mover
        body = text(mail)
        if not checked_board:
            _check_board_mail(mail, body, game_id)
            checked_board = True
        legal = player.legal(mail)
        if legal:
            lines = [pick(chooser, legal)]
        else:
            count, examples = summary_examples(service, game_id, player, mail, stats)
            if player not in curious:   # a new player tries the plan the mail shows
                curious.add(player)     # and asks for the whole list
                lines = [c for c in examples if PLAN.match(c)][:1] + ["legal"]
            elif chooser.random() < 0.2:
                lines = ["legal"]
            else:
                lines = [pick(chooser, examples)]
        if stats["replies"] % 12 == 5 and "legal" not in lines:
            lines.insert(0, "move XYZ Paris")         # refused: nothing applied
        lines.insert(0, f"# {player.name} plays")
        stats["replies"] += 1
        answer = answered(service, cfg, smtp_server, players, player.reply(mail, lines),
                          player, cli=(db, cfg_file) if stats["replies"] == 2 else None)
        said = check_answer(answer, lines, "move XYZ Paris", "unknown corps in 'XYZ Paris'",
                            stats)
        stats["plans"] += answer["X-Pbem-Kind"] == inbound.ANSWER and any(
            PLAN.match(line) for line in lines)
        if lines[-1] == "legal":
            stats["asked"] += 1
            full = player.legal(answer)
            assert full == service.legal(service.load(game_id), _role(service, game_id,
                                                                      player))
            if len(lines) == 2:         # nothing applied: the list the summary stood for
                assert "Every legal command of yours" in said
                assert len(full) == count
                assert {c for c in examples if not LONGER.match(c)} <= set(full)

    check_ended(service, smtp_server, players, game_id, stats)
    assert stats["summaries"] and stats["asked"] and stats["rejected"], stats
    assert stats["plans"], f"no plan was sent: {stats}"


def _role(service, game_id, player):
    return next(s["role"] for s in service.load(game_id).meta["seats"]
                if s["name"] == player.name)


def _check_board_mail(mail, body, game_id):
    """The first mail a player gets: the text board reads as a board, the HTML part
    shows the board as the inline PNG."""
    assert "1944: Race to the Rhine - Round 1" in body
    assert re.search(r"^ {4}XII BR +Louviers +\dG \dA \dF$", body, re.M), body
    assert "Allied Stock" in body and "controls" in body
    assert "Players: Max (Monty), Bea (Brad)." in body
    board = re.split(r"\nYour (legal )?commands now", body.split(
        "1944: Race to the Rhine - Round 1")[1])[0]
    assert max(len(line) for line in board.splitlines()) <= 110
    png, cid = _png(mail)
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 20_000
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    assert width >= 1000 and height >= 800
    assert f'src="cid:{cid}"' in mail.get_body(("html",)).get_content()
    assert urllib.parse.quote(game_id) in body


# -- what the channels found in the game: the summary showed `airborne A, B` (two units)
# to a player who could pay for one only, and copying it from a mail was refused ---------
def test_legal_summary_examples_are_accepted_when_one_airborne_unit_is_affordable():
    import pbem.games.rhine as rhine
    from tests.test_rhine_rules import game
    st = game(3, role="Monty")
    st["players"]["Monty"]["medals"], st["medal_pool"] = 1, 19    # one unit's worth
    lines = rhine.legal_summary(st, "Monty")
    listed = [rhine.format(c) for c in rhine.legal(st, "Monty")]
    assert any(c.startswith("airborne ") for c in listed)
    for example in summary_commands(lines):
        assert example in listed or rhine.is_legal(st, "Monty", rhine.parse(example)), \
            example


def test_legal_summary_shows_a_two_unit_landing_to_a_player_who_can_pay_for_two():
    import pbem.games.rhine as rhine
    from tests.test_rhine_rules import game
    st = game(3, role="Monty")
    st["players"]["Monty"]["medals"], st["medal_pool"] = 2, 18
    examples = summary_commands(rhine.legal_summary(st, "Monty"))
    listed = [rhine.format(c) for c in rhine.legal(st, "Monty")]
    pair = [c for c in examples if c.startswith("airborne ") and ", " in c]
    assert pair and not set(pair) & set(listed), "the pair is a longer form, not listed"
    assert all(rhine.is_legal(st, "Monty", rhine.parse(c)) for c in pair)
