"""The shortcuts that make Memoir '44's rules fast answer as the long way would.

A step checks a battle by its unit alone (combat.accepts) instead of listing every
battle; the move step asks each unit's first steps (movement.can_move), the order step
for a first orderable unit, instead of listing them all; a phase takes `end` without a
list; one call of the protocol answers a question about a state once (memo.py), which
holds because apply never changes a state. Each is compared with the long way over the
positions of random games of several scenarios (rules alone, no service).
"""
import hashlib
import json
import random

from pbem.core import rng
from pbem.games import memoir44 as M
from pbem.games.memoir44 import combat, memo, movement, turn
from tests.test_memoir44_fuzz import choose

SCENARIOS = ["pegasus-bridge", "arnhem-bridge", "pointe-du-hoc", "saverne-gap"]


def games(slug, commands=400):
    """(state, role to act, the events of the command it sends) along a random game of
    SLUG."""
    seed = hashlib.sha256(slug.encode()).hexdigest()
    rnd = random.Random(slug)
    st = None
    for e in M.setup(M.OPTIONS_SCHEMA().load({"scenario": slug}), rng.Draws(seed, "g", 1)):
        st = M.apply(st, e)
    for n in range(commands):
        if st.get("outcome"):
            return
        role = M.active(st)[0]
        events = M.decide(st, role, choose(rnd, M.legal(st, role)), rng.Draws(seed, "g", n))
        yield st, role, events
        for e in events:
            st = M.apply(st, e)


def positions(slug, commands=400):
    """The states of a random game of SLUG, with the role to act in each."""
    return ((st, role) for st, role, events in games(slug, commands))


def at_step(step):
    """The states of the SCENARIOS' random games in STEP."""
    for slug in SCENARIOS:
        yield from (st for st, role in positions(slug) if st["turn"]["step"] == step)


def test_a_battle_is_accepted_exactly_when_the_battle_step_lists_it():
    checked = 0
    for st in at_step("battle"):
        listed = combat.options(st)
        hexes = [st["units"][u]["at"] for u in st["units"]]
        for frm in [st["units"][u]["at"] for u in st["turn"]["ordered"] if u in st["units"]]:
            for at in hexes:
                command = {"action": "battle", "unit": frm, "target": at}
                assert combat.accepts(st, command) == (command in listed), command
                checked += 1
        assert not combat.accepts(st, {"action": "battle", "unit": hexes[0],
                                       "target": hexes[0], "extra": 1})
    assert checked > 1000


def test_a_unit_can_move_exactly_when_it_has_a_destination():
    checked = 0
    for st in at_step("move"):
        for uid in movement.movers(st):
            assert movement.can_move(st, uid) == bool(movement.destinations(st, uid))
            checked += 1
        assert turn.STEPS["move"].idle(st) == (movement.options(st) == [{"action": "end"}])
    assert checked > 100


def test_a_phase_is_idle_and_takes_end_as_its_list_says():
    """An auto step's idle() (the order step asks for a first orderable unit, the move
    step for a first step) is its list being `end` alone, Hill 317's air strike
    included; a step marked `ends` lists `end` always."""
    seen = set()
    for slug in SCENARIOS + ["counterattack-on-mortain"]:
        for st, role in positions(slug):
            step = turn.STEPS[st["turn"]["step"]]
            listed = step.options(st)
            if step.auto:
                assert step.idle(st) == (listed == [turn.END]), st["turn"]["step"]
                seen.add(st["turn"]["step"])
            if step.ends:
                assert turn.END in listed
    assert {"order", "move", "battle"} <= seen


def test_one_call_answers_a_question_of_a_state_once():
    asked = []

    @memo.per_state
    def question(state, x):
        asked.append(x)
        return [x]

    @memo.one_call
    def call(state, other):
        return question(state, 1), question(state, 1), question(other, 1), question(state, 2)

    state, other = {"a": 1}, {"a": 1}
    first, again, of_other, two = call(state, other)
    assert first is again and asked == [1, 1, 2]
    call(state, other)                  # a new call asks anew
    assert asked == [1, 1, 2, 1, 1, 2]
    question(state, 1), question(state, 1)   # out of a call nothing is kept
    assert asked[-2:] == [1, 1] and len(asked) == 8


def test_a_memo_answer_is_not_changed_by_the_command_that_used_it():
    """A move's path comes from the memo's destinations: the event gets its own copy,
    so the list the memo holds still answers the next question of the same call."""
    for st, role in positions("pegasus-bridge"):
        if st["turn"]["step"] == "move" and movement.movers(st):
            uid = movement.movers(st)[0]
            at = st["units"][uid]["at"]
            before = movement.destinations(st, uid)

            @memo.one_call
            def both():
                to = next(iter(movement.destinations(st, uid)))
                events = M.decide(st, role, {"action": "move", "path": [at, to]},
                                  rng.Draws("00" * 32, "g", 1))
                events[0]["path"].append("X")
                return movement.destinations(st, uid)
            assert both() == before
            return
    raise AssertionError("no move step")



def test_apply_changes_no_state_in_place():
    """The memo's ground: a state, once made, never changes (apply copies what an
    event changes), so what was asked of it stays true."""
    for slug in SCENARIOS[:2]:
        for st, role, events in games(slug, 300):
            for e in events:
                before = json.dumps(st)
                after = M.apply(st, e)
                assert json.dumps(st) == before, e["type"]
                st = after
