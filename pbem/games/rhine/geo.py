"""Map questions asked of a state: who may enter where, encirclement, the Axis reaction's
legal areas, counter-attack targets and the supply chain of an automatic victory.

Adjacency for encirclement, counter-attacks and the Axis reaction is any arrow, black
included (board legend #12, #14); movement and trucks use arrows of the player's colour.
"""
from collections import deque

from .board import RHINE
from .state import army_bases, controller  # noqa: F401 - controller is re-exported

ANCHOR = next(a.name for a in RHINE.areas.values() if a.encirclement_anchor)
START_AREAS = frozenset(c.start for c in RHINE.corps.values())
FLAGGED_VICTORY = frozenset(a.name for a in RHINE.areas.values() if a.victory and a.flag)


def axis_held(state, area):
    return area in state["axis"] or RHINE.areas[area].flag


def occupied(state, area):
    return any(c["area"] == area for c in state["corps"].values())


def can_enter(state, corps_id, area):
    """May the corps step into AREA now (colours, other corps, other players' markers)."""
    c = state["corps"][corps_id]
    col = RHINE.corps[corps_id].colour
    if area not in RHINE.moves[col][c["area"]]:
        return False
    if occupied(state, area):
        return False
    owner = controller(state, area)
    return owner is None or owner == col


def connected_to_anchor(state):
    """Uncontrolled areas (Axis-held included) linked to Düsseldorf through uncontrolled
    areas by arrows of any colour. Empty when Düsseldorf itself is controlled."""
    if controller(state, ANCHOR) is not None:
        return set()
    seen, todo = {ANCHOR}, deque([ANCHOR])
    while todo:
        a = todo.popleft()
        for b in RHINE.neighbours[a]:
            if b not in seen and controller(state, b) is None:
                seen.add(b)
                todo.append(b)
    return seen


def encircled(state, mover_colour):
    """{area: colour} of the uncontrolled areas cut off from Düsseldorf (rule 10).

    Areas with an Axis marker or flag are never encircled; black areas are never
    encircled either (no player owns them; README), nor areas retaken by a counter-attack
    that only veteran Monty's coastal sources allowed (rule 15D). A single-colour area
    goes to its colour, a double-colour area to the player whose marker cut it off, even
    one whose colour it does not bear (README, reading 30)."""
    linked = connected_to_anchor(state)
    if controller(state, ANCHOR) is not None:
        return {}
    out = {}
    for a in RHINE.areas.values():
        if a.name in linked or controller(state, a.name) is not None:
            continue
        if axis_held(state, a.name) or a.victory or a.name in state.get("no_encircle", ()):
            continue
        out[a.name] = mover_colour if a.double else next(iter(a.colours))
    return out


def axis_places(state):
    """Areas where the Axis reaction may put a marker (PL r14A): next to a flagged victory
    area or an Axis marker, and "nie zajętym przez żadne inne znaczniki" (with no other
    marker on it: no player or Axis marker; airborne units and Ostende allowed; a corps
    stands only on controlled areas). A printed flag or a victory area is no marker
    (README, reading 2)."""
    sources = set(FLAGGED_VICTORY)
    metz = state.get("metz_marker")
    for m in state["axis"]:
        if m == metz and not metz_linked(state):
            continue
        sources.add(m)
    out = set()
    for s in sources:
        for b in RHINE.neighbours[s]:
            if controller(state, b) is None and b not in state["axis"]:
                out.add(b)
    return sorted(out)


def metz_linked(state):
    """Veteran Patton: the Metz marker counts once a chain of Axis markers joins it to a
    victory area with a flag."""
    metz = state.get("metz_marker")
    seen, todo = {metz}, deque([metz])
    while todo:
        a = todo.popleft()
        for b in RHINE.neighbours[a]:
            ab = RHINE.areas[b]
            if ab.victory and ab.flag:
                return True
            if b in state["axis"] and b not in seen:
                seen.add(b)
                todo.append(b)
    return False


def counter_targets(state, colour):
    """Areas whose player marker the player of COLOUR may remove (rule 14B)."""
    return sorted(counter_sources(state, colour))


def counter_sources(state, colour, victim=None):
    """{area: True when only veteran Monty's coastal sources allow the counter-attack}.

    COLOUR counter-attacks (None: the solitaire game's Axis, rule 17C); VICTIM, when
    given, is the only colour whose markers are targets (the solo player's: Monty's
    markers on Brad's solo map are nobody's to lose).

    A target holds another present player's marker, is not next to (or under) a corps,
    an Army base or a starting area, and is next to an uncontrolled or Axis-held area
    linked to Düsseldorf. Veteran Monty (15D): the other players may also counter-attack
    from Rotterdam, Vlissingen, Dunkerque, Calais and Boulogne while red does not control
    them, linked or not."""
    bases = set(army_bases(state).values())
    corps_areas = {c["area"] for c in state["corps"].values()}
    linked = connected_to_anchor(state)
    held = {state["colour"][r] for r in state.get("out", ())}  # forfeited, like absent
    coast = set()
    if "Monty" in state["options"].get("veteran", []) and colour != "R":
        coast = {name for name in RHINE.tables["veteran"]["monty_counterattack_sources"]
                 if controller(state, name) != "R"}
    found = {}
    for area, owner in state["control"].items():
        if owner == colour or owner == state.get("absent") or owner in held \
                or victim not in (None, owner):
            continue
        near = RHINE.neighbours[area] | {area}
        if near & corps_areas or near & bases or near & START_AREAS:
            continue
        if RHINE.neighbours[area] & linked:
            found[area] = False
        elif RHINE.neighbours[area] & coast:
            found[area] = True
    return found


def chain_to_base(state, area, colour):
    """Does an unbroken chain of areas controlled by COLOUR join AREA to his Army base?"""
    base = army_bases(state)[colour]
    seen, todo = {area}, deque([area])
    while todo:
        a = todo.popleft()
        if a == base:
            return True
        for b in RHINE.neighbours[a]:
            if b not in seen and controller(state, b) == colour:
                seen.add(b)
                todo.append(b)
    return False
