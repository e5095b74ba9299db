"""Backups of the whole service database, taken while it runs, and their restore.

Why: "no data is ever lost" includes the disk dying. A copy of the SQLite file with
`cp` while pbem writes may be torn (the file and its -wal copied at different
moments); SQLite's online backup API copies one consistent snapshot instead. It is
taken in one step: under WAL a reader never blocks the writers, so the games go on
meanwhile, and a copy made in steps would start over each time a move is written.

A backup is written beside its destination under a temporary name, checked
(PRAGMA integrity_check), flushed to disk and only then renamed to DEST, so a crash
never leaves half a backup under the name a restore would use. It is a single file
(journal_mode DELETE): nothing to forget beside it.

A restore checks the backup first (readable, intact, a pbem database) and changes
nothing if it is not; the database it replaces is kept, renamed aside, never deleted.
The caller then verifies every game in the restored database (pbem restore does).
"""
import os
import sqlite3
from datetime import datetime, timezone
from pathlib import Path

from pbem.core.errors import Invalid


def _fsync(path):
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _copy(source, dest):
    """SOURCE's consistent snapshot (an open connection) into a new file DEST, as one
    file in rollback-journal mode, checked and on disk; Invalid if it is not intact."""
    out = sqlite3.connect(dest, isolation_level=None)
    try:
        source.backup(out)
        out.execute("PRAGMA journal_mode=DELETE")
        problems = [row[0] for row in out.execute("PRAGMA integrity_check")]
        if problems != ["ok"]:
            raise Invalid(f"the copy is damaged: {'; '.join(problems[:5])}")
    finally:
        out.close()
    _fsync(dest)


def _partial(dest):
    return dest.with_name(f".{dest.name}.partial-{os.getpid()}")


def _place(partial, dest):
    """Rename PARTIAL to DEST and make the rename itself durable."""
    os.replace(partial, dest)
    _fsync(dest.parent)


def summary(path):
    """{"games", "events", "bytes"} of a database file."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        games, events = conn.execute(
            "SELECT count(DISTINCT stream), count(*) FROM events").fetchone()
    finally:
        conn.close()
    return {"games": games, "events": events, "bytes": Path(path).stat().st_size}


def backup(database, dest, force=False):
    """Copy the service DATABASE (a running one too) to DEST; its summary()."""
    dest = Path(dest)
    if dest.exists() and not force:
        raise Invalid(f"{dest} exists: give another name, or --force to replace it")
    if not Path(database).exists():
        raise Invalid(f"no pbem database at {Path(database).resolve()}")
    partial = _partial(dest)
    source = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        _copy(source, partial)
        _place(partial, dest)
    finally:
        source.close()
        partial.unlink(missing_ok=True)
    return summary(dest)


def _checked(src):
    """An open read-only connection to the backup SRC, which must be an intact pbem
    database; Invalid saying what is wrong otherwise."""
    if not Path(src).is_file():
        raise Invalid(f"no backup at {src}")
    conn = sqlite3.connect(f"file:{src}?mode=ro", uri=True)
    try:
        problems = [row[0] for row in conn.execute("PRAGMA integrity_check")]
        tables = {row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type='table'")}
    except sqlite3.DatabaseError as e:
        conn.close()
        raise Invalid(f"{src} is not a readable SQLite database: {e}") from None
    if problems != ["ok"] or not {"events", "secrets", "seats"} <= tables:
        conn.close()
        raise Invalid(f"{src} is damaged or not a pbem backup: "
                      + ("; ".join(problems[:5]) if problems != ["ok"]
                         else "it has no events, secrets and seats tables"))
    return conn


def _set_aside_ready(database):
    """Fold DATABASE's -wal into the file and leave it a single file, which needs it
    to be used by no one; Invalid if a process still has it open."""
    old = sqlite3.connect(database, isolation_level=None, timeout=2)
    try:
        old.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        if old.execute("PRAGMA journal_mode=DELETE").fetchone()[0] != "delete":
            raise sqlite3.OperationalError("database is locked")
    except sqlite3.OperationalError as e:
        raise Invalid(f"{database} is in use ({e}): stop pbem serve, its workers and "
                      "every other pbem command on it before restoring") from None
    finally:
        old.close()


def restore(src, database, force=False, now=None):
    """Put the backup SRC in place of DATABASE (which must not run meanwhile). The
    database replaced is renamed to <name>.before-restore-<UTC time>, its last writes
    checkpointed into it first; returns that path, or None when there was none."""
    database = Path(database)
    if database.exists() and not force:
        raise Invalid(f"{database} exists: restoring over it needs --force (it is "
                      "kept, renamed aside)")
    source = _checked(src)
    partial = _partial(database)
    database.parent.mkdir(parents=True, exist_ok=True)
    try:
        _copy(source, partial)
        kept = None
        if database.exists():
            _set_aside_ready(database)
            stamp = (now or datetime.now(timezone.utc)).strftime("%Y%m%dT%H%M%SZ")
            kept = database.with_name(f"{database.name}.before-restore-{stamp}")
            os.replace(database, kept)
        _place(partial, database)
    finally:
        source.close()
        partial.unlink(missing_ok=True)
    return kept
