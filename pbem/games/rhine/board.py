"""The Race to the Rhine board, decks and tables, loaded once from data/*.toml.

Why data files: the rulebooks print no map and no card list, so most of the board and the
deck mix are reconstructions (README.md lists them). Keeping them in TOML, each record
marked "rulebook" or "reconstructed", makes a better reconstruction a data change, not a
code change. This module only reads, checks and freezes that data; it holds no rules.

Why frozen: the rules, views and renderers share these objects; nothing may change the
board by accident, and frozen dataclasses / mapping proxies make that an error.

Why the checks: a typo in an area name would otherwise show up as a corps that can never
move. load() raises DataError naming the record for unknown or duplicate names, arrows of
a colour that cannot enter an end, wrong deck sizes, and the like.
"""
import tomllib
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

DATA = Path(__file__).with_name("data")
PLAYERS = ("R", "W", "B")            # red Monty, white Brad, blue Patton
COLOURS = PLAYERS + ("K",)           # K = black: victory areas, black arrows
SUPPLIES = ("gas", "ammo", "food")
SOURCES = ("rulebook", "reconstructed")
DECK_OF = {"pursuit": PLAYERS, "axis": ("X",)}


class DataError(ValueError):
    """A data file breaks a rule the loader checks; the message names the record."""


@dataclass(frozen=True)
class Supplies:
    gas: int = 0
    ammo: int = 0
    food: int = 0

    @property
    def total(self):
        return self.gas + self.ammo + self.food


@dataclass(frozen=True, kw_only=True)
class Sourced:
    """Where a record comes from: `source` is "rulebook" (with a `cite`) or
    "reconstructed"; `reconstructed` names the fields of a rulebook record that are ours
    (README "Sources"). Keyword-only, so the records' own fields keep their order."""
    source: str = ""
    cite: str = ""
    reconstructed: tuple = ()
    note: str = ""


@dataclass(frozen=True)
class Area(Sourced):
    name: str
    colours: frozenset
    lat: float
    lon: float
    aliases: tuple = ()
    flag: bool = False
    fortified: bool = False
    objective: bool = False
    army_base: str | None = None
    potential_army_base: str | None = None
    limited_base: Supplies | None = None
    once_per_game: bool = False
    antwerp_block: bool = False
    start_front: bool = False
    encirclement_anchor: bool = False

    @property
    def victory(self):
        """Black areas are the victory areas across the Rhine (board legend #3)."""
        return self.colours == {"K"}

    @property
    def double(self):
        return len(self.colours) == 2

    def enterable_by(self, colour):
        """A corps may enter areas of its own colour and black areas (legend #1)."""
        return colour in self.colours or "K" in self.colours


@dataclass(frozen=True)
class Arrow(Sourced):
    a: str
    b: str
    colours: frozenset

    @property
    def black(self):
        return self.colours == {"K"}

    def usable_by(self, colour):
        return colour in self.colours


@dataclass(frozen=True)
class Card(Sourced):
    id: str
    deck: str                 # R, W, B (Pursuit decks) or X (Axis deck)
    kind: str
    name: str
    ammo: int = 0             # combat cost, also the ammo symbols scoring counts
    gas: int = 0
    medal: bool = False
    hand: bool = False
    weather: str | None = None

    @property
    def combat(self):
        return self.kind in ("pursuit_division", "division", "elite", "armoured")


@dataclass(frozen=True)
class Corps(Sourced):
    id: str
    name: str
    colour: str
    start: str
    supplies: Supplies


@dataclass(frozen=True)
class Rhine:
    """Everything load() read. Mappings are read-only; lists are tuples."""
    areas: MappingProxyType          # name -> Area, in file order
    aliases: MappingProxyType        # every alias and name -> name
    arrows: tuple                    # Arrow, in file order
    neighbours: MappingProxyType     # name -> frozenset of adjacent names (any arrow)
    moves: MappingProxyType          # colour -> name -> frozenset joined by an arrow of that
                                     # colour (load() checks both ends are enterable by it)
    cards: MappingProxyType          # card id -> Card
    decks: MappingProxyType          # R/W/B/X -> tuple of card ids
    corps: MappingProxyType          # corps id -> Corps
    commanders: MappingProxyType     # colour -> read-only commander record
    tables: MappingProxyType         # tables.toml, frozen (minus corps and commanders)
    by_pair: MappingProxyType        # frozenset({a, b}) -> Arrow

    def area(self, name):
        """The Area called NAME or one of its aliases (KeyError names the unknown)."""
        try:
            return self.areas[self.aliases[name]]
        except KeyError:
            raise KeyError(f"unknown area {name!r}") from None

    def arrow(self, a, b):
        """The arrow between A and B, or None."""
        return self.by_pair.get(frozenset((a, b)))


def _freeze(value):
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _read(data_dir, name):
    try:
        with open(Path(data_dir) / name, "rb") as f:
            return tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise DataError(f"{name}: {e}") from None


def _check_source(where, rec):
    if rec.get("source") not in SOURCES:
        raise DataError(f"{where}: source must be one of {SOURCES}, not {rec.get('source')!r}")
    if rec["source"] == "rulebook" and not rec.get("cite"):
        raise DataError(f"{where}: a rulebook record needs a cite")


def _make(cls, where, **fields):
    try:
        return cls(**fields)
    except TypeError as e:  # an unknown or missing field
        raise DataError(f"{where}: {e}") from None


def _fields(rec, **changed):
    """A Sourced record's fields: REC as read, with CHANGED and its list of reconstructed
    fields frozen."""
    return dict(rec, reconstructed=tuple(rec.get("reconstructed", ())), **changed)


def _supplies(where, table):
    return _make(Supplies, where, **table)


def _load_map(raw):
    areas, aliases = {}, {}
    for rec in raw.get("area", []):
        name = rec.get("name")
        where = f"map.toml area {name!r}"
        _check_source(where, rec)
        cols = rec.get("colours", [])
        if not cols or len(cols) > 2 or any(c not in COLOURS for c in cols) or len(set(cols)) != len(cols) \
                or ("K" in cols and len(cols) > 1):
            raise DataError(f"{where}: colours must be one or two of R, W, B, or K alone; got {cols}")
        for n in [name] + list(rec.get("aliases", [])):
            if n in aliases:
                raise DataError(f"{where}: duplicate name or alias {n!r}")
            aliases[n] = name
        fields = _fields(rec, colours=frozenset(cols), aliases=tuple(rec.get("aliases", ())))
        if "limited_base" in rec:
            fields["limited_base"] = _supplies(where, rec["limited_base"])
        area = _make(Area, where, **fields)
        for key in ("army_base", "potential_army_base"):
            c = getattr(area, key)
            if c is not None and (c not in PLAYERS or not area.enterable_by(c)):
                raise DataError(f"{where}: {key} {c!r} must be a player colour of the area")
        if area.start_front and (len(area.colours) != 1 or area.victory):
            raise DataError(f"{where}: a start_front area has one player colour (its imprinted marker)")
        areas[name] = area
    anchors = [a.name for a in areas.values() if a.encirclement_anchor]
    if len(anchors) != 1:
        raise DataError(f"map.toml: exactly one encirclement_anchor expected, got {anchors}")
    for c in PLAYERS:
        bases = [a.name for a in areas.values() if a.army_base == c]
        if len(bases) != 1:
            raise DataError(f"map.toml: colour {c} needs exactly one army_base, got {bases}")

    arrows, seen = [], set()
    neighbours = {n: set() for n in areas}
    moves = {c: {n: set() for n in areas} for c in PLAYERS}
    for rec in raw.get("connections", {}).get("arrows", []):
        a, b, cols = rec.get("a"), rec.get("b"), rec.get("colours", [])
        where = f"map.toml arrow {a!r} - {b!r}"
        _check_source(where, rec)
        for end in (a, b):
            if end not in areas:
                raise DataError(f"{where}: unknown area {end!r}")
        if a == b or frozenset((a, b)) in seen:
            raise DataError(f"{where}: a loop or a second arrow between the same areas")
        if not cols or any(c not in COLOURS for c in cols) or ("K" in cols and len(cols) > 1):
            raise DataError(f"{where}: colours must be player colours or K alone; got {cols}")
        for c in cols:
            if c != "K" and not (areas[a].enterable_by(c) and areas[b].enterable_by(c)):
                raise DataError(f"{where}: a {c} arrow needs both ends enterable by {c}")
        seen.add(frozenset((a, b)))
        arrow = _make(Arrow, where, **_fields(rec, colours=frozenset(cols)))
        arrows.append(arrow)
        neighbours[a].add(b)
        neighbours[b].add(a)
        for c in PLAYERS:
            if arrow.usable_by(c):
                moves[c][a].add(b)
                moves[c][b].add(a)
    frozen_moves = MappingProxyType({c: MappingProxyType({n: frozenset(s) for n, s in m.items()})
                                     for c, m in moves.items()})
    return (MappingProxyType(areas), MappingProxyType(aliases), tuple(arrows),
            MappingProxyType({n: frozenset(s) for n, s in neighbours.items()}), frozen_moves)


def _load_decks(raw):
    kinds, sizes = raw.get("kind", {}), raw.get("sizes", {})
    for key, kind in kinds.items():
        _check_source(f"decks.toml kind {key!r}", kind)
        if kind.get("deck") not in DECK_OF:
            raise DataError(f"decks.toml kind {key!r}: deck must be 'pursuit' or 'axis'")
    cards, decks = {}, {d: [] for d in PLAYERS + ("X",)}
    for i, rec in enumerate(raw.get("card", [])):
        deck, key = rec.get("deck"), rec.get("kind")
        where = f"decks.toml card #{i + 1} ({deck} {rec.get('name') or key})"
        _check_source(where, rec)
        if deck not in decks:
            raise DataError(f"{where}: unknown deck {deck!r}")
        if key not in kinds:
            raise DataError(f"{where}: unknown kind {key!r}")
        kind = kinds[key]
        if deck not in DECK_OF[kind["deck"]]:
            raise DataError(f"{where}: a {kind['deck']} card cannot be in deck {deck}")
        if rec.get("weather") not in (None, "sun", "rain"):
            raise DataError(f"{where}: weather must be 'sun' or 'rain'")
        count = rec.get("count", 1)
        if not isinstance(count, int) or count < 1:
            raise DataError(f"{where}: count must be a positive integer")
        for _ in range(count):
            cid = f"{deck}{len(decks[deck]) + 1:02d}"
            cards[cid] = Card(id=cid, deck=deck, kind=key, name=rec.get("name", kind["name"]),
                              ammo=kind.get("ammo", 0), gas=kind.get("gas", 0),
                              medal=rec.get("medal", False), hand=rec.get("hand", kind.get("hand", False)),
                              weather=rec.get("weather"), source=rec["source"],
                              cite=rec.get("cite", ""), note=rec.get("note", ""))
            decks[deck].append(cid)
    for deck, ids in decks.items():
        if len(ids) != sizes.get(deck):
            raise DataError(f"decks.toml: deck {deck} holds {len(ids)} cards, not {sizes.get(deck)}")
    return MappingProxyType(cards), MappingProxyType({d: tuple(ids) for d, ids in decks.items()})


def _load_tables(raw, areas):
    corps = {}
    capacity = raw.get("capacity", {}).get("corps_card", 6)
    for rec in raw.get("corps", []):
        where = f"tables.toml corps {rec.get('id')!r}"
        _check_source(where, rec)
        if rec.get("id") in corps:
            raise DataError(f"{where}: duplicate corps id")
        start = areas.get(rec.get("start"))
        if rec.get("colour") not in PLAYERS or start is None or not start.enterable_by(rec["colour"]):
            raise DataError(f"{where}: start {rec.get('start')!r} must be an area of its colour")
        if not start.start_front:
            raise DataError(f"{where}: a starting area carries an imprinted marker (start_front)")
        if any(c.start == start.name for c in corps.values()):
            raise DataError(f"{where}: two corps start in {start.name}")
        sup = _supplies(where, rec.get("supplies", {}))
        if sup.total > capacity:
            raise DataError(f"{where}: {sup.total} supplies exceed the corps card's {capacity}")
        corps[rec["id"]] = _make(Corps, where, **_fields(rec, supplies=sup))
    commanders = {rec.get("colour"): _freeze(rec) for rec in raw.get("commander", [])}
    if sorted(commanders) != sorted(PLAYERS):
        raise DataError(f"tables.toml: one commander per colour expected, got {sorted(commanders)}")
    for i, m in enumerate(raw.get("solo", {}).get("markers", [])):
        _check_source(f"tables.toml solo marker #{i + 1}", m)
        if m.get("area") not in areas:
            raise DataError(f"tables.toml solo marker #{i + 1}: unknown area {m.get('area')!r}")
    rest = {k: v for k, v in raw.items() if k not in ("corps", "commander")}
    return MappingProxyType(corps), MappingProxyType(commanders), _freeze(rest)


def load(data_dir=DATA):
    """Read and check map.toml, decks.toml and tables.toml from DATA_DIR."""
    areas, aliases, arrows, neighbours, moves = _load_map(_read(data_dir, "map.toml"))
    cards, decks = _load_decks(_read(data_dir, "decks.toml"))
    corps, commanders, tables = _load_tables(_read(data_dir, "tables.toml"), areas)
    by_pair = MappingProxyType({frozenset((x.a, x.b)): x for x in arrows})
    return Rhine(areas, aliases, arrows, neighbours, moves, cards, decks, corps, commanders, tables, by_pair)


#: the game's data, read once at import
RHINE = load()
