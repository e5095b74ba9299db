"""A game's picture in two layers: what never changes during a game, and the rest.

Drawing a board to PNG costs most in the printed map (hundreds of areas, arrows and
names); a move changes only the pieces, the markers and the panel. So a game may offer
render_layers(view) -> Layers (docs/game-protocol.md): the base (the map, terrain,
names, legend, frame) and the patches drawn over it, each inside a box of the picture.
The PNG maker (pbem/mail/picture.py) rasterises a base once per deployment, keyed by its
own SVG text (so a base that changed can never be served stale, and no game has to
name what its base depends on), and only the patches per picture; the web page gets
the same picture whole from svg().

The boxes are a promise: a patch draws nothing outside its box (the PNG cuts there,
the web page would not); tests/test_pictures.py checks the layered PNG against the
whole picture for each game. A patch may use what `defs` defines (<use href>).
"""
import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Layers:
    width: int
    height: int
    base: str           # SVG elements of the base, in drawing order
    patches: tuple      # ((x, y, w, h), SVG elements) drawn over the base, in order
    defs: str = ""      # <defs> content both layers may use
    marks: str = ""     # elements after the patches that draw nothing (click targets)

    def _document(self, body):
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" '
                f'height="{self.height}" viewBox="0 0 {self.width} {self.height}">'
                + (f"<defs>{self.defs}</defs>" if self.defs else "") + body + "</svg>")

    def svg(self):
        """The whole picture (the web page's SVG): the base, then every patch."""
        return self._document(self.base + "".join(body for _, body in self.patches)
                              + self.marks)

    def base_svg(self):
        return self._document(self.base)


def box(x0, y0, x1, y1, pad=2):
    """The whole-pixel box (x, y, w, h) holding the rectangle x0..x1, y0..y1 and PAD
    around it (strokes, anti-aliasing)."""
    left, top = math.floor(x0 - pad), math.floor(y0 - pad)
    return left, top, math.ceil(x1 + pad) - left, math.ceil(y1 + pad) - top


def around(x, y, rx, ry):
    """The box of what is drawn within RX, RY of the point (X, Y)."""
    return box(x - rx, y - ry, x + rx, y + ry)
