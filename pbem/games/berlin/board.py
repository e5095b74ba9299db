"""The Race to Berlin board: areas, borders, units and the fixed numbers, read once from
data/map.toml, plus the map questions every rule asks (who borders whom, who may enter
or attack where in Berlin).

Why data: part 3 of the rules is all that survives of the book, so the map, the set-up
and the counters are reconstructions (README.md, "Map"; data/MAP-NOTES.md). A better
reconstruction is a change of data/map.toml, not of code. load() checks what the rules
rely on (borders between known areas, Berlin's shape as R 4.5 gives it, 40 counters) and
raises DataError naming the record.
"""
import tomllib
from pathlib import Path
from types import MappingProxyType

from pbem.language.speaking import N_

DATA = Path(__file__).with_name("data")

ROLES = ("Soviets", "West")
#: the four forces (R 4.3: the two German fronts are separate forces)
FORCES = ("S", "W", "GW", "GE")
#: (English; speech.force_name says them in the reader's language)
FORCE_NAMES = {"S": N_("Soviet"), "W": N_("Western"), "GW": N_("German (West front)"),
               "GE": N_("German (East front)")}
#: the player who commands a force: a German force is commanded by the opponent of the
#: Allied army it faces (R 4.5: "one West German belonging to the Soviet player")
COMMANDER = {"S": "Soviets", "W": "West", "GW": "Soviets", "GE": "West"}
#: a player's own army and his German force
ARMY = {"Soviets": "S", "West": "W"}
GERMANS = {"Soviets": "GW", "West": "GE"}
#: the side (area control) a force holds and fights for
SIDE = {"S": "S", "W": "W", "GW": "G", "GE": "G"}
#: the force each force fights: across the Soviet front S and GE, across the Western W and GW
ENEMY = {"S": "GE", "GE": "S", "W": "GW", "GW": "W"}
#: the player whose front-line bars mark the borders of a side with Germany
FRONT_OF = {"S": "Soviets", "W": "West"}

BLOCK_VALUES = (2, 2, 3, 3, 4, 4, 5, 5)   # designer's diary: as Wallace's Waterloo
CUBES = 20                                # 2 x 20 action cubes
BARS = 25                                 # 2 x 25 front-line bars
STACK = 3                                 # units of one force in an area (R 4.5 for Berlin)
STAGES = 3
BASE_PENALTY = 5                          # R 4.4: cubes lost for good
FORT_BONUS = 2
#: each player's 8 special tokens (R: 8 per stage, each assigned to a force): kind -> count,
#: for his army and for his Germans (README 7.1)
TOKENS = {"army": (("logistics", 2), ("support", 1), ("reserves", 1)),
          "germans": (("support", 1), ("counterattack", 2), ("reserves", 1))}

BERLIN = ("B1", "B2", "B3", "B4", "B5")
BERLIN_CENTRE = "B1"
#: R 4.5: the outer sub-areas each Allied army may enter and attack; B1 only from them
BERLIN_OF = {"S": ("B2", "B3"), "W": ("B4", "B5")}
BERLIN_GATES = ("31", "32")


class DataError(ValueError):
    """data/map.toml breaks a rule the loader checks; the message names the record."""


def _load():
    with open(DATA / "map.toml", "rb") as f:
        raw = tomllib.load(f)
    areas = {a["id"]: MappingProxyType(dict(a)) for a in raw["area"]}
    adj = {a: set() for a in areas}
    for b in raw["border"]:
        x, y = b["a"], b["b"]
        if x not in areas or y not in areas or x == y:
            raise DataError(f"border {x}-{y}: unknown area")
        adj[x].add(y)
        adj[y].add(x)
    units = {u["id"]: MappingProxyType(dict(u)) for u in raw["unit"]}
    for uid, u in units.items():
        if u["force"] not in FORCES or not 1 <= u["strength"] <= 4:
            raise DataError(f"unit {uid}: force or strength")
        if u["area"] and u["area"] not in areas:
            raise DataError(f"unit {uid}: unknown area {u['area']}")
    for b in BERLIN:
        if adj.get(b) != set(BERLIN) - {b} | set(BERLIN_GATES):
            raise DataError(f"{b}: Berlin's sub-areas border each other and 31, 32 only (R 4.5)")
    if len(units) != 40:
        raise DataError(f"{len(units)} unit counters, the box has 40")
    return (MappingProxyType(areas), MappingProxyType({a: frozenset(n) for a, n in adj.items()}),
            MappingProxyType(units))


AREAS, ADJ, UNITS = _load()
#: areas in map order (the order of data/map.toml): lists and pictures follow it
ORDER = tuple(AREAS)
RANK = {a: i for i, a in enumerate(ORDER)}
UNIT_ORDER = tuple(UNITS)


def name(area):
    """'12 Breslau': the number players type and the name they read."""
    return f"{area} {AREAS[area]['name']}"


def borders():
    """Every border once, as (a, b) in map order."""
    return [(a, b) for a in ORDER for b in sorted(ADJ[a], key=RANK.get) if RANK[a] < RANK[b]]


def bases(side):
    """The areas whose edge is SIDE's supply base (R 4.4): the Soviets the eastern edge,
    the West the western and southern edges; the Germans' bases are eagles (supply.py)."""
    edges = {"S": ("east",), "W": ("west", "south")}[side]
    return [a for a in ORDER if AREAS[a].get("edge") in edges]


def eagle(area):
    return AREAS[area].get("eagle")


def in_berlin(area):
    return area in BERLIN


def may_enter(force, area):
    """Whether units of FORCE may ever stand in AREA (R 4.5): Germans only in B1 within
    Berlin, each Allied army only in its two outer sub-areas and B1."""
    if area not in BERLIN:
        return True
    if SIDE[force] == "G":
        return area == BERLIN_CENTRE
    return area == BERLIN_CENTRE or area in BERLIN_OF[force]


def may_attack(force, source, target):
    """Whether FORCE may attack TARGET from SOURCE as far as Berlin's shape goes (R 4.5):
    an Allied army attacks into Berlin from outside only its own two sub-areas and B1 only
    from them; the Germans attack anything adjacent (from B1 as well)."""
    if target not in ADJ[source]:
        return False
    if SIDE[force] == "G" or target not in BERLIN:
        return True
    if target == BERLIN_CENTRE:
        return source in BERLIN_OF[force]
    return target in BERLIN_OF[force]
