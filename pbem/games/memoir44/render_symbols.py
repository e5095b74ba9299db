"""The pieces of the Memoir '44 picture as SVG snippets: text, the units' silhouettes,
badges, medals and the battle dice.

Anything drawn more than once is defined once in <defs> and placed with <use>, which
keeps a whole scenario's picture small; ids start with "m44-" because the web page
puts the SVG inline. Only presentation attributes are used (fill=, stroke=...): the
pages' Content-Security-Policy forbids <style> and style="".
"""
import math
import re
from html import escape

from pbem.language.speaking import N_

FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
# the colours of the box: green army for the Allies, blue-grey for the Axis
SIDE_FILL = {"Allies": "#5b7a2e", "Axis": "#5f7586"}
SIDE_EDGE = {"Allies": "#2d3d14", "Axis": "#27343f"}
SIDE_INK = "#f4f1e4"
GOLD, GOLD_EDGE = "#e2b42c", "#7d5d0c"
TYPES = ("infantry", "armor", "artillery")
#: the legend's word for each badge (English, said through speech's Voice)
BADGES = {"special": N_("Special Forces"), "resistance": N_("French Resistance"),
          "elite": N_("Elite unit")}


def num(v):
    """A coordinate as short as the picture needs (0.1 px)."""
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def text(x, y, s, size=10, anchor="start", fill="#222", bold=False, halo=None,
         extra=""):
    """A line of text at (X, Y); HALO paints a rim of that colour behind the letters."""
    attrs = [f'x="{num(x)}" y="{num(y)}" font-size="{num(size)}"',
             f'font-family="{FONT}" fill="{fill}"']
    if anchor != "start":
        attrs.append(f'text-anchor="{anchor}"')
    if bold:
        attrs.append('font-weight="bold"')
    if halo:
        attrs.append(f'stroke="{halo}" stroke-width="2.6" stroke-linejoin="round" '
                     f'paint-order="stroke"')
    return f'<text {" ".join(attrs)}{extra}>{escape(str(s))}</text>'


def use(ref, x, y, scale=None, **attrs):
    """Place the definition REF with its origin at (X, Y), optionally scaled."""
    more = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    if scale is None:
        return f'<use href="#m44-{ref}" x="{num(x)}" y="{num(y)}"{more}/>'
    return (f'<use href="#m44-{ref}" transform="translate({num(x)},{num(y)}) '
            f'scale({scale})"{more}/>')


def wrap(s, width):
    """S cut into lines of at most WIDTH characters: at spaces, a long word after its
    hyphens, a longer piece wherever it must."""
    pieces = []                     # (text, what joins it to the piece before)
    for word in str(s).split():
        parts = re.findall(r"[^-]*-|[^-]+", word) if len(word) > width else [word]
        pieces += [(p, " " if i == 0 else "") for i, p in enumerate(parts)]
    lines, line = [], ""
    for piece, glue in pieces:
        while len(piece) > width:
            if line:
                lines.append(line)
                line = ""
            lines.append(piece[:width])
            piece = piece[width:]
        joined = f"{line}{glue}{piece}" if line else piece
        if len(joined) > width:
            lines.append(line)
            line = piece
        else:
            line = joined
    return lines + ([line] if line else [])


# Each definition is drawn around (0, 0); a unit silhouette fits 24 x 16 and takes
# its colour from the <use> that places it (fill="currentColor" is not needed: the
# silhouettes leave fill unset, so the <use>'s fill= reaches them).
PIECES = {
    "infantry": (
        '<path d="M-5.6,-5 H5.6 V-6.2 H4.3 C4,-10.6 -4,-10.6 -4.3,-6.2 H-5.6 Z"/>'  # helmet
        '<circle cx="0" cy="-3.3" r="2.2"/>'                          # head
        '<path d="M-4.4,-0.4 H4.4 L3.1,5 H-3.1 Z"/>'                  # body
        '<path d="M-1.7,4.8 L-2.7,9.6 M1.7,4.8 L2.7,9.6" stroke-width="2.3" fill="none"/>'
        '<path d="M-5,6.6 L6,-9.4" stroke-width="1.4" fill="none"/>'),  # rifle
    "armor": (
        '<g><rect x="-11" y="1.5" width="22" height="6" rx="3"/>'    # tracks
        '<path d="M-9,1.5 L-7.5,-2.5 H8 L9.5,1.5 Z"/>'               # hull
        '<path d="M-5,-2.5 L-3.5,-6.5 H3 L4.5,-2.5 Z"/>'             # turret
        '<path d="M3,-4.8 H12" stroke-width="1.8" fill="none"/></g>'),  # gun
    "artillery": (
        '<g><path d="M-2,0 L11,-7" stroke-width="2.4" fill="none"/>'   # barrel
        '<path d="M-4,-3.5 L1,-6 L2.5,1 L-2.5,2.5 Z"/>'             # shield
        '<path d="M-2,3 L-11,7" stroke-width="2" fill="none"/>'      # trail
        '<circle cx="-1" cy="3.5" r="4" fill="none" stroke-width="1.8"/></g>'),  # wheel
}


def _star(r, inner=0.42, cx=0.0, cy=0.0):
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * inner
        pts.append(f"{num(cx + rr * math.cos(a))},{num(cy + rr * math.sin(a))}")
    return "M" + " L".join(pts) + " Z"


BADGE_DEFS = {
    # a gold star on a dark disc: the Rangers' and Commandos' badges are starred
    "special": (f'<circle r="7" fill="#1d2a3a" stroke="{GOLD}" stroke-width="1.2"/>'
                f'<path d="{_star(5.2)}" fill="{GOLD}"/>'),
    # the Cross of Lorraine of the FFI
    "resistance": ('<circle r="7" fill="#f4f1e4" stroke="#1f3f8f" stroke-width="1.2"/>'
                   '<path d="M0,-5.2 V5.2 M-2.6,-2.4 H2.6 M-3.6,0.6 H3.6" '
                   'stroke="#1f3f8f" stroke-width="1.5"/>'),
    # the Iron Cross the rulebook pictures for German elite units
    "elite": ('<circle r="7" fill="#f4f1e4" stroke="#111" stroke-width="1.2"/>'
              '<path d="M-1.1,-1.1 L-2.9,-5.6 H2.9 L1.1,-1.1 L5.6,-2.9 V2.9 L1.1,1.1 '
              'L2.9,5.6 H-2.9 L-1.1,1.1 L-5.6,2.9 V-2.9 Z" fill="#111"/>'),
}

# The objective medal: a gold disc with a star on a ribbon (its colour: whose it is)
MEDAL = (f'<path d="M-4.5,-3 L-6.5,9 L-3.2,7 L-1,9.5 L0,-2 M4.5,-3 L6.5,9 L3.2,7 L1,9.5 '
         f'L0,-2 Z" stroke="#3a2a0a" stroke-width="0.6"/>'
         f'<circle r="6.5" fill="{GOLD}" stroke="{GOLD_EDGE}" stroke-width="1"/>'
         f'<path d="{_star(4.2)}" fill="{GOLD_EDGE}"/>')

# The battle dice: a white die 20 px wide, the face's symbol on it
DIE = '<rect x="-10" y="-10" width="20" height="20" rx="3.5" fill="#fbfaf5" stroke="#555"/>'
FACE_DEFS = {
    "infantry": f'{DIE}<use href="#m44-piece-infantry" transform="scale(.8)" fill="#222" '
                'stroke="#222"/>',
    "armor": f'{DIE}<use href="#m44-piece-armor" transform="scale(.72)" fill="#222" '
             'stroke="#222"/>',
    "grenade": (f'{DIE}<ellipse cx="0" cy="1.8" rx="4.6" ry="5.6" fill="#2f3a22"/>'
                '<path d="M-4.2,0 H4.2 M-4.2,3.6 H4.2 M0,-3.8 V7.4" stroke="#8a9a70" '
                'stroke-width="0.8"/><rect x="-1.8" y="-6.6" width="3.6" height="3" '
                'fill="#555"/><path d="M1.8,-5.5 Q6,-6 5,-1.5" fill="none" stroke="#555" '
                'stroke-width="1.2"/><circle cx="-3" cy="-6.8" r="1.6" fill="none" '
                'stroke="#555" stroke-width="0.8"/>'),
    "star": f'{DIE}<path d="{_star(7.2)}" fill="#c62d2d" stroke="#6d1010" stroke-width="0.6"/>',
    "flag": (f'{DIE}<path d="M-4.5,7 V-7" stroke="#333" stroke-width="1.4"/>'
             '<path d="M-4,-7 H6 L3.5,-3.5 L6,0 H-4 Z" fill="#c62d2d" stroke="#6d1010" '
             'stroke-width="0.6"/>'),
}


def defs():
    """The <defs> every picture carries: pieces, badges, medal, dice faces."""
    out = [f'<g id="m44-piece-{t}">{PIECES[t]}</g>' for t in TYPES]
    out += [f'<g id="m44-badge-{b}">{d}</g>' for b, d in BADGE_DEFS.items()]
    out.append(f'<g id="m44-medal">{MEDAL}</g>')
    out += [f'<g id="m44-die-{f}">{d}</g>' for f, d in FACE_DEFS.items()]
    return "".join(out)


def piece(kind, x, y, side, scale=None):
    """A unit type's silhouette in SIDE's colour (or dark ink when SIDE is None)."""
    ink = SIDE_FILL.get(side, "#333")
    return use(f"piece-{kind}", x, y, scale, fill=ink, stroke=ink)


def medal(x, y, side=None, scale=None):
    """An objective medal; its ribbon in the colour of the side it counts for."""
    return use("medal", x, y, scale, fill=SIDE_FILL.get(side, "#b22222"))


def unit(x, y, u, ring=None):
    """A unit counter centred at (X, Y): its silhouette, pips for its figures (hollow
    for the lost ones), the number of figures as the rulebook prints it (bottom right)
    and its badge (top left). RING outlines it (an ordered unit)."""
    side, n, top = u["side"], u["figures"], max(u.get("max") or u["figures"], u["figures"])
    fill, edge = SIDE_FILL.get(side, "#777"), SIDE_EDGE.get(side, "#222")
    out = []
    if ring:
        out.append(f'<rect x="{num(x - 25)}" y="{num(y - 18)}" width="50" height="38" '
                   f'rx="6" fill="none" stroke="{ring}" stroke-width="3"/>')
    out.append(f'<rect x="{num(x - 22)}" y="{num(y - 15)}" width="44" height="32" rx="4" '
               f'fill="{fill}" stroke="{edge}" stroke-width="1.4"/>')
    out.append(use(f"piece-{u['type']}", x - 7, y - 3, fill=SIDE_INK, stroke=SIDE_INK))
    for i in range(top):
        px = x - 7 - (top - 1) * 2.8 + i * 5.6
        full = i < n
        out.append(f'<circle cx="{num(px)}" cy="{num(y + 11.5)}" r="2" '
                   f'fill="{SIDE_INK if full else "none"}" stroke="{SIDE_INK}" '
                   f'stroke-width="0.8"/>')
    out.append(text(x + 15, y + 7, n, 15, "middle", SIDE_INK, True))
    if u.get("badge"):
        out.append(use(f"badge-{u['badge']}", x - 21, y - 14))
    return "".join(out)


def die(face, x, y):
    return use(f"die-{face}", x, y)
