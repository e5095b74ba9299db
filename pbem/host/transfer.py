"""Export and import of one game as JSON lines, hashes and all.

The first line describes the seats (names, emails; never tokens, which are re-issued on
import) and, only when asked, the unrevealed seed; every further line is one recorded
event exactly as stored, so the importing server re-verifies the whole chain.
"""
import json

from events import AppendOnlyError, Recorded
from pbem.core import lobby, seats, seeds
from pbem.core.aggregate import replay
from pbem.core.errors import Conflict, Invalid, NotFound

FIELDS = ("position", "stream", "version", "type", "actor", "payload", "metadata",
          "recorded_at", "prev_hash", "hash")


def export_lines(service, game_id, with_secret=False, public=False):
    """The export's lines; PUBLIC (a finished game's download from its audit page):
    the seats without their email addresses."""
    records = service.store.read(game_id)
    if not records:
        raise NotFound(f"no game {game_id!r}")
    listing = seats.listing(service.store.conn, game_id)
    header = {"pbem_export": 1, "game": game_id,
              "seats": [dict(s, email=None) for s in listing] if public else listing}
    if with_secret:
        header["seed"] = seeds.seed(service.store.conn, game_id)
    yield json.dumps(header, ensure_ascii=False)
    for rec in records:
        yield json.dumps(rec.as_dict(), ensure_ascii=False)


def parse_export(lines):
    """(header, records) of an export's LINES; Invalid when it is not one."""
    try:
        rows = [json.loads(line) for line in lines if line.strip()]
        header, body = rows[0], rows[1:]
        if header.get("pbem_export") != 1:
            raise Invalid("not a pbem export: the first line has no pbem_export: 1")
        records = [Recorded(**{k: r[k] for k in FIELDS}) for r in body]
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
