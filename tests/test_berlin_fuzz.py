"""Random Race to Berlin games through Service.submit() (tests/fuzz.py's way): 24 in the
suite, 200 in the long run (PBEM_LONG=1), in chunks that xdist spreads over the cores.

The players choose uniformly from legal(); a third of their attacks carry a random plan
(the attacker's standing answers: tokens, reroll N; refusals.is_legal) so that the
plan's secrecy is tried too. After every accepted command:

- conservation: per player the cubes in his pool, on his blocks and lost make 20; his 8
  blocks (2,2,3,3,4,4,5,5) are each on the map or in his pool, a block's cubes are at most
  its value; at most one block of a player in an area, one block in an area but in B1;
  8 special tokens a player; the 40 counters each on the map (in an area of its force's
  side, Germans in Berlin only in B1, at most 3 of a force in an area and in B1-B5
  together) or off it; victory tokens only for eagle areas of the holder's colour that
  his army holds, at most 4; each front's length counted from the view's areas is what
  its fronts[...]["borders"] says;
- hidden information: in service.view() for each seat and the public, no face-down block
  of another player shows its value, 'pool_values' is only the viewer's own, the attack's
  plan only the attacker's, and the view does not change when the values hidden from
  that viewer are dealt out again (so nothing else shows them either); every event of
  the command as the other seat and the public see it (the game's event_view, and the
  service's events API for the other seat) hides the same.

At the end of each game: tests/fuzz.py check_finished_game (replay equals the live
state, verify passes, the seed is in no view).
"""
import json
import random

import pytest

from pbem.games import berlin as g
from pbem.games.berlin import board
from tests.berlin_policy import redealt
from tests.fuzz import LONG, check_finished_game, onward

GAMES, CHUNK = (200, 25) if LONG else (24, 12)
MAX_COMMANDS = 5000
PLAN_SHARE = 1 / 3
COLOUR = {"Soviets": "red", "West": "blue"}
OTHER = {"Soviets": "West", "West": "Soviets"}


# ---------------------------------------------------------------- conservation

def check_state(st):
    """The invariants of the rules' state (docstring above), whatever the view."""
    areas_blocks = {}
    for r in board.ROLES:
        blocks = st["blocks"][r]
        assert sorted(b["value"] for b in blocks) == sorted(board.BLOCK_VALUES), r
        on_blocks = 0
        for b in blocks:
            assert 0 <= b["cubes"] <= b["value"], (r, b)
            if b["area"] is None:
                assert b["cubes"] == 0 and not b["revealed"], (r, b)
                continue
            assert b["area"] in board.AREAS, (r, b)
            assert b["force"] in (board.ARMY[r], board.GERMANS[r]), (r, b)
            assert board.SIDE[b["force"]] == st["control"][b["area"]], (r, b)
            on_blocks += b["cubes"]
            areas_blocks.setdefault(b["area"], []).append(r)
        c = st["cubes"][r]
        assert c["pool"] >= 0 and c["lost"] >= 0, (r, c)
        assert c["pool"] + on_blocks + c["lost"] == board.CUBES, (r, c, on_blocks)
        assert len(st["tokens"][r]) == 8, r
        held = st["victory"][r]
        assert len(held) == len(set(held)) <= 4, (r, held)
        for a in held:
            assert board.eagle(a) == COLOUR[r], (r, a)
            assert st["control"][a] == board.SIDE[board.ARMY[r]], (r, a)
    for a, owners in areas_blocks.items():
        assert len(owners) == len(set(owners)), (a, owners)
        assert len(owners) <= (2 if a == board.BERLIN_CENTRE else 1), (a, owners)
    assert len(st["units"]) == 40
    stacks, berlin = {}, {}
    for u, d in st["units"].items():
        a, f = d["area"], d["force"]
        if a is None:
            continue
        assert a in board.AREAS and 1 <= d["strength"] <= 4, (u, d)
        assert st["control"][a] == board.SIDE[f], (u, d, st["control"][a])
        assert board.may_enter(f, a), (u, d)
        stacks[(a, f)] = stacks.get((a, f), 0) + 1
        if board.in_berlin(a):
            berlin[f] = berlin.get(f, 0) + 1
    assert max(stacks.values(), default=0) <= board.STACK, stacks
    assert max(berlin.values(), default=0) <= board.STACK, berlin


def check_fronts(view):
    control = {a: d["control"] for a, d in view["areas"].items()}
    for r in board.ROLES:
        side = board.SIDE[board.ARMY[r]]
        length = sum(1 for a, b in board.borders() if {control[a], control[b]} == {side, "G"})
        assert length == len(view["fronts"][r]["borders"]), (r, length)


# ---------------------------------------------------------------- hidden information

def check_view(st, view, who):
    """VIEW (a seat's, or the public's for WHO None) shows no secret of another seat."""
    for a, d in view["areas"].items():
        for vb in d["blocks"]:
            sb = next(b for b in st["blocks"][vb["role"]] if b["area"] == a)
            assert vb["revealed"] == sb["revealed"]
            if vb["role"] == who or sb["revealed"]:
                assert vb["value"] == sb["value"], (a, vb)
            else:
                assert vb["value"] is None, (who, a, vb)
    for r, p in view["players"].items():
        assert ("pool_values" in p) == (r == who), (who, r)
    c = view["combat"]
    if c is not None:
        assert ("plan" in c) == (c["role"] == who), (who, c)


def check_event(ev, viewer, st):
    """Event EV as VIEWER sees it keeps another seat's secrets."""
    seen = g.event_view(ev, viewer)
    text = json.dumps(seen)
    assert "pool_values" not in text
    t = ev["type"]
    if t in ("placed", "removed") and ev["role"] != viewer and not ev.get("revealed"):
        assert seen["value"] is None, (viewer, ev)
        assert f"{ev['value']}-block" not in g.describe(seen), (viewer, ev)
    if t == "attack" and ev["role"] != viewer:
        assert "plan" not in seen, (viewer, ev)
    return seen


def check_step(service, game, role, result, deep):
    """The checks after one command of ROLE; with DEEP also that the seat's view is
    what the service gives anew and that each view stays the same when the values hidden
    from its viewer are dealt out again (the costly ones: every few commands)."""
    st = game.state
    check_state(st)
    events = [{"type": r.type, **r.payload} for r in result.events
              if not r.type.startswith("game.")]
    views = {role: result.view, OTHER[role]: service.view(game, OTHER[role]),
             None: service.view(game, None)}
    check_fronts(views[None])
    for who, view in views.items():
        check_view(st, view, who)
        for ev in events:
            check_event(ev, who, st)
        if deep:
            again = g.view(redealt(st, who), who)
            again["outcome"] = game.outcome
            assert again == view, f"{who}'s view shows a value hidden from it"
    if deep:
        assert result.view == service.view(game, role)
    if game.finished:
        return
    other = OTHER[role]
    if any(ev["type"] in ("placed", "removed", "attack") for ev in events):
        first = result.events[0].version + 1
        for rec in service.events_for(game.id, other, start=first):
            if rec["type"].startswith("game."):
                continue
            ev = {"type": rec["type"], **rec["data"]}
            if ev["type"] in ("placed", "removed") and ev["role"] != other \
                    and not ev.get("revealed"):
                assert ev["value"] is None and "-block" not in rec["text"], rec
            if ev["type"] == "attack" and ev["role"] != other:
                assert "plan" not in ev, rec


# ---------------------------------------------------------------- the games

def with_plan(rnd, state, role, cmd):
    """An attack of legal() with a random plan, when is_legal takes it; else CMD."""
    plan = {}
    if rnd.random() < 0.7:
        plan["tokens"] = rnd.choice([[], ["logistics"], ["support"], ["logistics", "support"]])
    if rnd.random() < 0.7:
        plan["reroll"] = rnd.randint(0, 12)
    planned = dict(cmd, **plan)
    return planned if plan and g.is_legal(state, role, planned) else cmd


def play(service, seed):
    """One game to its end through submit(), checked after every command; the game id,
    the commands played and how many carried a plan."""
    rnd = random.Random(seed)
    game_id, _ = service.create("berlin", [{"name": "Ann"}, {"name": "Bob"}], {})
    game = service.load(game_id)
    played = plans = 0
    while not game.finished:
        assert played < MAX_COMMANDS, f"berlin game {game_id} (seed {seed}) did not end"
        [role] = service.active(game)
        cmd = rnd.choice(onward(game.rules.legal(game.state, role)))
        if cmd["action"] == "attack" and rnd.random() < PLAN_SHARE:
            cmd = with_plan(rnd, game.state, role, cmd)
            plans += "tokens" in cmd or "reroll" in cmd
        result = service.submit(game_id, role, game.rules.format(cmd), channel="fuzz")
        game = service.load(game_id)
        played += 1
        check_step(service, game, role, result, deep=played % 4 == 0)
    return game_id, played, plans


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_berlin_games_through_submit(service, first):
    reasons, plans = set(), 0
    for seed in range(first, first + CHUNK):
        game_id, played, planned = play(service, seed)
        check_finished_game(service, game_id)
        game = service.load(game_id)
        assert set(game.outcome["winners"]) <= set(board.ROLES)
        assert played >= 10
        reasons.add(game.outcome["reason"])
        plans += planned
    assert plans > 0
    print(f"seeds {first}-{first + CHUNK - 1}: {plans} planned attacks; "
          f"outcomes {sorted(reasons)}")
