"""The board of the Memoir '44 picture: ground, terrain, the section lines, hex names,
labels, units, objective medals and the last roll's line of fire.

Drawn in layers so nothing hides what matters: the printed board and terrain tiles,
the grid, names and labels, then the pieces (units, medals) and the last battle's
arrow on top. Hex names are printed twice: small in every hex, and on the board's
edges (letters above and below: black for the long rows 1, 3, .., 9, blue and half a
hex over for the short rows 2, 4, .., 8, which is how their letters run; numbers up
both sides in the same two colours). Last, an unpainted copy of every hex that names
it (data-token), the word commands use for it. ground_layer() is the picture's base,
pieces() its patches, hits() its marks (pbem/games/layers.py).
"""
from ..layers import around, box
from . import hexes
from .render_layout import R, corners
from .render_symbols import FONT, medal, num, text, unit, wrap
from .render_terrain import BACKGROUND, GRASS, GRID, ground, kind, obstacle

LONG_INK, SHORT_INK = "#1b1b1b", "#2a5db0"
SECTION = "#c0282d"
ORDERED = "#f2b400"
FIRE = "#c62828"


def _name_hex(lay, name):
    """The (row, col) of a public hex name of this board, or None if it is not one."""
    try:
        return hexes.parse(name, lay.rows, lay.cols)
    except ValueError:
        return None


def _bottom_side(view):
    """The side whose home edge is the bottom row."""
    return next((s for s, d in view["sides"].items() if d.get("position") == "bottom"),
                None)


def _places(view, lay):
    """({(row, col): hex info}, {(row, col): unit}) of the view, by board position."""
    info, units = {}, {}
    for name, d in view["hexes"].items():
        at = _name_hex(lay, name)
        if at is not None:
            info[at] = d
    for name, u in view["units"].items():
        at = _name_hex(lay, name)
        if at is not None:
            units[at] = u
    return info, units


def ground_layer(view, lay):
    """The printed board: ground, terrain tiles and obstacles, the grid, the section
    lines and every hex's name (the base layer: it changes only when an obstacle goes
    or a sandbag turns to face another unit)."""
    rows, cols = lay.rows, lay.cols
    w, h = lay.board_w, lay.board_h
    info, units = _places(view, lay)
    bottom = _bottom_side(view)
    out = [f'<clipPath id="m44-board"><rect x="{num(lay.x0)}" y="{num(lay.y0)}" '
           f'width="{num(w)}" height="{num(h)}"/></clipPath>',
           f'<g clip-path="url(#m44-board)">',
           f'<rect x="{num(lay.x0)}" y="{num(lay.y0)}" width="{num(w)}" height="{num(h)}" '
           f'fill="{GRASS}"/>']
    # the half hexes printed at both ends of a short row take their row's ground
    for r in range(1, rows, 2):
        for c, near in ((-1, 1), (2 * cols - 1, 2 * cols - 3)):
            fill = BACKGROUND.get(kind(info.get((r, near), {})))
            if fill:
                out.append(_hex_fill(lay, (r, c), fill))
    everything = hexes.all_hexes(rows, cols)
    for at in everything:
        if at in info:
            out.append(ground(info[at], *lay.centre(at)))
    for at in everything:
        if at in info:
            u = units.get(at)
            owner = info[at].get("owner") or (u["side"] if u else None)
            up = owner is not None and owner == bottom
            out.append(obstacle(info[at], *lay.centre(at), up))
    grid = " ".join(_outline(lay, at) for at in everything)
    out.append(f'<path d="{grid}" fill="none" stroke="{GRID}" stroke-width="0.9" '
               f'stroke-opacity="0.7"/>')
    out.append("</g>")
    out.append(_sections(lay))
    out.append(_hex_names(lay, everything))
    out.append(_edge_names(lay))
    return "".join(out)


def pieces(view, lay):
    """What stands on the board, a patch each (pbem/games/layers.py): place names
    (below a unit when one stands there), the last roll's line of fire, units,
    objective medals and the ring round the last target."""
    info, units = _places(view, lay)
    everything = hexes.all_hexes(lay.rows, lay.cols)
    out = []
    for at, d in info.items():
        if d.get("label"):
            out.append(_label(lay, at, d["label"], at in units))
    out += _fire(view, lay, arrows=True)
    turn = view.get("turn") or {}
    ordered = {_name_hex(lay, n) for n in turn.get("ordered") or []}
    for at in everything:
        if at in units:
            x, y = lay.centre(at)
            out.append((around(x, y + 1, 27, 22),
                        f'<g class="unit" data-hex="{hexes.name(at, lay.rows, lay.cols)}">'
                        + unit(x, y + 1, units[at], ORDERED if at in ordered else None)
                        + "</g>"))
    for at in everything:
        objective = info.get(at, {}).get("objective")
        if objective:
            x, y = lay.centre(at)
            out.append((around(x + 24, y - 11, 10, 13), medal(x + 24, y - 13,
                                                              objective.get("side"))))
    out += _fire(view, lay, arrows=False)
    return out


def hits(lay):
    """Over everything, every hex once more, unpainted and letting clicks through:
    data-token names it as commands do (order G5, move G5-G6, battle G5 H7), for a web
    page that lets the player click the hexes a command can name. Draws nothing."""
    everything = hexes.all_hexes(lay.rows, lay.cols)
    out = ['<g fill="#fff" fill-opacity="0" pointer-events="none">']
    for at in everything:
        x, y = lay.centre(at)
        out.append(f'<use href="#m44-hex" x="{num(x)}" y="{num(y)}" fill-opacity="0" '
                   f'data-token="{hexes.name(at, lay.rows, lay.cols)}"/>')
    return "".join(out) + "</g>"


def _hex_fill(lay, at, fill):
    x, y = lay.centre(at)
    return f'<use href="#m44-hex" x="{num(x)}" y="{num(y)}" fill="{fill}"/>'


def _outline(lay, at):
    pts = corners(*lay.centre(at))
    return "M" + " ".join(f"{num(x)},{num(y)}" for x, y in pts) + "Z"


def _sections(lay):
    """The two dashed red lines, down the middle of the columns both sections share."""
    out = []
    for _, _, hi in hexes.SECTION_BOUNDS[:-1]:
        x = num(lay.col_x(hi))
        out.append(f'<path d="M{x},{num(lay.y0)} V{num(lay.board_bottom)}" '
                   f'stroke="{SECTION}" stroke-width="2.4" stroke-dasharray="9 5"/>')
    return "".join(out)


def _hex_names(lay, everything):
    """Every hex's name, small, under its top corner."""
    out = [f'<g font-size="7.5" font-family="{FONT}" fill="#3d4a2a" text-anchor="middle">']
    for at in everything:
        x, y = lay.centre(at)
        out.append(f'<text x="{num(x)}" y="{num(y - R + 12)}">'
                   f'{hexes.name(at, lay.rows, lay.cols)}</text>')
    return "".join(out) + "</g>"


def _edge_names(lay):
    """Letters above and below the board, numbers up both sides."""
    out = [f'<g font-family="{FONT}" text-anchor="middle" font-weight="bold">']
    top, bottom = lay.y0, lay.board_bottom
    for c in range(0, 2 * lay.cols - 1):
        long_row = c % 2 == 0
        if not long_row and c > 2 * lay.cols - 3:
            continue
        letter = chr(ord("A") + c // 2)
        x = num(lay.col_x(c))
        size, ink = (13, LONG_INK) if long_row else (11, SHORT_INK)
        near, far = (top - 7, bottom + 16) if long_row else (top - 20, bottom + 28)
        out.append(f'<text x="{x}" y="{num(near)}" font-size="{size}" fill="{ink}">'
                   f'{letter}</text><text x="{x}" y="{num(far)}" font-size="{size}" '
                   f'fill="{ink}">{letter}</text>')
    for r in range(lay.rows):
        n = lay.rows - r
        ink = LONG_INK if r % 2 == 0 else SHORT_INK
        y = num(lay.row_y(r) + 4.5)
        for x in (lay.x0 - 11, lay.x0 + lay.board_w + 11):
            out.append(f'<text x="{num(x)}" y="{y}" font-size="13" fill="{ink}">{n}</text>')
    return "".join(out) + "</g>"


def _label(lay, at, label, occupied):
    """A place name from the scenario, below the unit if one stands there; kept
    inside the board where its hex is on the edge."""
    x, y = lay.centre(at)
    lines = wrap(label, 14)[:3]
    half = max(len(line) for line in lines) * 3.2 + 2
    x = min(max(x, lay.x0 + half), lay.x0 + lay.board_w - half)
    y0 = y + R - 10 if occupied else y + 4 - 5.5 * (len(lines) - 1)
    wide = max(len(line) for line in lines) * 4.5 + 4       # bold letters and their halo
    return (box(x - wide, y0 - 12, x + wide, y0 + 11 * (len(lines) - 1) + 5),
            "".join(text(x, y0 + 11 * i, line, 10, "middle", "#1d1d1d", True, halo="#fffbe8")
                    for i, line in enumerate(lines)))


def _fire(view, lay, arrows):
    """The last roll, a patch per roll: a dashed line from the firing unit's hex to the
    target (ARROWS), then a ring round the target, drawn over the units."""
    out = []
    for roll in view.get("last_dice") or []:
        at = _name_hex(lay, roll.get("at") or "")
        if at is None:
            continue
        x2, y2 = lay.centre(at)
        src = _name_hex(lay, roll.get("from") or "")
        if arrows and src is not None and src != at:
            x1, y1 = lay.centre(src)
            dx, dy = x2 - x1, y2 - y1
            d = (dx * dx + dy * dy) ** 0.5
            ux, uy = dx / d, dy / d
            sx, sy, ex, ey = x1 + ux * 20, y1 + uy * 20, x2 - ux * (R - 4), y2 - uy * (R - 4)
            out.append((box(min(sx, ex), min(sy, ey), max(sx, ex), max(sy, ey), 12),
                        f'<path d="M{num(sx)},{num(sy)} L{num(ex)},{num(ey)}" stroke="{FIRE}" '
                        f'stroke-width="3" stroke-dasharray="7 4" stroke-opacity="0.85"/>'
                        f'<path d="M{num(ex + ux * 4)},{num(ey + uy * 4)} '
                        f'L{num(ex - ux * 9 - uy * 6)},{num(ey - uy * 9 + ux * 6)} '
                        f'L{num(ex - ux * 9 + uy * 6)},{num(ey - uy * 9 - ux * 6)} Z" '
                        f'fill="{FIRE}"/>'))
        if not arrows:
            out.append((around(x2, y2, R - 3, R - 3),
                        f'<circle cx="{num(x2)}" cy="{num(y2)}" r="{num(R - 5)}" fill="none" '
                        f'stroke="{FIRE}" stroke-width="2.5"/>'))
    return out

