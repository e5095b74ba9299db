"""The automated Axis of the solitaire game (rule 17), as pure functions of the map:
which numerical marker a 3d6 roll flips (17C), and where the numerical markers of
captured areas go (17D, "Advance of the front"), with the sums balanced.

Why pure functions apart from the turn flow: every number the Axis decides must be
re-derived by `pbem verify` from the committed dice alone, and each of the book's worked
examples (EX28-EX32 of shared/rhine/rulebook-facts.md) is a question these functions
answer on the printed map without a game around it. The readings they follow are
numbered in README.md ("Solitaire game: readings").
"""
from itertools import combinations, product

from pbem.games.graphs import distances

#: 17C: a roll of 3-10 flips the next higher number still on the board, 11-18 the next
#: lower; when there is none that way, the other way
LOW_ROLLS = range(3, 11)


def flip_number(roll, on_board):
    """The numerical marker a 3d6 ROLL flips to its Axis side (17C), among the numbers
    ON_BOARD (not flipped, not removed); None when none is left."""
    left = sorted(on_board)
    if not left:
        return None
    if roll in left:
        return roll
    higher = [n for n in left if n > roll]
    lower = [n for n in left if n < roll]
    first, then = (higher[:1], lower[-1:]) if roll in LOW_ROLLS else (lower[-1:], higher[:1])
    return (first or then)[0]


def advance_areas(neighbours, corps_areas, rhine, closed):
    """The areas where the numerical markers of captured areas go (17D): on the shortest
    routes from any of CORPS_AREAS to the Rhine cities RHINE, not CLOSED (an Axis marker
    there, or held by a player), the nearest to a corps area; when every area on every
    shortest route is closed, on the next-shortest routes that still have an open one
    (reading S4). Returns the areas in map order ([] when no route has an open area)."""
    to_rhine = distances(neighbours, list(rhine))
    from_corps = {c: distances(neighbours, [c]) for c in corps_areas}
    for slack in range(len(neighbours)):
        found = {}
        for c, d in from_corps.items():
            if c not in to_rhine:
                continue
            for a, steps in d.items():
                if (a not in rhine and a not in closed and a != c and a in to_rhine
                        and steps + to_rhine[a] == to_rhine[c] + slack):
                    found[a] = min(found.get(a, steps), steps)
        if found:
            near = min(found.values())
            return sorted(a for a, steps in found.items() if steps == near)
    return []


def balanced(markers, areas, existing):
    """Every way of putting MARKERS (numbers) on AREAS that 17D allows, best first:
    as many areas as possible get one; the sums per area, the numbers already there
    (EXISTING {area: [numbers]}) included (PL), as close as possible: the smallest spread
    (highest sum minus lowest), then the smallest sum of squares (reading S5). With fewer
    markers than areas the player chooses which areas get them: every choice of areas
    is offered, each balanced on its own. Ways equally good are all returned (the player
    chooses among them too). Each way is {area: [numbers descending]} in AREAS' order."""
    markers = sorted(markers, reverse=True)
    if not markers or not areas:
        return []
    if len(markers) < len(areas):
        out = []
        for chosen in combinations(areas, len(markers)):
            out += [w for w in _best(markers, list(chosen), existing) if w not in out]
        return out
    return _best(markers, list(areas), existing)


#: above this many ways the markers are dealt greedily (each, largest first, to the
#: area with the smallest sum): 17D never moves more than a handful at once
MAX_WAYS = 200_000


def _best(markers, areas, existing):
    def key(placed):
        sums = [sum(existing.get(a, [])) + sum(ms) for a, ms in placed.items()]
        return max(sums) - min(sums), sum(x * x for x in sums)

    if len(areas) ** len(markers) > MAX_WAYS:
        placed = {a: [] for a in areas}
        for m in markers:
            a = min(areas, key=lambda a: (sum(existing.get(a, [])) + sum(placed[a]),
                                          areas.index(a)))
            placed[a].append(m)
        return [placed]
    best, best_key = [], None
    for choice in product(range(len(areas)), repeat=len(markers)):
        if len(set(choice)) < len(areas):
            continue                    # as many areas as possible: each gets one
        placed = {a: [] for a in areas}
        for m, i in zip(markers, choice):
            placed[areas[i]].append(m)
        k = key(placed)
        if best_key is None or k < best_key:
            best, best_key = [placed], k
        elif k == best_key and placed not in best:
            best.append(placed)
    return best
