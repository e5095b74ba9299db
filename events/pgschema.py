"""The PostgreSQL schema of the log: the same tables and promises as events/schema.py.

Append-only is the database's job here too: row triggers refuse UPDATE and DELETE on
events and idempotency keys, statement triggers refuse TRUNCATE (which fires no row
trigger), and snapshots are never changed and the newest of a stream never removed
(the store replaces it by inserting a newer one, then deleting the older). A row whose
key exists is refused by the unique keys themselves (PostgreSQL has no INSERT OR
REPLACE). Texts that are compared or ordered (streams, times, hashes) use the "C"
collation, so that a database made with a language's collation orders ISO times and
hashes as SQLite does, byte by byte.

Every statement is idempotent (IF NOT EXISTS, OR REPLACE), so create() may run at
every start, inside the store's write lock: a database made by an earlier release gets
what this one adds (pbem_append) when its owner next opens it.

pbem_append is an append in one statement (PgEventStore._append): a round trip to the
server is most of an append's time here, and the head read, each event's insert and
the idempotency key were one each. It checks and writes what the store would; the
hashes are still computed by the store (events/envelope.py is the one definition of the
chain), from the head it last saw of the stream, and the function refuses to write
after any other head, answering with the one it found.
"""
from events.envelope import GENESIS_HASH

#: pbem_append's signature (another would be another function beside it)
APPEND = "pbem_append(text, integer, text, text, text, boolean, text[], text[], text[], " \
         "text[], text[])"

#: the channel every appended event is announced on, its stream as the payload (one
#: notice per stream and transaction: PostgreSQL folds repeated ones)
EVENTS_CHANNEL = "pbem_events"

STATEMENTS = [
    """CREATE TABLE IF NOT EXISTS events (
        position BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stream TEXT COLLATE "C" NOT NULL, version INTEGER NOT NULL,
        type TEXT NOT NULL, actor TEXT, payload TEXT NOT NULL, metadata TEXT NOT NULL,
        recorded_at TEXT COLLATE "C" NOT NULL, prev_hash TEXT COLLATE "C" NOT NULL,
        hash TEXT COLLATE "C" NOT NULL, UNIQUE (stream, version))""",
    """CREATE TABLE IF NOT EXISTS idempotency (
        stream TEXT COLLATE "C" NOT NULL, key TEXT COLLATE "C" NOT NULL,
        first_version INTEGER NOT NULL, last_version INTEGER NOT NULL,
        PRIMARY KEY (stream, key))""",
    """CREATE TABLE IF NOT EXISTS snapshots (
        stream TEXT COLLATE "C" NOT NULL, version INTEGER NOT NULL,
        rules_version TEXT COLLATE "C" NOT NULL, state TEXT NOT NULL,
        PRIMARY KEY (stream, version, rules_version))""",
    """CREATE OR REPLACE FUNCTION pbem_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'integrity_constraint_violation';
       END $$""",
    # pbem_notify(CHANNEL, COLUMN): announce the new row's COLUMN on CHANNEL at commit
    """CREATE OR REPLACE FUNCTION pbem_notify() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify(TG_ARGV[0], to_jsonb(NEW) ->> TG_ARGV[1]);
         RETURN NULL;
       END $$""",
    """CREATE OR REPLACE FUNCTION pbem_snapshot_delete() RETURNS trigger
       LANGUAGE plpgsql AS $$
       BEGIN
         IF NOT EXISTS (SELECT 1 FROM snapshots s WHERE s.stream = OLD.stream
                        AND s.version > OLD.version) THEN
           RAISE EXCEPTION 'the newest snapshot of a stream stays: DELETE refused'
             USING ERRCODE = 'integrity_constraint_violation';
         END IF;
         RETURN OLD;
       END $$""",
    # pbem_append(stream, version, prev, key, recorded_at, in_order, the events' types,
    # actors, payloads, metadata and hashes): under the caller's writer lock, the
    # events first appended under KEY (keyed_first, keyed_last) when it was used; else,
    # when the stream's head is (VERSION, PREV) (its number of events, the last one's
    # hash) and, IN_ORDER, RECORDED_AT is no earlier than the log's last event's, the
    # events inserted in order, VERSION on, each chained to the one before, with their
    # positions and the key; else nothing, and the head found (head_version,
    # head_hash). IN_ORDER: the time was taken before the lock (a writer that took
    # its own later may have had the lock first), and the log's times follow its
    # positions as they do where each writer takes its time under the lock. Each
    # statement in it sees what was committed before it ran (a VOLATILE function in
    # READ COMMITTED takes a snapshot per statement), so the head it reads is the one
    # the lock's holder appends after.
    f"""CREATE OR REPLACE FUNCTION pbem_append(
         p_stream TEXT, p_version INTEGER, p_prev TEXT, p_key TEXT, p_recorded_at TEXT,
         p_in_order BOOLEAN, p_types TEXT[], p_actors TEXT[], p_payloads TEXT[],
         p_metadata TEXT[], p_hashes TEXT[], OUT positions BIGINT[], OUT head_version INTEGER,
         OUT head_hash TEXT, OUT keyed_first INTEGER, OUT keyed_last INTEGER)
       LANGUAGE plpgsql VOLATILE AS $$
       DECLARE
         position_ BIGINT;
         prev TEXT := p_prev;
       BEGIN
         IF p_key IS NOT NULL THEN
           SELECT first_version, last_version INTO keyed_first, keyed_last
             FROM idempotency WHERE stream = p_stream AND key = p_key;
           IF FOUND THEN
             RETURN;
           END IF;
         END IF;
         SELECT version + 1, hash INTO head_version, head_hash FROM events
           WHERE stream = p_stream ORDER BY version DESC LIMIT 1;
         IF NOT FOUND THEN
           head_version := 0;
           head_hash := '{GENESIS_HASH}';
         END IF;
         IF head_version <> p_version OR head_hash IS DISTINCT FROM p_prev THEN
           RETURN;
         END IF;
         IF p_in_order AND p_recorded_at COLLATE "C" < (
             SELECT recorded_at FROM events ORDER BY position DESC LIMIT 1) THEN
           RETURN;
         END IF;
         positions := '{{}}';
         FOR i IN 1 .. coalesce(cardinality(p_types), 0) LOOP
           INSERT INTO events (stream, version, type, actor, payload, metadata,
                               recorded_at, prev_hash, hash)
             VALUES (p_stream, p_version + i - 1, p_types[i], p_actors[i],
                     p_payloads[i], p_metadata[i], p_recorded_at, prev, p_hashes[i])
             RETURNING position INTO position_;
           positions := positions || position_;
           prev := p_hashes[i];
         END LOOP;
         IF p_key IS NOT NULL AND cardinality(positions) > 0 THEN
           INSERT INTO idempotency
             VALUES (p_stream, p_key, p_version, p_version + cardinality(positions) - 1);
         END IF;
       END $$""",
]


def refusal(table, action, message, each="ROW", function="pbem_refuse"):
    name = f"{table}_no_{action.lower()}"
    args = f"'{message}'" if function == "pbem_refuse" else ""
    return (f"CREATE OR REPLACE TRIGGER {name} BEFORE {action} ON {table} "
            f"FOR EACH {each} EXECUTE FUNCTION {function}({args})")


def notifier(table, channel, column, actions, when=""):
    """A trigger announcing each row ACTIONS ("INSERT", "INSERT OR UPDATE") write to
    TABLE (when WHEN holds of NEW) on CHANNEL, with the row's COLUMN as the payload:
    listeners (PgEventStore.listen) learn of it at commit, without reading the table."""
    when = f" WHEN ({when})" if when else ""
    return (f"CREATE OR REPLACE TRIGGER {table}_notify AFTER {actions} ON {table} FOR "
            f"EACH ROW{when} EXECUTE FUNCTION pbem_notify('{channel}', '{column}')")


TRIGGERS = [
    refusal("events", "UPDATE", "events are append-only: UPDATE refused"),
    refusal("events", "DELETE", "events are append-only: DELETE refused"),
    refusal("events", "TRUNCATE", "events are append-only: TRUNCATE refused", "STATEMENT"),
    refusal("idempotency", "UPDATE", "idempotency keys are append-only: UPDATE refused"),
    refusal("idempotency", "DELETE", "idempotency keys are append-only: DELETE refused"),
    refusal("idempotency", "TRUNCATE", "idempotency keys are append-only: TRUNCATE "
             "refused", "STATEMENT"),
    refusal("snapshots", "UPDATE", "snapshots are never changed: UPDATE refused"),
    refusal("snapshots", "DELETE", "", function="pbem_snapshot_delete"),
    notifier("events", EVENTS_CHANNEL, "stream", "INSERT"),
]


def appends_on_server(conn):
    """Whether the database has pbem_append (one made by an earlier release has it once
    its owner opened it with this one)."""
    return conn.execute(f"SELECT to_regprocedure('{APPEND}') IS NOT NULL").fetchone()[0]


def create(conn):
    """Create what is missing (inside the store's write transaction)."""
    for statement in STATEMENTS + TRIGGERS:
        conn.execute(statement)
