"""Boards drawn from a view (never from the state, so nothing hidden can leak).

render_text() is the compact summary for the CLI, mail and forum posts (text_board.py).
render_svg() draws the board for the web page and the PNG in mails: a title band, the
map (render_map.py: the printed board, then the pieces the view holds) placed by
render_layout.py and drawn with render_symbols.py, and the panel with the tracks and
the players (render_panel.py). render_layers() gives the same picture as the base that
stays all game long (title band, printed board, the panel's paper and frames) and the patches
drawn over it (pbem/games/layers.py). The web page shows render_map(), the title band
and the map without the legend and the panel, and panels() beside it: the panel and
the legend as data it writes as HTML (render_panel.py).
"""
import math

from ..layers import Layers
from .render_layout import PANEL_H, TOP, W, layout
from .render_map import pieces, printed_board
from .render_panel import ground, panel_patches, panels
from .render_symbols import svg_text
from .text_board import headline, render_text

__all__ = ["panels", "render_layers", "render_map", "render_svg", "render_text"]


def render_layers(view, with_panels=True):
    """WITH_PANELS false: the map alone, no legend on it and no panel under it (panels()
    gives them to the web page)."""
    lay = layout()
    y0 = lay.bottom
    title = f"{view['title']}  \u2014  {headline(view)}"
    base = (f'<rect x="0" y="0" width="{W}" height="{TOP}" fill="#2b2b2b"/>'
            + printed_board(bool(view.get("antwerpen_base")), bool(view.get("ostende_used")),
                            with_panels))
    patches = [((0, 0, W, TOP), svg_text(12, 22, title, 14, fill="#fff", weight="bold"))]
    patches += pieces(view)
    if not with_panels:
        return Layers(W, math.ceil(y0), base, tuple(patches))
    return Layers(W, int(y0 + PANEL_H), base + ground(view, y0),
                  tuple(patches + panel_patches(view, y0)))


def render_svg(view):
    return render_layers(view).svg()


def render_map(view):
    return render_layers(view, with_panels=False).svg()
