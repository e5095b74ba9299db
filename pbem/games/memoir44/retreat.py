"""Flags and retreats (rulebook "Odwrót"; Appendix 1 for French Resistance).

Each flag moves the unit one hex toward its own edge (French Resistance: 1 to 3 hexes a
flag), through empty hexes it may enter and that a retreat may enter (not the ocean);
terrain does not stop it. A unit standing where the first flag may be ignored
(sandbags, hedgehogs, its own bunker) may retreat one hex less. So a retreat covers
between `lo` and `hi` hexes. A unit that cannot retreat `lo` hexes goes as far as it can
and loses a figure for each hex it could not make ("traci ona jedną figurkę za każdy
ruch odwrotu, który nie może zostać wykonany"); a unit that may not leave its hex
(artillery in a bunker) so loses a figure per flag. The player who owns the unit
chooses where it goes when there is a choice (the "retreat" step, whose role is that
player, in the middle of the other's turn); with one way, or none, it happens at once.
Readings: README readings 4-7.
"""
from pbem.games import RuleError
from pbem.games.rulesets import since

from . import losses, medals, movement, terrain, troops
from .board import toward_home, unit_at
from .scenarios import rules_for
from .speech import _


def bounds(state, uid, flags, ignorable=True):
    """(lo, hi): the fewest and most hexes UID retreats for FLAGS flags."""
    unit = state["units"][uid]
    least, most = troops.stat(unit, "retreat")
    ignore = ignorable and terrain.ignores_flag(state, unit["at"], unit["side"]) and not (
        since(2) and terrain.flag_costs_figure(state, unit["type"], unit["at"]))
    return flags * least - (1 if ignore else 0), flags * most


def reachable(state, uid, hi):
    """{hex: path} UID can retreat to in at most HI hexes (its own hex included, with
    the path [hex]); the path is the first found, leftmost steps first."""
    unit = state["units"][uid]
    start = unit["at"]
    paths = {start: [start]}
    if terrain.cannot_leave(state, unit["type"], start):
        return paths
    layer = [start]
    for _flag in range(hi):
        nxt = []
        for here in layer:
            for to in toward_home(state, unit["side"], here):
                if to in paths or not may_step(state, unit, here, to):
                    continue
                paths[to] = paths[here] + [to]
                nxt.append(to)
        layer = nxt
    return paths


def may_step(state, unit, here, to):
    """May UNIT retreat from HERE onto TO, a hex toward its edge? (Terrain does not
    stop a retreat; the impassable, the occupied and the ocean do.)"""
    return (to in toward_home(state, unit["side"], here) and not unit_at(state, to)
            and terrain.may_hold(state, unit, to)
            and not terrain.flag(state, to, "no_retreat")
            and rules_for(state).step_cost(state, unit, here, to, "retreat") is not None)


def choices(state, uid, lo, hi):
    """{hex: path} the unit may end its retreat on, given bounds LO..HI."""
    return {h: p for h, p in reachable(state, uid, hi).items() if lo <= len(p) - 1 <= hi}


def start(s, uid, flags, by, ignorable=True):
    """Resolve FLAGS flags against UID (rolled by side BY): figures lost for a blocked
    retreat, then the retreat itself, at once or as the owner's decision. Returns True
    when a decision is pending."""
    lo, hi = bounds(s.state, uid, flags, ignorable)
    reach = reachable(s.state, uid, hi)
    furthest = max(len(p) - 1 for p in reach.values())
    if furthest < lo:
        if losses.damage(s, uid, lo - furthest, by, "retreat_blocked"):
            return False
        lo = hi = furthest
    options = choices(s.state, uid, lo, hi)
    unit = s.state["units"][uid]
    if len(options) == 1:
        only = next(iter(options.values()))
        if len(only) > 1:
            go(s, uid, only)
        elif lo == 0 < flags:
            s.emit({"type": "flag_ignored", "unit": uid, "at": unit["at"]})
        return False
    s.step("retreat", role=unit["side"], unit=uid, lo=lo, hi=hi, by=by)
    return True


def go(s, uid, path):
    st = s.state
    s.emit({"type": "retreated", "side": st["units"][uid]["side"], "unit": uid, "path": path})
    movement.leave(s, path[0])
    movement.arrive(s, uid, path[-1], retreat=True)
    medals.check(s)


def options(state):
    p = state["turn"]["pending"]
    opts = choices(state, p["unit"], p["lo"], p["hi"])
    out = [{"action": "retreat", "path": path} for path in opts.values() if len(path) > 1]
    if p["lo"] == 0:
        out.append({"action": "ignore-flag"})
    return out


def accepts(state, command):
    """Any path to an allowed hex, not only the one options() lists."""
    p = state["turn"]["pending"]
    path = command["path"]
    unit = state["units"][p["unit"]]
    if path[0] != unit["at"] or not p["lo"] <= len(path) - 1 <= p["hi"] or len(path) < 2:
        return False
    if terrain.cannot_leave(state, unit["type"], path[0]) or len(set(path)) < len(path):
        return False
    return all(may_step(state, unit, a, b) for a, b in zip(path, path[1:]))


def do_retreat(s, command):
    if not accepts(s.state, command):
        raise RuleError(_("the unit cannot retreat along {path}",
                          path="-".join(command["path"])))
    go(s, s.state["turn"]["pending"]["unit"], command["path"])


def do_ignore(s, command):
    p = s.state["turn"]["pending"]
    s.emit({"type": "flag_ignored", "unit": p["unit"], "at": s.state["units"][p["unit"]]["at"]})
