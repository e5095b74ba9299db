"""THE command path (design §5): every channel calls Service.submit(); nothing else
appends to a game's log.

A command is authenticated to a seat by the channel, parsed with the game's notation,
checked against legal(), resolved by decide() with the committed rng, and appended with
the version it was decided on, so a concurrent move can never be applied to a state it
was not decided for. The scheduler's deadline policies come the same way, as service
actions ({"action": "game.skip"}...; see SERVICE_ACTIONS).
"""
import json
import logging
import secrets as pysecrets
from dataclasses import dataclass, field
from datetime import datetime, timezone

import marshmallow
from marshmallow import fields, validate

from events import ConflictError, EventStore, NewEvent
from pbem import __version__ as RELEASE
from pbem import (deadlines, entries, games, metrics, rng, seats, tables, text, undo,
                  upgrades)
from pbem.aggregate import (CREATED, ENDED, REVEALED, RULES_CHANGED, RULES_KEPT, UNDONE,
                            Game, Unfoldable, game_event, replay, rules_version, step)
from pbem.hot import HotGames
from pbem.errors import (Conflict, Damaged, Forbidden, Invalid, NotFound, NotNotation,
                         Rejected, Unauthorized)
from pbem.games import RuleError, rulesets


log = logging.getLogger(__name__)


class PlayerName(fields.String):
    """A player's name as pbem.text.player_name stores it (refusing control and format
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


class CommandSchema(marshmallow.Schema):
    """The shape every game command has; the game's legal() decides the rest."""
    action = fields.String(required=True, validate=validate.Length(min=1, max=40))

    class Meta:
        unknown = marshmallow.INCLUDE


#: how many of a log's last events a seat page reads to tell whether its seat may take
#: back its last command (pbem.undo.tail; the whole log when a take-back reaches
#: further back)
UNDO_WINDOW = 200
#: the events read first (a command's batch is seldom longer)
UNDO_FIRST_LOOK = 24

#: how far around a version view_at reads the log to find the decision it belongs to
#: (a batch is rarely a tenth of it)
ENTRY_WINDOW = 512

#: one instance for every command (a schema's load keeps no state between calls)
COMMAND_SCHEMA = CommandSchema()

#: the action whose end of a game the service tells as a forfeit (forfeit_outcome)
FORFEIT = "game.forfeit"
#: Service-level actions, for the deadline policies (docs/game-protocol.md): a command
#: {"action": "game.<name>"} for the role concerned, accepted only from a host channel.
#: Each appends a marker event saying what happened, then the game's own events from
#: its optional protocol function of that name (None: the marker alone).
#: "game.default" is different: it sends the game's default_command() as an ordinary
#: command, so the log records a command like any other.
SERVICE_ACTIONS = {"game.skip": ("game.skipped", "skip"),
                   FORFEIT: ("game.forfeited", "forfeit"),
                   "game.pause": ("game.paused", None),
                   "game.resume": ("game.resumed", None)}
DEFAULT_ACTION = "game.default"
HOST_CHANNELS = ("scheduler", "cli")


def service_action(command_or_text):
    """The service-level action a command names ("game.skip"...), or None."""
    if isinstance(command_or_text, dict):
        action = str(command_or_text.get("action", ""))
        return action if action.startswith("game.") else None
    return None


def action_events(rules, state, role, action, rng):
    """The game's own events for a service action; `pbem verify` re-derives them here.

    Raises RuleError when the game has no such function or refuses it now."""
    name = SERVICE_ACTIONS[action][1]
    if name is None:
        return []
    fn = getattr(rules, name, None)
    if fn is None:
        raise RuleError(f"{rules.TITLE} has no {name} for a missed deadline")
    return fn(state, role, rng)


def forfeit_outcome(game, role, outcome):
    """OUTCOME (the rules') as the service records the end that ROLE's forfeit for a
    missed deadline brought about: the rules tell only what it left on the board ("the
    other player lost all his troops"), every channel should tell why."""
    name = next((s["name"] for s in game.meta["seats"] if s["role"] == role), role)
    return {**outcome, "reason": f"{name} ({role}) forfeited: missed the deadline"}


def service_text(rec):
    """A service event (game.*) in words, for logs, pages and mails."""
    p = rec.payload
    if rec.type == ENDED:
        winners = (p.get("outcome") or {}).get("winners") or []
        reason = (p.get("outcome") or {}).get("reason")
        return ("game over: " + (", ".join(winners) + " won" if winners else "no winner")
                + (f" ({reason})" if reason else ""))
    words = SERVICE_WORDS.get(rec.type)
    return words(p) if words else rec.type


#: each service event in words, from its payload (game.ended: service_text)
SERVICE_WORDS = {
    CREATED: lambda p: "the game is created; its seed is committed",
    REVEALED: lambda p: "the seed is revealed: anyone can now check every draw",
    "game.skipped": lambda p: f"{p.get('role')}'s turn is skipped (missed deadline)",
    "game.forfeited": lambda p: f"{p.get('role')} forfeits (missed deadline)",
    "game.paused": lambda p: f"the game is paused ({p.get('role')} missed a deadline)",
    "game.resumed": lambda p: "the game goes on",
    UNDONE: lambda p: f"{p.get('role')} takes back the command of version "
                      f"{p.get('to', 0) + 1}",
    RULES_CHANGED: lambda p: f"the game moves from the rules {p.get('from')} to "
                             f"{p.get('to')}: {p.get('why')}",
    RULES_KEPT: lambda p: f"the host keeps this game on the rules {p.get('rules')} (it "
                          "moves to newer ones only when he says so)",
}


@dataclass
class Change:
    """What one append did, handed to the service's listeners inside its transaction.

    `active_before` is who could act before it ([] for a new game), so a listener can
    tell who has just been handed the move. `settings` are the creator's settings of
    a new game ({} otherwise), opaque to the service: {key: value} for the listener
    that declares the key in its `settings_keys` (e.g. "deadlines").

    `held` is how many seconds the notifications it causes should wait (the actor may
    still take it back: Service.undo_hold_seconds, else 0); `took_back` is, for a
    take-back, the version the game went back to: what was queued for later versions
    announces what no longer happened (pbem.undo)."""
    game: Game
    recorded: list
    actor: str | None
    channel: str | None
    active_before: list
    settings: dict = field(default_factory=dict)
    held: float = 0
    took_back: int | None = None


@dataclass
class Result:
    events: list
    view: dict
    version: int
    head: str


def _told(game, recorded, actor, channel):
    """The log line and the count (pbem.metrics) of an append: what was decided, by
    whom, from where; never the command's words (a hidden hand's card may be in them)."""
    first = recorded[0]
    what = (first.metadata.get("command") or {}).get("action") or first.type
    metrics.add("pbem_commands_applied_total", kind=game.kind, channel=channel or "-")
    log.info("%s by %s via %s: %d events", what, actor or "the service", channel,
             len(recorded), extra={"game": game.id, "version": game.version})


def _snapshot_key(created):
    """The key of this build's snapshots of the game CREATED (its first event) made:
    None for a kind this build does not play (no snapshot is read then)."""
    try:
        return rules_version(created.payload["kind"])
    except (KeyError, TypeError, AttributeError):
        return None


def _now():
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def stamp(kind, version):
    """What the metadata of every event says of the decision that made it: the rules
    that decided it ("rhine:2") and the pbem release that ran them, so `pbem verify`
    re-derives each event with its own rules, or names the release that can."""
    return {"rules": rulesets.label(kind, version), "pbem": RELEASE}


def seat_range(rules):
    """(fewest, most) players of a game module: the Range its OPTIONS_SCHEMA puts on
    "seats", which the service fills in with the number of players (None: no bound)."""
    for check in rules.OPTIONS_SCHEMA().fields["seats"].validators:
        if isinstance(check, validate.Range):
            return check.min, check.max
        if isinstance(check, validate.Equal):
            return check.comparable, check.comparable
    return None, None


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


class Service:
    """Games stored in one EventStore; `snapshot_every` events between snapshots."""

    def __init__(self, store: EventStore, snapshot_every=25):
        self.store = store
        self.snapshot_every = snapshot_every
        #: callables listener(conn, change) run inside every append's transaction
        #: (the outbox of notifications is one): what they write commits or rolls
        #: back with the events.
        self.listeners = []
        #: seconds the notifications of a command its seat may still take back wait
        #: in the outbox, so that no mail or post announces a misclick taken back at
        #: once ([server] undo_hold_seconds; pbem.undo)
        self.undo_hold_seconds = 0
        #: the folds of the games used last (pbem.hot)
        self.hot = HotGames()
        tables.create(store)

    # -- creating -----------------------------------------------------------------
    def create(self, kind, players, options=None, settings=None):
        """Create a game; returns (game_id, [{"name", "role", "token"}]).

        SETTINGS ({key: value}) go to the listeners that declare their key (see
        Change): they write them in the transaction that creates the game, so a
        setting they refuse (Invalid) creates nothing, and so does a key no listener
        takes."""
        try:
            rules = games.get(kind)
        except KeyError as e:
            raise Invalid(str(e.args[0])) from None
        settings = dict(settings or {})
        taken = {key for listener in self.listeners
                 for key in getattr(listener, "settings_keys", ())}
        if set(settings) - taken:
            raise Invalid(f"unknown settings {', '.join(sorted(set(settings) - taken))}"
                          f"; this server takes {', '.join(sorted(taken)) or 'none'}")
        try:
            players = PlayerSchema(many=True).load(players)
        except marshmallow.ValidationError as e:
            raise Invalid(f"invalid game: {_flat(e.messages, 'player')}") from None
        if why := text.problem(options):
            raise Invalid(f"invalid game: options: {why}")
        try:
            options = rules.OPTIONS_SCHEMA().load({**(options or {}), "seats": len(players)})
        except marshmallow.ValidationError as e:
            raise Invalid(f"invalid game: {_flat(e.messages)}") from None
        keys = [text.name_key(p["name"]) for p in players]
        if len(set(keys)) != len(keys):
            raise Invalid("player names must differ (ignoring case and spaces)")
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
            metadata={"batch": 0, **stamp(kind, rules.RULES_VERSION)})
        try:    # a game may refuse options only setup can judge (a scenario file)
            setup = rules.setup(options, rng.Draws(seed, game_id, 1, entropy))
        except RuleError as e:
            raise Invalid(f"invalid game: {e.message}") from None
        new = [created] + self._wrap(setup, None, {"setup": True},
                                     stamp(kind, rules.RULES_VERSION))
        tokens = []

        def within(conn, recorded):
            conn.execute("INSERT INTO secrets VALUES (?,?)", (game_id, seed))
            tokens.extend(seats.insert(conn, game_id, seat_list))
            game = Game(game_id, {})
            for rec in recorded:
                game.apply(rec)
            self.project(conn, game)
            self._tell(conn, Change(game, recorded, None, "create", [], settings))

        self.store.append(game_id, new, 0, within=within)
        log.info("created a game of %s for %d players", kind, len(seat_list),
                 extra={"game": game_id, "version": len(new)})
        return game_id, [{"name": s["name"], "role": s["role"], "token": t}
                         for s, t in zip(seat_list, tokens)]

    @staticmethod
    def _wrap(events, actor, first_meta, stamped, channel=None):
        """Game event dicts -> NewEvents, each STAMPED (stamp()); the first carries the
        command's metadata and the batch's length."""
        out = []
        for i, ev in enumerate(events):
            payload = {k: v for k, v in ev.items() if k != "type"}
            if "." in ev["type"]:
                raise ValueError(f"game event types may not contain '.': {ev['type']}")
            meta = dict(first_meta, batch=len(events), **stamped) if i == 0 \
                else dict(stamped)
            if channel:
                meta["channel"] = channel
            out.append(NewEvent(ev["type"], payload, actor, meta))
        return out

    # -- loading ------------------------------------------------------------------
    def load(self, game_id):
        """The game folded to its head: kept from a moment ago (pbem.hot) when the
        log's head is still the same, else the newest snapshot of these rules + the
        tail of the log."""
        head = self.store.head(game_id)
        if not head[0]:
            raise NotFound(f"no game {game_id!r}")
        game = self.hot.get(game_id, head)
        if game is None:
            game = self._fold(game_id)
            self.hot.put(game)
        return game

    def _fold(self, game_id, to_version=None):
        """The game folded to TO_VERSION (None: the head) from the newest snapshot at
        or before it and the tail after it (from the start when the snapshot is later,
        or a take-back in the tail reaches behind it). Damaged when the log does not
        fold (pages and the API then say so; `pbem verify` tells where and why)."""
        try:
            first = self.store.read(game_id, 0, 1)
            snap = self.store.load_snapshot(game_id, _snapshot_key(first[0]))
            if snap and (to_version is None or snap[0] <= to_version):
                game = Game.from_snapshot(game_id, *snap)
            else:
                game = Game(game_id, {})
            tail = self.store.read(game_id, game.version, to_version)
            if any(rec.type == UNDONE for rec in tail):     # back before the snapshot
                return replay(game_id, self.store.read(game_id, 0, to_version))
            for rec in tail:
                game = step(game, rec, tail)
            return game
        except Unfoldable as e:
            raise Damaged(f"game {game_id} cannot be shown or played: {e}; `pbem verify "
                          f"{game_id}` tells more") from None

    def _maybe_snapshot(self, game, before):
        if game.version // self.snapshot_every != before // self.snapshot_every \
                or game.finished:
            self.store.save_snapshot(game.id, game.version, game.snapshot_key(),
                                     game.snapshot())

    def project(self, conn, game):
        """Keep the lobby's `games` row in step with the log (same transaction)."""
        conn.execute(
            "INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?) ON CONFLICT(id) DO UPDATE SET "
            "status=excluded.status, version=excluded.version, active=excluded.active, "
            "updated_at=excluded.updated_at",
            (game.id, game.kind, game.meta["title"], self.status(game), game.version,
             json.dumps(self.active(game)), json.dumps([s["name"] for s in
                                                        game.meta["seats"]]),
             _now(), _now()))

    def _tell(self, conn, change):
        for listener in self.listeners:
            listener(conn, change)

    # -- who is who ---------------------------------------------------------------
    def authenticate(self, game_id, token):
        """The role a seat token opens in this game; Unauthorized otherwise."""
        role = seats.by_token(self.store.conn, game_id, token)
        if role is None:
            raise Unauthorized("missing or wrong seat token for this game")
        return role

    def resolve_seat(self, game_id, who):
        """A seat by its player's name or its role name (case-insensitive)."""
        who = text.name_key(who)
        for seat in self.load(game_id).meta["seats"]:
            if who in (text.name_key(seat["name"]), seat["role"].casefold()):
                return seat["role"]
        raise Forbidden(f"no seat {who!r} in game {game_id}")

    def rotate_token(self, game_id, role):
        with self.store.transaction() as conn:
            return seats.rotate(conn, game_id, role)

    # -- queries ------------------------------------------------------------------
    @staticmethod
    def status(game):
        return "finished" if game.finished else "active"

    @staticmethod
    def active(game):
        return [] if game.finished or game.state is None else \
            game.rules.active(game.state)

    def legal(self, game, role):
        """The legal commands of role now, in notation (none while a pause waits for
        another seat)."""
        if game.finished or role is None or self.pause_refusal(game, role):
            return []
        return [game.rules.format(c) for c in game.rules.legal(game.state, role)]

    def view(self, game, role=None):
        if game.state is None:      # game.created alone: version 1 of every game
            return {"kind": game.kind, "setup": "not set up yet: the setup events come "
                    "next", "outcome": None}
        view = game.rules.view(game.state, role)
        view["outcome"] = game.outcome
        return view

    def summary(self, game, role=None):
        """The GET /api/games/<id> document."""
        return {"id": game.id, "kind": game.kind, "version": game.version,
                "head": game.head, "status": self.status(game),
                "active": self.active(game), "view": self.view(game, role)}

    def view_at(self, game_id, version, role=None):
        """The summary as ROLE saw it after the first VERSION events, from 1 (the
        game created, not set up yet) to the head; NotFound outside (checked before
        reading: SQLite takes no integer past 64 bits)."""
        head = self.store.version(game_id)
        if not head:
            raise NotFound(f"no game {game_id!r}")
        if not 1 <= version <= head:
            raise NotFound(f"game {game_id!r} has no version {version}: its versions "
                           f"run from 1 (created) to {head}")
        shown = version if version == head else self._entry_end(game_id, version)
        game = self.load(game_id) if shown >= head else self._fold(game_id, shown)
        summary = self.summary(game, role)
        if game.version != version:
            summary["asked"] = version
            summary["note"] = (f"version {version} falls inside the events of one "
                               f"decision, which ends at version {game.version}: this is "
                               f"the game after it")
        return summary

    def _entry_end(self, game_id, version):
        """The version that ends the entry (pbem.entries) holding the VERSION-th
        event: the game is shown between whole decisions only, since the state
        inside one is half a decision no player ever saw (and no view need draw)."""
        records = self.store.read(game_id, max(0, version - ENTRY_WINDOW),
                                  version + ENTRY_WINDOW)
        firsts = [i for i, rec in enumerate(records)
                  if rec.version < version and entries.begins(rec)]
        return entries.entry_end(records[firsts[-1]:], version) if firsts else version

    def events_for(self, game_id, role=None, start=0):
        """The log from version START on as role may see it: hidden parts stay hidden
        until the game ends. An event a later take-back took back says so
        ("taken_back": true, and its text ends with "(taken back)" wherever it is
        shown: log, mail, forum)."""
        game = self.load(game_id)
        records = self.store.read(game_id, start)
        gone = undo.taken_back(records)
        out = [self.event_dict(game, rec, role) for rec in records]
        for event in out:
            if event["version"] in gone:
                event.update(taken_back=True, text=event["text"] + " (taken back)")
        return out

    def take_back_refusal(self, game, role):
        """Why ROLE may not take back its last command now (None: it may)."""
        if game.finished or role is None:
            return "the game is over" if game.finished else "no seat"
        if paused := self.pause_refusal(game, role):
            return paused
        head = game.version
        for back in (UNDO_FIRST_LOOK, UNDO_WINDOW):
            window = undo.tail(self.store.read(game.id, max(0, head - back)))
            if window is not None and head > back:
                return undo.last(window, game.rules, role)[1]
        return undo.last(self.store.read(game.id), game.rules, role)[1]

    def pause_refusal(self, game, role):
        """Why ROLE may not move now that a missed deadline pauses GAME (README,
        Deadlines): only the seat that missed it may, and its next command resumes
        the game; None when ROLE may move (not paused, or ROLE is that seat)."""
        by = deadlines.paused(self, game.id)
        return None if by in (None, role) else deadlines.pause_words(game, by, role)

    @staticmethod
    def event_dict(game, rec, role, whole=False):
        """One recorded event of GAME as ROLE may see it: its data through the game's
        event_view until the game ends, and its line of text described from that same
        view, so the words never tell more than the data shows (a card drawn into a
        hand stays unnamed for the other seats). WHOLE: as it is (the host's log)."""
        if rec.type.startswith("game."):
            data, text = rec.payload, service_text(rec)
        elif game.finished or whole:
            data, text = rec.payload, game.rules.describe(game_event(rec))
        else:
            data = game.rules.event_view(game_event(rec), role)
            text = game.rules.describe(data)
        return {"version": rec.version, "type": rec.type, "actor": rec.actor,
                "recorded_at": rec.recorded_at, "hash": rec.hash, "text": text,
                "data": data, "taken_back": False}

    def list_games(self):
        return [{"id": r[0], "kind": r[1], "title": r[2], "status": r[3],
                 "version": r[4], "active": json.loads(r[5]),
                 "players": json.loads(r[6]), "created_at": r[7]}
                for r in self.store.conn.execute(
                    "SELECT id, kind, title, status, version, active, players, "
                    "created_at FROM games ORDER BY created_at DESC, id")]

    # -- the command path ------------------------------------------------------------
    def submit(self, game_id, actor, command_or_text, expected_version=None,
               idempotency_key=None, channel="web"):
        """Apply one command of role `actor`; returns Result or raises ServiceError.

        An idempotency key belongs to the seat that sent it (another seat's same key
        is another request): sent again with the same command it answers with the
        events first appended under it and the game as it is now; with another
        command it is refused (422)."""
        if why := text.problem(command_or_text):
            raise Invalid(f"malformed command: {why}")
        if idempotency_key is not None:
            if why := text.problem(idempotency_key):
                raise Invalid(f"idempotency key: {why}")
            idempotency_key = f"{actor}:{idempotency_key}"
        for _attempt in range(3):
            try:
                return self._submit_once(game_id, actor, command_or_text,
                                         expected_version, idempotency_key, channel)
            except ConflictError as e:
                if expected_version is not None:
                    raise Conflict(str(e)) from None
        raise Conflict("the game kept changing while this command was decided; retry")

    def _submit_once(self, game_id, actor, command_or_text, expected_version,
                     idempotency_key, channel):
        game = self.load(game_id)
        if actor not in game.roles:
            raise Forbidden(f"{actor!r} has no seat in game {game_id}")
        if idempotency_key is not None:
            done = self.store.conn.execute(
                "SELECT first_version, last_version FROM idempotency WHERE stream=? "
                "AND key=?", (game_id, idempotency_key)).fetchone()
            if done:
                return self._replay(game_id, actor, command_or_text,
                                    self.store.read(game_id, done[0], done[1] + 1))
        if expected_version is not None and expected_version != game.version:
            raise Conflict(f"game {game_id} is at version {game.version}, not "
                           f"{expected_version}: reload and try again")
        if game.finished:
            raise Rejected("the game is over")
        action = service_action(command_or_text)
        if action not in SERVICE_ACTIONS and (paused := self.pause_refusal(game, actor)):
            raise Rejected(paused, [])
        if undo.asked(command_or_text):
            return self._take_back(game, actor, command_or_text, idempotency_key, channel)
        if game.upgrade_due:        # fixes reach the games they fix (pbem.upgrades)
            game = self._change_rules(game, upgrades.change(game), channel)
        produced, new = self._resolve(game, actor, command_or_text, channel)
        state = game.state
        for ev in produced:
            state = game.rules.apply(state, ev)
        outcome = game.rules.outcome(state)
        if outcome is not None and action == FORFEIT:
            outcome = forfeit_outcome(game, actor, outcome)
        if outcome is not None:
            stamped = dict(self._stamp(game), channel=channel)
            new += [NewEvent(ENDED, {"outcome": outcome}, None, stamped),
                    NewEvent(REVEALED, {"seed": self._seed(game_id)}, None, stamped)]

        def held(recorded):
            return self.undo_hold_seconds if outcome is None and undo.why_not(
                undo.entry_at(recorded, 0), game.rules, actor) is None else 0
        return self._append(game, new, actor, command_or_text, idempotency_key, channel,
                            held, state=state)

    # -- rules changes (pbem.upgrades) -----------------------------------------------
    def upgrade_rules(self, game_id, why=None, channel="cli"):
        """Move a running game to the newest rules of its kind now (the host's
        `pbem rules upgrade`): game.rules_changed, told to its players. Returns the
        game after it; Rejected when it cannot move (finished, already there)."""
        game = self.load(game_id)
        if refused := upgrades.why_upgrade_refused(game):
            raise Rejected(refused)
        return self._change_rules(game, upgrades.change(game, why), channel)

    def keep_rules(self, game_id, channel="cli"):
        """Keep a running game on the rules it is under through later releases that
        still play them (the host's `pbem rules keep`): game.rules_kept."""
        game = self.load(game_id)
        if refused := upgrades.why_keep_refused(game):
            raise Rejected(refused)
        return self._service_event(game, RULES_KEPT, upgrades.kept(game), channel)

    def _change_rules(self, game, payload, channel):
        return self._service_event(game, RULES_CHANGED, payload, channel)

    def _service_event(self, game, kind, payload, channel):
        """Append the service event KIND (no seat's) to GAME, stamped with the rules in
        force before it; returns the game after it."""
        new = [NewEvent(kind, payload, None, {"channel": channel,
                                              **stamp(game.kind, game.rules_version)})]
        self._append(game, new, None, None, None, channel, lambda recorded: 0)
        return self.load(game.id)

    def _take_back(self, game, actor, command_or_text, idempotency_key, channel):
        """Append ACTOR's take-back of its last command (pbem.undo), or refuse it
        saying why; the game is folded anew from the whole log."""
        records = self.store.read(game.id)
        entry, why = undo.last(records, game.rules, actor)
        if entry is None:
            raise Rejected(f"nothing to take back: {why}", self.legal(game, actor))
        new = [NewEvent(UNDONE, undo.event(actor, entry), actor,
                        {"channel": channel, "role": actor,
                         **stamp(game.kind, game.rules_version)})]
        return self._append(game, new, actor, command_or_text, idempotency_key, channel,
                            lambda recorded: 0, history=records, took_back=entry.first)

    def _append(self, game, new, actor, command_or_text, idempotency_key, channel,
                held, history=(), took_back=None, state=None):
        """Append NEW to GAME decided at its version, fold it in and tell the
        listeners in the same transaction; HELD(recorded) is the Change's hold,
        HISTORY the log before (a take-back folds from it), STATE the rules' state
        after NEW when the caller has it (deciding the command made it: the events
        are not applied a second time)."""
        before = game.version
        active_before = self.active(game)
        appended, folded = [], [game]

        def within(conn, recorded):
            appended.append(recorded)
            whole = list(history) + list(recorded)
            for rec in recorded:
                folded[0] = folded[0].apply(rec, state) if state is not None else \
                    step(folded[0], rec, whole)
            self.project(conn, folded[0])
            self._tell(conn, Change(folded[0], recorded, actor, channel, active_before,
                                    held=held(recorded), took_back=took_back))

        recorded = self.store.append(game.id, new, before, idempotency_key, within)
        if not appended:    # the key came in meanwhile: the store gave back its events
            return self._replay(game.id, actor, command_or_text, recorded)
        game = folded[0]
        self.hot.put(game)
        self._maybe_snapshot(game, before)
        _told(game, recorded, actor, channel)
        return Result(recorded, self.view(game, actor), game.version, game.head)

    def _replay(self, game_id, actor, command_or_text, records):
        """The answer to a key this seat has used before: its first events, and the
        game as it is now (read anew: it may have moved on since)."""
        game = self.load(game_id)
        if not self._same_command(game, command_or_text, records[0]):
            raise Rejected("idempotency key already used for another command")
        return Result(records, self.view(game, actor), game.version, game.head)

    @staticmethod
    def _same_command(game, command_or_text, first):
        """Whether COMMAND_OR_TEXT is the command whose first recorded event is FIRST:
        a service action's marker, or the command in the metadata of its events (a
        game.default stands for whatever default a host channel sent)."""
        action = service_action(command_or_text)
        if action in SERVICE_ACTIONS:
            return first.type == SERVICE_ACTIONS[action][0]
        if undo.asked(command_or_text):
            return first.type == UNDONE
        if first.type.startswith("game."):
            return False
        if action == DEFAULT_ACTION:
            return first.metadata.get("channel") in HOST_CHANNELS
        try:
            if isinstance(command_or_text, str):
                command = game.rules.parse(command_or_text)
            else:
                command = COMMAND_SCHEMA.load(command_or_text)
        except (RuleError, marshmallow.ValidationError):
            return False
        return command == first.metadata.get("command")

    def _resolve(self, game, actor, command_or_text, channel):
        """(the game's events, every NewEvent to append) for one command."""
        action = service_action(command_or_text)
        if action is not None and action not in SERVICE_ACTIONS \
                and action != DEFAULT_ACTION:
            raise Invalid(f"unknown service action {action!r}")
        if action is not None and channel not in HOST_CHANNELS:
            raise Forbidden(f"{action} is for the host and the scheduler only")
        if action in SERVICE_ACTIONS:
            return self._action(game, actor, action, channel)
        if action == DEFAULT_ACTION:
            command_or_text = self._default_command(game, actor)
        command = self._parse(game, actor, command_or_text)
        draws = self._draws(game)
        produced = self._decide(game, actor, lambda: game.rules.decide(
            game.state, actor, command, draws))
        # how many draws it used: a command that used none may be taken back
        return produced, self._wrap(produced, actor, {"command": command, "role": actor,
                                                      "draws": draws.used},
                                    self._stamp(game), channel)

    @staticmethod
    def _stamp(game):
        """stamp() of the rules that decide GAME's next command."""
        return stamp(game.kind, game.rules.RULES_VERSION)

    def _draws(self, game):
        """The game's committed rng at its version."""
        return rng.Draws(self._seed(game.id), game.id, game.version, game.meta["entropy"])

    def _decide(self, game, actor, decide):
        """decide() (with its draws); a RuleError becomes Rejected."""
        try:
            return decide()
        except RuleError as e:
            raise Rejected(e.message, self.legal(game, actor)) from None

    def _default_command(self, game, actor):
        fn = getattr(game.rules, "default_command", None)
        command = fn(game.state, actor) if fn else None
        if command is None:
            raise Rejected(f"{game.meta['title']} has no safe default for {actor} now",
                           self.legal(game, actor))
        return command

    def _action(self, game, actor, action, channel):
        """A service action: its marker, then the game's own events (if any)."""
        draws = self._draws(game)
        produced = self._decide(game, actor, lambda: action_events(
            game.rules, game.state, actor, action, draws))
        marker = NewEvent(SERVICE_ACTIONS[action][0], {"role": actor}, actor,
                          {"channel": channel, **self._stamp(game)})
        return produced, [marker] + self._wrap(
            produced, actor, {"command": {"action": action}, "role": actor},
            self._stamp(game), channel)

    def _parse(self, game, actor, command_or_text):
        # what the command is comes before whether it may be played now: text that is
        # no command at all says so whoever's turn it is (a reply's sign-off)
        try:
            if isinstance(command_or_text, str):
                command = game.rules.parse(command_or_text)
            else:
                command = COMMAND_SCHEMA.load(command_or_text)
        except RuleError as e:
            raise NotNotation(e.message, self.legal(game, actor)) from None
        except marshmallow.ValidationError as e:
            raise Invalid(f"malformed command: {e.messages}",
                          self.legal(game, actor)) from None
        # a game whose legal() is long may offer is_legal() (docs/game-protocol.md)
        is_legal = getattr(game.rules, "is_legal", None)
        legal = None if is_legal else game.rules.legal(game.state, actor)
        if not (actor in game.rules.active(game.state) if is_legal else legal):
            raise Rejected(f"it is not {actor}'s turn to act; waiting for "
                           f"{', '.join(self.active(game)) or 'nobody'}", [])
        if not isinstance(command_or_text, str) and not self._well_formed(game, command):
            raise Invalid(f"malformed command: {command!r} is not a well-formed "
                          f"{game.kind} command (see the legal commands for the shape, "
                          "or send the text form)", self.legal(game, actor))
        if not (is_legal(game.state, actor, command) if is_legal else command in legal):
            raise Rejected(self._why_not(game, actor, command), self.legal(game, actor))
        return command

    @staticmethod
    def _well_formed(game, command):
        """Whether COMMAND (a dict, not text) is one the game can write in its notation
        and read back unchanged: the fields and types its action wants, nothing else. The
        game's rules then only ever see well-formed commands (a path that is a number,
        or a missing field, is the client's mistake, not a rules question)."""
        try:
            return game.rules.parse(game.rules.format(command)) == command
        except Exception:  # noqa: BLE001 - any failure means the shape is wrong
            return False

    def _why_not(self, game, actor, command):
        """Why COMMAND is refused, in the game's own words where it has them: decide()
        validates too and its RuleError names the problem ("Troyes and Reims are not
        joined"), which tells a player by mail more than the list of legal commands.
        Nothing is appended; a decide() that does not expect an illegal command and
        fails otherwise leaves the plain message."""
        text = f"{game.rules.format(command)!r} is not legal now"
        try:
            game.rules.decide(game.state, actor, command, self._draws(game))
        except RuleError as e:
            return e.message
        except Exception:  # noqa: BLE001 - only the wording of a refusal is at stake
            pass
        return text

    def _seed(self, game_id):
        row = self.store.conn.execute("SELECT seed FROM secrets WHERE game=?",
                                      (game_id,)).fetchone()
        if row is None:
            raise Conflict(f"game {game_id} has no seed on this server (imported "
                           "without its secret): it can be read, not played")
        return row[0]
