"""Moving ordered units (rulebook "3 - Ruch jednostkami" and Appendix 2, Terrain).

Each ordered unit moves once, one unit at a time, along a path of empty hexes it may
enter: at most its allowance (infantry 2, armor 3, artillery 1; the card may change
it), stopping where the ground stops it (forest, town, hedgerow, wire), entering a
hedgerow only from the hex it started on, leaving a hedgerow by one hex only, never
covering more than a hex's `max_move` (the beach: a move that starts on or enters the
beach covers 2 hexes at most; the ocean: 1). A scenario's step_cost hook may make a
step dearer or forbid it (cliffs, steep hills, a bridge's ends).

A move is written as its path (`move C4-D5-E5`), or as its two ends (`move C4-E5`, or
`move C4-D5` for a next hex): then the cheapest path is taken, which is what matters
for battling afterwards (a unit moved 2 hexes may not battle where 1 would let it), and
round a closed direct step if need be. What the unit entered is recorded:
the hexes it moved (`turn.moved`) and whether it stopped where it may not battle this
turn (`turn.stopped`).
"""
from pbem.games import RuleError
from pbem.games.rulesets import since

from . import cards, medals, terrain, troops
from .board import neighbours, unit_at
from .memo import per_state
from .scenarios import rules_for
from .speech import _

INFINITE = 99


def allowance(state, uid):
    """(hexes UID may move, hexes it may move and still battle) under the card played."""
    return cards.effect(state["played"]).move_allowance(state, state["played"], uid)


class _Going:
    """One ordered unit's move as the rules judge it, step by step. A search meets the
    same hexes and steps along many paths, so what the ground and the scenario say of
    each is asked once per move judged, not once per path. The unit carries its id and
    `free` when the card played lets it ignore the terrain's movement restrictions
    (Behind Enemy Lines)."""

    def __init__(self, state, uid):
        card = state["played"]
        self.state = state
        self.unit = dict(state["units"][uid], id=uid, free=bool(card) and cards.effect(
            card).ignores_terrain(state, card, uid))
        self.hook = rules_for(state)
        self._ground, self._costs = {}, {}

    def start_limit(self):
        unit, state = self.unit, self.state
        start = unit["at"]
        if terrain.cannot_leave(state, unit["type"], start):
            return 0
        limit = allowance(state, unit["id"])[0]
        if unit["free"]:
            return limit
        if terrain.flag(state, start, "leave_to_adjacent"):
            limit = min(limit, 1)
        return min(limit, terrain.max_move(state, start) or INFINITE)

    def ground(self, name):
        """(may the unit stand on NAME now, does entering NAME stop it, may NAME be
        entered only from the start, the most hexes a move through NAME covers)."""
        g = self._ground.get(name)
        if g is None:
            st = self.state
            enter, stops, from_start, most = terrain.crossing(st, self.unit["type"], name)
            enter = enter and terrain.may_hold(st, self.unit, name)
            g = self._ground[name] = (enter and not unit_at(st, name), stops, from_start,
                                      most or INFINITE)
        return g

    def cost(self, here, to):
        """The scenario's cost of the step HERE -> TO (None: not allowed)."""
        key = here, to
        if key not in self._costs:
            self._costs[key] = self.hook.step_cost(self.state, self.unit, here, to, "move")
        return self._costs[key]

    def step(self, path, cost, limit, to):
        """The (cost, limit) after the unit, having moved along PATH at COST under
        LIMIT, steps on to TO, a hex next to PATH's end; None when the step is not
        allowed. A `free` unit only needs ground it may stand on and a step the
        scenario allows, each step costing 1."""
        here = path[-1]
        if to in path:
            return None
        enterable, _, from_start, most = self.ground(to)
        if not enterable:
            return None
        c = self.cost(here, to)
        if c is None:
            return None
        if self.unit["free"]:
            return (cost + 1, limit) if cost + 1 <= limit else None
        if len(path) > 1 and (self.ground(here)[1] or from_start):
            return None
        limit = min(limit, most)
        return (cost + c, limit) if cost + c <= limit else None


@per_state
def destinations(state, uid):
    """{hex: cheapest path there} for the ordered unit UID (the start not included).
    Depth first in neighbour order: the order legal() lists the moves in, and which of
    two equally cheap paths a move by its two ends takes, follow from it."""
    going = _Going(state, uid)
    step = going.step
    best, seen = {}, {}

    def walk(path, cost, limit):
        for to in neighbours(state, path[-1]):
            nxt = step(path, cost, limit, to)
            if nxt is None or seen.get((to, nxt[1]), INFINITE) <= nxt[0]:
                continue        # reached as cheaply under the same limit before
            seen[(to, nxt[1])] = nxt[0]
            if to not in best or nxt[0] < best[to][0]:
                best[to] = (nxt[0], path + [to])
            walk(path + [to], *nxt)

    walk([going.unit["at"]], 0, going.start_limit())
    return {h: p for h, (c, p) in best.items()}


def can_move(state, uid):
    """Has UID a destination at all? (Any hex a move reaches starts with a step that
    destinations() takes, so the first steps answer it.)"""
    going = _Going(state, uid)
    at, limit = going.unit["at"], going.start_limit()
    return any(going.step([at], 0, limit, to) for to in neighbours(state, at))


def path_cost(state, uid, path):
    """The cost of UID moving along PATH (its hex first), or None if not allowed."""
    going = _Going(state, uid)
    cost, limit = 0, going.start_limit()
    for i in range(1, len(path)):
        if path[i] not in neighbours(state, path[i - 1]):
            return None
        nxt = going.step(path[:i], cost, limit, path[i])
        if nxt is None:
            return None
        cost, limit = nxt
    return cost


def movers(state):
    """Ordered units of the side that have not moved yet."""
    t = state["turn"]
    return [u for u in t["ordered"] if u in state["units"] and u not in t["moved"]]


def idle(state):
    """No ordered unit can move any more."""
    return not any(can_move(state, u) for u in movers(state))


def options(state):
    out = []
    for uid in movers(state):
        at = state["units"][uid]["at"]
        out += [{"action": "move", "path": [at, h]} for h in destinations(state, uid)]
    return out + [{"action": "end"}]


def resolve(state, command, who=None):
    """(uid, full path) of a move COMMAND by one of the units WHO (default: the ordered
    units yet to move); RuleError saying why it cannot be made."""
    path = command["path"]
    uid = unit_at(state, path[0])
    if uid not in (movers(state) if who is None else who):
        raise RuleError(_("no ordered unit that has yet to move stands on {at}", at=path[0]))
    if len(path) == 2:
        # the ends: the cheapest path, which is the direct step to a next hex unless
        # that step is closed (a bridge's side) and a way round is open
        found = destinations(state, uid).get(path[1])
        if found is None:
            raise RuleError(_("the unit on {at} cannot reach {to} this turn", at=path[0],
                              to=path[1]))
        return uid, list(found)
    if path_cost(state, uid, path) is None:
        raise RuleError(_("the unit on {at} cannot move along {path}", at=path[0],
                          path="-".join(path)))
    return uid, path


def accepts(state, command):
    try:
        resolve(state, command)
    except RuleError:
        return False
    return True


def do_move(s, command, who=None):
    uid, path = resolve(s.state, command, who)
    st = s.state
    unit = st["units"][uid]
    # French Resistance may battle after entering such ground (units.toml); a unit
    # that passed through it (Behind Enemy Lines) "weszła na pole lasu" all the same
    # (memoir44:2, reading 35; memoir44:1 looked at where it ended only)
    entered = path[1:] if since(2) else path[-1:]
    stopped = (any(terrain.flag(st, h, "no_battle_on_enter") for h in entered)
               and not troops.stat(unit, "battle_after_stop"))
    start = path[0]
    s.emit({"type": "moved", "side": unit["side"], "unit": uid, "path": path,
            "cost": path_cost(st, uid, path), "stopped": stopped})
    leave(s, start)
    arrive(s, uid, path[-1])
    medals.check(s)


def leave(s, name):
    """A unit has left NAME: sandbags there are removed (rulebook, Sandbags)."""
    ob = terrain.obstacle(s.state, name)
    if ob and terrain.flag(s.state, name, "removed_on_leave"):
        s.emit({"type": "obstacle_removed", "at": name, "obstacle": ob, "why": "left"})


def arrive(s, uid, name, retreat=False):
    """UID has entered NAME: armor entering wire removes it (not in a retreat)."""
    st = s.state
    ob = terrain.obstacle(st, name)
    if (not retreat and ob and st["units"][uid]["type"] == "armor"
            and terrain.flag(st, name, "armor_removes")):
        s.emit({"type": "obstacle_removed", "at": name, "obstacle": ob, "why": "armor"})
