"""The panel under the Race to the Rhine map: the tracks and a column per player.

Turn order, weather, the Allied Stock, pool, trucks, Axis markers, medals and the
airborne track; the decks with the air support markers on them; then each player's
level, cards, corps with their supplies, and what only that player may see. panels()
says the same, and the map's legend, as data for the web page, which writes it as HTML
beside the map.
"""
from html import escape

from ..layers import box
from .. import panels as page
from .board import RHINE
from .render_layout import PANEL_H, W
from .render_map import legend_rows
from .render_symbols import EDGE, INK, ON, corps_block, num, plane, svg_text, weather_icon
from .text_board import card_name, controlled, supplies, you
from .wording import _, deck, listed, role_name, weather_name


def ground(view, y0):
    """The panel's paper from Y0 down and each player's column frame, the same all
    game long (the base layer: a frame in the patches cost the picture maker the
    column's every pixel, each picture); the frame of the player on turn is outlined
    over it by a patch (_players)."""
    return (f'<rect x="0" y="{num(y0)}" width="{W}" height="{PANEL_H}" fill="#f7f4ec"/>'
            f'<line x1="0" y1="{num(y0)}" x2="{W}" y2="{num(y0)}" stroke="#998" '
            f'stroke-width="1"/>'
            + "".join(_frame(x, y0 + 56, cw, p["colour"], "#fffdf7", "#bbb", 1)
                      for _r, p, x, cw in _columns(view)))


def _columns(view):
    """(role, player, left x, width) of each player's column of the panel."""
    cols = list(view["players"].items())
    cw = (W - 20) / max(len(cols), 1)
    return [(r, p, 10 + i * cw, cw) for i, (r, p) in enumerate(cols)]


def _frame(x, y, cw, c, fill, stroke, width):
    """A player's column frame and its band of the player's colour over it."""
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(cw - 8)}" '
            f'height="{PANEL_H - 64}" rx="5" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>'
            f'<rect x="{num(x)}" y="{num(y)}" width="{num(cw - 8)}" height="18" '
            f'rx="5" fill="{INK[c]}" stroke="{EDGE[c]}"/>')


def panel_patches(view, y0):
    """The panel drawn from Y0 down, as patches (pbem/games/layers.py): the tracks, the
    decks, then a column per player."""
    return _tracks(view, y0) + _decks(view, y0) + _players(view, y0)


def _line(parts, top, bottom):
    """Patches of one panel line from its PARTS [(x where it starts, svg)]: each to
    where the next starts, and a little over (a word may run wider than its room)."""
    ends = [x for x, _svg in parts[1:]] + [W]
    return [(box(x - 3, top, end + 24, bottom, 0), svg)
            for (x, svg), end in zip(parts, ends)]


def _tracks(view, y0):
    """Line 1: order, weather, stock, pool, trucks, markers, medals; a patch each."""
    colour_of = {r: p["colour"] for r, p in view["players"].items()}
    turn_role = None if view.get("outcome") else view["turn"]["role"]
    y = y0 + 20
    x = 12
    label = _("Turn order")
    parts = [(x, svg_text(x, y, label, 10, fill="#555"))]
    x += max(62, 5.6 * len(label) + 6)
    for i, r in enumerate(view["order"]):
        c = colour_of.get(r, "K")
        cur = r == turn_role
        name = role_name(r)
        w = 7 * len(name) + 22
        parts.append((x, f'<rect x="{num(x)}" y="{num(y - 11)}" width="{w}" height="15" rx="3" '
                         f'fill="{INK[c]}" stroke="{"#f0b400" if cur else EDGE[c]}" '
                         f'stroke-width="{2.2 if cur else 1}"/>'
                      + svg_text(x + w / 2, y, f"{i + 1}. {name}", 10, "middle", ON[c],
                                 "bold" if cur else "normal")))
        x += w + 4
    x += 10
    if view["options"].get("weather") or view.get("weather"):
        weather = _weather(view)
        parts.append((x, weather_icon(x + 8, y - 4, view.get("weather") or "sun")
                      + svg_text(x + 20, y, weather, 10)))
        x += max(60, 5.6 * len(weather) + 26)
    for k, v in _track_items(view):
        start = x
        label = svg_text(x, y, k, 10, fill="#666", extra=' font-stretch="condensed"')
        x += 5.3 * len(k) + 4
        parts.append((start, label + svg_text(x, y, v, 10, fill="#111", weight="bold")))
        x += 6.4 * len(str(v)) + 14
    return _line(parts, y0 + 5, y0 + 26)


def _weather(view):
    """The weather in force (sun before any card turned it), capitalised."""
    weather = weather_name(view.get("weather") or "sun")
    return weather[:1].upper() + weather[1:]


def _track_items(view):
    """(label, value) of the tracks: the Allied Stock, the pool, trucks, markers,
    medals and the airborne track."""
    return [(_("Allied Stock"), supplies(view["stock"])), (_("pool"), supplies(view["pool"])),
            (_("trucks: stock"), view["trucks"]["stock"]),
            (_("reserve"), view["trucks"]["reserve"]), (_("Axis markers"), view["axis_pool"]),
            (_("medals"), view["medal_pool"]), (_("airborne"), view["airborne_track"])]


def _air_support(view):
    """Deck -> [(role, colour)] of the air support markers on it."""
    air = {}
    for r, p in view["players"].items():
        if p["air_support"]:
            air.setdefault(p["air_support"], []).append((r, p["colour"]))
    return air


def _deck_line(view, d, n):
    return _("{deck} {number}, discards {discards}", deck=deck(d), number=n,
             discards=view["discards"].get(d, 0))


def _decks(view, y0):
    """Line 2: the decks with the air support markers on them; a patch each."""
    y = y0 + 42
    x = 12
    label = _("Decks")
    parts = [(x, svg_text(x, y, label, 10, fill="#555"))]
    x += max(44, 5.6 * len(label) + 10)
    air = _air_support(view)
    for d, n in view["decks"].items():
        start, out = x, []
        fill, edge, ink = ((INK[d], EDGE[d], ON[d]) if d in "RWB"
                           else ("#7a6446", "#3d3020", "#fff") if d == "P" else
                           (INK["K"], EDGE["K"], ON["K"]))
        out.append(f'<rect x="{x}" y="{num(y - 12)}" width="14" height="17" rx="2" fill="{fill}" '
                   f'stroke="{edge}"/>')
        out.append(svg_text(x + 7, y + 1, d, 9, "middle", ink, "bold"))
        label = _deck_line(view, d, n)
        out.append(svg_text(x + 18, y, label, 10))
        x += 18 + 5.6 * len(label) + 4
        for r, c in air.get(d, []):
            name = role_name(r)
            w = 6 * len(name) + 26
            out.append(f'<rect x="{num(x)}" y="{num(y - 11)}" width="{num(w)}" height="14" rx="7" '
                       f'fill="{INK[c]}" stroke="{EDGE[c]}"/>'
                       + plane(x + 9, y - 4, ON[c])
                       + svg_text(x + 17, y, name, 9, fill=ON[c], weight="bold"))
            x += w + 4
        x += 14
        parts.append((start, "".join(out)))
    return _line(parts, y0 + 28, y0 + 49)


def _players(view, y0):
    """A column per player: level, cards, corps with their supplies, and what only
    that player may see; its frame and each of its lines a patch."""
    patches = []
    turn_role = None if view.get("outcome") else view["turn"]["role"]
    owner = controlled(view)
    for r, p, x, cw in _columns(view):
        c = p["colour"]
        y = y0 + 56
        right = x + cw - 8

        def line(top, bottom, svg):
            patches.append((box(x + 2, top, right - 2, bottom, 0), svg))
        if r == turn_role:              # outlined over the base's frame
            patches.append((box(x, y, right, y0 + PANEL_H),
                            _frame(x, y, cw, c, "none", "#f0b400", 2.4)))
        line(y + 1, y + 17, svg_text(x + 8, y + 13, role_name(r) + you(r, view), 11,
                                     fill=ON[c], weight="bold"))
        line(y + 1, y + 17, svg_text(x + cw - 16, y + 13, " \u00b7 ".join(_standing(p)),
                                     10, "end", ON[c]))
        yy = y + 32
        line(yy - 11, yy + 4, svg_text(x + 8, yy, ", ".join(_cards_won(p, owner)), 9.5,
                                       fill="#333", extra=' font-stretch="condensed"'))
        yy += 16
        for cid, k in view["corps"].items():
            if RHINE.corps[cid].colour != c:
                continue
            line(yy - 13, yy + 5,
                 f'<g data-token="{escape(cid)}">'
                 + corps_block(x + 24, yy - 3.5, cid, c, k["grounded"], 36) + "</g>"
                 + svg_text(x + 48, yy, k["area"], 10, weight="bold")
                 + svg_text(x + 160, yy, supplies(k) + ("  " + _("grounded") if k["grounded"] else ""),
                            10, fill="#333"))
            yy += 17
        for note in _notes(p):
            line(yy - 10, yy + 3, svg_text(x + 8, yy, note, 9, fill="#555",
                                           extra=' font-stretch="condensed"'))
            yy += 12.5
    return patches


def _standing(p):
    return [_("level {number}", number=p["level"]), _("trucks {number}", number=p["trucks"]),
            _("medals {number}", number=p["medals"])]


def _cards_won(p, owner):
    return [_("won {number} cards ({ammo} ammo)", number=len(p["won"]),
              ammo=sum(x["ammo"] for x in p["won"])),
            _("kept {number}", number=p["kept_count"]),
            _("controls {number}", number=sum(1 for o in owner.values() if o == p["colour"]))]


def _notes(p):
    """What else a player's column says: his commander card and air support, and what
    only he may see (the cards he kept, the cards he peeked at), his medal areas."""
    notes = []
    if p["commander_up"] or p["air_support"]:
        notes.append(" \u00b7 ".join(
            ([_("commander card up")] if p["commander_up"] else [])
            + ([_("air support on {deck}", deck=deck(p["air_support"]))]
               if p["air_support"] else [])))
    if p.get("kept"):
        notes.append(_("kept: {cards}", cards=listed(map(card_name, p["kept"]))))
    for d, card in (p.get("peeks") or {}).items():
        notes.append(_("peeked at {deck}: {card}", deck=deck(d), card=card_name(card)))
    if p["medal_areas"]:
        notes.append(_("medals for {areas}", areas=listed(p["medal_areas"])))
    return notes


def panels(view):
    """The panel as data for the web page (docs/game-protocol.md): the tracks, the
    decks, a panel per player (his corps name themselves, as on the map) and the
    legend; the same words as the picture's panel."""
    turn_role = None if view.get("outcome") else view["turn"]["role"]
    order = [page.chip(f"{i + 1}. {role_name(r)}",
                       title=_("to act") if r == turn_role else None)
             for i, r in enumerate(view["order"])]
    tracks = [page.row(_("turn order"), chips=order)]
    if view["options"].get("weather") or view.get("weather"):
        tracks.append(page.row(_("weather"), _weather(view)))
    tracks += [page.row(k, v) for k, v in _track_items(view)]
    air = _air_support(view)
    decks = [page.row(text=_deck_line(view, d, n),
                      chips=[page.chip(_("air support: {role}", role=role_name(r)))
                             for r, _c in air.get(d, [])])
             for d, n in view["decks"].items()]
    out = [page.panel(_("Tracks"), tracks), page.panel(_("Decks"), decks)]
    owner = controlled(view)
    for r, p in view["players"].items():
        c = p["colour"]
        corps = [page.row(k["area"], supplies(k) + (", " + _("grounded") if k["grounded"] else ""),
                          [page.chip(cid, cid)])
                 for cid, k in view["corps"].items() if RHINE.corps[cid].colour == c]
        out.append(page.panel(role_name(r) + you(r, view),
                              [page.row(text=", ".join(_standing(p))),
                               page.row(text=", ".join(_cards_won(p, owner)))]
                              + corps + [page.row(text=note) for note in _notes(p)],
                              INK[c], r == turn_role))
    legend = [page.row(text=words, icon=page.icon(draw(10, 9), 56, 18))
              for draw, words in legend_rows()]
    return out + [page.panel(_("Legend"), legend, folded=True)]
