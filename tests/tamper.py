"""What a host with the database file in hand can do behind the service's back.

The schema's triggers refuse UPDATE and DELETE on the append-only tables, so a test
that plays a dishonest host first drops the triggers of the table it edits, as such a
host would; what it then changes is for `pbem verify` to find.
"""


def tamper(conn, table, sql, *params):
    """Run SQL on TABLE with its refusing triggers dropped (on PostgreSQL: disabled, as
    the table's owner may) for this one statement."""
    if conn.dialect.name == "postgresql":
        conn.execute(f"ALTER TABLE {table} DISABLE TRIGGER USER")
        try:
            return conn.execute(sql, params)
        finally:
            conn.execute(f"ALTER TABLE {table} ENABLE TRIGGER USER")
    triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type='trigger' "
                            "AND tbl_name=?", (table,)).fetchall()
    for name, _ in triggers:
        conn.execute(f"DROP TRIGGER {name}")
    try:
        return conn.execute(sql, params)
    finally:
        for _, create in triggers:
            conn.execute(create)


def rewrite(store, stream, version, payload=None, metadata=None):
    """Give event VERSION of STREAM another PAYLOAD (and/or METADATA) and rebuild the
    hash chain from it on (the hashes are no secret), as a host covering his tracks
    would."""
    from dataclasses import replace

    from events.envelope import canonical_json, chain_hash
    records = store.read(stream)
    prev = records[version].prev_hash
    for rec in records[version:]:
        if rec.version == version:
            rec = replace(rec, payload=rec.payload if payload is None else payload,
                          metadata=rec.metadata if metadata is None else metadata)
        rec = replace(rec, prev_hash=prev)
        rec = replace(rec, hash=chain_hash(prev, rec.hashed_fields()))
        tamper(store.conn, "events", "UPDATE events SET payload=?, metadata=?, "
               "prev_hash=?, hash=? WHERE stream=? AND version=?",
               canonical_json(rec.payload), canonical_json(rec.metadata), rec.prev_hash,
               rec.hash, stream, rec.version)
        prev = rec.hash
