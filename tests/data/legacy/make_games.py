"""Make the games of tests/data/legacy/ with an older pbem (run once per release).

    git worktree add /tmp/old COMMIT
    PYTHONPATH=/tmp/old python tests/data/legacy/make_games.py OUT_PREFIX SPEC...

SPEC is KIND:COMMANDS[:OPTION=VALUE,...] (players=N: N seats, default 2): a game
of KIND played by random legal commands (a fixed random.Random, so the same tree makes
the same choices) for COMMANDS commands, or to its end when COMMANDS is "end". Each game is exported with its seed
(`pbem export --with-secret`) to OUT_PREFIX-KIND-N.jsonl, so today's code can import
it, verify it and play it on. Only the library calls every release has had are used
(Service, EventStore, transfer.export_lines), so an old tree runs this unchanged.

The random commands are never resigning or the draw's (LEAVING): every game would end
within a few moves. The option then=STEP+STEP... plays them on purpose after COMMANDS:
a number plays that many random commands more; a command is sent by the first seat not
to act that may send it, else by the first seat that may (so `then=offer draw+decline
draw+offer draw+1+resign` has a draw offered and declined, one that lapses, and a
resignation out of turn), e.g. for the rules of 0.2.0 that brought them:

    make_games.py tests/data/rules/flanders-4 flanders:20:then=offer draw+decline draw+...
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
#: the words of resigning and of the draw (pbem.games.concede, 0.2.0 on)
LEAVING = ("resign", "concede", "offer draw", "accept draw", "decline draw")


def play(service, gid, commands, pick):
    """Random legal commands until COMMANDS of them were applied (None: the end)."""
    done = 0
    while commands is None or done < commands:
        game = service.load(gid)
        if game.finished:
            return done
        roles = service.active(game)
        role = pick.choice(roles)
        legal = [c for c in service.legal(game, role)
                 if c.strip().lower() not in ("undo",) + LEAVING]
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


def then(service, gid, steps, pick):
    """The STEPS of the option then= (the module's docstring); how many were played."""
    done = 0
    for step in steps:
        if step.isdigit():
            done += play(service, gid, int(step), pick)
            continue
        game = service.load(gid)
        active = service.active(game)
        may = [s["role"] for s in game.meta["seats"] if step in service.legal(game, s["role"])]
        if not may:
            raise SystemExit(f"{gid}: no seat may send {step!r} now")
        role = next((r for r in may if r not in active), may[0])
        service.submit(gid, role, step, channel="cli")
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
            steps = options.pop("then", "")
            gid, _ = service.create(kind, [{"name": NAMES[i], "email": None}
                                           for i in range(seats)], options)
            done = play(service, gid, None if count == "end" else int(count), pick)
            if steps:
                done += then(service, gid, steps.split("+"), pick)
            game = service.load(gid)
            out = Path(f"{prefix}-{kind}-{n}.jsonl")
            out.write_text("\n".join(transfer.export_lines(service, gid, True)) + "\n")
            print(f"{out}: {kind} {options} {done} commands, version {game.version}, "
                  f"{'finished' if game.finished else 'running'}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
