"""What a game shows beside its map, as plain data (docs/game-protocol.md, "Optional:
panels beside the map").

A picture carries its panels (hands, tracks, decks, a legend) as text inside it, which
a phone shrinks to a few pixels with the rest. A game that offers panels(view) gives
the same facts as data instead, and the web page writes them as HTML beside a picture
of the map alone (render_map(view)): text the browser sets at its own size, and cards
a player clicks as he clicks the map. These helpers build that data; the keys left
out are the ones a panel, row or chip does not have.
"""


def panel(title, rows, colour=None, current=False, folded=False):
    """A panel: TITLE, its ROWS in order; COLOUR (a #rrggbb) the swatch of the side it
    belongs to; CURRENT when that side is the one to act; FOLDED when the page shows it
    closed (a legend: read once, then in the way)."""
    return _given(title=title, rows=[r for r in rows if r], colour=colour,
                  current=current or None, folded=folded or None)


def row(label=None, text=None, chips=(), icon=None):
    """A line of a panel: a LABEL (what it is), its TEXT, the CHIPS on it and an ICON
    before it (a small SVG picture: a legend's symbol)."""
    return _given(label=label, text=None if text is None else str(text),
                  chips=list(chips) or None, icon=icon)


def chip(text, token=None, verbs=None, title=None, icon=None):
    """A thing on a row (a card, a value, a token): its TEXT; TOKEN and VERBS as the
    picture's data-token and data-verbs, so that the page lets the player click it
    where a command names it; TITLE what a pointer resting on it reads."""
    return _given(text=str(text), token=None if token is None else str(token),
                  verbs=verbs, title=title, icon=icon)


def icon(body, width, height, x=0, y=0):
    """A small picture for a row or a chip: BODY (SVG elements) in the box X, Y,
    WIDTH, HEIGHT of their own coordinates, drawn at that size in CSS pixels. It may
    use what the map's <defs> define (<use href>): the page shows both."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="icon" width="{width}" '
            f'height="{height}" viewBox="{x} {y} {width} {height}" aria-hidden="true" '
            f'focusable="false">{body}</svg>')


def _given(**fields):
    return {k: v for k, v in fields.items() if v is not None}
