"""SVG glyphs more than one game draws alike (a number written short, a fortification's
battlements), so that a change to one is made once."""


def num(v):
    """V for an SVG attribute: one decimal at most, no trailing zeros."""
    return f"{v:.1f}".rstrip("0").rstrip(".")


def fort(x, y, fill, stroke):
    """A fortification: a wall with three merlons, 10 x 8.5 px around (X, Y)."""
    d = (f"M{num(x - 5)},{num(y + 4.5)} V{num(y - 4)} H{num(x - 3)} V{num(y - 2)} "
         f"H{num(x - 1)} V{num(y - 4)} H{num(x + 1)} V{num(y - 2)} H{num(x + 3)} "
         f"V{num(y - 4)} H{num(x + 5)} V{num(y + 4.5)} Z")
    return f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="0.8"/>'
