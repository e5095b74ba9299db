"""Every event of a log accounted for: a game's whole past re-derived, entry by entry.

A log is read as its grammar (pbem.core.entries) says it must be:

    game.created, the setup's batch,
    then entries: a player's command and its batch | a missed deadline's marker
      (game.skipped, game.forfeited) and the batch the game made for it | a pause, its
      end | a take-back | a rules change or a host keeping the rules,
    each command or action that ends the game followed by game.ended and
    game.revealed, and nothing after them.

Each entry is re-derived from the game before it: the setup and every command decided
again with the committed seed by the rules that decided it (the "rules" its first
event names: pbem.games.rulesets), the command checked legal for its seat then, the
batch compared event for event (so a batch is closed by what its command made: an
event added to it, or after it, is one nothing made), the end compared with what the
rules say of the state, the seed with its commitment, each take-back with what a seat
may take back (pbem.core.undo). An event that nothing accounts for fails, naming its
version; so does a log that does not fold: whatever a log holds, the walk gives a
verdict and never raises.

What cannot be checked here is said, not failed: the dice of a running game whose seed
this server does not hold, entries decided by rules this build does not play (the
release that does is named), and entries of a log written before events named their
rules (pbem 0.1.0), whose rules changed between releases without a new rules version.

The same walk answers `pbem rules check` (newest=True): every entry re-derived with
the newest rules of the kind, and the first difference told in the rules' own words.
"""
from dataclasses import dataclass, field

from pbem.core import rng, undo
from pbem.core.aggregate import (CREATED, ENDED, REVEALED, RULES_CHANGED, RULES_KEPT, UNDONE,
                            Game, game_event, step)
from pbem.core.entries import batch_size, begins
from pbem.core.service import FORFEIT, SERVICE_ACTIONS, action_events, forfeit_outcome
from pbem.games import RuleError, rulesets

#: a missed deadline's marker -> the action whose batch follows it
MARKERS = {marker: action for action, (marker, _) in SERVICE_ACTIONS.items()}
#: service events that stand alone (a marker with no batch, a host's note)
ALONE = {"game.paused", "game.resumed", RULES_KEPT}

NO_SEED = ("the dice: the seed is neither revealed in the log nor held by this server "
           "(an export taken without --with-secret); they can be checked once the game "
           "ends and reveals it")

class _NoSeed(Exception):
    """A draw was asked for where no seed is at hand."""


class _Seedless(rng.Draws):
    """Draws that cannot draw: a decision that uses none is re-derived all the same."""

    def __init__(self):
        super().__init__("00", "", 0)

    def _block(self):
        raise _NoSeed


@dataclass
class Findings:
    """What a walk found: PROBLEMS (what does not hold, "version N: ..."), UNCHECKED
    ({why: [versions]}: what could not be checked here), and the number of entries
    re-derived."""
    problems: list = field(default_factory=list)
    unchecked: dict = field(default_factory=dict)
    checked: int = 0

    def unchecked_lines(self):
        return [f"{why}: {spans(versions)}" for why, versions in self.unchecked.items()]


def spans(versions):
    """'versions 2-40, 45' of a list of version numbers."""
    versions = sorted(set(versions))
    parts, start = [], None
    for a, b in zip(versions, versions[1:] + [None]):
        start = a if start is None else start
        if b != a + 1:
            parts.append(f"{start}" if start == a else f"{start}-{a}")
            start = None
    return ("version " if len(versions) == 1 else "versions ") + ", ".join(parts)


def walk(game_id, records, seed=None, newest=False):
    """The Findings of re-deriving the log RECORDS (from version 0) of GAME_ID with
    SEED (the revealed one in the log wins), by the rules that decided each entry, or
    by the newest rules of the kind when NEWEST (`pbem rules check`)."""
    walker = _Walk(game_id, records, seed, newest)
    walker.run()
    return walker.findings


class _Stop(Exception):
    """The walk cannot go on (a problem was found: what comes after it was derived
    from it)."""


class _Walk:
    def __init__(self, game_id, records, seed, newest):
        self.id, self.records, self.seed, self.newest = game_id, records, seed, newest
        self.findings = Findings()
        self.game = Game(game_id, {})
        self.counted = {}           # a batch's first version -> the draws re-counted
        self.stamped = None         # the first version whose entry names its rules
        self.ended = False

    # -- what was found ------------------------------------------------------------
    def fail(self, version, why):
        self.findings.problems.append(f"version {version}: {why}")
        raise _Stop

    def unchecked(self, why, versions):
        self.findings.unchecked.setdefault(why, []).extend(versions)

    # -- the walk ----------------------------------------------------------------------
    def run(self):
        try:
            i = self.creation()
            while i < len(self.records):
                i = self.entry(i)
        except _Stop:
            pass

    def fold(self, rec):
        try:
            self.game = step(self.game, rec, self.records)
        except Exception as e:  # noqa: BLE001 - any log, however broken, gets a verdict
            self.fail(rec.version + 1, f"the log does not fold here ({rec.type}: "
                                       f"{type(e).__name__}: {e})")

    def creation(self):
        records = self.records
        if not records or records[0].type != CREATED or records[0].version != 0:
            self.fail(1, "the log does not begin with the game's creation")
        created = records[0]
        try:
            rulesets.ruleset(created.payload["kind"], created.payload["rules_version"])
            self.game.apply(created)
        except Exception as e:  # noqa: BLE001 - a forged or broken first event
            self.fail(1, f"the creation names no game this build knows ({e})")
        if self.seed is None:
            self.seed_from_log()
        elif rng.commitment(self.seed) != self.game.meta.get("seed_commitment"):
            self.fail(1, "the seed does not match the commitment in the first event")
        self.check_stamp(created, self.game.rules_version)
        if len(records) < 2 or not records[1].metadata.get("setup"):
            self.fail(2, "the setup's events do not follow the creation")
        batch = self.batch(1)
        ruleset, label, legacy = self.rules_for(batch[0])
        meta = self.game.meta
        self.rederive(batch, ruleset, label, legacy, "the setup",
                      lambda rules, draws: rules.setup(meta["options"], draws), 1)
        return 1 + len(batch)

    def seed_from_log(self):
        """The seed the log reveals at its end, when it does and it is the one committed
        to (the walk needs it from the start; ending() checks where it stands)."""
        revealed = next((r for r in self.records if r.type == REVEALED), None)
        seed = revealed.payload.get("seed") if revealed else None
        if isinstance(seed, str) and \
                rng.commitment(seed) == self.game.meta.get("seed_commitment"):
            self.seed = seed

    def entry(self, i):
        rec = self.records[i]
        version = rec.version + 1
        if self.ended:
            extra = len(self.records) - i
            self.fail(version, f"{extra} event{'s' * (extra > 1)} after the game ended "
                               f"({rec.type}): nothing accounts for "
                               f"{'them' if extra > 1 else 'it'}")
        if rec.type == UNDONE:
            return self.take_back(i)
        if rec.type in MARKERS:
            return self.action(i)
        if rec.type in ALONE or rec.type == RULES_CHANGED:
            return self.service_event(i)
        if rec.type in (ENDED, REVEALED):
            self.fail(version, f"{rec.type} that nothing accounts for: the rules do not "
                               "end the game here")
        if rec.type.startswith("game."):
            self.fail(version, f"{rec.type}: no service event of that name exists")
        if not begins(rec):
            self.fail(version, f"a {rec.type!r} event that no command accounts for (it "
                               "belongs to no command's batch)")
        return self.command(i)

    def batch(self, i):
        """The batch that RECORDS[i] opens, checked to be whole and closed."""
        first = self.records[i]
        size = batch_size(first.metadata)
        if first.metadata.get("batch") != size:
            self.fail(first.version + 1, "its batch length is no number of events")
        batch = self.records[i:i + size]
        if len(batch) < size:
            self.fail(first.version + 1, f"the log ends inside this batch ({len(batch)} "
                                         f"of its {size} events)")
        for rec in batch[1:]:
            if begins(rec):
                self.fail(rec.version + 1, f"{rec.type} begins an entry inside the "
                                           f"batch of version {first.version + 1}")
            if rec.actor != first.actor:
                self.fail(rec.version + 1, f"{rec.actor} is not the actor of the batch "
                                           f"of version {first.version + 1}")
        return batch

    def command(self, i):
        first = self.records[i]
        meta, version = first.metadata, first.version + 1
        batch = self.batch(i)
        if meta.get("setup"):
            self.fail(version, "a second setup")
        command, role = meta.get("command"), meta.get("role")
        if not isinstance(command, dict):
            self.fail(version, "a batch that names no command")
        if str(command.get("action", "")).startswith("game."):
            self.fail(version, f"the events of a {command.get('action')} with no marker "
                               "before them")
        if role not in self.game.roles or first.actor != role:
            self.fail(version, f"a command of {first.actor!r} for the seat {role!r}")
        ruleset, label, legacy = self.rules_for(first)
        state = self.game.state

        def decide(rules, draws):
            if not _legal(rules, state, role, command):
                raise RuleError(f"{_format(rules, command)!r} was not legal for {role}")
            return rules.decide(state, role, command, draws)
        done = self.rederive(batch, ruleset, label, legacy, f"{role}'s command "
                             f"{_format(self.game.rules, command)!r}", decide,
                             first.version)
        return self.closing(i + len(batch), done)

    def action(self, i):
        marker = self.records[i]
        version, role = marker.version + 1, marker.payload.get("role")
        action = MARKERS[marker.type]
        if role not in self.game.roles or self.game.finished:
            self.fail(version, f"{marker.type} of {role!r}, who is no seat in the game")
        ruleset, label, legacy = self.rules_for(marker)
        self.fold(marker)
        following = self.records[i + 1] if i + 1 < len(self.records) else None
        batch = []
        if following is not None and (following.metadata.get("command") or {}).get(
                "action") == action and begins(following):
            batch = self.batch(i + 1)
        state = self.game.state
        done = self.rederive(batch, ruleset, label, legacy, f"the {action} of {role}",
                             lambda rules, draws: action_events(rules, state, role,
                                                                action, draws),
                             marker.version, marker=marker)
        return self.closing(i + 1 + len(batch), done,
                            forfeited=role if action == FORFEIT else None)

    def take_back(self, i):
        rec = self.records[i]
        ruleset, _, _ = self.rules_for(rec)
        wrong = undo.check(self.records, i, ruleset or self.game.rules, self.counted.get)
        if wrong:
            self.fail(rec.version + 1, wrong)
        self.fold(rec)
        return i + 1

    def service_event(self, i):
        rec = self.records[i]
        version = rec.version + 1
        if self.game.finished:
            self.fail(version, f"{rec.type} in a finished game")
        if rec.type in ("game.paused", "game.resumed") and \
                rec.payload.get("role") not in self.game.roles:
            self.fail(version, f"{rec.type} names {rec.payload.get('role')!r}, who is no "
                               "seat in the game")
        if rec.type == RULES_CHANGED:
            self.rules_changed(rec)
        self.rules_for(rec)
        self.fold(rec)
        return i + 1

    def rules_changed(self, rec):
        version, p = rec.version + 1, rec.payload
        if p.get("from") != self.game.rules_label:
            self.fail(version, f"the rules change from {p.get('from')}, but the game was "
                               f"under {self.game.rules_label}")
        kind, to = rulesets.split(p.get("to"))
        known = set(rulesets.held(kind)) | set(rulesets.HISTORY.get(kind, {})) \
            if kind == self.game.kind else set()
        if to not in known or to == self.game.rules_version:
            self.fail(version, f"a change to the rules {p.get('to')}, which no release of "
                               f"{self.game.kind} has had")

    # -- rules and re-deriving ------------------------------------------------------
    def check_stamp(self, rec, in_force):
        label = rec.metadata.get("rules")
        if label is None:
            if self.stamped is not None:
                self.fail(rec.version + 1, "it does not name the rules that decided it, "
                          f"as every event since version {self.stamped} does")
            return
        if self.stamped is None:
            self.stamped = rec.version + 1
        if label != rulesets.label(self.game.kind, in_force):
            self.fail(rec.version + 1, f"it names the rules {label}, but the game was "
                                       f"under {self.game.rules_label} then")

    def rules_for(self, rec):
        """(ruleset or None, its label, legacy) that re-derives the entry REC begins:
        the rules in force (which its stamp must name), or the newest under
        `rules check`; LEGACY: REC was written before events named their rules."""
        self.check_stamp(rec, self.game.rules_version)
        kind = self.game.kind
        if self.newest:
            return self.game_module(), rulesets.label(kind, rulesets.newest(kind)), False
        version = self.game.rules_version
        legacy = "rules" not in rec.metadata
        return rulesets.ruleset(kind, version), rulesets.label(kind, version), legacy

    def game_module(self):
        from pbem import games
        return games.get(self.game.kind)

    def draws(self, at):
        if self.seed is None:
            return _Seedless()
        return rng.Draws(self.seed, self.id, at, self.game.meta["entropy"])

    def rederive(self, batch, ruleset, label, legacy, what, decide, at, marker=None):
        """Decide WHAT again with RULESET (DECIDE(rules, draws), draws keyed by the
        version AT it was decided at) and compare with BATCH; fold BATCH. True when
        re-derived, False when it could not be checked here. Where this build lacks
        RULESET (None), the newest rules of the kind are tried: what they decide alike
        is checked, the rest is left to the release that played RULESET. Returns the
        rules that re-derived it, or None when it could not be checked here."""
        first = marker if marker is not None else batch[0] if batch else None
        versions = [r.version + 1 for r in ([marker] if marker else []) + list(batch)]
        lacking = ruleset is None       # try the newest: they may decide it alike
        draws = self.draws(at)
        try:
            again = decide(ruleset or self.game_module(), draws)
        except _NoSeed:
            self.unchecked(NO_SEED, versions)
            return self._fold_all(batch)
        except RuleError as e:
            again = f"these rules refuse {what}: {e.message}"
        except Exception as e:  # noqa: BLE001 - the rules fail on this state
            again = f"re-deciding {what} fails ({type(e).__name__}: {e})"
        wrong = self.differs(ruleset, batch, again, what, first)
        recorded = (batch[0].metadata if batch else {}).get("draws", draws.used)
        if wrong is None and recorded != draws.used:
            wrong = (f"version {batch[0].version + 1}: the log says {what} drew "
                     f"{recorded} times, re-deciding draws {draws.used} times")
        if wrong is not None and lacking:
            self.unchecked(f"decided by {label}, which this build does not play, and its "
                           f"newest rules decide otherwise: {rulesets.played_by(label)} "
                           "can check them (pbem verify --file with an export of the "
                           "game)", versions)
            return self._fold_all(batch)
        if wrong is not None:
            if legacy and not self.newest:
                self.unchecked(f"recorded before events named their rules (pbem 0.1.0); "
                               f"{label} of this build decides otherwise, as a rules "
                               f"change made between releases without a new rules "
                               f"version can explain (CHANGELOG.md): "
                               f"{rulesets.played_by(label)} can check", versions)
                return self._fold_all(batch)
            self.findings.problems.append(wrong)
            raise _Stop
        if batch:
            self.counted[batch[0].version] = draws.used
        self.findings.checked += 1
        self._fold_all(batch)
        return ruleset or self.game_module()

    def _fold_all(self, batch):
        for rec in batch:
            self.fold(rec)
        return None

    def differs(self, ruleset, batch, again, what, first):
        ruleset = ruleset or self.game_module()
        """None when AGAIN (the events decided again, or a refusal's words) is BATCH;
        else what differs, in words: the rules' own under `rules check` (for the host),
        only what the public may see of each event under verify (its verdict is shown
        on the game's audit page)."""
        at = (first.version + 1) if first else None
        if isinstance(again, str):
            return f"version {at}: {again}"
        recorded = [game_event(r) for r in batch]
        if again == recorded:
            return None

        def say(event):
            try:
                shown = event if self.newest else ruleset.event_view(event, None)
                return f"«{ruleset.describe(shown)}»"
            except Exception:  # noqa: BLE001 - words are a courtesy here
                return f"«{event.get('type')}»"
        for k, (had, got) in enumerate(zip(recorded, again)):
            if had != got:
                words = (say(had), say(got))
                if words[0] == words[1]:
                    keys = sorted(key for key in set(had) | set(got)
                                  if had.get(key) != got.get(key))
                    words = (f"{words[0]} ({', '.join(keys)})", words[1])
                return (f"version {batch[k].version + 1}: re-deciding {what} with the seed "
                        f"gives other events than the log records: the log has {words[0]}, "
                        f"the rules give {words[1]}")
        if len(again) > len(recorded):
            return (f"version {at}: re-deciding {what} gives {len(again) - len(recorded)} "
                    f"more event(s) than the log records, the first "
                    f"{say(again[len(recorded)])}")
        extra = batch[len(again)]
        return (f"version {extra.version + 1}: the batch of {what} holds "
                f"{len(recorded) - len(again)} event(s) more than re-deciding it gives, "
                f"the first {say(recorded[len(again)])}")

    def closing(self, i, ruleset, forfeited=None):
        """After an entry that may end the game (at RECORDS[i]): game.ended with the
        outcome the rules see and game.revealed with the committed seed follow, or
        nothing of the kind. RULESET None: the entry could not be checked here, so
        neither can its end. FORFEITED: the role whose forfeit the entry was."""
        records = self.records
        nxt = records[i] if i < len(records) else None
        if ruleset is None:
            if nxt is not None and nxt.type == ENDED:
                return self.ending(i, None)
            return i
        try:
            outcome = ruleset.outcome(self.game.state)
        except Exception as e:  # noqa: BLE001
            self.fail(records[i - 1].version + 1, f"the rules cannot tell whether the game "
                                                  f"is over ({type(e).__name__}: {e})")
        if outcome is None:
            return i
        if nxt is None or nxt.type != ENDED:
            self.fail(records[i - 1].version + 1, "the rules end the game here, but "
                      "the log does not say so" + (f" ({nxt.type} follows)" if nxt else ""))
        return self.ending(i, outcome, forfeited)

    def ending(self, i, outcome, forfeited=None):
        """The end at RECORDS[i]: its outcome the rules' OUTCOME (None: unchecked), or
        the forfeit of the role FORFEITED told as the service tells it (logs written
        before it did so hold the rules' own)."""
        ended = self.records[i]
        told = [outcome] + ([forfeit_outcome(self.game, forfeited, outcome)]
                            if forfeited and outcome is not None else [])
        if outcome is not None and ended.payload.get("outcome") not in told:
            self.fail(ended.version + 1, f"the game ended with {ended.payload.get('outcome')}"
                                         f", the rules say {outcome}")
        self.check_stamp(ended, self.game.rules_version)
        self.fold(ended)
        revealed = self.records[i + 1] if i + 1 < len(self.records) else None
        if revealed is None or revealed.type != REVEALED:
            self.fail(ended.version + 1, "the end is not followed by the seed revealed")
        seed = revealed.payload.get("seed")
        if not isinstance(seed, str) or \
                rng.commitment(seed) != self.game.meta.get("seed_commitment"):
            self.fail(revealed.version + 1, "the seed revealed does not match the "
                                            "commitment in the first event")
        self.check_stamp(revealed, self.game.rules_version)
        self.fold(revealed)
        self.ended = True
        return i + 2


def _legal(rules, state, role, command):
    """Whether COMMAND was legal for ROLE in STATE (as the service checked it: what the
    rules allow, whether or not ROLE was to act, for a seat may resign out of turn)."""
    is_legal = getattr(rules, "is_legal", None)
    if is_legal is not None:
        return is_legal(state, role, command)
    return command in rules.legal(state, role)


def _format(rules, command):
    try:
        return rules.format(command)
    except Exception:  # noqa: BLE001 - a malformed command is named as it is
        return repr(command)


def check(game_id, records, seed):
    """`pbem rules check` of one game: (True, what was checked) when the newest rules
    re-derive its whole past exactly, (False, where and what first differs) when
    not, (None, why) when they could not be tried on all of it (the dice of a game
    imported without its seed)."""
    found = walk(game_id, records, seed, newest=True)
    kind = records[0].payload.get("kind") if records else None
    try:
        label = rulesets.label(kind, rulesets.newest(kind))
    except (KeyError, TypeError):
        label = f"no rules of {kind!r}"
    if found.problems:
        return False, f"{label} differs at {found.problems[0]}"
    if found.unchecked:
        return None, "; ".join(found.unchecked_lines())
    return True, f"{label} re-derives all {len(records)} events"
