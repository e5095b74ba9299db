"""Race to the Rhine solitaire (rule 17): the automated Axis's decisions on the printed
map, each worked example of the books a test named after it (EX28-EX32 of
shared/rhine/rulebook-facts.md)."""
import pytest

from pbem.games import RuleError, rulesets
from pbem.games import rhine as g
from pbem.games.rhine import invariants, solo
from pbem.games.rhine.board import RHINE
from pbem.games.rhine.geo import chain_to_base
from tests.fuzz import onward
from tests.rolls import Dice

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


# -- the solo game as played (rule 17) -----------------------------------------------------


def solo_game(who="Brad"):
    state = None
    for e in g.setup({"seats": 1, "solo": who}, Dice()):
        state = g.apply(state, e)
    return state


def end_turn(state, *rolls):
    """STATE after its player's `end` with the Axis's dice ROLLS; and the events."""
    role = state["turn"]["role"]
    events = g.decide(state, role, {"action": "end"}, Dice(*rolls))
    for e in events:
        state = g.apply(state, e)
        invariants.check(state)
    return state, events


def types(events):
    return [e["type"] for e in events]


def test_17a_solo_setup_numbers_in_the_sector_and_monty_in_bruxelles_and_maastricht():
    """"numerical counters are placed on the map in the chosen sector ... While playing
    Brad, place Monty's markers into Brussels and Maastricht"; no Axis pool (EN r4: "the
    pool is not created in a solo game"); no Airborne landing (17E)."""
    st = solo_game("Brad")
    numbers = sorted(n for ns in st["numbers"].values() for n in ns)
    assert numbers == list(range(3, 19))
    assert st["numbers"]["Liege"] == [8] and st["numbers"]["St. Vith"] == [13]
    assert st["control"] == {"Bruxelles": "R", "Maastricht": "R"}
    assert st["axis_pool"] == 0 and st["airborne_track"] == 0 and st["roles"] == ["Brad"]
    assert st["stock"] == {"gas": 3, "ammo": 3, "food": 3}
    assert st["trucks"]["stock"] + st["players"]["Brad"]["trucks"] == 12
    assert all(RHINE.area(a).colours & {"R", "B"} or "W" in RHINE.area(a).colours
               for a in st["numbers"])
    monty = solo_game("Monty")
    assert monty["control"] == {} and sorted(
        n for ns in monty["numbers"].values() for n in ns) == list(range(3, 19))


def test_17_solo_options_are_checked():
    from pbem.games.rhine.setup import OPTIONS_SCHEMA
    import marshmallow
    with pytest.raises(marshmallow.ValidationError, match="solo"):
        OPTIONS_SCHEMA().load({"seats": 1})
    with pytest.raises(marshmallow.ValidationError, match="solo"):
        OPTIONS_SCHEMA().load({"seats": 2, "solo": "Brad"})
    with pytest.raises(marshmallow.ValidationError):
        OPTIONS_SCHEMA().load({"seats": 1, "solo": "Ike"})
    assert g.roles({"seats": 1, "solo": "Patton"}) == ["Patton"]


def test_17c_the_axis_rolls_3d6_and_flips_that_marker():
    """"The player rolls and sums the three 6-sided dice (3d6) to determine the area (3-18)
    where an Axis marker will show up. The corresponding numerical marker should be
    flipped, to become an Axis marker.\""""
    st, ev = end_turn(solo_game("Brad"), 6, 6, 1)              # 13: St. Vith
    flip = next(e for e in ev if e["type"] == "number_flipped")
    assert (flip["number"], flip["area"], flip["dice"]) == (13, "St. Vith", [6, 6, 1])
    assert "St. Vith" in st["axis"] and "St. Vith" not in st["numbers"]
    assert st["turn"]["number"] == 2 and st["turn"]["role"] == "Brad"
    assert types(ev)[-2:] == ["reaction_done", "turn_began"]


def test_ex28_in_a_game_the_fallback_flips_the_next_marker():
    st = solo_game("Brad")
    for n in (8, 10, 12, 13, 14):
        area = next(a for a, ns in st["numbers"].items() if n in ns)
        st["numbers"][area].remove(n)
        if not st["numbers"][area]:
            del st["numbers"][area]
        st["solo"]["flipped"].append(n)
        st["axis"].append(area)
    st, ev = end_turn(st, 6, 6, 2)                             # 14 -> 11 (Namur)
    assert next(e for e in ev if e["type"] == "number_flipped")["number"] == 11


def test_17d_markers_beside_a_flipped_one_move_on():
    """"The procedure above applies, if there are multiple numerical markers in an area
    and one of them becomes an Axis marker.\""""
    st = solo_game("Brad")
    st["numbers"]["Liege"] = [9, 8]
    del st["numbers"]["Hirson"]
    st, ev = end_turn(st, 4, 3, 1)                             # 8: Liege
    if st["turn"]["step"] == "advance":                        # equal ways: his choice
        more = g.decide(st, "Brad", g.legal(st, "Brad")[0], Dice())
        for e in more:
            st = g.apply(st, e)
        ev += more
    moved = next(e for e in ev if e["type"] == "numbers_moved")
    assert [m[0] for m in moved["moves"]] == ["Liege"] and moved["moves"][0][2] == 9
    assert 9 not in st["numbers"].get("Liege", [])


def test_17d_the_front_advance_takes_the_markers_of_areas_the_player_took():
    """"If a player's corps takes control of an area with numerical marker, then after the
    player's turn and before the Axis reaction, all such numerical markers will be
    moved." (EX29 in a game: VII took Givet and Marche and stands in Marche)"""
    st = solo_game("Brad")
    st["control"].update({"Givet": "W", "Marche": "W"})
    st["corps"]["VII"]["area"] = "Marche"
    st["turn"]["moved"] = ["VII"]
    st, ev = end_turn(st, 1, 1, 1)                             # 3 flips afterwards
    moved = next(e for e in ev if e["type"] == "numbers_moved")
    assert sorted(moved["moves"]) == [["Givet", "Liege", 18], ["Marche", "Liege", 14]]
    assert types(ev).index("numbers_moved") < types(ev).index("number_flipped")
    assert st["numbers"]["Liege"] == [18, 14, 8]


def test_17d_the_player_chooses_among_equal_ways():
    """"If there are fewer markers than eligible areas, then the player chooses which
    areas receive numerical markers" (and so between equal sums: README reading S5)."""
    st = solo_game("Brad")
    st["control"].update({"Givet": "W", "Marche": "W", "Bastogne": "W"})
    st["numbers"]["Bastogne"] = []
    del st["numbers"]["Bastogne"]
    st["numbers"]["Givet"] = [18]
    st["corps"]["VII"]["area"] = "Bastogne"
    st["corps"]["V"]["area"] = "Marche"
    st["turn"]["moved"] = ["VII", "V"]
    st["numbers"]["Marche"] = []
    del st["numbers"]["Marche"]
    st["solo"]["removed"] += [14, 5]
    # 18 alone, three eligible areas (Liege 8, Prüm 12, St. Vith 13): the player's choice
    st, ev = end_turn(st, 1, 1, 1)
    assert st["turn"]["step"] == "advance" and types(ev)[-1] == "advance_pending"
    legal = onward(g.legal(st, "Brad"))
    assert [g.format(c) for c in legal] == ["advance 18 Liege", "advance 18 Prüm",
                                            "advance 18 St. Vith"]
    assert g.parse("advance 18 st vith") == legal[2]
    events = g.decide(st, "Brad", legal[1], Dice(1, 1, 1))
    for e in events:
        st = g.apply(st, e)
    assert st["numbers"]["Prüm"] == [18, 12] and st["turn"]["number"] == 2


def test_17c_axis_counter_attacks_all_suitable_areas_of_the_player():
    """"Axis counter attack are automatically executed on all suitable areas" (rule 14B's
    targets: not next to a corps, an Army base or a starting area; next to an area linked
    to Düsseldorf), and areas of other colours count as such (17A)."""
    st = solo_game("Brad")
    st["control"].update({"Namur": "W", "Dinant": "W"})
    st["numbers"].pop("Namur")                  # taken earlier: its marker moved on
    st["numbers"]["Liege"].append(11)
    st, ev = end_turn(st, 1, 1, 1)
    hit = [e["area"] for e in ev if e["type"] == "counter_attack"]
    assert hit and set(hit) <= {"Namur", "Dinant"}
    assert "Bruxelles" not in hit and all(st["control"].get(a) != "W" for a in hit)
    assert types(ev).index("counter_attack") < types(ev).index("number_flipped")


def test_17b_a_victory_counts_only_if_it_survives_the_counter_attacks():
    """"Your victory is valid only if it survives a counter-attack(s) made against all
    areas with your control marker vulnerable to counter-attack as written in the Rule
    14.B.\""""
    st = solo_game("Brad")
    chain = ["Charleville", "Givet", "Marche", "Liege", "Aachen", "Köln"]
    for a in ["Meaux", "Soissons", "Laon", "Hirson"] + chain:
        st["control"][a] = "W"
    assert chain_to_base(st, "Köln", "W")
    st["corps"]["VII"]["area"] = "Köln"
    st["corps"]["V"]["area"] = "Liege"
    st["corps"]["XIX"]["area"] = "Hirson"
    won, ev = end_turn(dict(st), 1, 1, 1)
    assert g.outcome(won)["winners"] == ["Brad"] and "turn 1" in g.outcome(won)["reason"]
    assert "number_flipped" not in types(ev)
    # the same with the chain open to a counter-attack (no corps next to Laon): lost link
    st["corps"]["XIX"]["area"] = "Paris"
    lost, ev = end_turn(st, 1, 1, 1)
    assert g.outcome(lost) is None and "counter_attack" in types(ev)


def test_17b_the_game_is_lost_when_every_numerical_marker_is_flipped():
    """"If all numerical counters on map are flipped on the Axis side the game ends with
    player's defeat.\""""
    st = solo_game("Patton")
    last = next(a for a, ns in st["numbers"].items() if 3 in ns)
    for a in list(st["numbers"]):
        for n in list(st["numbers"][a]):
            if n != 3:
                st["solo"]["flipped"].append(n)
        st["numbers"][a] = [n for n in st["numbers"][a] if n == 3]
        if not st["numbers"][a]:
            del st["numbers"][a]
    st, ev = end_turn(st, 6, 6, 6)                              # 18 -> the only one, 3
    assert g.outcome(st)["winners"] == [] and "flipped" in g.outcome(st)["reason"]
    assert last in st["axis"]


def test_17e_starving_civilians_the_first_two_may_be_ignored():
    """"The player may ignore the first or the second Starving Civilians card. In other
    cases he must exchange the food marker for the medal (if the moving corps has any
    food on its Corps card).\""""
    from pbem.games.rhine.movement import choice_options
    st = solo_game("Brad")
    st["turn"]["step"] = "starving"
    st["turn"]["move"] = {"corps": "V", "card": None}
    assert {"action": "decline"} in choice_options(st)
    st["solo"]["starving_met"] = 3
    assert choice_options(st) == [{"action": "feed"}]


def test_17e_no_airborne_landing():
    st = solo_game("Brad")
    assert not [c for c in g.legal(st, "Brad") if c["action"] == "airborne"]


def test_17_a_skip_or_forfeit_of_the_solo_player():
    st = solo_game("Brad")
    for e in g.forfeit(st, "Brad", Dice()):
        st = g.apply(st, e)
    assert g.outcome(st)["winners"] == [] and g.outcome(st)["reason"] == "forfeit"
    st = solo_game("Brad")
    events = g.skip(st, "Brad", Dice(1, 1, 1))
    for e in events:
        st = g.apply(st, e)
    assert st["turn"]["number"] == 2 and st["turn"]["step"] == "action"


def test_17_every_channel_shows_the_numerical_markers():
    st = solo_game("Brad")
    view = g.view(st, "Brad")
    assert view["numbers"]["Liege"] == [8] and view["solo"]["colour"] == "W"
    assert "Numerical markers (solo): " in g.render_text(view)
    assert 'class="numbers" data-area="Liege"' in g.render_svg(view)
    with pytest.raises(RuleError):
        g.decide(st, "Brad", g.parse("advance 18 Liege"), Dice())


# -- the second outside audit (rhine:3): each quotes the Polish that decides, and shows
# rhine:2's reading, still played for games kept on it, under rulesets.under(2)

def test_17e_the_third_starving_civilians_revealed_must_be_fed():
    """17E: "Gracz może zignorować pierwszą albo drugą kartę Starving civilians. Gdy
    odsłoni trzecią, musi zamienić 1 pionek prowiantu (jeśli tylko ma ją w poruszonym
    korpusie) na medal": the cards revealed are counted, fed or met with no food alike
    (reading S9); rhine:2 counted only those ignored."""
    from pbem.games.rhine.movement import choice_options
    st = solo_game("Brad")
    st["turn"]["step"] = "starving"
    st["turn"]["move"] = {"corps": "V", "card": None}
    st["solo"] = dict(st["solo"], starving_met=2)         # this is the second
    assert {"action": "decline"} in choice_options(st)
    st["solo"]["starving_met"] = 3                        # the third: fed, none ignored
    assert choice_options(st) == [{"action": "feed"}]
    with rulesets.under(2):
        assert {"action": "decline"} in choice_options(st)


def test_17e_a_starving_civilians_card_drawn_is_counted():
    st = solo_game("Brad")
    starving = next(c for c in st["decks"]["W"]
                    if RHINE.cards[c].kind == "starving_civilians")
    st["turn"]["move"] = {"corps": "V", "card": None}
    deck = "W"
    st = g.apply(st, {"type": "card_drawn", "role": "Brad", "deck": deck, "card": starving,
                      "area": "Namur"})
    assert st["solo"]["starving_met"] == 1


def test_17d_the_shortest_road_runs_along_the_players_own_arrows():
    """17D: "najbliższym polu ... leżącym na najkrótszej drodze prowadzącej od korpusu
    gracza do pola automatycznego zwycięstwa": a road his corps takes, so along his
    colour's arrows (reading S3): Brad's markers never go to Arras, which no white arrow
    reaches; the book's examples EX29-EX31 give the same areas along them."""
    from pbem.games.rhine import solo_turn
    st = solo_game("Brad")
    routes = solo_turn.routes(st)
    assert routes == solo_turn.ARROWS["W"] and not routes["Arras"]
    held = {"Givet", "Marche", "Bastogne"}
    assert solo.advance_areas(routes, ["Marche"], RHINE_CITIES, {"Givet", "Marche"}) \
        == ["Liege"]
    assert solo.advance_areas(routes, ["Bastogne", "Marche"], RHINE_CITIES, held) == \
        ["Liege", "Prüm", "St. Vith"]
    reach = {a for c in st["corps"].values() for a in routes[c["area"]]}
    assert "Arras" not in reach
    with rulesets.under(2):
        assert solo_turn.routes(st) is solo_turn.NEIGHBOURS


def test_17c_counter_attacks_go_on_wherever_possible():
    """17C: "wszędzie gdzie tylko jest to możliwe, następują automatyczne kontrataki":
    after a wave, the areas it laid open are counter-attacked too (reading S11), as 14B
    warns a series can cut off every connection; rhine:2 made one wave."""
    def played(version):
        st = solo_game("Brad")
        for a in ("Namur", "Dinant", "Givet"):          # Dinant borders only these
            st["control"][a] = "W"
            st["numbers"]["Liege"] += st["numbers"].pop(a, [])
        with rulesets.under(version):
            st, ev = end_turn(st, 1, 1, 1)
        return sorted(e["area"] for e in ev if e["type"] == "counter_attack")
    assert played(3) == ["Dinant", "Givet", "Namur"]
    assert played(2) == ["Givet", "Namur"]
