"""Figure: a move costs the same in a long game as in a short one (issue 12).

One Race to the Rhine game (2 players) grows by free exchanges: the player to act
loads a supply onto a corps and unloads it again, one event each, no draw, so the log
grows without the game moving on. At each size (100, 1,000, 10,000 events; 100,000
with --long) the next 200 moves are timed as a player's client makes them through the
service: load the game, list the legal commands, submit one; and the reads a move
causes beside it: the seat's "since your last move" (pbem.core.recent) and whether the
seat may take its move back (Service.take_back_refusal), as its page shows them.
The ratio is the cost at the largest size over the cost at 100 events (1.0 = flat).

    .venv/bin/python -m bench.flat            # about a minute
    .venv/bin/python -m bench.flat --long     # up to 100,000 events (several minutes)
"""
import argparse
import os
import time

from bench.common import median, scratch
from events import EventStore
from pbem.config import service_over
from pbem.core import recent

TIMED = 200


def exchanges(service, game_id, role):
    """The load and unload commands the seat has now."""
    legal = service.legal(service.load(game_id), role)
    return [c for c in legal if c.split()[0] in ("load", "unload")]


def grow(service, game_id, role, events):
    """Free exchanges until the log holds EVENTS events."""
    while service.store.version(game_id) < events:
        service.submit(game_id, role, exchanges(service, game_id, role)[0])


def move(service, game_id, role):
    """One move as a client and its page make it."""
    game = service.load(game_id)
    command = next(c for c in service.legal(game, role) if c.split()[0] in
                   ("load", "unload"))
    service.submit(game_id, role, command)
    recent.for_reader(service, game_id, role)
    service.take_back_refusal(service.load(game_id), role)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--long", action="store_true", help="up to 100,000 events")
    args = parser.parse_args()
    sizes = (100, 1_000, 10_000) + ((100_000,) if args.long else ())
    print(f"# cores {os.cpu_count()}, load {os.getloadavg()[0]:.2f}; a move = load + "
          f"legal + submit + since-your-last-move + may-take-back; {TIMED} timed a size")
    with scratch() as folder:
        service = service_over(EventStore(os.path.join(folder, "flat.sqlite")))
        game_id, _ = service.create("rhine", [{"name": "Ann"}, {"name": "Bob"}],
                                    {"commanders": "Monty+Brad"})
        [role] = service.active(service.load(game_id))
        while not exchanges(service, game_id, role):     # a corps beside its supplies
            game = service.load(game_id)
            supply = [c for c in service.legal(game, role) if c.startswith("supply")]
            service.submit(game_id, role, supply[0])
        costs = {}
        for size in sizes:
            grow(service, game_id, role, size)
            times = []
            for _ in range(TIMED):
                start = time.perf_counter()
                move(service, game_id, role)
                times.append(time.perf_counter() - start)
            costs[size] = median(times)
            print(f"move at {size} events: {costs[size] * 1e3:.2f} ms (median of {TIMED})")
        ratio = costs[sizes[-1]] / costs[sizes[0]]
        print(f"ratio move at {sizes[-1]} / at {sizes[0]} events: {ratio:.2f}x")
        print(f"target flat (<= 1.5x): {'met' if ratio <= 1.5 else 'MISSED'}")


if __name__ == "__main__":
    main()
