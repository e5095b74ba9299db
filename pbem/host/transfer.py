"""Export and import of one game as JSON lines, hashes and all.

The first line describes the seats (names, emails; never tokens, which are re-issued on
import) and, only when asked, the unrevealed seed; every further line is one recorded
event with every stored field, so the importing server re-verifies the whole chain.

The first line's `pbem_export` names the format. Format 2 (this release's) numbers each
event by the version it makes, from 1, as every page, mail and receipt does; the store
and the hash chain count from 0, so an event's hash is over its version less one.
Format 1, written by pbem 0.1.0 (and by builds before this change), holds the stored
numbers; both are read, so every export an earlier release wrote still imports and
verifies.
"""
import json

from events import AppendOnlyError, Recorded
from pbem.core import lobby, seats, seeds
from pbem.core.aggregate import replay
from pbem.core.errors import Conflict, Invalid, NotFound
from pbem.core.reading import record_dict

FIELDS = ("position", "stream", "version", "type", "actor", "payload", "metadata",
          "recorded_at", "prev_hash", "hash")
#: the format export_lines writes
FORMAT = 2
#: what each format read adds to an event's version to give the stored one
STORED = {1: 0, 2: -1}


def export_lines(service, game_id, with_secret=False, public=False):
    """The export's lines; PUBLIC (a finished game's download from its audit page):
    the seats without their email addresses."""
    records = service.store.read(game_id)
    if not records:
        raise NotFound(f"no game {game_id!r}")
    listing = seats.listing(service.store.conn, game_id)
    header = {"pbem_export": FORMAT, "game": game_id,
              "seats": [dict(s, email=None) for s in listing] if public else listing}
    if with_secret:
        header["seed"] = seeds.seed(service.store.conn, game_id)
    yield json.dumps(header, ensure_ascii=False)
    for rec in records:
        yield json.dumps(record_dict(rec), ensure_ascii=False)


def parse_export(lines):
    """(header, records) of an export's LINES, of any format (the records numbered as
    stored, from 0); Invalid when it is not one."""
    try:
        rows = [json.loads(line) for line in lines if line.strip()]
        header, body = rows[0], rows[1:]
        shift = STORED.get(header.get("pbem_export"))
        if shift is None:
            raise Invalid(f"not a pbem export this release reads: the first line has "
                          f"no pbem_export: {' or '.join(map(str, STORED))}")
        records = [Recorded(**dict({k: r[k] for k in FIELDS},
                                   version=r["version"] + shift)) for r in body]
    except (ValueError, IndexError, KeyError, TypeError, AttributeError) as e:
        raise Invalid(f"not a pbem export: {e}") from None
    if not records or any(r.stream != header["game"] for r in records):
        raise Invalid("the export holds no events of its game, or events of another")
    return header, records


def import_lines(service, lines):
    """Restore a game; returns (game_id, seats with fresh tokens)."""
    header, records = parse_export(lines)
    game_id = header["game"]
    if service.store.version(game_id):
        raise Conflict(f"game {game_id} already exists here")
    try:
        with service.store.transaction() as conn:
            service.store.restore(records)
            if header.get("seed"):
                seeds.keep(conn, game_id, header["seed"])
            tokens = seats.insert(conn, game_id, header["seats"])
            lobby.project(conn, replay(game_id, records))
    except AppendOnlyError as e:
        raise Invalid(f"the export does not verify: {e}") from None
    return game_id, [{"name": s["name"], "role": s["role"], "token": t}
                     for s, t in zip(header["seats"], tokens)]
