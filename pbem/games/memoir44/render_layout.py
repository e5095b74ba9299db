"""Where everything sits on the Memoir '44 picture.

The board keeps the scenario's orientation for every viewer: the hex names printed on
its edges (letters along the top and bottom, numbers 1-9 up the sides) are the names
the notation, the scenario's own texts and the other player use, so a picture is only
easy to read off ("G5") if "1" is the bottom row for everybody; the player at the top
finds each side's left and right written along the section lines.

Hexes are pointy-topped, rows 1.5 radii apart, and a doubled column is half a hex
wide (hexes.py), so the centre of (row, col) is an affine function of both: the
geometry is exact up to the printed decimal.
"""
import math

R = 38                          # a hex's radius (centre to corner)
A = R * math.sqrt(3) / 2        # its apothem (centre to edge), half a hex's width
TITLE_H = 30                    # the title band
STRIP_H = 44                    # a side's medals and cards, above and below the map
EDGE_X = 24                     # room for the row numbers left and right of the board
EDGE_Y = 30                     # room for the two lines of letters above and below it
COLUMN_W = 300                  # the card in play, the dice and the hand, right of it
LEGEND_ROW = 34                 # a line of the legend under everything


class Layout:
    """The picture's frame for a board of ROWS x COLS hexes."""

    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.board_w = 2 * A * cols
        self.board_h = 2 * R + 1.5 * R * (rows - 1)
        self.top_strip = TITLE_H
        self.x0 = EDGE_X
        self.y0 = TITLE_H + STRIP_H + EDGE_Y
        self.board_bottom = self.y0 + self.board_h
        self.bottom_strip = self.board_bottom + EDGE_Y
        self.map_w = self.board_w + 2 * EDGE_X
        self.column_x = self.map_w + 8
        self.width = math.ceil(self.column_x + COLUMN_W)
        self.legend_y = self.bottom_strip + STRIP_H + 6

    def centre(self, h):
        """The picture point at the centre of hex H = (row, col)."""
        r, c = h
        return self.x0 + A * (c + 1), self.y0 + R + 1.5 * R * r

    def col_x(self, c):
        """The x of doubled column C (a section line runs down a column's middle)."""
        return self.x0 + A * (c + 1)

    def row_y(self, r):
        return self.y0 + R + 1.5 * R * r

    def height(self, legend_lines):
        return math.ceil(self.legend_y + LEGEND_ROW * legend_lines + 8)


def corners(x, y, r=R):
    """The six corners of the hex centred at (X, Y), clockwise from the top."""
    out = []
    for k in range(6):
        a = math.radians(90 - 60 * k)
        out.append((x + r * math.cos(a), y - r * math.sin(a)))
    return out


def edge_point(angle, dist=A):
    """The point DIST from a hex's centre toward the middle of the edge at ANGLE degrees
    (counter-clockwise from east, as the .m44 orientations count), relative to it."""
    a = math.radians(angle)
    return dist * math.cos(a), -dist * math.sin(a)
