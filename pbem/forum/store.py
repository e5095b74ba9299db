"""The forum tables, beside the event log in the service database (all forum SQL).

- forum_bindings: a game bound to a forum, at a topic or thread (one game per topic
  or thread of a forum), with the version of its last report and the slot of the
  status message a game edits (Discord's one message, Discourse's last report);
- forum_links: which forum user plays which seat (one seat per user in a game);
- forum_codes: one-time link codes a seat page shows, stored hashed;
- forum_inbound: the keys of the posts already handled (event ids, post ids), so a
  forum's retry applies nothing twice;
- forum_managers: the hashed token of a game's host link (the lobby shows it once,
  at creation), the capability to bind the game and link its seats from the web.
None of this is the game: dropping it loses no move, only who plays where.
"""
from pbem.core.errors import Conflict


#: the schema, statement by statement (executescript would COMMIT the transaction
#: pbem.schema runs these in)
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS forum_bindings (game TEXT NOT NULL, forum TEXT NOT "
    "NULL, topic TEXT, thread TEXT, reported INTEGER, status_message TEXT, bound_at "
    "TEXT NOT NULL, PRIMARY KEY (game, forum))",
    "CREATE UNIQUE INDEX IF NOT EXISTS forum_bindings_topic ON forum_bindings (forum, "
    "topic) WHERE topic IS NOT NULL",
    "CREATE UNIQUE INDEX IF NOT EXISTS forum_bindings_thread ON forum_bindings (forum, "
    "thread) WHERE thread IS NOT NULL",
    "CREATE TABLE IF NOT EXISTS forum_links (game TEXT NOT NULL, role TEXT NOT NULL, "
    "forum TEXT NOT NULL, \"user\" TEXT NOT NULL, linked_at TEXT NOT NULL, "
    "PRIMARY KEY (game, forum, role))",
    "CREATE UNIQUE INDEX IF NOT EXISTS forum_links_user ON forum_links (game, forum, "
    "lower(\"user\"))",
    "CREATE TABLE IF NOT EXISTS forum_codes (game TEXT NOT NULL, role TEXT NOT NULL, "
    "code_hash TEXT NOT NULL UNIQUE, expires_at TEXT NOT NULL, PRIMARY KEY (game, role))",
    "CREATE TABLE IF NOT EXISTS forum_inbound (forum TEXT NOT NULL, key TEXT NOT NULL, "
    "game TEXT, summary TEXT, received_at TEXT NOT NULL, PRIMARY KEY (forum, key))",
    "CREATE TABLE IF NOT EXISTS forum_managers (game TEXT PRIMARY KEY, token_hash TEXT "
    "NOT NULL UNIQUE)",
)


def create(conn):
    """Make the forum tables when missing (idempotent; pbem.schema runs it)."""
    for statement in SCHEMA:
        conn.execute(statement)


# -- bindings ------------------------------------------------------------------------
_BINDING = ("game", "forum", "topic", "thread", "reported", "status_message", "bound_at")


def _binding(row):
    return dict(zip(_BINDING, row)) if row else None


def bind(conn, game, forum, topic, thread, now):
    """Bind GAME to FORUM at TOPIC / THREAD (again: the place changes, the status
    message is forgotten); Conflict when another game holds that topic or thread."""
    held = conn.execute("SELECT game FROM forum_bindings WHERE forum=? AND game<>? AND "
                        "(topic=? OR thread=?)", (forum, game, topic, thread)).fetchone()
    if held:     # asked first (in the write transaction), not caught: an error would
        # end a PostgreSQL transaction; the unique indexes stay the last line
        raise Conflict(f"{forum} {'topic ' + topic if topic else 'thread ' + thread} is "
                       f"bound to game {held[0]} already")
    conn.execute("INSERT INTO forum_bindings VALUES (?,?,?,?,NULL,NULL,?) "
                 "ON CONFLICT (game, forum) DO UPDATE SET topic=excluded.topic, "
                 "thread=excluded.thread, status_message=NULL",
                 (game, forum, topic, thread, now))


def unbind(conn, game, forum):
    """Whether GAME was bound to FORUM (it is not now)."""
    return conn.execute("DELETE FROM forum_bindings WHERE game=? AND forum=?",
                        (game, forum)).rowcount == 1


def bindings(conn, game):
    return [_binding(r) for r in conn.execute(
        f"SELECT {', '.join(_BINDING)} FROM forum_bindings WHERE game=? ORDER BY forum",
        (game,))]


def binding(conn, game, forum):
    return _binding(conn.execute(f"SELECT {', '.join(_BINDING)} FROM forum_bindings "
                                 "WHERE game=? AND forum=?", (game, forum)).fetchone())


def bound_at(conn, forum, topic=None, thread=None):
    """The binding of FORUM's TOPIC (or THREAD), or None."""
    column, value = ("topic", topic) if topic is not None else ("thread", thread)
    return _binding(conn.execute(f"SELECT {', '.join(_BINDING)} FROM forum_bindings "
                                 f"WHERE forum=? AND {column}=?",
                                 (forum, str(value))).fetchone())


def set_reported(conn, game, forum, version):
    conn.execute("UPDATE forum_bindings SET reported=? WHERE game=? AND forum=?",
                 (version, game, forum))


def set_status_message(conn, game, forum, message_id):
    conn.execute("UPDATE forum_bindings SET status_message=? WHERE game=? AND forum=?",
                 (message_id, game, forum))


# -- links -----------------------------------------------------------------------------
def link(conn, game, role, forum, user, now):
    """USER of FORUM plays ROLE of GAME (replacing the seat's earlier user there);
    Conflict when USER plays another seat of GAME on that forum."""
    held = seat_of(conn, game, forum, user)
    if held is not None and held != role:
        raise Conflict(f"{user} already plays {held} of game {game} on {forum}: one "
                       "seat per forum user")
    conn.execute("INSERT INTO forum_links VALUES (?,?,?,?,?) ON CONFLICT (game, forum, "
                 "role) DO UPDATE SET \"user\"=excluded.\"user\", linked_at=excluded.linked_at",
                 (game, role, forum, user, now))


def links(conn, game):
    """[{"role", "forum", "user", "linked_at"}] of GAME."""
    return [dict(zip(("role", "forum", "user", "linked_at"), r)) for r in conn.execute(
        "SELECT role, forum, \"user\", linked_at FROM forum_links WHERE game=? "
        "ORDER BY forum, role", (game,))]


def seat_of(conn, game, forum, user):
    row = conn.execute("SELECT role FROM forum_links WHERE game=? AND forum=? AND "
                       "lower(\"user\")=lower(?)", (game, forum, user)).fetchone()
    return row[0] if row else None


def users(conn, game, forum):
    """{role: user} of GAME's seats linked on FORUM."""
    return {r[0]: r[1] for r in conn.execute(
        "SELECT role, \"user\" FROM forum_links WHERE game=? AND forum=?", (game, forum))}


# -- one-time link codes -----------------------------------------------------------------
def put_code(conn, game, role, code_hash, expires_at):
    """The seat's one code from now on (an earlier one stops working)."""
    conn.execute("INSERT INTO forum_codes VALUES (?,?,?,?) ON CONFLICT (game, role) "
                 "DO UPDATE SET code_hash=excluded.code_hash, "
                 "expires_at=excluded.expires_at", (game, role, code_hash, expires_at))


def code_role(conn, game, code_hash, now):
    """The role whose unexpired code of GAME this is, or None."""
    row = conn.execute("SELECT role FROM forum_codes WHERE game=? AND code_hash=? AND "
                       "expires_at>?", (game, code_hash, now)).fetchone()
    return row[0] if row else None


def drop_code(conn, game, role):
    conn.execute("DELETE FROM forum_codes WHERE game=? AND role=?", (game, role))


def codes(conn, game):
    """[(role, expires_at)] of GAME's unused codes."""
    return [tuple(r) for r in conn.execute(
        "SELECT role, expires_at FROM forum_codes WHERE game=? ORDER BY role", (game,))]


# -- posts handled -----------------------------------------------------------------------
def seen(conn, forum, keys):
    """The summary recorded for the first of KEYS handled before on FORUM, or None."""
    for key in keys:
        row = conn.execute("SELECT summary FROM forum_inbound WHERE forum=? AND key=?",
                           (forum, key)).fetchone()
        if row:
            return row[0] or "handled"
    return None


def remember(conn, forum, keys, game, summary, now):
    for key in keys:
        conn.execute("INSERT INTO forum_inbound VALUES (?,?,?,?,?) ON CONFLICT DO NOTHING",
                     (forum, key, game, summary, now))


# -- host links --------------------------------------------------------------------------
def put_manager(conn, game, token_hash):
    conn.execute("INSERT INTO forum_managers VALUES (?,?) ON CONFLICT (game) DO UPDATE "
                 "SET token_hash=excluded.token_hash", (game, token_hash))


def is_manager(conn, game, token_hash):
    return conn.execute("SELECT 1 FROM forum_managers WHERE game=? AND token_hash=?",
                        (game, token_hash)).fetchone() is not None
