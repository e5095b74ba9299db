"""Settings: built-in defaults < a TOML file < PBEM_<SECTION>_<KEY> environment vars.

The defaults run the whole service embedded (SQLite in ./pbem-data) so a fresh clone
needs no setup; config.example.toml documents every key.
"""
import copy
import functools
import os
import re
import tomllib
from pathlib import Path

DEFAULTS = {
    # url: a postgresql:// database instead of the SQLite file at path; pool_size: the
    # most connections to it one process holds
    "storage": {"path": "pbem-data/pbem.sqlite", "url": "", "durability": "normal",
                "snapshot_every": 25, "pool_size": 20},
    # undo_hold_seconds: how long the mails and posts of a move its player may still
    # take back wait before they go out (pbem.core.undo)
    # workers: `pbem serve`'s web processes (0: one a core; pbem.web.prefork)
    "server": {"host": "127.0.0.1", "port": 8044, "workers": 0, "threads": 8,
               "connections": 1000,
               "base_url": "", "trusted_proxies": 0, "undo_hold_seconds": 60,
               "metrics": False},
    # the log of the long-running commands (pbem.core.logs): a level, plain or json lines
    "logging": {"level": "info", "format": "plain"},
    "mail": {"enabled": False, "from_address": "pbem@localhost", "from_name": "pbem",
             "domain": "localhost", "reply_local": "pbem", "reply_separator": "+",
             "secret": "", "accept_other_senders": False, "board_font": "",
             "picture_cache": "", "pictures": True, "bounce_limit": 3},
    "smtp": {"host": "127.0.0.1", "port": 25, "security": "none", "user": "",
             "password": "", "timeout": 30, "max_attempts": 8, "retry_seconds": 60,
             "lease_seconds": 300, "ca_file": "", "login_pause_max_seconds": 3600},
    "imap": {"enabled": False, "host": "", "port": 993, "security": "ssl", "ca_file": "",
             "user": "", "password": "", "folder": "INBOX", "every_seconds": 60},
    # the pages: secret_key signs forms (else PBEM_WEB_SECRET_KEY, else one kept in the
    # database); an open game page asks every poll_seconds whether the game moved on;
    # games_per_hour: games one client address may create an hour (0: no limit)
    "web": {"secret_key": "", "poll_seconds": 20, "games_per_hour": 20},
    "lmtp": {"host": "127.0.0.1", "port": 8024},
    "policy": {"host": "127.0.0.1", "port": 8025},
    "scheduler": {"enabled": True, "dispatch_seconds": 15, "deadline_seconds": 60,
                  "digest_seconds": 300, "forum_seconds": 15,
                  # the worker processes that compose and send the digests (0: one
                  # per core this process may use)
                  "digest_workers": 0,
                  # how long a job's lease lasts unrenewed (pbem.jobs.leases): a killed
                  # process's deadlines or digests run is taken over after this
                  "job_lease_seconds": 120},
    # [forums.NAME] sections, one per forum (pbem.forum.adapter.settings reads them)
    "forums": {},
}


def _coerce(old, text):
    if isinstance(old, bool):
        return text.lower() in ("1", "true", "yes", "on")
    if isinstance(old, int):
        return int(text)
    return text


def load(path=None, env=None):
    """The effective settings as a dict of sections."""
    env = os.environ if env is None else env
    cfg = copy.deepcopy(DEFAULTS)
    path = path or env.get("PBEM_CONFIG") or ("pbem.toml" if Path("pbem.toml").exists()
                                               else None)
    if path:
        with open(path, "rb") as f:
            for section, values in tomllib.load(f).items():
                cfg.setdefault(section, {}).update(values)
    _override(cfg, "PBEM", env)
    return cfg


def _override(values, prefix, env):
    """Set each key of VALUES that env names PREFIX_KEY (upper case); a table within
    is a level more: [forums.club] api_key is PBEM_FORUMS_CLUB_API_KEY."""
    for key, old in values.items():
        name = f"{prefix}_{key}".upper()
        if isinstance(old, dict):
            _override(old, name, env)
        elif name in env:
            values[key] = _coerce(old, env[name])


POSTGRES = ("postgresql://", "postgres://")


def database(cfg, db=None):
    """Where the service keeps everything: a PostgreSQL URL (str) or a SQLite file
    (Path), from db (--db) or else [storage] url or else [storage] path. Another
    scheme is refused: a --db mysql://... must not become a file in a folder named
    "mysql:"."""
    from pbem.core.errors import Invalid
    given = str(db or cfg["storage"]["url"] or cfg["storage"]["path"])
    if given.startswith(POSTGRES):
        return given
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://", given):
        raise Invalid(f"{given.split('://')[0]}:// databases are not supported: give "
                      "--db a SQLite file path or a postgresql:// URL (or set [storage] "
                      "path or url)")
    return Path(given)


def shown(where):
    """WHERE as it may be printed or logged: a URL's password masked."""
    return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", str(where))


def open_store(cfg, db_path=None, create=True):
    """The event store of database(cfg, db_path); see open_service."""
    from events import EventStore
    from pbem.core.errors import NotFound, Unavailable
    where = database(cfg, db_path)
    if isinstance(where, str):
        from events.pgstore import PgEventStore
        try:
            return PgEventStore(where, pool_size=cfg["storage"]["pool_size"])
        except Exception as e:    # noqa: BLE001 - psycopg's, named in the message
            raise Unavailable(f"could not open the PostgreSQL database {shown(where)}: "
                              f"{type(e).__name__}: {e}") from e
    if not create and not where.exists():
        raise NotFound(f"no pbem database at {where.resolve()}: run the command where "
                       "`pbem init` (or `pbem serve`) made it, or give --db PATH or "
                       "--config FILE")
    where.parent.mkdir(parents=True, exist_ok=True)
    return EventStore(where, durability=cfg["storage"]["durability"])


def service_over(store, snapshot_every=25):
    """A Service over STORE with the house around it and no channel: its database
    brought to this build's schema (pbem.schema) and a missed deadline's pause kept
    (pbem.telling.deadlines.guard). What a test or a tool needs to play games; a
    service that tells players what happens is open_service's."""
    from pbem import schema
    from pbem.core.service import Service
    from pbem.telling import deadlines
    schema.create(store)
    service = deadlines.guard(Service(store, snapshot_every))
    service.reopen = functools.partial(_reopened, store.path, snapshot_every)
    return service


def _reopened(where, snapshot_every):
    """service_over the store at WHERE (a path or a postgresql:// URL), in this process."""
    from events import open_store
    return service_over(open_store(where), snapshot_every)


def open_service(cfg, db_path=None, create=True):
    """The Service over the configured store (db_path overrides storage.path).

    With create=False a missing database is an error naming the path looked at,
    rather than a new empty one made wherever the command happened to run."""
    store = open_store(cfg, db_path, create)
    service = service_over(store, cfg["storage"]["snapshot_every"])
    service.undo_hold_seconds = {**DEFAULTS["server"], **cfg.get("server", {})}[
        "undo_hold_seconds"]
    # another process (the digest job's workers) opens its own the same way
    service.reopen = functools.partial(open_service, cfg, db_path)
    # Every channel can change a game, so every opened service writes the mail
    # notifications and forum reports into the outbox ([mail] enabled, a [forums.*]
    # section only start their dispatch). Deadlines can be chosen in the transaction
    # that creates a game.
    from pbem import forum, mail
    from pbem.players import ratings, tournaments
    from pbem.telling import deadlines
    ratings.setup(service)      # a game is rated in the transaction that ends it
    tournaments.setup(service)  # and a tournament's next round made
    return forum.setup(mail.setup(deadlines.setup(service), cfg), cfg)
