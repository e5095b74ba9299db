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
every start, inside the store's write lock.
"""

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


def create(conn):
    """Create what is missing (inside the store's write transaction)."""
    for statement in STATEMENTS + TRIGGERS:
        conn.execute(statement)
