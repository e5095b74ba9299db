"""What a step onto, off or along ground a scenario's file marks costs (hex behaviours,
terrain.toml [behavior.*]), for any scenario that marks it, built in or uploaded:

    cliff           "Moving up the cliff from the beach is a 2 hex move. From the inland
                    side, treat it as a normal hill in battle and for movement."
                    (Pointe-du-Hoc)
    steep-hill      "Movement up onto a hill hex is a 2 hex move. Moving down off a hill
                    or moving from a hill to an adjacent hill hex is a 1 hex move."
                    (Counter-attack on Mortain)
    bridge-section  "Units may only enter or exit Arnhem Bridge from or onto the hexes
                    as noted at the ends of the bridge. Movement along the span of
                    bridge is normal." (Arnhem Bridge)

A climb's cost counts only in a move (movement.py): terrain does not slow a retreat,
and taking ground is the one step into the emptied hex. A bridge's sides close every
step, a retreat's and Take Ground's too. README readings S3-S5.
"""
from .. import hexes, terrain
from ..board import dims, name, neighbours, of_ground, rc
from .marks import has, marked

CLIMB = 2
SPAN = "bridge-section"


@of_ground
def _marked(state):
    """Does the board mark any hex that changes a step?"""
    return any(marked(state, mark) for mark in ("cliff", "steep-hill", SPAN))


def cost(state, frm, to):
    """Hexes the step FRM -> TO costs (None: not allowed)."""
    if not _marked(state):
        return 1
    if not along_span(state, frm, to):
        return None
    return CLIMB if climbs(state, frm, to) else 1


def climbs(state, frm, to):
    """Is FRM -> TO a climb: up a cliff from the beach, or up onto a steep hill from
    ground that is no hill?"""
    if has(state, to, "cliff"):
        return terrain.ground(state, frm) == "beach"
    if has(state, to, "steep-hill"):
        return not terrain.is_hill(state, frm)
    return False


def along_span(state, frm, to):
    """May a unit step FRM -> TO as far as a bridge's span goes? Along the span, and
    off it altogether, yes; onto or off it only at one of its ends."""
    on, off = has(state, frm, SPAN), has(state, to, SPAN)
    if on == off:
        return True
    exits = ends(state, frm if on else to)
    return exits is None or (to if on else frm) in exits


def ends(state, h):
    """The hexes span hex H is entered from and left to besides its span neighbours:
    the hex beyond it, in line with the span, when it is an end of the span; none for
    a middle hex; None (no restriction) for a lone bridge section, whose span has no
    line (README reading S5)."""
    span = [n for n in neighbours(state, h) if has(state, n, SPAN)]
    if not span:
        return None
    if len(span) > 1:
        return ()
    (r, c), (nr, nc) = rc(state, h), rc(state, span[0])
    beyond = (2 * r - nr, 2 * c - nc)
    return (name(state, beyond),) if hexes.on_board(beyond, *dims(state)) else ()
