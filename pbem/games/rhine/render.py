"""Plain-text and SVG snapshots of a view (the board is drawn from real coordinates)."""
from html import escape

from .board import RHINE

FILL = {"R": "#c33", "W": "#eee", "B": "#36c", "K": "#222", None: "#bbb"}


def render_text(view):
    lines = [f"{view['title']} - round {view['round']}, {view['turn']['role']} to play "
             f"({view['turn']['step']})",
             f"order: {', '.join(view['order'])}; Axis markers in pool: {view['axis_pool']}",
             "stock: " + " ".join(f"{k} {v}" for k, v in view["stock"].items())
             + "; pool: " + " ".join(f"{k} {v}" for k, v in view["pool"].items())
             + f"; trucks in stock: {view['trucks']['stock']}"]
    for r, p in view["players"].items():
        lines.append(f"{r}: level {p['level']}, trucks {p['trucks']}, medals {p['medals']}, "
                     f"won {len(p['won'])}, kept {p['kept_count']}")
    for cid, c in view["corps"].items():
        lines.append(f"  {cid} in {c['area']}: {c['gas']}G {c['ammo']}A {c['food']}F"
                     + (" (grounded)" if c["grounded"] else ""))
    if view["axis"]:
        lines.append("Axis markers: " + ", ".join(sorted(view["axis"])))
    if view["outcome"]:
        lines.append(f"game over: {', '.join(view['outcome']['winners'])} "
                     f"({view['outcome']['reason']})")
    return "\n".join(lines)


def render_svg(view):
    lats = [a.lat for a in RHINE.areas.values()]
    lons = [a.lon for a in RHINE.areas.values()]
    def xy(a):
        return (20 + (a.lon - min(lons)) * 160, 20 + (max(lats) - a.lat) * 240)
    w, h = xy(RHINE.areas[min(RHINE.areas, key=lambda n: RHINE.areas[n].lat)])
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{int((max(lons) - min(lons)) * 160 + 40)}" '
             f'height="{int((max(lats) - min(lats)) * 240 + 40)}">']
    for arrow in RHINE.arrows:
        (x1, y1), (x2, y2) = xy(RHINE.areas[arrow.a]), xy(RHINE.areas[arrow.b])
        parts.append(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#999"/>')
    control = dict(view["control"])
    for a in RHINE.areas.values():
        x, y = xy(a)
        owner = control.get(a.name) or (next(iter(a.colours)) if a.start_front else None)
        parts.append(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="6" fill="{FILL[owner]}" stroke="#000">'
                     f'<title>{escape(a.name)}</title></circle>')
        if a.name in view["axis"]:
            parts.append(f'<rect x="{x - 3:.0f}" y="{y - 3:.0f}" width="6" height="6" fill="#000"/>')
    for cid, c in view["corps"].items():
        x, y = xy(RHINE.areas[c["area"]])
        parts.append(f'<text x="{x + 8:.0f}" y="{y + 4:.0f}" font-size="10">{escape(cid)}</text>')
    parts.append("</svg>")
    return "\n".join(parts)
