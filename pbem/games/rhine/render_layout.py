"""Where everything sits on the Race to the Rhine picture.

The areas stand on their real coordinates (an equirectangular projection), pushed apart
a little where towns crowd so that every oval keeps room for its name and markers; any
other real place (the coast, the Rhine) is moved like the areas around it. Arrows that
would still cross a third area bow around it. This depends on the map data only, so it
is computed once per process (layout()).
"""
import functools
import math

from .board import RHINE

W = 1000                   # picture width
TOP = 34                   # title band
MARGIN = (40, 70, 26, 30)  # map margin: left, right, top, bottom (room for labels)
RX, RY = 16, 10            # an area's oval
FOOT = (64, 42)            # room one area needs (oval, name below, symbols above)
ARROW_ROOM = 22            # how far an arrow passes from a third area's centre
COS = math.cos(math.radians(49.8))
PANEL_H = 216              # the tracks and players under the map

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


def _toward(p, q, pad=2.0):
    """Where the line from oval centre P towards Q leaves the oval (plus PAD)."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    t = 1 / math.hypot(ux / RX, uy / RY) + pad
    return (p[0] + ux * t, p[1] + uy * t)


def icon_places(n, x, y):
    """Where the N symbols printed on the area at (X, Y) go: in a row above its oval."""
    step = 11
    x0 = x - (n - 1) * step / 2
    return [(x0 + i * step, y - RY - 6) for i in range(n)]


def river_points(lay):
    """The Rhine through LAY: real above Mainz and below Arnhem, on the Allied side of
    each victory area between them."""
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
