"""Hill 317: an .m44 file's option `hill317` (its two hexes), played for any scenario
that has it (Counter-attack on Mortain's):

    "As long as either hex of Hill 317 has an allied unit on it, the Allied player may
    play his 'Recon' cards as an Air Power strike for that section. Target a group of 4
    or fewer adjacent hexes with enemy units on them. Air attack with 2 battle dice per
    hex (see 'Air Power' card for more details)."

The choice is made where a Recon card's order is given: in the order step of a Recon
card the Allies played while one of their units stands on the hill, before it orders
its unit, they may `target HEX ...` instead, a group Air Power could strike (strikes.py)
with at least one of its units in the card's section. The card is then played as Air
Power (the `played_as` event): Air Power's dice, stars hit, flags cannot be ignored,
and the turn ends with Air Power's draw of one card, not Recon's two to keep one.
README reading S8. The order step learns the command when the package is
imported (memoir44/__init__.py), so every state sees the same step.
"""
from pbem.games import RuleError
from pbem.language.speaking import N_

from .. import strikes
from ..board import sections
from ..cards import CARDS
from ..speech import _
from ..turn import STEPS

SIDE = "Allies"
CARD = "Recon"
AS = "Air Power"
WHY = N_("Hill 317")      # the event's "why", said by describe()


def offered(state):
    """May the side playing now strike from Hill 317 with the card it played?"""
    t, card = state["turn"], state["played"]
    hill = state["scenario"]["rules"].get("hill317") or ()
    return (t["side"] == SIDE and card is not None and CARDS[card]["name"] == CARD
            and not t["ordered"]
            and any(state["units"][u]["side"] == SIDE for u in map(state["where"].get, hill)
                    if u))


def in_section(state, hexes):
    section = CARDS[state["played"]]["section"]
    return any(section in sections(state, SIDE, h) for h in hexes)


def options(state):
    if not offered(state):
        return []
    return [c for c in strikes.air_options(state) if in_section(state, c["hexes"])]


def accepts(state, command):
    return (offered(state) and strikes.air_accepts(state, command)
            and in_section(state, command["hexes"]))


def do_target(s, command):
    if not accepts(s.state, command):
        raise RuleError(_("a Recon card strikes as Air Power only while an Allied unit "
                          "holds Hill 317, at 1 to 4 enemy units next to one another, one "
                          "at least in the card's section, before it orders a unit"))
    s.emit({"type": "played_as", "side": s.side, "card": s.state["played"], "as": AS,
            "why": WHY})
    strikes.do_air_power(s, command)


STEPS["order"].extend(options, {"target": do_target}, accepts={"target": accepts})
