"""Race to the Rhine solitaire (rule 17): the automated Axis's decisions on the printed
map, each worked example of the books a test named after it (EX28-EX32 of
shared/rhine/rulebook-facts.md)."""
import pytest

from pbem.games.rhine import solo
from pbem.games.rhine.board import RHINE

NEIGHBOURS = {a: set(n) for a, n in RHINE.neighbours.items()}
RHINE_CITIES = [a.name for a in RHINE.areas.values() if "K" in a.colours]
ALL = set(range(3, 19))


def test_ex28_the_3d6_fallback():
    """"The counters with numbers 8, 10, 12, 13, 14 are already flipped or removed from
    the board. A 3d6 roll of 14 results in flipping the counter with 11 ... A 3d6 roll of
    8 results in flipping the counter with 9." (EN/PL r17C)"""
    left = ALL - {8, 10, 12, 13, 14}
    assert solo.flip_number(14, left) == 11
    assert solo.flip_number(8, left) == 9
    assert solo.flip_number(10, left) == 11          # 3-10: the next higher
    assert solo.flip_number(13, left) == 11          # 11-18: the next lower
    assert solo.flip_number(7, left) == 7            # on the board: itself


@pytest.mark.parametrize("roll, left, flipped", [
    (18, {3, 4}, 4),        # 11-18 with nothing lower than 18 left but 3, 4: the lower
    (3, {17, 18}, 17),      # 3-10: the next higher
    (10, {3, 4}, 4),        # 3-10 with none higher: the next lower
    (11, {15}, 15),         # 11-18 with none lower: the next higher
    (12, set(), None),      # every marker flipped: none (the game is lost, 17B)
])
def test_17c_the_other_way_when_none_is_left_that_way(roll, left, flipped):
    """"If there is no higher numbered marker, then the next lower number should be
    flipped." / "If there is no lower numbered marker, then the next higher number\""""
    assert solo.flip_number(roll, left) == flipped


def test_ex29_front_advance_single_route_and_fallbacks():
    """"Bradley captures Givet and Marche (ending its movement). This results in placing
    the 18 and 14 numerical markers in Liege, unless it is occupied by the Axis. In that
    case these markers are placed in Aachen. Should also Aachen be occupied, they are
    placed in Bastogne." (EN/PL r17D example 1)"""
    held = {"Givet", "Marche"}

    def areas(axis):
        return solo.advance_areas(NEIGHBOURS, ["Marche"], RHINE_CITIES, held | axis)
    assert areas(set()) == ["Liege"]
    assert areas({"Liege"}) == ["Aachen"]
    assert areas({"Liege", "Aachen"}) == ["Bastogne"]
    assert solo.balanced([18, 14], ["Liege"], {}) == [{"Liege": [18, 14]}]


def test_ex30_balanced_sums_over_two_areas():
    """"VII Corps movement resulted in Brad capturing Givet, Marche and Bastogne. The
    numerical markers are placed in St. Vith and Prüm, to achieve the most similar sums
    of markers. Thus he places "18" in St. Vith (18+13=31), "14" and "5" are placed in
    Prüm (14+5+12=31)." (EN/PL r17D example 2)"""
    areas = solo.advance_areas(NEIGHBOURS, ["Bastogne"], RHINE_CITIES,
                               {"Givet", "Marche", "Bastogne"})
    assert areas == ["Prüm", "St. Vith"]
    assert solo.balanced([18, 14, 5], areas, {"St. Vith": [13], "Prüm": [12]}) == [
        {"Prüm": [14, 5], "St. Vith": [18]}]


def test_ex31_balanced_sums_over_three_areas_with_several_corps():
    """"If another of the player's corps ended its movement in Marche, the numerical
    markers would be placed in Liege, St. Vith and Prüm ... "18" in Liege (18+8=26), "5"
    in St. Vith (5+13=18) and "14" in Prüm (14+12=26)." (EN/PL r17D example 2)"""
    areas = solo.advance_areas(NEIGHBOURS, ["Bastogne", "Marche"], RHINE_CITIES,
                               {"Givet", "Marche", "Bastogne"})
    assert areas == ["Liege", "Prüm", "St. Vith"]
    assert solo.balanced([18, 14, 5], areas,
                         {"Liege": [8], "St. Vith": [13], "Prüm": [12]}) == [
        {"Liege": [18], "Prüm": [14], "St. Vith": [5]}]


def test_ex32_sum_balancing():
    """"e.g. 2 closest areas with 3 markers assigned as 3+6 and 8, not as 3 and 6+8"
    (EN r17D): either area may take the 8 (the player chooses between equal ways)."""
    ways = solo.balanced([3, 6, 8], ["A", "B"], {})
    assert ways == [{"A": [8], "B": [6, 3]}, {"A": [6, 3], "B": [8]}]
    assert {"A": [3], "B": [8, 6]} not in ways


def test_17d_with_fewer_markers_than_areas_the_player_chooses_the_areas():
    """"If there are fewer markers than eligible areas, then the player chooses which
    areas receive numerical markers and which not.\""""
    ways = solo.balanced([9], ["A", "B", "C"], {})
    assert ways == [{"A": [9]}, {"B": [9]}, {"C": [9]}]


def test_17d_next_shortest_routes_when_every_shortest_one_is_closed():
    """"If all areas on all shortest routes to the Rhine are already occupied by Axis
    markers, then the numerical markers are placed on the nearest areas of the shortest
    possible routes to the Rhine which still have some area without an Axis marker.\""""
    shortest = solo.advance_areas(NEIGHBOURS, ["Marche"], RHINE_CITIES, {"Marche"})
    assert shortest == ["Liege"]
    everything = set(NEIGHBOURS) - set(RHINE_CITIES)
    assert solo.advance_areas(NEIGHBOURS, ["Marche"], RHINE_CITIES, everything) == []
