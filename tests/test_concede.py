"""Resigning and draws in every game (issue 25, item 2; pbem/games/concede.py, each
game's README "Resigning and draws"): `resign` for every seat still in the game, in
its turn or not; a draw offered, accepted, declined or lapsing where the rules know a
draw (Flanders: a shared victory, Race to Berlin: equal points), nowhere else; all of it
through submit, re-derived by `pbem verify`, refused with a clear message and nothing
changed where it does not apply. The seat page's box for them. Also Race to Berlin's
area names of two words."""
from pathlib import Path

import pytest
from click.testing import CliRunner

from pbem import config
from pbem.cli import main
from pbem.core.errors import Rejected
from pbem.core.rng import Draws
from pbem.games import RuleError, berlin, concede, flanders, memoir44, rhine, rulesets
from pbem.host import audit
from tests.fuzz import onward
from tests.test_web_help import VIEWPORTS
from tests.test_web_pages import browser, needs_chromium, open_seat, server  # noqa: F401

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
GAMES = {"flanders": flanders, "rhine": rhine, "memoir44": memoir44, "berlin": berlin}
WORDS = ["resign", "offer draw", "accept draw", "decline draw"]


def new(service, kind, seats=2, options=None):
    """A game of KIND and its roles in seat order."""
    gid, made = service.create(kind, [{"name": n} for n in NAMES[:seats]], options or {})
    return gid, [s["role"] for s in made]


def waiting(service, gid):
    """(the role to act, a role not to act) of a game of two or more seats."""
    game = service.load(gid)
    [acting] = service.active(game)
    return acting, next(r for r in game.roles if r != acting)


def play_on(service, gid):
    """One command of the game's own by the seat to act (the first it lists)."""
    game = service.load(gid)
    [role] = service.active(game)
    service.submit(gid, role, onward(service.legal(game, role))[0])
    return role


def refused(service, gid, role, command, match):
    """COMMAND of ROLE is refused saying MATCH, and the game is as it was."""
    before = service.load(gid).version
    with pytest.raises(Rejected, match=match):
        service.submit(gid, role, command)
    assert service.load(gid).version == before


def verified(service, gid):
    assert audit.verify(service, gid) == audit.Verdict()


# -- the words ---------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", GAMES)
def test_every_game_reads_and_writes_the_same_words(kind):
    g = GAMES[kind]
    for words in WORDS:
        command = g.parse(words)
        assert g.format(command) == words and concede.concedes(command)
        assert g.parse(words.upper().replace(" ", "-")) == command
    assert g.parse("  Concede ") == g.parse("resign") == {"action": "resign"}


def test_a_plan_may_not_hold_a_resignation():
    with pytest.raises(RuleError, match="'resign' is sent alone, not in a plan"):
        memoir44.parse("end; resign")


# -- two players: the other wins -----------------------------------------------------------------
TWO = [("flanders", {}), ("rhine", {}), ("memoir44", {}), ("berlin", {})]


@pytest.mark.parametrize("kind,options", TWO, ids=[k for k, _ in TWO])
def test_a_resignation_out_of_turn_gives_the_other_the_game(service, kind, options):
    gid, roles = new(service, kind, options=options)
    play_on(service, gid)
    acting, other = waiting(service, gid)
    assert "resign" in service.legal(service.load(gid), other)
    service.submit(gid, other, "resign")
    game = service.load(gid)
    assert game.finished and game.outcome["winners"] == [acting]
    assert game.outcome["reason"] == f"{other} resigned"
    assert [r.type for r in service.store.read(gid)][-2:] == ["game.ended", "game.revealed"]
    verified(service, gid)
    refused(service, gid, acting, "resign", "the game is over")
    refused(service, gid, other, "undo", "the game is over")


@pytest.mark.parametrize("kind,options", TWO, ids=[k for k, _ in TWO])
def test_a_seat_resigns_in_its_own_turn_too(service, kind, options):
    gid, _ = new(service, kind, options=options)
    acting, other = waiting(service, gid)
    service.submit(gid, acting, "concede")
    assert service.load(gid).outcome["winners"] == [other]
    verified(service, gid)


# -- three and four players: the game goes on without the seat ---------------------------------
def test_flanders_goes_on_without_a_player_who_resigned_and_the_last_one_wins(service):
    gid, roles = new(service, "flanders", 3)
    assert roles == ["Red", "Blue", "Green"]
    service.submit(gid, "Blue", "resign")                # out of turn: Red plays on
    game = service.load(gid)
    blue = game.state["players"]["Blue"]
    assert not game.finished and blue["out"] and blue["resigned"]
    assert blue["troops"] == 0 and game.state["pool"] == 40 - 3 * 6 + 6
    assert service.legal(game, "Blue") == [] and service.active(game) == ["Red"]
    refused(service, gid, "Blue", "roll", "it is not Blue's turn to act; waiting for Red")
    refused(service, gid, "Blue", "undo", "nothing to take back")
    while service.active(service.load(gid)) == ["Red"]:  # Red's turn, then Green's: Blue
        play_on(service, gid)                            # is skipped
    assert service.active(service.load(gid)) == ["Green"]
    service.submit(gid, "Green", "resign")               # in his turn: the last one left
    game = service.load(gid)
    assert game.outcome == {"winners": ["Red"], "reason": "Green resigned"}
    verified(service, gid)


def test_a_flanders_player_who_resigned_cannot_win_by_the_furthest_advance():
    """With nobody left in the game the furthest figure wins, as when "wszyscy gracze
    stracili wszystkie swoje oddziały" (every player lost all his troops), but never
    one who resigned."""
    from tests.test_flanders_rules import start
    st = start(3)
    st["players"]["Red"]["pos"] = 11
    for role, pos in (("Blue", 9), ("Green", 4)):
        st["players"][role].update(out=True, troops=0, pos=pos)
    events = flanders.decide(st, "Red", {"action": "resign"}, None)
    assert [e["type"] for e in events] == ["resigned", "game_over"]
    assert events[-1]["winners"] == ["Blue"] and events[-1]["reason"] == "Red resigned"


def test_rhine_goes_on_without_a_commander_who_resigned(service):
    gid, roles = new(service, "rhine", 3)
    acting, _ = waiting(service, gid)
    leaving = next(r for r in roles if r != acting)
    before = len(service.load(gid).state["corps"])
    service.submit(gid, leaving, "resign")
    game = service.load(gid)
    assert not game.finished and game.state["out"] == [leaving]
    colour = game.state["colour"][leaving]
    assert not [c for c in game.state["corps"] if rhine.board.RHINE.corps[c].colour == colour]
    assert 0 < len(game.state["corps"]) < before
    assert service.legal(game, leaving) == []
    for _ in range(60):                                  # his turns are skipped
        if service.load(gid).state["turn"]["number"] >= 4:
            break
        assert leaving not in service.active(service.load(gid))
        play_on(service, gid)
    stay = [r for r in roles if r != leaving]
    service.submit(gid, stay[0], "resign")
    assert service.load(gid).outcome["winners"] == [stay[1]]
    verified(service, gid)


def test_the_rhine_solitaire_player_who_resigns_loses_to_the_axis(service):
    gid, [role] = new(service, "rhine", 1, {"solo": "Patton"})
    assert service.legal(service.load(gid), role)[-1] == "resign"
    service.submit(gid, role, "resign")
    outcome = service.load(gid).outcome
    assert outcome["winners"] == [] and outcome["reason"] == "Patton resigned"
    verified(service, gid)


def test_a_memoir44_team_seat_resigns_for_its_side(service):
    gid, roles = new(service, "memoir44", 4, {"team": 2})
    assert roles == ["Allies", "Allies-flanks", "Axis", "Axis-flanks"]
    service.submit(gid, "Axis-flanks", "resign")
    outcome = service.load(gid).outcome
    assert outcome["winners"] == ["Allies", "Allies-flanks"]
    assert outcome["medals"] == {"Allies": 0, "Axis": 0}
    assert "Axis-flanks resigns for the Axis" in [e["text"] for e in service.events_for(gid)]
    verified(service, gid)


# -- draws --------------------------------------------------------------------------------------
DRAWN = [("flanders", 2, lambda roles: roles), ("flanders", 4, lambda roles: roles),
         ("berlin", 2, lambda roles: [])]


@pytest.mark.parametrize("kind,seats,winners", DRAWN, ids=["flanders-2", "flanders-4",
                                                           "berlin"])
def test_a_draw_offered_and_accepted_by_every_seat_still_in_the_game(service, kind, seats,
                                                                     winners):
    gid, roles = new(service, kind, seats)
    acting, other = waiting(service, gid)
    service.submit(gid, other, "offer draw")
    game = service.load(gid)
    assert game.state["draw_offer"] == {"by": other, "agreed": []}
    assert service.view(game, acting)["draw_offer"]["by"] == other
    assert service.legal(game, other) == ["resign"]
    assert service.legal(game, acting)[-3:] == ["resign", "accept draw", "decline draw"]
    answering = [r for r in roles if r != other]
    for role in answering[:-1]:
        service.submit(gid, role, "accept draw")
        assert not service.load(gid).finished
        refused(service, gid, role, "accept draw", "you have accepted this draw already")
    service.submit(gid, answering[-1], "accept draw")
    game = service.load(gid)
    assert game.outcome["winners"] == winners(roles)
    assert game.outcome["reason"].startswith("a draw agreed by ")
    verified(service, gid)


@pytest.mark.parametrize("kind", ["flanders", "berlin"])
def test_a_draw_declined_and_one_that_lapses(service, kind):
    gid, _ = new(service, kind)
    acting, other = waiting(service, gid)
    service.submit(gid, other, "offer draw")
    refused(service, gid, other, "accept draw", "you offered this draw")
    refused(service, gid, other, "offer draw", "you have offered a draw already")
    service.submit(gid, acting, "decline draw")
    assert concede.offer(service.load(gid).state) is None
    refused(service, gid, acting, "accept draw", "no draw has been offered")
    service.submit(gid, acting, "offer draw")            # the offerer plays on: it stands
    assert play_on(service, gid) == acting
    assert concede.offer(service.load(gid).state) == {"by": acting, "agreed": []}
    texts = [e["text"] for e in service.events_for(gid)]
    assert f"{acting} declines the draw: the offer is gone" in texts
    gid2, _ = new(service, kind)
    acting, other = waiting(service, gid2)
    service.submit(gid2, other, "offer draw")
    play_on(service, gid2)                               # another seat plays on: lapsed
    assert concede.offer(service.load(gid2).state) is None
    assert f"{other}'s offer of a draw lapses: {acting} moves on" in [
        e["text"] for e in service.events_for(gid2)]
    refused(service, gid2, acting, "accept draw", "no draw has been offered")
    verified(service, gid)
    verified(service, gid2)


def test_an_offer_lapses_when_a_seat_resigns_and_the_game_goes_on(service):
    gid, _ = new(service, "flanders", 3)
    service.submit(gid, "Blue", "offer draw")
    service.submit(gid, "Green", "accept draw")
    service.submit(gid, "Green", "resign")
    game = service.load(gid)
    assert not game.finished and concede.offer(game.state) is None
    assert service.legal(game, "Blue") == ["resign", "offer draw"]
    verified(service, gid)


@pytest.mark.parametrize("kind,seats,options", [("rhine", 2, {}), ("memoir44", 2, {}),
                                                ("rhine", 1, {"solo": "Brad"})],
                         ids=["rhine", "memoir44", "rhine-solo"])
def test_no_draw_where_the_rules_know_none(service, kind, seats, options):
    gid, roles = new(service, kind, seats, options)
    acting = service.active(service.load(gid))[0]
    assert concede.OFFER not in GAMES[kind].legal(service.load(gid).state, acting)
    refused(service, gid, acting, "offer draw", "there are no draws in this game: ")
    refused(service, gid, acting, "accept draw", "there are no draws in this game: ")


# -- the older rules know none of it -----------------------------------------------------------
@pytest.mark.parametrize("kind", GAMES)
def test_the_rules_before_the_bump_have_no_resignation(kind):
    g = GAMES[kind]
    older = rulesets.ruleset(kind, str(int(g.RULES_VERSION) - 1))
    st = None
    options = {"seats": 1, "solo": "Monty"} if kind == "rhine" else {"seats": 2}
    for e in older.setup(g.OPTIONS_SCHEMA().load(options), Draws("ab" * 32, "g", 0)):
        st = g.apply(st, e)
    acting = g.active(st)[0]
    assert not [c for c in older.legal(st, acting) if concede.concedes(c)]
    is_legal = getattr(older, "is_legal", None)
    assert is_legal is None or not is_legal(st, acting, {"action": "resign"})
    with pytest.raises(RuleError, match="kept on older rules, which have no 'resign'"):
        older.decide(st, acting, {"action": "resign"}, None)


# -- a game begun before the bump -----------------------------------------------------------------
DATA = Path(__file__).parent / "data"
#: a running game of each kind's rules before the bump (flanders:3 of three players)
RUNNING = {"flanders": "legacy/games/c6194cb-flanders-1.jsonl",
           "rhine": "rules/rhine-3-a.jsonl", "memoir44": "rules/memoir44-2-a.jsonl",
           "berlin": "rules/berlin-2-b.jsonl"}


@pytest.mark.parametrize("kind", RUNNING)
def test_a_game_begun_before_the_bump_resigns_once_it_moves_to_the_new_rules(tmp_path,
                                                                             kind):
    """Kept on its rules, a game knows no resignation; moved to the newest (as any
    running game is before its next command), a seat not to act resigns, and the game
    still verifies."""
    db = str(tmp_path / "pbem.sqlite")
    imported = CliRunner().invoke(main, ["import", "--db", db, str(DATA / RUNNING[kind])])
    assert imported.exit_code == 0, imported.output
    gid = imported.stdout.split()[0]
    service = config.open_service(config.load(env={}), db)
    old = service.load(gid).rules_version
    assert old == str(int(GAMES[kind].RULES_VERSION) - 1)
    service.keep_rules(gid)
    game = service.load(gid)
    [acting] = service.active(game)
    assert "resign" not in service.legal(game, acting)
    refused(service, gid, acting, "resign", "kept on older rules, which have no 'resign'")
    service.upgrade_rules(gid)
    game = service.load(gid)
    _, other = waiting(service, gid)
    service.submit(gid, other, "resign")
    game = service.load(gid)
    assert game.rules_version == GAMES[kind].RULES_VERSION
    assert other in game.roles and "resign" not in service.legal(game, other)
    verdict = CliRunner().invoke(main, ["verify", gid, "--db", db])
    assert verdict.exit_code in (0, 3) and "FAILED" not in verdict.output, verdict.output


# -- where a seat sees them ----------------------------------------------------------------------
def test_the_api_and_the_cli_list_them_for_a_seat_out_of_its_turn(service):
    from pbem.web import create_app
    gid, _ = new(service, "berlin")
    acting, other = waiting(service, gid)
    cli = CliRunner().invoke(main, ["legal", gid, "--as", other, "--db",
                                    str(service.store.path)])
    assert cli.exit_code == 0 and cli.output.split() == ["resign", "offer", "draw"]
    played = CliRunner().invoke(main, ["play", gid, "offer draw", "--as", other, "--db",
                                       str(service.store.path)])
    assert played.exit_code == 0, played.output
    token = service.rotate_token(gid, acting)
    client = create_app(config.load(env={}), service).test_client()
    legal = client.get(f"/api/games/{gid}/legal",
                       headers={"Authorization": f"Bearer {token}"}).json["legal"]
    assert legal[-3:] == ["resign", "accept draw", "decline draw"]


# -- Race to Berlin's names of two words ----------------------------------------------------------
def test_berlin_areas_are_typed_by_any_name_the_error_invites():
    """"no area 'berlin mitte': type its number (1-42, B1-B5) or its name" invited the
    name and refused it: every name of the map is read, of two words too, with its
    German or Polish letters or without (README 6.1)."""
    place = {"action": "place", "value": 2, "area": "B1"}
    for text in ("place 2 berlin mitte", "place 2 Berlin  Mitte", "place 2 BERLIN-MITTE",
                 "place 2 B1"):
        assert berlin.parse(text) == place
    assert berlin.parse("place 3 Köpenick")["area"] == berlin.parse("place 3 koepenick")[
        "area"] == "B3"
    assert berlin.parse("attack Kraków Łódź 1UF")["to"] == "25"
    assert berlin.parse("support Berlin Mitte") == {"action": "support", "area": "B1"}
    with pytest.raises(RuleError, match="no area 'mitte': type its number"):
        berlin.parse("place 2 mitte")


# -- the seat page ----------------------------------------------------------------------------
@needs_chromium
@pytest.mark.parametrize("size", VIEWPORTS)
def test_resign_from_the_seat_page_and_agree_a_draw_on_another(server, browser, service,
                                                               size):
    """A tick before resigning (a click alone posts nothing, and the list of commands
    offers no one-click resignation); a draw offered on one seat's page, accepted on
    the other's; on a phone and a desktop."""
    def seat(link):
        return open_seat(browser.new_context(**VIEWPORTS[size]), link)

    gid, made = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}])
    blue = seat(f"{server}/games/{gid}?token={made[1]['token']}")
    assert blue.inner_text("#nothing-else") == "Nothing else to do now: waiting for Red."
    assert not blue.locator(".legal form:has(input[value=resign])").is_visible()
    blue.click("#resign")                               # not ticked: the browser asks
    assert blue.evaluate("document.getElementById('resign-sure').validity.valueMissing")
    assert not service.load(gid).finished
    blue.check("#resign-sure")
    blue.click("#resign")
    blue.wait_for_selector(".flash.ok")
    assert "Blue: resign (now version" in blue.inner_text(".flash.ok")
    assert "Game over: Red won (Blue resigned)" in blue.inner_text("main")
    assert blue.query_selector("#leaving") is None
    blue.context.close()

    gid, made = service.create("berlin", [{"name": "Ann"}, {"name": "Bob"}])
    links = {s["role"]: f"{server}/games/{gid}?token={s['token']}" for s in made}
    west = seat(links["West"])
    west.click("#offer-draw")
    west.wait_for_selector(".flash.ok")
    assert west.query_selector("#offer-draw") is None
    soviets = seat(links["Soviets"])
    assert "West offers a draw" in soviets.inner_text("#draw-offer")
    soviets.click("#accept-draw")
    soviets.wait_for_selector(".flash.ok")
    assert "Game over: nobody won (a draw agreed by Soviets and West)" in soviets.inner_text(
        "main")
    verified(service, gid)
    for page in (west, soviets):
        page.context.close()
