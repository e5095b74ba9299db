"""What happens when a player lets a deadline pass: the optional protocol functions
default_command(), skip() and forfeit() (docs/game-protocol.md).

The rulebook knows no clocks, so each is the reading that decides the least for the
absent player and never rewards running out the clock (README "Missed deadlines"):
- default_command: the answer that spends nothing and chooses nothing: `end` the
  actions, `done` with trucks, `stop` the corps, `decline` a card; over an area's
  capacity, return a piece of the kind the area holds most of; in the Axis reaction only
  `pass` or the one answer left. Otherwise (a place or a victim to choose) None.
- skip: the turn ends now: pending choices get the default answers, the actions end,
  and the Axis reaction is `pass` when allowed, else the marker goes to the box (the
  clock runs exactly as with a placement, and no place or victim is chosen).
- forfeit: the player leaves: pending choices get the default answers, his corps leave
  the board (their supplies go to the reserve pool), his trucks go to the reserve, his
  kept cards to the discard pile; his markers stay, held for good like an absent
  commander's, and he can no longer win. With one player left, that player wins.
"""
from pbem.games import RuleError
from pbem.language.speaking import N_

from .actions import overflowing
from .axis import end_turn, neutral_reaction, next_turn, reaction_options, score
from .board import RHINE, SUPPLIES
from .decide import HANDLERS, after
from .movement import choice_options
from .solo_turn import advance_options
from .rules import active
from .script import Script
from .wording import _, role_name

_SAFE = {
    "action": lambda st: {"action": "end"},
    "transport": lambda st: {"action": "done"},
    "go": lambda st: {"action": "stop"},
    "starving": lambda st: choice_options(st)[-1],   # decline; feed once solo may not
    "advance": lambda st: advance_options(st)[0],    # solo 17D: the first equal way
    "black_market": lambda st: {"action": "decline"},
    "overflow": lambda st: _return(st),
}


def _return(state):
    """One piece back from the first area over capacity: the kind it holds most of."""
    area = overflowing(state)[0]
    box = state["areas"][area]
    kind = max(SUPPLIES, key=lambda k: (box[k], -SUPPLIES.index(k)))
    return {"action": "return", "area": area, "kind": kind}


def _current(state, role):
    """Raise RuleError unless it is ROLE's turn in a game still being played."""
    if role in active(state):
        return
    if state is None or state.get("outcome"):
        raise RuleError(_("the game is over"))
    raise RuleError(_("it is not {role}'s turn: waiting for {turn}", role=role_name(role),
                      turn=role_name(state["turn"]["role"])))


def default_command(state, role):
    """The safe command for ROLE now, or None when there is none."""
    if role not in active(state):
        return None
    step = state["turn"]["step"]
    if step == "axis":
        options = reaction_options(state)
        if {"action": "pass"} in options:
            return {"action": "pass"}
        return options[0] if len(options) == 1 else None
    if step == "overflow" and not overflowing(state):
        return None
    safe = _SAFE.get(step)
    return safe(state) if safe else None


def _settle(s, role):
    """Answer ROLE's pending choices the safe way until he is back at choosing an action
    (or the Axis reaction, or the turn has moved on)."""
    for _step in range(200):
        st = s.state
        if st.get("outcome") or st["turn"]["role"] != role:
            return
        step = st["turn"]["step"]
        if step in ("action", "axis") or step not in _SAFE:
            return
        command = _SAFE[step](st)
        HANDLERS[command["action"]](s, command)
        after(s)
    raise RuleError(_("the pending choices did not settle"))  # pragma: no cover


def skip(state, role, rng):
    """ROLE's turn ends now: pending choices answered safely, the actions ended, the Axis
    reaction neutral (`pass`, else the marker to the box)."""
    _current(state, role)
    s = Script(state, rng)
    _settle(s, role)
    # (the same turn: a solo player's settled advance may have begun his next one)
    if not s.state.get("outcome") and s.state["turn"]["role"] == role \
            and s.state["turn"]["number"] == state["turn"]["number"] \
            and s.state["turn"]["step"] == "action":
        end_turn(s)
        after(s)
    if not s.state.get("outcome") and s.state["turn"]["role"] == role \
            and s.state["turn"]["step"] == "axis":
        neutral_reaction(s)
    return s.events


def forfeit(state, role, rng):
    """ROLE leaves the game (see the module's docstring); the turn passes on, or the one
    player left wins."""
    _current(state, role)
    return leave(state, role, rng, "forfeited", N_("forfeit"))


def leave(state, role, rng, how, reason):
    """The events of ROLE leaving the game (HOW: "forfeited", or "resigned" out of his
    turn too, leaving.py): his pending choices answered safely if it is his turn, his
    corps, trucks and cards gone; the one player left wins, for REASON (none left, a
    solitaire: the Axis holds); else the turn passes on when it was his."""
    s = Script(state, rng)
    _settle(s, role)
    if s.state.get("outcome"):
        return s.events
    st = s.state
    corps = sorted(c for c in st["corps"] if RHINE.corps[c].colour == st["colour"][role])
    transfers = []
    for cid in corps:
        pieces = {k: st["corps"][cid][k] for k in SUPPLIES if st["corps"][cid][k]}
        if pieces:
            transfers.append([f"c:{cid}", "pool", pieces])
    trucks = st["players"][role]["trucks"]
    s.emit({"type": how, "role": role, "corps": corps, "transfers": transfers,
            "trucks": [[f"p:{role}", "reserve", trucks]] if trucks else [],
            "discarded": list(st["players"][role]["kept"])})
    left = [r for r in s.state["order"] if r not in s.state["out"]]
    if len(left) <= 1:                  # none: the solo player gives up, the Axis holds
        s.emit({"type": "game_over", "winners": left, "reason": reason,
                "scores": {r: score(s.state, r) for r in s.state["order"]}})
    elif s.state["turn"]["role"] == role:  # (settling may have ended his turn already)
        next_turn(s)
    return s.events

