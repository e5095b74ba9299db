"""Options, roles and setup (rulebook "Przygotowanie gry").

Options: `scenario` (a built-in slug, default pegasus-bridge) or `m44` (an official
editor file's JSON), exactly one of the two; `young_generals` (the variant of Appendix
3, variant.py). setup() records the normalized scenario in
the first event, with the units (given ids), the shuffled deck and the hands dealt, so
the log alone replays the game; the scenario's setup hook (an airdrop) follows, then
the first turn of the side the scenario names.
"""
import marshmallow
from marshmallow import fields, validate

from pbem.games import RuleError

from . import scenario, teams
from .board import SIDES
from .cards import CARDS, DECK
from .scenarios import rules_for
from .script import GameOver, Script
from .speech import _
from .turn import begin

ROLES = list(SIDES)
DEFAULT = "pegasus-bridge"


class OPTIONS_SCHEMA(marshmallow.Schema):
    """scenario: a built-in scenario's slug; m44: an official-editor .m44 file's JSON
    (an object, or its text). Give one of the two (none: pegasus-bridge)."""
    seats = fields.Integer(load_default=2, validate=validate.Range(
        2, 6, error="Memoir '44 is played by 2 players, or teams of 2 or 3 a side"))
    team = fields.Integer(load_default=None, allow_none=True, validate=validate.OneOf(
        [2, 3]), metadata={"description": "team play (Appendix 3): 2 or 3 players a side, "
                                          "each side's first its commander"})
    scenario = fields.String(load_default=None, allow_none=True,
                             validate=validate.OneOf(scenario.SLUGS), metadata={
                                 "description": "a built-in scenario (none: "
                                                f"{DEFAULT}, unless an m44 file is given)"})
    m44 = fields.Raw(load_default=None, allow_none=True, metadata={
        "description": "a scenario made in the official editor (.m44 JSON)",
        "upload": ".m44,.json"})
    young_generals = fields.Boolean(load_default=False, metadata={
        "description": "the Young Generals variant (Appendix 3): section cards only, no "
                       "Take Ground or Armor Overrun, the deck reshuffled whenever it "
                       "runs out"})

    @marshmallow.validates_schema
    def _one(self, data, **kwargs):
        if data.get("scenario") is not None and data.get("m44") is not None:
            raise marshmallow.ValidationError(_("give either scenario or m44, not both"),
                                              "scenario")
        team = data.get("team") or 1
        if data.get("seats", 2) != 2 * team:
            raise marshmallow.ValidationError(_(
                "teams of {team} take {players} players, not {seats}", team=team,
                players=2 * team, seats=data.get("seats")) if team > 1 else _(
                "a game of two take 2 players, not {seats} (team=2 or team=3 for team play)",
                seats=data.get("seats")), "seats")


def chosen(options):
    """The scenario options: {"scenario": slug} or {"m44": ...}."""
    o = options or {}
    if o.get("m44") is not None:
        if o.get("scenario") is not None:
            raise RuleError(_("give either scenario or m44, not both"))
        return {"m44": o["m44"]}
    return {"scenario": o.get("scenario") or DEFAULT}


def roles(options):
    team = (options or {}).get("team")
    return teams.roles(team) if team else list(ROLES)


def setup(options, rng):
    team = (options or {}).get("team")
    if (options or {}).get("seats", 2) != 2 * (team or 1):
        raise RuleError(_("Memoir '44 is played by 2 players, or 2 teams of 2 or 3"))
    sc = scenario.load(chosen(options))
    units = {}
    for i, (at, u) in enumerate(sorted(sc["units"].items(), key=lambda kv: _order(kv[0])), 1):
        units[f"u{i:02d}"] = {"side": u["side"], "type": u["type"], "figures": u["figures"],
                              "max": u["figures"], "badge": u.get("badge"),
                              "medal_worth": u.get("medal_worth", 1), "at": at}
    young = bool((options or {}).get("young_generals"))
    deck = rng.shuffle([c for c in DECK if not young or CARDS[c]["kind"] == "section"])
    hands = {}
    for side in ROLES:
        n = sc["cards"][side]
        hands[side], deck = deck[:n], deck[n:]
    s = Script(None, rng)
    s.emit({"type": "started", "scenario": sc, "units": units, "deck": deck, "hands": hands,
            **({"variant": "young_generals"} if young else {}),
            **({"team": team} if team else {})})
    try:
        rules_for(s.state).setup(s)
        begin(s, sc["first"])
    except GameOver:
        pass
    return s.events


def _order(name):
    """Units are numbered row by row from the top, left to right."""
    return -int(name[1:]), name[0]
