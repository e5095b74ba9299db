"""Options, roles and setup (rule 4): pools, stock, Axis markers, levels, random order,
the absent commander's areas in a two-player game (and the Monty-Patton exception).
"""
import marshmallow
from marshmallow import fields, validate

from pbem.games import RuleError

from .board import PLAYERS, RHINE, SUPPLIES
from .wording import _

NAMES = {"R": "Monty", "W": "Brad", "B": "Patton"}
COLOUR_OF = {v: k for k, v in NAMES.items()}
COMMANDERS = ["Monty", "Brad", "Patton"]
OPTIONAL = ("weather", "common_deck", "fair_play")


class Commanders(fields.Field):
    """A list of commander names, also written as one string ("Monty+Brad", "Monty,Brad"
    or "Monty Brad"), as the CLI's --option and the lobby's text inputs send it."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, str):
            value = [w for w in value.replace("+", " ").replace(",", " ").split() if w]
        if not isinstance(value, (list, tuple)):
            raise marshmallow.ValidationError(_("expected commander names, e.g. Monty+Brad"))
        out = []
        for name in value:
            match = [c for c in COMMANDERS if isinstance(name, str) and c.lower() == name.lower()]
            if not match:
                raise marshmallow.ValidationError(
                    _("unknown commander {name}; expected {commanders}", name=repr(name),
                      commanders=", ".join(COMMANDERS)))
            out.append(match[0])
        return out

    def _serialize(self, value, attr, obj, **kwargs):
        return value


class OPTIONS_SCHEMA(marshmallow.Schema):
    """seats comes from the service (1, 2 or 3).

    solo: the commander of the solitaire game (rule 17), one player alone;
    commanders: the two commanders of a two-player game (default Brad and Patton);
    basic: the training game without rules 11, 12, 13 and 15; weather, common_deck,
    fair_play: optional rules 15B, 15C, 15E; veteran: the commanders the veteran rule
    (15D) applies to."""
    seats = fields.Integer(required=True, validate=validate.Range(1, 3))
    solo = fields.String(load_default=None, allow_none=True,
                         validate=validate.OneOf(COMMANDERS), metadata={
                             "description": "the solitaire game (rule 17) as this "
                                            "commander: Monty, Brad or Patton"})
    commanders = Commanders(load_default=None, allow_none=True, metadata={
        "description": "the two commanders of a 2-player game, e.g. Monty+Brad, "
                       "Monty+Patton (default Brad+Patton)"})
    basic = fields.Boolean(load_default=False)
    weather = fields.Boolean(load_default=False)
    common_deck = fields.Boolean(load_default=False)
    fair_play = fields.Boolean(load_default=False)
    veteran = Commanders(load_default=list, metadata={
        "description": "veteran rule (15D) for these commanders, e.g. Monty+Patton"})

    @marshmallow.validates_schema
    def _pair(self, data, **kwargs):
        if (data.get("seats") == 1) != bool(data.get("solo")):
            raise marshmallow.ValidationError(
                _("one player plays the solitaire game, as the commander the solo option "
                  "names (Monty, Brad or Patton); solo is for one player only"), "solo")
        pair = data.get("commanders")
        if data.get("seats") == 2 and pair is not None and (len(pair) != 2 or len(set(pair)) != 2):
            raise marshmallow.ValidationError(_("choose two different commanders, e.g. "
                                                "Monty+Brad"), "commanders")
        if data.get("seats") == 3 and pair is not None and sorted(pair) != sorted(COMMANDERS):
            raise marshmallow.ValidationError(_("three players command all three: leave "
                                                "commanders out"), "commanders")


def normal(options):
    """Options with every key present, checked."""
    o = {"commanders": None, "basic": False, "weather": False, "common_deck": False,
         "fair_play": False, "veteran": [], "solo": None}
    o.update(options or {})
    seats = o["seats"]
    if seats not in (1, 2, 3) or (seats == 1) != bool(o["solo"]):
        raise RuleError(_("Race to the Rhine is played by 2 or 3 players, or by one with "
                          "the solo option"))
    if seats == 1:
        o["commanders"] = [o["solo"]]
    elif seats == 3:
        o["commanders"] = list(COMMANDERS)
    elif not o["commanders"]:
        o["commanders"] = ["Brad", "Patton"]
    if len(o["commanders"]) != seats or len(set(o["commanders"])) != seats:
        raise RuleError(_("choose {seats} different commanders", seats=seats))
    o["commanders"] = [c for c in COMMANDERS if c in o["commanders"]]
    if o["basic"]:
        o.update(weather=False, common_deck=False, fair_play=False, veteran=[])
    o["veteran"] = [c for c in COMMANDERS if c in o["veteran"] and c in o["commanders"]]
    return o


def roles(options):
    return normal(options)["commanders"]


def absent_areas(present):
    """{area: colour} the absent commander controls for good in a two-player game."""
    absent = next(c for c in PLAYERS if NAMES[c] not in [NAMES[p] for p in present])
    out = {}
    for a in RHINE.areas.values():
        if absent not in a.colours or a.start_front:
            continue
        if absent == "W" and set(present) == {"R", "B"} and a.double:
            continue  # the Monty-Patton exception: Brad's doubles stay open
        out[a.name] = absent
    return absent, out


def solo_setup(colour):
    """The solo set-up (17A): the numerical markers of the chosen sector, and when
    playing Brad Monty's markers in Bruxelles and Maastricht (outside his sector)."""
    tables = RHINE.tables["solo"]
    numbers = {}
    for m in tables["markers"]:
        if m["colour"] == colour:
            numbers.setdefault(m["area"], []).append(m["number"])
    control = {a: "R" for a in tables["excluded"].get(colour, [])}
    return {"numbers": {a: sorted(n, reverse=True) for a, n in sorted(numbers.items())},
            "solo": {"colour": colour, "flipped": [], "removed": [], "starving_ignored": 0},
            "control": control}


def setup(options, rng):
    o = normal(options)
    seats = o["seats"]
    rl = o["commanders"]
    present = [COLOUR_OF[r] for r in rl]
    tables = RHINE.tables
    comp = tables["components"]
    stock = dict(tables["stock_track"][str(seats)])
    corps = {}
    for c in RHINE.corps.values():
        if c.colour in present:
            corps[c.id] = {"area": c.start, "gas": c.supplies.gas, "ammo": c.supplies.ammo,
                           "food": c.supplies.food, "grounded": False}
    pool = {k: comp[k] - stock[k] - sum(c[k] for c in corps.values()) for k in SUPPLIES}
    start_level = dict(tables["setup"]["start_level"])
    players = {}
    for r in rl:
        col = COLOUR_OF[r]
        level = start_level[col]
        if o["basic"] or (r == "Brad" and "Brad" in o["veteran"]):
            level = 1
        players[r] = {"level": level, "trucks": tables["setup"]["trucks_per_player"],
                      "medals": 0, "kept": [], "won": [], "commander": True, "air": None}
    truck_stock = tables["setup"]["truck_stock"]
    reserve = comp["trucks"] - truck_stock - seats * tables["setup"]["trucks_per_player"]
    decks, discards = {}, {}
    if o["common_deck"]:
        cards = [c for col in present for c in RHINE.decks[col]]
        decks["P"], discards["P"] = rng.shuffle(cards), []
    else:
        for col in present:
            decks[col], discards[col] = rng.shuffle(list(RHINE.decks[col])), []
    decks["X"], discards["X"] = rng.shuffle(list(RHINE.decks["X"])), []
    order = rng.shuffle(rl)
    absent, control = None, {}
    if seats == 2:
        absent, control = absent_areas(present)
    solo_keys = solo_setup(present[0]) if seats == 1 else {}
    control.update(solo_keys.pop("control", {}))
    axis = []
    metz = None
    if "Patton" in o["veteran"]:
        metz = RHINE.tables["veteran"]["patton_axis_marker"]
        axis.append(metz)
    axis_pool = tables["setup"]["axis_pool"][str(seats)] - len(axis)
    ev = {"type": "started", "roles": rl, "order": order,
          "colour": {r: COLOUR_OF[r] for r in rl}, "options": o, "absent": absent,
          "stock": stock, "pool": pool, "areas": {}, "corps": corps, "control": control,
          "medal_areas": {r: [] for r in rl}, "axis": axis, "axis_pool": axis_pool,
          "axis_box": 0, "metz_marker": metz, "no_encircle": [], "out": [], "airborne": [],
          "airborne_track": comp["airborne_units"],
          "trucks": {"stock": truck_stock, "reserve": reserve}, "arrows": {},
          "players": players, "medal_pool": comp["medals"], "decks": decks,
          "discards": discards, "removed": [], "peeks": {r: {} for r in rl},
          "weather": "sun" if o["weather"] else None, "ostende_used": False,
          "antwerpen": False, "bonus_given": False, "interphases": 0, "round": 0,
          "final_round": False, "outcome": None, **solo_keys}
    if seats == 1:
        ev["airborne_track"] = 0            # 17E: no Airborne landing in the solo game
    return [ev, {"type": "turn_began", "role": order[0], "number": 1, "round": 1}]
