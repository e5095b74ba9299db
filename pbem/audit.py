"""Replay and verification: proving a game is exactly what its log says.

verify() checks four things, each independently of the cached state:
1. the hash chain of the log is unbroken;
2. the seed (revealed in the log, or the host's secret while the game runs) matches the
   commitment in the first event, and re-running setup() and every decide() with it
   (or the game's skip() / forfeit() where a deadline acted) reproduces every recorded
   event, so no die roll or shuffle was chosen by hand; and every take-back (undo)
   took back only what its player could, with the draws counted anew (pbem.undo);
3. the state folded from the log alone equals the snapshot-based state, and every
   snapshot kept equals the fold of the log up to its version;
4. every other record the service keeps of how far the log went agrees with its head:
   the lobby's `games` row, the snapshots, the idempotency keys and the outbox rows
   (whose mails showed a version and its head hash to the players). A log cut short
   by its last events has a valid chain, so only these witnesses can tell.

A game whose seed is neither revealed nor held here (imported without its secret while
it runs) cannot have its dice checked yet: that is `unchecked`, not a failure, and the
other checks still run.
"""
from dataclasses import dataclass, field

from events import AppendOnlyError, canonical_json, check_chain
from pbem import outbox, rng, tables, undo
from pbem.aggregate import UNDONE, Game, game_event, replay, step
from pbem.errors import Invalid, NotFound
from pbem.games import RuleError
from pbem.service import SERVICE_ACTIONS, action_events

CHAIN = "hash chain: "
NO_SEED = ("the dice: the seed is neither revealed in the log nor held by this server "
           "(an export taken without --with-secret); they can be checked once the game "
           "ends and reveals it")


@dataclass
class Verdict:
    """What verify() found: `problems` (what does not hold) and `unchecked` (what
    could not be checked yet, and why)."""
    problems: list = field(default_factory=list)
    unchecked: list = field(default_factory=list)

    @property
    def status(self):
        return "FAILED" if self.problems else "unchecked" if self.unchecked else "ok"


def replay_game(service, game_id):
    """The game rebuilt from its log alone."""
    records = service.store.read(game_id)
    if not records:
        raise NotFound(f"no game {game_id!r}")
    return replay(game_id, records)


def verify(service, game_id, receipts=()):
    """The Verdict on one game; no problems and nothing unchecked when it verifies.
    RECEIPTS: (version, hash) pairs a player was shown, each checked (receipt())."""
    store = service.store
    records = store.read(game_id)
    if not records:
        raise NotFound(f"no game {game_id!r}")
    verdict = verify_log(game_id, records, _host_seed(store, game_id), receipts)
    if any(p.startswith(CHAIN) for p in verdict.problems):
        return verdict
    verdict.problems += witnesses(service, game_id, records)
    if service.load(game_id).snapshot() != replay(game_id, records).snapshot():
        verdict.problems.append("replay differs from the snapshot-based state")
    return verdict


def verify_log(game_id, records, seed=None, receipts=()):
    """The Verdict on a game's log RECORDS alone (a store's, or an export's: no
    database): the chain, the seed (revealed in the log, else SEED if given) against
    its commitment, every decision re-derived, and the RECEIPTS."""
    held = [p for p in (receipt(records, *r) for r in receipts) if p]
    try:
        check_chain(game_id, records)
    except AppendOnlyError as e:
        return Verdict([f"{CHAIN}{e}"] + held)
    game = replay(game_id, records)
    verdict = Verdict(held)
    seed = game.seed or seed
    if seed is None:
        verdict.unchecked.append(NO_SEED)
    elif rng.commitment(seed) != game.meta["seed_commitment"]:
        verdict.problems.append("seed does not match the commitment in the first event")
    else:
        verdict.problems += _recompute(game_id, records, seed)
        began, now = game.meta.get("rules_version"), game.rules.RULES_VERSION
        if verdict.problems and began != now:
            verdict.problems.append(
                f"note: the game began under rules version {began} and these rules are "
                f"version {now}: a difference can come from the rules change, not from "
                "an altered log")
    return verdict


def parse_receipt(text):
    """'VERSION:HASH' (as mails, posts and pages show it: VERSION the number of events,
    HASH the last one's hash, whole or its first 16 hex digits or more) -> (version,
    hash); Invalid otherwise."""
    version, _, digest = text.strip().partition(":")
    digest = digest.strip().lower()
    if not (version.isdigit() and int(version) >= 1 and 16 <= len(digest) <= 64
            and all(c in "0123456789abcdef" for c in digest)):
        raise Invalid(f"receipt {text!r} is not VERSION:HASH (a version from 1, and the "
                      "hash as 16 to 64 hex digits)")
    return int(version), digest


def receipt(records, version, digest):
    """What is wrong with the receipt (VERSION, DIGEST) against the log RECORDS, or
    None when the log still holds that hash at that version: a log cut short, or
    rewritten at or before VERSION, fails."""
    if version > len(records):
        return (f"receipt {version}:{digest[:16]}: the log holds {len(records)} events, "
                f"not {version}: it was cut short")
    held = records[version - 1].hash
    if not held.startswith(digest):
        return (f"receipt {version}:{digest[:16]}: the log has {held[:16]} at version "
                f"{version}: it was rewritten")
    return None


def witnesses(service, game_id, records):
    """Where the service's other records of the game disagree with its log RECORDS."""
    store, conn = service.store, service.store.conn
    head = len(records)
    problems = []
    projected = tables.projected(conn, game_id)
    if projected is not None and projected[0] != head:
        problems.append(f"the lobby's games table says version {projected[0]}, the log "
                        f"holds {head} events")
    rules = replay(game_id, records[:1]).rules_version()
    for version, rules_version, state in store.snapshots(game_id):
        if version > head:
            problems.append(f"snapshot at version {version} is beyond the log's "
                            f"{head} events")
        elif rules_version == rules and canonical_json(
                replay(game_id, records[:version]).snapshot()) != canonical_json(state):
            problems.append(f"snapshot at version {version} differs from the log "
                            "folded to that version")
    keyed = store.last_keyed_version(game_id)
    if keyed is not None and keyed >= head:
        problems.append(f"an idempotency key names version {keyed}, the log holds "
                        f"{head} events")
    for row_id, version, mailed in outbox.game_heads(conn, game_id):
        if version > head:
            problems.append(f"outbox row {row_id} shows version {version}, beyond the "
                            f"log's {head} events")
        elif mailed is not None and version and records[version - 1].hash != mailed:
            problems.append(f"outbox row {row_id} shows head {mailed[:16]} at version "
                            f"{version}; the log has {records[version - 1].hash[:16]}")
    return problems


def _host_seed(store, game_id):
    row = store.conn.execute("SELECT seed FROM secrets WHERE game=?",
                             (game_id,)).fetchone()
    return row[0] if row else None


def _recompute(game_id, records, seed):
    """Re-decide every batch with the seed and compare with what was recorded; check
    each take-back against the draws re-counted so."""
    problems = []
    game = Game(game_id, {})
    counted = {}                # a batch's first version -> the draws re-deciding used
    i = 0
    while i < len(records):
        rec = records[i]
        n = rec.metadata.get("batch")
        if rec.type == UNDONE:
            wrong = undo.check(records, i, game.rules, counted.get)
            if wrong:
                problems.append(f"version {rec.version}: {wrong}")
        if rec.type.startswith("game.") or n is None:
            game = step(game, rec, records)
            i += 1
            continue
        batch = records[i:i + n]
        action = None if rec.metadata.get("setup") else rec.metadata["command"]["action"]
        # the draws are keyed by the version the game was at when it decided: that of
        # the batch's first event, or, for a service action, of its marker just before
        decided_at = rec.version - 1 if action in SERVICE_ACTIONS else rec.version
        draws = rng.Draws(seed, game_id, decided_at, game.meta["entropy"])
        try:
            if action is None:
                again = game.rules.setup(game.meta["options"], draws)
            elif action in SERVICE_ACTIONS:
                again = action_events(game.rules, game.state, rec.metadata["role"],
                                      action, draws)
            else:
                again = game.rules.decide(game.state, rec.metadata["role"],
                                          rec.metadata["command"], draws)
        except RuleError as e:
            again = [f"rejected: {e.message}"]
        if again != [game_event(r) for r in batch]:
            problems.append(f"version {rec.version}: re-deciding with the seed gives "
                            "other events than the log records")
        counted[rec.version] = draws.used
        if rec.metadata.get("draws", draws.used) != draws.used:
            problems.append(f"version {rec.version}: the log says the command drew "
                            f"{rec.metadata['draws']} times, re-deciding draws "
                            f"{draws.used} times")
        for r in batch:
            game.apply(r)
        i += n
    return problems

