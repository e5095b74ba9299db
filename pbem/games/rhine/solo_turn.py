"""The end of a solitaire turn (rule 17): the front advances, the Axis counter-attacks and
rolls, and the game is won or lost. Every decision is the Axis's, taken here with the
committed dice (so `pbem verify` re-derives it), except where the rules leave a choice to
the player: among equal ways of placing numerical markers (the `advance` step).

The order (README, readings S7-S10): after the player's actions, (1) the numerical
markers of the areas he took move forward (17D), (2) every suitable area of his is
counter-attacked (17C), (3) a victory that survives them wins (17B), (4) 3d6 flip a
numerical marker to its Axis side, and the markers beside it move on (17C, 17D), (5)
with no numerical marker left on the board the game is lost (17B); then his next turn.
"""
from pbem.games.rulesets import since
from pbem.language.speaking import N_

from .board import RHINE
from . import axis, geo, solo
from .state import controller

NEIGHBOURS = {a: set(n) for a, n in RHINE.neighbours.items()}
#: each colour's arrows, the roads its corps move on
ARROWS = {c: {a: set(n) for a, n in moves.items()} for c, moves in RHINE.moves.items()}
RHINE_CITIES = sorted(a.name for a in RHINE.areas.values() if "K" in a.colours)


def colour(state):
    return state["solo"]["colour"]


def on_board(state):
    return {n for ns in state["numbers"].values() for n in ns}


def captured(state):
    """[(area, number)] of the numerical markers in areas the player holds (17D)."""
    return [(a, n) for a, ns in sorted(state["numbers"].items())
            if controller(state, a) == colour(state) for n in ns]


def closed(state):
    """Areas no numerical marker goes to: an Axis marker or flag there, or held by a
    player (reading S3)."""
    return {a for a in RHINE.areas
            if geo.axis_held(state, a) or controller(state, a) is not None}


def sources(state, moved_only):
    """The areas the routes start from (reading S6): the corps that moved this turn, or
    every corps of the player."""
    ids = state["turn"].get("moved", []) if moved_only else []
    return sorted({state["corps"][c]["area"] for c in (ids or state["corps"])})


def routes(state):
    """What a route of 17D runs along: "najkrótsza droga prowadząca od korpusu gracza"
    is a road his corps takes, along the arrows of his colour (rhine:3, reading S3);
    rhine:2 counted steps over the whole map."""
    return ARROWS[colour(state)] if since(3) else NEIGHBOURS


def plan_advance(state, markers, moved_only):
    """(ways, areas) to place MARKERS [(area, number)]: the balanced ways over the areas
    17D names (ways [] and areas []: nowhere to go, they leave the board)."""
    areas = solo.advance_areas(routes(state), sources(state, moved_only), RHINE_CITIES,
                               closed(state))
    existing = {a: state["numbers"].get(a, []) for a in areas}
    return solo.balanced([n for _, n in markers], areas, existing), areas


def moves_of(markers, way):
    """The numbers_moved list for WAY {area: [numbers]} (None: off the board)."""
    where = {n: a for a, ns in (way or {}).items() for n in ns}
    return [[frm, where.get(n), n] for frm, n in markers]


def advance(s, markers, moved_only, then):
    """Move MARKERS on (17D). One way: at once; several equal ways: the player's
    `advance` step, after which THEN goes on ("counter": the Axis's reaction, "end":
    the loss check and the next turn). Returns False when it waits for him."""
    if not markers:
        return True
    ways, _ = plan_advance(s.state, markers, moved_only)
    if len(ways) > 1:
        s.emit({"type": "advance_pending", "role": s.role, "then": then,
                "markers": [list(m) for m in markers], "ways": ways})
        return False
    s.emit({"type": "numbers_moved", "role": s.role, "cause": "front advance",
            "moves": moves_of(markers, ways[0] if ways else None)})
    return True


def react(s):
    """The Axis after the player's actions: the front advances, then the rest."""
    if advance(s, captured(s.state), True, "counter"):
        counter_and_roll(s)


def counter_and_roll(s):
    """17C: counter-attacks on all suitable areas, 17B: a surviving victory, then 3d6."""
    counter_attacks(s)
    won = victory_area(s.state)
    if won:
        s.emit({"type": "game_over", "winners": [s.role], "area": won,
                "reason": f"automatic victory in turn {s.state['turn']['number']}",
                "scores": {s.role: axis.score(s.state, s.role)}})
        return
    dice = [s.rng.randint(1, 6) for _ in range(3)]
    number = solo.flip_number(sum(dice), on_board(s.state))
    if number is not None:
        area = next(a for a, ns in s.state["numbers"].items() if number in ns)
        s.emit({"type": "number_flipped", "role": s.role, "dice": dice, "number": number,
                "area": area})
        beside = [(area, n) for n in s.state["numbers"].get(area, [])]
        if not advance(s, beside, False, "end"):
            return
    end(s)


def counter_attacks(s):
    """17C: "wszędzie gdzie tylko jest to możliwe, następują automatyczne kontrataki":
    everywhere possible, so again after each wave while a counter-attack opened the
    way to another (a series can cut the player off, as 14B warns; rhine:3, reading
    S11); rhine:2 made one wave."""
    while True:
        wave = targets(s.state)
        for area in wave:
            s.emit(axis.counter_event(s.state, s.role, area))
        if not wave or not since(3):
            return


def end(s):
    """17B: with no numerical marker on the board the game is lost; else the next turn."""
    if not on_board(s.state):
        s.emit({"type": "game_over", "winners": [], "area": None,
                "reason": N_("every numerical marker was flipped or left the board: "
                             "the Axis holds the Rhine"),
                "scores": {s.role: axis.score(s.state, s.role)}})
        return
    s.emit({"type": "reaction_done", "role": s.role})
    axis.next_turn(s)


def targets(state):
    """The player's areas the Axis counter-attacks (17C): those rule 14B lets a player
    counter-attack (not next to a corps, an Army base or a starting area; next to an
    uncontrolled or Axis area linked to Düsseldorf), the markers of other colours
    (Monty's in Bruxelles and Maastricht when playing Brad) never."""
    return sorted(geo.counter_sources(state, None, victim=colour(state)))


def victory_area(state):
    """A victory area of the player joined to his Army base by his markers, after the
    counter-attacks (17B), or None."""
    for a in RHINE.areas.values():
        if a.victory and controller(state, a.name) == colour(state) \
                and geo.chain_to_base(state, a.name, colour(state)):
            return a.name
    return None


def advance_options(state):
    """The `advance` step: each equal way of placing the markers."""
    if state["turn"]["step"] != "advance":
        return []
    return [{"action": "advance", "way": way_command(w)}
            for w in state["turn"]["advance"]["ways"]]


def way_command(way):
    """{area: [numbers]} -> [[number, area]] by number, highest first (the notation's)."""
    return sorted(([n, a] for a, ns in way.items() for n in ns), key=lambda x: -x[0])


def do_advance(s, cmd):
    pending = s.state["turn"]["advance"]
    markers = [tuple(m) for m in pending["markers"]]
    way = {}
    for n, a in cmd["way"]:
        way.setdefault(a, []).append(n)
    s.emit({"type": "numbers_moved", "role": s.role, "cause": "front advance",
            "moves": moves_of(markers, way)})
    if pending["then"] == "counter":
        counter_and_roll(s)
    else:
        end(s)


def solo_result(state):
    """The protocol's optional solo_result: a finished solitaire game's line of the
    table of best results (pbem.players.ratings), {"won", "turn": the turn it ended in,
    "medals": the player's score}; None while it is played, and in a game of two or
    more commanders."""
    if state is None or not state.get("outcome") or len(state["roles"]) != 1:
        return None
    [role] = state["roles"]
    return {"won": bool(state["outcome"]["winners"]), "turn": state["turn"]["number"],
            "medals": axis.score(state, role)}
