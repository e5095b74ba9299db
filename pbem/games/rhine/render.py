"""Boards drawn from a view (never from the state, so nothing hidden can leak).

render_text() is the compact summary for the CLI, mail and forum posts. render_svg()
draws the board for the web page and the PNG in mails: the areas on their real
coordinates (an equirectangular projection, then pushed apart a little where towns
crowd, so that every oval keeps room for its name and markers), the coast and the Rhine
bent the same way, the arrows in their colours, then what the view holds: markers,
corps, supplies, trucks, airborne units, and a panel with the tracks and the players.

The board itself (layout, sea, river, arrows, areas, symbols, legend) depends on the map
data only, so it is built once per process; each call adds the dynamic layers.
"""
import functools
import math
from html import escape

from .board import RHINE, SUPPLIES

FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
INK = {"R": "#c62828", "W": "#f6f3ea", "B": "#1f5fbf", "K": "#1c1c1c"}
EDGE = {"R": "#6d1010", "W": "#3b3b3b", "B": "#0b2f6b", "K": "#000000"}
ON = {"R": "#ffffff", "W": "#111111", "B": "#ffffff", "K": "#ffffff"}
NAMES = {"R": "red", "W": "white", "B": "blue", "K": "black"}
LAND, SEA, COAST, RIVER = "#ece4cc", "#c4dcee", "#7fa7c6", "#5d9bd1"
SHORT = {"gas": "G", "ammo": "A", "food": "F"}
DECKS = {"R": "Monty's deck", "W": "Brad's deck", "B": "Patton's deck", "P": "common deck",
         "X": "Axis deck"}
STEP_HELP = {
    "idle": "waiting to start", "action": "choose an action", "transport": "place trucks",
    "go": "move on or stop", "black_market": "answer the Black market",
    "starving": "feed the Starving civilians or decline",
    "overflow": "return pieces over capacity",
    "axis": "place an Axis marker or counter-attack", "done": "turn over", "over": "game over",
}

# -- text --------------------------------------------------------------------------------------


def _supplies(d):
    return " ".join(f"{d.get(k, 0)}{SHORT[k]}" for k in SUPPLIES)


def headline(view):
    out = view.get("outcome")
    if out:
        won = out["winners"]
        text = (f"Game over: {' and '.join(won)} win{'s' if len(won) == 1 else ''} "
                f"({out['reason']})")
        if out.get("scores"):
            text += "; medals " + ", ".join(f"{r} {n}" for r, n in out["scores"].items())
        return text
    t = view["turn"]
    if not t["role"]:
        return "Waiting to start"
    text = (f"Round {view['round']}, turn {t['number']}: {t['role']} to "
            f"{STEP_HELP.get(t['step'], t['step'])}")
    if t["step"] == "action" and t.get("allowance") is not None:
        text += f" (action {min(t['actions'] + 1, t['allowance'])} of {t['allowance']})"
    if t.get("move"):
        m = t["move"]
        text += f"; {m['corps']} moving {'-'.join(m['path'])}"
        if m.get("card"):
            text += f", card: {m['card']['name']}"
    if view.get("final_round"):
        text += " - final round"
    return text


def _controlled(view):
    """Area -> colour for every controlled area: placed markers and the imprinted ones."""
    owner = {a.name: next(iter(a.colours)) for a in RHINE.areas.values() if a.start_front}
    owner.update(view["control"])
    return owner


def render_text(view):
    lines = [f"{view['title']} - {headline(view)}"]
    w = view.get("weather")
    lines.append(f"Order: {' > '.join(view['order'])}"
                 + (f"; weather: {w}" if w else "")
                 + f"; Axis markers left {view['axis_pool']}; medals left {view['medal_pool']}")
    lines.append(f"Allied Stock {_supplies(view['stock'])}; pool {_supplies(view['pool'])}; "
                 f"trucks in stock {view['trucks']['stock']} (reserve {view['trucks']['reserve']})")
    lines.append("Decks: " + ", ".join(f"{d} {n} (discards {view['discards'].get(d, 0)})"
                                       for d, n in view["decks"].items()))
    owner = _controlled(view)
    turn_role = None if view.get("outcome") else view["turn"]["role"]
    for r, p in view["players"].items():
        c = p["colour"]
        you = " (you)" if r == view.get("you") else ""
        extras = []
        if p["air_support"]:
            extras.append(f"air support on {DECKS.get(p['air_support'], p['air_support'])}")
        if p["commander_up"]:
            extras.append("commander card up")
        lines.append("")
        lines.append(f"{'>' if r == turn_role else ' '} {r} ({NAMES[c]}){you}: level {p['level']}, "
                     f"trucks {p['trucks']}, medals {p['medals']}, won {len(p['won'])} "
                     f"({sum(x['ammo'] for x in p['won'])} ammo symbols), kept {p['kept_count']}"
                     + "".join(f", {e}" for e in extras))
        for cid, k in view["corps"].items():
            if RHINE.corps[cid].colour == c:
                lines.append(f"    {cid:<7} {k['area']:<16} {_supplies(k)}"
                             + (" grounded" if k["grounded"] else ""))
        mine = sorted(a for a, o in owner.items() if o == c)
        lines.append(f"    controls {len(mine)}: {', '.join(mine)}")
        if p["medal_areas"]:
            lines.append(f"    medals for: {', '.join(p['medal_areas'])}")
        if p.get("kept"):
            lines.append(f"    kept: {', '.join(x['name'] for x in p['kept'])}")
        for d, card in (p.get("peeks") or {}).items():
            lines.append(f"    peeked at {DECKS.get(d, d)}: {card['name']}")
    lines.append("")
    if view["areas"]:
        lines.append("Supplies on areas: " + "; ".join(
            f"{a} {_supplies(s)}" for a, s in sorted(view["areas"].items())))
    if view["arrows"]:
        lines.append("Trucks: " + "; ".join(f"{k.replace('|', '-')} ({r})"
                                            for k, r in sorted(view["arrows"].items())))
    if view["axis"]:
        lines.append(f"Axis markers ({len(view['axis'])}): {', '.join(sorted(view['axis']))}")
    if view["airborne"]:
        lines.append("Airborne: " + ", ".join(f"{u['area']} ({u['owner']}"
                                              + ("" if u["up"] else ", aged") + ")"
                                              for u in view["airborne"]))
    if view.get("antwerpen_base"):
        lines.append("Antwerpen is Monty's Army supply base")
    return "\n".join(lines) + "\n"


# -- layout ------------------------------------------------------------------------------------
W = 1000                   # picture width
TOP = 34                   # title band
MARGIN = (40, 70, 26, 30)  # map margin: left, right, top, bottom (room for labels)
RX, RY = 16, 10            # an area's oval
FOOT = (64, 42)            # room one area needs (oval, name below, symbols above)
ARROW_ROOM = 22            # how far an arrow passes from a third area's centre
COS = math.cos(math.radians(49.8))
PANEL_H = 216              # the tracks and players under the map


class Layout:
    """Where each area sits on the picture, and warp(lat, lon) for any other place."""

    def __init__(self):
        names = list(RHINE.areas)
        self.lon0 = min(a.lon for a in RHINE.areas.values())
        self.lat1 = max(a.lat for a in RHINE.areas.values())
        orig = {n: self._proj(RHINE.areas[n].lat, RHINE.areas[n].lon) for n in names}
        pos = _relax(orig)
        self.orig, self.shift = orig, {n: (pos[n][0] - orig[n][0], pos[n][1] - orig[n][1])
                                       for n in names}
        xs, ys = [p[0] for p in pos.values()], [p[1] for p in pos.values()]
        self.x0, self.y0 = min(xs), min(ys)
        self.f = (W - MARGIN[0] - MARGIN[1]) / (max(xs) - self.x0)
        self.pos = {n: self._fit(*pos[n]) for n in names}
        self.bottom = TOP + MARGIN[2] + (max(ys) - self.y0) * self.f + MARGIN[3]
        self.bends = {}    # arrows that would still cross a third area bow around it
        for x in RHINE.arrows:
            a, b = self.pos[x.a], self.pos[x.b]
            hits = [(_off_segment(self.pos[c], a, b), c) for c in names if c not in (x.a, x.b)]
            (d, (nx, ny)), c = min(hits, key=lambda h: h[0][0])
            if d < ARROW_ROOM - 3:
                h = (ARROW_ROOM + 6 - d) * 2
                self.bends[frozenset((x.a, x.b))] = ((a[0] + b[0]) / 2 - nx * h,
                                                     (a[1] + b[1]) / 2 - ny * h)

    def arrow(self, a, b):
        """Start, control point and end of the arrow drawn between areas A and B."""
        p, q = self.pos[a], self.pos[b]
        ctrl = self.bends.get(frozenset((a, b)))
        s = _toward(p, ctrl or q)
        e = _toward(q, ctrl or p)
        return s, ctrl or ((s[0] + e[0]) / 2, (s[1] + e[1]) / 2), e

    def arrow_mid(self, a, b):
        s, c, e = self.arrow(a, b)
        return ((s[0] + 2 * c[0] + e[0]) / 4, (s[1] + 2 * c[1] + e[1]) / 4)

    def _proj(self, lat, lon):
        return ((lon - self.lon0) * COS * 176, (self.lat1 - lat) * 176)

    def _fit(self, x, y):
        return (MARGIN[0] + (x - self.x0) * self.f, TOP + MARGIN[2] + (y - self.y0) * self.f)

    def warp(self, lat, lon):
        """A real place moved like the areas around it (inverse-distance weighted)."""
        x, y = self._proj(lat, lon)
        def gap(n):
            return (self.orig[n][0] - x) ** 2 + (self.orig[n][1] - y) ** 2
        near = sorted(self.orig, key=gap)[:4]
        ws = [1 / (gap(n) + 25) for n in near]
        dx = sum(w * self.shift[n][0] for w, n in zip(ws, near)) / sum(ws)
        dy = sum(w * self.shift[n][1] for w, n in zip(ws, near)) / sum(ws)
        return self._fit(x + dx, y + dy)


def _relax(orig, rounds=300, pull=0.02):
    """Push areas apart until each has FOOT of room, and off the arrows that pass them by
    (an arrow drawn through a third area would look like two), with a spring back to the
    real place."""
    names = list(orig)
    fw, fh = FOOT
    p = {n: list(orig[n]) for n in names}
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]
             if math.hypot((orig[a][0] - orig[b][0]) / fw, (orig[a][1] - orig[b][1]) / fh) < 2.5]
    passing = [(x.a, x.b, c) for x in RHINE.arrows for c in names if c not in (x.a, x.b)
               and _off_segment(orig[c], orig[x.a], orig[x.b])[0] < 3 * ARROW_ROOM]
    for _ in range(rounds):
        for a, b in pairs:
            dx, dy = p[b][0] - p[a][0], p[b][1] - p[a][1]
            r = math.hypot(dx / fw, dy / fh)
            if r < 1:
                if r < 1e-6:
                    dx, dy, r = 1.0, 0.0, 1 / fw
                f = (1 - r) / r / 4
                p[a][0] -= dx * f
                p[a][1] -= dy * f
                p[b][0] += dx * f
                p[b][1] += dy * f
        for a, b, c in passing:
            d, (nx, ny) = _off_segment(p[c], p[a], p[b])
            if d < ARROW_ROOM:
                push = (ARROW_ROOM - d) / 3
                p[c][0] += nx * push
                p[c][1] += ny * push
                for e in (a, b):
                    p[e][0] -= nx * push / 2
                    p[e][1] -= ny * push / 2
        for n in names:
            p[n][0] += (orig[n][0] - p[n][0]) * pull
            p[n][1] += (orig[n][1] - p[n][1]) * pull
    return p


def _off_segment(c, a, b):
    """Distance from C to the segment AB (inf beyond its ends), and the unit normal
    pointing from the segment to C."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((c[0] - a[0]) * dx + (c[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)
    if not 0.05 < t < 0.95:
        return math.inf, (0.0, 0.0)
    qx, qy = c[0] - (a[0] + t * dx), c[1] - (a[1] + t * dy)
    d = math.hypot(qx, qy)
    if d < 1e-6:
        return 0.0, (-dy / math.hypot(dx, dy), dx / math.hypot(dx, dy))
    return d, (qx / d, qy / d)


@functools.cache
def layout():
    return Layout()


# -- drawing helpers ---------------------------------------------------------------------------


def _f(v):
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _text(x, y, s, size=10, anchor="start", fill="#222", weight="normal", halo=None,
          extra=""):
    h = (f' stroke="{halo}" stroke-width="2.4" stroke-linejoin="round" paint-order="stroke"'
         if halo else "")
    w = f' font-weight="{weight}"' if weight != "normal" else ""
    return (f'<text x="{_f(x)}" y="{_f(y)}" font-size="{size}" font-family="{FONT}" '
            f'text-anchor="{anchor}" fill="{fill}"{w}{h}{extra}>{escape(str(s))}</text>')


def _path(points):
    return "M" + " L".join(f"{_f(x)},{_f(y)}" for x, y in points)


def _smooth(points):
    """A Catmull-Rom curve through POINTS, as an SVG path of cubic Beziers."""
    d = f"M{_f(points[0][0])},{_f(points[0][1])}"
    for i in range(len(points) - 1):
        p0, p1 = points[max(i - 1, 0)], points[i]
        p2, p3 = points[i + 1], points[min(i + 2, len(points) - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += (f" C{_f(c1[0])},{_f(c1[1])} {_f(c2[0])},{_f(c2[1])} "
              f"{_f(p2[0])},{_f(p2[1])}")
    return d


def _star(x, y, r, fill, stroke, extra=""):
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    return f'<path d="{_path(pts)} Z" fill="{fill}" stroke="{stroke}" stroke-width="0.9"{extra}/>'


def _cross(x, y, s):
    """An Axis marker: a black square with a white-edged cross."""
    h = s / 2
    return (f'<rect x="{_f(x - h)}" y="{_f(y - h)}" width="{_f(s)}" height="{_f(s)}" '
            f'fill="#1a1a1a" stroke="#888" stroke-width="0.6"/>'
            f'<path d="M{_f(x)},{_f(y - h + 1.5)} V{_f(y + h - 1.5)} M{_f(x - h + 1.5)},{_f(y)} '
            f'H{_f(x + h - 1.5)}" stroke="#fff" stroke-width="1.6"/>')


def _marker(x, y, colour, s=8):
    h = s / 2
    return (f'<rect x="{_f(x - h)}" y="{_f(y - h)}" width="{s}" height="{s}" rx="1" '
            f'fill="{INK[colour]}" stroke="{EDGE[colour]}" stroke-width="1"/>')


def _oval(x, y, colours, rx=RX, ry=RY):
    cols = [c for c in "RWBK" if c in colours]
    if len(cols) == 1:
        c = cols[0]
        stroke, width = ("#d4a017", 1.8) if c == "K" else (EDGE[c], 1.1)
        return (f'<ellipse cx="{_f(x)}" cy="{_f(y)}" rx="{rx}" ry="{ry}" fill="{INK[c]}" '
                f'stroke="{stroke}" stroke-width="{width}"/>')
    left, right = cols
    top, bot = f"{_f(x)},{_f(y - ry)}", f"{_f(x)},{_f(y + ry)}"
    return (f'<path d="M{top} A{rx},{ry} 0 0 0 {bot} Z" fill="{INK[left]}"/>'
            f'<path d="M{top} A{rx},{ry} 0 0 1 {bot} Z" fill="{INK[right]}"/>'
            f'<ellipse cx="{_f(x)}" cy="{_f(y)}" rx="{rx}" ry="{ry}" fill="none" '
            f'stroke="#333" stroke-width="1.1"/>'
            f'<line x1="{_f(x)}" y1="{_f(y - ry)}" x2="{_f(x)}" y2="{_f(y + ry)}" '
            f'stroke="#333" stroke-width="0.6"/>')


# symbols: each draws itself centred on (x, y) in about 10x10 px
def _sym_flag(x, y):
    return (f'<path d="M{_f(x - 3.5)},{_f(y + 5)} V{_f(y - 5)}" stroke="#222" stroke-width="1.1"/>'
            f'<path d="M{_f(x - 3)},{_f(y - 5)} H{_f(x + 4.5)} L{_f(x + 3)},{_f(y - 2.5)} '
            f'L{_f(x + 4.5)},{_f(y)} H{_f(x - 3)} Z" fill="#1a1a1a"/>'
            f'<path d="M{_f(x + 0.7)},{_f(y - 4)} V{_f(y - 1)} M{_f(x - 0.8)},{_f(y - 2.5)} '
            f'H{_f(x + 2.2)}" stroke="#fff" stroke-width="0.9"/>')


def _sym_fort(x, y):
    d = (f"M{_f(x - 5)},{_f(y + 4.5)} V{_f(y - 4)} H{_f(x - 3)} V{_f(y - 2)} H{_f(x - 1)} "
         f"V{_f(y - 4)} H{_f(x + 1)} V{_f(y - 2)} H{_f(x + 3)} V{_f(y - 4)} H{_f(x + 5)} "
         f"V{_f(y + 4.5)} Z")
    return f'<path d="{d}" fill="#8a8a8a" stroke="#333" stroke-width="0.8"/>'


def _sym_medal(x, y):
    return (f'<path d="M{_f(x - 3)},{_f(y - 5.5)} L{_f(x)},{_f(y - 1)} L{_f(x + 3)},{_f(y - 5.5)}" '
            f'stroke="#b22222" stroke-width="2" fill="none"/>'
            f'<circle cx="{_f(x)}" cy="{_f(y + 1.5)}" r="3.6" fill="#e8b923" stroke="#7a5c00" '
            f'stroke-width="0.8"/>')


def _sym_base(x, y, colour, solid=True):
    if solid:
        return _star(x, y + 0.5, 6, INK[colour], "#000" if colour != "K" else "#d4a017")
    return _star(x, y + 0.5, 6, "#fff", INK[colour], ' stroke-dasharray="2 1"')


def _sym_limited(x, y, once=False, used=False):
    out = (f'<rect x="{_f(x - 4.5)}" y="{_f(y - 3.5)}" width="9" height="7.5" fill="#9c7a45" '
           f'stroke="#4a3518" stroke-width="0.8"/>'
           f'<path d="M{_f(x - 4.5)},{_f(y - 1)} H{_f(x + 4.5)}" stroke="#4a3518" '
           f'stroke-width="0.7"/>')
    if once:
        out += _text(x + 5.5, y + 3.5, "1x", 6.5, fill="#4a3518", weight="bold")
    if used:
        out += (f'<path d="M{_f(x - 6)},{_f(y - 5)} L{_f(x + 6)},{_f(y + 5)}" stroke="#b00" '
                f'stroke-width="1.4"/>')
    return out


def _sym_block(x, y):
    return (f'<rect x="{_f(x - 5)}" y="{_f(y - 4)}" width="10" height="8" fill="#fff" '
            f'stroke="#7a1010" stroke-width="0.8"/>'
            + _text(x, y + 2.8, "A", 7, "middle", "#7a1010", "bold"))


def _icons(view, a):
    """The symbols printed on area A, left to right: (key, drawer)."""
    out = []
    if a.flag:
        out.append(("flag", _sym_flag))
    if a.fortified:
        out.append(("fort", _sym_fort))
    if a.objective:
        out.append(("medal", _sym_medal))
    if a.army_base:
        moved = a.army_base == "R" and view.get("antwerpen_base")
        out.append(("base", lambda x, y, c=a.army_base, s=not moved: _sym_base(x, y, c, s)))
    if a.potential_army_base:
        now = bool(view.get("antwerpen_base"))
        out.append(("base", lambda x, y, c=a.potential_army_base: _sym_base(x, y, c, now)))
    if a.limited_base:
        used = a.once_per_game and view.get("ostende_used")
        out.append(("limited", lambda x, y, o=a.once_per_game, u=used: _sym_limited(x, y, o, u)))
    if a.antwerp_block:
        out.append(("block", _sym_block))
    return out


def _icon_places(n, x, y):
    step = 11
    x0 = x - (n - 1) * step / 2
    return [(x0 + i * step, y - RY - 6) for i in range(n)]


# -- the static board --------------------------------------------------------------------------
# A rough coast (real places, west to north-east); the sea lies north-west of it.
COASTLINE = [
    (49.30, -0.60), (49.36, 0.07), (49.42, 0.23), (49.46, 0.45), (49.485, 0.28),
    (49.51, 0.07), (49.70, 0.20), (49.77, 0.37), (49.87, 0.70), (49.94, 1.08),
    (50.06, 1.38), (50.18, 1.55), (50.20, 1.66), (50.26, 1.58), (50.42, 1.56),
    (50.73, 1.58), (50.87, 1.58), (50.96, 1.86), (51.05, 2.37), (51.15, 2.72),
    (51.24, 2.92), (51.33, 3.18), (51.38, 3.42), (51.41, 3.56), (51.37, 3.85),
    (51.35, 4.10), (51.30, 4.28), (51.38, 4.22), (51.42, 3.95), (51.43, 3.64),
    (51.47, 3.48), (51.57, 3.45), (51.66, 3.65), (51.76, 3.83), (51.86, 4.00),
    (51.98, 4.11), (52.12, 4.28), (52.40, 4.50),
]
# The Rhine above Mainz and below Arnhem (real places; between them the river is drawn
# on the Allied side of the victory areas, which the game puts across it).
RHINE_SOUTH = [(47.50, 7.60), (48.10, 7.72), (48.58, 7.80), (49.00, 8.33), (49.35, 8.45),
               (49.65, 8.39)]
RHINE_WEST = [(51.90, 5.45), (51.83, 5.05), (51.81, 4.70), (51.885, 4.45), (51.97, 4.12)]
VICTORY_CHAIN = ["Mainz", "Koblenz", "Bonn", "Köln", "Düsseldorf", "Duisburg", "Wesel", "Arnhem"]


def _river_points(lay):
    pts = [lay.warp(*p) for p in RHINE_SOUTH]
    for name in VICTORY_CHAIN:
        x, y = lay.pos[name]
        others = [lay.pos[n] for n in RHINE.neighbours[name] if not RHINE.areas[n].victory]
        mx = sum(p[0] for p in others) / len(others) - x
        my = sum(p[1] for p in others) / len(others) - y
        near = min(math.hypot(p[0] - x, p[1] - y) for p in others)
        d = math.hypot(mx, my) or 1
        k = max(RX + 8, min(32, near * 0.5)) / d
        pts.append((x + mx * k, y + my * k))
    return pts + [lay.warp(*p) for p in RHINE_WEST]


def _toward(p, q, pad=2.0):
    """Where the line from oval centre P towards Q leaves the oval (plus PAD)."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    t = 1 / math.hypot(ux / RX, uy / RY) + pad
    return (p[0] + ux * t, p[1] + uy * t)


def _curve(s, c, e, off=0.0):
    """The arrow's path, shifted OFF px sideways (for the two lines of a double arrow)."""
    dx, dy = e[0] - s[0], e[1] - s[1]
    d = math.hypot(dx, dy) or 1
    ox, oy = -dy / d * off, dx / d * off
    return (f"M{_f(s[0] + ox)},{_f(s[1] + oy)} Q{_f(c[0] + ox)},{_f(c[1] + oy)} "
            f"{_f(e[0] + ox)},{_f(e[1] + oy)}")


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


def _legend(x, y):
    rows = [
        (lambda cx, cy: _oval(cx, cy, "R", 7, 4.5) + _oval(cx + 16, cy, "W", 7, 4.5)
         + _oval(cx + 32, cy, "B", 7, 4.5), "Monty / Brad / Patton"),
        (lambda cx, cy: _oval(cx, cy, "RW", 7, 4.5) + _oval(cx + 16, cy, "K", 7, 4.5),
         "double / victory area"),
        (lambda cx, cy: _sym_flag(cx, cy) + _sym_fort(cx + 13, cy) + _sym_medal(cx + 26, cy),
         "flag / fortified / medal"),
        (lambda cx, cy: _sym_base(cx, cy, "R") + _sym_limited(cx + 14, cy)
         + _sym_block(cx + 27, cy), "Army / Limited base / [A]"),
        (lambda cx, cy: _marker(cx, cy, "R") + _marker(cx + 11, cy, "W") + _cross(cx + 23, cy, 9),
         "control / Axis marker"),
        (lambda cx, cy: _corps_block(cx + 10, cy, "XII", "B", False, 24),
         "corps (grey: grounded)"),
        (lambda cx, cy: _truck(cx + 4, cy, "R") + _para(cx + 20, cy, "W"), "truck / airborne"),
        (lambda cx, cy: _pill(cx - 4, cy, "2G 1A"), "supplies on area"),
    ]
    out = [f'<rect x="{x}" y="{y}" width="178" height="{len(rows) * 16 + 12}" rx="5" '
           f'fill="#fffdf5" fill-opacity="0.85" stroke="#8aa" stroke-width="0.8"/>']
    for i, (draw, label) in enumerate(rows):
        cy = y + 14 + i * 16
        out.append(draw(x + 12, cy))
        out.append(_text(x + 58, cy + 3.5, label, 8.5, fill="#333"))
    return "".join(out)


@functools.cache
def _board(antwerpen_base, ostende_used):
    """The printed board: sea, river, arrows, areas with names and symbols, legend."""
    lay = layout()
    view = {"antwerpen_base": antwerpen_base, "ostende_used": ostende_used}
    h = lay.bottom
    sea = [lay.warp(*p) for p in COASTLINE]
    out = [f'<clipPath id="rhine-map"><rect x="0" y="{TOP}" width="{W}" height="{_f(h - TOP)}"/>'
           f'</clipPath><g clip-path="url(#rhine-map)">',
           f'<rect x="0" y="{TOP}" width="{W}" height="{_f(h - TOP)}" fill="{LAND}"/>',
           f'<path d="{_smooth(sea)} L{_f(sea[-1][0])},0 L-5,0 L-5,{_f(sea[0][1])} Z" '
           f'fill="{SEA}" stroke="{COAST}" stroke-width="1.2"/>',
           _text(250, TOP + 95, "North Sea", 13, "middle", "#6b93b5", extra=' font-style="italic"'),
           _text(80, TOP + 330, "Channel", 11, "middle", "#6b93b5", extra=' font-style="italic"')]
    river = _smooth(_river_points(lay))
    out.append(f'<path d="{river}" fill="none" stroke="#e7f1fa" stroke-width="9" '
               f'stroke-linecap="round" stroke-linejoin="round"/>'
               f'<path d="{river}" fill="none" stroke="{RIVER}" stroke-width="4.5" '
               f'stroke-linecap="round" stroke-linejoin="round" class="rhine"/>')
    mx, my = lay.warp(50.12, 7.76)
    out.append(_text(mx + 10, my, "Rhein", 11, "start", "#2f6ea8", "bold",
                     extra=' font-style="italic"'))
    out += [_arrow(arrow, lay) for arrow in RHINE.arrows]
    for a in RHINE.areas.values():
        x, y = lay.pos[a.name]
        out.append(f'<g class="area" data-area="{escape(a.name)}"><title>{escape(a.name)}</title>'
                   f'{_oval(x, y, a.colours)}</g>')
        icons = _icons(view, a)
        for (_, draw), (ix, iy) in zip(icons, _icon_places(len(icons), x, y)):
            out.append(draw(ix, iy))
        if a.victory:   # east of the river there is room: the name goes right
            out.append(_text(x + RX + 3, y + 3.5, a.name, 9.5, "start", "#000", "bold",
                             halo=LAND, extra=' class="name"'))
        else:
            out.append(_text(x, y + RY + 9, a.name, 8.5, "middle", "#111", halo=LAND,
                             extra=' font-stretch="condensed" class="name"'))
    out.append(_legend(8, TOP + 8))
    return "".join(out) + "</g>"


# -- dynamic pieces ----------------------------------------------------------------------------


def _block_width(cid):
    return max(24, round(5.4 * len(cid) + 9))


def _corps_block(x, y, cid, colour, grounded, w=None):
    w = w or _block_width(cid)
    h = 13
    if grounded:
        box = (f'<rect x="{_f(x - w / 2)}" y="{_f(y - h / 2)}" width="{w}" height="{h}" rx="2" '
               f'fill="#6b6b6b" stroke="{INK[colour] if colour != "W" else "#fff"}" '
               f'stroke-width="1.6" stroke-dasharray="3 1.5"/>')
        ink = "#f0f0f0"
    else:
        box = (f'<rect x="{_f(x - w / 2 + 1.2)}" y="{_f(y - h / 2 + 1.2)}" width="{w}" '
               f'height="{h}" rx="2" fill="#000" fill-opacity="0.35"/>'
               f'<rect x="{_f(x - w / 2)}" y="{_f(y - h / 2)}" width="{w}" height="{h}" rx="2" '
               f'fill="{INK[colour]}" stroke="{EDGE[colour]}" stroke-width="1.2"/>')
        ink = ON[colour]
    return (f'<g>{box}'
            + _text(x, y + 3.3, cid, 8.5, "middle", ink, "bold",
                    extra=' font-stretch="condensed"'
                    + (' font-style="italic"' if grounded else ""))
            + "</g>")


def _pill(x, y, text):
    w = 4.6 * len(text) + 4
    return (f'<rect x="{_f(x)}" y="{_f(y - 5.5)}" width="{_f(w)}" height="10" rx="3" '
            f'fill="#fffbe6" stroke="#8a6d2b" stroke-width="0.7"/>'
            + _text(x + w / 2, y + 2, text, 7.5, "middle", "#4a3518", "bold",
                    extra=' font-stretch="condensed"'))


def _truck(x, y, colour):
    return (f'<g><rect x="{_f(x - 6)}" y="{_f(y - 4)}" width="8" height="6" '
            f'fill="{INK[colour]}" stroke="#111" stroke-width="0.8"/>'
            f'<rect x="{_f(x + 2)}" y="{_f(y - 2)}" width="4" height="4" fill="{INK[colour]}" '
            f'stroke="#111" stroke-width="0.8"/>'
            f'<circle cx="{_f(x - 3.5)}" cy="{_f(y + 2.6)}" r="1.5" fill="#111"/>'
            f'<circle cx="{_f(x + 3.5)}" cy="{_f(y + 2.6)}" r="1.5" fill="#111"/></g>')


def _para(x, y, colour, up=True):
    op = "1" if up else "0.45"
    return (f'<g opacity="{op}"><path d="M{_f(x - 6)},{_f(y - 1)} '
            f'A6,6 0 0 1 {_f(x + 6)},{_f(y - 1)} Z" fill="{INK[colour]}" stroke="#111" '
            f'stroke-width="0.8"/><path d="M{_f(x - 6)},{_f(y - 1)} L{_f(x)},{_f(y + 6)} '
            f'L{_f(x + 6)},{_f(y - 1)} M{_f(x)},{_f(y - 1)} V{_f(y + 6)}" stroke="#111" '
            f'stroke-width="0.6" fill="none"/><circle cx="{_f(x)}" cy="{_f(y + 6.5)}" r="1.4" '
            f'fill="#111"/></g>')


def _pieces(view):
    lay = layout()
    colour_of = {r: p["colour"] for r, p in view["players"].items()}
    out = []
    move = view["turn"].get("move") if not view.get("outcome") else None
    if move and len(move["path"]) > 1:
        c = RHINE.corps[move["corps"]].colour
        pts = [lay.pos[a] for a in move["path"] if a in lay.pos]
        out.append(f'<path d="{_path(pts)}" fill="none" stroke="#ffd54a" stroke-width="9" '
                   f'stroke-opacity="0.75" stroke-linecap="round" stroke-linejoin="round"/>'
                   f'<path d="{_path(pts)}" fill="none" stroke="{EDGE[c]}" stroke-width="1.5" '
                   f'stroke-dasharray="5 3"/>')
    for key, role in view["arrows"].items():
        a, b = key.split("|")
        if a in lay.pos and b in lay.pos:
            out.append(f'<g class="truck" data-arrow="{escape(key)}">'
                       + _truck(*lay.arrow_mid(a, b), colour_of.get(role, "K")) + "</g>")
    for r, p in view["players"].items():
        for name in p["medal_areas"]:
            a = RHINE.areas.get(name)
            if not a:
                continue
            icons = _icons(view, a)
            for (key, _), (ix, iy) in zip(icons, _icon_places(len(icons), *lay.pos[name])):
                if key == "medal":
                    out.append(f'<circle cx="{_f(ix)}" cy="{_f(iy + 1.5)}" r="5" fill="none" '
                               f'stroke="{EDGE[p["colour"]]}" stroke-width="1.6"/>')
    axis = set(view["axis"])
    # a wide corps block pushes the markers on its left and the supplies on its right
    half = {k["area"]: max(RX - 1, _block_width(cid) / 2 + 1) for cid, k in view["corps"].items()}
    for name, c in _controlled(view).items():
        if name in lay.pos and name not in axis:
            x, y = lay.pos[name]
            out.append(f'<g class="control" data-area="{escape(name)}" data-colour="{c}">'
                       + _marker(x - half.get(name, RX - 1) - 2, y, c) + "</g>")
    for name in sorted(axis):
        if name in lay.pos:
            x, y = lay.pos[name]
            out.append(f'<g class="axis" data-area="{escape(name)}">'
                       + _cross(x - half.get(name, RX - 1) - 2, y, 9.5) + "</g>")
    for name, s in view["areas"].items():
        if name in lay.pos and any(s.values()):
            x, y = lay.pos[name]
            text = "".join(f"{s[k]}{SHORT[k]}" for k in SUPPLIES if s.get(k))
            out.append(f'<g class="supplies" data-area="{escape(name)}">'
                       + _pill(x + half.get(name, RX - 2), y + 1, text) + "</g>")
    for u in view["airborne"]:
        if u["area"] in lay.pos:
            x, y = lay.pos[u["area"]]
            out.append(f'<g class="airborne" data-area="{escape(u["area"])}">'
                       + _para(x + RX + 1, y - RY - 1, colour_of.get(u["owner"], "K"), u["up"])
                       + "</g>")
    for cid, k in view["corps"].items():
        if k["area"] in lay.pos:
            x, y = lay.pos[k["area"]]
            down = ' data-grounded="1"' if k["grounded"] else ""
            out.append(f'<g class="corps" data-corps="{escape(cid)}" '
                       f'data-area="{escape(k["area"])}"{down}>'
                       + _corps_block(x, y, cid, RHINE.corps[cid].colour, k["grounded"]) + "</g>")
    return "".join(out)


# -- the panel ---------------------------------------------------------------------------------


def _weather(x, y, weather):
    if weather == "rain":
        return (f'<path d="M{_f(x - 8)},{_f(y + 2)} a4,4 0 0 1 3,-7 a5,5 0 0 1 9,0 '
                f'a4,4 0 0 1 4,7 Z" fill="#9aa7b4" stroke="#556" stroke-width="0.8"/>'
                + "".join(f'<path d="M{_f(x - 5 + 4 * i)},{_f(y + 5)} l-1.5,4" stroke="#3a6ea5" '
                          f'stroke-width="1.2"/>' for i in range(4)))
    rays = []
    for i in range(8):
        cx, cy = math.cos(i * math.pi / 4), math.sin(i * math.pi / 4)
        rays.append(f'<path d="M{_f(x + 6 * cx)},{_f(y + 6 * cy)} L{_f(x + 9 * cx)},'
                    f'{_f(y + 9 * cy)}" stroke="#e0a800" stroke-width="1.3"/>')
    rays = "".join(rays)
    return rays + f'<circle cx="{_f(x)}" cy="{_f(y)}" r="4.5" fill="#f5c518" stroke="#c08a00"/>'


def _plane(x, y, ink):
    return (f'<path d="M{_f(x - 6)},{_f(y)} H{_f(x + 6)} M{_f(x + 1)},{_f(y - 5)} V{_f(y + 5)} '
            f'M{_f(x - 5)},{_f(y - 3)} V{_f(y + 3)}" stroke="{ink}" stroke-width="1.6" '
            f'stroke-linecap="round"/>')


def _panel(view, y0):
    out = [f'<rect x="0" y="{_f(y0)}" width="{W}" height="{PANEL_H}" fill="#f7f4ec"/>',
           f'<line x1="0" y1="{_f(y0)}" x2="{W}" y2="{_f(y0)}" stroke="#998" stroke-width="1"/>']
    colour_of = {r: p["colour"] for r, p in view["players"].items()}
    turn_role = None if view.get("outcome") else view["turn"]["role"]
    # line 1: order, weather, stock, pool, trucks, markers, medals
    y = y0 + 20
    x = 12
    out.append(_text(x, y, "Turn order", 10, fill="#555"))
    x += 62
    for i, r in enumerate(view["order"]):
        c = colour_of.get(r, "K")
        cur = r == turn_role
        w = 7 * len(r) + 22
        out.append(f'<rect x="{x}" y="{_f(y - 11)}" width="{w}" height="15" rx="3" '
                   f'fill="{INK[c]}" stroke="{"#f0b400" if cur else EDGE[c]}" '
                   f'stroke-width="{2.2 if cur else 1}"/>')
        out.append(_text(x + w / 2, y, f"{i + 1}. {r}", 10, "middle", ON[c],
                         "bold" if cur else "normal"))
        x += w + 4
    x += 10
    if view["options"].get("weather") or view.get("weather"):
        out.append(_weather(x + 8, y - 4, view.get("weather") or "sun"))
        out.append(_text(x + 20, y, (view.get("weather") or "sun").capitalize(), 10))
        x += 60
    items = [("Allied Stock", _supplies(view["stock"])), ("pool", _supplies(view["pool"])),
             ("trucks: stock", view["trucks"]["stock"]), ("reserve", view["trucks"]["reserve"]),
             ("Axis markers", view["axis_pool"]), ("medals", view["medal_pool"]),
             ("airborne", view["airborne_track"])]
    for k, v in items:
        out.append(_text(x, y, k, 10, fill="#666", extra=' font-stretch="condensed"'))
        x += 5.3 * len(k) + 4
        out.append(_text(x, y, v, 10, fill="#111", weight="bold"))
        x += 6.4 * len(str(v)) + 14
    # line 2: decks with the air support markers on them
    y += 22
    x = 12
    out.append(_text(x, y, "Decks", 10, fill="#555"))
    x += 44
    air = {}
    for r, p in view["players"].items():
        if p["air_support"]:
            air.setdefault(p["air_support"], []).append((r, p["colour"]))
    for d, n in view["decks"].items():
        fill, edge, ink = ((INK[d], EDGE[d], ON[d]) if d in "RWB"
                           else ("#7a6446", "#3d3020", "#fff") if d == "P" else
                           (INK["K"], EDGE["K"], ON["K"]))
        out.append(f'<rect x="{x}" y="{_f(y - 12)}" width="14" height="17" rx="2" fill="{fill}" '
                   f'stroke="{edge}"/>')
        out.append(_text(x + 7, y + 1, d, 9, "middle", ink, "bold"))
        label = f"{DECKS.get(d, d)} {n}, discards {view['discards'].get(d, 0)}"
        out.append(_text(x + 18, y, label, 10))
        x += 18 + 5.6 * len(label) + 4
        for r, c in air.get(d, []):
            w = 6 * len(r) + 26
            out.append(f'<rect x="{_f(x)}" y="{_f(y - 11)}" width="{_f(w)}" height="14" rx="7" '
                       f'fill="{INK[c]}" stroke="{EDGE[c]}"/>'
                       + _plane(x + 9, y - 4, ON[c])
                       + _text(x + 17, y, f"{r}", 9, fill=ON[c], weight="bold"))
            x += w + 4
        x += 14
    # players: one column each
    owner = _controlled(view)
    cols = list(view["players"].items())
    cw = (W - 20) / max(len(cols), 1)
    for i, (r, p) in enumerate(cols):
        c = p["colour"]
        x = 10 + i * cw
        y = y0 + 56
        cur = r == turn_role
        out.append(f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(cw - 8)}" '
                   f'height="{PANEL_H - 64}" rx="5" '
                   f'fill="#fffdf7" stroke="{"#f0b400" if cur else "#bbb"}" '
                   f'stroke-width="{2.4 if cur else 1}"/>')
        out.append(f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(cw - 8)}" height="18" rx="5" '
                   f'fill="{INK[c]}" stroke="{EDGE[c]}"/>')
        you = " (you)" if r == view.get("you") else ""
        out.append(_text(x + 8, y + 13, f"{r}{you}", 11, fill=ON[c], weight="bold"))
        medals = f"medals {p['medals']}"
        out.append(_text(x + cw - 16, y + 13,
                         f"level {p['level']} \u00b7 trucks {p['trucks']} \u00b7 {medals}",
                         10, "end", ON[c]))
        yy = y + 32
        bits = [f"won {len(p['won'])} cards ({sum(x['ammo'] for x in p['won'])} ammo)",
                f"kept {p['kept_count']}", f"controls {sum(1 for o in owner.values() if o == c)}"]
        out.append(_text(x + 8, yy, ", ".join(bits), 9.5, fill="#333",
                         extra=' font-stretch="condensed"'))
        yy += 16
        for cid, k in view["corps"].items():
            if RHINE.corps[cid].colour != c:
                continue
            out.append(_corps_block(x + 24, yy - 3.5, cid, c, k["grounded"], 36))
            out.append(_text(x + 48, yy, k["area"], 10, weight="bold"))
            out.append(_text(x + 160, yy, _supplies(k) + ("  grounded" if k["grounded"] else ""),
                             10, fill="#333"))
            yy += 17
        notes = []
        if p["commander_up"] or p["air_support"]:
            notes.append(" \u00b7 ".join(
                (["commander card up"] if p["commander_up"] else [])
                + ([f"air support on {DECKS.get(p['air_support'], p['air_support'])}"]
                   if p["air_support"] else [])))
        if p.get("kept"):
            notes.append("kept: " + ", ".join(k["name"] for k in p["kept"]))
        for d, card in (p.get("peeks") or {}).items():
            notes.append(f"peeked at {DECKS.get(d, d)}: {card['name']}")
        if p["medal_areas"]:
            notes.append("medals for " + ", ".join(p["medal_areas"]))
        for note in notes:
            out.append(_text(x + 8, yy, note, 9, fill="#555", extra=' font-stretch="condensed"'))
            yy += 12.5
    return "".join(out)


def render_svg(view):
    lay = layout()
    y0 = lay.bottom
    height = int(y0 + PANEL_H)
    title = f"{view['title']}  \u2014  {headline(view)}"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{height}" '
           f'viewBox="0 0 {W} {height}">',
           f'<rect x="0" y="0" width="{W}" height="{TOP}" fill="#2b2b2b"/>',
           _text(12, 22, title, 14, fill="#fff", weight="bold"),
           _board(bool(view.get("antwerpen_base")), bool(view.get("ostende_used"))),
           _pieces(view), _panel(view, y0), "</svg>"]
    return "".join(out)
