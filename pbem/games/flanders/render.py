"""Boards drawn from a view (never from the state, so nothing hidden can leak).

render_text() is for the CLI, mail and forum posts: the track as a column with the
Objective Line on top, the 3x3 card spaces, then each player's troops and cards.
render_svg() draws the same picture for the PNG in mails; the web page shows
render_map(), the track, the card spaces and the dice alone, and beside it panels(),
each player's troops and cards and the deck as data it writes as HTML. What a command
can name carries data-token="<its word in the notation>" (a card space's number for
take and gas, a card code of the player to act for move and discard, a die's number
for balloon), and data-verbs="<the commands it stands in>" where a number would be
ambiguous: a web page lets the player click them (docs/game-protocol.md). Every word
is said in the reader's language (voice.py); the layout makes room for the longer ones
(the text board's columns and the picture's chips are as wide as their words).
"""
from xml.sax.saxutils import escape

from pbem.language.speaking import N_

from ..layers import Layers, around, box
from .. import panels as page
from .voice import _, ngettext, role_name, roles_named, say_reason

COLOURS = {"Red": "#c0392b", "Blue": "#2c6fbb", "Green": "#2e8b57", "Yellow": "#d4ac0d"}
#: what the player to act does at each step of the turn (said through the catalog)
STEP_HELP = {
    "roll": N_("roll (or play Gas)"),
    "take": N_("take a card (or Reconnaissance / Balloon)"),
    "roll-or-stop": N_("roll again or stop"),
    "german-gas": N_("choose what German Gas discards"),
    "artillery": N_("fire Artillery or keep it"),
    "move": N_("move with your cards, then end"),
    "ended": N_("turn over"), "over": N_("game over"),
}
#: the track's lines in render_text, and what fills the rest of the mark
TRACK_MARKS = (("objective", N_("Objective Line"), "="),
               ("defence", N_("Defence Line"), "-"), ("start", N_("Start Line"), "_"))
MARK_WIDTH = 24


def _name(card):
    """The name of CARD (a view's card record) in the reader's language."""
    return _.term(card["name"])


def _cards(cards):
    return ", ".join(_name(c) for c in cards) or "-"


def headline(view):
    out = view.get("outcome")
    if out:
        return ngettext("Game over: {winners} wins ({reason})",
                        "Game over: {winners} win ({reason})", len(out["winners"]),
                        winners=roles_named(out["winners"]), reason=say_reason(out["reason"]))
    t = view["turn"]
    text = _("Turn {number}: {role} to {step}", number=t["number"], role=role_name(t["role"]),
             step=_.term(STEP_HELP.get(t["step"], t["step"])))
    if t["dice"] and t["step"] == "take":
        text += _("; dice {dice}", dice=" ".join(map(str, t["dice"])))
    return text


def _space_label(view, s):
    c = view["board"][str(s)]
    if c is None:
        return _("(empty)")
    if c.get("fixed"):
        return (_("{card} (fixed)", card=_name(c))
                + (f" [{role_name(c['figure'])}]" if c.get("figure") else ""))
    return _name(c)


def _mark(track, pos):
    """The track's mark at POS in render_text: a line's name between its fill signs, or
    a dot for a plain space; MARK_WIDTH wide (or the name's width)."""
    at = {"objective": pos == track["objective"], "defence": pos in track["defence_lines"],
          "start": pos == track["start"]}
    for key, name, fill in TRACK_MARKS:
        if at[key]:
            return f"{fill * 4} {_.term(name)} ".ljust(MARK_WIDTH, fill)
    return "   .".ljust(MARK_WIDTH)


def render_text(view):
    track = view["track"]
    lines = [f"In Flanders Field - {headline(view)}", ""]
    for pos in range(track["objective"], track["start"] - 1, -1):
        who = " ".join(role_name(r) for r, p in view["players"].items()
                       if p["position"] == pos and not p["out"])
        lines.append(f"{pos:3d} {_mark(track, pos)} {who}".rstrip())
    lines += ["", _("Card spaces:")]
    labels = {s: _space_label(view, s) for row in view["rows"] for s in row}
    label_width = max([24, *map(len, labels.values())])
    for row in view["rows"]:
        lines.append("  " + "  ".join(f"{s:>2} {labels[s]:<{label_width}}"
                                      for s in row).rstrip())
    lines += ["", ngettext("Deck {deck}, discard {discard} (top: {top}), pool {num} troops",
                           "Deck {deck}, discard {discard} (top: {top}), pool {num} troops",
                           view["pool"], deck=view["deck_size"],
                           discard=view["discard_size"], top=_top(view)), ""]
    turn_role = None if view.get("outcome") else view["turn"]["role"]
    names = {r: role_name(r) for r in view["players"]}
    name_width = max([7, *(len(n) + 1 for n in names.values())])
    for r, p in view["players"].items():
        state = _("OUT") if p["out"] else ngettext(
            "{num} troops at {position}", "{num} troops at {position}", p["troops"],
            position=p["position"])
        me = _(" (you)") if r == view.get("you") else ""
        lines.append(f"{'>' if r == turn_role else ' '} {names[r]:<{name_width}}"
                     + _("{state}; cards: {cards}", state=state, cards=_cards(p["cards"]))
                     + me)
    t = view["turn"]
    if turn_role and t["taken"]:
        lines.append(_("Taken this turn: {cards}", cards=_cards(t["taken"])))
    return "\n".join(lines) + "\n"


def _top(view):
    """The name of the card on top of the discard pile, or "-"."""
    return _name(view["discard_top"]) if view["discard_top"] else "-"


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
                    f'stroke="#000"><title>{escape(role_name(r))}</title></circle>'))
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
            label = _wrapped(_space_label(view, s))
            svg = [f'<g data-token="{s}" data-verbs="take gas">'
                   f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" '
                   f'fill="{fill}" stroke="#333"/>',
                   _text(x + 6, y + 16, s, 13),
                   *(_text(x + w // 2, y + 38 - 6 * (len(label) - 1) + 13 * k, line, 10,
                           "middle") for k, line in enumerate(label)), "</g>"]
            if c and c.get("fixed") and c.get("figure"):     # the Advance to move with
                svg.append(f'<g data-token="{c["code"]}" data-verbs="move">'
                           f'<circle cx="{x + w - 14}" cy="{y + 14}" r="8" '
                           f'fill="{COLOURS.get(c["figure"], "#555")}" stroke="#000"/>'
                           f'<title>{escape(_on(c))}</title></g>')
            half = max(w / 2, *(_width(line, 10) / 2 for line in label))
            out.append((box(x + w / 2 - half, y, x + w / 2 + half, y + h), "".join(svg)))
    return out


def _wrapped(label, longest=24):
    """LABEL as the lines of a card space: one, or two split at the space nearest its
    middle when it is longer than LONGEST (a long Polish name; no English one is)."""
    if len(label) <= longest or " " not in label:
        return [label]
    cut = min((i for i, c in enumerate(label) if c == " "),
              key=lambda i: abs(i - len(label) / 2))
    return [label[:cut], label[cut + 1:]]


def _dice_svg(view):
    """The dice of the turn, top right; each names itself by its number (1, 2, 3)."""
    out = []
    for i, d in enumerate(view["turn"]["dice"]):
        x = 610 + i * 36
        out.append(f'<g data-token="{i + 1}" data-verbs="balloon">'
                   f'<rect x="{x}" y="8" width="26" height="26" rx="4" fill="#fff" '
                   f'stroke="#333"/>{_text(x + 13, 26, d, 14, "middle")}'
                   f'<title>{escape(_("die {die}: {value}", die=i + 1, value=d))}</title></g>')
    return "".join(out)


def _hand_svg(x, y, cards, to_act):
    """A player's cards as chips after the line at (X, Y); those of the player TO_ACT
    name themselves by their code (move CARD N, discard CARD)."""
    out = []
    for c in cards:
        name = _name(c)
        w = 7 * len(name) + 12
        token = f' data-token="{escape(c["code"])}" data-verbs="move discard"' if to_act else ""
        out.append(f'<g{token}><rect x="{x}" y="{y - 13}" width="{w}" height="18" rx="4" '
                   f'fill="#fff" stroke="#777"/>{_text(x + 6, y, name, 11)}</g>')
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
        line = f"{role_name(r)}: {_troops(p)}" + ("" if p["cards"] else _("; no cards"))
        chips, right = _hand_svg(290 + 6 * len(line), y, p["cards"], r == to_act)
        right = max(right, 278 + _width(line, 11))
        patches.append((box(258, y - 15, right, y + 6),
                        f'<circle cx="266" cy="{y - 4}" r="6" fill="{COLOURS.get(r, "#555")}"/>'
                        + _text(278, y, line, 11) + "".join(chips)))
        width = max(width, right + 10)
        y += 24
    deck = _("deck {deck}, discard {discard}, pool {pool}", deck=view["deck_size"],
             discard=view["discard_size"], pool=view["pool"])
    patches.append((box(258, y - 8, 260 + _width(deck, 11), y + 10), _text(260, y + 6, deck, 11)))
    return patches, width


def _troops(p):
    if p["out"]:
        return _("out")
    return ngettext("{num} troops, at {position}", "{num} troops, at {position}",
                    p["troops"], position=p["position"])


def _on(card):
    """The fixed card's figure: "Red on Advance"."""
    return _("{role} on {card}", role=role_name(card["figure"]), card=_name(card))


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
        cards = [page.chip(_name(c), *((c["code"], "move discard") if mine else ()))
                 for c in p["cards"]]
        you = _(" (you)") if r == view.get("you") else ""
        out.append(page.panel(f"{role_name(r)}{you}", [
            page.row(text=_troops(p)),
            page.row(_("cards"), None if cards else _("none"), cards)], COLOURS.get(r), mine))
    taken = view["turn"]["taken"] if to_act else []
    return out + [page.panel(_("Cards and troops"), [
        page.row(_("deck"), view["deck_size"]),
        page.row(_("discard"), _("{discard} (top: {top})", discard=view["discard_size"],
                                 top=_top(view))),
        page.row(_("pool"), ngettext("{num} troops", "{num} troops", view["pool"])),
        taken and page.row(_("taken this turn"), _cards(taken))])]
