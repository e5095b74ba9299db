"""The text board for the CLI, mail and forums (render.py draws the picture)."""
from pbem.language.speaking import N_

from . import board
from .render_panel import combat_lines, headline
from .render_symbols import CONTROL_NAME
from .speech import _, cubes, role_name, token_name

#: an area's marks (data/map.toml's eagle and edge)
EAGLES = {"red": N_("red eagle"), "blue": N_("blue eagle"), "both": N_("both eagle")}
EDGES = {"east": N_("east edge"), "west": N_("west edge"), "south": N_("south edge"),
         "north": N_("north edge")}


# ---------------------------------------------------------------- text

def _block_text(b):
    value = "?" if b["value"] is None else b["value"]
    state = (_("exhausted") if b["exhausted"] else _("face up")) if b["revealed"] \
        else _("face down")
    return f"[{role_name(b['role'])} {value} {state}, {cubes(b['cubes'])}]"


def _tokens_text(p):
    """A line per force: its tokens face up (ready), and face down (used this stage)."""
    def kinds(ts):
        seen = []
        for t in ts:
            if t["kind"] not in seen:
                seen.append(t["kind"])
        return " ".join(token_name(k) + (f" x{n}" if (n := sum(
            1 for t in ts if t["kind"] == k)) > 1 else "") for k in seen) or "-"
    out = []
    for force in (p["army"], p["germans"]):
        mine = [t for t in p["tokens"] if t["force"] == force]
        used = [t for t in mine if t["used"]]
        ready = _("tokens {force}: {tokens}", force=force,
                  tokens=kinds([t for t in mine if not t["used"]]))
        out.append(_("{tokens} (used: {used})", tokens=ready, used=kinds(used)) if used
                   else ready)
    return out


def _marks(area):
    """An area's eagle, fortification and supply edge, in words."""
    marks = []
    if area.get("eagle"):
        marks.append(_.term(EAGLES[area["eagle"]]))
    if area.get("fort"):
        marks.append(_("fort"))
    if area.get("edge"):
        marks.append(_.term(EDGES[area["edge"]]))
    return ", ".join(marks)


def _wrapped(head, words, indent="    ", width=78):
    """HEAD followed by WORDS, wrapped at WIDTH with INDENT on the lines after."""
    lines, line = [], head
    for w in words:
        if len(line) + 1 + len(w) > width and line.strip():
            lines.append(line)
            line = indent + w
        else:
            line = f"{line} {w}" if line else w
    return lines + [line]


def render_text(view):
    """The plain board: the headline; each area in map order (number, name, control,
    eagle, fortification, supply edge, units as id:strength, blocks); the fronts; each
    player; the combat under way. A block's value only where the view shows it."""
    lines = [f"{view.get('title', 'Race to Berlin')} - {headline(view)}", ""]
    units = view["units"]
    lines.append(_("Areas:"))
    controls = {k: _.term(name) for k, name in CONTROL_NAME.items()}
    # each column as wide as its longest word and a space (English: 13 and 8)
    name_w = max(len(_.term(d["name"])) for d in board.AREAS.values()) + 1
    control_w = max(map(len, controls.values())) + 1
    # the marks' column: 24, or wider where the words are longer (forts only go)
    marks_w = max(24, max(len(_marks(d)) for d in board.AREAS.values()) + 1)
    for a, area in view["areas"].items():
        us = " ".join(f"{u}:{units[u]['strength']}" if u in units else u
                      for u in area["units"])
        bs = " ".join(_block_text(b) for b in area["blocks"])
        control = controls.get(area["control"], area["control"])
        lines.append(f"{a:>3} {_.term(area['name']):<{name_w}} {control:<{control_w}}"
                     f"{_marks(area):<{marks_w}}{us} {bs}".rstrip())
    lines.append("")
    for r in view["roles"]:
        f = view["fronts"].get(r) or {}
        borders = [f"{a}-{b}" for a, b in f.get("borders", [])] or [_("none")]
        lines += _wrapped(_("Front {role}: {bars}/{all} bars, {missing} missing; borders",
                            role=role_name(r), bars=f.get("bars", 0), all=board.BARS,
                            missing=f.get("missing", 0)), borders)
    lines.append("")
    t = view.get("turn") or {}
    for r in view["roles"]:
        p = view["players"][r]
        c = p["cubes"]
        mark = ">" if not view.get("outcome") and t.get("role") == r else " "
        who = role_name(r)
        if r == view.get("you"):
            who = _("{role} (you)", role=who)
        if view.get("first") == r:
            who = _("{role}, first player", role=who)
        values = (f": {' '.join(map(str, p['pool_values']))}" if "pool_values" in p else "")
        lines.append(f"{mark} " + _("{player} (army {army}, Germans {germans})", player=who,
                                     army=p["army"], germans=p["germans"]))
        lines.append("    " + _("cubes {pool} in pool, {on_blocks} on blocks, {lost} lost; "
                                "blocks {in_pool} in pool, {placeable} to place",
                                pool=c["pool"], on_blocks=c["on_blocks"], lost=c["lost"],
                                in_pool=p["blocks_in_pool"],
                                placeable=p["blocks_placeable"]) + values)
        lines += [f"    {ln}" for ln in _tokens_text(p)]
        victory = " ".join(p["victory"]) or _("none")
        lines.append("    " + _("victory areas: {areas} ({points})", areas=victory,
                                points=p["points"]))
    c = view.get("combat")
    if c:
        told = combat_lines(view)
        lines += ["", _("Combat: {combat}", combat=told[0])] + [f"    {s}" for s in told[1:]]
        if c.get("dice"):
            d, res = c["dice"], c.get("result")
            dice = _("dice: attack {attack}, defence {defence}",
                     attack=" ".join(map(str, d.get("attack") or [])),
                     defence=" ".join(map(str, d.get("defence") or [])))
            lines.append("    " + (_("{dice}; {result}", dice=dice, result=_result(res))
                                   if res else dice))
    return "\n".join(lines) + "\n"


def _result(res):
    if res.get("winner") == "attack":
        return _("attack wins, {attack} to {defence}", attack=res.get("attack"),
                 defence=res.get("defence"))
    return _("defence wins, {attack} to {defence}", attack=res.get("attack"),
             defence=res.get("defence"))
