"""Creating a game: its players and options checked, its seed committed, its setup
recorded, its seats handed out, all in one transaction (Service.create).

Every channel creates games here (the CLI, the lobby form, the API, a match's return
game), so they take and refuse the same players and options with the same words.
"""
import logging
import secrets as pysecrets

import marshmallow
from marshmallow import fields, validate

from events import NewEvent
from pbem import games
from pbem.core import lobby, recording, rng, saying, seats, seeds, text
from pbem.core.aggregate import CREATED, Game
from pbem.core.change import Change
from pbem.core.errors import Invalid
from pbem.games import RuleError
from pbem.language.speaking import Voice

log = logging.getLogger("pbem.core.service")

#: why a game is not created, in the language of the player creating it (the fields'
#: own messages are marshmallow's, in English)
_ = Voice("service")
ngettext = _.n


class PlayerName(fields.String):
    """A player's name as pbem.core.text.player_name stores it (refusing control and format
    characters): every channel creates games through PlayerSchema, so the CLI, the
    lobby form and the API take and refuse the same names with the same words."""

    def _deserialize(self, value, attr, data, **kwargs):
        try:
            return text.player_name(super()._deserialize(value, attr, data, **kwargs))
        except ValueError as e:
            raise marshmallow.ValidationError(str(e)) from None


def _refusing(why_not):
    """A marshmallow validator that refuses a value with what WHY_NOT(value) says
    (None: the value is fine)."""
    def validator(value):
        why = why_not(value)
        if why:
            raise marshmallow.ValidationError(why)
    return validator


class PlayerSchema(marshmallow.Schema):
    name = PlayerName(required=True, validate=validate.Length(min=1, max=60))
    # marshmallow's Email takes zero-width and bidi characters in a domain, and
    # lone surrogates; an address goes into mail headers
    email = fields.Email(load_default=None, allow_none=True, validate=_refusing(
        lambda address: text.hidden_character(address, "an email address")))
    entropy = fields.String(load_default="", validate=[validate.Length(max=200),
                                                       _refusing(text.problem)])


def seat_range(rules):
    """(fewest, most) players of a game module: the Range its OPTIONS_SCHEMA puts on
    "seats", which the service fills in with the number of players (None: no bound)."""
    for check in rules.OPTIONS_SCHEMA().fields["seats"].validators:
        if isinstance(check, validate.Range):
            return check.min, check.max
        if isinstance(check, validate.Equal):
            return check.comparable, check.comparable
    return None, None


def _seats_refused(rules, count):
    """Why a game of RULES cannot have COUNT players, in a player's words (the schema's
    Range would say "Must be greater than or equal to 2 ..."), or None."""
    fewest, most = seat_range(rules)
    if fewest is None or fewest <= count <= (most if most is not None else count):
        return None
    takes = _("{fewest} players", fewest=fewest) if fewest == most else \
        _("{fewest} or more players", fewest=fewest) if most is None else \
        _("{fewest} to {most} players", fewest=fewest, most=most)
    return _("{title} is played by {takes}; {named}", title=saying.title(rules),
             takes=takes, named=ngettext("{num} was named", "{num} were named", count))


def _flat(messages, where=""):
    """marshmallow's nested error messages as one readable line:
    "commanders: choose two different commanders" or "player 2 email: Not a valid
    email address." (list positions counted from 1, as a person counts rows)."""
    if isinstance(messages, dict):
        parts = []
        for key, value in messages.items():
            name = str(key + 1) if isinstance(key, int) else str(key)
            parts.append(_flat(value, f"{where} {name}".strip()))
        return "; ".join(parts)
    if isinstance(messages, (list, tuple)):
        return "; ".join(_flat(m, where) for m in messages)
    return f"{where}: {messages}" if where else str(messages)


def _rules(kind):
    """The rules module of KIND, or Invalid naming the kinds there are."""
    try:
        return games.get(kind)
    except KeyError as e:
        raise Invalid(str(e.args[0])) from None


def _options(rules, count, options):
    """OPTIONS as a game of RULES for COUNT players takes them, or Invalid saying why."""
    if why := text.problem(options):
        raise Invalid(_("invalid game: options: {why}", why=why))
    if why := _seats_refused(rules, count):
        raise Invalid(_("invalid game: {why}", why=why))
    try:
        return rules.OPTIONS_SCHEMA().load({**(options or {}), "seats": count})
    except marshmallow.ValidationError as e:
        raise Invalid(_("invalid game: {why}", why=_flat(e.messages))) from None


class Creating:
    """Service.create (a part of pbem.core.service.Service), and check: whether it
    would take a game whose players are not known yet."""

    def check(self, kind, count, options=None):
        """(OPTIONS as the game takes them, its roles in seat order) of a game of
        KIND for COUNT players, not created yet (an open game waiting for its players:
        pbem.players.open_games), or Invalid as create would say it. Setup is tried
        with a seed of its own: only it judges some options (a scenario file)."""
        rules = _rules(kind)
        options = _options(rules, count, options)
        try:
            rules.setup(options, rng.Draws(rng.new_seed(), "check", 1))
        except RuleError as e:
            raise Invalid(_("invalid game: {why}", why=e.message)) from None
        return options, rules.roles(options)

    def create(self, kind, players, options=None, settings=None):
        """Create a game; returns (game_id, [{"name", "role", "token"}]).

        SETTINGS ({key: value}) go to the listeners that declare their key (see
        Change): they write them in the transaction that creates the game, so a
        setting they refuse (Invalid) creates nothing, and so does a key no listener
        takes."""
        rules = _rules(kind)
        settings = dict(settings or {})
        taken = {key for listener in self.listeners
                 for key in getattr(listener, "settings_keys", ())}
        if set(settings) - taken:
            raise Invalid(f"unknown settings {', '.join(sorted(set(settings) - taken))}"
                          f"; this server takes {', '.join(sorted(taken)) or 'none'}")
        try:
            players = PlayerSchema(many=True).load(players)
        except marshmallow.ValidationError as e:
            raise Invalid(_("invalid game: {why}",
                            why=_flat(e.messages, "player"))) from None
        options = _options(rules, len(players), options)
        keys = [text.name_key(p["name"]) for p in players]
        if len(set(keys)) != len(keys):
            raise Invalid(_("player names must differ (ignoring case and spaces)"))
        roles = rules.roles(options)
        seat_list = [{"role": r, "name": p["name"], "email": p["email"]}
                     for r, p in zip(roles, players)]
        game_id = pysecrets.token_hex(5)
        seed = rng.new_seed()
        entropy = rng.mix_entropy(p["entropy"] for p in players)
        created = NewEvent(CREATED, {
            "kind": kind, "title": rules.TITLE, "rules_version": rules.RULES_VERSION,
            "options": options, "seats": [{"role": s["role"], "name": s["name"]}
                                          for s in seat_list],
            "seed_commitment": rng.commitment(seed), "entropy": entropy},
            metadata={"batch": 0, **recording.stamp(kind, rules.RULES_VERSION)})
        try:    # a game may refuse options only setup can judge (a scenario file)
            setup = rules.setup(options, rng.Draws(seed, game_id, 1, entropy))
        except RuleError as e:
            raise Invalid(_("invalid game: {why}", why=e.message)) from None
        new = [created] + recording.wrap(setup, None, {"setup": True},
                                     recording.stamp(kind, rules.RULES_VERSION))
        tokens = []

        def within(conn, recorded):
            seeds.keep(conn, game_id, seed)
            tokens.extend(seats.insert(conn, game_id, seat_list))
            game = Game(game_id, {})
            for rec in recorded:
                game.apply(rec)
            lobby.project(conn, game)
            self._tell(conn, Change(game, recorded, None, "create", [], settings))

        self.store.append(game_id, new, 0, within=within)
        log.info("created a game of %s for %d players", kind, len(seat_list),
                 extra={"game": game_id, "version": len(new)})
        return game_id, [{"name": s["name"], "role": s["role"], "token": t}
                         for s, t in zip(seat_list, tokens)]
