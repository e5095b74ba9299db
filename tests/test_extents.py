"""The atlas cell of a patch's shape part is no larger than what it draws
(pbem/mail/extents.py): read from the SVG for plain shapes, the patch's whole box for
anything else, and never smaller than what resvg draws."""
import pytest
from PIL import Image

from pbem.mail import extents, lettering, picture
from tests.test_pictures import GAMES, played


def test_plain_shapes_are_read_with_their_strokes():
    assert extents.extent('<rect x="2" y="3" width="10" height="4" fill="#fff"/>') == (
        1, 2, 13, 8)
    assert extents.extent('<g class="unit"><circle cx="10" cy="10" r="2" stroke="#000" '
                          'stroke-width="0.5"/></g>') == (6, 6, 14, 14)
    assert extents.extent('<path d="M5,6 V9 M3,7 H8" stroke="#fff" stroke-width="1"/>'
                          '<polygon points="0,20 4,21 2,25"/>') == (-1, 3, 11, 26)
    # a tooltip draws nothing
    assert extents.extent('<title>logistics (S)</title><rect x="2" y="3" width="10" '
                          'height="4"/><desc/>') == (1, 2, 13, 8)


@pytest.mark.parametrize("svg", [
    '<rect x="2" y="3" width="10" height="4" transform="rotate(45)"/>',
    '<use href="#tank" x="3" y="4"/>',
    '<g stroke="#000" stroke-width="9"><rect x="2" y="3" width="10" height="4"/></g>',
    '<path d="m5,6 l3,3"/>',                            # relative
    '<path d="M5,6 A3,3 0 0 1 9,9"/>',                  # an arc leaves its points
    '<rect x="2px" y="3" width="10" height="4"/>',
    '<rect x="2" y="3" width="10" height="4" filter="url(#shadow)"/>',
    '<text x="1" y="2">A</text>'])
def test_anything_else_keeps_its_patchs_box(svg):
    assert extents.extent(svg) is None
    assert picture.cell((0, 0, 40, 30), svg) == (0, 0, 40, 30)


def test_a_part_drawing_outside_its_box_has_no_cell():
    assert picture.cell((0, 0, 40, 30), '<rect x="50" y="3" width="10" height="4"/>') is None


@pytest.mark.parametrize("kind, options, players, steps", GAMES)
def test_resvg_draws_nothing_of_a_part_outside_its_cell(service, kind, options, players,
                                                        steps):
    game = played(service, kind, options, players, steps)
    layers = game.rules.render_layers(service.view_at(game.id, game.version, None)["view"])
    faces = lettering.Faces.of(picture.font_options().get("sans_serif_family"))
    shapes = [(box, part) for box, body in layers.patches
              for part in lettering.split(body, faces) if isinstance(part, str)]
    boxes = cells = 0
    for box, part in shapes:
        svg, _ = picture.atlas(layers, [(box, part)])
        drawn = picture.rgba(picture.svg_to_png(svg)).getchannel("A").crop(
            (0, 0, box[2], box[3]))
        cell = picture.cell(box, part)
        if cell:
            x, y, w, h = cell[0] - box[0], cell[1] - box[1], cell[2], cell[3]
            drawn.paste(Image.new("L", (w, h)), (x, y))
            cells += w * h
        assert drawn.getbbox() is None, (kind, box, cell, part)
        boxes += box[2] * box[3]
    if kind == "rhine":                 # its panel lines' boxes hold far more than a shape
        assert cells < 0.6 * boxes
