"""The text board for the CLI, mail and forums (render.py draws the picture)."""
from . import board
from .render_panel import combat_lines, headline
from .render_symbols import CONTROL_NAME


# ---------------------------------------------------------------- text

def _block_text(b):
    value = "?" if b["value"] is None else b["value"]
    state = ("exhausted" if b["exhausted"] else "face up") if b["revealed"] else "face down"
    return f"[{b['role']} {value} {state}, {b['cubes']} cube{'s' if b['cubes'] != 1 else ''}]"


def _tokens_text(p):
    """A line per force: its tokens face up (ready), and face down (used this stage)."""
    def kinds(ts):
        seen = []
        for t in ts:
            if t["kind"] not in seen:
                seen.append(t["kind"])
        return " ".join(k + (f" x{n}" if (n := sum(1 for t in ts if t["kind"] == k)) > 1
                             else "") for k in seen) or "-"
    out = []
    for force in (p["army"], p["germans"]):
        mine = [t for t in p["tokens"] if t["force"] == force]
        used = [t for t in mine if t["used"]]
        out.append(f"tokens {force}: {kinds([t for t in mine if not t['used']])}"
                   + (f" (used: {kinds(used)})" if used else ""))
    return out


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
    lines.append("Areas:")
    for a, area in view["areas"].items():
        marks_ = []
        if area.get("eagle"):
            marks_.append(f"{area['eagle']} eagle")
        if area.get("fort"):
            marks_.append("fort")
        if area.get("edge"):
            marks_.append(f"{area['edge']} edge")
        us = " ".join(f"{u}:{units[u]['strength']}" if u in units else u
                      for u in area["units"])
        bs = " ".join(_block_text(b) for b in area["blocks"])
        control = CONTROL_NAME.get(area["control"], area["control"])
        lines.append(f"{a:>3} {area['name']:<13} {control:<8}{', '.join(marks_):<24}"
                     f"{us} {bs}".rstrip())
    lines.append("")
    for r in view["roles"]:
        f = view["fronts"].get(r) or {}
        borders = [f"{a}-{b}" for a, b in f.get("borders", [])] or ["none"]
        lines += _wrapped(f"Front {r}: {f.get('bars', 0)}/{board.BARS} bars, "
                          f"{f.get('missing', 0)} missing; borders", borders)
    lines.append("")
    t = view.get("turn") or {}
    for r in view["roles"]:
        p = view["players"][r]
        c = p["cubes"]
        mark = ">" if not view.get("outcome") and t.get("role") == r else " "
        you = " (you)" if r == view.get("you") else ""
        first = ", first player" if view.get("first") == r else ""
        values = (f": {' '.join(map(str, p['pool_values']))}" if "pool_values" in p else "")
        lines.append(f"{mark} {r}{you}{first} (army {p['army']}, Germans {p['germans']})")
        lines.append(f"    cubes {c['pool']} in pool, {c['on_blocks']} on blocks, "
                     f"{c['lost']} lost; blocks {p['blocks_in_pool']} in pool, "
                     f"{p['blocks_placeable']} to place{values}")
        lines += [f"    {ln}" for ln in _tokens_text(p)]
        victory = " ".join(p["victory"]) or "none"
        lines.append(f"    victory areas: {victory} ({p['points']})")
    c = view.get("combat")
    if c:
        told = combat_lines(view)
        lines += ["", f"Combat: {told[0]}"] + [f"    {s}" for s in told[1:]]
        if c.get("dice"):
            d, res = c["dice"], c.get("result")
            lines.append(f"    dice: attack {' '.join(map(str, d.get('attack') or []))}, "
                         f"defence {' '.join(map(str, d.get('defence') or []))}"
                         + (f"; {res.get('winner')} wins, {res.get('attack')} to "
                            f"{res.get('defence')}" if res else ""))
    return "\n".join(lines) + "\n"
