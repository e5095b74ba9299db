"""Team play (rulebook, Appendix 3, "Gra drużynowa"): two or three players a side.

"w drużynach po 2 graczy, jeden z uczestników sprawuje pieczę nad środkową częścią pola
bitwy, drugi zaś rozgrywa jednostki znajdujące się na dwóch flankach; w drużynach po 3
graczy, każdy z uczestników dowodzi jedną sekcją planszy; gracz kontrolujący środkową
część odpowiedzialny jest za rozgrywanie kart Taktyki, które nie odnoszą się do żadnej
konkretnej sekcji pola bitwy, bądź do wszystkich", and each team "umieszcza karty
dowodzenia w swoich cardholderach, wspólnie decydując jaką obrać strategię".

Seats (option team=2|3): a side's centre player is its commander and keeps the side's
name ("Allies"); the others are "Allies-flanks" (team=2) or "Allies-left" and
"Allies-right" (team=3). The whole team sees its hand (the cardholder is shared). The
commander plays the cards (and keeps a Recon's, and gives the standing answers); the
card's orders are given by the player of the one section it orders in (a section card:
Probe Left to "Allies-left", or "Allies-flanks"), and by the commander when it orders in
several sections or anywhere (tactic cards, General Advance, Recon in Force). A decision
the side makes outside its own turn (a retreat) is the commander's. A seat's missed
deadline is its side's: the side skips, or forfeits and the other side's team wins.

The rules play sides; this module names the seat that decides now and the side of a
seat (the seat's name says it, so event_view needs no state), and the protocol of
__init__.py goes through it. README "Team play".
"""
from pbem.games import RuleError, common

from . import decide as decide_module
from . import expiry, rules, views
from .board import SIDES
from .cards import effect
from .speech import _, role_name

#: (suffix, the sections it commands) of each seat of a side, the commander first
SEATS = {2: (("", ("center",)), ("-flanks", ("left", "right"))),
         3: (("", ("center",)), ("-left", ("left",)), ("-right", ("right",)))}
#: the steps of the cards' orders (the section's player gives them)
OWN = ("play", "keep")


def roles(team):
    """Every seat of a team game, in seat order: each side's commander first."""
    return [side + suffix for side in SIDES for suffix, _ in SEATS[team]]


def side_of(role):
    """The side a seat plays for (a side is its own seat in a game of two)."""
    return role.split("-")[0] if isinstance(role, str) else role


def size(state):
    return (state or {}).get("team")


def seat(state):
    """The seat that decides now (None when nobody does)."""
    side = state["turn"]["role"]
    if not side:
        return None
    team = size(state)
    if state["turn"]["step"] in OWN or side != state["turn"]["side"] or not state["played"]:
        return side
    quotas = effect(state["played"]).quotas(state, state["played"], side)
    ordered = {k for k, n in quotas.items() if n and k in ("left", "center", "right")}
    if len(ordered) != 1 or set(quotas) - ordered:
        return side
    section = ordered.pop()
    return next(side + suffix for suffix, sections in SEATS[team] if section in sections)


def match_score(outcome, role):
    """What a game gives ROLE's player in a match (pbem.players.matches): his side's medals
    ("Zwycięzcą jest gracz, który zdobędzie najwięcej Medali Zwycięstwa w obu
    bitwach")."""
    return ((outcome or {}).get("medals") or {}).get(side_of(role), 0)


def seats_of(state, sides):
    """The seats of SIDES (an outcome's winners)."""
    return [r for r in roles(size(state)) if side_of(r) in sides]


# -- the protocol, seat by seat (a game of two passes straight through) ---------------------
def active(state):
    sides = rules.active(state)
    return [seat(state)] if sides and size(state) else sides


def legal(state, role):
    if not size(state):
        return rules.legal(state, role)
    return rules.legal(state, side_of(role)) if role == seat(state) else []


def is_legal(state, role, command):
    if not size(state):
        return rules.is_legal(state, role, command)
    if role != seat(state):
        return False
    if isinstance(command, dict) and command.get("action") == "plan":
        return decide_module.plan_problem(state, side_of(role), command, seat) is None
    return rules.is_legal(state, side_of(role), command)


def legal_summary(state, role):
    return rules.legal_summary(state, side_of(role)) if legal(state, role) else []


def decide(state, role, command, rng):
    if not size(state):
        return decide_module.decide(state, role, command, rng)
    if state and not state.get("outcome") and role != seat(state):
        raise RuleError(_("it is not {role}'s decision now: waiting for {waiting}",
                          role=role_name(role), waiting=role_name(seat(state))))
    return decide_module.decide(state, side_of(role), command, rng, seat)


def view(state, role):
    out = views.view(state, side_of(role))
    if size(state):
        out["seat"] = role if role in roles(size(state)) else None
        out["seats"] = {r: list(dict(SEATS[size(state)])[r[len(side_of(r)):]])
                        for r in roles(size(state))}
    return out


def event_view(event, role):
    return views.event_view(event, side_of(role))


def outcome(state):
    found = common.outcome(state)
    if found and size(state):
        found = dict(found, winners=seats_of(state, found["winners"]))
    return found


def default_command(state, role):
    return expiry.default_command(state, side_of(role)) if role in active(state) else None


def skip(state, role, rng):
    if size(state) and role not in active(state):
        raise RuleError(_("it is not {role}'s decision now", role=role_name(role)))
    return expiry.skip(state, side_of(role), rng)


def forfeit(state, role, rng):
    return expiry.forfeit(state, side_of(role), rng)
