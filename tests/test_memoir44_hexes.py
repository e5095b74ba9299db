"""Memoir '44 board coordinates: the .m44 files' (row, doubled col) and the public names."""
import pytest

from pbem.games.memoir44 import hexes

# The hex names the official scenario files use in their own options (design note):
# Sainte-Mère-Église's church, Hill 317's two hill hexes, Toulon's town group.
SCENARIO_NAMES = {"G5": (4, 12), "L5": (4, 22), "k4": (5, 21),
                  "G9": (0, 12), "h8": (1, 15), "i8": (1, 17)}


@pytest.mark.parametrize("text, h", SCENARIO_NAMES.items())
def test_scenario_file_names_parse_to_their_file_hexes(text, h):
    assert hexes.parse(text) == h
    assert hexes.parse(text.swapcase()) == h
    assert hexes.name(h) == text.upper()


def test_corners_of_the_board():
    assert hexes.name((0, 0)) == "A9"
    assert hexes.name((0, 24)) == "M9"
    assert hexes.name((8, 0)) == "A1"
    assert hexes.name((8, 24)) == "M1"
    assert hexes.name((1, 1)) == "A8"
    assert hexes.name((1, 23)) == "L8"


def test_every_hex_has_a_name_that_parses_back():
    names = [hexes.name(h) for h in hexes.all_hexes()]
    assert len(names) == len(set(names)) == 13 * 5 + 12 * 4
    assert [hexes.parse(n) for n in names] == hexes.all_hexes()


@pytest.mark.parametrize("text", ["M4", "M8", "N5", "Z1", "A0", "A10", "G19"])
def test_a_name_off_the_board_is_an_error_naming_it(text):
    with pytest.raises(ValueError, match=f"'{text}' is off the board"):
        hexes.parse(text)


@pytest.mark.parametrize("text", ["", "G", "5G", "GG5", "G5x", "G-1", "G 5", "@5", "É5", None, 12])
def test_text_that_is_no_hex_name_is_an_error_naming_it(text):
    with pytest.raises(ValueError, match="is not a hex name"):
        hexes.parse(text)


@pytest.mark.parametrize("h", [(0, 1), (1, 0), (-1, 1), (9, 0), (0, 26), (1, 25),
                               (1, -1)])
def test_a_hex_off_the_board_has_no_name(h):
    assert not hexes.on_board(h)
    with pytest.raises(ValueError, match="is not a hex of the 13x9 board"):
        hexes.name(h)


def test_all_hexes_are_the_rows_of_13_and_12():
    rows = {}
    for r, c in hexes.all_hexes():
        rows.setdefault(r, []).append(c)
    assert rows[0] == list(range(0, 25, 2))
    assert rows[1] == list(range(1, 24, 2))
    assert sorted(rows) == list(range(9))


def test_neighbours_in_the_middle_and_at_the_edges():
    assert hexes.neighbours((4, 12)) == [(4, 10), (4, 14), (3, 11), (3, 13),
                                         (5, 11), (5, 13)]
    assert hexes.neighbours((0, 0)) == [(0, 2), (1, 1)]
    assert hexes.neighbours((1, 1)) == [(1, 3), (0, 0), (0, 2), (2, 0), (2, 2)]
    assert hexes.neighbours((8, 24)) == [(8, 22), (7, 23)]


def test_neighbours_are_mutual_and_one_step_away():
    for h in hexes.all_hexes():
        for n in hexes.neighbours(h):
            assert h in hexes.neighbours(n)
            assert hexes.distance(h, n) == 1


@pytest.mark.parametrize("a, b, d", [
    ((4, 12), (4, 12), 0),
    ((4, 12), (4, 18), 3),    # along a row: 2 doubled cols a step
    ((0, 0), (8, 0), 8),      # straight down the zigzag
    ((0, 0), (8, 8), 8),      # down a diagonal
    ((0, 0), (2, 6), 4),      # two diagonal steps, then one sideways
    ((0, 0), (8, 24), 16),    # corner to corner
    ((1, 23), (7, 1), 14),
])
def test_distance(a, b, d):
    assert hexes.distance(a, b) == hexes.distance(b, a) == d


def test_distance_is_the_fewest_steps():
    """Breadth-first steps from one hex agree with the formula everywhere."""
    start = (3, 7)
    seen, ring, steps = {start: 0}, [start], 0
    while ring:
        steps += 1
        ring = [n for h in ring for n in hexes.neighbours(h) if n not in seen]
        for n in ring:
            seen.setdefault(n, steps)
    assert all(hexes.distance(start, h) == d for h, d in seen.items())
    assert len(seen) == len(hexes.all_hexes())


@pytest.mark.parametrize("h, bottom, expected", [
    ((8, 0), True, {"left"}),
    ((8, 6), True, {"left"}),
    ((7, 7), True, {"left", "center"}),     # the dashed line
    ((8, 8), True, {"center"}),
    ((4, 12), True, {"center"}),
    ((8, 16), True, {"center"}),
    ((1, 17), True, {"center", "right"}),   # the other dashed line
    ((8, 18), True, {"right"}),
    ((0, 24), True, {"right"}),
    ((8, 0), False, {"right"}),             # the top side faces the other way
    ((7, 7), False, {"right", "center"}),
    ((4, 12), False, {"center"}),
    ((1, 17), False, {"center", "left"}),
    ((0, 24), False, {"left"}),
])
def test_sections_for_both_sides(h, bottom, expected):
    assert hexes.sections(h, bottom) == frozenset(expected)


def test_only_cols_7_and_17_are_in_two_sections():
    twice = {h for h in hexes.all_hexes() for bottom in (True, False)
             if len(hexes.sections(h, bottom)) == 2}
    assert twice == {h for h in hexes.all_hexes() if h[1] in (7, 17)}
    assert len(twice) == 8
    assert all(hexes.sections(h, True) for h in hexes.all_hexes())


@pytest.mark.parametrize("h, bottom, expected", [
    ((4, 12), True, [(5, 11), (5, 13)]),
    ((4, 12), False, [(3, 11), (3, 13)]),
    ((4, 0), True, [(5, 1)]),           # the board's side edge
    ((3, 23), False, [(2, 22), (2, 24)]),
    ((8, 12), True, []),                # already on its own edge
    ((0, 12), False, []),
    ((0, 12), True, [(1, 11), (1, 13)]),
])
def test_toward_home(h, bottom, expected):
    assert hexes.toward_home(h, bottom) == expected
