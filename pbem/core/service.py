"""THE command path (design §5): every channel calls Service.submit(); nothing else
appends to a game's log.

A command is authenticated to a seat by the channel, parsed with the game's notation,
checked against legal(), resolved by decide() with the committed rng, and appended with
the version it was decided on, so a concurrent move can never be applied to a state it
was not decided for. The scheduler's deadline policies come the same way, as service
actions ({"action": "game.skip"}...; see SERVICE_ACTIONS).
"""
import logging

import marshmallow
from marshmallow import fields, validate

from events import ConflictError, EventStore, NewEvent
from pbem.core import (lobby, metrics, recording, rng, saying, seats, seeds, text, undo,
                       upgrades)
from pbem.core.actions import (DEFAULT_ACTION, FORFEIT, HOST_CHANNELS, SERVICE_ACTIONS,
                               action_events, forfeit_outcome, service_action)
from pbem.core.aggregate import ENDED, REVEALED, RULES_CHANGED, RULES_KEPT, UNDONE, step
from pbem.core.change import Change, Result
from pbem.core.creating import Creating
from pbem.core.errors import Conflict, Forbidden, Invalid, NotNotation, Rejected
from pbem.core.hot import HotGames
from pbem.core.reading import Reading
from pbem.games import RuleError
from pbem.language.speaking import Voice

log = logging.getLogger(__name__)


class CommandSchema(marshmallow.Schema):
    """The shape every game command has; the game's legal() decides the rest."""
    action = fields.String(required=True, validate=validate.Length(min=1, max=40))

    class Meta:
        unknown = marshmallow.INCLUDE


#: the service's refusals, in the language of the player refused (the JSON API's is
#: English)
_ = Voice("service")

#: one instance for every command (a schema's load keeps no state between calls)
COMMAND_SCHEMA = CommandSchema()


def _told(game, recorded, actor, channel):
    """The log line and the count (pbem.core.metrics) of an append: what was decided, by
    whom, from where; never the command's words (a hidden hand's card may be in them)."""
    first = recorded[0]
    what = (first.metadata.get("command") or {}).get("action") or first.type
    metrics.add("pbem_commands_applied_total", kind=game.kind, channel=channel or "-")
    log.info("%s by %s via %s: %d events", what, actor or "the service", channel,
             len(recorded), extra={"game": game.id, "version": game.version})


class Service(Creating, Reading):
    """Games stored in one EventStore; `snapshot_every` events between snapshots.

    Its parts: creating games (pbem.core.creating), reading them (pbem.core.reading)
    and, here, the one command path (submit) and what appends to a log."""

    def __init__(self, store: EventStore, snapshot_every=25):
        self.store = store
        self.snapshot_every = snapshot_every
        #: callables listener(conn, change) run inside every append's transaction
        #: (the outbox of notifications is one): what they write commits or rolls
        #: back with the events.
        self.listeners = []
        #: seconds the notifications of a command its seat may still take back wait
        #: in the outbox, so that no mail or post announces a misclick taken back at
        #: once ([server] undo_hold_seconds; pbem.core.undo)
        self.undo_hold_seconds = 0
        #: the folds of the games used last (pbem.core.hot)
        self.hot = HotGames()
        #: callables guard(service, game, role) -> why ROLE may not move now beside
        #: the rules (a pause: pbem.telling.deadlines.guard), or None
        self.guards = []
        #: opens another Service like this one, in another process (the digest job's
        #: workers): set by whoever composed this one (pbem.config.open_service)
        self.reopen = None

    def _maybe_snapshot(self, game, before):
        if game.version // self.snapshot_every != before // self.snapshot_every \
                or game.finished:
            self.store.save_snapshot(game.id, game.version, game.snapshot_key(),
                                     game.snapshot())

    def _tell(self, conn, change):
        for listener in self.listeners:
            listener(conn, change)

    def rotate_token(self, game_id, role):
        with self.store.transaction() as conn:
            return seats.rotate(conn, game_id, role)

    # -- the command path ------------------------------------------------------------
    def submit(self, game_id, actor, command_or_text, expected_version=None,
               idempotency_key=None, channel="web"):
        """Apply one command of role `actor`; returns Result or raises ServiceError.

        An idempotency key belongs to the seat that sent it (another seat's same key
        is another request): sent again with the same command it answers with the
        events first appended under it and the game as it is now; with another
        command it is refused (422)."""
        if why := text.problem(command_or_text):
            raise Invalid(_("malformed command: {why}", why=why))
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
        raise Conflict(_("the game kept changing while this command was decided; retry"))

    def _submit_once(self, game_id, actor, command_or_text, expected_version,
                     idempotency_key, channel):
        game = self.load(game_id)
        if actor not in game.roles:
            raise Forbidden(f"{actor!r} has no seat in game {game_id}")
        if idempotency_key is not None:
            done = self.store.keyed(game_id, idempotency_key)
            if done:
                return self._replay(game_id, actor, command_or_text, done)
        if expected_version is not None and expected_version != game.version:
            raise Conflict(_("game {game} is at version {version}, not {expected}: "
                             "reload and try again", game=game_id,
                             version=game.version, expected=expected_version))
        if game.finished:
            raise Rejected(_("the game is over"))
        action = service_action(command_or_text)
        if action not in SERVICE_ACTIONS and (paused := self.pause_refusal(game, actor)):
            raise Rejected(paused, [])
        if undo.asked(command_or_text):
            return self._take_back(game, actor, command_or_text, idempotency_key, channel)
        if game.upgrade_due:        # fixes reach the games they fix (pbem.core.upgrades)
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

    # -- rules changes (pbem.core.upgrades) -----------------------------------------------
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
                                              **recording.stamp(game.kind, game.rules_version)})]
        self._append(game, new, None, None, None, channel, lambda recorded: 0)
        return self.load(game.id)

    def _take_back(self, game, actor, command_or_text, idempotency_key, channel):
        """Append ACTOR's take-back of its last command (pbem.core.undo), or refuse it
        saying why; the game is folded anew from the whole log."""
        records = self.store.read(game.id)
        entry, why = undo.last(records, game.rules, actor)
        if entry is None:
            raise Rejected(_("nothing to take back: {why}", why=why),
                           self.legal(game, actor))
        new = [NewEvent(UNDONE, undo.event(actor, entry), actor,
                        {"channel": channel, "role": actor,
                         **recording.stamp(game.kind, game.rules_version)})]
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
            lobby.project(conn, folded[0])
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
        return produced, recording.wrap(produced, actor, {"command": command, "role": actor,
                                                      "draws": draws.used},
                                    self._stamp(game), channel)

    @staticmethod
    def _stamp(game):
        """recording.stamp() of the rules that decide GAME's next command."""
        return recording.stamp(game.kind, game.rules.RULES_VERSION)

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
        return produced, [marker] + recording.wrap(
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
        well_formed = isinstance(command_or_text, str) or self._well_formed(game, command)
        allowed = well_formed and (is_legal(game.state, actor, command) if is_legal
                                   else command in legal)
        # a seat not to act may still send what the rules let it send out of its turn
        # (resign, answer a draw: docs/game-protocol.md); a seat with nothing it may
        # send is told whom the game waits for
        if not allowed and actor not in game.rules.active(game.state) and not (
                legal if legal is not None else game.rules.legal(game.state, actor)):
            waiting = [saying.role_name(game.rules, r) for r in self.active(game)]
            raise Rejected(_("it is not {role}'s turn to act; waiting for {waiting}",
                             role=saying.role_name(game.rules, actor),
                             waiting=", ".join(waiting) or _("nobody")), [])
        if not well_formed:
            raise Invalid(f"malformed command: {command!r} is not a well-formed "
                          f"{game.kind} command (see the legal commands for the shape, "
                          "or send the text form)", self.legal(game, actor))
        if not allowed:
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
        text = _("{command!r} is not legal now", command=game.rules.format(command))
        try:
            game.rules.decide(game.state, actor, command, self._draws(game))
        except RuleError as e:
            return e.message
        except Exception:  # noqa: BLE001 - only the wording of a refusal is at stake
            pass
        return text

    def _seed(self, game_id):
        seed = seeds.seed(self.store.conn, game_id)
        if seed is None:
            raise Conflict(_("game {game} has no seed on this server (imported without "
                             "its secret): it can be read, not played", game=game_id))
        return seed
