"""Replay and verification: proving a game is exactly what its log says.

verify() checks four things, each independently of the cached state:
1. the hash chain of the log is unbroken;
2. every event is accounted for (pbem.host.rederive): the seed (revealed in the log, or the
   host's secret while the game runs) matches the commitment in the first event, and
   re-running setup(), every command and every missed deadline's action with it, by
   the rules that decided each, gives exactly the events recorded, so no die roll or
   shuffle was chosen by hand and no event was added; every end is the rules' own,
   and every take-back (undo) took back only what its player could;
3. the state folded from the log alone equals the snapshot-based state, and every
   snapshot kept equals the fold of the log up to its version;
4. every other record the service keeps of how far the log went agrees with its head:
   the lobby's `games` row, the snapshots, the idempotency keys and the outbox rows
   (whose mails showed a version and its head hash to the players). A log cut short
   by its last events has a valid chain, so only these witnesses can tell.

What cannot be checked here is `unchecked`, not a failure (exit 3): the dice of a game
whose seed is neither revealed nor held here (imported without its secret while it
runs), and what rules this build does not play decided (the release that can is
named). Whatever a log holds, verify gives a verdict: a log that does not fold fails
at the version where it stops folding, it never raises.
"""
from dataclasses import dataclass, field

from events import AppendOnlyError, canonical_json, check_chain
from pbem.core import lobby, seeds
from pbem.core.aggregate import Game, replay, rules_version
from pbem.core.errors import Invalid, NotFound
from pbem.core.reading import number
from pbem.host import rederive
from pbem.telling import outbox

CHAIN = "hash chain: "


@dataclass
class Verdict:
    """What verify() found: `problems` (what does not hold) and `unchecked` (what
    could not be checked here, and why)."""
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
    verdict = verify_log(game_id, records, seeds.seed(store.conn, game_id), receipts)
    if any(p.startswith(CHAIN) for p in verdict.problems):
        return verdict
    verdict.problems += witnesses(service, game_id, records)
    try:
        whole = replay(game_id, records).snapshot()
        if service.load(game_id).snapshot() != whole:
            verdict.problems.append("replay differs from the snapshot-based state")
    except Exception:  # noqa: BLE001 - the walk has said where the log stops folding
        pass
    return verdict


def verify_log(game_id, records, seed=None, receipts=()):
    """The Verdict on a game's log RECORDS alone (a store's, or an export's: no
    database): the chain, every event accounted for with the seed (revealed in the
    log, else SEED if given), and the RECEIPTS."""
    held = [p for p in (receipt(records, *r) for r in receipts) if p]
    try:
        check_chain(game_id, records)
    except AppendOnlyError as e:
        return Verdict([f"{CHAIN}{e}"] + held)
    found = rederive.walk(game_id, records, seed)
    return Verdict(held + found.problems, found.unchecked_lines())


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
    rewritten at or before VERSION, fails. A hash the log holds at another version
    says which (a receipt copied with the wrong number: a chained hash is the hash
    of one version only); one it holds nowhere past the head says how many versions
    the log has, since a log cut short and a receipt of another game look alike."""
    named = f"receipt {version}:{digest[:16]}"
    if version <= len(records) and records[version - 1].hash.startswith(digest):
        return None
    found = next((number(rec) for rec in records if rec.hash.startswith(digest)), None)
    if found is not None:
        return (f"{named}: that hash is version {found}'s, not {version}'s: the log "
                f"holds it, the receipt names the wrong version")
    if version > len(records):
        return (f"{named}: this log has only {len(records)} versions, and none of "
                f"them has that hash (a receipt of another game, or of versions this "
                f"log no longer holds)")
    return (f"{named}: the log has {records[version - 1].hash[:16]} at version "
            f"{version}: it was rewritten")


def witnesses(service, game_id, records):
    """Where the service's other records of the game disagree with its log RECORDS."""
    store, conn = service.store, service.store.conn
    head = len(records)
    problems = []
    projected = lobby.projected(conn, game_id)
    if projected is not None and projected[0] != head:
        problems.append(f"the lobby's games table says version {projected[0]}, the log "
                        f"holds {head} events")
    rules = records[0].payload.get("kind")
    for version, key, state in store.snapshots(game_id):
        if version > head:
            problems.append(f"snapshot at version {version} is beyond the log's "
                            f"{head} events")
        elif key == _key(rules) and _folded(game_id, records[:version]) != \
                _read(game_id, version, state):
            problems.append(f"snapshot at version {version} differs from the log "
                            "folded to that version")
    keyed = store.last_keyed_version(game_id)
    if keyed is not None and keyed >= head:         # the store's number, from 0
        problems.append(f"an idempotency key names version {keyed + 1}, the log holds "
                        f"{head} events")
    for row_id, version, mailed in outbox.game_heads(conn, game_id):
        if version > head:
            problems.append(f"outbox row {row_id} shows version {version}, beyond the "
                            f"log's {head} events")
        elif mailed is not None and version and records[version - 1].hash != mailed:
            problems.append(f"outbox row {row_id} shows head {mailed[:16]} at version "
                            f"{version}; the log has {records[version - 1].hash[:16]}")
    return problems


def _key(kind):
    """The snapshots' key of this build for KIND (None for a kind it does not know)."""
    try:
        return rules_version(kind)
    except KeyError:
        return None


def _read(game_id, version, state):
    """The canonical text of a kept snapshot as this build reads it (one made before
    games had rules changes lacks the rules in force, which its meta gives)."""
    try:
        return canonical_json(Game.from_snapshot(game_id, version, state).snapshot())
    except Exception:  # noqa: BLE001 - a snapshot this build cannot read is no fold
        return canonical_json(state)


def _folded(game_id, records):
    """The canonical text of the fold of RECORDS, or None when they do not fold."""
    try:
        return canonical_json(replay(game_id, records).snapshot())
    except Exception:  # noqa: BLE001 - the walk has said where the log stops folding
        return None
