"""Make the games of tests/data/legacy/ with an older pbem (run once per release).

    git worktree add /tmp/old COMMIT
    PYTHONPATH=/tmp/old python tests/data/legacy/make_games.py OUT_PREFIX SPEC...

SPEC is KIND:COMMANDS[:OPTION=VALUE,...] (players=N: N seats, default 2): a game
of KIND played by random legal commands (a fixed random.Random, so the same tree makes
the same choices) for COMMANDS commands, or to its end when COMMANDS is "end". Each game is exported with its seed
(`pbem export --with-secret`) to OUT_PREFIX-KIND-N.jsonl, so today's code can import
it, verify it and play it on. Only the library calls every release has had are used
(Service, EventStore, transfer.export_lines), so an old tree runs this unchanged.
"""
import random
import sys
import tempfile
from pathlib import Path

from events import EventStore
try:                        # pbem 0.2.0 on: the modules in their packages
    from pbem.config import service_over as Service
    from pbem.host import transfer
except ImportError:         # pbem 0.1.0
    from pbem import transfer
    from pbem.service import Service

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def play(service, gid, commands, pick):
    """Random legal commands until COMMANDS of them were applied (None: the end)."""
    done = 0
    while commands is None or done < commands:
        game = service.load(gid)
        if game.finished:
            return done
        roles = service.active(game)
        role = pick.choice(roles)
        legal = [c for c in service.legal(game, role) if c.strip().lower() != "undo"]
        pick.shuffle(legal)
        for command in legal[:20]:
            try:
                service.submit(gid, role, command, channel="cli")
                break
            except Exception as e:  # noqa: BLE001 - an old tree's refusal: try another
                print(f"  refused {command!r}: {e}", file=sys.stderr)
        else:
            raise SystemExit(f"{gid}: no command of {role} was accepted")
        done += 1
    return done


def main(prefix, specs):
    pick = random.Random(1944)
    with tempfile.TemporaryDirectory() as folder:
        service = Service(EventStore(Path(folder) / "old.sqlite"))
        for n, spec in enumerate(specs, 1):
            kind, count, *rest = spec.split(":")
            options = dict(pair.split("=", 1) for pair in rest[0].split(",")) if rest else {}
            seats = int(options.pop("players", 2))
            gid, _ = service.create(kind, [{"name": NAMES[i], "email": None}
                                           for i in range(seats)], options)
            done = play(service, gid, None if count == "end" else int(count), pick)
            game = service.load(gid)
            out = Path(f"{prefix}-{kind}-{n}.jsonl")
            out.write_text("\n".join(transfer.export_lines(service, gid, True)) + "\n")
            print(f"{out}: {kind} {options} {done} commands, version {game.version}, "
                  f"{'finished' if game.finished else 'running'}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
