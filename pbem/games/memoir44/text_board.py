"""The Memoir '44 board in plain text, and the wording the picture shares with it.

render_text() is the board for mails and forums: monospace, under 80 columns. Each
board row takes two lines, the ground and obstacles of its hexes on the first and the
units on the second, every hex three columns wide and 6 apart, the short rows (2, 4,
.., 8) half a hex over as on the board; row numbers up the sides, letters above and
below (capitals for the long rows, small letters half a hex over for the short rows:
names are read in any case, "g8" is "G8"). Then medals, hands, the card in play, the
last dice and the place names. headline(), card_line() and dice_line() are shared with
the picture.
"""
from . import hexes
from .render_terrain import kind

GROUND = {None: ".", "woods": "F", "hedgerow": "H", "hills": "^", "steep": "^",
          "cliff": "^", "mountain": "M", "buildings": "T", "church": "C", "river": "R",
          "wide": "R", "pond": "P", "beach": ":", "ocean": "~"}
GROUND_NAMES = {".": "open", "F": "forest", "H": "hedgerow", "^": "hill",
                "M": "impassable hill", "T": "town", "C": "church (town)", "R": "river",
                "P": "pond", ":": "beach", "~": "ocean"}
OBSTACLE = {"bridge": "=", "bunker": "b", "hedgehog": "x", "sand": "s", "wire": "#"}
OBSTACLE_NAMES = {"=": "bridge", "b": "bunker", "x": "hedgehogs", "s": "sandbags",
                  "#": "barbed wire"}
SIDE = {"Allies": "A", "Axis": "X"}
TYPE = {"infantry": "I", "armor": "T", "artillery": "G"}
BADGE = {"special": "s", "resistance": "r", "elite": "e"}
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
        won = " and ".join(out.get("winners") or []) or "nobody"
        return f"Game over: {won} won" + (f" ({out['reason']})" if out.get("reason") else "")
    turn = view.get("turn") or {}
    side, who = turn.get("side") or "?", acting(view) or "?"
    doing = view.get("prompt") or _words((view.get("pending") or {}).get("kind")
                                         or turn.get("step") or "play")
    whose = f" ({side} playing)" if who != side else ""
    return f"Turn {turn.get('number', 1)}{whose} - {who}: {doing}"


def card_line(card):
    """A card as one line: its name and the section it orders."""
    section = f" ({card['section']})" if card.get("section") else ""
    return f"{card['name']}{section}"


def dice_line(roll):
    """One roll: where from, at which hex, and its faces."""
    where = f"{roll['from']} > {roll['at']}" if roll.get("from") else roll.get("at") or ""
    return f"{where}: {', '.join(roll['faces'])}".strip(": ")


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
    items = [f"{g} {GROUND_NAMES[g]}" for g in GROUND_NAMES if g in grounds]
    items += [f"{o} {OBSTACLE_NAMES[o]}" for o in OBSTACLE_NAMES if o in obstacles]
    if any(d.get("objective") for d in view["hexes"].values()):
        items.append("* objective medal")
    items.append("units: A Allies / X Axis, I infantry / T armor / G artillery, "
                 "figures")
    badges = {u.get("badge") for u in view["units"].values()} - {None}
    items += [f"badge {BADGE[b]} {b}" for b in BADGE if b in badges]
    items.append("hex names: letter and row, G5; small letters: the short rows")
    return _wrapped("Key: ", items)


def render_text(view):
    sc = view["scenario"]
    lines = [f"{sc['name']} - {headline(view)}", ""]
    lines += board_lines(view)
    lines.append("")
    for side, d in view["sides"].items():
        you = "you, " if side == view.get("you") else ""
        units = ", ".join(d.get("medal_units") or []) or "none"
        lines += _wrapped(f"{side} ({you}{d.get('position')} edge): ",
                          [f"medals {d['medals']}/{d['medals_to_win']}",
                           f"units eliminated: {units}", f"{d['hand_count']} cards"])
    lines.append(f"Deck {view.get('deck_count', 0)}, discards {view.get('discard_count', 0)}")
    if view.get("played"):
        lines += _wrapped("Card in play: ", [card_line(view["played"])])
    for roll in view.get("last_dice") or []:
        lines += _wrapped("Last dice: ", [dice_line(roll)])
    turn = view.get("turn") or {}
    for key in ("ordered", "moved", "battled"):
        if turn.get(key):
            lines += _wrapped(f"{key.capitalize()}: ", [" ".join(turn[key])])
    you = view.get("you")
    hand = (view["sides"].get(you) or {}).get("hand") if you else None
    if hand:
        lines += _wrapped("Your hand: ", [card_line(c) for c in hand])
    labels = [f"{n} {d['label']}" for n, d in sorted(view["hexes"].items(),
                                                     key=lambda kv: _order(view, kv[0]))
              if d.get("label")]
    if labels:
        lines += _wrapped("Places: ", labels)
    lines += _legend(view)
    return "\n".join(lines) + "\n"


def _order(view, name):
    """Hexes in board order (top row first, left to right)."""
    b = view["scenario"]["board"]
    return hexes.parse(name, b["rows"], b["cols"])
