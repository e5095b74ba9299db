"""Matches: a game and its return game with the sides swapped, their scores summed.

Memoir '44's rulebook recommends it ("zaleca się rozgrywkę meczową, polegającą na tym,
iż gracze po zakończonej rozgrywce od razu zamieniają się stronami i rozgrywają
rewanż. Zwycięzcą jest gracz, który zdobędzie najwięcej Medali Zwycięstwa w obu
bitwach"). A game's seats belong to its players for its whole life, so the return game
is a game of its own: both are created together, the second with the players' sides
swapped, and play side by side, as correspondence players play both colours of a pairing
at once (one waits for nobody). When both have ended, each player's score is the sum of
what the game's rules give his seat in each (the optional protocol function
match_score(outcome, role): Memoir '44's medals), and the higher total wins the match.

Which games form a match is a service fact, kept in its own table beside the log (both
logs stay as they are); the standing is derived from the two games' outcomes whenever
asked. README "Matches".
"""
import secrets
from datetime import datetime, timezone

from pbem.core.errors import Invalid, NotFound
from pbem.language.speaking import Voice

SCHEMA = ("CREATE TABLE IF NOT EXISTS matches (id TEXT PRIMARY KEY, kind TEXT NOT NULL, "
          "first_game TEXT NOT NULL, return_game TEXT NOT NULL, created_at TEXT NOT NULL)",
          "CREATE INDEX IF NOT EXISTS matches_first ON matches (first_game)",
          "CREATE INDEX IF NOT EXISTS matches_return ON matches (return_game)")

#: a match's refusals, in the language of the player refused
_ = Voice("service")


def create_table(conn):
    for statement in SCHEMA:
        conn.execute(statement)


def swapped(players, roles_per_side):
    """PLAYERS in seat order with the two sides' seats exchanged (each side holds
    ROLES_PER_SIDE consecutive seats)."""
    return players[roles_per_side:] + players[:roles_per_side]


def create(service, kind, players, options=None, settings=None):
    """A match of KIND: (match id, [(game id, seats)] of the game and its return game,
    the second with the sides swapped). Invalid for a kind that keeps no match score."""
    from pbem import games
    rules = games.get(kind) if kind in games.KINDS else None
    if rules is None or not hasattr(rules, "match_score"):
        raise Invalid(_("{kind!r} games are not played as matches here (only games "
                        "whose rules sum a score over two games: memoir44)", kind=kind))
    if len(players) % 2:
        raise Invalid(_("a match swaps two sides: it needs an even number of players"))
    first = service.create(kind, players, options, settings)
    back = service.create(kind, swapped(list(players), len(players) // 2), options,
                          settings)
    match_id = secrets.token_hex(5)
    with service.store.transaction() as conn:
        conn.execute("INSERT INTO matches VALUES (?,?,?,?,?)",
                     (match_id, kind, first[0], back[0],
                      datetime.now(timezone.utc).isoformat(timespec="seconds")))
    return match_id, [first, back]


def of_game(conn, game_id):
    """The id of the match GAME_ID belongs to, or None."""
    row = conn.execute("SELECT id FROM matches WHERE first_game=? OR return_game=?",
                       (game_id, game_id)).fetchone()
    return row[0] if row else None


def standing(service, match_id):
    """{"id", "kind", "games": [id, id], "players": [{"name", "score"}], "finished",
    "winners": [names]}: the two games' scores summed per player (a game not ended yet
    counts nothing; winners once both have ended: the highest total, [] on a tie)."""
    row = service.store.conn.execute(
        "SELECT kind, first_game, return_game FROM matches WHERE id=?",
        (match_id,)).fetchone()
    if row is None:
        raise NotFound(_("no match {id!r}", id=match_id))
    kind, ids = row[0], [row[1], row[2]]
    totals, finished = {}, True
    for game_id in ids:
        game = service.load(game_id)
        for seat in game.meta["seats"]:
            totals.setdefault(seat["name"], 0)
            if game.finished:
                totals[seat["name"]] += game.rules.match_score(game.outcome, seat["role"])
        finished = finished and game.finished
    players = [{"name": n, "score": s} for n, s in totals.items()]
    best = max(totals.values()) if totals else 0
    leaders = [n for n, s in totals.items() if s == best]
    winners = leaders if finished and len(leaders) < len(totals) else []
    return {"id": match_id, "kind": kind, "games": ids, "players": players,
            "finished": finished, "winners": winners}
