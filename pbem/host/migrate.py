"""Moving a whole service from one store to another (SQLite to PostgreSQL).

Why a copy through the stores and not a dump: the log goes through the destination
store's own restore path (EventStore.restore), which appends each event only if it
continues its stream's hash chain, so what arrives is checked event by event on its
way in; every other table is copied row by row, keys included. All of it is one write
transaction on the destination: a failed migration leaves it as empty as it was.

The destination must hold no rows at all (its schema may be there: opening a service
makes it): merging two services' games, seats and outboxes is not a migration.
Positions are given anew in the source's order (they are not hashed; an event keeps
its stream, version, times and hashes); numbered keys (outbox rows, vacations) keep
their numbers and the destination numbers new rows after them.
"""
from events import AppendOnlyError
from pbem.core.errors import Conflict, Invalid

#: the log's tables: the events go through the store's restore, in global order;
#: idempotency keys and snapshots are copied as rows, after them
LOG = "events"
#: the schema steps each database took itself (both have taken the same ones: the
#: source is opened as a service, which takes what it lacks)
OWN = {"schema_steps"}


def occupied(store):
    """{table: rows} of STORE's tables that hold any row (its schema steps aside)."""
    conn = store.conn
    counts = {table: conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
              for table in conn.dialect.tables(conn) if table not in OWN}
    return {table: n for table, n in counts.items() if n}


def _columns(conn, table):
    return [d[0] for d in conn.execute(f"SELECT * FROM {table} LIMIT 0").description]


def migrate(source, dest, batch=500, progress=None):
    """Copy everything SOURCE (a store) keeps into DEST (a store whose service tables
    exist and are empty): {"events", "tables": {table: rows}, "skipped": [tables of the
    source the destination does not have]}. PROGRESS(rows) is called as rows go in."""
    taken = occupied(dest)
    if taken:
        raise Conflict("the destination is not empty (" + ", ".join(
            f"{table}: {n} rows" for table, n in sorted(taken.items())) + "): migrate "
            "into a new, empty database")
    src = source.conn
    theirs = set(dest.conn.dialect.tables(dest.conn))
    tables = [t for t in src.dialect.tables(src) if t != LOG and t in theirs - OWN]
    skipped = sorted(set(src.dialect.tables(src)) - theirs - {LOG} - OWN)
    copied = {}
    src.execute("BEGIN")        # one snapshot of the source, writers going on meanwhile
    try:
        _copy(source, dest, tables, batch, progress, copied)
    finally:
        src.execute("ROLLBACK")
    return {"events": copied.pop(LOG, 0), "tables": copied, "skipped": skipped}


def _copy(source, dest, tables, batch, progress, copied):
    src = source.conn
    with dest.transaction() as conn:
        after = 0
        while True:
            records = source.read_all(after, limit=batch)
            if not records:
                break
            try:
                dest.restore(records)
            except AppendOnlyError as e:
                raise Invalid(f"the source's log does not hold, nothing was copied: "
                              f"{e} (pbem verify names what is wrong)") from None
            after = records[-1].position
            copied[LOG] = copied.get(LOG, 0) + len(records)
            if progress:
                progress(len(records))
        for table in tables:
            names = _columns(src, table)
            mine = set(_columns(conn, table))
            if not set(names) <= mine:
                raise Conflict(f"table {table}: the destination lacks the columns "
                               f"{sorted(set(names) - mine)}")
            insert = (f"INSERT INTO {table} ({', '.join(names)}) VALUES "
                      f"({', '.join('?' * len(names))})")
            rows = src.execute(f"SELECT {', '.join(names)} FROM {table}")
            while chunk := rows.fetchmany(batch):
                conn.executemany(insert, chunk)
                copied[table] = copied.get(table, 0) + len(chunk)
                if progress:
                    progress(len(chunk))
            conn.dialect.renumber(conn, table)
