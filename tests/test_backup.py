"""`pbem backup` and `pbem restore` (issue 15): a consistent copy taken while games are
played, and a restore that verifies every game and loses nothing acknowledged before
the backup began."""
import random
import sqlite3
import subprocess
import sys
import threading

from events import EventStore
from pbem.config import service_over
from pbem.host import audit
from tests.fuzz import onward


def pbem(db, *args):
    return subprocess.run([sys.executable, "-m", "pbem", "--db", str(db), *args],
                          capture_output=True, text=True, timeout=300)


def play_one(service, gid, chooser):
    """One legal move of whoever is to act; False once the game is over."""
    game = service.load(gid)
    active = service.active(game)
    if not active:
        return False
    service.submit(gid, active[0], chooser.choice(onward(service.legal(game, active[0]))))
    return True


def streams(path):
    store = EventStore(path)
    try:
        return store.streams()
    finally:
        store.close()


def games_on(path, n):
    service = service_over(EventStore(path))
    ids = [service.create("flanders", [{"name": "Ann"}, {"name": "Bob"}])[0]
           for _ in range(n)]
    service.store.close()
    return ids


class Players:
    """Threads, each with its own store on PATH, playing random legal moves in GAMES
    until stopped; `acknowledged` holds each game's version after its last move that
    returned (what a player was told)."""

    def __init__(self, path, games, threads=3):
        self.path, self.games, self.stop = path, games, threading.Event()
        self.acknowledged, self.lock = {}, threading.Lock()
        self.threads = [threading.Thread(target=self.run, args=(i,)) for i in range(threads)]

    def run(self, i):
        service, chooser = service_over(EventStore(self.path)), random.Random(i)
        mine = self.games[i::len(self.threads)]
        while not self.stop.is_set():
            gid = chooser.choice(mine)
            if play_one(service, gid, chooser):
                with self.lock:
                    self.acknowledged[gid] = service.store.version(gid)
        service.store.close()

    def __enter__(self):
        for t in self.threads:
            t.start()
        return self

    def __exit__(self, *exc):
        self.stop.set()
        for t in self.threads:
            t.join()


def test_a_backup_taken_while_games_are_played_holds_every_acknowledged_move(tmp_path):
    db = tmp_path / "live.sqlite"
    games = games_on(db, 9)
    with Players(db, games) as players:
        while sum(players.acknowledged.values()) < 9 * 15:   # well under way
            threading.Event().wait(0.05)
        with players.lock:
            before = dict(players.acknowledged)
        made = pbem(db, "backup", str(tmp_path / "copy.sqlite"))
    assert made.returncode == 0, made.stderr
    assert "9 games" in made.stdout and "integrity ok" in made.stdout
    assert not list(tmp_path.glob(".copy.sqlite.partial-*"))
    raw = sqlite3.connect(tmp_path / "copy.sqlite")
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # one file
    raw.close()
    copy = service_over(EventStore(tmp_path / "copy.sqlite"))
    assert sorted(copy.store.streams()) == sorted(games)
    for gid in games:
        assert copy.store.version(gid) >= before.get(gid, 0), gid
        assert audit.verify(copy, gid) == audit.Verdict(), gid


def test_a_restore_verifies_every_game_and_the_games_play_on(tmp_path):
    db = tmp_path / "live.sqlite"
    games = games_on(db, 3)
    service, chooser = service_over(EventStore(db)), random.Random(7)
    for _ in range(12):
        play_one(service, chooser.choice(games), chooser)
    heads = {gid: service.store.head(gid) for gid in games}
    assert pbem(db, "backup", str(tmp_path / "b.sqlite")).returncode == 0
    restored = pbem(tmp_path / "new" / "pbem.sqlite", "restore", str(tmp_path / "b.sqlite"))
    assert restored.returncode == 0, restored.stderr
    assert sorted(restored.stdout.split()) == sorted(f"{g}:" for g in games) + ["ok"] * 3
    again = service_over(EventStore(tmp_path / "new" / "pbem.sqlite"))
    for gid in games:
        assert again.store.head(gid) == heads[gid]
        assert play_one(again, gid, chooser)       # and the game goes on from there
        assert audit.verify(again, gid) == audit.Verdict()


def test_restore_over_a_database_needs_force_and_keeps_the_old_one(tmp_path):
    old, other = tmp_path / "pbem.sqlite", tmp_path / "other.sqlite"
    kept_game = games_on(old, 1)[0]
    games_on(other, 2)
    assert pbem(other, "backup", str(tmp_path / "b.sqlite")).returncode == 0
    refused = pbem(old, "restore", str(tmp_path / "b.sqlite"))
    assert refused.returncode == 1 and "needs --force" in refused.stderr
    assert streams(old) == [kept_game]
    forced = pbem(old, "restore", "--force", str(tmp_path / "b.sqlite"))
    assert forced.returncode == 0, forced.stderr
    [aside] = tmp_path.glob("pbem.sqlite.before-restore-*")
    assert f"kept as {aside}" in forced.stderr
    assert streams(aside) == [kept_game]       # nothing deleted
    assert len(streams(old)) == 2


def test_backup_refuses_to_overwrite_and_names_pg_dump_for_a_url(tmp_path):
    db = tmp_path / "pbem.sqlite"
    games_on(db, 1)
    (tmp_path / "b.sqlite").write_bytes(b"yesterday's")
    refused = pbem(db, "backup", str(tmp_path / "b.sqlite"))
    assert refused.returncode == 1 and "--force" in refused.stderr
    assert (tmp_path / "b.sqlite").read_bytes() == b"yesterday's"
    assert pbem(db, "backup", "--force", str(tmp_path / "b.sqlite")).returncode == 0
    url = pbem("postgresql://pbem@localhost/pbem", "backup", str(tmp_path / "c.sqlite"))
    assert url.returncode == 2 and "pg_dump" in url.stderr
    missing = pbem(tmp_path / "none.sqlite", "backup", str(tmp_path / "d.sqlite"))
    assert missing.returncode == 1 and "no pbem database" in missing.stderr
    assert not (tmp_path / "none.sqlite").exists()


def test_a_damaged_backup_is_refused_and_changes_nothing(tmp_path):
    db, target = tmp_path / "pbem.sqlite", tmp_path / "target.sqlite"
    games_on(db, 2)
    assert pbem(db, "backup", str(tmp_path / "b.sqlite")).returncode == 0
    whole = (tmp_path / "b.sqlite").read_bytes()
    (tmp_path / "cut.sqlite").write_bytes(whole[:len(whole) // 2])
    (tmp_path / "noise.sqlite").write_bytes(b"SQLite format 3\x00" + b"\x07" * 5000)
    kept = games_on(target, 1)
    for bad in ("cut.sqlite", "noise.sqlite", "absent.sqlite"):
        result = pbem(target, "restore", "--force", str(tmp_path / bad))
        assert result.returncode == 1, (bad, result.stderr)
        assert "error:" in result.stderr
        assert streams(target) == kept
    assert not list(tmp_path.glob("*.before-restore-*"))


def test_a_restore_over_a_database_in_use_is_refused_and_changes_nothing(tmp_path):
    db = tmp_path / "pbem.sqlite"
    games_on(tmp_path / "other.sqlite", 1)
    assert pbem(tmp_path / "other.sqlite", "backup", str(tmp_path / "b.sqlite")).returncode == 0
    kept = games_on(db, 1)
    running = EventStore(db)                 # a server still has it open
    with running.transaction():
        refused = pbem(db, "restore", "--force", str(tmp_path / "b.sqlite"))
    assert refused.returncode == 1 and "is in use" in refused.stderr
    running.close()
    assert streams(db) == kept and not list(tmp_path.glob("*.before-restore-*"))
