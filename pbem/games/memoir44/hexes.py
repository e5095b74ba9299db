"""The Memoir '44 board's hexes: coordinates, public names, distance, sections, home edges.

A hex is (row, col) exactly as the official .m44 files write it, so scenario files need
no conversion: row 0..8 from the TOP of the board (player 1's side) down, and col is
DOUBLED, so even rows use cols 0, 2, .., 24 (13 hexes) and odd rows cols 1, 3, .., 23
(12 hexes). Neighbours of (r, c) are (r, c±2) and (r±1, c±1). In these coordinates the
squared distance between two centres, scaled, is dc² + 3·dr²: an integer, which lets
los.py decide line of sight exactly.

Public names (notation, views, state keys, events) are a letter and a number, "G5". The
number counts rows from the BOTTOM (1 is the bottom row); the letter counts the hexes of
that row from the left, A for col 0 on long rows and for col 1 on short ones. This is
the convention the scenario files' own options use ("center": "G5" is (4, 12), the
church of Sainte-Mère-Église; Toulon's "h8" is (1, 15)); the files write short rows'
letters in lower case, so any case is read and upper case is written.
"""
import re

from .speech import _

ROWS = 9
COLS = 13

# The red lines in doubled cols, from the bottom side's point of view: left flank 0-7,
# centre 7-17, right flank 17-24; the dashed lines run through the hexes of cols 7 and
# 17, which belong to both sections they separate (rulebook p. 5; gamedata README §5).
SECTION_BOUNDS = (("left", 0, 7), ("center", 7, 17), ("right", 17, 24))
MIRRORED = {"left": "right", "center": "center", "right": "left"}

# (row, col) steps to the six neighbours: left, right, up-left, up-right, down-left,
# down-right.
STEPS = ((0, -2), (0, 2), (-1, -1), (-1, 1), (1, -1), (1, 1))

NAME = re.compile(r"([A-Za-z])([0-9]{1,2})")


def on_board(h, rows=ROWS, cols=COLS):
    """Is H one of the board's hexes (row in range, col of the row's parity)?"""
    r, c = h
    if not 0 <= r < rows or (r + c) % 2:
        return False
    return r % 2 <= c <= 2 * (cols - 1) - r % 2


def all_hexes(rows=ROWS, cols=COLS):
    """Every hex of the board, row by row from the top, left to right."""
    return [(r, c) for r in range(rows) for c in range(r % 2, 2 * cols - 1, 2)
            if on_board((r, c), rows, cols)]


def name(h, rows=ROWS, cols=COLS):
    """The public name of H, e.g. (4, 12) -> "G5"."""
    if not on_board(h, rows, cols):
        raise ValueError(f"{h!r} is not a hex of the {cols}x{rows} board")
    r, c = h
    return f"{chr(ord('A') + c // 2)}{rows - r}"


def parse(text, rows=ROWS, cols=COLS):
    """The hex a public name (any case) stands for, e.g. "G5" and "g5" -> (4, 12)."""
    m = NAME.fullmatch(text.strip()) if isinstance(text, str) else None
    if m is None:
        raise ValueError(_("{text} is not a hex name: a letter and a row number, like G5",
                           text=repr(text)))
    r = rows - int(m[2])
    at = (r, 2 * (ord(m[1].upper()) - ord("A")) + r % 2)
    if not on_board(at, rows, cols):
        last = chr(ord("A") + cols - 1 - (r % 2 if 0 <= r < rows else 0))
        raise ValueError(_("{text} is off the board: rows are 1-{rows}, letters A-{last} "
                           "on that row", text=repr(text), rows=rows, last=last))
    return at


def neighbours(h, rows=ROWS, cols=COLS):
    """The hexes next to H on the board: left, right, then above and below."""
    r, c = h
    around = ((r + dr, c + dc) for dr, dc in STEPS)
    return [n for n in around if on_board(n, rows, cols)]


def distance(a, b):
    """The number of hex steps from A to B (adjacent hexes are 1 apart)."""
    dr, dc = abs(a[0] - b[0]), abs(a[1] - b[1])
    return dr + max(0, (dc - dr) // 2)


def sections(h, bottom):
    """The sections H lies in, as the side at the bottom (BOTTOM true) or at the top
    names them: one of "left", "center", "right", or two for a hex on a dashed line.
    The top side faces the other way, so its left is the bottom side's right."""
    found = frozenset(s for s, lo, hi in SECTION_BOUNDS if lo <= h[1] <= hi)
    return found if bottom else frozenset(MIRRORED[s] for s in found)


def toward_home(h, bottom, rows=ROWS, cols=COLS):
    """The board hexes next to H one row nearer the side's own edge (row rows-1 for
    the side at the bottom, row 0 for the top side): where a retreat may step. Empty
    on that edge."""
    r, c = h
    step = 1 if bottom else -1
    return [n for n in ((r + step, c - 1), (r + step, c + 1)) if on_board(n, rows, cols)]
