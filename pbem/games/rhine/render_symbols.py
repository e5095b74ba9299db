"""The drawing primitives of the Race to the Rhine picture, as SVG snippets.

Text, paths, the area ovals and markers, the symbols printed on areas, the pieces
(corps, supplies, trucks, airborne units) and the panel's weather and plane: each
draws itself at a given point, in the players' colours, and knows nothing of a view.
"""
import math
from html import escape

from ..glyphs import fort, num  # noqa: F401 - num is this module's for the others
from .render_layout import RX, RY

FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
INK = {"R": "#c62828", "W": "#f6f3ea", "B": "#1f5fbf", "K": "#1c1c1c"}
EDGE = {"R": "#6d1010", "W": "#3b3b3b", "B": "#0b2f6b", "K": "#000000"}
ON = {"R": "#ffffff", "W": "#111111", "B": "#ffffff", "K": "#ffffff"}


def svg_text(x, y, s, size=10, anchor="start", fill="#222", weight="normal", halo=None,
             extra=""):
    h = (f' stroke="{halo}" stroke-width="2.4" stroke-linejoin="round" paint-order="stroke"'
         if halo else "")
    w = f' font-weight="{weight}"' if weight != "normal" else ""
    return (f'<text x="{num(x)}" y="{num(y)}" font-size="{size}" font-family="{FONT}" '
            f'text-anchor="{anchor}" fill="{fill}"{w}{h}{extra}>{escape(str(s))}</text>')


def polyline(points):
    return "M" + " L".join(f"{num(x)},{num(y)}" for x, y in points)


def smooth(points):
    """A Catmull-Rom curve through POINTS, as an SVG path of cubic Beziers."""
    d = f"M{num(points[0][0])},{num(points[0][1])}"
    for i in range(len(points) - 1):
        p0, p1 = points[max(i - 1, 0)], points[i]
        p2, p3 = points[i + 1], points[min(i + 2, len(points) - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += (f" C{num(c1[0])},{num(c1[1])} {num(c2[0])},{num(c2[1])} "
              f"{num(p2[0])},{num(p2[1])}")
    return d


def _star(x, y, r, fill, stroke, extra=""):
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    return (f'<path d="{polyline(pts)} Z" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="0.9"{extra}/>')


def cross(x, y, s):
    """An Axis marker: a black square with a white-edged cross."""
    h = s / 2
    return (f'<rect x="{num(x - h)}" y="{num(y - h)}" width="{num(s)}" height="{num(s)}" '
            f'fill="#1a1a1a" stroke="#888" stroke-width="0.6"/>'
            f'<path d="M{num(x)},{num(y - h + 1.5)} V{num(y + h - 1.5)} '
            f'M{num(x - h + 1.5)},{num(y)} H{num(x + h - 1.5)}" stroke="#fff" '
            f'stroke-width="1.6"/>')


def marker(x, y, colour, s=8):
    h = s / 2
    return (f'<rect x="{num(x - h)}" y="{num(y - h)}" width="{s}" height="{s}" rx="1" '
            f'fill="{INK[colour]}" stroke="{EDGE[colour]}" stroke-width="1"/>')


def oval(x, y, colours, rx=RX, ry=RY):
    cols = [c for c in "RWBK" if c in colours]
    if len(cols) == 1:
        c = cols[0]
        stroke, width = ("#d4a017", 1.8) if c == "K" else (EDGE[c], 1.1)
        return (f'<ellipse cx="{num(x)}" cy="{num(y)}" rx="{rx}" ry="{ry}" fill="{INK[c]}" '
                f'stroke="{stroke}" stroke-width="{width}"/>')
    left, right = cols
    top, bot = f"{num(x)},{num(y - ry)}", f"{num(x)},{num(y + ry)}"
    return (f'<path d="M{top} A{rx},{ry} 0 0 0 {bot} Z" fill="{INK[left]}"/>'
            f'<path d="M{top} A{rx},{ry} 0 0 1 {bot} Z" fill="{INK[right]}"/>'
            f'<ellipse cx="{num(x)}" cy="{num(y)}" rx="{rx}" ry="{ry}" fill="none" '
            f'stroke="#333" stroke-width="1.1"/>'
            f'<line x1="{num(x)}" y1="{num(y - ry)}" x2="{num(x)}" y2="{num(y + ry)}" '
            f'stroke="#333" stroke-width="0.6"/>')


# symbols: each draws itself centred on (x, y) in about 10x10 px
def sym_flag(x, y):
    return (f'<path d="M{num(x - 3.5)},{num(y + 5)} V{num(y - 5)}" stroke="#222" '
            f'stroke-width="1.1"/>'
            f'<path d="M{num(x - 3)},{num(y - 5)} H{num(x + 4.5)} L{num(x + 3)},{num(y - 2.5)} '
            f'L{num(x + 4.5)},{num(y)} H{num(x - 3)} Z" fill="#1a1a1a"/>'
            f'<path d="M{num(x + 0.7)},{num(y - 4)} V{num(y - 1)} M{num(x - 0.8)},{num(y - 2.5)} '
            f'H{num(x + 2.2)}" stroke="#fff" stroke-width="0.9"/>')


def sym_fort(x, y):
    return fort(x, y, "#8a8a8a", "#333")


def sym_medal(x, y):
    return (f'<path d="M{num(x - 3)},{num(y - 5.5)} L{num(x)},{num(y - 1)} '
            f'L{num(x + 3)},{num(y - 5.5)}" '
            f'stroke="#b22222" stroke-width="2" fill="none"/>'
            f'<circle cx="{num(x)}" cy="{num(y + 1.5)}" r="3.6" fill="#e8b923" stroke="#7a5c00" '
            f'stroke-width="0.8"/>')


def sym_base(x, y, colour, solid=True):
    if solid:
        return _star(x, y + 0.5, 6, INK[colour], "#000" if colour != "K" else "#d4a017")
    return _star(x, y + 0.5, 6, "#fff", INK[colour], ' stroke-dasharray="2 1"')


def sym_limited(x, y, once=False, used=False):
    out = (f'<rect x="{num(x - 4.5)}" y="{num(y - 3.5)}" width="9" height="7.5" fill="#9c7a45" '
           f'stroke="#4a3518" stroke-width="0.8"/>'
           f'<path d="M{num(x - 4.5)},{num(y - 1)} H{num(x + 4.5)}" stroke="#4a3518" '
           f'stroke-width="0.7"/>')
    if once:
        out += svg_text(x + 5.5, y + 3.5, "1x", 6.5, fill="#4a3518", weight="bold")
    if used:
        out += (f'<path d="M{num(x - 6)},{num(y - 5)} L{num(x + 6)},{num(y + 5)}" stroke="#b00" '
                f'stroke-width="1.4"/>')
    return out


def sym_block(x, y):
    return (f'<rect x="{num(x - 5)}" y="{num(y - 4)}" width="10" height="8" fill="#fff" '
            f'stroke="#7a1010" stroke-width="0.8"/>'
            + svg_text(x, y + 2.8, "A", 7, "middle", "#7a1010", "bold"))


def block_width(cid):
    return max(24, round(5.4 * len(cid) + 9))


def corps_block(x, y, cid, colour, grounded, w=None):
    w = w or block_width(cid)
    h = 13
    if grounded:
        box = (f'<rect x="{num(x - w / 2)}" y="{num(y - h / 2)}" width="{w}" height="{h}" rx="2" '
               f'fill="#6b6b6b" stroke="{INK[colour] if colour != "W" else "#fff"}" '
               f'stroke-width="1.6" stroke-dasharray="3 1.5"/>')
        ink = "#f0f0f0"
    else:
        box = (f'<rect x="{num(x - w / 2 + 1.2)}" y="{num(y - h / 2 + 1.2)}" width="{w}" '
               f'height="{h}" rx="2" fill="#000" fill-opacity="0.35"/>'
               f'<rect x="{num(x - w / 2)}" y="{num(y - h / 2)}" width="{w}" height="{h}" rx="2" '
               f'fill="{INK[colour]}" stroke="{EDGE[colour]}" stroke-width="1.2"/>')
        ink = ON[colour]
    return (f'<g>{box}'
            + svg_text(x, y + 3.3, cid, 8.5, "middle", ink, "bold",
                       extra=' font-stretch="condensed"'
                       + (' font-style="italic"' if grounded else ""))
            + "</g>")


def pill_width(text):
    return 4.6 * len(text) + 4


def pill(x, y, text):
    w = pill_width(text)
    return (f'<rect x="{num(x)}" y="{num(y - 5.5)}" width="{num(w)}" height="10" rx="3" '
            f'fill="#fffbe6" stroke="#8a6d2b" stroke-width="0.7"/>'
            + svg_text(x + w / 2, y + 2, text, 7.5, "middle", "#4a3518", "bold",
                       extra=' font-stretch="condensed"'))


def truck(x, y, colour):
    return (f'<g><rect x="{num(x - 6)}" y="{num(y - 4)}" width="8" height="6" '
            f'fill="{INK[colour]}" stroke="#111" stroke-width="0.8"/>'
            f'<rect x="{num(x + 2)}" y="{num(y - 2)}" width="4" height="4" fill="{INK[colour]}" '
            f'stroke="#111" stroke-width="0.8"/>'
            f'<circle cx="{num(x - 3.5)}" cy="{num(y + 2.6)}" r="1.5" fill="#111"/>'
            f'<circle cx="{num(x + 3.5)}" cy="{num(y + 2.6)}" r="1.5" fill="#111"/></g>')


def para(x, y, colour, up=True):
    op = "1" if up else "0.45"
    return (f'<g opacity="{op}"><path d="M{num(x - 6)},{num(y - 1)} '
            f'A6,6 0 0 1 {num(x + 6)},{num(y - 1)} Z" fill="{INK[colour]}" stroke="#111" '
            f'stroke-width="0.8"/><path d="M{num(x - 6)},{num(y - 1)} L{num(x)},{num(y + 6)} '
            f'L{num(x + 6)},{num(y - 1)} M{num(x)},{num(y - 1)} V{num(y + 6)}" stroke="#111" '
            f'stroke-width="0.6" fill="none"/><circle cx="{num(x)}" cy="{num(y + 6.5)}" r="1.4" '
            f'fill="#111"/></g>')


def weather_icon(x, y, weather):
    if weather == "rain":
        return (f'<path d="M{num(x - 8)},{num(y + 2)} a4,4 0 0 1 3,-7 a5,5 0 0 1 9,0 '
                f'a4,4 0 0 1 4,7 Z" fill="#9aa7b4" stroke="#556" stroke-width="0.8"/>'
                + "".join(f'<path d="M{num(x - 5 + 4 * i)},{num(y + 5)} l-1.5,4" stroke="#3a6ea5" '
                          f'stroke-width="1.2"/>' for i in range(4)))
    rays = []
    for i in range(8):
        cx, cy = math.cos(i * math.pi / 4), math.sin(i * math.pi / 4)
        rays.append(f'<path d="M{num(x + 6 * cx)},{num(y + 6 * cy)} L{num(x + 9 * cx)},'
                    f'{num(y + 9 * cy)}" stroke="#e0a800" stroke-width="1.3"/>')
    rays = "".join(rays)
    return rays + f'<circle cx="{num(x)}" cy="{num(y)}" r="4.5" fill="#f5c518" stroke="#c08a00"/>'


def plane(x, y, ink):
    return (f'<path d="M{num(x - 6)},{num(y)} H{num(x + 6)} M{num(x + 1)},{num(y - 5)} '
            f'V{num(y + 5)} '
            f'M{num(x - 5)},{num(y - 3)} V{num(y + 3)}" stroke="{ink}" stroke-width="1.6" '
            f'stroke-linecap="round"/>')

