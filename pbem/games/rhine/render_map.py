"""The map part of the Race to the Rhine picture: the printed board and the pieces on it.

The printed board (sea, coast, the Rhine, the arrows in their colours, the areas with
their names and symbols, the legend) depends on the map data and the reader's language
only, so it is built once per process and language (the picture's base layer,
pbem/games/layers.py); pieces(view) adds what
the view holds, a patch per piece: the moving corps' path, trucks, medal claims,
control and Axis markers, supplies, airborne units and corps. Areas and
corps carry data-token="<the name the notation writes>", the words a command can name
(a web page lets the player click them).
"""
import functools
import math
from html import escape

from pbem.language.speaking import language

from ..layers import around, box
from .board import RHINE, SUPPLIES
from .render_layout import COASTLINE, RX, RY, TOP, W, icon_places, layout, river_points
from .render_symbols import (EDGE, INK, block_width, corps_block, cross, marker, num, oval,
                             para, pill, pill_width, polyline, smooth, svg_text, sym_base,
                             sym_block, sym_flag, sym_fort, sym_limited, sym_medal, truck)
from .text_board import SHORT, controlled
from .wording import _, role_name

LAND, SEA, COAST, RIVER = "#ece4cc", "#c4dcee", "#7fa7c6", "#5d9bd1"


def _icons(view, a):
    """The symbols printed on area A, left to right: (key, drawer)."""
    out = []
    if a.flag:
        out.append(("flag", sym_flag))
    if a.fortified:
        out.append(("fort", sym_fort))
    if a.objective:
        out.append(("medal", sym_medal))
    if a.army_base:
        moved = a.army_base == "R" and view.get("antwerpen_base")
        out.append(("base", lambda x, y, c=a.army_base, s=not moved: sym_base(x, y, c, s)))
    if a.potential_army_base:
        now = bool(view.get("antwerpen_base"))
        out.append(("base", lambda x, y, c=a.potential_army_base: sym_base(x, y, c, now)))
    if a.limited_base:
        used = a.once_per_game and view.get("ostende_used")
        out.append(("limited", lambda x, y, o=a.once_per_game, u=used: sym_limited(x, y, o, u)))
    if a.antwerp_block:
        out.append(("block", sym_block))
    return out


def _curve(s, c, e, off=0.0):
    """The arrow's path, shifted OFF px sideways (for the two lines of a double arrow)."""
    dx, dy = e[0] - s[0], e[1] - s[1]
    d = math.hypot(dx, dy) or 1
    ox, oy = -dy / d * off, dx / d * off
    return (f"M{num(s[0] + ox)},{num(s[1] + oy)} Q{num(c[0] + ox)},{num(c[1] + oy)} "
            f"{num(e[0] + ox)},{num(e[1] + oy)}")


def _arrow(arrow, lay):
    s, c, e = lay.arrow(arrow.a, arrow.b)
    cols = [k for k in "RWBK" if k in arrow.colours]
    d = _curve(s, c, e)
    if cols == ["K"]:
        return (f'<path d="{d}" fill="none" stroke="#1c1c1c" stroke-width="1.5" '
                f'stroke-dasharray="4 2.5" class="arrow"/>')
    if len(cols) == 1:
        k = cols[0]
        return (f'<g class="arrow" fill="none">'
                f'<path d="{d}" stroke="{EDGE[k]}" stroke-width="3.4"/>'
                f'<path d="{d}" stroke="{INK[k]}" stroke-width="1.8"/></g>')
    out = [f'<g class="arrow" fill="none"><path d="{d}" stroke="#333" stroke-width="5"/>']
    for k, side in zip(cols, (1.2, -1.2)):
        out.append(f'<path d="{_curve(s, c, e, side)}" stroke="{INK[k]}" stroke-width="1.7"/>')
    return "".join(out) + "</g>"


def legend_rows():
    """The legend, a (drawer at a point, words) a line: the picture's box of it and the
    web page's panel (render_panel.panels) draw the same symbols."""
    return [
        (lambda cx, cy: oval(cx, cy, "R", 7, 4.5) + oval(cx + 16, cy, "W", 7, 4.5)
         + oval(cx + 32, cy, "B", 7, 4.5), " / ".join(map(role_name, ("Monty", "Brad",
                                                                        "Patton")))),
        (lambda cx, cy: oval(cx, cy, "RW", 7, 4.5) + oval(cx + 16, cy, "K", 7, 4.5),
         _("double / victory area")),
        (lambda cx, cy: sym_flag(cx, cy) + sym_fort(cx + 13, cy) + sym_medal(cx + 26, cy),
         _("flag / fortified / medal")),
        (lambda cx, cy: sym_base(cx, cy, "R") + sym_limited(cx + 14, cy)
         + sym_block(cx + 27, cy), _("Army / Limited base / [A]")),
        (lambda cx, cy: marker(cx, cy, "R") + marker(cx + 11, cy, "W") + cross(cx + 23, cy, 9),
         _("control / Axis marker")),
        (lambda cx, cy: corps_block(cx + 10, cy, "XII", "B", False, 24),
         _("corps (grey: grounded)")),
        (lambda cx, cy: truck(cx + 4, cy, "R") + para(cx + 20, cy, "W"),
         _("truck / airborne")),
        (lambda cx, cy: pill(cx - 4, cy, "2G 1A"), _("supplies on area")),
    ]


def _legend(x, y):
    rows = legend_rows()
    width = num(max(178, 62 + 4.6 * max(len(label) for _draw, label in rows)))
    out = [f'<rect x="{x}" y="{y}" width="{width}" height="{len(rows) * 16 + 12}" rx="5" '
           f'fill="#fffdf5" fill-opacity="0.85" stroke="#8aa" stroke-width="0.8"/>']
    for i, (draw, label) in enumerate(rows):
        cy = y + 14 + i * 16
        out.append(draw(x + 12, cy))
        out.append(svg_text(x + 58, cy + 3.5, label, 8.5, fill="#333"))
    return "".join(out)


def printed_board(antwerpen_base, ostende_used, legend=True):
    """The printed board: sea, river, arrows, areas with names and symbols, and the
    LEGEND in its corner (the web page shows it beside the map instead), in the
    language in force."""
    return _printed_board(antwerpen_base, ostende_used, legend, language())


@functools.cache
def _printed_board(antwerpen_base, ostende_used, legend, _language):
    """printed_board() once per process and language (its words are said in the
    language in force, which the key _LANGUAGE names)."""
    lay = layout()
    view = {"antwerpen_base": antwerpen_base, "ostende_used": ostende_used}
    h = lay.bottom
    sea = [lay.warp(*p) for p in COASTLINE]
    out = [f'<clipPath id="rhine-map"><rect x="0" y="{TOP}" width="{W}" height="{num(h - TOP)}"/>'
           f'</clipPath><g clip-path="url(#rhine-map)">',
           f'<rect x="0" y="{TOP}" width="{W}" height="{num(h - TOP)}" fill="{LAND}"/>',
           f'<path d="{smooth(sea)} L{num(sea[-1][0])},0 L-5,0 L-5,{num(sea[0][1])} Z" '
           f'fill="{SEA}" stroke="{COAST}" stroke-width="1.2"/>',
           svg_text(250, TOP + 95, _("North Sea"), 13, "middle", "#6b93b5",
                    extra=' font-style="italic"'),
           svg_text(80, TOP + 330, _("Channel"), 11, "middle", "#6b93b5",
                    extra=' font-style="italic"')]
    river = smooth(river_points(lay))
    out.append(f'<path d="{river}" fill="none" stroke="#e7f1fa" stroke-width="9" '
               f'stroke-linecap="round" stroke-linejoin="round"/>'
               f'<path d="{river}" fill="none" stroke="{RIVER}" stroke-width="4.5" '
               f'stroke-linecap="round" stroke-linejoin="round" class="rhine"/>')
    mx, my = lay.warp(50.12, 7.76)
    out.append(svg_text(mx + 10, my, _("Rhein"), 11, "start", "#2f6ea8", "bold",
                        extra=' font-style="italic"'))
    out += [_arrow(arrow, lay) for arrow in RHINE.arrows]
    for a in RHINE.areas.values():
        x, y = lay.pos[a.name]
        out.append(f'<g class="area" data-area="{escape(a.name)}" data-token="{escape(a.name)}">'
                   f'<title>{escape(a.name)}</title>{oval(x, y, a.colours)}</g>')
        icons = _icons(view, a)
        for (_key, draw), (ix, iy) in zip(icons, icon_places(len(icons), x, y)):
            out.append(draw(ix, iy))
        if a.victory:   # east of the river there is room: the name goes right
            out.append(svg_text(x + RX + 3, y + 3.5, a.name, 9.5, "start", "#000", "bold",
                                halo=LAND, extra=' class="name"'))
        else:
            out.append(svg_text(x, y + RY + 9, a.name, 8.5, "middle", "#111", halo=LAND,
                                extra=' font-stretch="condensed" class="name"'))
    if legend:
        out.append(_legend(8, TOP + 8))
    return "".join(out) + "</g>"


def pieces(view):
    """What the view holds on the map, drawn over the printed board: a patch (its box,
    its SVG) per piece, in drawing order (pbem/games/layers.py)."""
    lay = layout()
    colour_of = {r: p["colour"] for r, p in view["players"].items()}
    out = []
    move = view["turn"].get("move") if not view.get("outcome") else None
    if move and len(move["path"]) > 1:
        c = RHINE.corps[move["corps"]].colour
        pts = [lay.pos[a] for a in move["path"] if a in lay.pos]
        xs, ys = [x for x, _ in pts], [y for _, y in pts]
        out.append((box(min(xs), min(ys), max(xs), max(ys), 6),
                    f'<path d="{polyline(pts)}" fill="none" stroke="#ffd54a" stroke-width="9" '
                    f'stroke-opacity="0.75" stroke-linecap="round" stroke-linejoin="round"/>'
                    f'<path d="{polyline(pts)}" fill="none" stroke="{EDGE[c]}" '
                    f'stroke-width="1.5" stroke-dasharray="5 3"/>'))
    for key, role in view["arrows"].items():
        a, b = key.split("|")
        if a in lay.pos and b in lay.pos:
            x, y = lay.arrow_mid(a, b)
            out.append((around(x, y, 7, 6), f'<g class="truck" data-arrow="{escape(key)}">'
                        + truck(x, y, colour_of.get(role, "K")) + "</g>"))
    for r, p in view["players"].items():
        for name in p["medal_areas"]:
            a = RHINE.areas.get(name)
            if not a:
                continue
            icons = _icons(view, a)
            for (key, _draw), (ix, iy) in zip(icons, icon_places(len(icons), *lay.pos[name])):
                if key == "medal":
                    out.append((around(ix, iy + 1.5, 6, 6),
                                f'<circle cx="{num(ix)}" cy="{num(iy + 1.5)}" r="5" fill="none" '
                                f'stroke="{EDGE[p["colour"]]}" stroke-width="1.6"/>'))
    axis = set(view["axis"])
    # a wide corps block pushes the markers on its left and the supplies on its right
    half = {k["area"]: max(RX - 1, block_width(cid) / 2 + 1) for cid, k in view["corps"].items()}
    for name, c in controlled(view).items():
        if name in lay.pos and name not in axis:
            x, y = lay.pos[name]
            x -= half.get(name, RX - 1) + 2
            out.append((around(x, y, 5, 5), f'<g class="control" data-area="{escape(name)}" '
                        f'data-colour="{c}">' + marker(x, y, c) + "</g>"))
    for name in sorted(axis):
        if name in lay.pos:
            x, y = lay.pos[name]
            x -= half.get(name, RX - 1) + 2
            out.append((around(x, y, 5.5, 5.5), f'<g class="axis" data-area="{escape(name)}">'
                        + cross(x, y, 9.5) + "</g>"))
    for name, s in view["areas"].items():
        if name in lay.pos and any(s.values()):
            x, y = lay.pos[name]
            x += half.get(name, RX - 2)
            text = "".join(f"{s[k]}{SHORT[k]}" for k in SUPPLIES if s.get(k))
            out.append((box(x - 2, y - 6, x + pill_width(text) + 2, y + 7),
                        f'<g class="supplies" data-area="{escape(name)}">'
                        + pill(x, y + 1, text) + "</g>"))
    for name, numbers in (view.get("numbers") or {}).items():     # solo (rule 17)
        if name in lay.pos:
            x, y = lay.pos[name]
            text = "+".join(map(str, numbers))
            y -= RY + 7
            out.append((box(x - pill_width(text) / 2 - 2, y - 7, x + pill_width(text) / 2 + 2,
                            y + 7),
                        f'<g class="numbers" data-area="{escape(name)}">'
                        + pill(x - pill_width(text) / 2, y, text) + "</g>"))
    for u in view["airborne"]:
        if u["area"] in lay.pos:
            x, y = lay.pos[u["area"]]
            x, y = x + RX + 1, y - RY - 1
            out.append((box(x - 7, y - 8, x + 7, y + 9),
                        f'<g class="airborne" data-area="{escape(u["area"])}">'
                        + para(x, y, colour_of.get(u["owner"], "K"), u["up"]) + "</g>"))
    for cid, k in view["corps"].items():
        if k["area"] in lay.pos:
            x, y = lay.pos[k["area"]]
            down = ' data-grounded="1"' if k["grounded"] else ""
            w = block_width(cid) / 2
            out.append((box(x - w - 1, y - 8, x + w + 3, y + 9),
                        f'<g class="corps" data-corps="{escape(cid)}" data-token="{escape(cid)}" '
                        f'data-area="{escape(k["area"])}"{down}>'
                        + corps_block(x, y, cid, RHINE.corps[cid].colour, k["grounded"]) + "</g>"))
    return out
