"""The airdrop: an .m44 file's option `airdrop` (side, figures `nbr_units`, `range`,
`center`, `unit`), played for any scenario that has it (Sainte-Mère-Église's):

    "Before the Allied side takes its first turn, the Allied player has an additional
    airdrop. Hold 4 Infantry figures in your hand about 12 inches - roughly the height
    of the box set on its side - above the battlefield. Drop the figures. If a figure
    falls off the board or lands in a hex with another friendly or enemy unit, this
    figure is out of action and placed back into the box. No Victory Medal is awarded
    to the Axis player on this occasion. If the figure is not out-of-action, place an
    additional 3 figures from the box into the Infantry figure's hex. The unit landed
    safely and is ready for action."

By mail the figures fall by the game's committed dice (README reading S2): each
figure is let go above the option's `center` and drifts `range` times, each time
staying where it is or moving to one of the six hexes around it (seven even chances),
as if the board had no edge; the figures land one after the other where their drift
ends. A figure that ends off the board, on a hex with a unit (one of an earlier figure
included) or on ground its unit may not stand on is out of action, no medal to anyone;
any other lands and becomes a whole unit (the option's `unit`, e.g. 4 infantry
figures). The drop comes before the side's first turn: at set-up when it plays first,
else at the end of the other side's first turn.
"""
from pbem.language.speaking import N_

from .. import hexes, medals, terrain
from ..board import dims, name, rc

#: a figure's drift: it stays, or moves to one of the six hexes around it
DRIFTS = ((0, 0),) + hexes.STEPS


def due(state, side):
    """Is SIDE's first turn next and its airdrop still to come?"""
    rule = state["scenario"]["rules"].get("airdrop")
    return bool(rule) and rule["side"] == side and state["turns"][side] == 0


def drop(s):
    """Drop the figures and emit the `airdropped` event (the units that landed)."""
    st = s.state
    rule = st["scenario"]["rules"]["airdrop"]
    taken = set(st["where"])
    figures, units = [], {}
    for _ in range(rule["units"]):
        at, lost = fall(s, rc(st, rule["center"]), rule["range"])
        if lost is None and at in taken:
            lost = N_("on a unit")
        elif lost is None and not terrain.may_enter(st, rule["unit"]["type"], at):
            lost = N_("on ground it may not stand on")
        uid = None
        if lost is None:
            uid = f"a{len(units) + 1:02d}"
            units[uid] = dict(rule["unit"], max=rule["unit"]["figures"], at=at)
            taken.add(at)
        figures.append({"at": at, "unit": uid, "lost": lost})
    s.emit({"type": "airdropped", "side": rule["side"], "center": rule["center"],
            "range": rule["range"], "figures": figures, "units": units})
    medals.check(s)


def fall(s, start, drifts):
    """(hex name, None) where a figure let go above START (row, col) lands after
    DRIFTS drifts, or (None, "off the board")."""
    r, c = start
    for _ in range(drifts):
        dr, dc = DRIFTS[s.rng.randbelow(len(DRIFTS))]
        r, c = r + dr, c + dc
    if not hexes.on_board((r, c), *dims(s.state)):
        return None, N_("off the board")
    return name(s.state, (r, c)), None
