"""The Memoir '44 picture, drawn from a view only (never from the state, so nothing
hidden can leak): the web page shows it inline and mails attach it as a PNG.

render_layers() lays out the picture in two layers (pbem/games/layers.py). The base:
the title band, each side's strip with its flank names, the printed board with its
terrain and obstacles (render_map.py), the column's paper and the legend
(render_panel.py). The patches over it: the title, each side's line on its strip, the
place names, units, medals and the last roll on the board, and the column with the
card in play, the dice and the hand. The pieces come from render_symbols.py and
render_terrain.py, the frame from render_layout.py. The same view always gives the
same bytes; render_svg() is the whole picture (mails, posts, the replay). The web
page shows render_map(), the title, the strips and the board alone, and panels()
beside it: the column and the legend as data it writes as HTML.
"""
import math

from ..layers import Layers
from .render_layout import Layout
from .render_map import ground_layer, hits, pieces
from .render_panel import (column, column_ground, legend, legend_lines,
                           panels, strip, strip_ground, title, title_ground)  # noqa: F401
from .render_symbols import defs as piece_defs
from .render_terrain import defs as terrain_defs


def render_layers(view, with_panels=True):
    """WITH_PANELS false: the map alone, the title, the sides' strips and the board, no
    column beside it and no legend under it (panels() gives them to the web page)."""
    b = view["scenario"]["board"]
    lay = Layout(b["rows"], b["cols"])
    if with_panels:
        width, height = lay.width, lay.height(legend_lines(view))
    else:
        width, height = math.ceil(lay.map_w), math.ceil(lay.legend_y - 6)
    strips = [(s, y) for s, y in (
        (next((s for s, d in view["sides"].items() if d.get("position") == where), None), y)
        for where, y in (("top", lay.top_strip), ("bottom", lay.bottom_strip))) if s]
    base = ([f'<rect x="0" y="0" width="{width}" height="{height}" fill="#e9e3d0"/>',
             title_ground(width)]
            + [strip_ground(view, lay, s, y) for s, y in strips]
            + [ground_layer(view, lay)]
            + ([column_ground(lay), legend(view, lay)] if with_panels else []))
    patches = ([title(view, width)] + [strip(view, lay, s, y) for s, y in strips]
               + pieces(view, lay) + (column(view, lay) if with_panels else []))
    return Layers(width, height, "".join(base), tuple(patches),
                  defs=piece_defs() + terrain_defs(), marks=hits(lay))


def render_svg(view):
    return render_layers(view).svg()


def render_map(view):
    return render_layers(view, with_panels=False).svg()
