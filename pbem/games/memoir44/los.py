"""Line of sight (rulebook p. 9, "Pole widzenia"; hills p. 14), decided exactly.

Readings (the game's README.md holds the same text, as readings L1-L5):

1. The line. "Pole widzenia może być przedstawione w postaci linii, wyrysowanej ze
   środka hexa, na którym znajduje się atakująca jednostka, i kończącej się na środku
   hexa zajmowanego przez cel. Pole widzenia uznaje się za zablokowane, jeśli
   jakikolwiek hex (lub jego część) znajdujący się na drodze wspomnianej linii zawiera
   przeszkodę." The line is the segment between the two centres. A hex is on its way
   when the segment crosses the hex's inside for a positive length; a hex the segment
   only touches at one corner is not (a point is no stretch of the way). Board Game
   Arena (bga-devs/bga-memoir, Board::getCellsInLine) counts such a corner hex as one
   the line runs along on that side; with reading 3 that can block a line we let
   through. No line between centres 3 hexes apart or less passes through a corner,
   so within the range of infantry and armour the two agree.
2. The ends. "Ukształtowanie terenu na hexie, na którym znajduje się cel, nie blokuje
   pola widzenia." Neither end blocks: the target's hex holds the target and its
   terrain does not count, and the line starts inside the attacker's own hex.
3. Along hex edges. "Jeśli nasza linia graniczy z jednym, bądź kilkoma hexami
   zawierającymi przeszkody, pole widzenia nie jest zablokowane, chyba, że przeszkody
   znajdują się po obu stronach linii, w dowolnym jej punkcie." Where the segment runs
   along the edge between two hexes, a blocking hex there does not block alone. The
   line is blocked when, over all the edges it runs along, some blocking hex lies on
   its left and some on its right, at the same edge or at different edges ("w
   dowolnym jej punkcie": at whichever point of the line). This is how Board Game Arena
   plays it (Board::isInLineOfSight gathers one "blocked left" and one "blocked right"
   over the whole line). On a straight line between centres every edge stretch is
   followed by a hex crossed through its middle, so a line runs along two edges only
   over 4 hexes or more: within the range of infantry and armour (3) both readings
   agree.
4. The board's side edges. A line between two hexes of col 0 (or col 24) two rows
   apart runs along the edge between the short row's end hex and the place beyond it,
   off the board (col -1 or 25), where no unit or terrain can be: that side holds
   nothing and never blocks, so only the board hex's side counts. (Board Game Arena
   treats any hex off the board as blocking.)
5. Hills. "pagórek blokuje pole widzenia, za wyjątkiem sytuacji, gdzie jednostki są na
   tej samej wysokości i na tym samym pagórku." A hill is a group of touching hill
   hexes (hill_groups); all hills of the base game have one height, so a hill hex on
   the way blocks unless the attacker and the target both stand on the hill it belongs
   to. The exception lifts only the hill's own blocking: a unit standing on the way
   still blocks ("Przeszkadzać mogą także jednostki (tak wrogie, jak i
   przyjacielskie)"). Board Game Arena's Hill::isBlockingLineOfSight tests the same
   three groups, but Board::isBlockingLineOfSight first applies a rule its terrain
   help states as "line of sight between two units that are on elevated terrain is
   never blocked by terrain or units that are on lower heights" (and hills of that
   height do not block them either). This rulebook has no such rule, so it is not
   followed: a hill that is not theirs blocks two units on two hills, as does a unit
   or a forest below between them.

Geometry: in the board's doubled coordinates (hexes.py) the scaled squared distance
between points is dc² + 3·dr², all hex centres are the same distance from their six
neighbours, and a hex is the set of points no nearer any neighbour's centre than its own
(its Voronoi cell). So for a point A + t·(B - A) of the segment, "inside the hex"
is six linear inequalities in t with integer coefficients: the part of the segment in a
hex is an interval of t with rational ends, and the segment lies on the edge
between a hex and a neighbour exactly when the inequality for that neighbour is an
equality along the whole segment.
"""
from fractions import Fraction
from functools import cache

from .hexes import COLS, ROWS, STEPS, neighbours, on_board


def crossed(a, b):
    """What the segment from A's centre to B's centre passes through between the two
    ends, in order from A: (hex,) for a hex whose inside it crosses, (hex1, hex2)
    (sorted) where it runs along the edge between two hexes. A hex only touched at a
    corner is left out; adjacent hexes have nothing between them. The hexes are points
    of the whole lattice, so a pair along the board's side edge names a hex off the
    board (col -1 or 2 * cols - 1; reading 4)."""
    return list(_crossed(tuple(a), tuple(b)))


@cache
def _crossed(a, b):
    """crossed() as a tuple, kept: a board has some 13,000 ordered pairs of hexes, the
    answer never changes, and a turn asks about the same lines again and again."""
    (ra, ca), (rb, cb) = a, b
    dr, dc = rb - ra, cb - ca
    length = dc * dc + 3 * dr * dr
    found = {}
    left = min(ca, cb) - 2
    for r in range(min(ra, rb) - 1, max(ra, rb) + 2):
        for c in range(left + (left + r) % 2, max(ca, cb) + 3, 2):
            # The centre's scaled squared distance from the line is 3·k²/length; a hex
            # reaches no farther than 2/√3 from its centre, and exactly that far only
            # at a corner.
            k = dc * (r - ra) - dr * (c - ca)
            if 9 * k * k >= 4 * length or (r, c) == a or (r, c) == b:
                continue
            span = _span((r, c), a, dr, dc)
            if span is not None:
                start, edge = span
                key = ((r, c),) if edge is None else tuple(sorted(((r, c), edge)))
                found[key] = start
    return tuple(sorted(found, key=found.get))


def _span(h, a, dr, dc):
    """(first t, neighbour or None) for the part of the segment A + t·(dr, dc), 0 <= t
    <= 1, inside H's closed cell, or None when that part is a point or nothing. The
    neighbour is the one whose shared edge the part lies on. Bounds on t are kept as
    integer pairs (numerator, positive denominator): this runs for every hex near
    every line, and Fraction objects made it four times slower."""
    lo, hi, edge = (0, 1), (1, 1), None
    for sr, sc in STEPS:
        # Nearer H than H + s:  2·(P - H)·M·s <= s·M·s = 4, M = diag(1, 3) on (dc, dr),
        # that is beta·t <= alpha.
        alpha = 2 - ((a[1] - h[1]) * sc + 3 * (a[0] - h[0]) * sr)
        beta = dc * sc + 3 * dr * sr
        if beta > 0:
            if alpha * hi[1] < hi[0] * beta:
                hi = (alpha, beta)
        elif beta < 0:
            if alpha * lo[1] < lo[0] * beta:  # -alpha/-beta > lo
                lo = (-alpha, -beta)
        elif alpha < 0:
            return None
        elif alpha == 0:
            edge = (h[0] + sr, h[1] + sc)
    return (Fraction(*lo), edge) if lo[0] * hi[1] < hi[0] * lo[1] else None


def visible(a, b, blocks, rows=ROWS, cols=COLS):
    """Does the unit in A see B? BLOCKS(hex) says whether a hex on the way blocks (a
    unit, blocking terrain, a hill unless reading 5 lifts it): the caller decides, and
    is asked only about hexes of the board between the ends. A hex crossed through its
    inside that blocks, blocks; along edges the line is blocked once blocking hexes
    have been met on both its sides (reading 3)."""
    sides = set()
    for item in _crossed(tuple(a), tuple(b)):
        hits = [h for h in item if on_board(h, rows, cols) and blocks(h)]
        if len(item) == 1 and hits:
            return False
        sides.update(_side(a, b, h) for h in hits)
        if len(sides) == 2:
            return False
    return True


def _side(a, b, h):
    """+1 or -1 for the side of the line from A to B that H's centre lies on."""
    k = (b[1] - a[1]) * (h[0] - a[0]) - (b[0] - a[0]) * (h[1] - a[1])
    return 1 if k > 0 else -1


def hill_groups(hills, rows=ROWS, cols=COLS):
    """{hex: hill id} for the hexes in HILLS: touching hill hexes make one hill, named
    by its first hex (top row first, then leftmost), so "the same hill" of reading 5
    is groups.get(a) == groups[h] == groups.get(b). The combat module's blocks() can
    read, with blocking terrain and units its own:

        blocks = lambda h: (h in units or terrain_blocks(h)
                            or (h in groups and not groups.get(a) == groups[h]
                                == groups.get(b)))
    """
    hills = set(hills)
    groups = {}
    for start in sorted(hills):
        if start in groups:
            continue
        groups[start] = start
        todo = [start]
        while todo:
            for n in neighbours(todo.pop(), rows, cols):
                if n in hills and n not in groups:
                    groups[n] = start
                    todo.append(n)
    return groups
