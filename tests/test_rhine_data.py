"""Race to the Rhine data (pbem/games/rhine/data/*.toml) against the rulebooks.

Each test checks one group of facts from shared/rhine/rulebook-facts.md (the fact sheet:
section numbers, adjacency ids A1..A32, N1..N6 and worked-example ids EX01..EX33 are its
own), the situations the worked examples need, or the sanity of the reconstructed graph.
No rules code exists yet, so the few rule procedures the examples exercise (encirclement,
the solo front advance) are modelled here in a few lines, as the fact sheet states them.
"""
import math
import shutil
from collections import deque
from pathlib import Path

import pytest

from pbem.games.rhine import board
from pbem.games.rhine.board import RHINE as R

README = " ".join(Path(board.__file__).with_name("README.md").read_text(encoding="utf-8").split())


# ----------------------------------------------------------------------------- helpers

def A(name):
    return R.area(name)


def adjacent(a, b):
    return b in R.neighbours[R.aliases[a]]


def can_step(colour, a, b):
    """A corps of COLOUR may step from A to B: an arrow of its colour into an area it may enter."""
    return b in R.moves[colour][a] and A(b).enterable_by(colour)


def distances(sources, colour=None, through=None):
    """Steps from SOURCES along every arrow (colour None) or the arrows usable by COLOUR
    into areas it may enter; THROUGH, if given, limits the areas a path may use."""
    dist = {s: 0 for s in sources}
    todo = deque(sources)
    while todo:
        x = todo.popleft()
        nxt = R.neighbours[x] if colour is None else [y for y in R.moves[colour][x] if A(y).enterable_by(colour)]
        for y in nxt:
            if y not in dist and (through is None or y in through):
                dist[y] = dist[x] + 1
                todo.append(y)
    return dist


VICTORY = [a.name for a in R.areas.values() if a.victory]
FLAGGED_VICTORY = [a.name for a in R.areas.values() if a.victory and a.flag]
STARTS = {c.start for c in R.corps.values()}
CONTROLLED_AT_START = {a.name for a in R.areas.values() if a.start_front}


def encircled(controlled, axis_markers=()):
    """Rule 10 Encirclement: uncontrolled areas without flag or Axis marker that can no longer
    trace a chain of uncontrolled (or Axis) areas, along arrows of any colour, to Duesseldorf."""
    anchor = next(a.name for a in R.areas.values() if a.encirclement_anchor)
    free = {n for n in R.areas if n not in controlled}
    reach = distances([anchor], through=free)
    return {n for n in free if n not in reach and not A(n).flag and n not in axis_markers}


def front_advance(corps_at, controlled, axis_markers, colour=None):
    """Rule 17D, as the fact sheet reads it: the nearest areas without an Axis marker on the
    shortest routes (from an area holding a corps to a Rhine city) that still have one."""
    to_rhine = distances(VICTORY, colour)
    best, out = None, set()
    for s in corps_at:
        from_s = distances([s], colour)
        for n, d in from_s.items():
            if n in controlled or n in axis_markers or A(n).victory or n not in to_rhine:
                continue
            key = (d + to_rhine[n], d)
            if best is None or key < best:
                best, out = key, {n}
            elif key == best:
                out.add(n)
    return out


def cards(deck, kind=None, **props):
    return [R.cards[c] for c in R.decks[deck]
            if (kind is None or R.cards[c].kind == kind)
            and all(getattr(R.cards[c], k) == v for k, v in props.items())]


def km(a, b):
    (la1, lo1), (la2, lo2) = [(math.radians(A(x).lat), math.radians(A(x).lon)) for x in (a, b)]
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


# ----------------------------------------------------------------------------- the loader

def _mutate(tmp_path, name, old, new):
    data = tmp_path / "data"
    shutil.copytree(board.DATA, data)
    text = (data / name).read_text(encoding="utf-8")
    assert old in text, old
    (data / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return data


@pytest.mark.parametrize("name, old, new, message", [
    ("map.toml", '{ a = "Lisieux", b = "Brionne"', '{ a = "Lisieuz", b = "Brionne"', "unknown area 'Lisieuz'"),
    ("map.toml", 'name = "Brionne"', 'name = "Lisieux"', "duplicate name or alias 'Lisieux'"),
    ("map.toml", '{ a = "Lisieux", b = "Brionne", colours = ["R"]', '{ a = "Lisieux", b = "Brionne", colours = ["W"]',
     "a W arrow needs both ends enterable by W"),
    ("map.toml", 'colours = ["R"]', 'colours = ["R", "B", "W"]', "colours must be one or two"),
    ("map.toml", 'name = "Orléans"', 'name = "Orléans"\nbogus = 1', "unexpected keyword argument 'bogus'"),
    ("map.toml", 'cite = "EN r6 ex; EN/PL r15A; EN r11 ex"', '', "a rulebook record needs a cite"),
    ("decks.toml", 'name = "11 Panzer Div"', 'name = "11 Panzer Div"\ncount = 2', "deck X holds 25 cards, not 24"),
    ("decks.toml", 'kind = "les_boches"\ncount = 2', 'kind = "les_boches"\ncount = 1', "deck R holds 21 cards, not 22"),
    ("decks.toml", 'kind = "recon"', 'kind = "scouts"', "unknown kind 'scouts'"),
    ("decks.toml", 'kind = "les_boches"\ncount = 2', 'kind = "elite"\ncount = 2', "a axis card cannot be in deck R"),
    ("tables.toml", 'start = "Vernon"', 'start = "Rouen"', "imprinted marker"),
    ("tables.toml", 'start = "Vernon"', 'start = "Paris"', "must be an area of its colour"),
    ("tables.toml", 'area = "Commercy"', 'area = "Commerci"', "unknown area 'Commerci'"),
])
def test_loader_rejects_bad_data_with_a_clear_error(tmp_path, name, old, new, message):
    data = _mutate(tmp_path, name, old, new)
    with pytest.raises(board.DataError, match=message.replace("(", r"\(").replace(")", r"\)")):
        board.load(data)


def test_loaded_data_is_frozen():
    with pytest.raises(TypeError):
        R.areas["Paris"] = None
    with pytest.raises(AttributeError):
        A("Paris").flag = True
    assert isinstance(R.decks["R"], tuple) and isinstance(R.tables["logistics"]["truck_draw"], tuple)


# ----------------------------------------------------------------------------- provenance

def test_every_record_says_rulebook_or_reconstructed():
    records = list(R.areas.values()) + list(R.arrows) + list(R.cards.values()) + list(R.corps.values())
    for r in records:
        assert r.source in board.SOURCES, r
        if r.source == "rulebook":
            assert r.cite, r
    for r in list(R.areas.values()) + list(R.arrows) + list(R.corps.values()):
        for field in r.reconstructed:
            assert hasattr(r, field), (r, field)
    for key, table in R.tables.items():
        if hasattr(table, "get") and "source" in table:
            assert table["source"] in board.SOURCES, key
    for m in R.tables["solo"]["markers"]:
        assert m["source"] in board.SOURCES and (m["source"] == "reconstructed" or m["cite"])
    for c in R.commanders.values():
        assert c["source"] == "rulebook" and c["cite"]


def test_readme_lists_every_reconstructed_area_corps_and_named_card():
    for a in R.areas.values():
        if a.source == "reconstructed" or a.reconstructed:
            assert a.name in README, a.name
    for c in R.corps.values():
        if c.source == "reconstructed" or c.reconstructed:
            assert c.id in README, c.id
    for c in R.cards.values():
        if c.source == "reconstructed" and c.kind in ("pursuit_division", "no_effect", "division", "elite", "armoured"):
            assert c.name in README, c.name


# ----------------------------------------------------------------------------- 1.1 board elements

def test_board_legend_kinds_all_exist():
    areas = list(R.areas.values())
    for c in board.PLAYERS:                                              # 1 ordinary areas
        assert any(a.colours == {c} for a in areas), c
    doubles = {frozenset(a.colours) for a in areas if a.double}           # 2 double areas
    assert doubles == {frozenset("RW"), frozenset("WB")}
    assert len(VICTORY) >= 3 and all(A(v).colours == {"K"} for v in VICTORY)   # 3
    assert any(a.flag and not a.victory for a in areas)                   # 4 Axis flag
    assert "Düsseldorf" in FLAGGED_VICTORY and len(FLAGGED_VICTORY) >= 2  # 5
    assert any(a.victory and not a.flag for a in areas)                   # 3 without a flag
    assert len([a for a in areas if a.fortified]) >= 3                    # 6
    assert sorted(a.army_base for a in areas if a.army_base) == ["B", "R", "W"]   # 7
    assert len(STARTS) == 10                                              # 8
    limited = [a for a in areas if a.limited_base]                       # 9
    assert limited and all(a.limited_base == board.Supplies(1, 1, 1) for a in limited)
    assert len([a for a in areas if a.objective]) >= 4                    # 10
    assert len([a for a in areas if a.antwerp_block]) == 4                # 11
    assert any(x.colours in ({"R"}, {"W"}, {"B"}) for x in R.arrows)      # 12
    assert any(len(x.colours) == 2 for x in R.arrows)                     # 13
    assert any(x.black for x in R.arrows)                                 # 14
    assert A("Ostende").limited_base and A("Ostende").once_per_game       # 21
    assert A("Antwerpen").potential_army_base == "R"                      # 22
    assert R.tables["antwerpen"]["replaces_base"] == "Lisieux" and R.tables["antwerpen"]["blockade_areas"] == 4


def test_double_arrows_and_double_areas_are_usable_by_both_colours():
    for x in R.arrows:
        if len(x.colours) == 2:
            for c in x.colours:
                assert A(x.a).enterable_by(c) and A(x.b).enterable_by(c), x
    for a in R.areas.values():
        if a.double:
            for c in a.colours:
                assert any(can_step(c, n, a.name) for n in R.neighbours[a.name]), (a.name, c)


def test_red_and_blue_sectors_never_touch():
    # EN r4: "play adjacent commanders (Patton and Brad, or Brad and Monty)"; only R/W and W/B doubles
    for a in R.areas.values():
        assert not {"R", "B"} <= a.colours, a.name
    for x in R.arrows:
        assert not {"R", "B"} <= x.colours
        ca, cb = A(x.a).colours, A(x.b).colours
        assert not (("R" in ca and "B" in cb) or ("B" in ca and "R" in cb)), x


def test_starting_areas_and_front_line_are_single_colour_and_controlled():
    assert A("Paris").start_front and "Paris" in STARTS                  # EN r2: starting area, e.g. Paris
    assert A("Dreux").start_front                                        # PL r2: darkened front, e.g. Dreux
    for c in R.corps.values():
        assert A(c.start).colours == {c.colour}


# ----------------------------------------------------------------------------- 1.2 named areas

NAMED = ["Lisieux", "Brionne", "Rouen", "Dieppe", "Yvetot", "Le Havre", "Antwerpen", "Gent", "Ronse", "Bruxelles",
         "Maastricht", "Dienst", "Ostende", "Rotterdam", "Vlissingen", "Dunkerque", "Calais", "Boulogne", "Amiens",
         "Chartres", "Aachen", "Köln", "Givet", "Marche", "Bastogne", "Liege", "St. Vith", "Prüm", "Troyes", "Vitry",
         "Chalons", "Reims", "Thionville", "Luxembourg", "Trier", "Metz", "Brienne", "Chaumont", "Châtillon",
         "Tonnerre", "Auxerre", "Bonny", "Düsseldorf", "Remagen", "Nijmegen", "Arnhem", "Breda", "Paris", "Dreux",
         "Rheinhausen", "Rheydt"]
SPELLINGS = {"Liseux": "Lisieux", "Hawr": "Le Havre", "Brussels": "Bruxelles", "Bruksela": "Bruxelles",
             "Ronsse": "Ronse", "Chatillon": "Châtillon", "Diest": "Dienst", "Rheyd": "Rheydt", "Bredzie": "Breda",
             "Antwerp": "Antwerpen", "Antwerpia": "Antwerpen", "Ostenda": "Ostende", "Trieru": "Trier",
             "Luxembourga": "Luxembourg"}


def test_every_area_the_books_name_exists_with_its_spellings():
    for n in NAMED:
        assert n in R.areas and A(n).source == "rulebook", n
    for alias, name in SPELLINGS.items():
        assert A(alias).name == name


def test_red_sector_facts():
    assert A("Lisieux").army_base == "R" and A("Lisieux").colours == {"R"}
    for n in ("Brionne", "Rouen", "Dieppe", "Yvetot", "Le Havre", "Antwerpen", "Gent", "Ronse"):
        assert A(n).enterable_by("R") and not A(n).victory, n
    assert A("Dieppe").limited_base and not A("Dieppe").once_per_game
    y = A("Yvetot")
    assert not y.flag and not y.fortified and not y.objective
    h = A("Le Havre")
    assert h.flag and h.fortified and h.limited_base
    assert A("Antwerpen").potential_army_base == "R"
    for n in ("Bruxelles", "Maastricht"):
        assert A(n).colours == {"R", "W"}, n
    assert A("Bruxelles").objective
    assert A("Amiens").double
    assert A("Ostende").once_per_game
    for n in R.tables["veteran"]["monty_counterattack_sources"]:   # r15D: "uncontrolled by the red player"
        assert A(n).colours == {"R"} and not A(n).start_front, n


def test_white_sector_facts():
    assert A("Chartres").army_base == "W"
    for n in ("Chartres", "Aachen", "Givet", "Marche", "Bastogne", "Liege", "St. Vith", "Prüm"):
        assert A(n).enterable_by("W") and not A(n).victory, n
    a = A("Aachen")
    assert a.fortified and a.objective and not a.flag              # an Axis marker was placed on it
    k = A("Köln")
    assert k.victory and not k.fortified and k.flag                # Axis draw on entry; not fortified (EX20)


def test_blue_sector_facts():
    for n in ("Troyes", "Vitry", "Chalons", "Thionville", "Metz", "Brienne", "Chaumont", "Châtillon", "Tonnerre",
              "Auxerre", "Bonny"):
        assert A(n).colours == {"B"}, n
    for n in ("Vitry", "Chalons", "Reims", "Luxembourg"):
        assert not A(n).flag and not A(n).fortified, n
    for n in ("Reims", "Luxembourg", "Trier"):
        assert A(n).colours == {"B", "W"}, n
    assert A("Reims").objective and A("Luxembourg").objective
    assert A("Trier").fortified and not A("Trier").flag
    for n in ("Châtillon", "Tonnerre", "Auxerre", "Bonny"):
        assert not A(n).flag and not A(n).start_front, n
    assert R.tables["veteran"]["patton_axis_marker"] == "Metz" and not A("Metz").flag


def test_other_named_areas():
    d = A("Düsseldorf")
    assert d.victory and d.flag and d.encirclement_anchor
    assert A("Remagen").flag
    for n in ("Rheinhausen", "Rheydt", "Nijmegen", "Breda"):
        assert not A(n).victory and not A(n).flag and not A(n).start_front, n


def test_known_feature_lists_of_section_1_3():
    for n in ("Reims", "Luxembourg", "Aachen", "Bruxelles"):
        assert A(n).objective, n
    for n in ("Le Havre", "Trier", "Aachen"):
        assert A(n).fortified, n
    for n in ("Yvetot", "Vitry", "Chalons", "Reims", "Luxembourg", "Köln"):
        assert not A(n).fortified, n
    for n in ("Le Havre", "Remagen", "Düsseldorf"):
        assert A(n).flag, n
    for n in ("Dieppe", "Ostende", "Le Havre"):
        assert A(n).limited_base, n


# ----------------------------------------------------------------------------- 2 adjacencies

ADJACENT = [  # (id, a, b, colour a corps of which must be able to step from a to b; None = any arrow)
    ("A1", "Lisieux", "Brionne", "R"), ("A2", "Brionne", "Rouen", "R"), ("A3", "Lisieux", "Yvetot", "R"),
    ("A4", "Yvetot", "Le Havre", "R"), ("A4 back", "Le Havre", "Yvetot", "R"), ("A5", "Troyes", "Vitry", "B"),
    ("A6", "Vitry", "Chalons", "B"), ("A7", "Chalons", "Reims", "B"), ("A8", "Thionville", "Luxembourg", "B"),
    ("A9", "Luxembourg", "Trier", "B"), ("A10", "Brienne", "Chaumont", "B"), ("A11", "Troyes", "Brienne", "B"),
    ("A14", "Maastricht", "Aachen", "W"), ("A15", "Aachen", "Köln", "W"), ("A16", "Bastogne", "Prüm", "W"),
    ("A17", "Givet", "Marche", "W"), ("A18", "Marche", "Bastogne", "W"), ("A20", "Marche", "Liege", None),
    ("A21", "Liege", "Aachen", None), ("A22", "Bastogne", "St. Vith", None), ("A24", "Dienst", "Antwerpen", None),
    ("A25", "Gent", "Ronse", None), ("A12", "Chaumont", "Châtillon", None),
]


@pytest.mark.parametrize("fact, a, b, colour", ADJACENT, ids=[x[0] for x in ADJACENT])
def test_fact_sheet_adjacency(fact, a, b, colour):
    assert adjacent(a, b)
    if colour:
        assert can_step(colour, a, b)


def test_first_axis_marker_places_ex25():
    # PL r14A ex: legal Rheinhausen, Rheydt, Aachen; not Nijmegen, Arnhem, Breda (A26-A28, N3)
    legal = {n for v in FLAGGED_VICTORY for n in R.neighbours[v]
             if n not in CONTROLLED_AT_START and not A(n).victory}
    assert {"Rheinhausen", "Rheydt", "Aachen"} <= legal
    for n in ("Nijmegen", "Arnhem", "Breda"):
        assert n not in legal and not any(v in R.neighbours[n] for v in FLAGGED_VICTORY), n


def test_non_adjacency_n1_n2_and_ex26_situation():
    assert not adjacent("Gent", "Bruxelles")                               # N1
    for n in R.neighbours["Bruxelles"]:                                    # N2
        assert not A(n).army_base and n not in STARTS, n
    # EX26: Patton may put a marker in Antwerpen (Axis marker in Dienst, chained back east);
    # Bruxelles may be counter-attacked: next to Antwerpen, which is connected to Duesseldorf.
    assert adjacent("Antwerpen", "Dienst") and adjacent("Antwerpen", "Bruxelles")
    free = {n for n in R.areas if n not in CONTROLLED_AT_START | {"Gent", "Ronse", "Bruxelles"}}
    chain = distances(["Dienst"], through=free)
    assert any(v in chain for v in FLAGGED_VICTORY)                        # a chain of Axis markers east
    assert "Düsseldorf" in distances(["Antwerpen"], through=free)
    assert adjacent("Gent", "Ronse")                                       # Ronse protected by the Gent corps


def test_monty_shortest_way_to_the_rhine_from_gent_runs_through_antwerpen():
    to_rhine = distances(VICTORY, "R")
    best = to_rhine["Gent"]
    steps = [n for n in R.moves["R"]["Gent"] if A(n).enterable_by("R") and to_rhine.get(n) == best - 1]
    assert steps == ["Antwerpen"]


def test_reims_can_be_reached_by_brad_a31_and_koln_chartres_white_chain_a30():
    assert any(can_step("W", n, "Reims") for n in R.neighbours["Reims"])
    assert "Köln" in distances(["Chartres"], "W")


def test_metz_veteran_marker_a32():
    # r15D: markers go next to Metz only once a chain of Axis markers links it to a flagged
    # victory area: Metz is not next to one, but such a chain is possible.
    assert not any(v in R.neighbours["Metz"] for v in FLAGGED_VICTORY)
    free = {n for n in R.areas if n not in CONTROLLED_AT_START}
    assert any(v in distances(["Metz"], through=free) for v in FLAGGED_VICTORY)


# ----------------------------------------------------------------------------- 3 corps

def test_corps_counts_names_and_starting_areas():
    by_colour = {c: [k.id for k in R.corps.values() if k.colour == c] for c in board.PLAYERS}
    assert {c: len(v) for c, v in by_colour.items()} == {"R": 4, "W": 3, "B": 3}
    assert dict(R.tables["components"]["corps_blocks"]) == {"R": 4, "W": 3, "B": 3}
    assert "I BR" in by_colour["R"]
    assert sorted(by_colour["W"]) == ["V", "VII", "XIX"]                  # "Brad has three corps"
    assert {"XII", "XV"} <= set(by_colour["B"])
    assert len({c.start for c in R.corps.values()}) == 10
    for c in R.corps.values():
        assert A(c.start).start_front and c.supplies.total <= R.tables["capacity"]["corps_card"], c.id


def test_corps_supplies_and_stock_fit_the_components():
    comp = R.tables["components"]
    for s in board.SUPPLIES:
        used = sum(getattr(c.supplies, s) for c in R.corps.values()) + R.tables["stock_track"]["3"][s]
        assert used <= comp[s], s


def test_every_corps_can_reach_a_victory_area_along_its_colours():
    for c in R.corps.values():
        reach = distances([c.start], c.colour)
        assert any(v in reach for v in VICTORY), c.id
    for colour in board.PLAYERS:
        base = next(a.name for a in R.areas.values() if a.army_base == colour)
        assert any(v in distances([base], colour) for v in VICTORY), colour


def test_brad_starts_closest_to_the_rhine():
    # PL r1: "Omar Nelson Bradley zaczyna wyscig najblizej Renu"
    best = {c: min(distances([k.start], c).get(v, 99) for k in R.corps.values() if k.colour == c for v in VICTORY)
            for c in board.PLAYERS}
    assert best["W"] < best["R"] and best["W"] < best["B"]


# ----------------------------------------------------------------------------- 4 numbers

def test_components_ex_section_4_1():
    c = R.tables["components"]
    assert (c["pursuit_cards"], c["axis_cards"], c["gas"], c["ammo"], c["food"], c["trucks"]) == (66, 24, 35, 30, 25, 32)
    assert (c["axis_markers"], c["allied_markers_per_colour"], c["medals"], c["ostende_marker"]) == (25, 40, 20, 1)
    assert (c["airborne_units"], c["air_support_markers"], c["weather_markers"], c["dice"]) == (4, 3, 1, 3)
    assert c["commander_cards"] == 3 and dict(c["corps_cards"]) == {"R": 4, "W": 3, "B": 3}
    assert c["player_aid_cards"] == 3 and c["stickers"] == 10
    assert c["pursuit_cards"] == sum(len(R.decks[d]) for d in board.PLAYERS)


def test_setup_numbers_section_4_2_ex01_ex02_ex22():
    s = R.tables["setup"]
    assert s["trucks_per_player"] == 6 and s["truck_stock"] == 6 and s["turn_order_spaces"] == 3
    assert s["weather"] == "sun"                                                        # r4, optional rule 15B
    assert dict(s["axis_pool"]) == {"1": 0, "2": 18, "3": 25}
    assert dict(s["start_level"]) == {"R": 1, "W": 2, "B": 1}
    assert R.tables["veteran"]["brad_start_level"] == 1
    assert dict(R.tables["stock_track"]["2"]) == {"gas": 6, "ammo": 6, "food": 6}       # EX01, EX11


def test_logistics_chart_section_4_3_ex06_ex07_ex10():
    lg = R.tables["logistics"]
    assert lg["truck_draw"] == (6, 6, 8) and lg["truck_placement"] == (2, 3, 4) and lg["truck_limit"] == (9, 9, 12)
    assert dict(lg["total_trucks"]) == {"1": (12, 12, 16), "2": (18, 18, 24), "3": (24, 24, 32)}
    assert dict(lg["level3_truck_bonus"]) == {"1": 4, "2": 6, "3": 8}
    assert lg["max_level"] == 3
    for n in ("1", "2", "3"):                     # 6 x players + 6 at setup; + 2 + 2 x players once
        p = int(n)
        assert lg["total_trucks"][n][0] == R.tables["setup"]["trucks_per_player"] * p + R.tables["setup"]["truck_stock"]
        assert lg["level3_truck_bonus"][n] == 2 + 2 * p
    assert lg["total_trucks"]["3"][2] == R.tables["components"]["trucks"]
    assert min(lg["truck_draw"][0], lg["truck_limit"][0] - 4) == 5                        # EX07


def test_capacities_costs_actions_and_scoring_sections_4_4_to_4_8():
    cap = R.tables["capacity"]
    assert (cap["army_base"], cap["area"], cap["corps_card"], cap["truck_load"]) == (9, 6, 6, 5)
    mv = R.tables["movement"]
    assert (mv["activation_gas"], mv["max_areas"], mv["continue_gas"], mv["fortified_ammo"]) == (1, 3, 1, 1)
    ac = R.tables["actions"]
    assert (ac["per_turn"], ac["resistance_per_turn"], ac["recon_per_turn"]) == (2, 1, 1)
    air = R.tables["air"]
    assert (air["air_support_ammo"], air["airborne_per_action"], air["airborne_medal_cost"]) == (1, 3, 1)
    assert R.tables["scoring"]["ammo_per_medal"] == 5
    cm = R.commanders
    assert cm["R"]["extra_supplies"] == 2 and cm["W"]["extra_action"] == "air_support"
    assert cm["W"]["level_bonus"] == 1 and cm["B"]["extra_action"] == "corps_movement"


# ----------------------------------------------------------------------------- 5 cards

def test_deck_sizes_5_1():
    assert {d: len(ids) for d, ids in R.decks.items()} == {"R": 22, "W": 22, "B": 22, "X": 24}
    assert len(R.cards) == 90 and len(set(R.cards)) == 90


PURSUIT_KINDS = ["starving_civilians", "captured_stock", "captured_supplies", "vive_la_liberation", "black_market",
                 "resistance", "recon", "les_boches", "pursuit_division", "no_effect"]


def test_every_pursuit_deck_has_every_kind_5_2():
    for d in board.PLAYERS:
        kinds = {c.kind for c in cards(d)}
        assert kinds == set(PURSUIT_KINDS), d
        assert cards(d, "resistance", hand=True) and cards(d, "resistance", hand=False), d
        assert all(c.hand for c in cards(d, "recon")), d
        assert all(c.ammo == 1 and c.gas == 0 for c in cards(d, "pursuit_division")), d
        assert {c.weather for c in cards(d)} >= {"sun", "rain"}, d
        # r17E: the solo player may ignore the first or second Starving civilians, (PL) not the third
        assert len(cards(d, "starving_civilians")) >= 3, d


def test_axis_deck_kinds_costs_and_medals_5_3():
    x = cards("X")
    assert {c.kind for c in x} == {"division", "elite", "armoured"}
    cost = {c.kind: (c.ammo, c.gas) for c in x}
    assert cost == {"division": (2, 0), "elite": (3, 0), "armoured": (2, 1)}
    for kind in ("division", "elite", "armoured"):
        assert cards("X", kind), kind
    assert cards("X", "armoured", medal=True) and cards("X", "armoured", medal=False)
    assert any(not c.medal for c in x) and any(c.medal for c in x)


def test_named_cards_of_the_examples():
    def named(deck, name):
        found = [c for c in cards(deck) if c.name == name]
        assert len(found) == 1, (deck, name)
        return found[0]
    assert named("B", "711 Infanterie Div").kind == "pursuit_division"                   # EX15
    assert named("B", "Battle of Angaur").kind == "no_effect"                            # EX14
    assert (named("X", "275 Infanterie Div").kind, named("X", "275 Infanterie Div").ammo) == ("division", 2)   # EX18
    assert (named("X", "12 Volksgrenadier Div").kind, named("X", "12 Volksgrenadier Div").ammo) == ("elite", 3)  # EX19
    for name in ("Panzer Brigade 105", "9 Panzer Div"):                                   # EX16, EX20
        c = named("X", name)
        assert (c.kind, c.ammo, c.gas) == ("armoured", 2, 1)
    # EX19: an armoured division card with a medal, beaten before (so neither 12 VG nor 9 Pz)
    assert [c for c in cards("X", "armoured", medal=True) if c.name != "9 Panzer Div"]


def test_minimum_deck_contents_5_4():
    for kind in ("black_market", "starving_civilians", "les_boches", "captured_supplies", "recon"):
        assert [c for c in cards("B", kind) if c.source == "rulebook"], kind
    assert [c for c in cards("B", "resistance", hand=True) if c.source == "rulebook"]
    assert [c for c in cards("R", "vive_la_liberation") if c.source == "rulebook"]
    assert [c for c in cards("R", "resistance", hand=True) if c.source == "rulebook"]


def test_scoring_examples_can_be_dealt_ex19_ex27():
    non_medal = sorted(c.ammo for d in ("W", "X") for c in cards(d) if c.combat and not c.medal)
    # EX19: 4 non-medal cards with 5 ammo symbols (= 1 medal): only 1+1+1+2 fits
    assert non_medal.count(1) >= 3 and non_medal.count(2) >= 1
    # EX27: 2 medal cards, 5 non-medal cards with 7 ammo symbols
    assert len([c for c in cards("X") if c.medal]) >= 2 and non_medal.count(1) + non_medal.count(2) >= 5
    assert (1 + 1 + 1 + 2) // R.tables["scoring"]["ammo_per_medal"] == 1 and 4 + 2 + 7 // 5 == 7


# ----------------------------------------------------------------------------- 7 worked examples

def test_ex05_ex06_take_supply_and_transport_situation():
    assert A("Lisieux").army_base == "R"
    assert A("Dieppe").limited_base and "Dieppe" not in CONTROLLED_AT_START            # "recently liberated"
    for a, b in (("Lisieux", "Brionne"), ("Brionne", "Rouen")):                          # trucks: red arrows
        assert R.arrow(a, b).usable_by("R")
    assert R.tables["logistics"]["truck_placement"][0] == 2 and R.tables["capacity"]["truck_load"] >= 5


def test_ex09_ex24_corps_named_in_examples():
    assert {"V", "VII", "XIX"} <= set(R.corps) and {"XII", "XV"} <= set(R.corps)


def test_ex13_ex14_patton_xii_from_troyes_to_reims():
    xii = R.corps["XII"]
    assert xii.colour == "B" and xii.start == "Troyes" and A("Troyes").start_front
    assert (xii.supplies.gas, xii.supplies.ammo, xii.supplies.food) == (3, 0, 1)      # "3 gas and 1 food"
    path = ["Troyes", "Vitry", "Chalons", "Reims"]
    for a, b in zip(path, path[1:]):
        assert can_step("B", a, b), (a, b)
    for n in path[1:]:
        assert not A(n).start_front and not A(n).flag and not A(n).fortified, n       # Pursuit draws, no ammo
    assert A("Reims").objective and len(path) - 1 == R.tables["movement"]["max_areas"]


def test_ex15_ex16_thionville_luxembourg_trier():
    for a, b in (("Thionville", "Luxembourg"), ("Luxembourg", "Trier"), ("Trier", "Luxembourg")):
        assert can_step("B", a, b), (a, b)
    assert not A("Luxembourg").flag and not A("Luxembourg").fortified and A("Luxembourg").objective
    assert A("Trier").fortified and not A("Trier").flag and "Trier" not in CONTROLLED_AT_START


def test_ex17_encirclement_by_brienne_and_chaumont():
    assert encircled(CONTROLLED_AT_START) == set()
    after_brienne = CONTROLLED_AT_START | {"Brienne"}
    assert encircled(after_brienne) == set()
    assert encircled(after_brienne | {"Chaumont"}) == {"Châtillon", "Tonnerre", "Auxerre", "Bonny"}
    for n in ("Châtillon", "Tonnerre", "Auxerre", "Bonny"):
        assert A(n).colours == {"B"}                                                    # blue markers


def test_ex18_ex23_monty_takes_le_havre():
    ibr = R.corps["I BR"]
    assert ibr.start == "Lisieux" and (ibr.supplies.food, ibr.supplies.gas, ibr.supplies.ammo) == (1, 3, 2)
    assert ibr.supplies.total == R.tables["capacity"]["corps_card"]                    # "card full"
    assert can_step("R", "Lisieux", "Yvetot") and can_step("R", "Yvetot", "Le Havre")
    assert not A("Yvetot").flag and not A("Yvetot").fortified
    assert A("Le Havre").flag and A("Le Havre").fortified and A("Le Havre").limited_base   # EX23 Take supply
    assert cards("R", "vive_la_liberation") and cards("R", "resistance", hand=True)


def test_ex19_ex20_brad_v_corps_maastricht_aachen_koln():
    assert R.corps["V"].colour == "W" and A("Maastricht").enterable_by("W")
    assert can_step("W", "Maastricht", "Aachen") and can_step("W", "Aachen", "Köln")
    aachen, koln = A("Aachen"), A("Köln")
    assert aachen.fortified and aachen.objective and not aachen.flag and aachen.name not in CONTROLLED_AT_START
    assert koln.victory and koln.flag and not koln.fortified
    assert "Köln" in distances(["Chartres"], "W")                                      # white chain possible
    assert R.tables["components"]["airborne_units"] >= 3


def test_ex21_brad_vii_bastogne_to_prum():
    assert can_step("W", "Bastogne", "Prüm") and R.corps["VII"].colour == "W"


@pytest.mark.parametrize("colour", [None, "W"], ids=["any arrow", "white arrows"])
def test_ex29_ex30_ex31_solo_front_advance(colour):
    base = CONTROLLED_AT_START | {"Givet", "Marche"}
    assert front_advance(["Marche"], base, set(), colour) == {"Liege"}                         # EX29
    assert front_advance(["Marche"], base, {"Liege"}, colour) == {"Aachen"}
    assert front_advance(["Marche"], base, {"Liege", "Aachen"}, colour) == {"Bastogne"}
    base = base | {"Bastogne"}
    assert front_advance(["Bastogne"], base, set(), colour) == {"St. Vith", "Prüm"}            # EX30
    assert front_advance(["Bastogne", "Marche"], base, set(), colour) == {"Liege", "St. Vith", "Prüm"}   # EX31


def test_solo_numbers_and_brad_markers_ex28_to_ex31():
    solo = R.tables["solo"]
    assert solo["numbers"] == tuple(range(3, 19)) and solo["dice"] == 3
    assert solo["flip_higher"] == (3, 10) and solo["flip_lower"] == (11, 18)
    assert solo["excluded"]["W"] == ("Bruxelles", "Maastricht")
    assert solo["airborne"] is False and solo["ignorable_starving_civilians"] == 2
    placed = {(m["colour"], m["area"]): m["number"] for m in solo["markers"]}
    assert {placed[("W", n)] for n in ("Givet", "Marche")} == {18, 14}
    for n, k in (("Bastogne", 5), ("Liege", 8), ("St. Vith", 13), ("Prüm", 12)):
        assert placed[("W", n)] == k
    for colour in board.PLAYERS:
        mine = [m for m in solo["markers"] if m["colour"] == colour]
        assert sorted(m["number"] for m in mine) == list(solo["numbers"]), colour
        assert len({m["area"] for m in mine}) == len(mine)
        for m in mine:
            a = A(m["area"])
            assert (colour in a.colours or a.double) and not a.flag and not a.victory and not a.start_front, m
            assert m["area"] not in solo["excluded"].get(colour, ()), m


# ----------------------------------------------------------------------------- graph sanity

def test_every_area_is_connected_and_nothing_is_encircled_at_the_start():
    assert set(distances(["Düsseldorf"])) == set(R.areas)
    assert encircled(CONTROLLED_AT_START) == set()


def test_every_player_area_can_be_entered_by_its_colours():
    for a in R.areas.values():
        for c in a.colours - {"K"}:
            assert any(can_step(c, n, a.name) for n in R.neighbours[a.name]), (a.name, c)
        if a.victory:
            assert any(can_step(c, n, a.name) for c in board.PLAYERS for n in R.neighbours[a.name]), a.name


def test_victory_areas_are_east_and_the_map_spans_seine_to_rhine():
    for a in R.areas.values():
        assert 47.3 < a.lat < 52.3 and -0.2 < a.lon < 8.5, a.name
    west_of_rhine = max(a.lon for a in R.areas.values() if not a.victory and a.lat > 50.5)
    assert all(A(v).lon > 5.8 for v in VICTORY) and west_of_rhine < 7.3
    assert min(a.lon for a in R.areas.values()) < 0.5                                  # Le Havre, the Seine


def test_arrows_join_nearby_towns():
    # real geography: a typo in a coordinate or a wrong arrow shows up as a long jump
    for x in R.arrows:
        assert km(x.a, x.b) < 100, (x.a, x.b, round(km(x.a, x.b)))
