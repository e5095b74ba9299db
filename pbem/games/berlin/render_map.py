"""The map: its base (cards, names, eagles, edges, borders, legend) and the patches a
view puts on it (control, forts, units, blocks, bars, the combat's marks)."""
from html import escape
import functools
import math

from pbem.language.speaking import language

from ..layers import around, box
from . import board
from .render_layout import border_key, column_width, layout
from .render_symbols import (
    BAR_HALF, BAR_W, BLOCK_H, BLOCK_W, BLUE, CH, CONDENSED, CONTROL_FILL, CW, HEAD, LINE,
    PANEL_H, PANEL_PAPER, PAPER, RED, ROLE_EDGE, ROLE_INK, TOP, UNIT_GAP, UNIT_H, UNIT_W,
    block, block_width, counter, eagle, fort, num, text, width)
from .speech import _


# ---------------------------------------------------------------- base

def _swatch(cx, cy, side):
    return (f'<rect x="{num(cx)}" y="{num(cy - 5)}" width="11" height="10" '
            f'fill="{CONTROL_FILL[side]}" stroke="#555" stroke-width="0.6"/>')


def legend_rows():
    """The legend, a (drawer at a point, words) a line: the panel's column of it and
    the web page's panel (render_panel.panels) draw the same symbols."""
    return [
        (lambda cx, cy: _swatch(cx - 6, cy, "S") + _swatch(cx + 8, cy, "W")
         + _swatch(cx + 22, cy, "G"), _("Soviet, West, German")),
        (lambda cx, cy: eagle(cx, cy, "red") + eagle(cx + 15, cy, "blue")
         + eagle(cx + 30, cy, "both"), _("victory: S, W, both")),
        (lambda cx, cy: fort(cx, cy) + _edge_tab(cx + 15, cy, "west", 8)
         + _edge_tab(cx + 28, cy, "east", 8), _("fort, supply base")),
        (lambda cx, cy: _bar_svg(cx + 5, cy, (1, 0), RED, half=8)
         + _bar_svg(cx + 27, cy, (1, 0), BLUE, half=8), _("front-line bar: S, W")),
        (lambda cx, cy: counter(cx - 6, cy - 11, "1BF", "S", 4)
         + counter(cx + 27, cy - 11, "US3", "W", 4), _("unit: id, strength")),
        (lambda cx, cy: counter(cx - 6, cy - 11, "GW-7", "GW", 2)
         + counter(cx + 27, cy - 11, "GE-9", "GE", 2), _("header: commander")),
        (lambda cx, cy: block(cx - 6, cy - 7, {"role": "Soviets", "value": 4, "cubes": 2,
                                                "revealed": True, "exhausted": False}),
         _("block: value, cubes")),
        (lambda cx, cy: block(cx - 6, cy - 7, {"role": "West", "value": None, "cubes": 0,
                                                "revealed": False, "exhausted": False})
         + block(cx + 20, cy - 7, {"role": "West", "value": 3, "cubes": 0,
                                   "revealed": True, "exhausted": True}),
         _("face down, exhausted")),
    ]


def _legend(x, y, w):
    """The panel's last column: what the colours and symbols mean, two columns of four
    rows under a title band, its top-left corner at (X, Y)."""
    out = [_frame(x, y, w, "#8a8470", "#5c5440", _("Legend"))]
    for i, (draw, label) in enumerate(legend_rows()):
        cx, cy = x + 14 + (i // 4) * (w / 2), y + 35 + (i % 4) * 25
        out.append(draw(cx, cy))
        lines = _legend_lines(label)
        for n, words in enumerate(lines):
            out.append(text(cx + 62, cy + 3.5 + (n - (len(lines) - 1) / 2) * 9.5, words, 8.5,
                            fill="#333", extra=CONDENSED))
    return "".join(out)


#: how wide a legend's words may be drawn on one line (render_symbols.width's guess)
LEGEND_ROOM = 100


def _legend_lines(label):
    """LABEL on one line, or on two split at the comma nearest its middle when it is
    wider than LEGEND_ROOM (longer words than the English, the Polish)."""
    if width(label, 8.5, True) <= LEGEND_ROOM or ", " not in label:
        return [label]
    cuts = [i for i in range(len(label)) if label.startswith(", ", i)]
    cut = min(cuts, key=lambda i: abs(2 * i - len(label)))
    return [label[:cut + 1], label[cut + 2:]]


def _edge_tab(x, y, edge, s=9):
    """A supply base mark: an arrow toward the map's edge in its owner's colour."""
    colour = RED if edge == "east" else BLUE
    dx, dy = {"east": (1, 0), "west": (-1, 0), "south": (0, 1), "north": (0, -1)}[edge]
    tip = (x + dx * s / 2, y + dy * s / 2)
    back = (x - dx * s / 2, y - dy * s / 2)
    a = (back[0] - dy * s / 2, back[1] + dx * s / 2)
    b = (back[0] + dy * s / 2, back[1] - dx * s / 2)
    return (f'<path d="M{num(tip[0])},{num(tip[1])} L{num(a[0])},{num(a[1])} '
            f'L{num(b[0])},{num(b[1])} Z" fill="{colour}" stroke="#222" stroke-width="0.6"/>')


def _edge_mark(a, edge):
    lay = layout()
    x, y = lay.pos[a]
    at = {"east": (x + CW / 2 + 7, y), "west": (x - CW / 2 - 7, y),
          "south": (x, y + CH / 2 + 7), "north": (x, y - CH / 2 - 7)}.get(edge)
    return _edge_tab(*at, edge) if at else ""


def _card_base(a):
    lay = layout()
    x, y = lay.card(a)
    d = board.AREAS[a]
    badge = 8 + 6.2 * len(a)
    out = [f'<rect x="{num(x)}" y="{num(y)}" width="{CW}" height="{CH}" rx="4" fill="#fff" '
           f'stroke="#555" stroke-width="1"/>',
           f'<rect x="{num(x + 2)}" y="{num(y + 2)}" width="{num(badge)}" height="{HEAD - 3}" '
           f'rx="2" fill="#2d2d2d"/>',
           text(x + 2 + badge / 2, y + 11.5, a, 9.5, "middle", "#fff", "bold"),
           text(x + badge + 5, y + 11.5, _.term(d["name"]), 9.5, fill="#111", weight="bold",
                extra=CONDENSED)]
    if d.get("eagle"):
        out.append(eagle(x + CW - 10, y + 8, d["eagle"]))
    if d.get("edge"):
        out.append(_edge_mark(a, d["edge"]))
    return "".join(out)


def base(with_panels=True):
    """What never changes in a game: title, map paper and edges, borders, cards,
    Berlin's inset, and WITH_PANELS the panel's paper, its columns' frames and the
    legend; drawn once a language (the names and the legend are said in it)."""
    return _base(with_panels, language())


@functools.cache
def _base(with_panels, _language):
    lay = layout()
    w, mb = lay.width, lay.map_bottom
    out = [f'<rect x="0" y="0" width="{w}" height="{TOP}" fill="#2b2b2b"/>',
           text(12, 22, "Race to Berlin", 15, fill="#fff", weight="bold"),
           f'<rect x="0" y="{TOP}" width="{w}" height="{mb - TOP}" fill="{PAPER}"/>',
           f'<rect x="0" y="{TOP}" width="5" height="{mb - TOP}" fill="{BLUE}"/>',
           f'<rect x="0" y="{mb - 5}" width="{w}" height="5" fill="{BLUE}"/>',
           f'<rect x="{w - 5}" y="{TOP}" width="5" height="{mb - TOP}" fill="{RED}"/>']
    if lay.inset:
        x0, y0, x1, y1 = lay.inset
        out.append(f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(x1 - x0)}" '
                   f'height="{num(y1 - y0)}" rx="10" fill="#ebe5d3" stroke="#7c735a" '
                   f'stroke-width="1.2" stroke-dasharray="6 3"/>'
                   + text(x0 + 8, y0 + 14, "BERLIN", 10, fill="#5c5440", weight="bold",
                          extra=' letter-spacing="2"'))
    out.append(f'<g fill="none" stroke="{LINE}" stroke-width="1.1">')
    out += [f'<path d="{lay.path(a, b)}"/>' for a, b in board.borders()]
    out.append("</g>")
    out += [_card_base(a) for a in board.ORDER]
    if not with_panels:
        return "".join(out)
    out.append(f'<rect x="0" y="{mb}" width="{w}" height="{PANEL_H}" fill="{PANEL_PAPER}"/>'
               f'<line x1="0" y1="{mb}" x2="{w}" y2="{mb}" stroke="#998" stroke-width="1"/>')
    cw = column_width()
    for i, r in enumerate(board.ROLES):
        out.append(_frame(8 + i * cw, mb + 8, cw - 8, ROLE_INK[r], ROLE_EDGE[r]))
    out.append(_frame(8 + 2 * cw, mb + 8, cw - 8, "#555", "#333", _("Combat")))
    out.append(_legend(8 + 3 * cw, mb + 8, cw - 8))
    return "".join(out)


def _frame(x, y, w, head, edge, title=""):
    """A column of the panel: paper, a header band, its title."""
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{PANEL_H - 14}" rx="5" '
            f'fill="#fffdf7" stroke="#bbb"/>'
            f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="18" rx="5" '
            f'fill="{head}" stroke="{edge}"/>'
            + (text(x + 8, y + 13, title, 11, fill="#fff", weight="bold") if title else ""))


# ---------------------------------------------------------------- patches: the map

def area_patches(view, a, area):
    lay = layout()
    x, y = lay.card(a)
    out = []
    # the control colour, the fortification (the header and the eagle are the base's)
    body = (f'<rect x="{num(x + 0.5)}" y="{num(y + HEAD)}" width="{CW - 1}" '
            f'height="{CH - HEAD - 0.5}" fill="{CONTROL_FILL.get(area["control"], "#eee")}"/>'
            f'<path d="M{num(x + 0.5)},{num(y + HEAD)} H{num(x + CW - 0.5)}" stroke="#999" '
            f'stroke-width="0.6"/>')
    if area["fort"]:
        body += fort(x + CW - 9, y + CH - 9)
    out.append((box(x, y + HEAD, x + CW, y + CH, 0.5),
                f'<g class="control" data-area="{escape(a)}" data-control="{area["control"]}">'
                + body + "</g>"))
    units = [u for u in area["units"] if u in view["units"]]
    rows = [units[i:i + 3] for i in range(0, len(units), 3)]
    if units:
        svg = []
        for r, row in enumerate(rows):
            for i, u in enumerate(row):
                d = view["units"][u]
                ux, uy = x + 4 + i * (UNIT_W + UNIT_GAP), y + HEAD + 3 + r * (UNIT_H + 2)
                svg.append(f'<g class="unit" data-token="{escape(u)}" data-area="{escape(a)}">'
                           f'<title>{escape(_unit_title(u, d))}</title>'
                           + counter(ux, uy, u, d["force"], d["strength"]) + "</g>")
        bottom = y + HEAD + 3 + len(rows) * (UNIT_H + 2)
        out.append((box(x + 3, y + HEAD + 2, x + 4 + 3 * (UNIT_W + UNIT_GAP), bottom, 1),
                    "".join(svg)))
    if area["blocks"]:
        by = y + CH - BLOCK_H - 3 if len(rows) <= 1 else y + HEAD + 3 + len(rows) * (UNIT_H + 2)
        bx, svg = x + 4, []
        for b in area["blocks"]:
            svg.append(f'<g class="block" data-role="{escape(str(b["role"]))}" '
                       f'data-area="{escape(a)}">' + block(bx, by, b)
                       + "</g>")
            bx += block_width(b) + 2
        out.append((box(x + 2, by - 1, max(bx, x + 4 + BLOCK_W + 17), by + BLOCK_H + 1, 1),
                    "".join(svg)))
    return out


def _unit_title(u, d):
    return _("{unit} {name}, strength {strength}", unit=u, name=_.term(d["name"]),
             strength=d["strength"])


def _bar_svg(x, y, direction, colour, hollow=False, half=BAR_HALF):
    ux, uy = direction
    x0, y0, x1, y1 = x - ux * half, y - uy * half, x + ux * half, y + uy * half
    d = f"M{num(x0)},{num(y0)} L{num(x1)},{num(y1)}"
    if hollow:
        return (f'<path d="{d}" stroke="#fff" stroke-width="{BAR_W}"/>'
                f'<path d="{d}" stroke="{colour}" stroke-width="{BAR_W}" '
                f'stroke-dasharray="3 2"/>')
    return (f'<path d="{d}" stroke="#111" stroke-width="{BAR_W + 2}"/>'
            f'<path d="{d}" stroke="{colour}" stroke-width="{BAR_W}"/>')


def bar_patches(view):
    """A bar across the middle of each border of each front; a front longer than the
    bars a player has shows the rest hollow (the view does not say which border lacks
    its bar, so the last ones in its list are drawn so)."""
    lay = layout()
    out = []
    for r in view["roles"]:
        front = view["fronts"].get(r) or {}
        colour = ROLE_INK.get(r, "#555")
        borders = sorted((border_key(a, b) for a, b in front.get("borders", [])
                          if border_key(a, b) in lay.routes), key=lambda k: (board.RANK[k[0]],
                                                                       board.RANK[k[1]]))
        for i, k in enumerate(borders):
            _, (mx, my), direction = lay.routes[k]
            out.append((around(mx, my, BAR_HALF + 3, BAR_HALF + 3),
                        f'<g class="bar" data-role="{escape(r)}" data-border="{k[0]}-{k[1]}">'
                        + _bar_svg(mx, my, direction, colour, hollow=i >= board.BARS)
                        + "</g>"))
    return out


def combat_marks(view):
    """The combat under way on the map: a gold frame round the target's card, a dashed
    one round the attacker's, and an arrow in the attacker's colour between them."""
    c = view.get("combat")
    lay = layout()
    if not c or c.get("from") not in lay.pos or c.get("to") not in lay.pos:
        return []
    out = []
    for a, dash in ((c["from"], ' stroke-dasharray="6 3"'), (c["to"], "")):
        x, y = lay.card(a)
        out.append((box(x - 3, y - 3, x + CW + 3, y + CH + 3, 2),
                    f'<rect x="{num(x - 2.5)}" y="{num(y - 2.5)}" width="{CW + 5}" '
                    f'height="{CH + 5}" rx="6" fill="none" stroke="#f0b400" '
                    f'stroke-width="3"{dash}/>'))
    (x0, y0), (x1, y1) = lay.pos[c["from"]], lay.pos[c["to"]]
    d = math.hypot(x1 - x0, y1 - y0) or 1
    ux, uy = (x1 - x0) / d, (y1 - y0) / d
    edge = min(CW / 2 / abs(ux) if ux else 1e9, CH / 2 / abs(uy) if uy else 1e9)
    sx, sy = x0 + ux * (edge - 10), y0 + uy * (edge - 10)
    ex, ey = x1 - ux * (edge + 3), y1 - uy * (edge + 3)
    hx, hy = ex - ux * 11, ey - uy * 11
    colour = ROLE_INK.get(c.get("role"), "#e08e00")
    svg = (f'<g class="combat-arrow">'
           f'<path d="M{num(sx)},{num(sy)} L{num(hx)},{num(hy)}" stroke="#f0b400" '
           f'stroke-width="7" stroke-linecap="round"/>'
           f'<path d="M{num(sx)},{num(sy)} L{num(hx)},{num(hy)}" stroke="{colour}" '
           f'stroke-width="3" stroke-linecap="round"/>'
           f'<path d="M{num(ex)},{num(ey)} L{num(hx - uy * 7)},{num(hy + ux * 7)} '
           f'L{num(hx + uy * 7)},{num(hy - ux * 7)} Z" fill="{colour}" stroke="#f0b400" '
           f'stroke-width="1.5" stroke-linejoin="round"/></g>')
    out.append((box(min(sx, ex) - 10, min(sy, ey) - 10, max(sx, ex) + 10, max(sy, ey) + 10),
                svg))
    return out
