"""Boards drawn from a view (never from the state, so nothing hidden can leak): the text
board for the CLI, mail and forums, and the picture for the web page and the PNG.

The picture is a node-and-border map (the printed map is not known, data/map.toml gives
each area a centre only): every area is a card at its centre, scaled up from the
1000 x 760 drawing and pushed apart where cards would touch, with its number and name in
a header, its units in a row of counters and its logistics blocks under them. Berlin's
five sub-areas stand in an inset, round a ring with 31 and 32 (which touch them
all) at its ends. A thin grey line joins each pair
of adjacent areas (bowed round any card in its way), and a front-line bar lies across
its middle when the border is a front. Under the map, a column per player and one for
the combat under way.

render_layers() splits the picture (pbem/games/layers.py): the base holds what never
changes (title band, cards' outlines and names, eagles, supply edges, borders, the
Berlin inset, the legend, the panel's paper); the patches what the view says (each
card's control colour and fortification, its units, its blocks, each bar, the combat,
the headline, each line of the panel). The web page shows render_map(), the map
without the panel, and panels() beside it: the panel as data it writes as HTML
(render_panel.py). What a command can name carries
data-token="<its word in the notation>": the areas (invisible marks over the cards:
place, remove, attack, support, deploy, move), the unit counters (attack, move), the
viewer's pool values (place) and his Logistics and Support tokens (tokens).
"""
import functools
from html import escape

from pbem.language.speaking import language

from ..layers import Layers
from . import board
from .render_layout import layout
from .render_map import area_patches, bar_patches, base, combat_marks
from .render_panel import headline, panel_patches, panels  # noqa: F401 - the protocol's name
from .render_symbols import CH, CW, TOP, num, text
from .speech import area_name
from .text_board import render_text  # noqa: F401 - the protocol's name, here with the pictures


@functools.cache
def _marks(_language):
    """Over everything, each area's card once more, unpainted: data-token names it as
    the commands do (place 4 12, attack 12 13 ..., remove 12, support 14, move 1BF 15,
    deploy 20), its title in _LANGUAGE. Draws nothing."""
    lay = layout()
    out = ['<g fill="#fff" fill-opacity="0" pointer-events="none">']
    for a in board.ORDER:
        x, y = lay.card(a)
        out.append(f'<rect x="{num(x)}" y="{num(y)}" width="{CW}" height="{CH}" rx="4" '
                   f'fill-opacity="0" data-token="{escape(a)}"><title>{escape(area_name(a))}'
                   f'</title></rect>')
    return "".join(out) + "</g>"


def marks():
    """The marks, drawn once a language (their titles name the areas)."""
    return _marks(language())


def render_layers(view, with_panels=True):
    """WITH_PANELS false: the map alone, no panel under it (panels() gives it to the web
    page)."""
    lay = layout()
    patches = [((0, 0, lay.width, TOP),
                text(lay.width - 12, 22, headline(view), 12, "end", "#fff", "bold"))]
    for a, area in view["areas"].items():
        if a in lay.pos:
            patches += area_patches(view, a, area)
    patches += bar_patches(view)
    patches += combat_marks(view)
    if not with_panels:
        return Layers(lay.width, lay.map_bottom, base(False), tuple(patches), marks=marks())
    patches += panel_patches(view)
    return Layers(lay.width, lay.height, base(), tuple(patches), marks=marks())


def render_svg(view):
    return render_layers(view).svg()


def render_map(view):
    return render_layers(view, with_panels=False).svg()
