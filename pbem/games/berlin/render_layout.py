"""Where each area's card stands on the picture: the map's centres scaled up and pushed
apart, Berlin's inset, and the lines of the borders bowed round the cards."""
import functools
import math

from . import board
from .render_symbols import BAR_HALF, CH, CW, GAP, MARGIN, PANEL_H, SX, SY, TOP, num


# ---------------------------------------------------------------- layout

#: Berlin's inset (R 4.5): its five sub-areas and the two areas that touch them all, 31
#: west and 32 east, round a ring, so that every one of their twenty borders is a straight
#: line that passes no third card: B1 on top, the eastern pair (B2, B3) right, the western
#: pair (B4, B5) left; offsets from the mean of their places on the drawing
GROUP = {"B1": (0, -150), "B4": (-118, -110), "B2": (118, -110), "B5": (-100, 112),
         "B3": (100, 112), "31": (-236, 0), "32": (236, 0)}


def _inside(p, c, pad=0.0):
    return abs(p[0] - c[0]) < CW / 2 + pad and abs(p[1] - c[1]) < CH / 2 + pad


def _push(p, half):
    """One round of pushing apart every two boxes closer than GAP; whether any was."""
    names, moved = list(p), False
    for j, a in enumerate(names):
        for b in names[j + 1:]:
            dx, dy = p[b][0] - p[a][0], p[b][1] - p[a][1]
            ox = half[a][0] + half[b][0] + GAP - abs(dx)
            oy = half[a][1] + half[b][1] + GAP - abs(dy)
            if ox <= 0 or oy <= 0:
                continue
            moved = True
            if ox / (half[a][0] + half[b][0]) < oy / (half[a][1] + half[b][1]):
                s = (ox / 2 + 0.5) * (1 if dx >= 0 else -1)
                p[a][0] -= s
                p[b][0] += s
            else:
                s = (oy / 2 + 0.5) * (1 if dy >= 0 else -1)
                p[a][1] -= s
                p[b][1] += s
    return moved


def _relax(orig, half, rounds=300, pull=0.03):
    """Push the boxes (centre ORIG, half sizes HALF) apart until GAP separates them,
    with a spring back to where the drawing puts them; then without the spring."""
    p = {n: list(xy) for n, xy in orig.items()}
    for _ in range(rounds):
        _push(p, half)
        for n in p:
            p[n][0] += (orig[n][0] - p[n][0]) * pull
            p[n][1] += (orig[n][1] - p[n][1]) * pull
    for _ in range(100):
        if not _push(p, half):
            break
    return p


class Layout:
    """Where every card, border and bar goes; depends on the map data only."""

    def __init__(self):
        group = {a: o for a, o in GROUP.items() if a in board.AREAS}
        plain = [a for a in board.ORDER if a not in group]
        orig = {a: (board.AREAS[a]["x"] * SX, board.AREAS[a]["y"] * SY) for a in plain}
        half = {a: (CW / 2, CH / 2) for a in plain}
        if group:
            xs = [o[0] for o in group.values()]
            ys = [o[1] for o in group.values()]
            gbox = (min(xs) - CW / 2, min(ys) - CH / 2 - 22, max(xs) + CW / 2,
                    max(ys) + CH / 2 + 8)
            ax = sum(board.AREAS[a]["x"] * SX for a in group) / len(group)
            ay = sum(board.AREAS[a]["y"] * SY for a in group) / len(group)
            orig["@berlin"] = (ax + (gbox[0] + gbox[2]) / 2, ay + (gbox[1] + gbox[3]) / 2)
            half["@berlin"] = ((gbox[2] - gbox[0]) / 2, (gbox[3] - gbox[1]) / 2)
        p = _relax(orig, half)
        left = min(p[n][0] - half[n][0] for n in p)
        top = min(p[n][1] - half[n][1] for n in p)
        dx, dy = MARGIN - left, TOP + MARGIN - top
        self.pos = {a: (p[a][0] + dx, p[a][1] + dy) for a in plain}
        self.inset = None
        if group:
            cx = p["@berlin"][0] + dx - (gbox[0] + gbox[2]) / 2
            cy = p["@berlin"][1] + dy - (gbox[1] + gbox[3]) / 2
            self.pos.update({a: (cx + ox, cy + oy) for a, (ox, oy) in group.items()})
            inner = [o for a, o in group.items() if board.in_berlin(a)]
            if inner:
                self.inset = (cx + min(o[0] for o in inner) - CW / 2 - 8,
                              cy + min(o[1] for o in inner) - CH / 2 - 22,
                              cx + max(o[0] for o in inner) + CW / 2 + 8,
                              cy + max(o[1] for o in inner) + CH / 2 + 8)
        self.width = math.ceil(max(p[n][0] + half[n][0] for n in p) + dx + MARGIN)
        self.map_bottom = math.ceil(max(p[n][1] + half[n][1] for n in p) + dy + MARGIN)
        self.routes = {}
        bars = []
        for a, b in board.borders():
            self.routes[(a, b)] = self._route(a, b, bars)
            bars.append(self.routes[(a, b)][1])
        self.height = self.map_bottom + PANEL_H

    def card(self, a):
        x, y = self.pos[a]
        return x - CW / 2, y - CH / 2

    def _route(self, a, b, bars):
        """(control point or None, the bar's centre, the bar's direction) of the border
        A-B: a straight line, or one bowed until no third card is in its way; its bar in
        the middle, or a little off it, where it keeps clear of the cards and of the bars
        placed before."""
        p, q = self.pos[a], self.pos[b]
        mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
        d = math.hypot(q[0] - p[0], q[1] - p[1]) or 1
        ux, uy = (q[0] - p[0]) / d, (q[1] - p[1]) / d
        others = [self.pos[c] for c in self.pos if c not in (a, b)]
        inset = self.inset if self.inset and not (a in GROUP and b in GROUP) else None
        best = None
        for k in range(0, 15):
            for h in ((0,) if k == 0 else (10 * k, -10 * k)):
                ctrl = (mx - uy * 2 * h, my + ux * 2 * h)
                pts = [_bezier(p, ctrl, q, i / 40) for i in range(41)]
                line = sum(1 for pt in pts for c in others if _inside(pt, c, 4))
                if inset:      # a line from outside passes round Berlin's inset
                    line += sum(1 for x, y in pts if inset[0] < x < inset[2]
                                and inset[1] < y < inset[3])
                for t in (0.5, 0.44, 0.56, 0.38, 0.62):
                    mid = _bezier(p, ctrl, q, t)
                    score = line + 40 * any(_inside(mid, c, BAR_HALF) for c in others)
                    score += 20 * (_inside(mid, p, 2) or _inside(mid, q, 2))
                    score += 30 * sum(1 for m in bars
                                      if math.hypot(m[0] - mid[0], m[1] - mid[1]) < 20)
                    if best is None or score < best[0]:
                        tx = 2 * (1 - t) * (ctrl[0] - p[0]) + 2 * t * (q[0] - ctrl[0])
                        ty = 2 * (1 - t) * (ctrl[1] - p[1]) + 2 * t * (q[1] - ctrl[1])
                        n = math.hypot(tx, ty) or 1
                        best = (score, None if h == 0 else ctrl, mid, (-ty / n, tx / n))
                    if score == 0:
                        return best[1:]
        return best[1:]

    def path(self, a, b):
        ctrl = self.routes[(a, b)][0]
        p, q = self.pos[a], self.pos[b]
        if ctrl is None:
            return f"M{num(p[0])},{num(p[1])} L{num(q[0])},{num(q[1])}"
        return f"M{num(p[0])},{num(p[1])} Q{num(ctrl[0])},{num(ctrl[1])} {num(q[0])},{num(q[1])}"


def _bezier(p, c, q, t):
    u = 1 - t
    return (u * u * p[0] + 2 * u * t * c[0] + t * t * q[0],
            u * u * p[1] + 2 * u * t * c[1] + t * t * q[1])


@functools.cache
def layout():
    return Layout()


def column_width():
    """The panel's four columns: a player each, the combat, the legend."""
    return (layout().width - 16) / 4


def border_key(a, b):
    """The border A-B as Layout.routes holds it (map order)."""
    return (a, b) if board.RANK[a] < board.RANK[b] else (b, a)
