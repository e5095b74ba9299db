"""Make the database an older pbem release leaves behind (run once per release).

    git worktree add /tmp/old COMMIT
    PYTHONPATH=/tmp/old python tests/data/legacy/make_database.py WHERE

WHERE is a SQLite file (kept under tests/data/ as pbem-RELEASE.sqlite) or a
postgresql:// URL (then dumped with pg_dump --no-owner to pbem-RELEASE.pg.sql).
It holds what a host's database holds after a while: games of every kind (running
and finished) with mail addresses, so outbox rows, deadlines and a vacation, a digest
setting; tests/test_schema_steps.py opens it with today's code, which must take
every schema step, verify every game and play each on. Only library calls the release
has had are used; the choices are a fixed random.Random's.
"""
import random
import sys

from pbem import config
try:                        # pbem 0.2.0 on: the modules in their packages
    from pbem.telling import deadlines, digests as digest
except ImportError:         # pbem 0.1.0
    from pbem import deadlines
    from pbem.mail import digest

GAMES = [("flanders", 2, {}, 30), ("flanders", 2, {}, None), ("rhine", 2, {}, 40),
         ("rhine", 1, {"solo": "Brad"}, 10), ("memoir44", 2, {"scenario": "sword-beach"}, 50),
         ("berlin", 2, {}, 50)]
NAMES = ["Ann", "Bob", "Cid"]


def main(where):
    service = config.open_service(config.load(env={}), where)
    pick = random.Random(44)
    for n, (kind, seats, options, commands) in enumerate(GAMES):
        players = [{"name": NAMES[i], "email": f"{NAMES[i].lower()}{n}@example.org"}
                   for i in range(seats)]
        gid, _ = service.create(kind, players, options)
        if n == 0:
            deadlines.configure(service, gid, 48 * 3600, (3600,), 0, ("default", "skip"))
        played = 0
        while commands is None or played < commands:
            game = service.load(gid)
            if game.finished:
                break
            role = pick.choice(service.active(game))
            service.submit(gid, role, pick.choice(service.legal(game, role)), channel="cli")
            played += 1
        print(gid, kind, played, "finished" if service.load(gid).finished else "running")
    deadlines.add_vacation(service, "ann0@example.org", "2026-12-20", "2026-12-27",
                           "Europe/Warsaw")
    digest.set_daily(service, "bob2@example.org", 8, "Europe/Warsaw")


if __name__ == "__main__":
    main(sys.argv[1])
