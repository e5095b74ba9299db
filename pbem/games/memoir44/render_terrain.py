"""The terrain and obstacles of the Memoir '44 picture, drawn as the tiles look.

Forests are trees, towns houses (one with a church), hills contour lines (impassable
ones mountains, cliffs a rocky rim), hedgerows hedged fields, beach sand and ocean
waves, rivers a blue band from edge to edge that turns as the scenario's tile does
(its .m44 orientation: a straight tile at 1 runs west-east, a bend at 1 joins the
north-east and south-east edges, each step turns it 60 degrees counter-clockwise; a
bridge at 1 runs north-south and each step turns it 30 degrees clockwise, as the
official editor places its pieces). Each kind is defined once (<defs>) and placed per
hex; kind() says which drawing a hex gets, so the legend names what is drawn.
"""
from pbem.language.speaking import N_

from .render_layout import A, R, corners, edge_point
from .render_symbols import SIDE_FILL, num, use
from .speech import _
from .tables import terrain as terrain_table

GRASS = "#bccf8f"
GRID = "#55663d"
WATER, BANK = "#62a3e0", "#2c66a8"

# what a hex's terrain and behaviour are drawn as, and the legend's word for each
DRAWN = {"woods": "woods", "hedgerow": "hedgerow", "hills": "hills",
         "buildings": "buildings", "church": "church", "beach": "beach",
         "ocean": "ocean", "pond": "pond", "river": "river", "curve": "river"}
BEHAVIOUR_DRAWN = {"impassable-hill": "mountain", "impassable-blocking-hill": "mountain",
                   "cliff": "cliff", "steep-hill": "steep"}
NAMES = {"mountain": N_("Impassable hill"), "cliff": N_("Cliff (hill)"),
         "steep": N_("Steep hill"), "wide": N_("Wide river")}


def name(kind):
    """The legend's name of a drawn kind: the data's own name where it has one, in the
    reader's language."""
    rec = terrain_table().get(kind)
    return _.term(NAMES.get(kind) or (rec["name"] if rec else kind.capitalize()))


def kind(hexinfo):
    """The drawing a hex's terrain gets (None for open ground)."""
    t = hexinfo.get("terrain")
    if t is None:
        return None
    b = BEHAVIOUR_DRAWN.get(hexinfo.get("behavior"))
    if b and t in ("hills", "mountain"):
        return b
    if hexinfo.get("behavior") == "wide-river":
        return "wide"
    return DRAWN.get(t, t)


def _path(points):
    return "M" + " L".join(f"{num(x)},{num(y)}" for x, y in points) + " Z"


HEX = _path(corners(0, 0))


def _tile(fill, body=""):
    return f'<path d="{HEX}" fill="{fill}"/>{body}'


def _trees():
    out = []
    for x, y, r in ((-18, -15, 9), (2, -21, 8), (19, -12, 8.5), (-24, 5, 8), (22, 8, 8),
                    (-10, 21, 8), (11, 21, 8.5), (-2, 1, 9)):
        out.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#477d33" stroke="#24491a"/>'
                   f'<circle cx="{num(x - r / 3)}" cy="{num(y - r / 3)}" r="{num(r / 2.4)}" '
                   f'fill="#6b9e4b"/>')
    return "".join(out)


def _houses(spots):
    out = ['<path d="M-33,4 L33,-6 M-4,-37 L6,37" stroke="#ece6d2" stroke-width="5"/>']
    for x, y, w, h, turn in spots:
        ridge = (f"M{num(-w / 2)},0 H{num(w / 2)}" if w >= h else f"M0,{num(-h / 2)} V{num(h / 2)}")
        out.append(f'<g transform="translate({x},{y}) rotate({turn})">'
                   f'<rect x="{num(-w / 2)}" y="{num(-h / 2)}" width="{w}" height="{h}" '
                   f'fill="#b9503a" stroke="#5e2418"/>'
                   f'<path d="{ridge}" stroke="#6e2a1b" stroke-width="1.2"/></g>')
    return "".join(out)


HOUSES = [(-16, -12, 15, 10, -12), (8, -20, 13, 9, 20), (20, 0, 10, 14, 0),
          (-21, 8, 11, 13, 8), (-2, 20, 15, 9, -5), (17, 18, 11, 9, 30), (-1, -1, 12, 12, 0)]
# the church: its cross-shaped roof in the middle, and its steeple seen from the side
# at the hex's left edge, where a unit standing on the hex leaves it in sight
CHURCH = ('<g fill="#6b7080" stroke="#2c2f38"><rect x="-5" y="-15" width="10" height="26"/>'
          '<rect x="-12" y="-8" width="24" height="8"/>'
          '<path d="M-31,14 V-4 L-27.5,-17 L-24,-4 V14 Z"/></g>'
          '<path d="M-27.5,-17 V-24 M-30,-21.5 H-25" stroke="#2c2f38" stroke-width="1.4"/>'
          '<rect x="-29" y="2" width="3" height="5" rx="1.5" fill="#2c2f38"/>')
CONTOURS = ('<ellipse cx="0" cy="1" rx="28" ry="22" fill="#dac88e" stroke="#8b7440" '
            'stroke-width="1.2"/><ellipse cx="2" cy="-1" rx="16" ry="11" fill="#e6d8a6" '
            'stroke="#8b7440" stroke-width="1.2"/>')
HEDGES = ('<path d="M-33,-5 L-32.9,-19 L-10,-32 L-1.6,-0.9 Z M-1.6,-0.9 L33,3 L32.9,19 '
          'L8,33 Z" fill="#d2d58f"/>'
          f'<path d="{_path(corners(0, 0, R - 4))} M-33,-5 L33,3 M-10,-32 L8,33" '
          f'fill="none" stroke="#3b6a28" stroke-width="5" stroke-linecap="round" '
          f'stroke-linejoin="round"/>'
          f'<path d="{_path(corners(0, 0, R - 4))} M-33,-5 L33,3 M-10,-32 L8,33" '
          f'fill="none" stroke="#6e9d4a" stroke-width="2.4" stroke-dasharray="1.5 3.5" '
          f'stroke-linecap="round"/>')
PEAKS = ('<path d="M-27,14 L-10,-16 L7,14 Z M-4,16 L12,-9 L27,16 Z" fill="#8f806a" '
         'stroke="#4d4232" stroke-width="1.2" stroke-linejoin="round"/>'
         '<path d="M-14.5,-8 L-10,-16 L-5.5,-8 L-8,-6 L-10,-9 L-12,-6 Z '
         'M8,-2.6 L12,-9 L16,-2.6 L14,-1.5 L12,-4 L10,-1.5 Z" fill="#f6f6f2"/>')
WAVES = ('<path d="M-22,-14 q5,-4 10,0 t10,0 M2,-2 q5,-4 10,0 t10,0 M-24,10 q5,-4 10,0 '
         't10,0 M-6,24 q5,-4 10,0 t10,0 M6,-24 q4,-3 8,0" fill="none" stroke="#d7ebfa" '
         'stroke-width="1.6" stroke-linecap="round"/>')
SAND = ('<path d="M-20,-12 h.1 M4,-20 h.1 M18,-6 h.1 M-26,6 h.1 M-8,8 h.1 M14,14 h.1 '
        'M-12,24 h.1 M6,28 h.1 M24,22 h.1 M-2,-8 h.1" stroke="#b49b5c" stroke-width="2.4" '
        'stroke-linecap="round"/>')


def _rim():
    """Short strokes inward from the edge all round: a cliff's rocky rim."""
    out = []
    pts = corners(0, 0)
    for i in range(6):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % 6]
        for k in range(1, 6):
            t = k / 6
            x, y = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
            out.append(f"M{num(x)},{num(y)} L{num(x * 0.8)},{num(y * 0.8)}")
    return (f'<path d="{" ".join(out)}" stroke="#6b5a34" stroke-width="1.6"/>')


def _band(d, wide=False):
    w = 21 if wide else 13
    return (f'<path d="{d}" fill="none" stroke="{BANK}" stroke-width="{w + 4}"/>'
            f'<path d="{d}" fill="none" stroke="{WATER}" stroke-width="{w}"/>')


def _river_paths():
    """A straight tile (west to east) and a bend (north-east to south-east, round the
    centre of the hex east of it, so it meets both edges square)."""
    (ax, ay), (bx, by) = edge_point(60), edge_point(300)
    straight = f"M{num(-A)},0 H{num(A)}"
    bend = f"M{num(ax)},{num(ay)} A{num(1.5 * R)},{num(1.5 * R)} 0 0 0 {num(bx)},{num(by)}"
    return straight, bend


STRAIGHT, BEND = _river_paths()
BRIDGE = (f'<rect x="-8" y="{num(-A - 3)}" width="16" height="{num(2 * A + 6)}" '
          f'fill="#a58a5f" stroke="#4a3b22" stroke-width="1.2"/>'
          f'<path d="{" ".join(f"M-8,{y} H8" for y in range(-30, 31, 5))}" stroke="#6f5a3a" '
          f'stroke-width="0.8"/>'
          f'<path d="M-8,{num(-A - 3)} V{num(A + 3)} M8,{num(-A - 3)} V{num(A + 3)}" '
          f'stroke="#3a2e1a" stroke-width="2.2"/>')
BUNKER = (f'<path d="{_path(corners(0, 0, R - 5))}" fill="#a6a59b" stroke="#4a4a44" '
          f'stroke-width="1.5" stroke-linejoin="round"/>'
          f'<path d="{_path(corners(0, 0, R - 9))}" fill="none" stroke="#8a897f"/>'
          '<rect x="-13" y="20" width="26" height="4" rx="2" fill="#262622"/>')
HEDGEHOG = ('<path d="M-4.5,-4.5 L4.5,4.5 M-4.5,4.5 L4.5,-4.5 M0,-6 V6" stroke="#383838" '
            'stroke-width="2.2" stroke-linecap="square"/>')
WIRE_LINE = "".join(f"M{x - 3.5},0 a3.5,4.5 0 1 0 7,0 a3.5,4.5 0 1 0 -7,0 "
                    for x in range(-22, 23, 5))
WIRE = (f'<path d="{WIRE_LINE}" transform="translate(0,-20)" fill="none" stroke="#4a4a4a" '
        f'stroke-width="1"/><path d="{WIRE_LINE}" transform="translate(0,21)" '
        f'fill="none" stroke="#4a4a4a" stroke-width="1"/>')
BAGS = "".join(f'<ellipse cx="{num(x)}" cy="{num(y)}" rx="5" ry="3.2" '
               f'transform="rotate({num(t)} {num(x)} {num(y)})" fill="#d9c690" '
               f'stroke="#7d6a3a"/>'
               for x, y, t in ((-26, 9, 55), (-20, 16, 35), (-11, 20, 15), (0, 21.5, 0),
                               (11, 20, -15), (20, 16, -35), (26, 9, -55)))

DEFS = {
    "t-woods": _tile("#9cbb6a", _trees()),
    "t-hedgerow": _tile("#b2c984", HEDGES),
    "t-hills": _tile("#cdb97c", CONTOURS),
    "t-steep": _tile("#c6ae6c", CONTOURS + '<ellipse cx="3" cy="-2" rx="7" ry="5" '
                     'fill="#efe3ba" stroke="#8b7440" stroke-width="1.2"/>'),
    "t-cliff": _tile("#cdb97c", CONTOURS + _rim()),
    "t-mountain": _tile("#b6aa92", PEAKS),
    "t-buildings": _tile("#d8d0b2", _houses(HOUSES)),
    "t-church": _tile("#d8d0b2", _houses([h for h in HOUSES if h[:2] != (-1, -1)
                                          and h[:2] != (8, -20)]) + CHURCH),
    "t-beach": _tile("#ecdba4", SAND),
    "t-ocean": _tile("#5f98cb", WAVES),
    "t-pond": ('<path d="M-22,-4 C-22,-18 8,-22 20,-12 C30,-4 24,14 8,16 C-8,18 -22,10 '
               f'-22,-4 Z" fill="{WATER}" stroke="{BANK}" stroke-width="2.5"/>'),
    "w-river": _band(STRAIGHT), "w-curve": _band(BEND),
    "w-wide-river": _band(STRAIGHT, True), "w-wide-curve": _band(BEND, True),
    "o-bridge": BRIDGE, "o-bunker": BUNKER, "o-wire": WIRE, "o-sand": BAGS,
    "o-hedgehog": "".join(f'<g transform="translate({x},{y})">{HEDGEHOG}</g>'
                          for x, y in ((-16, -20), (16, -20), (-17, 22), (17, 22))),
}
# a legend sample for a kind drawn as a band, and the base tile of background kinds
BANDS = {"river": "w-river", "wide": "w-wide-river"}
BACKGROUND = {"beach": "#ecdba4", "ocean": "#5f98cb"}


def defs():
    return "".join(f'<g id="m44-{k}">{v}</g>' for k, v in DEFS.items()) + \
        f'<path id="m44-hex" d="{HEX}"/>'


def _turned(ref, x, y, degrees):
    if degrees % 360 == 0:
        return use(ref, x, y)
    return (f'<use href="#m44-{ref}" transform="translate({num(x)},{num(y)}) '
            f'rotate({num(degrees)})"/>')


def ground(hexinfo, x, y):
    """The hex's terrain drawn at (X, Y): its tile, or its river band turned as the tile
    lies."""
    k = kind(hexinfo)
    if k is None:
        return ""
    if k in ("river", "wide"):
        bend = hexinfo.get("terrain") == "curve"
        ref = ("w-wide-" if k == "wide" else "w-") + ("curve" if bend else "river")
        return _turned(ref, x, y, -60 * ((hexinfo.get("orientation") or 1) - 1))
    return use(f"t-{k}", x, y)


def obstacle(hexinfo, x, y, faces_up):
    """The hex's obstacle at (X, Y). Sandbags and a bunker's slit face the enemy: down
    (orientation 1) for a unit of the top side, up for the bottom side (FACES_UP is
    what the hex's unit or owner says when the file gives no orientation)."""
    o = hexinfo.get("obstacle")
    if o is None:
        return ""
    turn = hexinfo.get("obstacle_orientation")
    if o == "bridge":
        return _turned("o-bridge", x, y, 30 * ((turn or 1) - 1))
    if o in ("sand", "bunker"):
        up = faces_up if turn is None else turn % 2 == 0
        drawn = _turned(f"o-{o}", x, y, 180 if up else 0)
        owner = SIDE_FILL.get(hexinfo.get("owner"))
        if owner:       # whose bunker it is: only that side may hold it
            drawn += (f'<use href="#m44-hex" transform="translate({num(x)},{num(y)}) '
                      f'scale({num((R - 5) / R)})" fill="none" stroke="{owner}" '
                      f'stroke-width="2.5"/>')
        return drawn
    return use(f"o-{o}", x, y)


def sample(k, x, y, scale=0.5):
    """A small picture of kind K for the legend: its tile, band or obstacle."""
    if k in BANDS:
        return (use("hex", x, y, scale, fill=GRASS) + use(BANDS[k], x, y, scale))
    if k.startswith("o-"):
        return use("hex", x, y, scale, fill=GRASS) + use(k, x, y, scale)
    return use(f"t-{k}", x, y, scale)
