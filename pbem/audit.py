"""Replay and verification: proving a game is exactly what its log says.

verify() checks three things, each independently of the cached state:
1. the hash chain of the log is unbroken;
2. the seed (revealed in the log, or the host's secret while the game runs) matches the
   commitment in the first event, and re-running setup() and every decide() with it
   (or the game's skip() / forfeit() where a deadline acted) reproduces every recorded
   event, so no die roll or shuffle was chosen by hand;
3. the state folded from the log alone equals the snapshot-based state.
"""
from events import AppendOnlyError
from pbem import rng
from pbem.aggregate import Game, game_event, replay
from pbem.errors import NotFound
from pbem.games import RuleError
from pbem.service import SERVICE_ACTIONS, action_events


def replay_game(service, game_id):
    """The game rebuilt from its log alone."""
    records = service.store.read(game_id)
    if not records:
        raise NotFound(f"no game {game_id!r}")
    return replay(game_id, records)


def verify(service, game_id):
    """A list of problems; empty when the game verifies."""
    store = service.store
    try:
        store.verify_chain(game_id)
    except AppendOnlyError as e:
        return [f"hash chain: {e}"]
    records = store.read(game_id)
    game = replay(game_id, records)
    problems = []
    seed = game.seed or _host_seed(store, game_id)
    if seed is None:
        problems.append("no seed: neither revealed nor held by this server")
    elif rng.commitment(seed) != game.meta["seed_commitment"]:
        problems.append("seed does not match the commitment in the first event")
    else:
        problems += _recompute(game_id, records, seed)
        began, now = game.meta.get("rules_version"), game.rules.RULES_VERSION
        if problems and began != now:
            problems.append(f"note: the game began under rules version {began} and these "
                            f"rules are version {now}: a difference can come from the "
                            "rules change, not from an altered log")
    if service.load(game_id).snapshot() != game.snapshot():
        problems.append("replay differs from the snapshot-based state")
    return problems


def _host_seed(store, game_id):
    row = store.conn.execute("SELECT seed FROM secrets WHERE game=?",
                             (game_id,)).fetchone()
    return row[0] if row else None


def _recompute(game_id, records, seed):
    """Re-decide every batch with the seed and compare with what was recorded."""
    problems = []
    game = Game(game_id, {})
    i = 0
    while i < len(records):
        rec = records[i]
        n = rec.metadata.get("batch")
        if rec.type.startswith("game.") or n is None:
            game.apply(rec)
            i += 1
            continue
        batch = records[i:i + n]
        draws = rng.Draws(seed, game_id, rec.version, game.meta["entropy"])
        try:
            if rec.metadata.get("setup"):
                again = game.rules.setup(game.meta["options"], draws)
            elif rec.metadata["command"]["action"] in SERVICE_ACTIONS:
                again = action_events(game.rules, game.state, rec.metadata["role"],
                                      rec.metadata["command"]["action"], draws)
            else:
                again = game.rules.decide(game.state, rec.metadata["role"],
                                          rec.metadata["command"], draws)
        except RuleError as e:
            again = [f"rejected: {e.message}"]
        if again != [game_event(r) for r in batch]:
            problems.append(f"version {rec.version}: re-deciding with the seed gives "
                            "other events than the log records")
        for r in batch:
            game.apply(r)
        i += n
    return problems

