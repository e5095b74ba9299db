"""Options, roles and setup (rulebook "Przygotowanie gry").

Options: `scenario` (a built-in slug, default pegasus-bridge) or `m44` (an official
editor file's JSON), exactly one of the two. setup() records the normalized scenario in
the first event, with the units (given ids), the shuffled deck and the hands dealt, so
the log alone replays the game; the scenario's setup hook (an airdrop) follows, then
the first turn of the side the scenario names.
"""
import marshmallow
from marshmallow import fields, validate

from pbem.games import RuleError

from . import scenario
from .board import SIDES
from .cards import DECK
from .scenarios import rules_for
from .script import GameOver, Script
from .turn import begin

ROLES = list(SIDES)
DEFAULT = "pegasus-bridge"


class OPTIONS_SCHEMA(marshmallow.Schema):
    """scenario: a built-in scenario's slug; m44: an official-editor .m44 file's JSON
    (an object, or its text). Give one of the two (none: pegasus-bridge)."""
    seats = fields.Integer(load_default=2, validate=validate.Equal(
        2, error="Memoir '44 is played by 2 players here"))
    scenario = fields.String(load_default=None, allow_none=True,
                             validate=validate.OneOf(scenario.SLUGS), metadata={
                                 "description": "a built-in scenario (none: "
                                                f"{DEFAULT}, unless an m44 file is given)"})
    m44 = fields.Raw(load_default=None, allow_none=True, metadata={
        "description": "a scenario made in the official editor (.m44 JSON)",
        "upload": ".m44,.json"})

    @marshmallow.validates_schema
    def _one(self, data, **kwargs):
        if data.get("scenario") is not None and data.get("m44") is not None:
            raise marshmallow.ValidationError("give either scenario or m44, not both",
                                              "scenario")


def chosen(options):
    """The scenario options: {"scenario": slug} or {"m44": ...}."""
    o = options or {}
    if o.get("m44") is not None:
        if o.get("scenario") is not None:
            raise RuleError("give either scenario or m44, not both")
        return {"m44": o["m44"]}
    return {"scenario": o.get("scenario") or DEFAULT}


def roles(options):
    return list(ROLES)


def setup(options, rng):
    if (options or {}).get("seats", 2) != 2:
        raise RuleError("Memoir '44 is played by 2 players here")
    sc = scenario.load(chosen(options))
    units = {}
    for i, (at, u) in enumerate(sorted(sc["units"].items(), key=lambda kv: _order(kv[0])), 1):
        units[f"u{i:02d}"] = {"side": u["side"], "type": u["type"], "figures": u["figures"],
                              "max": u["figures"], "badge": u.get("badge"),
                              "medal_worth": u.get("medal_worth", 1), "at": at}
    deck = rng.shuffle(list(DECK))
    hands = {}
    for side in ROLES:
        n = sc["cards"][side]
        hands[side], deck = deck[:n], deck[n:]
    s = Script(None, rng)
    s.emit({"type": "started", "scenario": sc, "units": units, "deck": deck, "hands": hands})
    try:
        rules_for(s.state).setup(s)
        begin(s, sc["first"])
    except GameOver:
        pass
    return s.events


def _order(name):
    """Units are numbered row by row from the top, left to right."""
    return -int(name[1:]), name[0]
