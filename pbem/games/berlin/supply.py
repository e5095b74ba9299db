"""Supply, encirclement and the front line (R 4.4 and README 2.3, 4.4): questions about
the map as the control of its areas stands. Pure functions of the state; the events that
follow from the answers are written by flow.py.

Why one module: "is it supplied", "which areas are cut off and who takes them" and "how
many bars does a front need" all walk the same map of controlled areas; kept together
they cannot disagree about what an area's friends are.
"""
from pbem.games import graphs

from . import board


def reach(state, side, start):
    """Every area of SIDE reachable from START through areas of SIDE."""
    return graphs.reach(board.ADJ, start, lambda a: state["control"][a] == side)


def sources(state, side):
    """SIDE's supply bases as control stands: Allied edges it holds; German eagle areas
    (R 4.4: every German eagle area supplies every German area and unit)."""
    if side == "G":
        return [a for a in board.ORDER if board.eagle(a) and state["control"][a] == "G"]
    return board.bases(side)


def supplied(state, side):
    """The areas of SIDE that trace a supply line to one of its bases."""
    return reach(state, side, sources(state, side))


def unsupplied(state):
    """{area: side} of every area that is cut off now."""
    out = {}
    for side in ("S", "W", "G"):
        ok = supplied(state, side)
        out.update({a: side for a in board.ORDER if state["control"][a] == side and a not in ok})
    return out


def has_active_block(state, area, side):
    """An active (not exhausted) block of a force of SIDE stands in AREA (berlin:1's
    reading of R 4.4's exception: it delays that area's annexation, area by area)."""
    return bool(active_blocks(state, side, [area]))


def active_blocks(state, side, areas):
    """[[role, area]] of the active blocks of SIDE's forces in AREAS: what holds a
    pocket being cut off (R 4.4's exception, reading 19)."""
    return [[r, b["area"]] for r in state["roles"] for b in state["blocks"][r]
            if b["area"] in areas and board.SIDE[b["force"]] == side
            and b["cubes"] < b["value"]]


def waiting(state, side, pocket):
    """The waits (pocket_waits) of SIDE's areas that POCKET holds: a pocket that grew
    or split since keeps the wait of the areas it had."""
    return [w for w in state.get("waiting", []) if w["side"] == side
            and set(w["areas"]) & set(pocket)]


def still_held(state, waits):
    """Whether a block that held a pocket when it was cut off (WAITS) is still active
    there: the pocket waits for it alone, not for a block placed later."""
    return any(b["area"] == area and b["cubes"] < b["value"]
               for w in waits for role, area in w["blocks"]
               for b in state["blocks"][role])


def pockets(state):
    """The cut-off areas grouped into pockets: [(side, [areas])], each pocket a connected
    set of one side's unsupplied areas, in map order."""
    cut = unsupplied(state)
    seen, out = set(), []
    for a in board.ORDER:
        if a in cut and a not in seen:
            group = reach(state, cut[a], [a]) & set(cut)
            seen |= group
            out.append((cut[a], sorted(group, key=board.RANK.get)))
    return out


def annexer(state, side, pocket, prefer):
    """Who annexes POCKET of SIDE: the force that cut it off (R 4.4). A German pocket goes
    to the Allied side PREFER (the combat's attacker) when that side holds a supplied area
    next to it, else to the other Allied side that does (README 4.4.2); an Allied pocket to
    Germany when a supplied German area borders it. None: nobody next to it can take it (it
    stays as it is). Asking for a supplied neighbour means a pocket never changes hands to a
    side that would be cut off there at once."""
    around = {n for a in pocket for n in board.ADJ[a]} - set(pocket)
    candidates = ["G"] if side != "G" else [prefer] + [x for x in ("S", "W") if x != prefer]
    for c in candidates:
        if c in ("S", "W", "G") and around & supplied(state, c):
            return c
    return None


def front(state, side):
    """The borders of Allied SIDE with Germany, where SIDE's bars stand (README 2.3)."""
    return [(a, b) for a, b in board.borders()
            if {state["control"][a], state["control"][b]} == {side, "G"}]


def missing_bars(state, side):
    """How many bars SIDE's front lacks: borders beyond its 25 bars."""
    return max(0, len(front(state, side)) - board.BARS)


def toward_supply(state, side, source):
    """The areas an attack from cut-off SOURCE may target (R 4.4: "only in the direction
    of the nearest friendly, supplied area"): the neighbours on a shortest path of areas
    from SOURCE to the nearest supplied area of SIDE (README 4.4.5)."""
    ok = supplied(state, side)
    dist = graphs.distances(board.ADJ, ok)
    here = dist.get(source)
    if here is None:
        return set()
    return {n for n in board.ADJ[source] if dist.get(n) == here - 1}
