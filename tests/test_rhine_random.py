"""Random play straight through the module: setup/legal/decide/apply, checking after
every event that supplies, trucks, cards and medals are conserved, that replay equals
the live state, that parse(format(c)) == c, and that views hide what they must."""
import json
import os
import random

import pytest

from pbem.core.rng import Draws
from pbem.games.rhine import invariants
import pbem.games.rhine as g
from tests.fuzz import onward


def run(events, state=None):
    for e in events:
        state = g.apply(state, e)
        invariants.check(state)
    return state


def pick(rnd, options):
    """A random legal command: an action kind first (free supply exchanges and ending
    the turn less often, entering areas and placing Axis markers more often), then one
    command of that kind, so that games both end and see corps fight their way east."""
    kinds = {}
    for c in onward(options):
        kinds.setdefault(c["action"], []).append(c)
    weight = {"load": 0.3, "unload": 0.2, "end": 0.4, "stop": 0.3, "done": 0.5, "go": 6,
              "move": 4, "axis": 4, "counter": 0.5}
    names = sorted(kinds)
    kind = rnd.choices(names, [weight.get(k, 1) for k in names])[0]
    return rnd.choice(kinds[kind])


def random_game(seed, options, on_step=None, bound=6000):
    rnd = random.Random(seed)
    log = g.setup(options, Draws(seed, "s", 0))
    st = run(log)
    for n in range(bound):
        if g.outcome(st):
            return st, log
        role = g.active(st)[0]
        cmd = pick(rnd, g.legal(st, role))
        events = g.decide(st, role, cmd, Draws(seed, "s", n + 1))
        if on_step:
            on_step(st, role, cmd, events)
        st = run(events, st)
        log += events
    raise AssertionError(f"game {seed} did not end in {bound} steps")


OPTION_SETS = [
    {"seats": 3},
    {"seats": 2, "commanders": ["Brad", "Patton"]},
    {"seats": 2, "commanders": ["Monty", "Brad"]},
    {"seats": 2, "commanders": ["Monty", "Patton"]},
    {"seats": 3, "weather": True, "common_deck": True, "fair_play": True,
     "veteran": ["Monty", "Brad", "Patton"]},
    {"seats": 2, "commanders": ["Monty", "Patton"], "basic": True},
]


def hidden(st, events):
    """No view or event view shows another player's kept cards, peeks or deck order."""
    for r in st["roles"]:
        v = g.view(st, r)
        assert all(isinstance(n, int) for n in v["decks"].values())
        for o in st["roles"]:
            if o != r:
                assert "kept" not in v["players"][o] and "peeks" not in v["players"][o]
        for e in events:
            ev = g.event_view(e, r)
            if e["type"] in ("air_support", "peeked") and e["role"] != r:
                assert "card" not in ev
            assert "order" not in ev


#: RHINE_GAMES=200 runs the full fuzzer (every option set, many seeds)
GAMES = int(os.environ.get("RHINE_GAMES", len(OPTION_SETS) * 2))


@pytest.mark.parametrize("i", range(GAMES))
def test_random_games_end_and_replay(i):
    seed = f"{i + 1:064x}"
    options = OPTION_SETS[i % len(OPTION_SETS)]

    def check(st, role, cmd, events):
        for c in g.legal(st, role)[:60]:
            assert g.parse(g.format(c)) == c, g.format(c)
        before = json.dumps(st, sort_keys=True)
        run(events, st)
        assert json.dumps(st, sort_keys=True) == before
        for e in events:
            assert json.loads(json.dumps(e)) == e and g.describe(e)
        hidden(st, events)

    st, log = random_game(seed, options, check)
    assert run(log) == st
    assert st["outcome"]["winners"]
