"""Figures 1 and 2: appends per second, one event per transaction and in batches.

A play-by-email server appends one command's events at a time, each with the version
the command was decided on, so single-event appends with an expected version are the
write path that matters; batches show what a transaction costs apart from its rows.

Ours: EventStore.append(stream, [NewEvent...], expected_version) -- it reads the
stream's head (version + hash), checks the expected version, hashes, inserts.
Peer: eventsourcing's EventStore.put([event...]) -- Mapper.to_stored_event (JSON
transcoder) + SQLiteApplicationRecorder.insert_events in one transaction; its
optimistic concurrency is the PRIMARY KEY (originator_id, originator_version), the
version being the caller's expected one. Events are built in the timed loop on both
sides (our NewEvent, the peer's domain event with its timestamp).
"""
import uuid

from events import EventStore, NewEvent
from bench import floors, peer
from bench.common import ACTOR, METADATA, clock, db, payload, scratch

STREAMS = 20  # one stream per game; appends go round-robin over the games


def _ours(path, sync, events, batch):
    store = EventStore(path, durability=sync)
    streams = [f"game-{i}" for i in range(STREAMS)]
    version = dict.fromkeys(streams, 0)
    for s in streams:  # each game exists before the timed appends
        store.append(s, [NewEvent("game.created", payload(0), None, METADATA)], 0)
        version[s] = 1
    data = [payload(i) for i in range(events)]

    def run():
        for n, i in enumerate(range(0, events, batch)):
            s = streams[n % STREAMS]
            new = [NewEvent("moved", data[j], ACTOR, METADATA)
                   for j in range(i, i + batch)]
            store.append(s, new, expected_version=version[s])
            version[s] += batch
    seconds = clock(run)
    assert sum(version.values()) == STREAMS + events
    store.close()
    return events / seconds


def _peer(path, sync, events, batch):
    store = peer.PeerStore(path, sync)
    streams = [uuid.uuid4() for _ in range(STREAMS)]
    version = dict.fromkeys(streams, 0)
    for s in streams:
        store.events.put([peer.created(s, "game.created", None, payload(0), METADATA)])
        version[s] = 1
    data = [payload(i) for i in range(events)]

    def run():
        for n, i in enumerate(range(0, events, batch)):
            s = streams[n % STREAMS]
            v = version[s]
            new = [peer.recorded(s, v + 1 + k, "moved", ACTOR, data[i + k], METADATA)
                   for k in range(batch)]
            store.events.put(new)
            version[s] = v + batch
    seconds = clock(run)
    assert sum(version.values()) == STREAMS + events
    store.close()
    return events / seconds


def measure(sync, events, batch, repeats, with_floors=False):
    """Events per second of each side, one list entry per repeat: {"ours": [...],
    "peer": [...]}, and with WITH_FLOORS microseconds per append of each floor of
    bench/floors.py (APPENDS) in the same loop. Each repeat uses fresh files and
    turns the order of the sides, so none always goes first."""
    sides = {"ours": lambda folder: _ours(db(folder, "ours.sqlite"), sync, events, batch),
             "peer": lambda folder: _peer(db(folder, "peer.sqlite"), sync, events, batch)}
    if with_floors:
        sides.update({work: (lambda folder, work=work: floors.append(folder, sync, events,
                                                                     work))
                      for work in floors.APPENDS})
    out = {name: [] for name in sides}
    order = list(sides)
    for r in range(repeats):
        with scratch() as folder:
            for name in order[r % len(order):] + order[:r % len(order)]:
                out[name].append(sides[name](folder))
    return out
