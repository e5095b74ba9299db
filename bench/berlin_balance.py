"""Race to Berlin's balance: N games (default 500) of the scripted beginner of
tests/berlin_policy.py against itself, straight through the rules module (setup, decide,
apply with pbem.core.rng.Draws; no database), seeds 0 to N-1, the same games as
tests/test_berlin_balance.py plays in its chunks.

    .venv/bin/python bench/berlin_balance.py            # 500 games (~120 s of CPU)
    .venv/bin/python bench/berlin_balance.py 100        # 100 games
    .venv/bin/python bench/berlin_balance.py --jobs 1   # in this process only

Prints one figure a line: games, decided games, each side's wins (share of the decided)
and how (Berlin: the outcome's reason names B1; points after stage III; the opponent's
penalty: he could not pay cubes), draws, the commands a game took (mean, median, max),
the stage it ended in, the run's wall time and the CPU time a game took. Not a test:
nothing asserts here (the test asserts that neither side wins more than 70% of the
decided games).
"""
import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import figure, note  # noqa: E402
from tests.berlin_policy import figures, play_game  # noqa: E402


def _cpu():
    """CPU seconds of this process and of its finished children (the pool's)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=500, help="how many (500)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="processes playing the games (default: one a core)")
    args = parser.parse_args()
    note(f"cores {os.cpu_count()}, load {os.getloadavg()[0]:.2f}; {args.games} games of "
         f"tests/berlin_policy.py against itself, seeds 0-{args.games - 1}, "
         f"{args.jobs} process(es)")
    start, cpu = time.perf_counter(), _cpu()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            records = list(pool.map(play_game, range(args.games), chunksize=10))
    else:
        records = [play_game(i) for i in range(args.games)]
    took, cpu = time.perf_counter() - start, _cpu() - cpu
    for line in figures(records):
        print(line, flush=True)
    figure("time", took, "s")
    figure("cpu a game", cpu / args.games * 1000, "ms")


if __name__ == "__main__":
    main()
