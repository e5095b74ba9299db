"""Random 1944: Race to the Rhine games through Service.submit() (tests/fuzz.py).

Complete games (203 in the long run, PBEM_LONG=1; 84 in the suite) by random players choosing uniformly from legal(): two players with
each commander pair (Monty+Brad, Monty+Patton, Brad+Patton) and three players, each
without optional rules, with each optional rule alone (weather, common deck, fair play,
veteran for every commander, the basic game) and with all of them. After every step:
every supply kind, the trucks, the cards and the medals are conserved (the game's
invariants), the view returned is the seat's view, and no view or visible event shows
another seat's hidden information (deck order, other players' kept cards, peeked
cards). Every game ends; replay equals the live state and verify passes.

Two more tests send what legal() does not list: plans (a move with a path and standing
answers, validated by is_legal) and the deadline actions (default, skip, forfeit).
"""
import json
import random
import re

import pytest

from events import EventStore
from pbem.config import service_over
from pbem.games.rhine import invariants
from pbem.games.rhine.rules import example_path
from tests.fuzz import LONG, check_finished_game, onward, play_random_game

#: games per (seating, option set): 3 x 7 x 7 two-player + 7 x 8 three-player = 203 in
#: the long run (PBEM_LONG=1), 3 each (84) in the suite
GAMES_PER_CASE = {2: 7, 3: 8} if LONG else {2: 3, 3: 3}

SEATINGS = [(2, "Monty+Brad"), (2, "Monty+Patton"), (2, "Brad+Patton"), (3, None)]
OPTION_SETS = {
    "plain": {},
    "weather": {"weather": True},
    "common_deck": {"common_deck": True},
    "fair_play": {"fair_play": True},
    "veteran": {"veteran": "Monty+Brad+Patton"},
    "basic": {"basic": True},
    "all": {"weather": True, "common_deck": True, "fair_play": True,
            "veteran": "Monty+Brad+Patton"},
}
CARD = re.compile(r'"([RWBX]\d\d)"')


@pytest.fixture
def fast_service(tmp_path):
    """A snapshot after every command keeps each load to one snapshot read."""
    store = EventStore(tmp_path / "events.sqlite")
    yield service_over(store, snapshot_every=1)
    store.close()


def secrets_of(state, role):
    """Card ids ROLE must not see: every card in a deck (but his own peeks) and the
    other players' kept cards."""
    hidden = {c for pile in state["decks"].values() for c in pile}
    hidden -= set(state["peeks"].get(role, {}).values()) if role else set()
    for other, p in state["players"].items():
        if other != role:
            hidden |= set(p["kept"])
    return hidden


def check_hidden(game, service, events, views=None):
    """No view (or event view) shows ROLE a card id it may not see. The public view is
    scanned whole; a seat's view only where it differs from the public one (what every
    seat sees is clean for all, as the public view hides the most)."""
    st = game.state
    public = service.view(game, None)
    leaked = set(CARD.findall(json.dumps(public))) & secrets_of(st, None)
    assert not leaked, f"the public view shows {leaked}"
    for role in game.roles:
        view = (views or {}).get(role) or service.view(game, role)
        assert all(isinstance(n, int) for n in view["decks"].values())
        for other, p in view["players"].items():
            if other != role:
                assert "kept" not in p and "peeks" not in p
        own = {k: v for k, v in view.items() if public.get(k) != v}
        leaked = set(CARD.findall(json.dumps(own))) & secrets_of(st, role)
        assert not leaked, f"{role} sees {leaked}"
        for ev in events:
            seen = game.rules.event_view(ev, role)
            assert "order" not in seen
            if ev["type"] in ("air_support", "peeked") and ev["role"] != role:
                assert "card" not in seen


def step_checker(service):
    def check(game, role, result):
        invariants.check(game.state)
        if game.finished:
            return
        mine = service.view(game, role)
        assert result.view == mine
        events = [{"type": r.type, **r.payload} for r in result.events
                  if not r.type.startswith("game.")]
        check_hidden(game, service, events, {role: mine})
    return check


@pytest.mark.parametrize("options", list(OPTION_SETS), ids=list(OPTION_SETS))
@pytest.mark.parametrize("seats,pair", SEATINGS, ids=[p or "three" for _, p in SEATINGS])
def test_random_rhine_games_through_submit(fast_service, seats, pair, options):
    opts = dict(OPTION_SETS[options], **({"commanders": pair} if pair else {}))
    check = step_checker(fast_service)
    reasons = set()
    for i in range(GAMES_PER_CASE[seats]):
        game_id, played = play_random_game(fast_service, "rhine", seats, opts,
                                           seed=f"{seats}{pair}{options}{i}", on_step=check)
        check_finished_game(fast_service, game_id)
        game = fast_service.load(game_id)
        assert game.outcome["winners"] and set(game.outcome["winners"]) <= set(game.roles)
        if pair:
            assert sorted(game.roles) == sorted(pair.split("+"))
        assert played >= 10
        reasons.add(game.outcome["reason"])
    assert reasons <= {"most medals", "automatic victory"}


def random_plan(rnd, game, command):
    """A move of legal() turned into a plan: a path along the corps' arrows and random
    standing answers."""
    path = example_path(game.state, command["corps"])[:rnd.randint(2, 4)]
    answers = {}
    if rnd.random() < 0.6:
        answers["starving"] = rnd.choice(["feed", "decline"])
    if rnd.random() < 0.6:
        answers["black_market"] = rnd.choice(["decline", ["food", "ammo"], ["gas", "ammo"]])
    if rnd.random() < 0.4:
        answers["regroup"] = rnd.choice(["pay", "stop"])
    if rnd.random() < 0.4:
        answers["stop"] = True
    plan = dict(command, path=path)
    if answers and len(path) > 1:
        plan["answers"] = answers
    return plan


def test_plans_with_standing_answers_through_submit(fast_service):
    """Moves sent as plans (not listed by legal(), accepted through is_legal) run until a
    decision they do not cover; the games still end, replay and verify."""
    service = fast_service
    check = step_checker(service)
    plans = 0
    for i, (seats, pair) in enumerate(SEATINGS * 2):
        rnd = random.Random(i)
        game_id, _ = service.create("rhine", [{"name": f"p{n}"} for n in range(seats)],
                                    {"commanders": pair} if pair else {})
        game = service.load(game_id)
        for _ in range(5000):
            if game.finished:
                break
            role = service.active(game)[0]
            command = rnd.choice(onward(game.rules.legal(game.state, role)))
            if command["action"] == "move" and rnd.random() < 0.8:
                command = random_plan(rnd, game, command)
                plans += 1
            result = service.submit(game_id, role, game.rules.format(command), channel="fuzz")
            game = service.load(game_id)
            check(game, role, result)
        assert game.finished
        check_finished_game(service, game_id)
    assert plans > 20


def test_deadline_actions_through_submit(fast_service):
    """The scheduler's default, skip and forfeit, mixed into random games: each is taken
    through submit(), verify re-derives skip and forfeit, and the games end."""
    service = fast_service
    check = step_checker(service)
    done = {"game.default": 0, "game.skip": 0, "game.forfeit": 0}
    for i, (seats, pair) in enumerate(SEATINGS * 2):
        rnd = random.Random(100 + i)
        game_id, _ = service.create("rhine", [{"name": f"p{n}"} for n in range(seats)],
                                    {"commanders": pair} if pair else {})
        game = service.load(game_id)
        forfeit_at = rnd.randint(20, 120) if i % 2 else None
        for n in range(5000):
            if game.finished:
                break
            role = service.active(game)[0]
            r = rnd.random()
            if n == forfeit_at:
                action = "game.forfeit"
            elif r < 0.05:
                action = "game.skip"
            elif r < 0.15 and game.rules.default_command(game.state, role) is not None:
                action = "game.default"
            else:
                action = None
            if action:
                result = service.submit(game_id, role, {"action": action}, channel="scheduler")
                done[action] += 1
            else:
                command = rnd.choice(onward(game.rules.legal(game.state, role)))
                result = service.submit(game_id, role, game.rules.format(command),
                                        channel="fuzz")
            game = service.load(game_id)
            check(game, role, result)
        assert game.finished
        check_finished_game(service, game_id)
        if forfeit_at is not None and seats == 2:
            reason = game.outcome["reason"]
            assert reason.endswith("forfeited: missed the deadline") or reason in (
                "automatic victory", "most medals")
    assert all(n > 0 for n in done.values()), done


def test_the_service_validates_with_is_legal(fast_service):
    """A plan is accepted through submit() though legal() does not list it; a broken
    plan and a command of the wrong step are refused, and nothing is appended."""
    from pbem.core.errors import Rejected
    service = fast_service
    game_id, _ = service.create("rhine", [{"name": "a"}, {"name": "b"}], {})
    game = service.load(game_id)
    role = service.active(game)[0]
    corps = next(c["corps"] for c in game.rules.legal(game.state, role) if c["action"] == "move")
    path = "-".join(example_path(game.state, corps)[:2])
    plan = f"move {corps} {path} feed decline swap stop"
    assert game.rules.parse(plan) not in game.rules.legal(game.state, role)
    for bad in (f"move {corps} {path.split('-')[0]}-Arnhem", "go Arnhem", "stop"):
        with pytest.raises(Rejected):
            service.submit(game_id, role, bad)
    assert service.load(game_id).version == game.version
    result = service.submit(game_id, role, plan)
    assert any(r.type == "corps_entered" for r in result.events)
    assert result.events[0].metadata["command"]["answers"]["stop"] is True
