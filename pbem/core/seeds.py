"""Each game's seed: the secret its committed randomness is drawn from (pbem.core.rng).

Not an event: the seed must stay off the log until the game ends (its commitment is
in game.created, and game.seed_revealed publishes it). It is written once, with the
game or its import, and never changed: swapping it would let a host choose the dice
of a running game, so the database refuses UPDATE, DELETE and a second INSERT.
"""

TABLE = "CREATE TABLE IF NOT EXISTS secrets (game TEXT PRIMARY KEY, seed TEXT)"

#: (action, message, when): the refusals the database's triggers make
REFUSALS = (
    ("UPDATE", "seeds are never changed: UPDATE refused", ""),
    ("DELETE", "seeds are never removed: DELETE refused", ""),
    ("INSERT", "seeds are never changed: that game has one",
     "EXISTS (SELECT 1 FROM secrets WHERE game=NEW.game)"),
)

#: what a service's database role may do to the table (pbem.schema.grant)
PRIVILEGES = "SELECT, INSERT"


def create(conn):
    conn.execute(TABLE)
    for action, message, when in REFUSALS:
        trigger = conn.dialect.refusal("secrets", action, message, when)
        if trigger:
            conn.execute(trigger)


def keep(conn, game_id, seed):
    """Keep GAME_ID's seed (in the transaction that creates or imports the game)."""
    conn.execute("INSERT INTO secrets VALUES (?,?)", (game_id, seed))


def seed(conn, game_id):
    """The seed this server holds for GAME_ID, or None (a game imported without it)."""
    row = conn.execute("SELECT seed FROM secrets WHERE game=?", (game_id,)).fetchone()
    return row[0] if row else None
