"""Memoir '44 scenarios: the 14 built-in ones and any official-editor .m44 file, checked
and turned into the one normalized shape the game's first event records (so the log
alone replays the game).

The .m44 format is the JSON the Days of Wonder scenario editor writes: `game_info` (the
sides, hands, medals, who starts, options), `board` (type, face, `hexagons` each with
row/col and optional `terrain`, `rect_terrain`, `obstacle`, `unit`, `tags`, plus
`labels`) and `text` by language. Only the base game's STANDARD board (13x9) with its
COUNTRY or BEACH face, its terrain, obstacles, units and badges are supported; anything
else is refused with a ScenarioError naming the hex (public name and the file's row and
col) and the field, so a bad upload creates nothing.

The normalized scenario (plain JSON; hex keys are public names, hexes.py):

    {"name": str, "slug": str | None,
     "board": {"face": "country" | "beach", "rows": 9, "cols": 13},
     "top": "Axis" | "Allies",            # player 1's side, at row 0 (the top)
     "first": "Axis" | "Allies",          # who plays first
     "cards": {"Allies": n, "Axis": n},   # starting hands
     "medals_to_win": {"Allies": n, "Axis": n},
     "hexes": {name: {                    # only hexes with something on them
         "terrain": key | None,           # terrain.toml [terrain.*]; beach/ocean rows
                                          # of the beach face filled in
         "orientation": 1-6 | None,       # of the terrain tile, for drawing
         "behavior": str | None,          # terrain.toml [behavior.*] key, e.g. "cliff"
         "obstacle": key | None,          # terrain.toml [obstacle.*]
         "obstacle_orientation": 1-6 | None,
         "obstacle_behavior": str | None, # "bridge-section"
         "owner": side | None,            # the side a bunker belongs to
         "label": str | None,             # the map's printed name
         "objective": {"side": side | None, "permanent": bool} | None}},
                                          # an objective medal's marker
     "units": {name: {"side", "type": "infantry" | "armor" | "artillery",
                      "figures": n, "badge": None | "special" | "resistance" | "elite",
                      "medal_worth": 1 | 2}},
     "objectives": [{"side": side | None (either side), "hexes": [name, ...],
                     "needed": n,         # units of the side on those hexes it takes
                     "medals": n, "permanent": bool, "marker": name}],
     "rules": {"airdrop": None | {"side", "units", "range", "center", "unit": {...}},
               "hill317": [name, ...], "deck_reshuffling": bool,
               "sudden_death": [{"side", "hexes", "needed", "when": "turn-end"}],
               "special": [{"rule": str, "source", "quote", ...data...}]},
     "text": {"subtitle", "historical", "description", "victory", "rules"}}

`rules.special` holds the special rules a built-in scenario states only in prose
(SPECIAL_RULES below); behaviours the file marks on hexes mean what terrain.toml's
[behavior.*] records say, for any scenario. The game's README.md explains every
reading (D1...).
"""
import json
from pathlib import Path

from . import hexes
from .m44 import (FACES, HAND, KINDS, MEDALS, SIDES, ScenarioError, choice, get,
                  hexagons, labels, names, number, only, place, show, text, unit)
from .speech import _

SCENARIOS = Path(__file__).with_name("data") / "scenarios"

# slug -> where data/scenarios/<slug>.m44 was copied from (gamedata/memoir44/scenarios,
# itself bga-devs/bga-memoir modules/php/Scenarios/<same name>.php; the official files).
SLUGS = {
    "pegasus-bridge": "2-PegasusBridge.json",
    "sainte-mere-eglise": "3-SainteMereEglise.json",
    "sword-beach": "4-SwordBeach.json",
    "mont-mouchet": "5-MontMouchet.json",
    "pointe-du-hoc": "7-PointeduHoc.json",
    "operation-cobra": "15-OperationCobra.json",
    "counterattack-on-mortain": "16-CounterattackOnMortain.json",
    "montelimar": "18-Montelimar.json",
    "vassieux": "19-Vassieux.json",
    "liberation-of-paris": "22-LiberationOfParis.json",
    "toulon": "23-Toulon.json",
    "arracourt": "24-Arracourt.json",
    "arnhem-bridge": "25-ArnhemBridge.json",
    "saverne-gap": "29-SaverneGap.json",
}

RECONSTRUCTED = "reconstructed from the scenario text"

# The special rules each built-in scenario gives only in prose, as data for the per-
# scenario code. "hexes" is given, or derived at load from the hexes that carry
# "behavior". Rules the file encodes (badges, elite armor, a unit worth 2 medals, bunker
# owners, objective medals, the Rhone group, sudden death, options) are not repeated.
SPECIAL_RULES = {
    "pegasus-bridge": [
        {"rule": "extra-draws", "side": "Axis", "after_turns": [1, 2], "draw": 2,
         "quote": "Axis Player: Take 2 command cards (Germans were surprised). Draw two "
                  "cards after turns 1 and 2. You will then have a hand of 4 command "
                  "cards for the rest of the battle."}],
    "sainte-mere-eglise": [
        {"rule": "airdrop", "side": "Allies", "when": "before the first Allied turn",
         "lost": "off the board or on a hex with a unit", "medal": False,
         "quote": "If a figure falls off the board or lands in a hex with another "
                  "friendly or enemy unit, this figure is out of action and placed back "
                  "into the box. No Victory Medal is awarded to the Axis player on this "
                  "occasion."}],
    "pointe-du-hoc": [
        {"rule": "cliff", "behavior": "cliff", "up_from_beach": 2,
         "quote": "The hill that runs along the beach is a cliff. Moving up the cliff "
                  "from the beach is a 2 hex move. From the inland side, treat it as a "
                  "normal hill in battle and for movement."}],
    "counterattack-on-mortain": [
        {"rule": "steep-hills", "behavior": "steep-hill", "up": 2, "down": 1, "along": 1,
         "quote": "Movement up onto a hill hex is a 2 hex move. Moving down off a hill or "
                  "moving from a hill to an adjacent hill hex is a 1 hex move."},
        {"rule": "hill-317-air-power", "hexes": ["L5", "K4"], "side": "Allies",
         "card": "Recon", "as": "Air Power", "dice_per_hex": 2, "max_hexes": 4,
         "quote": "As long as either hex of Hill 317 has an allied unit on it, the Allied "
                  "player may play his 'Recon' cards as an Air Power strike for that "
                  "section."}],
    "montelimar": [
        {"rule": "impassable-hills", "behavior": "impassable-hill",
         "quote": "The Hill hexes north of the Condillac pass (Allies right) are "
                  "impassable."}],
    "vassieux": [
        {"rule": "deck-runs-out", "winner": "Axis", "reshuffle": False,
         "quote": "When 'Their Finest Hour' command card is played, do not reshuffle the "
                  "command deck. Should the command card deck run out of cards and the "
                  "Allied player has not won, the battle ends as an Axis player "
                  "victory."}],
    "arnhem-bridge": [
        {"rule": "bridge-ends", "path": ["I7", "H6", "H5", "G4", "G3"],
         "ends": ["I7", "G3"], "hexes": ["H6", "H5", "G4"],
         "quote": "Units may only enter or exit Arnhem Bridge from or onto the hexes as "
                  "noted at the ends of the bridge. Movement along the span of bridge is "
                  "normal."},
        {"rule": "no-infantry-fire-across-river", "behavior": "wide-river",
         "quote": "Infantry units may not target units on the opposite side of the Rhine "
                  "River, which is too wide in this section."}],
    "saverne-gap": [
        {"rule": "impassable-hills", "behavior": "impassable-blocking-hill",
         "quote": "The hills are impassable."},
        {"rule": "no-artillery-over-hills", "behavior": "impassable-blocking-hill",
         "quote": "Artillery may not fire over hills."}],
}


def load(options):
    """The normalized scenario that OPTIONS choose: {"scenario": slug} for a built-in
    one or {"m44": the file's JSON, as an object or as text} for any other."""
    slug, m44 = options.get("scenario"), options.get("m44")
    if (slug is None) == (m44 is None):
        raise ScenarioError(_("choose a scenario: either scenario=SLUG (one of {slugs}) or "
                              "an .m44 file, not both", slugs=", ".join(SLUGS)))
    if m44 is not None:
        return from_m44(_json(m44))
    if not isinstance(slug, str) or slug not in SLUGS:
        raise ScenarioError(_("unknown scenario {slug}; built in: {slugs}", slug=repr(slug),
                              slugs=", ".join(SLUGS)))
    with open(SCENARIOS / f"{slug}.m44", encoding="utf-8") as f:
        return from_m44(json.load(f), slug)


def _json(m44):
    if isinstance(m44, (str, bytes)):
        try:
            return json.loads(m44)
        except (ValueError, RecursionError) as e:
            raise ScenarioError(_("the .m44 file is not JSON: {error}", error=e)) from None
    return m44


def from_m44(data, slug=None):
    """The normalized scenario of an .m44 file's JSON DATA (not changed); SLUG names a
    built-in scenario, whose prose special rules it adds. Raises ScenarioError."""
    if not isinstance(data, dict):
        raise ScenarioError(_("an .m44 scenario is a JSON object, not {value}",
                              value=show(data)))
    info = get(data, "game_info", dict, "", "game_info")
    board = get(data, "board", dict, "", "board")
    face = _face(board)
    top, first, cards, medals = _sides(info)
    cells, units, objectives = hexagons(board, face)
    for side in sorted(SIDES.values()):
        if not any(u["side"] == side for u in units.values()):
            raise ScenarioError(_("board.hexagons: no {side} unit on the board", side=side))
    labels(board, cells)
    texts = text(data)
    return {
        "name": texts.pop("name") or "Untitled scenario", "slug": slug,
        "board": {"face": face, "rows": hexes.ROWS, "cols": hexes.COLS},
        "top": top, "first": first, "cards": cards, "medals_to_win": medals,
        "hexes": {hexes.name(h): cells[h] for h in sorted(cells)},
        "units": {hexes.name(h): units[h] for h in sorted(units)},
        "objectives": objectives,
        "rules": _rules(info, SPECIAL_RULES.get(slug, []), cells),
        "text": texts,
    }


def _face(board):
    kind = get(board, "type", str, "", "board.type")
    if kind.upper() != "STANDARD":
        raise ScenarioError(_("board.type is {kind}: only the STANDARD board (13x9) of the "
                              "base game is supported", kind=repr(kind)))
    return choice(get(board, "face", str, "", "board.face"), FACES, "", "board.face")


def _sides(info):
    """(top side, first side, starting hands, medals to win) from game_info."""
    def side(n):
        field = f"game_info.side_player{n}"
        return choice(get(info, f"side_player{n}", str, "", field), SIDES, "", field)
    top, bottom = side(1), side(2)
    if top == bottom:
        raise ScenarioError(_("game_info.side_player1 and side_player2 are both {side}: one "
                              "side must be AXIS, the other ALLIES", side=top))
    field = "game_info.starting"
    first = choice(get(info, "starting", str, "", field),
                   {"PLAYER1": top, "PLAYER2": bottom}, "", field)

    def per_side(key, bounds):
        return dict(sorted((s, number(info, f"{key}{n}", bounds, "", f"game_info.{key}{n}"))
                           for n, s in ((1, top), (2, bottom))))
    field = "game_info.victory_conditions"
    for i, cond in enumerate(get(info, "victory_conditions", list, "", field, [])):
        if cond != {"standard": {}}:
            raise ScenarioError(_("{field} is {value}: only the standard conditions are "
                                  "supported", field=f"{field}[{i}]", value=show(cond)))
    return top, first, per_side("cards_player", HAND), per_side("victory_player", MEDALS)


def _rules(info, special, cells):
    """The special rules: game_info's options and victory, and the prose ones."""
    field = "game_info.options"
    options = get(info, "options", dict, "", field, {})
    only(options, {"airdrop", "hill317", "deck_reshuffling"}, "", field)
    hill = get(options, "hill317", list, "", f"{field}.hill317", [])
    return {
        "airdrop": _airdrop(get(options, "airdrop", dict, "", f"{field}.airdrop", None)),
        "hill317": [hexes.name(place(n, "", f"{field}.hill317")) for n in hill],
        "deck_reshuffling": get(options, "deck_reshuffling", bool, "",
                                f"{field}.deck_reshuffling", True),
        "sudden_death": _sudden_death(get(info, "victory", dict, "", "game_info.victory", {})),
        "special": [_special(rule, cells) for rule in special],
    }


def _airdrop(raw):
    field = "game_info.options.airdrop"
    if raw is None:
        return None
    only(raw, {"side", "range", "nbr_units", "center", "unit"}, "", field)
    side = choice(get(raw, "side", str, "", f"{field}.side"), SIDES, "", f"{field}.side")
    of, dropped = unit(get(raw, "unit", dict, "", f"{field}.unit"), "", f"{field}.unit")
    if of != side:
        raise ScenarioError(_("{field}.unit is an {of} unit but the airdrop is {side}",
                              field=field, of=of, side=side))
    return {"side": side, "units": number(raw, "nbr_units", HAND, "", f"{field}.nbr_units"),
            "range": number(raw, "range", (0, hexes.ROWS), "", f"{field}.range"),
            "center": hexes.name(place(get(raw, "center", str, "", f"{field}.center"), "",
                                       f"{field}.center")),
            "unit": dropped}


def _sudden_death(victory):
    """A side that holds NEEDED of a group of hexes wins at the end of its turn."""
    field = "game_info.victory"
    only(victory, {"condition"}, "", field)
    found = []
    for i, cond in enumerate(get(victory, "condition", list, "", f"{field}.condition", [])):
        at = f"{field}.condition[{i}]"
        if not isinstance(cond, dict):
            raise ScenarioError(_("{field} must be {kind}, not {value}", field=at,
                                  kind=_.term(KINDS[dict]), value=show(cond)))
        only(cond, {"group_sudden_death"}, "", at)
        group = get(cond, "group_sudden_death", dict, "", f"{at}.group_sudden_death")
        at += ".group_sudden_death"
        only(group, {"side", "number", "group"}, "", at)
        side = choice(get(group, "side", str, "", f"{at}.side"), SIDES, "", f"{at}.side")
        held = {place(n, "", f"{at}.group") for n in get(group, "group", list, "", f"{at}.group")}
        if not held:
            raise ScenarioError(_("{field}.group is empty", field=at))
        found.append({"side": side, "hexes": names(held),
                      "needed": number(group, "number", (1, len(held)), "", f"{at}.number"),
                      "when": "turn-end"})
    return found


def _special(rule, cells):
    """A prose rule of SPECIAL_RULES; its hexes, if it names a behaviour, are those the
    file marks with it."""
    found = {**rule, "source": RECONSTRUCTED}
    if "behavior" in rule:
        found["hexes"] = [hexes.name(h) for h in sorted(cells)
                          if rule["behavior"] in (cells[h]["behavior"],
                                                  cells[h]["obstacle_behavior"])]
    return found
