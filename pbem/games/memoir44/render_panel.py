"""Around the Memoir '44 board: the title, each side's strip on its own edge of the
board (medals won of those needed, the figures of the units it eliminated, its hand,
its left and right flank along the section lines), the column on the right (the card
in play, the last dice, deck and discards, the viewer's hand, the units ordered this
turn) and the legend under it all, naming only what this board shows. panels() says
the same as data for the web page, which writes it as HTML beside the board. Every
word in the reader's language (speech.py); the column wraps what a longer Polish line
would push off the picture.
"""
from pbem.language.speaking import N_

from ..layers import around, box
from .. import panels as page
from . import hexes
from .render_layout import COLUMN_W, LEGEND_ROW, STRIP_H, TITLE_H
from .render_map import ORDERED, SECTION
from .render_symbols import (BADGES, FONT, GOLD_EDGE, SIDE_EDGE, SIDE_FILL, TYPES, die,
                             medal, num, piece, text, unit, use, wrap)
from .render_terrain import kind, name as kind_name, sample
from .speech import FACES, UNITS, _, card_text, ngettext, role_name, word
from .text_board import acting, card_line, dice_line, headline, medals_line, this_turn

PAPER = "#f3eedf"
INK = "#222"
MUTED = "#5b5b5b"
FLANKS = {"left": N_("left flank"), "center": N_("centre"), "right": N_("right flank")}
#: what a side is doing, on its strip and its panel
DOING = {"play": N_("to play"), "answer": N_("to answer"), "playing": N_("playing")}
TYPE_NAMES = {"infantry": N_("Infantry"), "armor": N_("Armor"), "artillery": N_("Artillery")}
ELIMINATED = N_("eliminated")
LEGEND_COLS = 6
TERRAIN_ORDER = ("woods", "hedgerow", "hills", "steep", "cliff", "mountain", "buildings",
                 "church", "river", "wide", "pond", "beach", "ocean")
OBSTACLE_ORDER = ("bridge", "bunker", "hedgehog", "sand", "wire")


def title_ground(width):
    return f'<rect x="0" y="0" width="{width}" height="{TITLE_H}" fill="#2f3527"/>'


def title(view, width):
    """The scenario's name and the headline, a patch on the title band."""
    name = view["scenario"]["name"]
    return ((0, 0, width, TITLE_H),
            text(12, 20, f"{name}  \u2014  {headline(view)}", 14, fill="#fff", bold=True))


def strip_ground(view, lay, side, y):
    """SIDE's strip from Y down: its paper and the flank names along the section lines
    (the base layer)."""
    at_top = view["sides"][side].get("position") == "top"
    flank_y = y + (38 if at_top else 12)
    out = [f'<rect x="0" y="{num(y)}" width="{num(lay.map_w)}" height="{STRIP_H}" '
           f'fill="{PAPER}"/>']
    for section, lo, hi in hexes.SECTION_BOUNDS:
        own = hexes.sections((0, (lo + hi) // 2), not at_top)
        mid = (lay.col_x(lo) + lay.col_x(hi)) / 2
        out.append(text(mid, flank_y, _("{side} {flank}", side=role_name(side),
                                        flank=_.term(FLANKS[next(iter(own))])),
                        10, "middle", SECTION, extra=' font-style="italic"'))
    return "".join(out)


def strip(view, lay, side, y):
    """SIDE's line on its strip from Y down (a patch): who plays, medals won of those
    needed, the units it eliminated, the cards in its hand."""
    d = view["sides"][side]
    at_top = d.get("position") == "top"
    info_y = y + (16 if at_top else 34)
    out = []
    fill, edge = SIDE_FILL.get(side, "#777"), SIDE_EDGE.get(side, "#222")
    playing = side == acting(view)
    label = _side_label(view, side)
    w = 8 * len(label) + 18
    out.append(f'<rect x="{num(lay.x0)}" y="{num(info_y - 13)}" width="{w}" height="18" '
               f'rx="4" fill="{fill}" stroke="{ORDERED if playing else edge}" '
               f'stroke-width="{3 if playing else 1.2}"/>')
    out.append(text(lay.x0 + w / 2, info_y + 1, label, 12, "middle", "#fff", True))
    x = lay.x0 + w + 12
    state = _side_state(view, side)
    if state:
        out.append(text(x, info_y + 1, state, 11, fill="#8a5a00" if playing else MUTED,
                        bold=True))
        x += 78
    out.append(text(x, info_y + 1, medals_line(d), 11, fill=INK, bold=True))
    x += 92
    slots = max(d["medals_to_win"], d["medals"])
    step = min(19, 190 / slots)          # a long track (an uploaded scenario) closes up
    out.append(f'<g class="medals" data-side="{side}">')
    for i in range(slots):
        cx = x + 9 + i * step
        if i < d["medals"]:
            out.append(medal(cx, info_y - 4, side))
        else:
            out.append(f'<circle cx="{num(cx)}" cy="{num(info_y - 4)}" r="6.5" fill="none" '
                       f'stroke="{GOLD_EDGE}" stroke-width="1" stroke-dasharray="2 2"/>')
    out.append("</g>")
    x += step * slots + 14
    enemy = next((s for s in view["sides"] if s != side), None)
    eliminated = d.get("medal_units") or []
    if eliminated:
        out.append(text(x, info_y + 1, _.term(ELIMINATED) + ":", 10, fill=MUTED))
        x += 62
        step = min(26, 220 / len(eliminated))
        out.append(f'<g class="eliminated" data-side="{side}">')
        for t in eliminated:
            out.append(piece(t, x + 12, info_y - 4, enemy))
            x += step
        out.append("</g>")
    out.append(text(lay.x0 + lay.board_w, info_y + 1, _in_hand(d), 11, "end", INK))
    return box(0, info_y - 18, lay.map_w, info_y + 10, 0), "".join(out)


def _side_state(view, side):
    """What SIDE is doing: to play, to answer (a decision in the other's turn),
    playing (while the other answers), or None."""
    turn_side = None if view.get("outcome") else (view.get("turn") or {}).get("side")
    if side == acting(view):
        return _.term(DOING["play" if side == turn_side else "answer"])
    return _.term(DOING["playing"]) if side == turn_side else None


def _side_label(view, side):
    """SIDE's name, and whether it is the viewer's."""
    if side == view.get("you"):
        return _("{side} (you)", side=role_name(side))
    return role_name(side)


def _in_hand(d):
    """How many cards a side holds (English says "cards" for one too, as it always did)."""
    return ngettext("{num} cards in hand", "{num} cards in hand", d["hand_count"])


def column_ground(lay):
    return (f'<rect x="{num(lay.column_x - 8)}" y="{TITLE_H}" width="{COLUMN_W + 8}" '
            f'height="{num(lay.legend_y - TITLE_H - 6)}" fill="{PAPER}"/>')


def column(view, lay):
    """The card in play, the dice, the counts, the viewer's hand and this turn's units:
    a patch as tall as they are, and a patch for each die (the picture maker draws a
    patch's shapes in a cell of their own box, and a die is no plain shape to it)."""
    x0, w = lay.column_x, COLUMN_W - 12
    y = TITLE_H + 20
    out, dice = [], []

    def head(s):
        nonlocal y
        out.append(text(x0, y, s, 12, fill=INK, bold=True))
        y += 8

    head(_("Card in play"))
    card = view.get("played")
    if card:
        lines = wrap(card_text(card), 46)[:6]
        h = 40 + 13 * len(lines)
        band = "#6c5d33" if card.get("kind") == "section" else "#7a2e2a"
        out.append(f'<rect x="{num(x0)}" y="{num(y)}" width="{w}" height="{h}" rx="6" '
                   f'fill="#fbf8ee" stroke="#6d6248" stroke-width="1.2"/>'
                   f'<rect x="{num(x0)}" y="{num(y)}" width="{w}" height="22" rx="6" '
                   f'fill="{band}"/>')
        out.append(text(x0 + 8, y + 16, card_line(card), 12, fill="#fff", bold=True))
        for i, line in enumerate(lines):
            out.append(text(x0 + 8, y + 38 + 13 * i, line, 10, fill=INK))
        y += h + 16
    else:
        out.append(text(x0, y + 10, _("none"), 11, fill=MUTED))
        y += 26
    for said in _last_played(view):
        for line in wrap(said, 46):         # a longer name, a longer language
            out.append(text(x0, y, line, 10.5, fill=MUTED))
            y += 14
    y += 8
    head(_("Last dice"))
    rolls = view.get("last_dice") or []
    for roll in rolls:
        out.append(text(x0, y + 10, dice_line(roll).split(":")[0] if roll.get("at") else "",
                        11, fill=INK, bold=True))
        y += 16
        for i, face in enumerate(roll.get("faces") or []):
            cx, cy = x0 + 12 + (i % 11) * 24, y + 12 + 24 * (i // 11)
            dice.append((around(cx, cy, 10.5, 10.5), die(face, cx, cy)))
        y += 30 + 24 * ((len(roll.get("faces") or []) - 1) // 11)
    if not rolls:
        out.append(text(x0, y + 10, _("none yet"), 11, fill=MUTED))
        y += 26
    y += 10
    out.append(text(x0, y, _deck_line(view), 11, fill=INK))
    y += 24
    for heading, cards in _hands(view):
        head(heading)
        for card in cards:      # each names itself as play and keep do
            out.append(f'<g data-token="{card["key"]}"><rect x="{num(x0)}" y="{num(y - 4)}" '
                       f'width="{w}" height="15" fill="{PAPER}"/>'
                       + text(x0 + 6, y + 8, card_line(card), 11, fill=INK) + "</g>")
            y += 15
        y += 12
    for said in _this_turn(view):
        for line in wrap(said, 44):
            out.append(text(x0, y, line, 11, fill=INK))
            y += 14
    return [(box(x0 - 8, TITLE_H, x0 + COLUMN_W, y + 4, 0), "".join(out))] + dice


def _last_played(view):
    return [_("{side} last played {card}", side=role_name(side), card=card_line(last))
            for side, last in (view.get("last_played") or {}).items() if last]


def _deck_line(view):
    return _("Deck {deck} cards, discards {discards}", deck=view.get("deck_count", 0),
             discards=view.get("discard_count", 0))


def _hands(view):
    """[(heading, cards)] of the viewer's hand and the cards drawn he keeps one of, those
    he has: each card names itself as play and keep do."""
    you = view.get("you")
    hand = (view["sides"].get(you) or {}).get("hand") if you else None
    drawn = (view.get("pending") or {}).get("drawn")
    return [(heading, cards) for heading, cards in (
        (_("Your hand ({num})", num=len(hand or [])), hand),
        (_("Drawn: keep one"), drawn if isinstance(drawn, list) else None)) if cards]


def _this_turn(view):
    """The units ordered, moved and battled this turn, a line each."""
    return [head + hexes_named for head, hexes_named in this_turn(view)]


def legend_entries(view):
    """(drawer, words) for what this board shows: sides, unit types, badges, terrain,
    obstacles, medals, and the lines and names."""
    shown = {kind(d) for d in view["hexes"].values()}
    obstacles = {d.get("obstacle") for d in view["hexes"].values()}
    badges = {u.get("badge") for u in view["units"].values()}
    out = []
    for side in view["sides"]:
        out.append((lambda x, y, s=side: unit(x + 2, y, {"side": s, "type": "infantry",
                                                          "figures": 3, "max": 4}),
                    _("{side}: 3 of 4 figures left", side=role_name(side))))
    for t in TYPES:
        out.append((lambda x, y, t=t: piece(t, x, y, None), _.term(TYPE_NAMES[t])))
    for b, words in BADGES.items():
        if b in badges:
            out.append((lambda x, y, b=b: use(f"badge-{b}", x, y), _.term(words)))
    for k in TERRAIN_ORDER:
        if k in shown:
            out.append((lambda x, y, k=k: sample(k, x, y, 0.38), kind_name(k)))
    for o in OBSTACLE_ORDER:
        if o in obstacles:
            out.append((lambda x, y, o=o: sample(f"o-{o}", x, y, 0.38), kind_name(o)))
    if any(d.get("objective") for d in view["hexes"].values()):
        out.append((lambda x, y: medal(x, y), _("Objective medal")))
    out.append((lambda x, y: f'<path d="M{num(x)},{num(y - 12)} V{num(y + 12)}" '
                             f'stroke="{SECTION}" stroke-width="2.4" '
                             f'stroke-dasharray="6 4"/>', _("Section line")))
    out.append((lambda x, y: f'<rect x="{num(x - 13)}" y="{num(y - 9)}" width="26" '
                             f'height="18" rx="4" fill="none" stroke="{ORDERED}" '
                             f'stroke-width="3"/>', _("Ordered this turn")))
    return out


def legend_lines(view):
    return -(-len(legend_entries(view)) // LEGEND_COLS)


def legend(view, lay):
    entries = legend_entries(view)
    cw = lay.width / LEGEND_COLS
    out = [f'<rect x="0" y="{num(lay.legend_y - 6)}" width="{lay.width}" '
           f'height="{num(LEGEND_ROW * legend_lines(view) + 14)}" fill="{PAPER}"/>',
           f'<g font-family="{FONT}">']
    for i, (draw, words) in enumerate(entries):
        x = 8 + (i % LEGEND_COLS) * cw
        y = lay.legend_y + LEGEND_ROW * (i // LEGEND_COLS) + LEGEND_ROW / 2
        out.append(draw(x + 24, y))
        out.append(text(x + 54, y + 4, words, 10.5, fill=INK))
    return "".join(out) + "</g>"


def panels(view):
    """The column, the sides' lines and the legend as data for the web page
    (docs/game-protocol.md): a panel per side, the card in play, the last dice, the
    viewer's hand (each card names itself, as on the picture), this turn's units and
    the legend; the same words as the picture's."""
    out = []
    for side, d in view["sides"].items():
        enemy = next((s for s in view["sides"] if s != side), None)
        eliminated = [page.chip(word(UNITS, t),
                                icon=page.icon(piece(t, 12, 12, enemy), 24, 24))
                      for t in d.get("medal_units") or []]
        out.append(page.panel(_side_label(view, side), [
            page.row(text=_side_state(view, side)), page.row(text=medals_line(d)),
            eliminated and page.row(_.term(ELIMINATED), chips=eliminated),
            page.row(text=_in_hand(d))],
            SIDE_FILL.get(side), side == acting(view)))
    card = view.get("played")
    out.append(page.panel(_("Card in play"), [
        page.row(text=card_line(card) if card else _("none")),
        card and page.row(text=card_text(card)),
        *(page.row(text=line) for line in _last_played(view))]))
    rolls = [page.row(dice_line(roll).split(":")[0] if roll.get("at") else None,
                      chips=[page.chip(word(FACES, face),
                                       icon=page.icon(die(face, 12, 12), 24, 24))
                             for face in roll.get("faces") or []])
             for roll in view.get("last_dice") or []]
    out.append(page.panel(_("Last dice"), rolls or [page.row(text=_("none yet"))]))
    for heading, cards in _hands(view):
        out.append(page.panel(heading, [
            line for c in cards for line in (page.row(chips=[page.chip(card_line(c), c["key"])]),
                                             page.row(text=card_text(c)))]))
    out.append(page.panel(_("Cards and units"), [page.row(text=_deck_line(view))]
                          + [page.row(text=said) for said in _this_turn(view)]))
    legend = [page.row(text=words, icon=page.icon(draw(24, 17), 48, 34))
              for draw, words in legend_entries(view)]
    return out + [page.panel(_("Legend"), legend, folded=True)]
