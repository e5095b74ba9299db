"""The Memoir '44 picture, drawn from a view only (never from the state, so nothing
hidden can leak): the web page shows it inline and mails attach it as a PNG.

render_svg() lays out the title, the top side's strip, the board (render_map.py), the
bottom side's strip, the column with the card in play and the dice, and the legend
(render_panel.py); the pieces come from render_symbols.py and render_terrain.py, the
frame from render_layout.py. The same view always gives the same bytes.
"""
from .render_layout import Layout
from .render_map import board
from .render_panel import column, legend, legend_lines, strip, title
from .render_symbols import defs as piece_defs
from .render_terrain import defs as terrain_defs


def render_svg(view):
    b = view["scenario"]["board"]
    lay = Layout(b["rows"], b["cols"])
    width, height = lay.width, lay.height(legend_lines(view))
    by_position = {d.get("position"): s for s, d in view["sides"].items()}
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}">',
           f"<defs>{piece_defs()}{terrain_defs()}</defs>",
           f'<rect x="0" y="0" width="{width}" height="{height}" fill="#e9e3d0"/>',
           title(view, width)]
    if "top" in by_position:
        out.append(strip(view, lay, by_position["top"], lay.top_strip))
    out.append(board(view, lay))
    if "bottom" in by_position:
        out.append(strip(view, lay, by_position["bottom"], lay.bottom_strip))
    out += [column(view, lay), legend(view, lay), "</svg>"]
    return "".join(out)
