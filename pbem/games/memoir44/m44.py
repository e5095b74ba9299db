"""Reading an official-editor .m44 file: every field checked, then normalized.

The shape produced is documented in scenario.py. Each check raises ScenarioError with a
message naming the hex (public name and the file's row/col) and the field, and nothing
else may escape: a malformed upload is a 4xx, never a crash. What each .m44 key means
was learnt from the 14 files and by reading bga-devs/bga-memoir (Managers/Terrains.php,
Units.php, Tokens.php); the readings are numbered D1... in the game's README.md.
"""
import re

from pbem.games import RuleError
from pbem.language.speaking import N_

from . import hexes, tables
from .speech import _

SIDES = {"AXIS": "Axis", "ALLIES": "Allies"}
FACES = {"COUNTRY": "country", "BEACH": "beach"}
BEACH_ROWS = {4: "beach", 5: "beach", 6: "beach", 7: "ocean", 8: "ocean"}
HAND = (1, 12)       # cards a side may start with
MEDALS = (1, 20)     # medals a side may need, or an objective may give
FIGURES = (1, 4)     # figures a unit may start with
HEX_KEYS = {"row", "col", "terrain", "rect_terrain", "obstacle", "unit", "tags"}
MEDAL_TAG = re.compile(r"medal([0-7])")


class ScenarioError(RuleError):
    """A scenario that cannot be played: the message names the hex and the field (the
    reader's language around the file's own words)."""


class _Missing:
    pass


MISSING = _Missing()
KINDS = {int: N_("a whole number"), str: N_("text"), dict: N_("an object"),
         list: N_("a list"), bool: N_("true or false")}


def show(value):
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _at(where, field):
    return f"{where}: {field}" if where else field


def get(obj, key, kind, where, field, default=MISSING):
    """OBJ[KEY] checked to be of KIND; DEFAULT if absent (an error if none is given)."""
    value = obj.get(key, MISSING)
    if value is MISSING:
        if default is MISSING:
            raise ScenarioError(_("{field} is missing", field=_at(where, field)))
        return default
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ScenarioError(_("{field} must be {kind}, not {value}", field=_at(where, field),
                              kind=_.term(KINDS[kind]), value=show(value)))
    return value


def number(obj, key, bounds, where, field, default=MISSING):
    """OBJ[KEY], a whole number within BOUNDS; DEFAULT if absent."""
    if key not in obj:
        return get(obj, key, int, where, field, default)
    value = get(obj, key, int, where, field)
    if not bounds[0] <= value <= bounds[1]:
        raise ScenarioError(_("{field} is {value}: it must be from {low} to {high}",
                              field=_at(where, field), value=value, low=bounds[0],
                              high=bounds[1]))
    return value


def only(obj, keys, where, field):
    """OBJ has no key outside KEYS: a feature we would silently drop is refused."""
    extra = sorted(map(str, set(obj) - keys))
    if extra:
        raise ScenarioError(_("{field} has {extra}, which is not supported (known: {known})",
                              field=_at(where, field), extra=", ".join(map(repr, extra)),
                              known=", ".join(sorted(keys))))


def choice(value, options, where, field):
    """What the text VALUE (any case) stands for among OPTIONS."""
    if not isinstance(value, str):
        raise ScenarioError(_("{field} must be {kind}, not {value}", field=_at(where, field),
                              kind=_.term(KINDS[str]), value=show(value)))
    if value.upper() not in options:
        raise ScenarioError(_("{field} is {value}: it must be one of {options}",
                              field=_at(where, field), value=show(value),
                              options=", ".join(options)))
    return options[value.upper()]


def place(text, where, field):
    """The hex a public name in the file stands for."""
    try:
        return hexes.parse(text)
    except ValueError as e:
        raise ScenarioError(f"{_at(where, field)}: {e}") from None


def at_hex(h):
    return _("hex {name} (row {row}, col {col})", name=hexes.name(h), row=h[0], col=h[1])


def names(cells):
    return [hexes.name(h) for h in sorted(cells)]


# ------------------------------------------------------------------------ the tables

def _m44_names(kind):
    data = tables.table("terrain")[kind]
    return {m44: key for key, rec in data.items() for m44 in rec["m44"]}


TERRAINS = _m44_names("terrain")
OBSTACLES = _m44_names("obstacle")
BEHAVIORS = tables.table("terrain")["behavior"]
UNITS = tables.table("units")
NATIONS = UNITS["m44"]["nations"]
PREFIXES = sorted(UNITS["m44"]["prefixes"].items(), key=lambda kv: -len(kv[0]))


def _behavior(tile, where, field):
    name = tile["name"]
    behavior = get(tile, "behavior", str, where, f"{field}.behavior", None)
    if behavior is None:
        return None, None
    rec = BEHAVIORS.get(behavior)
    if rec is None or name not in rec["on"]:
        known = [b for b, r in BEHAVIORS.items() if name in r["on"]]
        raise ScenarioError(_("{where}: {field}.behavior {behavior} is not supported on "
                              "{name} (known: {known})", where=where, field=field,
                              behavior=repr(behavior), name=repr(name),
                              known=", ".join(known) or _("none")))
    return rec["key"] or None, rec.get("tile")


def _tile(tile, known, allowed, where, field):
    """(key, orientation, behaviour key) of a terrain or obstacle tile; KNOWN maps the
    .m44 names of its kind to keys."""
    only(tile, allowed, where, field)
    name = get(tile, "name", str, where, f"{field}.name")
    orientation = number(tile, "orientation", (1, 6), where, f"{field}.orientation", None)
    behavior, alias = _behavior(tile, where, field)
    key = known.get(name) or alias
    if key is None:
        fields = {"where": where, "field": field, "name": repr(name),
                  "known": ", ".join(sorted(known))}
        raise ScenarioError(
            _("{where}: {field}.name {name} is not a base-game terrain (known: {known})",
              **fields) if known is TERRAINS else
            _("{where}: {field}.name {name} is not a base-game obstacle (known: {known})",
              **fields))
    return key, orientation, behavior


def unit(raw, where, field="unit"):
    """(side, unit dict) of an .m44 unit object."""
    only(raw, {"name", "badge", "behavior", "nbr_units"}, where, field)
    name = get(raw, "name", str, where, f"{field}.name")
    found = [(p, rec) for p, rec in PREFIXES if name.startswith(p) and name[len(p):] in NATIONS]
    if not found:
        raise ScenarioError(_(
            "{field}.name {name} is not a base-game unit: it must be a type ({types}) "
            "followed by a nation ({nations}), like infger, tank2ger or inf2us",
            field=_at(where, field), name=repr(name),
            types=", ".join(p for p, _rec in reversed(PREFIXES)), nations=", ".join(NATIONS)))
    prefix, rec = found[0]
    side, badge = NATIONS[name[len(prefix):]], rec.get("badge")
    m44 = UNITS["m44"]
    badge_pic = get(raw, "badge", str, where, f"{field}.badge", None)
    if badge_pic is not None and badge_pic not in m44["badges"]:
        raise ScenarioError(_("{field}.badge {badge} is not a base-game badge (known: "
                              "{known})", field=_at(where, field), badge=repr(badge_pic),
                              known=", ".join(m44["badges"])))
    behavior = get(raw, "behavior", str, where, f"{field}.behavior", None)
    if behavior not in (None, m44["resistance_behavior"], m44["double_medal_behavior"]):
        raise ScenarioError(_("{field}.behavior {behavior} is not supported (known: {known})",
                              field=_at(where, field), behavior=repr(behavior),
                              known=f"{m44['resistance_behavior']}, "
                                    f"{m44['double_medal_behavior']}"))
    if behavior == m44["resistance_behavior"] or badge_pic == m44["resistance_badge"]:
        if prefix != "inf2":
            raise ScenarioError(_("{field} {name} cannot be French Resistance: that is an "
                                  "inf2 unit", field=_at(where, field), name=repr(name)))
        badge = "resistance"
    kind = rec["type"]
    full = UNITS["badge"][badge].get("figures") if badge else None
    full = full or UNITS["unit"][kind]["figures"]
    figures = number(raw, "nbr_units", FIGURES, where, f"{field}.nbr_units", full)
    return side, {"side": side, "type": kind, "figures": figures, "badge": badge,
                  "medal_worth": 2 if behavior == m44["double_medal_behavior"] else 1}


def _may_stand(kind, cell):
    """May a unit of KIND start the game on CELL (a normalized hex entry)?"""
    rules = tables.terrain()
    ground = rules.get(cell["terrain"], {})
    obstacle = rules.get(cell["obstacle"], {})
    if ground.get("impassable") and not obstacle.get("crossing"):
        return False
    marks = [b for b in BEHAVIORS.values()
             if b["key"] and b["key"] in (cell["behavior"], cell["obstacle_behavior"])]
    return all(kind in rec.get("start", rec.get("enter", tables.UNIT_TYPES))
               for rec in (ground, obstacle, *marks))


def _describe(cell):
    what = [cell["terrain"] or _("open ground")]
    what += [f"({cell['behavior']})"] if cell["behavior"] else []
    what += [_("with {obstacle}", obstacle=cell["obstacle"])] if cell["obstacle"] else []
    return " ".join(what)


# ---------------------------------------------------------------------------- the board

def hexagons(board, face):
    """(cells, units, objectives) of board.hexagons, by (row, col)."""
    raws = get(board, "hexagons", list, "", "board.hexagons")
    seen, cells, units, objectives = {}, {}, {}, []
    for i, raw in enumerate(raws):
        field = f"board.hexagons[{i}]"
        if not isinstance(raw, dict):
            raise ScenarioError(_("{field} must be {kind}, not {value}", field=field,
                                  kind=_.term(KINDS[dict]), value=show(raw)))
        h = (get(raw, "row", int, "", f"{field}.row"), get(raw, "col", int, "", f"{field}.col"))
        if not hexes.on_board(h):
            raise ScenarioError(_("{field}: row {row}, col {col} is off the standard board "
                                  "(rows 0-8; even rows use the even cols 0-24, odd rows "
                                  "the odd cols 1-23)", field=field, row=h[0], col=h[1]))
        w = at_hex(h)
        if h in seen:
            twice = _("two units on one hex") if "unit" in raw and "unit" in raws[seen[h]] \
                else _("the hex is listed twice")
            raise ScenarioError(f"{w}: {twice} (board.hexagons[{seen[h]}] and [{i}])")
        seen[h] = i
        only(raw, HEX_KEYS, w, field)
        cells[h] = cell = _cell(raw, h, face, w)
        if "unit" in raw:
            units[h] = _placed(get(raw, "unit", dict, w, "unit"), cell, w)
        for j, tag in enumerate(get(raw, "tags", list, w, "tags", [])):
            objectives.append(_objective(tag, h, cell, w, f"tags[{j}]"))
    if face == "beach":
        for h in hexes.all_hexes():
            if h[0] in BEACH_ROWS and h not in cells:
                cells[h] = _cell({}, h, face, at_hex(h))
    return {h: c for h, c in cells.items() if any(c.values())}, units, objectives


def _cell(raw, h, face, w):
    cell = dict.fromkeys(("terrain", "orientation", "behavior", "obstacle",
                          "obstacle_orientation", "obstacle_behavior", "owner", "label",
                          "objective"))
    tile = get(raw, "terrain", dict, w, "terrain", None)
    if tile is not None:
        cell["terrain"], cell["orientation"], cell["behavior"] = _tile(
            tile, TERRAINS, {"name", "orientation", "behavior"}, w, "terrain")
    elif face == "beach":
        cell["terrain"] = BEACH_ROWS.get(h[0])
    placed = [key for key in ("rect_terrain", "obstacle") if key in raw]
    if len(placed) == 2:
        raise ScenarioError(_("{where}: both rect_terrain and obstacle are given: one "
                              "obstacle per hex is supported", where=w))
    for key in placed:
        tile = get(raw, key, dict, w, key)
        cell["obstacle"], cell["obstacle_orientation"], cell["obstacle_behavior"] = _tile(
            tile, OBSTACLES, {"name", "orientation", "behavior", "original_owner"}, w, key)
        if "original_owner" in tile:
            if cell["obstacle"] != "bunker":
                raise ScenarioError(_("{where}: {field}.original_owner is given for "
                                      "{obstacle}: only a bunker has an owner", where=w,
                                      field=key, obstacle=repr(cell["obstacle"])))
            cell["owner"] = choice(tile["original_owner"], SIDES, w, f"{key}.original_owner")
    return cell


def _placed(raw, cell, w):
    """The unit RAW starting on CELL, checked against the ground it stands on."""
    side, found = unit(raw, w)
    if not _may_stand(found["type"], cell):
        raise ScenarioError(_("{where}: unit {name} ({side} {type}) cannot stand on {ground}",
                              where=w, name=repr(raw["name"]), side=side,
                              type=found["type"], ground=_describe(cell)))
    if cell["obstacle"] == "bunker":
        if cell["owner"] not in (None, side):
            raise ScenarioError(_("{where}: unit {name} is on a bunker only the {side} may "
                                  "occupy", where=w, name=repr(raw["name"]),
                                  side=cell["owner"]))
        cell["owner"] = side
    return found


def _objective(tag, h, cell, w, field):
    """An objective medal: the tag's hex, plus its group, held by the side's units."""
    if not isinstance(tag, dict):
        raise ScenarioError(_("{field} must be {kind}, not {value}", field=f"{w}: {field}",
                              kind=_.term(KINDS[dict]), value=show(tag)))
    only(tag, {"name", "medal", "group", "orientation"}, w, field)
    name = get(tag, "name", str, w, f"{field}.name")
    m = MEDAL_TAG.fullmatch(name)
    if m is None:
        raise ScenarioError(_("{where}: {field}.name {name} is not supported (only the "
                              "objective medals medal0-medal7)", where=w, field=field,
                              name=repr(name)))
    if cell["objective"] is not None:
        raise ScenarioError(_("{where}: {field} is a second objective medal on the hex: one "
                              "per hex is supported", where=w, field=field))
    side = None if m[1] == "0" else "Allies" if m[1] in "146" else "Axis"
    medal = get(tag, "medal", dict, w, f"{field}.medal", {})
    only(medal, {"permanent", "counts_for", "nbr_hex"}, w, f"{field}.medal")
    group = tag.get("group", [])
    if group != {} and not isinstance(group, list):
        raise ScenarioError(_("{where}: {field}.group must be a list of hex names, not "
                              "{value}", where=w, field=field, value=show(group)))
    held = {h} | {place(g, w, f"{field}.group") for g in group}
    permanent = get(medal, "permanent", bool, w, f"{field}.medal.permanent", False)
    cell["objective"] = {"side": side, "permanent": permanent}
    return {"side": side, "hexes": names(held),
            "needed": number(medal, "nbr_hex", (1, len(held)), w, f"{field}.medal.nbr_hex", 1),
            "medals": number(medal, "counts_for", MEDALS, w, f"{field}.medal.counts_for", 1),
            "permanent": permanent, "marker": hexes.name(h)}


def labels(board, cells):
    """The map's printed names (board.labels) put on CELLS."""
    for i, raw in enumerate(get(board, "labels", list, "", "board.labels", [])):
        field = f"board.labels[{i}]"
        if not isinstance(raw, dict):
            raise ScenarioError(_("{field} must be {kind}, not {value}", field=field,
                                  kind=_.term(KINDS[dict]), value=show(raw)))
        h = (get(raw, "row", int, "", f"{field}.row"), get(raw, "col", int, "", f"{field}.col"))
        if not hexes.on_board(h):
            raise ScenarioError(_("{field}: row {row}, col {col} is off the standard board",
                                  field=field, row=h[0], col=h[1]))
        lines = raw.get("text", [])
        lines = [lines] if isinstance(lines, str) else [] if lines == {} else lines
        if not isinstance(lines, list) or not all(isinstance(t, str) for t in lines):
            raise ScenarioError(_("{where}: {field}.text must be text or a list of lines, "
                                  "not {value}", where=at_hex(h), field=field,
                                  value=show(raw.get("text"))))
        label = ""
        for line in (t.strip() for t in lines if t.strip()):
            label += line if not label or label.endswith("-") else " " + line
        if label:
            # a hex of the beach face's beach or ocean rows is in CELLS already
            cell = cells.setdefault(h, _cell({}, h, "country", at_hex(h)))
            cell["label"] = f"{cell['label']} / {label}" if cell["label"] else label


def text(data):
    """The scenario's texts: English if it has them, else its first language."""
    texts = get(data, "text", dict, "", "text", {})
    lang = "en" if "en" in texts else next(iter(texts), None)
    found = get(texts, lang, dict, "", f"text.{lang}") if lang is not None else {}
    keys = ("name", "subtitle", "historical", "description", "victory", "rules")
    return {key: get(found, key, str, "", f"text.{lang}.{key}", "").strip() for key in keys}
