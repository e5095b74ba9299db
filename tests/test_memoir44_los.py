"""Memoir '44 line of sight (rulebook p. 9 "Pole widzenia", hills p. 14; los.py readings).

Hexes are written by public name (hexes.parse) where a picture is reconstructed, as the
rulebook's captions describe them; the geometry cases use file coordinates.
"""
from itertools import product

import pytest
from hypothesis import given, settings, strategies as st

from pbem.games.memoir44 import hexes
from pbem.games.memoir44.los import crossed, hill_groups, visible

BOARD = hexes.all_hexes()
PAIRS = list(product(BOARD, BOARD))


def blocking(*hs):
    """blocks() for a board where exactly the hexes HS block."""
    hs = set(hs)
    return lambda h: h in hs


def named(*names):
    return [hexes.parse(n) for n in names]


# ---- what the segment crosses, hand-checked ---------------------------------------

@pytest.mark.parametrize("a, b, expected", [
    # a straight row: through the middle of every hex between
    ((4, 0), (4, 6), [((4, 2),), ((4, 4),)]),
    # adjacent hexes, and a hex with itself: nothing between
    ((4, 12), (4, 14), []),
    ((4, 12), (5, 13), []),
    ((4, 12), (4, 12), []),
    # two rows up in the same doubled col: along the edge of the two hexes between
    ((2, 4), (0, 4), [((1, 3), (1, 5))]),
    ((0, 4), (4, 4), [((1, 3), (1, 5)), ((2, 4),), ((3, 3), (3, 5))]),
    # the other edge direction: one row and three doubled cols
    ((0, 0), (1, 3), [((0, 2), (1, 1))]),
    ((0, 0), (2, 6), [((0, 2), (1, 1)), ((1, 3),), ((1, 5), (2, 4))]),
    # a diagonal zigzag line through one hex of each row
    ((8, 8), (5, 11), [((7, 9),), ((6, 10),)]),
    # a slanted line crossing two hexes of one row
    ((0, 0), (3, 5), [((1, 1),), ((1, 3),), ((2, 2),), ((2, 4),)]),
    # through a corner of (1, 3): the hex touched only there is not crossed
    ((0, 0), (4, 6), [((1, 1),), ((2, 2),), ((2, 4),), ((3, 5),)]),
    # along the board's left edge, beside the place off the board (reading 4)
    ((0, 0), (2, 0), [((1, -1), (1, 1))]),
])
def test_crossed_hand_checked(a, b, expected):
    assert crossed(a, b) == expected


def test_crossed_in_order_from_the_attacker():
    assert crossed((4, 6), (4, 0)) == [((4, 4),), ((4, 2),)]


# ---- visibility, hand-checked ------------------------------------------------------

@pytest.mark.parametrize("a, b, blockers, seen", [
    ((4, 0), (4, 6), [(4, 2)], False),                 # a blocker in the middle
    ((4, 0), (4, 6), [(3, 1), (3, 3), (5, 1), (5, 5)], True),  # beside the row only
    ((4, 0), (4, 6), [(4, 0), (4, 6)], True),          # the ends never block
    ((2, 4), (0, 4), [(1, 3)], True),                  # edge, one side
    ((2, 4), (0, 4), [(1, 5)], True),                  # edge, the other side
    ((2, 4), (0, 4), [(1, 3), (1, 5)], False),         # edge, both sides
    ((0, 0), (1, 3), [(0, 2)], True),
    ((0, 0), (1, 3), [(0, 2), (1, 1)], False),
    ((0, 4), (4, 4), [(1, 3), (3, 3)], True),          # two edges, same side
    ((0, 4), (4, 4), [(1, 3), (3, 5)], False),         # two edges, both sides (reading 3)
    ((0, 4), (4, 4), [(2, 4)], False),
    ((0, 0), (4, 6), [(1, 3)], True),                  # only a corner of it (reading 1)
    ((0, 0), (2, 0), [(1, 1)], True),                  # beside the board edge (reading 4)
])
def test_visible_hand_checked(a, b, blockers, seen):
    assert visible(a, b, blocking(*blockers)) is seen
    assert visible(b, a, blocking(*blockers)) is seen


def test_adjacent_hexes_always_see_each_other():
    everything = blocking(*BOARD)
    for a in BOARD:
        for b in hexes.neighbours(a):
            assert visible(a, b, everything)


def test_blocks_is_asked_only_about_board_hexes_between_the_ends():
    asked = []

    def blocks(h):
        asked.append(h)
        return False

    assert visible((0, 0), (4, 0), blocks)
    assert asked == [(1, 1), (2, 0), (3, 1)]


# ---- the rulebook's pictures (p. 9; captions only survive, layouts reconstructed) --

def test_line_of_sight_is_blocked_by_the_unit_in_the_middle():
    allied, middle, axis = named("C3", "D3", "E3")
    assert not visible(allied, axis, blocking(middle))


def test_allied_unit_sees_the_enemy_at_the_edge_of_the_forest_but_not_the_unit_behind():
    """The enemy's own forest does not hide it ("Ukształtowanie terenu na hexie, na
    którym znajduje się cel, nie blokuje pola widzenia"); it hides the unit behind."""
    allied, edge_of_forest, behind = named("E1", "F3", "F4")
    forest = blocking(edge_of_forest)
    assert visible(allied, edge_of_forest, forest)
    assert not visible(allied, behind, forest)


def test_allies_have_line_of_sight_along_an_edge_with_obstacles_on_one_side():
    allied, axis = named("D1", "D3")
    left, right = named("C2", "D2")
    assert crossed(allied, axis) == [(left, right)]
    assert visible(allied, axis, blocking(left))
    assert visible(allied, axis, blocking(right))


def test_line_of_sight_is_blocked_with_obstacles_on_both_sides_of_the_edge():
    allied, axis = named("D1", "D3")
    assert not visible(allied, axis, blocking(*named("C2", "D2")))


def test_line_of_sight_is_blocked_with_obstacles_on_both_sides_at_different_points():
    """Reading 3: "po obu stronach linii, w dowolnym jej punkcie" - the left obstacle at
    one edge, the right one at another (as Board Game Arena plays it)."""
    allied, axis = named("D1", "D5")
    first_left, first_right, middle, second_left, second_right = named(
        "C2", "D2", "D3", "C4", "D4")
    assert crossed(allied, axis) == [(first_left, first_right), (middle,),
                                     (second_left, second_right)]
    assert not visible(allied, axis, blocking(first_left, second_right))
    assert visible(allied, axis, blocking(first_left, second_left))


def test_within_infantry_and_armour_range_a_line_runs_along_one_edge_at_most():
    """Why readings 1 and 3 change nothing at range 3 or less: no such line runs along
    two edges or passes through any hex's corner."""
    for a, b in PAIRS:
        if not a < b or hexes.distance(a, b) > 3:
            continue
        items = crossed(a, b)
        assert sum(len(item) == 2 for item in items) <= 1
        assert not any(_corner_on_segment(h, a, b) for h in _lattice_near(a, b)
                       if h not in (a, b) and (h,) not in items
                       and not any(h in item for item in items))


# ---- hills (p. 14) -----------------------------------------------------------------

HILL_317 = named("L5", "K4")


def hill_blocks(groups, a, b):
    """Hills as reading 5 has them, nothing else blocking: the combat module's part."""
    return lambda h: h in groups and not groups.get(a) == groups[h] == groups.get(b)


def test_hill_groups_joins_touching_hill_hexes():
    other = named("B2", "C2", "B1")
    groups = hill_groups(HILL_317 + other)
    assert groups[hexes.parse("L5")] == groups[hexes.parse("K4")]
    assert len({groups[h] for h in other}) == 1
    assert groups[other[0]] != groups[HILL_317[0]]
    assert groups[hexes.parse("L5")] == hexes.parse("L5")   # named by its top hex
    assert hill_groups([]) == {}


def test_allies_can_attack_because_they_are_at_the_same_height_on_the_same_hill():
    ridge = named("C5", "D5", "E5", "F5")
    groups = hill_groups(ridge)
    assert visible(ridge[0], ridge[3], hill_blocks(groups, ridge[0], ridge[3]))


def test_a_hill_blocks_a_line_from_below():
    below, hill, target = named("C5", "D5", "E5")
    groups = hill_groups([hill, target])
    assert not visible(below, target, hill_blocks(groups, below, target))


def test_a_hill_between_two_other_hills_blocks():
    left, middle, right = named("C5", "D5", "E5")
    groups = hill_groups([left, right, middle])   # one hill: sees along it
    assert visible(left, right, hill_blocks(groups, left, right))
    groups = {left: "west", middle: "middle", right: "east"}   # three hills
    assert not visible(left, right, hill_blocks(groups, left, right))


def test_a_unit_on_the_same_hill_still_blocks():
    ridge = named("C5", "D5", "E5")
    groups = hill_groups(ridge)
    hills = hill_blocks(groups, ridge[0], ridge[2])
    assert not visible(ridge[0], ridge[2], lambda h: hills(h) or h == ridge[1])


# ---- properties over the whole board -----------------------------------------------

def test_crossed_backwards_is_crossed_reversed_for_every_pair():
    for a, b in PAIRS:
        assert crossed(b, a) == crossed(a, b)[::-1]


def test_crossed_is_a_chain_of_touching_hexes_from_end_to_end():
    """Every hex of one step touches every hex of the next: the line cannot jump."""
    for a, b in PAIRS:
        if a == b:
            continue
        steps = [{a}] + [set(item) for item in crossed(a, b)] + [{b}]
        for here, there in zip(steps, steps[1:]):
            assert all(hexes.distance(h, t) == 1 for h in here for t in there), (a, b)


def test_crossed_misses_no_hex_the_segment_passes_through():
    """An independent check: points along the segment, each put in the hex(es) of the
    nearest centre(s), exactly; a point nearest one centre lies in an end or a crossed
    hex, and one on an edge between two ends or crossed hexes or on a reported edge."""
    for a, b in PAIRS:
        if not a < b:
            continue
        items = crossed(a, b)
        inside = {a, b} | {item[0] for item in items if len(item) == 1}
        edges = {item for item in items if len(item) == 2}
        steps = 4 * hexes.distance(a, b)
        for i in range(1, steps):
            near = _nearest(a, b, i, steps)
            if len(near) == 1:
                assert near <= inside, (a, b, i)
            elif len(near) == 2:
                assert near <= inside or tuple(sorted(near)) in edges, (a, b, i)


@settings(max_examples=6, derandomize=True, database=None, deadline=None)
@given(st.sets(st.sampled_from(BOARD), max_size=45))
def test_line_of_sight_is_symmetric_for_every_pair(blockers):
    blocks = blocking(*blockers)
    for a, b in PAIRS:
        if a < b:
            assert visible(a, b, blocks) == visible(b, a, blocks), (a, b)


# ---- exact helpers for the independent checks --------------------------------------

def _lattice_near(a, b):
    return [(r, c) for r in range(min(a[0], b[0]) - 1, max(a[0], b[0]) + 2)
            for c in range(min(a[1], b[1]) - 3, max(a[1], b[1]) + 4) if (r + c) % 2 == 0]


def _corner_on_segment(h, a, b):
    """Does one of H's six corners lie on the segment AB? In (col, 3·row) the corners
    are (c, 3r ± 2) and (c ± 1, 3r ± 1)."""
    ax, ay, bx, by = a[1], 3 * a[0], b[1], 3 * b[0]
    x, y = h[1], 3 * h[0]
    for px, py in ((x, y - 2), (x, y + 2), (x - 1, y - 1), (x + 1, y - 1),
                   (x - 1, y + 1), (x + 1, y + 1)):
        on_line = (bx - ax) * (py - ay) == (by - ay) * (px - ax)
        if on_line and min(ax, bx) <= px <= max(ax, bx) and min(ay, by) <= py <= max(ay, by):
            return True
    return False


def _nearest(a, b, i, n):
    """The lattice centres nearest the point a + (i/n)·(b - a), by dc² + 3·dr² scaled
    by n² so everything stays an integer."""
    pr, pc = a[0] * n + i * (b[0] - a[0]), a[1] * n + i * (b[1] - a[1])
    # The nearest centre is less than 2/3 row and 2/√3 doubled cols away.
    around = [(r, c) for r in (pr // n, pr // n + 1)
              for c in range(pc // n - 1, pc // n + 3) if (r + c) % 2 == 0]
    dist = {h: (pc - h[1] * n) ** 2 + 3 * (pr - h[0] * n) ** 2 for h in around}
    best = min(dist.values())
    return {h for h, d in dist.items() if d == best}
