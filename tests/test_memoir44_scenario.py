"""Memoir '44 scenario data: the tables, the 14 built-in scenarios and the .m44 checks.

The expected numbers come from gamedata/memoir44/README.md §6 (hands, medals, who starts,
its hex lists counted per side) and from the rulebook where it describes a scenario
(Pegasus Bridge's set-up, PL 'PRZYGOTOWANIE GRY' 3-4 and 10). Every way an .m44 file is
refused has a broken file here, and random mutations of real files may only ever give a
scenario or a ScenarioError.
"""
import copy
import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pbem.games import RuleError
from pbem.games.memoir44 import hexes, tables
from pbem.games.memoir44.scenario import SCENARIOS, SLUGS, ScenarioError, from_m44, load


def raw(slug):
    with open(SCENARIOS / f"{slug}.m44", encoding="utf-8") as f:
        return json.load(f)


def cell(data, row, col):
    return next(h for h in data["board"]["hexagons"] if (h["row"], h["col"]) == (row, col))


# ------------------------------------------------------------------------ the tables

def test_deck_has_60_cards_40_section_20_tactic():
    deck = tables.deck()
    assert len(deck) == 60 and len({c["id"] for c in deck}) == 60
    kinds = Counter(c["kind"] for c in deck)
    assert kinds == {"section": 40, "tactic": 20}
    by_name = Counter(c["name"] for c in deck)
    assert by_name == {
        "Recon": 6, "Probe": 13, "Attack": 10, "Assault": 6, "General Advance": 1,
        "Pincer Move": 1, "Recon in Force": 3, "Air Power": 1, "Ambush": 1,
        "Armor Assault": 2, "Artillery Bombard": 1, "Barrage": 1, "Behind Enemy Lines": 1,
        "Close Assault": 1, "Counter-Attack": 2, "Dig-In": 1, "Direct from HQ": 2,
        "Firefight": 1, "Infantry Assault": 2, "Medics & Mechanics": 1, "Move Out!": 2,
        "Their Finest Hour": 1}
    per_section = Counter((c["name"], c["section"]) for c in deck if c["section"])
    assert per_section[("Probe", "center")] == 5 and per_section[("Attack", "left")] == 3
    assert {c["id"] for c in deck} >= {"probe-left-1", "attack-center-4", "direct-from-hq-2"}


def test_every_data_record_names_its_source():
    records = [*tables.table("cards")["card"], *tables.table("units")["unit"].values(),
               *tables.table("units")["badge"].values(), tables.table("units")["m44"],
               *tables.terrain().values(), *tables.table("terrain")["behavior"].values(),
               tables.table("terrain")["stacking"]]
    for rec in records:
        assert rec["source"] in ("rulebook", "gamedata", "reconstructed") and rec["cite"]


def test_units_as_the_rulebook_gives_them():
    unit, badge = tables.table("units")["unit"], tables.table("units")["badge"]
    assert [unit[t]["figures"] for t in tables.UNIT_TYPES] == [4, 3, 2]
    assert [(unit[t]["move"], unit[t]["move_and_battle"]) for t in tables.UNIT_TYPES] == \
        [(2, 1), (3, 3), (1, 0)]
    assert unit["infantry"]["dice"] == [3, 2, 1] and unit["artillery"]["dice"] == [3, 3, 2, 2, 1, 1]
    assert not unit["artillery"]["needs_los"] and unit["armor"]["overrun"]
    assert badge["special"]["move_and_battle"] == 2 and badge["elite"]["figures"] == 4
    resistance = badge["resistance"]
    assert (resistance["figures"], resistance["retreat"], resistance["move_and_battle"]) == (3, [1, 3], 1)


def test_terrain_reductions_and_flag_ignoring_as_the_rulebook_gives_them():
    t = tables.terrain()
    assert t["woods"]["battle_in"] == t["buildings"]["battle_in"] == {"infantry": 1, "armor": 2}
    assert t["hills"]["battle_in"] == {"infantry": 1, "armor": 1} and t["hills"]["same_height"]
    assert t["church"]["battle_in"] == t["buildings"]["battle_in"] and not t["church"].get("ignore_flag")
    assert t["curve"]["impassable"] and t["pond"]["impassable"] and t["bridge"]["crossing"]
    assert {k for k, r in t.items() if r.get("ignore_flag")} == {"bunker", "hedgehog", "sand"}
    assert {k for k, r in t.items() if r.get("blocks_los")} == {"woods", "hedgerow", "hills",
                                                                  "buildings", "church", "bunker"}
    assert t["hedgehog"]["enter"] == ["infantry"] and t["bunker"]["start"] == ["infantry", "artillery"]
    assert t["ocean"]["no_retreat"] and t["ocean"]["no_battle"] and t["ocean"]["max_move"] == 1
    assert tables.table("terrain")["stacking"]["rule"] == "max"


# ------------------------------------------------------------------ built-in scenarios

# slug: (Allied hand, Axis hand, medals to win, first, Allied units, Axis units), as
# gamedata/memoir44/README.md §6 lists them (player 1 is the Axis in all 14).
README = {
    "pegasus-bridge": (6, 2, 4, "Allies", 9, 6),
    "sainte-mere-eglise": (5, 4, 4, "Allies", 6, 10),
    "sword-beach": (5, 4, 5, "Allies", 12, 8),
    "mont-mouchet": (5, 4, 4, "Allies", 7, 8),
    "pointe-du-hoc": (6, 4, 4, "Allies", 9, 6),
    "operation-cobra": (5, 4, 5, "Allies", 14, 9),
    "counterattack-on-mortain": (6, 5, 4, "Axis", 13, 13),
    "montelimar": (5, 5, 6, "Axis", 13, 14),
    "vassieux": (4, 4, 4, "Axis", 10, 6),
    "liberation-of-paris": (5, 4, 5, "Allies", 14, 8),
    "toulon": (6, 4, 6, "Allies", 14, 11),
    "arracourt": (6, 4, 6, "Axis", 14, 14),
    "arnhem-bridge": (6, 6, 5, "Axis", 7, 14),
    "saverne-gap": (6, 4, 5, "Allies", 14, 9),
}


def test_the_14_slugs_of_the_issue():
    assert list(SLUGS) == list(README)
    assert sorted(p.stem for p in SCENARIOS.glob("*.m44")) == sorted(SLUGS)


@pytest.mark.parametrize("slug", list(README))
def test_builtin_scenario_as_gamedata_lists_it(slug):
    allied_hand, axis_hand, medals, first, allied, axis = README[slug]
    s = load({"scenario": slug})
    assert s["slug"] == slug and s["top"] == "Axis" and s["first"] == first
    assert s["cards"] == {"Allies": allied_hand, "Axis": axis_hand}
    assert s["medals_to_win"] == {"Allies": medals, "Axis": medals}
    sides = Counter(u["side"] for u in s["units"].values())
    assert sides == {"Allies": allied, "Axis": axis}
    assert json.loads(json.dumps(s)) == s
    for rule in s["rules"]["special"]:
        assert rule["source"] == "reconstructed from the scenario text"
        assert " ".join(rule["quote"].split()) in " ".join(
            " ".join(s["text"].values()).split()), rule["rule"]
        assert rule.get("hexes", True), rule["rule"]


def test_pegasus_bridge_set_up_as_the_rulebook_describes_it():
    # PL 'PRZYGOTOWANIE GRY' 3: '20 hexów rzeki, 4 hexy wioski i wreszcie 9 hexów lasu';
    # 4: 'dwa mosty, po jednym na rzece, oraz 4x drut kolczasty i worki z piaskiem';
    # 6: 'ułóż Medal Zwycięstwa na każdym z mostów'.
    s = load({"scenario": "pegasus-bridge"})
    terrain = Counter(h["terrain"] for h in s["hexes"].values())
    assert terrain["river"] + terrain["curve"] == 20
    assert (terrain["buildings"], terrain["woods"]) == (4, 9)
    obstacles = Counter(h["obstacle"] for h in s["hexes"].values() if h["obstacle"])
    assert obstacles == {"bridge": 2, "wire": 4, "sand": 1}
    bridges = sorted(n for n, h in s["hexes"].items() if h["obstacle"] == "bridge")
    assert sorted(o["marker"] for o in s["objectives"]) == bridges == ["D7", "K4"]
    assert all(o["side"] == "Allies" and not o["permanent"] for o in s["objectives"])
    assert s["hexes"]["F4"]["label"] == "Pond Impassable"
    assert s["rules"]["special"][0]["rule"] == "extra-draws"


def test_sainte_mere_eglise_airdrop_and_church():
    s = load({"scenario": "sainte-mere-eglise"})
    assert s["hexes"]["G5"]["terrain"] == "church" and s["units"]["G5"]["side"] == "Axis"
    assert s["rules"]["airdrop"] == {
        "side": "Allies", "units": 4, "range": 4, "center": "G5",
        "unit": {"side": "Allies", "type": "infantry", "figures": 4, "badge": None,
                 "medal_worth": 1}}
    assert s["hexes"]["H6"]["label"] == "Sainte Mère-Eglise"
    assert s["hexes"]["C7"]["label"] == "Neuville-au-Plain"


def test_sword_beach_face_bunkers_and_commandos():
    s = load({"scenario": "sword-beach"})
    assert s["board"]["face"] == "beach"
    rows = {n: hexes.parse(n)[0] for n in s["hexes"]}
    assert {s["hexes"][n]["terrain"] for n, r in rows.items() if r in (4, 5, 6)} == {"beach"}
    assert {s["hexes"][n]["terrain"] for n, r in rows.items() if r in (7, 8)} == {"ocean"}
    assert s["hexes"]["F5"] == {"terrain": "beach", "orientation": None, "behavior": None,
                                "obstacle": "wire", "obstacle_orientation": 1,
                                "obstacle_behavior": None, "owner": None, "label": None,
                                "objective": None}
    bunkers = {n: h["owner"] for n, h in s["hexes"].items() if h["obstacle"] == "bunker"}
    assert bunkers == {"G7": "Axis", "C6": "Axis", "I6": "Axis"}
    assert s["units"]["G7"]["type"] == "artillery"
    assert [n for n, u in s["units"].items() if u["badge"] == "special"] == ["A1", "E1", "M1"]
    assert {o["marker"] for o in s["objectives"]} == {"B9", "F9", "M9"}


def test_pointe_du_hoc_cliff_and_permanent_forest_medals():
    s = load({"scenario": "pointe-du-hoc"})
    cliff = next(r for r in s["rules"]["special"] if r["rule"] == "cliff")
    assert len(cliff["hexes"]) == 15 and "K5" not in cliff["hexes"]
    assert s["hexes"]["K5"]["terrain"] == "hills" and s["hexes"]["K5"]["behavior"] is None
    assert s["hexes"]["K3"]["obstacle"] == "bunker" and s["hexes"]["K3"]["behavior"] == "cliff"
    assert s["hexes"]["A4"]["terrain"] == "beach" and s["hexes"]["A5"]["terrain"] == "hills"
    assert [(o["marker"], o["side"], o["permanent"]) for o in s["objectives"]] == \
        [("J9", "Allies", True), ("K9", "Allies", True)]


def test_mont_mouchet_resistance_and_tanks_worth_two_medals():
    s = load({"scenario": "mont-mouchet"})
    allied = [u for u in s["units"].values() if u["side"] == "Allies"]
    assert all(u["badge"] == "resistance" and u["figures"] == 3 for u in allied)
    tanks = {n: u for n, u in s["units"].items() if u["type"] == "armor"}
    assert {n: (u["figures"], u["medal_worth"]) for n, u in tanks.items()} == \
        {"A9": (4, 2), "B8": (4, 2)}


def test_mortain_steep_hills_hill_317_and_st_hilaire():
    s = load({"scenario": "counterattack-on-mortain"})
    hills = sorted(n for n, h in s["hexes"].items() if h["terrain"] == "hills")
    steep = next(r for r in s["rules"]["special"] if r["rule"] == "steep-hills")
    assert sorted(steep["hexes"]) == hills and len(hills) == 8
    assert s["rules"]["hill317"] == ["L5", "K4"] and s["hexes"]["L5"]["label"] is None
    assert s["hexes"]["K6"]["label"] == "Hill 317" and s["hexes"]["K5"]["label"] == "Mortain"
    assert s["objectives"] == [{"side": "Axis", "hexes": ["L1"], "needed": 1, "medals": 1,
                                "permanent": False, "marker": "L1"}]
    assert s["units"]["K9"]["badge"] == "special" and s["units"]["L9"]["figures"] == 4


def test_montelimar_rhone_group_and_three_figure_infantry():
    s = load({"scenario": "montelimar"})
    rhone = next(o for o in s["objectives"] if o["side"] == "Allies")
    assert rhone["hexes"] == ["F9", "I9", "L9", "F8", "G8", "H8", "I8", "J8", "K8"]
    assert (rhone["needed"], rhone["medals"], rhone["permanent"]) == (1, 1, False)
    river = {hexes.parse(n) for n, h in s["hexes"].items() if h["terrain"] in ("river", "curve")}
    beside = {n for r in river for n in hexes.neighbours(r)} - river
    assert {hexes.name(h) for h in beside} == set(rhone["hexes"]) - {"I9"}
    assert sorted(o["marker"] for o in s["objectives"] if o["side"] == "Axis") == ["B2", "L2"]
    assert Counter(u["figures"] for u in s["units"].values()
                   if u["side"] == "Axis" and u["type"] == "infantry" and not u["badge"]) == {3: 6}


def test_sudden_death_groups_of_toulon_and_saverne():
    toulon = load({"scenario": "toulon"})["rules"]["sudden_death"]
    assert toulon == [{"side": "Allies", "hexes": ["G9", "H8", "I8", "G7"], "needed": 3,
                       "when": "turn-end"}]
    saverne = load({"scenario": "saverne-gap"})
    assert saverne["rules"]["sudden_death"][0]["hexes"] == ["F9", "G9", "G8"]
    mountains = {n for n, h in saverne["hexes"].items() if h["behavior"] == "impassable-blocking-hill"}
    assert len(mountains) == 20 and not mountains & set(saverne["units"])
    assert all(saverne["hexes"][n]["terrain"] == "hills" for n in mountains)


def test_vassieux_deck_is_not_reshuffled():
    s = load({"scenario": "vassieux"})
    assert s["rules"]["deck_reshuffling"] is False
    assert s["rules"]["special"][0]["winner"] == "Axis"


def test_arnhem_bridge_ends_are_the_marked_span_and_labels():
    s = load({"scenario": "arnhem-bridge"})
    ends = next(r for r in s["rules"]["special"] if r["rule"] == "bridge-ends")
    span = [n for n, h in s["hexes"].items() if h["obstacle_behavior"] == "bridge-section"]
    assert sorted(ends["hexes"]) == sorted(span)
    assert ends["path"][1:-1] == ends["hexes"] and ends["ends"] == [ends["path"][0], ends["path"][-1]]
    assert all(s["hexes"][n]["label"] == "Enter Exit Bridge" for n in ends["ends"])
    steps = list(zip(ends["path"], ends["path"][1:]))
    assert all(hexes.distance(hexes.parse(a), hexes.parse(b)) == 1 for a, b in steps)
    river = next(r for r in s["rules"]["special"] if r["rule"] == "no-infantry-fire-across-river")
    assert len(river["hexes"]) == 14 and "H6" in river["hexes"]


# ------------------------------------------------------------------ refused .m44 files

def broken(slug, change):
    data = raw(slug)
    change(data)
    return data


def refused(data, *fragments):
    with pytest.raises(ScenarioError) as e:
        from_m44(data)
    for fragment in fragments:
        assert fragment in e.value.message, e.value.message
    return e.value.message


def set_(path, value):
    def change(data):
        *parents, last = path
        for key in parents:
            data = data[key]
        data[last] = value
    return change


def drop(path):
    def change(data):
        *parents, last = path
        for key in parents:
            data = data[key]
        del data[last]
    return change


def test_scenario_error_is_a_rule_error():
    assert issubclass(ScenarioError, RuleError)


@pytest.mark.parametrize("change, fragments", [
    (drop(["game_info"]), ["game_info is missing"]),
    (set_(["board", "type"], "OVERLORD"), ["board.type", "'OVERLORD'", "STANDARD"]),
    (set_(["board", "face"], "WINTER"), ["board.face", "'WINTER'", "COUNTRY, BEACH"]),
    (drop(["game_info", "side_player1"]), ["game_info.side_player1 is missing"]),
    (set_(["game_info", "side_player2"], "AXIS"), ["both Axis"]),
    (set_(["game_info", "starting"], "PLAYER3"), ["game_info.starting", "PLAYER1, PLAYER2"]),
    (drop(["game_info", "starting"]), ["game_info.starting is missing"]),
    (drop(["game_info", "cards_player2"]), ["game_info.cards_player2 is missing"]),
    (set_(["game_info", "cards_player1"], 0), ["game_info.cards_player1 is 0", "1 to 12"]),
    (set_(["game_info", "cards_player1"], 61), ["game_info.cards_player1 is 61"]),
    (set_(["game_info", "cards_player1"], "4"), ["cards_player1 must be a whole number"]),
    (set_(["game_info", "cards_player1"], True), ["cards_player1 must be a whole number"]),
    (drop(["game_info", "victory_player1"]), ["game_info.victory_player1 is missing"]),
    (set_(["game_info", "victory_conditions"], [{"exit": {}}]), ["victory_conditions[0]"]),
    (set_(["board", "hexagons"], {}), ["board.hexagons must be a list"]),
    (set_(["board", "hexagons", 0], 7), ["board.hexagons[0] must be an object"]),
    (drop(["board", "hexagons", 0, "row"]), ["board.hexagons[0].row is missing"]),
    (set_(["board", "hexagons", 0, "row"], 9), ["board.hexagons[0]: row 9, col 0 is off"]),
    (set_(["board", "hexagons", 0, "col"], 1), ["row 0, col 1 is off the standard board"]),
    (set_(["board", "hexagons", 0, "fog"], 1), ["hex A9 (row 0, col 0)", "'fog'"]),
    (set_(["board", "labels", 0, "row"], -1), ["board.labels[0]: row -1, col 2 is off"]),
    (set_(["board", "labels", 0, "text"], 3), ["hex B9 (row 0, col 2): board.labels[0].text"]),
    (set_(["game_info", "options"], {"blitz_rules": True}), ["'blitz_rules'", "not supported"]),
    (set_(["game_info", "victory"], {"condition": [{"exit_markers": {}}]}), ["'exit_markers'"]),
    (set_(["text", "en", "victory"], ["4 medals"]), ["text.en.victory must be text"]),
])
def test_m44_field_refused(change, fragments):
    refused(broken("pegasus-bridge", change), *fragments)


def test_m44_not_an_object_refused():
    refused([1, 2], "JSON object")


# Pegasus Bridge hexes used below: (0,0) A9 town + Axis infantry, (2,6) D7 river + bridge,
# (1,7) D8 river, (2,10) F7 wire, (5,11) F4 pond (curve), (5,5) C4 Howard (infantry).
@pytest.mark.parametrize("change, fragments", [
    (set_(["board", "hexagons", 0, "terrain", "name"], "lava"),
     ["hex A9 (row 0, col 0): terrain.name 'lava' is not a base-game terrain", "woods"]),
    (set_(["board", "hexagons", 0, "terrain", "name"], 5), ["A9 (row 0, col 0): terrain.name must be text"]),
    (set_(["board", "hexagons", 0, "terrain"], {"name": "mountain"}), ["'mountain' is not a base-game terrain"]),
    (set_(["board", "hexagons", 0, "terrain", "behavior"], "CLIFF"), ["terrain.behavior 'CLIFF' is not supported on 'buildings'"]),
    (set_(["board", "hexagons", 0, "terrain", "orientation"], 9), ["terrain.orientation is 9"]),
    (set_(["board", "hexagons", 0, "obstacle"], {"name": "mine"}), ["obstacle.name 'mine' is not a base-game obstacle"]),
    (set_(["board", "hexagons", 0, "unit", "name"], "infjp"), ["A9 (row 0, col 0): unit.name 'infjp' is not a base-game unit"]),
    (set_(["board", "hexagons", 0, "unit", "name"], "plane"), ["unit.name 'plane'"]),
    (set_(["board", "hexagons", 0, "unit", "badge"], "badge37"), ["unit.badge 'badge37'"]),
    (set_(["board", "hexagons", 0, "unit", "behavior"], "BANZAI"), ["unit.behavior 'BANZAI'"]),
    (set_(["board", "hexagons", 0, "unit", "nbr_units"], 9), ["unit.nbr_units is 9", "1 to 4"]),
    (set_(["board", "hexagons", 0, "unit", "equipment"], "boat"), ["'equipment'"]),
    (set_(["board", "hexagons", 0, "unit"], {"name": "tankger", "behavior": "FRENCH_RESISTANCE"}),
     ["cannot be French Resistance"]),
    (set_(["board", "hexagons", 0, "tags"], [{"name": "tag1"}]), ["tags[0].name 'tag1' is not supported"]),
    (set_(["board", "hexagons", 0, "tags"], [{"name": "medal1"}, {"name": "medal2"}]),
     ["tags[1] is a second objective medal"]),
    (set_(["board", "hexagons", 0, "tags"], [{"name": "medal1", "medal": {"majority": True}}]),
     ["tags[0].medal has 'majority'"]),
    (set_(["board", "hexagons", 0, "tags"], [{"name": "medal1", "group": ["Z99"]}]),
     ["A9 (row 0, col 0): tags[0].group", "'Z99'"]),
    (set_(["board", "hexagons", 0, "tags"], [{"name": "medal1", "medal": {"nbr_hex": 2}}]),
     ["tags[0].medal.nbr_hex is 2: it must be from 1 to 1"]),
])
def test_m44_hex_refused(change, fragments):
    refused(broken("pegasus-bridge", change), *fragments)


def put_unit(row, col, name):
    """A change that puts a unit NAME on (ROW, COL), in place of any unit there."""
    def change(data):
        at = next((h for h in data["board"]["hexagons"] if (h["row"], h["col"]) == (row, col)),
                  None)
        if at is None:
            data["board"]["hexagons"].append(at := {"row": row, "col": col})
        at["unit"] = {"name": name}
    return change


@pytest.mark.parametrize("slug, change, fragments", [
    ("pegasus-bridge", put_unit(1, 7, "infus"),
     ["hex D8 (row 1, col 7): unit 'infus' (Allies infantry) cannot stand on river"]),
    ("pegasus-bridge", put_unit(5, 11, "tankus"), ["hex F4 (row 5, col 11)", "cannot stand on curve"]),
    ("sword-beach", put_unit(5, 5, "tankus"), ["hex C4 (row 5, col 5)", "beach with hedgehog"]),
    ("sword-beach", put_unit(3, 5, "tankger"), ["hex C6 (row 3, col 5)", "with bunker"]),
    ("montelimar", put_unit(2, 20, "infus"), ["hex K7 (row 2, col 20)", "hills (impassable-hill)"]),
    ("saverne-gap", put_unit(1, 7, "infger"), ["hex D8 (row 1, col 7)", "impassable-blocking-hill"]),
])
def test_unit_on_ground_it_may_not_enter_refused(slug, change, fragments):
    refused(broken(slug, change), *fragments)


def test_units_may_start_on_a_bridge_in_the_ocean_and_artillery_in_its_bunker():
    s = from_m44(broken("pegasus-bridge", put_unit(2, 6, "infus")))
    assert s["units"]["D7"]["side"] == "Allies" and s["hexes"]["D7"]["obstacle"] == "bridge"
    s = from_m44(broken("sword-beach", put_unit(8, 2, "tankus")))
    assert s["hexes"]["B1"]["terrain"] == "ocean" and s["units"]["B1"]["type"] == "armor"
    assert load({"scenario": "sword-beach"})["units"]["G7"]["type"] == "artillery"


def test_bunker_owner_from_the_file_is_kept():
    def owned(data):
        cell(data, 3, 5)["rect_terrain"]["original_owner"] = "ALLIES"
    refused(broken("sword-beach", owned), "hex C6 (row 3, col 5)", "only the Allies may occupy")
    def emptied(data):
        cell(data, 3, 5).pop("unit")
    assert from_m44(broken("sword-beach", emptied))["hexes"]["C6"]["owner"] is None
    def wired(data):
        cell(data, 2, 10)["obstacle"]["original_owner"] = "AXIS"
    refused(broken("pegasus-bridge", wired), "hex F7 (row 2, col 10)", "only a bunker has an owner")


def test_two_units_on_one_hex_refused():
    def twice(data):
        data["board"]["hexagons"].append({"row": 0, "col": 0, "unit": {"name": "infger"}})
    n = len(raw("pegasus-bridge")["board"]["hexagons"])
    refused(broken("pegasus-bridge", twice), "hex A9 (row 0, col 0): two units on one hex",
            f"board.hexagons[0] and [{n}]")
    def listed(data):
        data["board"]["hexagons"].append({"row": 0, "col": 2})
    refused(broken("pegasus-bridge", listed), "hex B9 (row 0, col 2): the hex is listed twice")


def test_rect_terrain_and_obstacle_on_one_hex_refused():
    def both(data):
        cell(data, 2, 6)["obstacle"] = {"name": "sand"}
    refused(broken("pegasus-bridge", both), "hex D7 (row 2, col 6)", "both rect_terrain and obstacle")


def test_a_side_without_units_refused():
    def no_axis(data):
        for h in data["board"]["hexagons"]:
            if h.get("unit", {}).get("name", "").endswith("ger"):
                del h["unit"]
    refused(broken("pegasus-bridge", no_axis), "no Axis unit on the board")


@pytest.mark.parametrize("options, fragments", [
    ({"airdrop": {"side": "ALLIES", "range": 4, "nbr_units": 4, "center": "G5",
                  "unit": {"name": "infger"}}}, ["airdrop.unit is an Axis unit"]),
    ({"airdrop": {"range": 4, "nbr_units": 4, "center": "G5", "unit": {"name": "infus"}}},
     ["game_info.options.airdrop.side is missing"]),
    ({"airdrop": {"side": "ALLIES", "range": 4, "nbr_units": 4, "center": "G0",
                  "unit": {"name": "infus"}}}, ["airdrop.center", "'G0' is off the board"]),
    ({"hill317": ["L5", 4]}, ["game_info.options.hill317", "4 is not a hex name"]),
    ({"deck_reshuffling": "no"}, ["deck_reshuffling must be true or false"]),
])
def test_m44_options_refused(options, fragments):
    refused(broken("sainte-mere-eglise", set_(["game_info", "options"], options)), *fragments)


@pytest.mark.parametrize("group, fragments", [
    ({"side": "ALLIES", "number": 3, "group": []}, ["group_sudden_death.group is empty"]),
    ({"side": "ALLIES", "number": 5, "group": ["G9", "G7"]}, ["number is 5: it must be from 1 to 2"]),
    ({"side": "ALLIES", "number": 1, "group": ["G99"]}, ["group_sudden_death.group", "'G99'"]),
    ({"side": "NEUTRAL", "number": 1, "group": ["G9"]}, ["group_sudden_death.side"]),
])
def test_m44_sudden_death_refused(group, fragments):
    victory = {"condition": [{"group_sudden_death": group}]}
    refused(broken("toulon", set_(["game_info", "victory"], victory)), *fragments)


def test_load_refuses_bad_options():
    with pytest.raises(ScenarioError, match="either scenario=SLUG"):
        load({})
    with pytest.raises(ScenarioError, match="not both"):
        load({"scenario": "toulon", "m44": raw("toulon")})
    with pytest.raises(ScenarioError, match="unknown scenario 'omaha-beach'; built in: pegasus"):
        load({"scenario": "omaha-beach"})
    with pytest.raises(ScenarioError, match="not JSON"):
        load({"m44": "{oops"})


def test_load_an_uploaded_file_as_object_or_text():
    text = (SCENARIOS / "toulon.m44").read_text(encoding="utf-8")
    uploaded = load({"m44": text, "seats": 2})
    assert uploaded["slug"] is None and uploaded["rules"]["special"] == []
    built_in = load({"scenario": "toulon"})
    assert {**uploaded, "slug": "toulon"} == built_in == load({"m44": raw("toulon")}) | {"slug": "toulon"}


def test_from_m44_does_not_change_its_input():
    data = raw("montelimar")
    before = copy.deepcopy(data)
    from_m44(data)
    assert data == before


# ------------------------------------------------------------- random broken files

def paths(value, at=()):
    """Every path into a JSON value."""
    found = [at]
    if isinstance(value, dict):
        for key, v in value.items():
            found += paths(v, at + (key,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += paths(v, at + (i,))
    return found


FILES = {slug: raw(slug) for slug in SLUGS}
KEYS = ["name", "row", "col", "unit", "badge", "behavior", "nbr_units", "terrain", "obstacle",
        "rect_terrain", "original_owner", "tags", "medal", "group", "permanent", "nbr_hex",
        "orientation", "text", "side", "number", "condition", "group_sudden_death"]
PATHS = {slug: paths(data)[1:] for slug, data in FILES.items()}
JSON = st.recursive(st.none() | st.booleans() | st.integers(-30, 30) | st.text(max_size=8)
                    | st.sampled_from(["AXIS", "ALLIES", "hills", "river", "bunker", "infus",
                                       "tank2ger", "medal1", "G5", "k4", "BEACH", "PLAYER1"]),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.sampled_from(KEYS), inner, max_size=3), max_leaves=6)


@st.composite
def mutated(draw):
    slug = draw(st.sampled_from(list(SLUGS)))
    data = copy.deepcopy(FILES[slug])
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(PATHS[slug]))
        *parents, last = path
        holder = data
        try:
            for key in parents:
                holder = holder[key]
            holder[last]
        except (KeyError, IndexError, TypeError):
            continue
        action = draw(st.sampled_from(["replace", "delete", "copy", "add"]))
        if action == "replace":
            holder[last] = draw(JSON)
        elif action == "delete":
            del holder[last]
        elif action == "copy" and isinstance(holder, list):
            holder.append(copy.deepcopy(holder[last]))
        elif action == "add" and isinstance(holder[last], dict):
            holder[last][draw(st.sampled_from(KEYS))] = draw(JSON)
    return data


@settings(max_examples=400, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_m44_gives_a_scenario_or_a_scenario_error(data):
    try:
        s = from_m44(data)
    except ScenarioError as e:
        assert e.message
    else:
        assert json.loads(json.dumps(s)) == s


def test_bunker_owner_of_the_wrong_type_refused():
    def listed(data):
        cell(data, 3, 5)["rect_terrain"]["original_owner"] = ["AXIS"]
    refused(broken("sword-beach", listed), "hex C6 (row 3, col 5): rect_terrain.original_owner",
            "must be text")


def test_scenario_option_of_the_wrong_type_refused():
    with pytest.raises(ScenarioError, match="unknown scenario"):
        load({"scenario": ["toulon"]})
