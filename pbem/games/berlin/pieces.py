"""Questions about the pieces on the board that the steps of play ask: which units stand
where, whether one more may go in, which blocks a player may place, use or remove.
Pure functions of the state (no events).
"""
from pbem.games.rulesets import since

from . import board
from .state import block_at


def units_in(state, area, force=None):
    """The units in AREA (of FORCE, if given), in counter order."""
    return [u for u in board.UNIT_ORDER if state["units"][u]["area"] == area
            and (force is None or state["units"][u]["force"] == force)]


def strength(state, units):
    return sum(state["units"][u]["strength"] for u in units)


def _count(state, force, areas):
    """The units in AREAS that count against FORCE's stack: those of its side (R 4.5
    "dla każdej strony (Alianci, Sowieci, Niemcy)": the Germans of both fronts are one
    side; berlin:1 counted each front apart)."""
    same = (lambda f: board.SIDE[f] == board.SIDE[force]) if since(2) else \
        (lambda f: f == force)
    return sum(1 for u in state["units"].values() if same(u["force"]) and u["area"] in areas)


def free(state, force, area, moving=()):
    """How many more units of FORCE may stand in AREA: none where it may not enter
    (R 4.5) or the area is not its side's, else what the stack of its side leaves
    (Berlin: all five sub-areas together, R 4.5, where MOVING units already inside
    Berlin count once)."""
    if not board.may_enter(force, area) or state["control"][area] != board.SIDE[force]:
        return 0
    areas = board.BERLIN if board.in_berlin(area) else (area,)
    inside = sum(1 for u in moving if state["units"][u]["area"] in areas)
    return max(0, board.STACK - _count(state, force, areas) + inside)


def room(state, force, area):
    return free(state, force, area) > 0


def exhausted(block):
    return block["cubes"] >= block["value"]


def force_for(state, role, area):
    """The force of ROLE a block in AREA serves: his army in his own areas, his Germans in
    German areas (README 4.1.3)."""
    side = state["control"][area]
    if side == board.SIDE[board.ARMY[role]]:
        return board.ARMY[role]
    return board.GERMANS[role] if side == "G" else None


def may_place_in(state, role, area):
    """ROLE may put a block in AREA: it serves a force of his with a unit there, he has no
    block there, and no other block stands there (B1 holds one of each German force,
    R 4.5; one block an area elsewhere)."""
    force = force_for(state, role, area)
    if force is None or not units_in(state, area, force) or block_at(state, role, area):
        return False
    other = [r for r in state["roles"] if r != role and block_at(state, r, area)]
    return not other or area == board.BERLIN_CENTRE


def pool_values(state, role):
    """The values of ROLE's blocks he may still place this stage, each once, ascending."""
    return sorted({b["value"] for b in state["blocks"][role]
                   if b["area"] is None and not b["spent"]})      # (lost ones are spent)


def on_map(state, role):
    """ROLE's blocks on the board, in map order."""
    return sorted((b for b in state["blocks"][role] if b["area"] is not None),
                  key=lambda b: board.RANK[b["area"]])


def tokens_left(state, role, kind, force):
    return any(t["kind"] == kind and t["force"] == force and not t["used"]
               for t in state["tokens"][role])


def defenders(state, force, target):
    """The units that defend TARGET for FORCE: those in it, or for Berlin's outer
    sub-areas the Germans of B1, who defend as if they stood there (R 4.5). In Berlin
    every German unit of B1 defends, whichever front it came from (R 4.5: "niemieckie
    jednostki z pola B1 automatycznie bronią wskazanego pola", and B1 "mogą znajdować
    się jednostki niemieckie z obu frontów"; berlin:1 took the attacked front's only)."""
    german_berlin = board.SIDE[force] == "G" and board.in_berlin(target)
    if german_berlin and since(2):
        return units_in(state, board.BERLIN_CENTRE)
    if german_berlin and target != board.BERLIN_CENTRE:
        return units_in(state, board.BERLIN_CENTRE, force)
    return units_in(state, target, force)
