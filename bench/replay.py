"""Figure 4: full replay of one 2,000-event stream (read + fold), no snapshot.

Replay from the log alone is what `pbem replay`, `pbem verify`, a rules-version change
(snapshots of other rules are ignored) and a dropped snapshot table all cost, so it
bounds how long the one rule (state = fold(apply, events)) takes to exercise.

Ours: events.fold(reducer, EventStore.read(stream)) -- rows to Recorded, JSON decode.
Peer: eventsourcing's Repository.get(id) with no snapshot store, i.e. its recorder's
select_events + Mapper.to_domain_event for each row + each event's mutate (the
aggregate's id and version checks, then our same reducer).

The projector: the library's default, project_aggregate, runs
`assert isinstance(event, CanMutateProtocol)` per event, a runtime-checkable
typing.Protocol check that costs more on Python 3.11 than everything else together.
An assert is a debug check (`python -O` drops it), so the peer gets `project` below,
which is project_aggregate without the assert, passed through Repository.get's public
projector_func argument. run.py also prints the default projector's time, as a note.
"""
import uuid

from events import EventStore, NewEvent, fold
from bench import peer
from bench.common import ACTOR, METADATA, clock, count_reducer, db, payload, scratch


def project(aggregate, domain_events):
    """eventsourcing.application.project_aggregate minus its per-event assert."""
    for domain_event in domain_events:
        aggregate = domain_event.mutate(aggregate)
    return aggregate


def _fold_ours(state, rec):
    return count_reducer(state, rec.type, rec.payload)


def measure(sync, events, repeats, rounds):
    """Seconds per full replay for (ours, peer, peer with its default projector):
    one entry per repeat, each the mean of `rounds` replays (one for the last),
    ours and the peer interleaved."""
    with scratch() as folder:
        ours = EventStore(db(folder, "ours.sqlite"), durability=sync)
        theirs = peer.PeerStore(db(folder, "peer.sqlite"), sync)
        peer.use_reducer(count_reducer)
        gid = uuid.uuid4()
        mine = [NewEvent("game.created", payload(0), None, METADATA)]
        mine += [NewEvent("moved", payload(i), ACTOR, METADATA) for i in range(1, events)]
        for i in range(0, events, 100):  # written in batches: setup, not measured
            ours.append("game", mine[i:i + 100], i)
        theirs.events.put([peer.created(gid, "game.created", None, payload(0), METADATA)])
        for i in range(1, events, 100):
            theirs.events.put([peer.recorded(gid, v + 1, "moved", ACTOR, payload(v),
                                             METADATA)
                               for v in range(i, min(i + 100, events))])

        def replay_ours():
            return fold(_fold_ours, ours.read("game"))

        def replay_peer():
            return theirs.plain_repository.get(gid, projector_func=project)

        def replay_peer_default():
            return theirs.plain_repository.get(gid)

        a, b = replay_ours(), replay_peer()  # warm up; both folds must agree
        assert a == b.state and a["n"] == events and b.version == events
        mine_t, peer_t, default_t = [], [], []
        for _ in range(repeats):
            mine_t.append(clock(lambda: [replay_ours() for _ in range(rounds)]) / rounds)
            peer_t.append(clock(lambda: [replay_peer() for _ in range(rounds)]) / rounds)
            default_t.append(clock(replay_peer_default))
        ours.close()
        theirs.close()
    return mine_t, peer_t, default_t
