"""Random Memoir '44 games through Service.submit() (tests/fuzz.py), every built-in
scenario.

Random players choose from legal() (preferring to battle, so games end in reasonable
time). After every step, on the test's own replay of the stored log: the view the
service answered with is the replay's, no unit above its starting strength, the 60
cards all in one place (hands, deck, discard, the card in play, a Recon draw), medals
equal to the destroyed units' worth plus the objectives held or won, no view or event
view showing the other side's hand or the deck's order; at the end replay equals the
state loaded from the newest snapshot and verify passes. More tests send what legal() does not list: plans, and the deadline
actions (default, skip, forfeit).
"""
import multiprocessing
import os
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

from events import EventStore
from pbem.config import service_over
from pbem.games.memoir44 import medals, scenario
from pbem.games.memoir44.cards import DECK
from tests.fuzz import LONG, check_finished_game, onward

SLUGS = list(scenario.SLUGS)
#: games per scenario: 2 in the suite, 15 (the issue's 210 in all) in the long run
#: (PBEM_LONG=1); MEMOIR44_FUZZ_GAMES changes it
GAMES_PER_SCENARIO = int(os.environ.get("MEMOIR44_FUZZ_GAMES", "15" if LONG else "2"))
#: processes playing them side by side, one per core; MEMOIR44_FUZZ_WORKERS=1 plays
#: them in the test's own process (pytest's assert messages, a debugger), as under
#: pytest-xdist, whose workers already fill the cores and share the scenarios out
#: (each worker's session lists every test: a pool would play them all in each)
WORKERS = int(os.environ.get("MEMOIR44_FUZZ_WORKERS", 1 if os.environ.get(
    "PYTEST_XDIST_WORKER") else len(os.sched_getaffinity(0))))


@pytest.fixture
def fast_service(tmp_path):
    """The service as served: each submit loads the newest snapshot (one every 25
    events) and folds the events after it; play() folds the stored log beside it."""
    store = EventStore(tmp_path / "events.sqlite")
    yield service_over(store)
    store.close()


def check_invariants(st):
    for u in st["units"].values():
        assert 0 < u["figures"] <= u["max"], u
    pending = (st["turn"]["pending"] or {}).get("drawn", [])
    piles = (st["sides"]["Allies"]["hand"] + st["sides"]["Axis"]["hand"] + st["deck"]
             + st["discard"] + ([st["played"]] if st["played"] else []) + list(pending))
    assert sorted(piles) == sorted(DECK), "the 60 cards are not all accounted for"
    for side in ("Allies", "Axis"):
        units = sum(m["worth"] for m in st["sides"][side]["medals"])
        objectives = 0
        for i, obj in enumerate(st["scenario"]["objectives"]):
            if obj["permanent"]:
                objectives += obj["medals"] if i in st["sides"][side]["objectives"] else 0
            elif side in medals.holders(st, obj):
                objectives += obj["medals"]
        assert medals.count(st, side) == units + objectives
    assert st["where"] == {u["at"]: uid for uid, u in st["units"].items()}


def secrets_of(st, role):
    """Card ids ROLE must not see: the deck, the other hand, the other's Recon draw
    (but the card each side played last is public, wherever it has gone since)."""
    hidden = set(st["deck"])
    for side in ("Allies", "Axis"):
        if side != role:
            hidden |= set(st["sides"][side]["hand"])
            if st["turn"]["role"] == side:
                hidden |= set((st["turn"]["pending"] or {}).get("drawn", []))
    return hidden - set(st["last_played"].values())


#: the card fields of events that show a card face up to everyone (played, discarded)
FACE_UP = {"card_played": "card", "discarded": "card", "kept": "discarded",
           "ambushed": "card", "copied": "card"}


#: what json.dumps writes as a number, true, false or null (and takes as a key)
SCALARS = frozenset({int, float, bool, type(None)})


def strings(doc, found):
    """Add to FOUND every string of the JSON document DOC, keys included: a card shown
    anywhere in it is one of them, as it would be a quoted string of json.dumps(DOC)
    (found without writing the document out: three views a step). Anything json.dumps
    would refuse fails here too."""
    kind = type(doc)
    if kind is str:
        found.add(doc)
    elif kind is dict:
        found.update(doc)
        for x in doc.values():
            strings(x, found)
    elif kind is list or kind is tuple:
        for x in doc:
            strings(x, found)
    else:
        assert kind in SCALARS, doc
    return found


def cards_in(doc):
    """The card ids (and any other strings) DOC shows."""
    found = strings(doc, set())
    assert {type(x) for x in found} <= SCALARS | {str}, "a key json cannot write"
    return found


#: {key of a view: (its last value, the strings in it)}
_SEEN = {}


def cards_in_view(view):
    """cards_in(VIEW), a part of the view (the board, the scenario) looked through again
    only when it is not equal to the one last seen under its key: comparing is cheaper."""
    found = set(view)
    for key, part in view.items():
        seen = _SEEN.get(key)
        if seen is None or seen[0] != part:
            seen = _SEEN[key] = (part, cards_in(part))
        found |= seen[1]
    return found


def check_hidden(game, service, events, role, mine):
    st = game.state
    # a card shown face up in this step is public even if it went back into the deck
    # before the step ended (a reshuffle at the end of the turn)
    shown = {ev[FACE_UP[ev["type"]]] for ev in events if ev["type"] in FACE_UP}
    public = service.view(game, None)
    assert not cards_in_view(public) & secrets_of(st, None)
    assert "hand" not in public["sides"]["Allies"] and "hand" not in public["sides"]["Axis"]
    for r in ("Allies", "Axis"):
        view = mine if r == role else service.view(game, r)
        secret = secrets_of(st, r)
        found = cards_in_view(view)
        assert not found & secret, r
        assert set(st["sides"][r]["hand"]) <= found, "the search misses cards shown"
        assert {"hand", "answers"}.isdisjoint(view["sides"][("Axis" if r == "Allies" else "Allies")])
        secret -= shown
        for ev in events:
            seen = game.rules.event_view(ev, r)
            leaked = cards_in(seen) & secret
            # a card the event shows to r is r's own (drawn, kept) or public (played)
            assert not leaked, (ev["type"], leaked)
            if ev["type"] == "standing_answer" and ev["side"] != r:
                assert "answers" not in seen
            if ev["type"] in ("started", "shuffled"):
                assert isinstance(seen.get("deck", 0), int) and isinstance(seen.get("order", 0), int)


def step_checker(service):
    def check(game, role, result):
        check_invariants(game.state)
        if game.finished:
            return
        mine = service.view(game, role)
        assert result.view == mine
        events = [{"type": r.type, **r.payload} for r in result.events
                  if not r.type.startswith("game.")]
        check_hidden(game, service, events, role, mine)
    return check


def choose(rnd, commands):
    """Battle, take ground and overrun when possible (most of the time), move rather
    than end a phase: random play that ends games (by the rules: nobody resigns)."""
    commands = onward(commands)
    eager = [c for c in commands if c["action"] in ("battle", "overrun", "take-ground")]
    if eager and rnd.random() < 0.85:
        return rnd.choice(eager)
    busy = [c for c in commands if c["action"] not in ("end", "decline")]
    if busy and rnd.random() < 0.8:
        return rnd.choice(busy)
    return rnd.choice(commands)


def play(service, slug, seed, check, plan=False, deadlines=None, stats=None):
    rnd = random.Random(seed)
    game_id, _ = service.create("memoir44", [{"name": "a"}, {"name": "b"}], {"scenario": slug})
    game = service.load(game_id)
    played = 0
    while not game.finished:
        assert played < 4000, f"{slug} game {game_id} did not end"
        role = service.active(game)[0]
        action = deadlines(rnd, game, role, played) if deadlines else None
        if action:
            result = service.submit(game_id, role, {"action": action}, channel="scheduler")
        else:
            commands = game.rules.legal(game.state, role)
            command = choose(rnd, commands)
            text = game.rules.format(command)
            if plan and game.state["turn"]["step"] == "play":
                text = random_plan(rnd, game, command)
                stats["plans"] += ";" in text
            assert game.rules.parse(text) is not None
            result = service.submit(game_id, role, text, channel="fuzz")
        # the test's own replay: the log as stored, folded on from the last step (the
        # check compares it with the live game the service answered from)
        for rec in service.store.read(game_id, game.version):
            game.apply(rec)
        played += 1
        check(game, role, result)
        if stats is not None:
            stats["stopped"] += any(r.type == "plan_stopped" for r in result.events)
    check_finished_game(service, game_id)
    return game


def play_checked(folder, slug, seed):
    """One random game of SLUG through a service of its own (a database in FOLDER),
    checked after every step and at its end; its outcome."""
    store = EventStore(os.path.join(folder, f"{seed}.sqlite"))
    try:
        service = service_over(store)
        return play(service, slug, seed, step_checker(service)).outcome
    finally:
        store.close()


@pytest.fixture(scope="module")
def scenario_games(request, tmp_path_factory):
    """{slug: [its games' outcomes, as futures]}: every scenario the session runs, all
    its games handed at once to WORKERS processes (spawned: nothing of the test
    process but its imports), so that no core waits for the last game of a scenario."""
    folder = str(tmp_path_factory.mktemp("memoir44-fuzz"))
    slugs = [item.callspec.params["slug"] for item in request.session.items
             if item.originalname == "test_random_games_of_every_scenario_through_submit"]
    if WORKERS < 2:
        yield {slug: [_Done(play_checked, folder, slug, f"{slug}{i}")
                      for i in range(GAMES_PER_SCENARIO)] for slug in slugs}
        return
    with ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = {slug: [pool.submit(play_checked, folder, slug, f"{slug}{i}")
                          for i in range(GAMES_PER_SCENARIO)] for slug in slugs}
        yield futures
        for waiting in futures.values():
            for f in waiting:
                f.cancel()


class _Done:
    """A game played when its result is asked for (one process: WORKERS=1)."""

    def __init__(self, fn, *args):
        self.fn, self.args = fn, args

    def result(self):
        return self.fn(*self.args)


@pytest.mark.parametrize("slug", SLUGS)
def test_random_games_of_every_scenario_through_submit(scenario_games, slug):
    for game in scenario_games[slug]:
        assert game.result()["winners"] is not None


def random_plan(rnd, game, play_command):
    """A whole turn as one message: the card, then commands legal() offers as the plan
    runs, up to the first die; after it, guesses from the board before the dice (other
    battles, a standing take-ground, end), some of which the dice will make illegal: the
    plan stops there."""
    from pbem.games.memoir44 import apply, decide, legal
    from pbem.games.memoir44.decide import NeedDice, NoDraws
    st = game.state
    role = st["turn"]["role"]
    steps = [play_command]
    for _ in range(10):
        try:
            for ev in decide(st, role, steps[-1], NoDraws()):
                st = apply(st, ev)
        except NeedDice:
            later = [c for c in legal(st, role) if c["action"] == "battle" and c != steps[-1]]
            steps += rnd.sample(later, min(len(later), 2)) + rnd.choice(
                [[], [{"action": "take-ground"}], [{"action": "end"}]])
            break
        if st["turn"]["role"] != role or st.get("outcome"):
            break
        options = legal(st, role)
        if not options:
            break
        steps.append(choose(rnd, options))
    return "; ".join(game.rules.format(c) for c in steps)


def test_whole_turns_sent_as_plans_through_submit(fast_service):
    check = step_checker(fast_service)
    stats = {"plans": 0, "stopped": 0}
    for i, slug in enumerate(SLUGS[:6]):
        play(fast_service, slug, f"plan{i}", check, plan=True, stats=stats)
    assert stats["plans"] > 100 and stats["stopped"] > 5, stats


def test_deadline_actions_through_submit(fast_service):
    check = step_checker(fast_service)
    done = {"game.default": 0, "game.skip": 0, "game.forfeit": 0}

    def deadlines(forfeit_at):
        def pick(rnd, game, role, n):
            r = rnd.random()
            if n == forfeit_at:
                action = "game.forfeit"
            elif r < 0.05:
                action = "game.skip"
            elif r < 0.15 and game.rules.default_command(game.state, role) is not None:
                action = "game.default"
            else:
                return None
            done[action] += 1
            return action
        return pick

    for i, slug in enumerate(SLUGS[:6]):
        game = play(fast_service, slug, f"deadline{i}", check,
                    deadlines=deadlines(random.Random(i).randint(30, 200) if i % 2 else None))
        if i % 2:
            reason = game.outcome["reason"]
            assert reason.endswith("forfeited: missed the deadline") or reason in (
                "medals", "no enemy unit left", "sudden death")
    assert all(n > 0 for n in done.values()), done
