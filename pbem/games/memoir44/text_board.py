"""The Memoir '44 board in plain text, and the wording the picture shares with it.

render_text() is the board for mails and forums: monospace, under 80 columns. Each
board row takes two lines, the ground and obstacles of its hexes on the first and the
units on the second, every hex three columns wide and 6 apart, the short rows (2, 4,
.., 8) half a hex over as on the board; row numbers up the sides, letters above and
below (capitals for the long rows, small letters half a hex over for the short rows:
names are read in any case, "g8" is "G8"). Then medals, hands, the card in play, the
last dice and the place names. headline(), card_line() and dice_line() are shared with
the picture. Every word in the reader's language (speech.py); the letters of the map
are its own notation and stay.
"""
from pbem.language.speaking import N_

from . import hexes
from .render_terrain import kind
from .speech import (SECTIONS, UNITS, _, card_name, chained, faces, ngettext, role_name,
                     say_reason, word)

GROUND = {None: ".", "woods": "F", "hedgerow": "H", "hills": "^", "steep": "^",
          "cliff": "^", "mountain": "M", "buildings": "T", "church": "C", "river": "R",
          "wide": "R", "pond": "P", "beach": ":", "ocean": "~"}
GROUND_NAMES = {".": N_("open"), "F": N_("forest"), "H": N_("hedgerow"), "^": N_("hill"),
                "M": N_("impassable hill"), "T": N_("town"), "C": N_("church (town)"),
                "R": N_("river"), "P": N_("pond"), ":": N_("beach"), "~": N_("ocean")}
OBSTACLE = {"bridge": "=", "bunker": "b", "hedgehog": "x", "sand": "s", "wire": "#"}
OBSTACLE_NAMES = {"=": N_("bridge"), "b": N_("bunker"), "x": N_("hedgehogs"),
                  "s": N_("sandbags"), "#": N_("barbed wire")}
SIDE = {"Allies": "A", "Axis": "X"}
TYPE = {"infantry": "I", "armor": "T", "artillery": "G"}
BADGE = {"special": "s", "resistance": "r", "elite": "e"}
BADGE_NAMES = {"special": N_("special"), "resistance": N_("resistance"), "elite": N_("elite")}
#: a side's home edge
EDGES = {"top": N_("top"), "bottom": N_("bottom")}
#: the heads of this turn's units, by what they did
THIS_TURN = {"ordered": N_("Ordered: "), "moved": N_("Moved: "), "battled": N_("Battled: ")}
AND = N_("{first} and {second}")
PITCH = 6        # columns from a hex to the next in its row
LEFT = 3         # the column of the first long-row hex's centre
WIDTH = 80


def _words(key):
    return str(key).replace("-", " ").replace("_", " ")


def acting(view):
    """The side that must act now: the one a decision waits for, else the side whose
    turn it is (None once the game is over)."""
    if view.get("outcome"):
        return None
    return (view.get("pending") or {}).get("role") or (view.get("turn") or {}).get("side")


def headline(view):
    """Who is to do what, or how the game ended."""
    out = view.get("outcome")
    if out:
        won = chained(map(role_name, out.get("winners") or []), AND) or _("nobody")
        if out.get("reason"):
            return _("Game over: {winners} won ({reason})", winners=won,
                     reason=say_reason(out["reason"]))
        return _("Game over: {winners} won", winners=won)
    turn = view.get("turn") or {}
    side, who = turn.get("side") or "?", acting(view) or "?"
    doing = _.term(view.get("prompt")) or _words((view.get("pending") or {}).get("kind")
                                                 or turn.get("step") or "play")
    fields = {"number": turn.get("number", 1), "who": role_name(who), "doing": doing}
    if who != side:
        return _("Turn {number} ({side} playing) - {who}: {doing}", side=role_name(side),
                 **fields)
    return _("Turn {number} - {who}: {doing}", **fields)


def card_line(card):
    """A card as one line: its name and the section it orders."""
    if not card.get("section"):
        return card_name(card)
    return _("{card} ({section})", card=card_name(card),
             section=word(SECTIONS, card["section"]))


def dice_line(roll):
    """One roll: where from, at which hex, and its faces."""
    where = f"{roll['from']} > {roll['at']}" if roll.get("from") else roll.get("at") or ""
    return f"{where}: {faces(roll['faces'])}".strip(": ")


def _cell(view, name):
    """The two three-column cells of a hex: ground+obstacle+objective, then its unit."""
    info = view["hexes"].get(name) or {}
    g = GROUND.get(kind(info), "?")
    top = g + OBSTACLE.get(info.get("obstacle"), "") + ("*" if info.get("objective") else "")
    u = view["units"].get(name)
    low = ""
    if u:
        low = f"{SIDE.get(u['side'], '?')}{TYPE.get(u['type'], '?')}{u['figures']}"
        low += BADGE.get(u.get("badge"), "")
    return top, low


def _place(line, at, s):
    """Write S into LINE (a list of characters) centred on column AT."""
    start = at - (len(s) - 1) // 2
    for i, ch in enumerate(s):
        line[start + i] = ch


def board_lines(view):
    """The map: letters, then two lines per row (ground, units), letters again."""
    board = view["scenario"]["board"]
    rows, cols = board["rows"], board["cols"]
    right = LEFT + PITCH * (cols - 1) + 4          # where the right row numbers go

    def at(c):
        return LEFT + c * PITCH // 2

    def blank():
        return [" "] * (right + 2)

    def letters(short):
        line = blank()
        for c in range(1 if short else 0, 2 * cols - 2 if short else 2 * cols - 1, 2):
            letter = chr(ord("A") + c // 2)
            _place(line, at(c), letter.lower() if short else letter)
        return "".join(line).rstrip()

    out = [letters(True), letters(False)]
    for r in range(rows):
        top, low = blank(), blank()
        for c in range(r % 2, 2 * cols - 1, 2):
            g, u = _cell(view, hexes.name((r, c), rows, cols))
            _place(top, at(c), g)
            if u:
                _place(low, at(c), u)
        n = str(rows - r)
        top[0:len(n)] = n
        top[right:right + len(n)] = n
        out += ["".join(top).rstrip(), "".join(low).rstrip()]
    return out + [letters(False), letters(True)]


def _wrapped(head, items, width=WIDTH):
    """HEAD and ITEMS joined with '; ', wrapped under HEAD's indent."""
    lines, line = [], head
    for i, item in enumerate(items):
        piece = item + ("; " if i < len(items) - 1 else "")
        if len(line) + len(piece.rstrip()) > width and line.strip():
            lines.append(line.rstrip())
            line = "  " + piece
        else:
            line += piece
    return lines + [line.rstrip()]


def _legend(view):
    grounds = {GROUND.get(kind(d), "?") for d in view["hexes"].values()} | {"."}
    obstacles = {OBSTACLE[d["obstacle"]] for d in view["hexes"].values()
                 if d.get("obstacle") in OBSTACLE}
    items = [f"{g} {_.term(GROUND_NAMES[g])}" for g in GROUND_NAMES if g in grounds]
    items += [f"{o} {_.term(OBSTACLE_NAMES[o])}" for o in OBSTACLE_NAMES if o in obstacles]
    if any(d.get("objective") for d in view["hexes"].values()):
        items.append(_("* objective medal"))
    items.append(_("units: A Allies / X Axis, I infantry / T armor / G artillery, figures"))
    badges = {u.get("badge") for u in view["units"].values()} - {None}
    items += [_("badge {letter} {badge}", letter=BADGE[b], badge=_.term(BADGE_NAMES[b]))
              for b in BADGE if b in badges]
    items.append(_("hex names: letter and row, G5; small letters: the short rows"))
    return _wrapped(_("Key: "), items)


def render_text(view):
    sc = view["scenario"]
    lines = [f"{sc['name']} - {headline(view)}", ""]
    lines += board_lines(view)
    lines.append("")
    for side, d in view["sides"].items():
        edge = _.term(EDGES.get(d.get("position"), str(d.get("position"))))
        head = (_("{side} (you, {edge} edge): ", side=role_name(side), edge=edge)
                if side == view.get("you") else
                _("{side} ({edge} edge): ", side=role_name(side), edge=edge))
        units = ", ".join(word(UNITS, t) for t in d.get("medal_units") or []) or _("none")
        lines += _wrapped(head, [medals_line(d), _("units eliminated: {units}", units=units),
                                 ngettext("{num} cards", "{num} cards", d["hand_count"])])
    lines.append(_("Deck {deck}, discards {discards}", deck=view.get("deck_count", 0),
                   discards=view.get("discard_count", 0)))
    if view.get("played"):
        lines += _wrapped(_("Card in play: "), [card_line(view["played"])])
    for roll in view.get("last_dice") or []:
        lines += _wrapped(_("Last dice: "), [dice_line(roll)])
    for head, hexes_named in this_turn(view):
        lines += _wrapped(head, [hexes_named])
    you = view.get("you")
    hand = (view["sides"].get(you) or {}).get("hand") if you else None
    if hand:
        lines += _wrapped(_("Your hand: "), [card_line(c) for c in hand])
    labels = [f"{n} {d['label']}" for n, d in sorted(view["hexes"].items(),
                                                     key=lambda kv: _order(view, kv[0]))
              if d.get("label")]
    if labels:
        lines += _wrapped(_("Places: "), labels)
    lines += _legend(view)
    return "\n".join(lines) + "\n"


def medals_line(side):
    """A side's medals won of those it needs (SIDE: its view)."""
    return _("medals {medals}/{needed}", medals=side["medals"], needed=side["medals_to_win"])


def this_turn(view):
    """[(head, hexes)] of the units ordered, moved and battled this turn."""
    turn = view.get("turn") or {}
    return [(_.term(THIS_TURN[key]), " ".join(turn[key]))
            for key in ("ordered", "moved", "battled") if turn.get(key)]


def _order(view, name):
    """Hexes in board order (top row first, left to right)."""
    b = view["scenario"]["board"]
    return hexes.parse(name, b["rows"], b["cols"])
