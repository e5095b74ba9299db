"""Line charts as SVG, drawn on the server (no script, presentation attributes only,
which the pages' CSP allows): one chart per title of pbem.core.progress.course.

Each series keeps one colour and one dash pattern, so the lines stay apart in grey
print and for colour-blind readers; the legend names them in order.
"""
from flask_babel import gettext, lazy_gettext
from markupsafe import escape

WIDTH, HEIGHT = 560, 220
LEFT, RIGHT, TOP, BOTTOM = 44, 130, 26, 30
COLOURS = ("#1b5e20", "#b71c1c", "#0d47a1", "#6a1b9a", "#e65100")
DASHES = ("", "6 3", "2 3", "8 3 2 3", "1 2")


def _ticks(low, high, count=5):
    """Whole-number ticks from LOW to HIGH, at most COUNT + 1 of them."""
    step = max(1, -(-(high - low) // count))
    return list(range(low, high + 1, step))


#: the axes games name in English (progress()'s first value), in the page's words
AXES = {"turn": lazy_gettext("turn"), "round": lazy_gettext("round")}


def line_chart(title, x_name, series):
    """SERIES: {name: [(x, value), ...]} -> an <svg> string, in the page's language."""
    x_name = str(AXES.get(x_name, x_name))
    xs = sorted({x for points in series.values() for x, _ in points})
    values = [v for points in series.values() for _, v in points]
    x_low, x_high = xs[0], max(xs[-1], xs[0] + 1)
    y_low, y_high = min(0, min(values)), max(1, max(values))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def px(x):
        return LEFT + (x - x_low) * plot_w / (x_high - x_low)

    def py(y):
        return TOP + plot_h - (y - y_low) * plot_h / (y_high - y_low)

    label = gettext("%(title)s by %(axis)s", title=title, axis=x_name)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="{WIDTH}" '
           f'height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
           f'aria-label="{escape(label)}">',
           f'<text x="{LEFT}" y="16" font-size="13" font-weight="bold">{escape(title)}</text>']
    for y in _ticks(y_low, y_high):
        out.append(f'<line x1="{LEFT}" x2="{LEFT + plot_w}" y1="{py(y):.1f}" '
                   f'y2="{py(y):.1f}" stroke="#ddd"/>'
                   f'<text x="{LEFT - 6}" y="{py(y) + 4:.1f}" font-size="11" '
                   f'text-anchor="end">{y}</text>')
    for x in _ticks(x_low, x_high, 8):
        out.append(f'<text x="{px(x):.1f}" y="{HEIGHT - 12}" font-size="11" '
                   f'text-anchor="middle">{x}</text>')
    out.append(f'<text x="{LEFT + plot_w}" y="{HEIGHT - 1}" font-size="11" '
               f'text-anchor="end">{escape(x_name)}</text>')
    for i, (name, points) in enumerate(series.items()):
        colour, dash = COLOURS[i % len(COLOURS)], DASHES[i % len(DASHES)]
        line = " ".join(f"{px(x):.1f},{py(v):.1f}" for x, v in points)
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<polyline points="{line}" fill="none" stroke="{colour}" '
                   f'stroke-width="2"{dashed}><title>{escape(name)}</title></polyline>')
        y = TOP + 14 + 18 * i
        out.append(f'<line x1="{WIDTH - RIGHT + 10}" x2="{WIDTH - RIGHT + 34}" y1="{y - 4}" '
                   f'y2="{y - 4}" stroke="{colour}" stroke-width="2"{dashed}/>'
                   f'<text x="{WIDTH - RIGHT + 40}" y="{y}" font-size="12">'
                   f'{escape(name)} {points[-1][1]}</text>')
    out.append("</svg>")
    return "".join(out)
