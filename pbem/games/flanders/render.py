"""Boards drawn from a view (never from the state, so nothing hidden can leak).

render_text() is for the CLI, mail and forum posts: the track as a column with the
Objective Line on top, the 3x3 card spaces, then each player's troops and cards.
render_svg() draws the same picture for the PNG in mails; the web page shows
render_map(), the track, the card spaces and the dice alone, and beside it panels(),
each player's troops and cards and the deck as data it writes as HTML. What a command
can name carries data-token="<its word in the notation>" (a card space's number for
take and gas, a card code of the player to act for move and discard, a die's number
for balloon), and data-verbs="<the commands it stands in>" where a number would be
ambiguous: a web page lets the player click them (docs/game-protocol.md).
"""
from xml.sax.saxutils import escape

from ..layers import Layers, around, box
from .. import panels as page

COLOURS = {"Red": "#c0392b", "Blue": "#2c6fbb", "Green": "#2e8b57", "Yellow": "#d4ac0d"}
STEP_HELP = {
    "roll": "roll (or play Gas)", "take": "take a card (or Reconnaissance / Balloon)",
    "roll-or-stop": "roll again or stop", "german-gas": "choose what German Gas discards",
    "artillery": "fire Artillery or keep it", "move": "move with your cards, then end",
    "ended": "turn over", "over": "game over",
}


def _cards(cards):
    return ", ".join(c["name"] for c in cards) or "-"


def headline(view):
    out = view.get("outcome")
    if out:
        return (f"Game over: {' and '.join(out['winners'])} "
                f"win{'s' if len(out['winners']) == 1 else ''} ({out['reason']})")
    t = view["turn"]
    text = f"Turn {t['number']}: {t['role']} to {STEP_HELP.get(t['step'], t['step'])}"
    if t["dice"] and t["step"] == "take":
        text += f"; dice {' '.join(map(str, t['dice']))}"
    return text


def _space_label(view, s):
    c = view["board"][str(s)]
    if c is None:
        return "(empty)"
    if c.get("fixed"):
        return f"{c['name']} (fixed)" + (f" [{c['figure']}]" if c.get("figure") else "")
    return c["name"]


def render_text(view):
    track = view["track"]
    lines = [f"In Flanders Field - {headline(view)}", ""]
    for pos in range(track["objective"], track["start"] - 1, -1):
        who = " ".join(r for r, p in view["players"].items()
                       if p["position"] == pos and not p["out"])
        if pos == track["objective"]:
            mark = "==== Objective Line ===="
        elif pos in track["defence_lines"]:
            mark = "---- Defence Line ------"
        elif pos == track["start"]:
            mark = "____ Start Line ________"
        else:
            mark = "   .                    "
        lines.append(f"{pos:3d} {mark} {who}".rstrip())
    lines += ["", "Card spaces:"]
    for row in view["rows"]:
        lines.append("  " + "  ".join(f"{s:>2} {_space_label(view, s):<24}" for s in row).rstrip())
    top = view["discard_top"]["name"] if view["discard_top"] else "-"
    lines += ["", f"Deck {view['deck_size']}, discard {view['discard_size']} (top: {top}), "
                  f"pool {view['pool']} troops", ""]
    turn_role = None if view.get("outcome") else view["turn"]["role"]
    for r, p in view["players"].items():
        state = "OUT" if p["out"] else f"{p['troops']} troops at {p['position']}"
        me = " (you)" if r == view.get("you") else ""
        lines.append(f"{'>' if r == turn_role else ' '} {r:<7}{state}; cards: "
                     f"{_cards(p['cards'])}{me}")
    t = view["turn"]
    if turn_role and t["taken"]:
        lines.append(f"Taken this turn: {_cards(t['taken'])}")
    return "\n".join(lines) + "\n"


# -- SVG -------------------------------------------------------------------------------
ROW_H, TRACK_X, TRACK_W, TOP = 28, 30, 190, 50


def _text(x, y, s, size=12, anchor="start", fill="#222"):
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-family="sans-serif" '
            f'text-anchor="{anchor}" fill="{fill}">{escape(str(s))}</text>')


def _track_svg(track):
    """The track: a row per position, the Objective and Defence Lines (the base)."""
    out = []
    for pos in range(track["start"], track["objective"] + 1):
        y = TOP + (track["objective"] - pos) * ROW_H
        out.append(f'<rect x="{TRACK_X}" y="{y}" width="{TRACK_W}" height="{ROW_H}" '
                   f'fill="#efe6cf" stroke="#8a7f66"/>')
        out.append(_text(TRACK_X - 6, y + 18, pos, 11, "end"))
        mid = y + ROW_H // 2
        if pos == track["objective"]:
            out.append(f'<line x1="{TRACK_X}" y1="{mid}" x2="{TRACK_X + TRACK_W}" y2="{mid}" '
                       f'stroke="#1f5fbf" stroke-width="5" class="objective"/>')
        elif pos in track["defence_lines"]:
            out.append(f'<line x1="{TRACK_X}" y1="{mid}" x2="{TRACK_X + TRACK_W}" y2="{mid}" '
                       f'stroke="#888888" stroke-width="5" class="defence"/>')
    return "".join(out)


def _troops_svg(view):
    """The players' troops on the track, a patch each."""
    track, out = view["track"], []
    for i, (r, p) in enumerate(view["players"].items()):
        if p["out"]:
            continue
        y = TOP + (track["objective"] - p["position"]) * ROW_H + ROW_H // 2
        x = TRACK_X + 30 + i * 40
        out.append((around(x, y, 10, 10),
                    f'<circle cx="{x}" cy="{y}" r="9" fill="{COLOURS.get(r, "#555")}" '
                    f'stroke="#000"><title>{escape(r)}</title></circle>'))
    return out


def _cards_svg(view):
    """The card spaces, a patch each (a long name may run past its space's edges)."""
    out, x0, y0, w, h = [], 260, TOP, 130, 60
    for j, row in enumerate(view["rows"]):
        for i, s in enumerate(row):
            x, y = x0 + i * (w + 8), y0 + j * (h + 8)
            c = view["board"][str(s)]
            fill = ("#fff" if c is None else "#dcefd6" if c.get("side") == "british"
                    else "#d6e2f5")
            label = _space_label(view, s)
            svg = [f'<g data-token="{s}" data-verbs="take gas">'
                   f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" '
                   f'fill="{fill}" stroke="#333"/>',
                   _text(x + 6, y + 16, s, 13),
                   _text(x + w // 2, y + 38, label, 10, "middle"), "</g>"]
            if c and c.get("fixed") and c.get("figure"):     # the Advance to move with
                svg.append(f'<g data-token="{c["code"]}" data-verbs="move">'
                           f'<circle cx="{x + w - 14}" cy="{y + 14}" r="8" '
                           f'fill="{COLOURS.get(c["figure"], "#555")}" stroke="#000"/>'
                           f'<title>{escape(c["figure"])} on {escape(c["name"])}</title></g>')
            half = max(w / 2, _width(label, 10) / 2)
            out.append((box(x + w / 2 - half, y, x + w / 2 + half, y + h), "".join(svg)))
    return out


def _dice_svg(view):
    """The dice of the turn, top right; each names itself by its number (1, 2, 3)."""
    out = []
    for i, d in enumerate(view["turn"]["dice"]):
        x = 610 + i * 36
        out.append(f'<g data-token="{i + 1}" data-verbs="balloon">'
                   f'<rect x="{x}" y="8" width="26" height="26" rx="4" fill="#fff" '
                   f'stroke="#333"/>{_text(x + 13, 26, d, 14, "middle")}'
                   f'<title>die {i + 1}: {d}</title></g>')
    return "".join(out)


def _hand_svg(x, y, cards, to_act):
    """A player's cards as chips after the line at (X, Y); those of the player TO_ACT
    name themselves by their code (move CARD N, discard CARD)."""
    out = []
    for c in cards:
        w = 7 * len(c["name"]) + 12
        token = f' data-token="{escape(c["code"])}" data-verbs="move discard"' if to_act else ""
        out.append(f'<g{token}><rect x="{x}" y="{y - 13}" width="{w}" height="18" rx="4" '
                   f'fill="#fff" stroke="#777"/>{_text(x + 6, y, c["name"], 11)}</g>')
        x += w + 6
    return out, x


def _width(text, size):
    """A generous guess of how wide TEXT is drawn at SIZE px (a patch's box)."""
    return 0.7 * size * len(str(text)) + 4


def _player_lines(view, top):
    """Each player's line from TOP down (troops, cards as chips) and the deck's line,
    a patch each; and how wide they make the picture."""
    patches, width, y = [], 720, top
    to_act = None if view.get("outcome") else view["turn"]["role"]
    for r, p in view["players"].items():
        line = f"{r}: {_troops(p)}" + ("" if p["cards"] else "; no cards")
        chips, right = _hand_svg(290 + 6 * len(line), y, p["cards"], r == to_act)
        right = max(right, 278 + _width(line, 11))
        patches.append((box(258, y - 15, right, y + 6),
                        f'<circle cx="266" cy="{y - 4}" r="6" fill="{COLOURS.get(r, "#555")}"/>'
                        + _text(278, y, line, 11) + "".join(chips)))
        width = max(width, right + 10)
        y += 24
    deck = f"deck {view['deck_size']}, discard {view['discard_size']}, pool {view['pool']}"
    patches.append((box(258, y - 8, 260 + _width(deck, 11), y + 10), _text(260, y + 6, deck, 11)))
    return patches, width


def _troops(p):
    return "out" if p["out"] else f"{p['troops']} troops, at {p['position']}"


def render_layers(view, with_panels=True):
    """The track is the base (it never changes in a game); the title and dice, the
    troops, each card space and each player's line are patches. WITH_PANELS false: the
    map alone, no players' lines (panels() gives them to the web page)."""
    track = view["track"]
    height = TOP + (track["objective"] - track["start"] + 1) * ROW_H + 30
    patches = _troops_svg(view) + _cards_svg(view)
    width = 720
    if with_panels:
        lines, width = _player_lines(view, TOP + 3 * 68 + 20)
        patches += lines
    title = ((0, 0, width, 40), _text(10, 24, headline(view), 14) + _dice_svg(view))
    return Layers(width, height, _track_svg(track), (title, *patches))


def render_svg(view):
    return render_layers(view).svg()


def render_map(view):
    return render_layers(view, with_panels=False).svg()


def panels(view):
    """Each player's troops and cards (those of the player to act name themselves, as
    on the picture), then the deck, the discards, the pool and this turn's cards."""
    to_act = None if view.get("outcome") else view["turn"]["role"]
    out = []
    for r, p in view["players"].items():
        mine = r == to_act
        cards = [page.chip(c["name"], *((c["code"], "move discard") if mine else ()))
                 for c in p["cards"]]
        you = " (you)" if r == view.get("you") else ""
        out.append(page.panel(f"{r}{you}", [page.row(text=_troops(p)),
                                             page.row("cards", None if cards else "none", cards)],
                              COLOURS.get(r), mine))
    top = view["discard_top"]["name"] if view["discard_top"] else "-"
    taken = view["turn"]["taken"] if to_act else []
    return out + [page.panel("Cards and troops", [
        page.row("deck", view["deck_size"]),
        page.row("discard", f"{view['discard_size']} (top: {top})"),
        page.row("pool", f"{view['pool']} troops"),
        taken and page.row("taken this turn", _cards(taken))])]
