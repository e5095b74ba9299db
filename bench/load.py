"""Figure 3: latency of loading one game (newest snapshot + fold of the tail).

Every page view, API call and submitted command starts with Service.load(game_id), so
its tail latency (p99) is what a player waits for before anything else happens.

The games are real: In Flanders Field games played by random players through
Service.submit (snapshots every 25 events, as configured by default), each stopped
after a different number of commands, so tails of 0..24 events are all sampled.
Ours: pbem.core.service.Service.load(game_id) with its hot folds off (pbem.core.hot) -- the
head, first event (the kind), newest snapshot of these rules, read of the tail,
Game.apply with the Flanders rules for each; a load the hot folds answer (the game
loaded a moment ago, the head unchanged: one indexed read) is printed as a note.
Peer: the same games' events copied, event for event (same type, actor, payload,
metadata), into the library's store, plus one eventsourcing Snapshot
(Snapshot.take of the aggregate folded to the same version as our snapshot) in its
snapshot store; a load is its Repository.get(id) with that snapshot store (newest
snapshot by select desc limit 1, then select of the tail, mapping, mutate), folding
with the same Flanders apply. See replay.py for the projector we pass; the peer with
its default projector (as shipped) is sampled too and printed as a note.
"""
import random
import uuid
from time import perf_counter

from events import EventStore
from pbem import games
from pbem.config import service_over
from pbem.core.aggregate import CREATED, ENDED, REVEALED, rules_version
from pbem.core.hot import HotGames
from pbem.games.concede import concedes
from bench import peer
from bench.common import db, median, percentile, scratch
from bench.replay import project


def game_reducer(state, type_, data):
    """What pbem.core.aggregate.Game.apply does, as a reducer over plain data."""
    if type_ == CREATED:
        return {"meta": data, "state": None, "outcome": None, "seed": None}
    if type_ == ENDED:
        state["outcome"] = data["outcome"]
    elif type_ == REVEALED:
        state["seed"] = data["seed"]
    else:
        rules = games.get(state["meta"]["kind"])
        state["state"] = rules.apply(state["state"], {"type": type_, **data})
    return state


def _play(service, seed, commands):
    """One Flanders game, random legal commands, stopped after `commands`."""
    chooser = random.Random(seed)
    game_id, _ = service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}])
    game = service.load(game_id)
    for _ in range(commands):
        if game.finished:
            break
        role = chooser.choice(service.active(game))
        command = chooser.choice([c for c in game.rules.legal(game.state, role)
                                  if not concedes(c)])
        service.submit(game_id, role, game.rules.format(command), channel="bench")
        game = service.load(game_id)
    return game_id


def _mirror(store, theirs, game_id):
    """Copy one game's log and its snapshot into the peer; return the peer's id."""
    gid = uuid.uuid4()
    recs = store.read(game_id)
    first = recs[0]
    new = [peer.created(gid, first.type, first.actor, first.payload, first.metadata)]
    new += [peer.recorded(gid, r.version + 1, r.type, r.actor, r.payload, r.metadata)
            for r in recs[1:]]
    theirs.events.put(new)
    snap = store.load_snapshot(game_id, rules_version(first.payload["kind"]))
    if snap:  # ours holds snap[0] events; the peer's versions count from 1
        aggregate = theirs.plain_repository.get(gid, version=snap[0],
                                                projector_func=project)
        peer.take_snapshot(theirs, aggregate)
    return gid


def measure(sync, n_games, samples, repeats):
    """Per repeat: (p50, p99) in seconds for ours, the peer and the peer with its
    default projector, plus a description of the games; each sample loads one game on
    every side, interleaved."""
    with scratch() as folder:
        store = EventStore(db(folder, "ours.sqlite"), durability=sync)
        service = service_over(store)
        theirs = peer.PeerStore(db(folder, "peer.sqlite"), sync)
        peer.use_reducer(game_reducer)
        chooser = random.Random(44)
        pairs = []
        for i in range(n_games):
            game_id = _play(service, i, chooser.randint(15, 170))
            pairs.append((game_id, _mirror(store, theirs, game_id)))
        tails = []
        for game_id, gid in pairs:  # same game on both sides, same fold result
            game = service.load(game_id)
            other = theirs.repository.get(gid, projector_func=project)
            assert other.state["state"] == game.state and other.version == game.version
            snap = store.load_snapshot(game_id, game.snapshot_key())
            tails.append(game.version - (snap[0] if snap else 0))
        hot = [_timed(service.load, pairs[k % len(pairs)][0]) for k in range(samples)]
        hot_q = (percentile(hot, 50), percentile(hot, 99))
        service.hot = HotGames(size=0)  # the figure is the cold load: snapshot + tail
        ours_q, peer_q, default_q = [], [], []
        for _ in range(repeats):
            mine, other, shipped = [], [], []
            for k in range(samples):
                game_id, gid = pairs[k % len(pairs)]
                mine.append(_timed(service.load, game_id))
                other.append(_timed(lambda: theirs.repository.get(
                    gid, projector_func=project)))
                shipped.append(_timed(lambda: theirs.repository.get(gid)))
            ours_q.append((percentile(mine, 50), percentile(mine, 99)))
            peer_q.append((percentile(other, 50), percentile(other, 99)))
            default_q.append((percentile(shipped, 50), percentile(shipped, 99)))
        versions = [service.load(g).version for g, _ in pairs]
        about = (f"{n_games} Flanders games, {min(versions)}..{max(versions)} events, "
                 f"tails {min(tails)}..{max(tails)} (median {median(tails)}) events")
        store.close()
        theirs.close()
    return ours_q, peer_q, default_q, about, hot_q


def _timed(fn, *args):
    start = perf_counter()
    fn(*args)
    return perf_counter() - start
