"""Building Memoir '44 positions for rule tests: a board with the units and terrain a
test names, hands and deck chosen, dice that roll the faces the test wants.

Hex names as in the game (hexes.py): the number is the row from the bottom (1..9), the
letter the hex in its row (A..M on odd rows, A..L on even ones). The Axis sit at the
top (row 9) and retreat upward; the Allies at the bottom retreat down. Neighbours of F5
are E5, G5 (same row), E6, F6 (above) and E4, F4 (below); of F6: E6, G6, F7, G7, F5, G5.
"""
from pbem.games.memoir44 import apply, decide, legal, parse
from pbem.games.memoir44.cards import DECK
from pbem.games.memoir44.troops import FACES, stat
from tests.fuzz import onward

HEX = {"terrain": None, "orientation": None, "behavior": None, "obstacle": None,
       "obstacle_orientation": None, "obstacle_behavior": None, "owner": None,
       "label": None, "objective": None}


class Dice:
    """An rng whose dice show FACES in order (then fail loudly); shuffles keep order."""

    def __init__(self, *faces):
        self.faces = list(faces)

    def randbelow(self, n):
        assert n == len(FACES), n
        assert self.faces, "the test rolled more dice than it scripted"
        return FACES.index(self.faces.pop(0))

    def randint(self, a, b):
        return a

    def shuffle(self, seq):
        return list(seq)

    def choice(self, seq):
        return seq[0]


def unit(spec):
    """'Allies infantry', 'Axis armor 2' (2 figures left of a full unit), 'Allies
    infantry special'."""
    words = spec.split()
    side, kind = words[0], words[1]
    rest = words[2:]
    badge = next((w for w in rest if not w.isdigit()), None)
    u = {"side": side, "type": kind, "badge": badge, "medal_worth": 1}
    u["figures"] = int(next((w for w in rest if w.isdigit()), 0)) or stat(u, "figures")
    return u


def hexes(spec):
    """{"F5": "woods", "D7": "river+bridge", "C3": "+sand", "B2": "+bunker@Axis"}."""
    out = {}
    for name, text in spec.items():
        ground, _, ob = text.partition("+")
        ob, _, owner = ob.partition("@")
        out[name] = dict(HEX, terrain=ground or None, obstacle=ob or None, owner=owner or None)
    return out


def start(units, terrain=None, hands=None, deck=None, first="Allies", top="Axis",
          face="country", objectives=(), rules=None, medals=(6, 6), slug=None):
    """A state at the start of FIRST's turn. UNITS: {hex: spec}; HANDS: {side: [ids]}
    (default: Allies hold one of each section card key they need, see below)."""
    hands = hands or {"Allies": ["assault-center-1", "assault-left-1", "assault-right-1"],
                      "Axis": ["assault-center-2", "assault-left-2", "assault-right-2"]}
    held = {c for h in hands.values() for c in h}
    deck = deck if deck is not None else [c for c in DECK if c not in held]
    sc = {"name": "test", "slug": slug, "board": {"face": face, "rows": 9, "cols": 13},
          "top": top, "first": first, "cards": {s: len(h) for s, h in hands.items()},
          "medals_to_win": {"Allies": medals[0], "Axis": medals[1]},
          "hexes": hexes(terrain or {}), "units": {}, "objectives": list(objectives),
          "rules": rules or {"deck_reshuffling": True, "sudden_death": []},
          "text": {}}
    us = {}
    for i, (at, spec) in enumerate(sorted(units.items()), 1):
        u = unit(spec)
        us[f"u{i:02d}"] = dict(u, max=stat(u, "figures"), at=at)
    st = apply(None, {"type": "started", "scenario": sc, "units": us, "deck": deck,
                      "hands": hands})
    return apply(st, {"type": "turn_began", "side": first, "number": 1})


def run(state, text, *faces, role=None):
    """STATE after ROLE (default: who acts now) sends TEXT, the dice showing FACES;
    returns (state, events)."""
    role = role or state["turn"]["role"]
    events = decide(state, role, parse(text), Dice(*faces))
    for ev in events:
        state = apply(state, ev)
    return state, events


def at(state, name):
    """The unit on hex NAME (a dict) or None."""
    uid = state["where"].get(name)
    return state["units"][uid] if uid else None


def texts(state, role=None):
    """The legal commands of the game's own (resigning aside: tests/test_concede.py)."""
    from pbem.games.memoir44 import format
    return [format(c) for c in onward(legal(state, role or state["turn"]["role"]))]
