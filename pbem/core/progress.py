"""The course of a game as numbers over its rounds or turns, for the charts of the
replay page: the log folded once, the game's optional progress(view) asked of the
public view after each event, the last value of each round kept.

Only the public view is asked, so a chart never shows a hidden thing, whoever looks.
"""
from pbem.core.aggregate import Game, step


def course(records):
    """The charts of the game whose log is RECORDS: {"x": "round" | "turn" | ...,
    "charts": {title: {series: [(x, value), ...]}}}, or None for a game without
    progress()."""
    game = Game(records[0].stream, {})
    points = {}                      # x -> {title: {series: value}}, the latest
    name = None
    for rec in records:
        game = step(game, rec, records)
        if game.state is None:
            continue
        if name is None and not hasattr(game.rules, "progress"):
            return None
        view = game.rules.view(game.state, None)
        name, x, charts = game.rules.progress(view)
        points[x] = charts
    if not points:
        return None
    out = {}
    for x in sorted(points):
        for title, values in points[x].items():
            for series, value in values.items():
                out.setdefault(title, {}).setdefault(series, []).append((x, value))
    return {"x": name, "charts": out}
