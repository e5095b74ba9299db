"""What a unit can do, from data/units.toml: its type's record with its badge's
overrides (Special Forces move 2 and battle, French Resistance retreat up to 3 hexes a
flag, ...). One place reads the table, so every rule asks the same question the same
way: `stat(unit, "move_and_battle")`.
"""
from . import tables

#: faces of a battle die (gamedata README §2: two infantry faces)
FACES = ("infantry", "infantry", "armor", "grenade", "star", "flag")
#: the face that hits a unit of each type besides the grenade (artillery: none)
HIT_BY = {"infantry": "infantry", "armor": "armor", "artillery": None}


def stat(unit, key):
    """The value of KEY for UNIT (a state unit: type and badge), the badge's own value
    first, then the type's, then False."""
    data = tables.table("units")
    badge = data.get("badge", {}).get(unit.get("badge") or "", {})
    if key in badge:
        return badge[key]
    return data["unit"][unit["type"]].get(key, False)


def dice_at(unit, distance):
    """Battle dice of UNIT at DISTANCE hexes before terrain; 0 out of range."""
    dice = stat(unit, "dice")
    return dice[distance - 1] if 1 <= distance <= len(dice) else 0


def reach(unit):
    """The unit's range in hexes."""
    return len(stat(unit, "dice"))


def hits(unit, faces):
    """How many of FACES hit UNIT: its own symbol and grenades."""
    own = HIT_BY[unit["type"]]
    return sum(1 for f in faces if f == "grenade" or (own and f == own))
