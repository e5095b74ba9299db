"""Reading games: folded from the log (or its snapshots), shown to a seat or to the
public, history told in words; who a token or a name is (the parts of
pbem.core.service.Service that change nothing).
"""
from pbem.core import entries, lobby, saying, seats, text, undo
from pbem.core.aggregate import (ENDED, REVEALED, RULES_CHANGED, RULES_KEPT, UNDONE,
                                 CREATED, Game, Unfoldable, game_event, replay,
                                 rules_version, step)
from pbem.core.errors import Damaged, Forbidden, NotFound, Unauthorized
from pbem.language.speaking import Voice

_ = Voice("service")

#: how many of a log's last events a seat page reads to tell whether its seat may take
#: back its last command (pbem.core.undo.tail; the whole log when a take-back reaches
#: further back)
UNDO_WINDOW = 200
#: the events read first (a command's batch is seldom longer)
UNDO_FIRST_LOOK = 24

#: how far around a version view_at reads the log to find the decision it belongs to
#: (a batch is rarely a tenth of it)
ENTRY_WINDOW = 512

def service_text(rec, rules=None):
    """A service event (game.*) in words, for logs, pages and mails, in the language in
    force; RULES (the game's module) names its sides and says its reasons there."""
    p = rec.payload
    if rec.type == ENDED:
        winners = (p.get("outcome") or {}).get("winners") or []
        reason = (p.get("outcome") or {}).get("reason")
        ended = _("game over: {winners} won", winners=", ".join(
            saying.role_name(rules, w) for w in winners)) if winners else \
            _("game over: no winner")
        return f"{ended} ({saying.reason(rules, reason)})" if reason else ended
    words = SERVICE_WORDS.get(rec.type)
    return words(p, saying.role_name(rules, p.get("role"))) if words else rec.type


#: each service event in words, from its payload and its role's name (game.ended:
#: service_text)
SERVICE_WORDS = {
    CREATED: lambda p, role: _("the game is created; its seed is committed"),
    REVEALED: lambda p, role: _("the seed is revealed: anyone can now check every draw"),
    "game.skipped": lambda p, role: _("{role}'s turn is skipped (missed deadline)",
                                      role=role),
    "game.forfeited": lambda p, role: _("{role} forfeits (missed deadline)", role=role),
    "game.paused": lambda p, role: _("the game is paused ({role} missed a deadline)",
                                     role=role),
    "game.resumed": lambda p, role: _("the game goes on"),
    UNDONE: lambda p, role: _("{role} takes back the command of version {version}",
                              role=role, version=p.get("to", 0) + 1),
    RULES_CHANGED: lambda p, role: _("the game moves from the rules {old} to {new}: "
                                     "{why}", old=p.get("from"), new=p.get("to"),
                                     why=p.get("why")),
    RULES_KEPT: lambda p, role: _("the host keeps this game on the rules {rules} (it "
                                  "moves to newer ones only when he says so)",
                                  rules=p.get("rules")),
}


def number(rec):
    """The version a recorded event makes: the game after it, counted from 1, as
    people and clients see it (CLI, API, pages, mails, receipts, exports). The store
    counts its events from 0 (events/, design §3); what shows an event's number
    takes it from here."""
    return rec.version + 1


def record_dict(rec):
    """A recorded event with all its stored fields (the host's `pbem log --json`, an
    export's line), numbered by the version it makes (number())."""
    return dict(rec.as_dict(), version=number(rec))


def _snapshot_key(created):
    """The key of this build's snapshots of the game CREATED (its first event) made:
    None for a kind this build does not play (no snapshot is read then)."""
    try:
        return rules_version(created.payload["kind"])
    except (KeyError, TypeError, AttributeError):
        return None


class Reading:
    """What Service shows: the folds, views and history of its games."""

    # -- loading ------------------------------------------------------------------
    def load(self, game_id):
        """The game folded to its head: kept from a moment ago (pbem.core.hot) when the
        log's head is still the same, else the newest snapshot of these rules + the
        tail of the log."""
        head = self.store.head(game_id)
        if not head[0]:
            raise NotFound(_("no game {game!r}", game=game_id))
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
            raise Damaged(_("game {game} cannot be shown or played: {why}; `pbem verify "
                            "{game}` tells more", game=game_id, why=e)) from None

    # -- who is who ---------------------------------------------------------------
    def authenticate(self, game_id, token):
        """The role a seat token opens in this game; Unauthorized otherwise."""
        role = seats.by_token(self.store.conn, game_id, token)
        if role is None:
            raise Unauthorized(_("missing or wrong seat token for this game"))
        return role

    def resolve_seat(self, game_id, who):
        """A seat by its player's name or its role name (case-insensitive)."""
        who = text.name_key(who)
        for seat in self.load(game_id).meta["seats"]:
            if who in (text.name_key(seat["name"]), seat["role"].casefold()):
                return seat["role"]
        raise Forbidden(_("no seat {who!r} in game {game}", who=who, game=game_id))

    # -- queries ------------------------------------------------------------------
    status = staticmethod(lobby.status)
    active = staticmethod(lobby.active)

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
        """The version that ends the entry (pbem.core.entries) holding the VERSION-th
        event: the game is shown between whole decisions only, since the state
        inside one is half a decision no player ever saw (and no view need draw)."""
        records = self.store.read(game_id, max(0, version - ENTRY_WINDOW),
                                  version + ENTRY_WINDOW)
        firsts = [i for i, rec in enumerate(records)
                  if rec.version < version and entries.begins(rec)]
        return entries.entry_end(records[firsts[-1]:], version) if firsts else version

    def events_for(self, game_id, role=None, start=1, end=None):
        """The log from the event of version START to that of version END (None: the
        head; the first event makes version 1) as role may see it: hidden parts stay
        hidden until the game ends. An event a later take-back took back says so
        ("taken_back": true, and its text ends with "(taken back)" wherever it is
        shown: log, mail, forum), also when the take-back comes after END."""
        return self._events(game_id, role, start, end)[1]

    def decisions_for(self, game_id, role=None, start=1):
        """events_for, in the entries they belong to (pbem.core.entries): one list a
        decision (a command's events, the setup's, a missed deadline's action) or a
        service event, so that a feed or a list tells one thing that happened once,
        not each phase marker it brought about."""
        records, events = self._events(game_id, role, start)
        out = []
        for rec, event in zip(records, events):
            if entries.begins(rec) or not out:
                out.append([])
            out[-1].append(event)
        return out

    def _events(self, game_id, role, start, end=None):
        """(the records of versions START..END, their events_for dicts). Only those are
        put in words (a mail composed late, a report of an older version, costs what
        its own events cost); the take-backs are looked for up to the head."""
        game = self.load(game_id)
        records = self.store.read(game_id, start - 1)
        gone = undo.taken_back(records)
        if end is not None:
            records = [rec for rec in records if rec.version < end]
        out = [self.event_dict(game, rec, role) for rec in records]
        for rec, event in zip(records, out):
            if rec.version in gone:
                event.update(taken_back=True,
                             text=_("{text} (taken back)", text=event["text"]))
        return records, out

    def take_back_refusal(self, game, role):
        """Why ROLE may not take back its last command now (None: it may)."""
        if game.finished or role is None:
            return _("the game is over") if game.finished else _("no seat")
        if paused := self.pause_refusal(game, role):
            return paused
        head = game.version
        for back in (UNDO_FIRST_LOOK, UNDO_WINDOW):
            window = undo.tail(self.store.read(game.id, max(0, head - back)))
            if window is not None and head > back:
                return undo.last(window, game.rules, role)[1]
        return undo.last(self.store.read(game.id), game.rules, role)[1]

    def pause_refusal(self, game, role):
        """Why ROLE may not move now beside what the rules say (the first of the
        service's guards that refuses: a missed deadline pauses the game for every
        seat but the one that missed it, pbem.telling.deadlines), or None."""
        return next((why for guard in self.guards if (why := guard(self, game, role))),
                    None)

    @staticmethod
    def event_dict(game, rec, role, whole=False):
        """One recorded event of GAME as ROLE may see it: its data through the game's
        event_view until the game ends, and its line of text described from that same
        view, so the words never tell more than the data shows (a card drawn into a
        hand stays unnamed for the other seats). WHOLE: as it is (the host's log).
        Its "version" is the version it makes (number()), as the banner, /at/N and
        receipts name it."""
        if rec.type.startswith("game."):
            data, text = rec.payload, service_text(rec, game.rules)
        elif game.finished or whole:
            data, text = rec.payload, game.rules.describe(game_event(rec))
        else:
            data = game.rules.event_view(game_event(rec), role)
            text = game.rules.describe(data)
        return {"version": number(rec), "type": rec.type, "actor": rec.actor,
                "recorded_at": rec.recorded_at, "hash": rec.hash, "text": text,
                "data": data, "taken_back": False}

    def list_games(self):
        """Every game, newest first (pbem.core.lobby.listing)."""
        return lobby.listing(self.store.conn)
