"""Memoir '44 pictures: the SVG board and the text board of every built-in scenario,
drawn from the game's own views (at the start, and after random play through the
game's legal/decide/apply), checked for what a player by mail must read off them."""
import copy
import random
import re
import struct
import xml.etree.ElementTree as ET

import pytest

from pbem.core.rng import Draws
from pbem.games.memoir44 import hexes, scenario
import pbem.games.memoir44 as g
from pbem.games.memoir44.render_layout import Layout
from pbem.games.memoir44.render_terrain import kind, name as kind_name
from pbem.games.memoir44.text_board import LEFT, PITCH
from pbem.mail.picture import svg_to_png
from tests.fuzz import onward

SEED = "5e" * 32
SVG = "{http://www.w3.org/2000/svg}"
SLUGS = sorted(scenario.SLUGS)
WATER = ("river", "curve", "pond")


def fresh(slug):
    st = None
    for e in g.setup({"seats": 2, "scenario": slug}, Draws(SEED, "r", 0)):
        st = g.apply(st, e)
    return st


def played(slug, steps=120):
    """SLUG after STEPS random commands that prefer fighting: lost figures, medals,
    dice, ordered units."""
    rnd = random.Random(slug)
    st = fresh(slug)
    for n in range(steps):
        if g.outcome(st):
            break
        role = g.active(st)[0]
        options = onward(g.legal(st, role))
        keen = [c for c in options if c["action"] in ("battle", "move", "order", "retreat",
                                                      "take-ground", "overrun")]
        cmd = rnd.choice(keen if keen and rnd.random() < 0.85 else options)
        for e in g.decide(st, role, cmd, Draws(SEED, "r", n + 1)):
            st = g.apply(st, e)
    return st


@pytest.fixture(scope="module")
def starts():
    """slug -> (public view, its picture) at the start of every built-in scenario."""
    out = {}
    for slug in SLUGS:
        v = g.view(fresh(slug), None)
        out[slug] = (v, g.render_svg(v))
    return out


@pytest.fixture(scope="module")
def battle():
    """Arracourt after random play: both sides have medals, units lost figures, dice
    were rolled this turn."""
    return played("arracourt")


def texts(root):
    return ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]


def title(root):
    """The title band's line: the first text on the band (the flank names along the
    strips come earlier in the document: they are in the picture's base layer)."""
    return next("".join(t.itertext()) for t in root.iter(f"{SVG}text")
                if float(t.get("y")) < 30)


def uses(root):
    """Every <use>: (what it places, x, y, rotation in degrees)."""
    out = []
    for u in root.iter(f"{SVG}use"):
        ref = u.get("href", "").removeprefix("#m44-")
        m = re.fullmatch(r"translate\(([-\d.]+),([-\d.]+)\)(?: rotate\(([-\d.]+)\))?"
                         r"(?: scale\([\d.]+\))?", u.get("transform", ""))
        if m:
            out.append((ref, float(m[1]), float(m[2]), float(m[3] or 0)))
        else:
            out.append((ref, float(u.get("x", 0)), float(u.get("y", 0)), 0.0))
    return out


def at_hex(placed, lay, name):
    """What is placed at the centre of hex NAME."""
    x, y = lay.centre(hexes.parse(name))
    return {(ref, rot) for ref, ux, uy, rot in placed
            if abs(ux - x) < 0.11 and abs(uy - y) < 0.11}


def png_size(png):
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", png[16:24])


@pytest.mark.parametrize("slug", SLUGS)
def test_every_scenario_draws_a_small_picture_that_becomes_a_png(starts, slug):
    view, svg = starts[slug]
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert len(svg.encode()) < 150_000
    assert png_size(svg_to_png(svg)) == (int(root.get("width")), int(root.get("height")))


def test_no_style_element_or_attribute(starts, battle):
    """The pages' Content-Security-Policy forbids inline styles: presentation
    attributes only."""
    svgs = [svg for _, svg in starts.values()] + [g.render_svg(g.view(battle, "Axis"))]
    for svg in svgs:
        assert "<style" not in svg and not re.search(r"\sstyle=", svg)


def test_same_view_same_bytes(battle):
    v = g.view(battle, "Allies")
    assert g.render_svg(v) == g.render_svg(copy.deepcopy(v)) == g.render_svg(v)
    assert g.render_text(v) == g.render_text(copy.deepcopy(v))


@pytest.mark.parametrize("slug", SLUGS)
def test_every_terrain_and_obstacle_is_drawn_on_its_hex(starts, slug):
    view, svg = starts[slug]
    root = ET.fromstring(svg)
    lay = Layout(view["scenario"]["board"]["rows"], view["scenario"]["board"]["cols"])
    placed, words = uses(root), texts(root)
    for name, d in view["hexes"].items():
        here = {ref for ref, _ in at_hex(placed, lay, name)}
        k = kind(d)
        if d["terrain"] in BAND_ENDS:
            assert {"w-river", "w-curve", "w-wide-river", "w-wide-curve"} & here, name
        elif k:
            assert f"t-{k}" in here, name
        if d["obstacle"]:
            assert f"o-{d['obstacle']}" in here, name
        for drawn in filter(None, (k, d["obstacle"])):
            assert kind_name(drawn) in words, (name, drawn)


def test_the_scenarios_use_every_base_terrain_and_obstacle(starts):
    """All kinds the 14 files hold are drawn somewhere: the test above covers each."""
    kinds = {kind(d) for v, _ in starts.values() for d in v["hexes"].values()}
    obstacles = {d["obstacle"] for v, _ in starts.values() for d in v["hexes"].values()}
    assert {"woods", "hedgerow", "hills", "cliff", "steep", "mountain", "buildings",
            "church", "river", "wide", "beach", "ocean"} <= kinds
    assert {"bridge", "bunker", "hedgehog", "sand", "wire"} <= obstacles


BAND_ENDS = {"river": (0, 180), "curve": (300, 60)}    # edge directions at rotation 0
STEP = {0: (0, 2), 60: (-1, 1), 120: (-1, -1), 180: (0, -2), 240: (1, -1), 300: (1, 1)}
# The Pegasus Bridge file's pond: four bend tiles whose ends do not all meet
POND_ENDS = {("G4", 300), ("F3", 120)}


@pytest.mark.parametrize("slug", SLUGS)
def test_river_bands_run_on_into_the_next_water_hex(starts, slug):
    """Each river tile is turned as the file's orientation says (straight tile at 1
    west-east, bend at 1 north-east to south-east, 60 degrees counter-clockwise a
    step): every end of a band drawn meets another water hex or the board's edge."""
    view, svg = starts[slug]
    lay = Layout(9, 13)
    placed = uses(ET.fromstring(svg))
    water = {hexes.parse(n) for n, d in view["hexes"].items() if d["terrain"] in WATER}
    for name, d in view["hexes"].items():
        if d["terrain"] not in BAND_ENDS:
            continue
        (ref, rot), = [(r, t) for r, t in at_hex(placed, lay, name) if r.startswith("w-")]
        assert ref.endswith("curve") == (d["terrain"] == "curve")
        r, c = hexes.parse(name)
        for end in BAND_ENDS[d["terrain"]]:
            e = round(end - rot) % 360
            n = (r + STEP[e][0], c + STEP[e][1])
            assert n in water or not hexes.on_board(n) or (name, e) in POND_ENDS, (name, e)


def test_bridges_cross_their_rivers(starts):
    lay = Layout(9, 13)
    seen = 0
    for view, svg in starts.values():
        placed = uses(ET.fromstring(svg))
        for name, d in view["hexes"].items():
            if d["obstacle"] == "bridge" and d["terrain"] == "river":
                here = at_hex(placed, lay, name)
                bridge = next(90 - t for r, t in here if r == "o-bridge")
                river = next(-t for r, t in here if r.startswith("w-"))
                assert (bridge - river) % 180 in (60, 90, 120), name
                seen += 1
    assert seen >= 6


@pytest.mark.parametrize("slug", SLUGS)
def test_units_show_type_side_figures_and_badge(starts, slug):
    view, svg = starts[slug]
    root = ET.fromstring(svg)
    groups = {e.get("data-hex"): e for e in root.iter(f"{SVG}g") if e.get("class") == "unit"}
    assert set(groups) == set(view["units"])
    colours = {}
    for name, u in view["units"].items():
        grp = groups[name]
        refs = [e.get("href") for e in grp.iter(f"{SVG}use")]
        assert f"#m44-piece-{u['type']}" in refs
        assert (f"#m44-badge-{u['badge']}" in refs) == bool(u["badge"])
        assert [t for t in texts(grp)] == [str(u["figures"])]
        pips = list(grp.iter(f"{SVG}circle"))
        assert len(pips) == u["max"]
        assert sum(p.get("fill") != "none" for p in pips) == u["figures"]
        colours.setdefault(u["side"], set()).add(next(grp.iter(f"{SVG}rect")).get("fill"))
    assert all(len(c) == 1 for c in colours.values())
    assert len(set.union(*colours.values())) == len(colours)


def test_badges_of_the_scenarios(starts):
    badges = {u["badge"] for v, _ in starts.values() for u in v["units"].values()}
    assert {"special", "resistance", "elite"} <= badges


def test_lost_figures_are_hollow_pips(battle):
    v = g.view(battle, None)
    weak = {n: u for n, u in v["units"].items() if u["figures"] < u["max"]}
    assert weak
    root = ET.fromstring(g.render_svg(v))
    for e in root.iter(f"{SVG}g"):
        if e.get("data-hex") in weak:
            u = weak[e.get("data-hex")]
            hollow = [p for p in e.iter(f"{SVG}circle") if p.get("fill") == "none"]
            assert len(hollow) == u["max"] - u["figures"]


def test_hex_names_on_the_edges_and_in_every_hex(starts):
    view, svg = starts["pegasus-bridge"]
    root = ET.fromstring(svg)
    lay = Layout(9, 13)
    at = {}
    for t in root.iter(f"{SVG}text"):
        at.setdefault("".join(t.itertext()), []).append((float(t.get("x")),
                                                          float(t.get("y"))))
    for c in range(25):
        letter = chr(ord("A") + c // 2)
        ys = [y for x, y in at[letter] if abs(x - lay.col_x(c)) < 0.11]
        assert any(y < lay.y0 for y in ys) and any(y > lay.board_bottom for y in ys), c
    for r in range(9):
        xs = [x for x, y in at[str(9 - r)] if abs(y - lay.row_y(r) - 4.5) < 0.11]
        assert any(x < lay.x0 for x in xs) and any(x > lay.x0 + lay.board_w for x in xs)
    for h in hexes.all_hexes():
        x, y = lay.centre(h)
        assert any(abs(px - x) < 0.11 and py < y for px, py in at[hexes.name(h)])


def test_every_viewer_sees_the_scenarios_orientation(battle):
    """Names are read off the board the same way by both players: G5 sits where it
    sits for the Allies, the Axis and the public."""
    pictures = [ET.fromstring(g.render_svg(g.view(battle, r))) for r in
                (None, "Allies", "Axis")]
    spots = [sorted((e.get("data-hex"), uses(e)[0][1:3]) for e in p.iter(f"{SVG}g")
                    if e.get("class") == "unit") for p in pictures]
    assert spots[0] == spots[1] == spots[2]


def test_medal_tracks_hands_dice_and_turn(battle):
    v = g.view(battle, "Axis")
    root = ET.fromstring(g.render_svg(v))
    words = texts(root)
    placed = uses(root)
    for side, d in v["sides"].items():
        assert f"medals {d['medals']}/{d['medals_to_win']}" in words
        assert f"{d['hand_count']} cards in hand" in words
    assert any(d["medal_units"] for d in v["sides"].values())
    for side, d in v["sides"].items():
        track, = [e for e in root.iter(f"{SVG}g") if e.get("class") == "medals"
                  and e.get("data-side") == side]
        assert len(uses(track)) == d["medals"]
        assert len(list(track.iter(f"{SVG}circle"))) == d["medals_to_win"] - d["medals"]
        gone = [e for e in root.iter(f"{SVG}g") if e.get("class") == "eliminated"
                and e.get("data-side") == side]
        assert [r for e in gone for r, *_ in uses(e)] == \
            [f"piece-{t}" for t in d["medal_units"]]
    faces = [f for roll in v["last_dice"] for f in roll["faces"]]
    assert faces and sorted(r for r, *_ in placed if r.startswith("die-")) == \
        sorted(f"die-{f}" for f in faces)
    assert v["prompt"] in title(root) and v["turn"]["side"] in title(root)
    for card in v["sides"]["Axis"]["hand"]:
        assert any(card["name"] in w for w in words)


def test_each_die_is_a_patch_of_its_own_box(battle):
    """The dice are <use>s the picture maker cannot measure: in the column's patch each
    cost it the whole column's pixels (pbem/mail/extents.py)."""
    layers = g.render_layers(g.view(battle, "Axis"))
    dice = [(b, body) for b, body in layers.patches if "m44-die-" in body]
    faces = [f for roll in g.view(battle, "Axis")["last_dice"] for f in roll["faces"]]
    assert len(dice) == len(faces) > 0
    for (x, y, w, h), body in dice:
        assert body.count("<use") == 1 and w <= 26 and h <= 26
        at = re.search(r'x="([\d.]+)" y="([\d.]+)"', body)
        assert x + 10 < float(at.group(1)) < x + w - 10 and y + 10 < float(at.group(2)) < y + h - 10


@pytest.mark.parametrize("slug", SLUGS)
def test_text_board_fits_80_columns_and_puts_everything_on_its_hex(starts, slug):
    view, _ = starts[slug]
    lines = g.render_text(view).splitlines()
    assert max(map(len, lines)) <= 80
    rows = [i for i, line in enumerate(lines) if re.fullmatch(r"\d .*\d", line)]
    assert [lines[i].split()[0] for i in rows] == [str(n) for n in range(9, 0, -1)]
    assert lines[rows[0] - 1].split() == [chr(ord("A") + i) for i in range(13)]
    assert lines[rows[0] - 2].split() == [chr(ord("a") + i) for i in range(12)]
    for name, u in view["units"].items():
        r, c = hexes.parse(name)
        code = lines[rows[r] + 1][LEFT + c * PITCH // 2 - 1:][:3]
        assert code == {"Allies": "A", "Axis": "X"}[u["side"]] + \
            {"infantry": "I", "armor": "T", "artillery": "G"}[u["type"]] + str(u["figures"])
    for name, d in view["hexes"].items():
        r, c = hexes.parse(name)
        assert lines[rows[r]][LEFT + c * PITCH // 2] != " "
        if d["label"]:
            assert f"{name} {d['label']}" in " ".join(lines)


def test_text_board_of_a_game_under_way(battle):
    v = g.view(battle, "Allies")
    text = g.render_text(v)
    assert max(map(len, text.splitlines())) <= 80
    for side, d in v["sides"].items():
        assert f"medals {d['medals']}/{d['medals_to_win']}" in text
        assert f"{d['hand_count']} cards" in text
    for roll in v["last_dice"]:
        assert f"{roll['from']} > {roll['at']}: {', '.join(roll['faces'])}" in text
    assert "Your hand: " in text and v["prompt"] in text


def test_the_end_of_the_game_says_who_won(battle):
    v = g.view(battle, None)
    v["outcome"] = {"winners": ["Allies"], "reason": "6 medals"}
    root = ET.fromstring(g.render_svg(v))
    assert "Game over: Allies won (6 medals)" in title(root)
    assert "to play" not in texts(root)
    assert "Game over: Allies won (6 medals)" in g.render_text(v).splitlines()[0]
