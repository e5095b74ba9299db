"""Race to the Rhine pictures: the SVG board (every area, every arrow, the pieces of a
real state after a few moves, a PNG through the mail renderer) and the text summary,
all drawn from views only."""
import random
import xml.etree.ElementTree as ET

import pytest

from pbem.core.rng import Draws
from pbem.games.rhine import render_layout as layout
import pbem.games.rhine as g
from pbem.games.rhine.board import RHINE
from pbem.games.rhine.text_board import headline
from pbem.mail.picture import svg_to_png
from tests.fuzz import onward

SEED = "5e" * 32
SVG = "{http://www.w3.org/2000/svg}"


def fresh(options=None):
    st = None
    for e in g.setup(options or {"seats": 3}, Draws(SEED, "r", 0)):
        st = g.apply(st, e)
    return st


def moved(limit=400):
    """A 3-player game played by the module's own legal/decide/apply, preferring corps
    moves, until a corps has left its starting area and taken an area with a marker."""
    rnd = random.Random(SEED)
    st = fresh()
    for n in range(limit):
        if any(c["area"] != RHINE.corps[cid].start for cid, c in st["corps"].items()) \
                and st["control"] and n > 30:
            return st
        role = g.active(st)[0]
        options = onward(g.legal(st, role))
        going = [c for c in options if c["action"] in ("move", "go")]
        cmd = rnd.choice(going if going and rnd.random() < 0.7 else options)
        for e in g.decide(st, role, cmd, Draws(SEED, "r", n + 1)):
            st = g.apply(st, e)
    raise AssertionError("no corps moved")


@pytest.fixture(scope="module")
def state():
    return moved()


def parse(svg):
    return ET.fromstring(svg)


def groups(root, cls):
    return [e for e in root.iter(f"{SVG}g") if e.get("class") == cls]


def test_svg_parses_and_names_every_area():
    root = parse(g.render_svg(g.view(fresh(), None)))
    assert root.tag == f"{SVG}svg" and int(root.get("width")) == 1000
    texts = {"".join(t.itertext()) for t in root.iter(f"{SVG}text")}
    assert set(RHINE.areas) <= texts
    assert len(groups(root, "area")) == len(RHINE.areas)


def test_one_drawn_arrow_per_map_arrow():
    root = parse(g.render_svg(g.view(fresh(), None)))
    drawn = [e for e in root.iter() if e.get("class") == "arrow"]
    assert len(drawn) == len(RHINE.arrows) == 234


def test_areas_do_not_overlap_and_fit_the_picture():
    pos = layout.layout().pos
    names = list(pos)
    for i, a in enumerate(names):
        assert layout.RX < pos[a][0] < layout.W - layout.RX
        for b in names[i + 1:]:
            dx, dy = abs(pos[a][0] - pos[b][0]), abs(pos[a][1] - pos[b][1])
            assert dx >= 2 * layout.RX + 2 or dy >= 2 * layout.RY + 4, (a, b)


def test_setup_shows_every_corps_and_the_imprinted_markers():
    st = fresh()
    root = parse(g.render_svg(g.view(st, None)))
    corps = {e.get("data-corps"): e.get("data-area") for e in groups(root, "corps")}
    assert corps == {cid: RHINE.corps[cid].start for cid in st["corps"]}
    control = {e.get("data-area"): e.get("data-colour") for e in groups(root, "control")}
    for a in RHINE.areas.values():
        if a.start_front:
            assert control[a.name] == next(iter(a.colours))


def test_pieces_after_a_few_moves(state):
    svg = g.render_svg(g.view(state, None))
    root = parse(svg)
    corps = {e.get("data-corps"): e.get("data-area") for e in groups(root, "corps")}
    assert corps == {cid: c["area"] for cid, c in state["corps"].items()}
    assert any(c["area"] != RHINE.corps[cid].start for cid, c in state["corps"].items())
    control = {e.get("data-area"): e.get("data-colour") for e in groups(root, "control")}
    for area, colour in state["control"].items():
        if area not in state["axis"]:
            assert control[area] == colour
    assert {e.get("data-area") for e in groups(root, "axis")} == set(state["axis"])
    assert {e.get("data-area") for e in groups(root, "supplies")} == \
        {a for a, s in state["areas"].items() if any(s.values())}
    assert {e.get("data-arrow") for e in groups(root, "truck")} == set(state["arrows"])
    grounded = {e.get("data-corps") for e in groups(root, "corps") if e.get("data-grounded")}
    assert grounded == {cid for cid, c in state["corps"].items() if c["grounded"]}


def test_every_seat_and_the_public_view_render(state):
    for role in [None] + state["roles"]:
        v = g.view(state, role)
        parse(g.render_svg(v))
        text = g.render_text(v)
        assert state["turn"]["role"] in text
        for cid, c in state["corps"].items():
            assert c["area"] in text


def test_png_through_the_mail_renderer(state):
    png = svg_to_png(g.render_svg(g.view(state, "Brad")))
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 20000


def test_title_and_text_summary(state):
    v = g.view(state, None)
    head = headline(v)
    assert state["turn"]["role"] in head and f"Round {state['round']}" in head
    root = parse(g.render_svg(v))
    assert any(head in "".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    text = g.render_text(v)
    for r, p in state["players"].items():
        assert f"{r} (" in text and f"level {p['level']}" in text
    assert "Allied Stock" in text and "Decks:" in text


def test_game_over_and_two_players_render():
    st = fresh({"seats": 2, "commanders": ["Brad", "Patton"]})
    v = g.view(st, "Brad")
    parse(g.render_svg(v))
    assert "I BR" not in g.render_text(v)
    v["outcome"] = {"winners": ["Brad"], "reason": "most medals",
                    "scores": {"Brad": 3, "Patton": 1}}
    assert headline(v).startswith("Game over: Brad wins (most medals)")
    parse(g.render_svg(v))


def test_the_players_frames_are_in_the_base_and_whose_turn_it_is_outlined(state):
    """The columns' frames never change in a game: the base draws them (the picture
    maker draws a patch's every pixel per picture); a patch outlines the frame of the
    player on turn, none once the game is over."""
    v = g.view(state, None)
    layers = g.render_layers(v)
    assert layers.base.count('fill="#fffdf7"') == len(state["players"]) == 3
    outlined = [body for _, body in layers.patches if 'stroke="#f0b400" stroke-width="2.4"'
                in body]
    assert len(outlined) == 1 and 'fill="none"' in outlined[0]
    v["outcome"] = {"winners": ["Brad"], "reason": "most medals", "scores": {"Brad": 3}}
    assert not [body for _, body in g.render_layers(v).patches if "#f0b400" in body]
    assert g.render_layers(v).base == layers.base
