"""The two stores the kernel's contract tests run on, behind one small test interface:
open() a new store (of a new database), raw(sql) run SQL outside the store's path (an
admin or an attacker with database access), and what each raises when the database
itself refuses."""
import sqlite3

from events import EventStore
from tests import pgserver


class Sqlite:
    name = "sqlite"
    refused = sqlite3.IntegrityError
    drop_update_trigger = "DROP TRIGGER events_no_update"

    def __init__(self, tmp_path):
        self.tmp_path, self.stores = tmp_path, []

    def open(self):
        store = EventStore(self.tmp_path / f"store{len(self.stores)}.sqlite")
        self.stores.append(store)
        return store

    def raw(self, store, sql):
        conn = sqlite3.connect(store.path)
        try:
            conn.execute(sql)
            conn.commit()
        finally:
            conn.close()

    def close(self):
        for store in self.stores:
            store.close()


class Postgres(Sqlite):
    name = "postgresql"
    drop_update_trigger = "DROP TRIGGER events_no_update ON events"

    def __init__(self, tmp_path):
        super().__init__(tmp_path)
        self.server = pgserver.server()
        import psycopg
        self.refused = psycopg.IntegrityError

    def open(self):
        from events.pgstore import PgEventStore
        store = PgEventStore(self.server.new_database(), pool_size=8)
        self.stores.append(store)
        return store

    def raw(self, store, sql):
        import psycopg
        with psycopg.connect(store.url, autocommit=True) as conn:
            conn.execute(sql)

    def close(self):
        for store in self.stores:
            store.close_all()


BACKENDS = {"sqlite": Sqlite, "postgresql": Postgres}
