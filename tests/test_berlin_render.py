"""Race to Berlin's boards (pbem/games/berlin/render.py): the picture and the text are
drawn from a view only, so what the view hides (a face-down block's value) they cannot
show; they show every area, unit and front-line bar the view holds; the layered picture
is the whole picture; and every board word of a legal command is a click target."""
import random
import xml.etree.ElementTree as ET

import pytest

from pbem.core.rng import Draws
from pbem.games import berlin as g
from pbem.games.berlin import board
from tests.fuzz import onward

SEED = "%064x" % 1


def new_game():
    state = None
    for e in g.setup({"seats": 2}, Draws(SEED, "x", 0)):
        state = g.apply(state, e)
    return state


def play(state, role, command, n):
    for e in g.decide(state, role, command, Draws(SEED, "x", n)):
        state = g.apply(state, e)
    return state


def played(steps, seed="berlin", attacks=0.0):
    """A game after STEPS random legal commands (an attack, when one is legal, with
    the chance ATTACKS), the same on every run."""
    state, chooser = new_game(), random.Random(seed)
    for n in range(1, steps + 1):
        if g.outcome(state) or not g.active(state):
            break
        role = g.active(state)[0]
        legal = onward(g.legal(state, role))
        fights = [c for c in legal if c["action"] == "attack"]
        pick = chooser.choice(fights if fights and chooser.random() < attacks else legal)
        state = play(state, role, pick, n)
    return state


def svg_tree(view):
    return ET.fromstring(g.render_svg(view))


def texts(el):
    return ["".join(t.itertext()) for t in el.iter() if t.tag.endswith("text")]


@pytest.fixture(scope="module")
def midgame():
    return played(120, attacks=0.8)


def test_the_picture_is_xml_and_shows_every_area(midgame):
    for role in (None, "Soviets", "West"):
        view = g.view(midgame, role)
        tree = svg_tree(view)
        words = texts(tree)
        tokens = {el.get("data-token") for el in tree.iter()}
        for a in board.ORDER:
            assert a in words and board.AREAS[a]["name"] in words, a
            assert a in tokens, a
        assert int(tree.get("width")) > 0 and int(tree.get("height")) > 0


def test_the_layers_are_the_picture(midgame):
    for role in (None, "Soviets", "West"):
        view = g.view(midgame, role)
        layers = g.render_layers(view)
        assert layers.svg() == g.render_svg(view)
        for (x, y, w, h), body in layers.patches:
            assert w > 0 and h > 0 and body
        # the base is the same all game long: it does not depend on the view
        assert layers.base == g.render_layers(g.view(new_game(), None)).base


def _block_label(tree, role, area):
    for el in tree.iter():
        if el.get("class") == "block" and el.get("data-role") == role \
                and el.get("data-area") == area:
            return texts(el)[0]
    raise AssertionError(f"no block of {role} drawn in {area}")


def test_a_face_down_block_shows_its_value_to_its_owner_only():
    state = new_game()
    place = next(c for c in g.legal(state, "Soviets") if c["action"] == "place"
                 and c["value"] == 4)
    state = play(state, "Soviets", place, 1)
    area = place["area"]
    mine, theirs, public = (g.view(state, r) for r in ("Soviets", "West", None))
    assert _block_label(svg_tree(mine), "Soviets", area) == "4"
    assert _block_label(svg_tree(theirs), "Soviets", area) == "?"
    assert _block_label(svg_tree(public), "Soviets", area) == "?"
    line = next(ln for ln in g.render_text(mine).splitlines() if ln.split()[:1] == [area])
    assert "[Soviets 4 face down, 0 cubes]" in line
    for view in (theirs, public):
        line = next(ln for ln in g.render_text(view).splitlines() if ln.split()[:1] == [area])
        assert "[Soviets ? face down, 0 cubes]" in line
        assert "Soviets 4" not in g.render_text(view)
    # the values still to place are the owner's alone (to click in his panel)
    assert 'data-verbs="place"' in g.render_svg(mine)
    assert 'data-verbs="place"' not in g.render_svg(public)
    assert "to place:" in g.render_text(mine)
    assert "to place:" not in g.render_text(public)
    assert "to place:" not in g.render_text(theirs).split("West (you)")[0]


def test_a_bar_lies_across_every_border_of_every_front(midgame):
    view = g.view(midgame, None)
    tree = svg_tree(view)
    drawn = {(el.get("data-role"), frozenset(el.get("data-border").split("-")))
             for el in tree.iter() if el.get("class") == "bar"}
    wanted = {(r, frozenset(b)) for r in view["roles"] for b in view["fronts"][r]["borders"]}
    assert wanted and drawn == wanted


def test_the_text_board_lists_every_unit_on_the_map(midgame):
    for role in (None, "Soviets", "West"):
        view = g.view(midgame, role)
        board_text = g.render_text(view)
        lines = {ln.split()[0]: ln for ln in board_text.splitlines() if ln.strip()}
        on_map = [(u, d) for u, d in view["units"].items() if d["area"]]
        assert on_map
        for u, d in on_map:
            assert f"{u}:{d['strength']}" in lines[d["area"]], (u, d["area"])
        for a in board.ORDER:
            assert a in lines and board.AREAS[a]["name"] in lines[a]


def test_a_combat_under_way_is_drawn_and_told():
    state, chooser = new_game(), random.Random("combat")
    for n in range(1, 200):
        if state["combat"] and state["combat"]["dice"] or g.outcome(state):
            break
        role = g.active(state)[0]
        legal = onward(g.legal(state, role))
        fights = [c for c in legal if c["action"] == "attack"]
        state = play(state, role, chooser.choice(fights or legal), n)
    assert state["combat"], "no combat came up"
    view = g.view(state, None)
    c = view["combat"]
    svg = g.render_svg(view)
    assert 'class="combat-arrow"' in svg
    assert board.name(c["to"]) in svg and board.name(c["from"]) in svg
    told = g.render_text(view)
    assert f"Combat: {board.name(c['from'])} -> {board.name(c['to'])}" in told
    assert f"dice: attack {' '.join(map(str, c['dice']['attack']))}" in told


def board_words(cmd):
    """The words of a command that name something on the board, as format() writes
    them."""
    a = cmd["action"]
    if a == "place":
        return [str(cmd["value"]), cmd["area"]]
    if a == "attack":
        return [cmd["from"], cmd["to"], *cmd["units"]]
    if a in ("remove", "support", "deploy"):
        return [cmd["area"]]
    if a == "move":
        return [cmd["unit"], cmd["to"]]
    if a == "tokens":
        return list(cmd["play"])
    return []


def test_every_board_word_of_every_legal_command_is_on_the_picture():
    state, chooser, named = new_game(), random.Random("tokens"), 0
    for n in range(1, 160):
        if g.outcome(state) or not g.active(state):
            break
        role = g.active(state)[0]
        marks = {}
        for el in svg_tree(g.view(state, role)).iter():
            if el.get("data-token") is not None:
                verbs = el.get("data-verbs")
                marks.setdefault(el.get("data-token"), []).append(
                    None if verbs is None else verbs.split())
        legal = g.legal(state, role)
        for cmd in legal:
            text = g.format(cmd)
            for word in board_words(cmd):
                assert word in text.split() and word in marks, (text, word)
                assert any(v is None or text.split()[0] in v for v in marks[word]), (text, word)
                named += 1
        fights = [c for c in legal if c["action"] == "attack"]
        pick = chooser.choice(fights if fights and n % 3 else onward(legal))
        state = play(state, role, pick, n)
    assert named > 100
