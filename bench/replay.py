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
from events.store import COLUMNS
from bench import floors, peer
from bench.common import ACTOR, METADATA, clock, count_reducer, db, payload, scratch


def project(aggregate, domain_events):
    """eventsourcing.application.project_aggregate minus its per-event assert."""
    for domain_event in domain_events:
        aggregate = domain_event.mutate(aggregate)
    return aggregate


def _fold_ours(state, rec):
    return count_reducer(state, rec.type, rec.payload)


def measure(sync, events, repeats, rounds):
    """Seconds per full replay, one entry per repeat, each the mean of `rounds`
    replays (one for the peer's default projector), every side in the same loop:
    {"ours", "peer", "default" (the peer with its default projector), "select" and
    "decode" (the floor's two parts, bench/floors.py, over our database's rows)}."""
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

        sql = f"SELECT {COLUMNS} FROM events WHERE stream=? AND version>=? ORDER BY version"

        def floor():
            parts = [floors.replay(ours.conn, sql, ("game", 0)) for _ in range(rounds)]
            return [sum(p[i] for p in parts) / rounds for i in (0, 1)]

        a, b = replay_ours(), replay_peer()  # warm up; both folds must agree
        assert a == b.state and a["n"] == events and b.version == events
        out = {k: [] for k in ("ours", "peer", "default", "select", "decode")}
        for _ in range(repeats):
            out["ours"].append(clock(lambda: [replay_ours() for _ in range(rounds)])
                               / rounds)
            select, decode = floor()
            out["select"].append(select)
            out["decode"].append(decode)
            out["peer"].append(clock(lambda: [replay_peer() for _ in range(rounds)])
                               / rounds)
            out["default"].append(clock(replay_peer_default))
        ours.close()
        theirs.close()
    return out
