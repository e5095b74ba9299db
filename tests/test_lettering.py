"""The words of the board pictures' patches drawn by us (pbem/mail/lettering.py): only
what is drawn as resvg would draw it is taken out of the SVG, in the font file resvg
would choose, and the patch's drawing order is kept."""
from pbem.mail import lettering
from pbem.mail.lettering import Faces, Text

FILES = {"Sans.ttf": ("Sans", 400, 5, False), "Sans-Bold.ttf": ("Sans", 700, 5, False),
         "SansCondensed.ttf": ("Sans", 400, 3, False),
         "SansCondensed-Bold.ttf": ("Sans", 700, 3, False),
         "Sans-Oblique.ttf": ("Sans", 400, 5, True), "Other.ttf": ("Other", 400, 5, False)}
FACES = Faces(FILES, "Sans")


def test_a_face_is_chosen_as_css_chooses_it():
    assert FACES.find("Sans", 700, 3) == "SansCondensed-Bold.ttf"
    assert FACES.find("Sans", 400, 5) == "Sans.ttf"             # upright before oblique
    assert FACES.find("Sans", 600, 5) == "Sans-Bold.ttf"        # heavier first above 500
    assert FACES.find("Sans", 300, 4) == "SansCondensed.ttf"    # narrower first
    assert FACES.find("Nowhere, Other, sans-serif", 400, 5) == "Other.ttf"
    assert FACES.find("Nowhere, sans-serif", 700, 5) == "Sans-Bold.ttf"
    assert FACES.find("Nowhere", 400, 5) is None


def test_a_family_in_a_collection_is_left_to_resvg():
    faces = Faces({**FILES, "Coll.ttc": ("Coll", None, 5, False)}, "Sans")
    assert faces.find("Coll, Sans", 400, 5) is None


def word(x=10, words="Ypres", **more):
    attributes = {"x": x, "y": 20, "font-size": 12, "font-family": "Sans", **more}
    return ("<text " + " ".join(f'{k}="{v}"' for k, v in attributes.items())
            + f">{words}</text>")


def test_a_patch_is_split_into_shapes_and_texts_in_drawing_order():
    rect, dot = '<rect x="0" y="0" width="9" height="9"/>', '<circle cx="5" cy="5" r="2"/>'
    body = (f'<g class="unit" data-area="3">{rect}{word(fill="#fff")}</g>{dot}'
            + word(20, "A &amp; B", **{"text-anchor": "middle", "font-weight": "bold"}))
    shapes, first, circle, second = lettering.split(body, FACES)
    assert (shapes, circle) == (rect, dot)      # the <g> that draws nothing left out
    assert first == Text(10, 20, "Ypres", "Sans.ttf", 12, "ls", (255, 255, 255, 255))
    assert second == Text(20, 20, "A & B", "Sans-Bold.ttf", 12, "ms", (0, 0, 0, 255))


def test_what_is_not_drawn_alike_stays_with_resvg():
    kept = [word(**{"letter-spacing": 2}),                      # an attribute not known
            word(**{"font-size": "12px"}),                      # a size with a unit
            word(**{"font-family": "Nowhere"}),                 # no such font here
            word(stroke="#fff", **{"stroke-width": 2}),          # a stroke over the letters
            '<text x="1" y="2" font-family="Sans">A<tspan>b</tspan></text>',
            word(words="\u05e9\u05dc\u05d5\u05dd"),            # Hebrew: right to left
            word(words="\u0645\u0631\u062d\u0628\u0627"),       # Arabic: joined letters
            word(words="Bru\u0308gge"),                         # a combining mark
            f'<g transform="rotate(90)">{word()}</g>',
            f'<g opacity="0.5"><g class="x">{word()}</g></g>']
    for body in kept:
        assert lettering.split(body, FACES) == [body.replace('<g class="x">', "").replace(
            "</g></g>", "</g>")], body
