"""The picture's colours, sizes and SVG primitives (text, counters, blocks, chips,
eagles, forts), shared by the map and the panel (render.py says what the picture is)."""
from html import escape

from pbem.language.speaking import N_

from ..glyphs import fort as glyph_fort
from ..glyphs import num  # noqa: F401 - the other render modules take it from here


FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

# ---------------------------------------------------------------- colours
RED, RED_DARK = "#c62828", "#6d1010"
BLUE, BLUE_DARK = "#1f5fbf", "#0b2f6b"
FIELD, FIELD_DARK = "#8d937a", "#4b4f3f"
#: an area's card body by control
CONTROL_FILL = {"S": "#f4c7c1", "W": "#c6d8f1", "G": "#d9dbcc"}
#: (English; said through speech's Voice where drawn)
CONTROL_NAME = {"S": N_("Soviet"), "W": N_("Western"), "G": N_("German")}
#: a player's colour and its dark edge
ROLE_INK = {"Soviets": RED, "West": BLUE}
ROLE_EDGE = {"Soviets": RED_DARK, "West": BLUE_DARK}
#: a counter's body, header, and the ink on each
COUNTER = {"S": (RED, RED_DARK, "#fff"), "W": (BLUE, BLUE_DARK, "#fff"),
           "GW": (FIELD, RED, "#111"), "GE": (FIELD, BLUE, "#111")}
EAGLE = {"red": RED, "blue": BLUE}
PAPER, PANEL_PAPER, LINE = "#f3f0e6", "#f7f4ec", "#9c9a90"

# ---------------------------------------------------------------- sizes
SX, SY = 1.4, 1.25          # the 1000 x 760 drawing scaled up to hold the cards
CW, CH = 104, 60            # an area's card
HEAD = 15                   # its header (number and name)
GAP = 10                    # room kept between cards
TOP = 34                    # title band
MARGIN = 18                 # round the map
UNIT_W, UNIT_H, UNIT_GAP = 30, 22, 3
BLOCK_W, BLOCK_H = 16, 14
BAR_HALF, BAR_W = 11, 5     # a front-line bar: half its length, its width
PANEL_H = 150
ROMAN = {1: "I", 2: "II", 3: "III"}
#: what the player to act does at each step (English; said where drawn)
STEP_HELP = {
    "place": N_("place a logistics block or pass"),
    "act": N_("attack, place or remove a block"),
    "support": N_("support the defence or not"), "tokens": N_("play tokens or none"),
    "reroll": N_("reroll (Reserves) or keep"), "counter": N_("counterattack or accept"),
    "strategic": N_("make a strategic move or be done"),
    "deploy": N_("deploy the 6th SS Panzer Army in the east"),
}


def text(x, y, s, size=10, anchor="start", fill="#222", weight="normal", extra=""):
    w = f' font-weight="{weight}"' if weight != "normal" else ""
    return (f'<text x="{num(x)}" y="{num(y)}" font-size="{size}" font-family="{FONT}" '
            f'text-anchor="{anchor}" fill="{fill}"{w}{extra}>{escape(str(s))}</text>')


def width(s, size, condensed=False):
    """A generous guess of how wide S is drawn at SIZE px (for the patches' boxes)."""
    return (0.56 if condensed else 0.64) * size * len(str(s)) + 3


CONDENSED = ' font-stretch="condensed"'


# ---------------------------------------------------------------- symbols

def eagle(x, y, colour, s=1.0):
    """An eagle spreading its wings, centred on (X, Y); COLOUR red, blue or both."""
    half = [(0, -5), (-1.6, -2.2), (-3.5, -4.2), (-7, -4), (-5.2, -1.2), (-6.2, 0.6),
            (-3, 1), (-1.8, 2.4), (-2.6, 5.2), (0, 4.2)]

    def poly(sign):
        return "M" + " L".join(f"{num(x + sign * px * s)},{num(y + py * s)}"
                               for px, py in half) + " Z"
    left = EAGLE.get(colour, RED) if colour != "both" else RED
    right = EAGLE.get(colour, BLUE) if colour != "both" else BLUE
    return (f'<path d="{poly(1)}" fill="{left}" stroke="#222" stroke-width="0.6" '
            f'stroke-linejoin="round"/>'
            f'<path d="{poly(-1)}" fill="{right}" stroke="#222" stroke-width="0.6" '
            f'stroke-linejoin="round"/>')


def fort(x, y):
    return glyph_fort(x, y, "#6f6f6f", "#222")


def counter(x, y, uid, force, strength):
    """A unit counter with its top-left corner at (X, Y): the header in the colour of
    the player commanding it (a German facing the West is the Soviets', red), its id,
    its strength."""
    body, head, ink = COUNTER.get(force, (FIELD, FIELD_DARK, "#111"))
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{UNIT_W}" height="{UNIT_H}" rx="2" '
            f'fill="{body}" stroke="#222" stroke-width="0.8"/>'
            f'<rect x="{num(x + 0.4)}" y="{num(y + 0.4)}" width="{UNIT_W - 0.8}" height="9" '
            f'rx="1.6" fill="{head}"/>'
            + text(x + UNIT_W / 2, y + 7.6, uid, 7, "middle", "#fff", "bold", CONDENSED)
            + text(x + UNIT_W / 2, y + 19.6, strength, 10, "middle", ink, "bold"))


def block(x, y, b):
    """A logistics block with its top-left corner at (X, Y) and its cubes beside it:
    the owner's colour; its value, or ? when the viewer may not see it; face down
    dashed; exhausted grey."""
    ink = ROLE_INK.get(b["role"], "#555")
    fill = "#8a8a8a" if b["exhausted"] else ink
    dash = "" if b["revealed"] else ' stroke-dasharray="2.2 1.4"'
    value = "?" if b["value"] is None else b["value"]
    out = [f'<rect x="{num(x)}" y="{num(y)}" width="{BLOCK_W}" height="{BLOCK_H}" rx="1.5" '
           f'fill="{fill}" stroke="{ROLE_EDGE.get(b["role"], "#222")}" stroke-width="1.4"{dash}/>',
           text(x + BLOCK_W / 2, y + 10.5, value, 10, "middle", "#fff", "bold")]
    for i in range(b["cubes"]):
        cx, cy = x + BLOCK_W + 2 + (i % 3) * 5, y + 1.5 + (i // 3) * 6
        out.append(f'<rect x="{num(cx)}" y="{num(cy)}" width="4" height="4" fill="{ink}" '
                   f'stroke="#222" stroke-width="0.5"/>')
    return "".join(out)


def block_width(b):
    return BLOCK_W + 2 + 5 * min(3, b["cubes"]) + 2


def chip(x, y, label, fill, ink="#fff", edge="#222", w=None, dashed=False, extra=""):
    """A small rounded label whose left edge is X and baseline Y (token, value)."""
    w = w or width(label, 9) + 4
    dash = ' stroke-dasharray="2 1.5"' if dashed else ""
    return (f'<g{extra}><rect x="{num(x)}" y="{num(y - 10)}" width="{num(w)}" height="13" rx="3" '
            f'fill="{fill}" stroke="{edge}" stroke-width="0.8"{dash}/>'
            + text(x + w / 2, y, label, 9, "middle", ink, "bold") + "</g>")
