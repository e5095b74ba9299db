"""Walks over a map given as {area: neighbours}, which more than one game's rules take:
steps from the nearest of some areas, and the areas reachable through allowed ones.
Pure functions of the map; the games say what is a neighbour and what is allowed."""
from collections import deque


def distances(neighbours, sources):
    """{area: steps from the nearest of SOURCES} for every area reachable over NEIGHBOURS."""
    dist = {a: 0 for a in sources}
    todo = deque(dist)
    while todo:
        a = todo.popleft()
        for n in neighbours[a]:
            if n not in dist:
                dist[n] = dist[a] + 1
                todo.append(n)
    return dist


def reach(neighbours, start, allowed):
    """The areas of START that ALLOWED(area) accepts, and every area ALLOWED accepts that
    they reach through such areas."""
    seen = {a for a in start if allowed(a)}
    todo = deque(seen)
    while todo:
        a = todo.popleft()
        for n in neighbours[a]:
            if n not in seen and allowed(n):
                seen.add(n)
                todo.append(n)
    return seen
