"""Tournaments: round-robins and Swiss tournaments of two-player games, run by the
server from registration to the final table, as Rally the Troops runs them.

A signed-in player creates one (its kind, options and deadlines for its games, its
format, size and, for a Swiss, rounds) and plays in it; others register until it is
full, and then it starts at once: the games of its first round (a concurrent
round-robin: all its games) are created through Service.create with the players'
display names and confirmed addresses, each seat claimed by its account
(pbem.players.open_games.create_for, which an open game that fills calls too). The
next round (sequential schedule, and every Swiss) is created in the transaction of the
command that ends the last game of the round (listener), so a round starts once and
only once, whichever channel ended the game; the tournament finishes in the same way.

Only games of two seats: the table of a tournament is made of wins, draws and losses
between two players, which is what 2/1/0 points, side balance and Sonneborn-Berger
mean. A three- or four-player Flanders or Rhine has a winner and several losers, and
its pairing would be a grouping problem of its own; such tournaments are left out.
A kind plays in a tournament when it takes two players (Berlin, Memoir '44, and
Flanders and the Rhine with two).

Round-robin: a double round-robin, each pair meeting twice, the sides swapped in the
second game, so that everyone plays each side equally often (Rally the Troops does the
same). The rounds are the circle method's (round_robin): with an odd field one
player sits out each round, and within each leg the sides alternate so that nobody
takes one side more than once more than the other. Concurrent: every game at the
start; sequential: round by round.

Swiss: always round by round (a round is paired from the results of the last);
ROUNDS rounds (default ceil(log2 n) + 1, at most n - 1). Each round pairs the players
by score, then rating at the kind (pbem.players.ratings; players without one after
those with), then registration order, top half against bottom half of each score
group, never two players who met before (swiss_pairs searches with backtracking; a
round that cannot be paired without a rematch ends the tournament early). An odd
field gives a bye to the lowest placed player who has had none: worth a win (2
points), once per player. Sides: the player who has had the first seat less often
takes it (then the one who had the second seat last, then the higher placed).

Points: 2 a win, 1 a draw, 0 a loss, from the game's outcome (its winners, as
pbem.players.ratings reads them): a resignation and a forfeit for a missed deadline
are losses. Tie-break, Sonneborn-Berger: SB = the sum, over the games a player won,
of the opponent's final points, plus half of it over the games he drew (a bye adds
nothing); then the points scored in the games among the players still tied
(head-to-head), then the name.

Entry: a player who lost more games by a missed deadline (a forfeit applied by the
scheduler: pbem.telling.deadlines) than he finished by playing, among his games that
ended within WINDOW, is refused until enough of those games are older than WINDOW
(timed_out, refusal); read from the games' logs.

Registration closes at CLOSES (chosen at creation): a tournament not full by then is
cancelled when read (nothing runs); its creator may cancel it before it starts, and a
player may withdraw before it starts. Once it runs, a player who stops playing loses
his games by their deadlines.

All of it is in these tables (schema step 15), none of it in the games' logs: a game
of a tournament is a game like any other. Accounts are personal data: forgetting one
(pbem.players.forget) removes its entries of tournaments not started and blanks it
in the others (its points stay on their tables, named "a player who left"; its games
not yet made are lost), and a tournament it created stays, without its creator.
"""
import functools
import itertools
import json
import math
import secrets
from datetime import datetime, timedelta, timezone

from pbem.core import moments, seats
from pbem import games
from pbem.core.actions import FORFEIT, SERVICE_ACTIONS
from pbem.core.aggregate import ENDED
from pbem.core.errors import Conflict, Forbidden, Invalid, NotFound
from pbem.language.speaking import N_, Voice
from pbem.players import open_games, ratings

SCHEMA = (
    # format: round-robin | swiss; schedule: concurrent | sequential; status:
    # registering | running | finished | cancelled; round: the last round whose games
    # were made (0 before the start); settings: those of its games (deadlines)
    "CREATE TABLE IF NOT EXISTS tournaments (id TEXT PRIMARY KEY, title TEXT NOT NULL, "
    "kind TEXT NOT NULL, options TEXT NOT NULL, settings TEXT NOT NULL, "
    "format TEXT NOT NULL, size INTEGER NOT NULL, rounds INTEGER NOT NULL, "
    "schedule TEXT NOT NULL, status TEXT NOT NULL, round INTEGER NOT NULL, "
    "creator TEXT, closed_why TEXT, created_at TEXT NOT NULL, closes_at TEXT NOT NULL, "
    "started_at TEXT, finished_at TEXT)",
    "CREATE INDEX IF NOT EXISTS tournaments_listed ON tournaments (status, created_at)",
    # entrant: the player's number in the tournament (registration order, which
    # registered_at keeps to the microsecond), given at the start; account: NULL once
    # forgotten
    "CREATE TABLE IF NOT EXISTS tournament_entries (tournament TEXT NOT NULL, "
    "account TEXT, registered_at TEXT NOT NULL, withdrawn_at TEXT, entrant INTEGER)",
    "CREATE UNIQUE INDEX IF NOT EXISTS tournament_entries_account ON "
    "tournament_entries (tournament, account)",
    "CREATE INDEX IF NOT EXISTS tournament_entries_of ON tournament_entries (account)",
    # one row a game or bye of a round: first and second are entrants in seat order
    # (second NULL: a bye); result: first | second | draw | bye, NULL while played
    "CREATE TABLE IF NOT EXISTS tournament_games (tournament TEXT NOT NULL, "
    "round INTEGER NOT NULL, board INTEGER NOT NULL, first INTEGER NOT NULL, "
    "second INTEGER, game TEXT, result TEXT, PRIMARY KEY (tournament, round, board))",
    "CREATE INDEX IF NOT EXISTS tournament_games_game ON tournament_games (game)",
)
FORMATS = ("round-robin", "swiss")
SCHEDULES = ("concurrent", "sequential")
#: (fewest, most) players of each format: a double round-robin of 10 is 90 games
SIZES = {"round-robin": (3, 10), "swiss": (4, 64)}
#: points of a win, a draw, a loss; a Swiss bye is worth a win
WIN, DRAW, LOSS = 2, 1, 0
#: how far back a player's games count for refusing his entry (timed_out)
WINDOW = timedelta(days=90)
#: how long registration stays open: (fewest, default, most) seconds
CLOSES = (3600, 14 * 86400, 60 * 86400)
#: the most tournaments listed under each status
LISTED = 50
#: the settings of its games a tournament takes (the channels check their values: the
#: deadlines as pbem.telling.deadlines.normalize gives them)
SETTINGS = ("deadlines", "rated")
#: the marker event of a missed deadline's forfeit
FORFEITED = SERVICE_ACTIONS[FORFEIT][0]
#: the refusals and a tournament's words in the language of the player reading them
#: (the statuses and closed_why are kept in English: status_words and closed_words
#: say them)
_ = Voice("service")
ngettext = _.n
#: each status in words
STATUSES = {"registering": N_("registering"), "running": N_("running"),
            "finished": N_("finished"), "cancelled": N_("cancelled")}
#: why a tournament closed before it started, as closed_why keeps it (beside
#: open_games.CLOSED_BY; open_games.closed_words says them)
NOT_FULL = N_("not full when registration closed")


def create_tables(conn):
    """Schema step 15: tournaments, their entries and their games."""
    for statement in SCHEMA:
        conn.execute(statement)



# -- pure logic ----------------------------------------------------------------------------
def round_robin(n):
    """One leg of a round-robin of N players (0 to N-1) by the circle method:
    [[(first seat, second seat)]] a round. With an odd N a bye is the fixed point of
    the circle, so each round one player sits out (left out of the round); the sides
    alternate by round on the first board and by board on the others, which leaves
    each player's firsts and seconds at most one apart."""
    circle = ([None] if n % 2 else []) + list(range(n))
    m = len(circle)
    rounds = []
    for r in range(m - 1):
        pairs = []
        for i in range(m // 2):
            a, b = circle[i], circle[m - 1 - i]
            if a is None or b is None:
                continue
            swapped = r % 2 == 1 if i == 0 else i % 2 == 1
            pairs.append((b, a) if swapped else (a, b))
        rounds.append(pairs)
        circle = [circle[0], circle[-1]] + circle[1:-1]
    return rounds


def double_round_robin(n):
    """Both legs: round_robin(N), then its rounds again with the sides swapped."""
    leg = round_robin(n)
    return leg + [[(b, a) for a, b in pairs] for pairs in leg]


def default_rounds(fmt, n):
    """The rounds of a FMT tournament of N players: a double round-robin's, or a
    Swiss's ceil(log2 N) + 1 (at most N - 1)."""
    if fmt == "round-robin":
        return len(double_round_robin(n))
    return min(math.ceil(math.log2(n)) + 1, n - 1)


def swiss_pairs(players):
    """Pair a Swiss round. PLAYERS: [{"entrant", "score", "met": set of entrants,
    "byes", "balance": firsts - seconds, "last": "first" | "second" | None}] in
    standing order (score, rating, registration). Returns ([(first, second)], the
    entrant with the bye or None), or None when no pairing avoids every rematch (and
    a second bye)."""
    order = list(players)
    if len(order) % 2 == 0:
        pairs = _pair(order)
        return None if pairs is None else (pairs, None)
    for bye in reversed(order):        # the lowest placed who has had no bye
        if bye["byes"]:
            continue
        pairs = _pair([p for p in order if p is not bye])
        if pairs is not None:
            return pairs, bye["entrant"]
    return None


def _pair(order):
    """Backtracking over ORDER (even, in standing order): the first player against
    the candidates he has not met, the Dutch system's choice first (the player half
    a score group below him), then the nearer scores; [(first, second)] or None."""
    if not order:
        return []
    top, rest = order[0], order[1:]
    group = [p for p in rest if p["score"] == top["score"]]
    ideal = (len(group) + 1) // 2 - 1

    def preference(indexed):
        at, p = indexed
        return abs(top["score"] - p["score"]), abs(at - ideal) if p in group else at
    for _, other in sorted(enumerate(rest), key=preference):
        if other["entrant"] in top["met"]:
            continue
        tail = _pair([p for p in rest if p is not other])
        if tail is not None:
            return [_sides(top, other)] + tail
    return None


def _sides(high, low):
    """(first, second) of two players, HIGH placed above LOW: the one who has had
    the first seat less often takes it, then the one who had the second seat last,
    then the higher placed."""
    if high["balance"] != low["balance"]:
        return (high["entrant"], low["entrant"]) if high["balance"] < low["balance"] \
            else (low["entrant"], high["entrant"])
    if high["last"] != low["last"] and "second" in (high["last"], low["last"]):
        return (high["entrant"], low["entrant"]) if high["last"] == "second" \
            else (low["entrant"], high["entrant"])
    return high["entrant"], low["entrant"]


def points(result, side):
    """The points of SIDE ("first" | "second") for RESULT (a row's result)."""
    if result == "bye":
        return WIN if side == "first" else 0
    if result == "draw":
        return DRAW
    return WIN if result == side else LOSS


def standings(entrants, games, names):
    """The table: ENTRANTS (numbers), GAMES [{"first", "second", "result"}] (the
    played ones have a result), NAMES {entrant: name}. Returns [{"rank", "entrant",
    "name", "points", "sb", "played", "won", "drawn", "lost"}], sorted by points,
    then Sonneborn-Berger, then the head-to-head points among those still tied, then
    the name; players tied on all three share a rank. SB is in points (2/1/0)."""
    done = [g for g in games if g["result"]]
    score = {e: 0 for e in entrants}
    tally = {e: {"played": 0, "won": 0, "drawn": 0, "lost": 0} for e in entrants}
    for g in done:
        for side, e in (("first", g["first"]), ("second", g["second"])):
            if e is None:
                continue
            got = points(g["result"], side)
            score[e] += got
            if g["result"] != "bye":
                tally[e]["played"] += 1
                tally[e][{WIN: "won", DRAW: "drawn", LOSS: "lost"}[got]] += 1
    sb = {e: 0.0 for e in entrants}
    for g in done:
        if g["result"] == "bye":
            continue
        for side, e, other in (("first", g["first"], g["second"]),
                               ("second", g["second"], g["first"])):
            sb[e] += points(g["result"], side) / WIN * score[other]

    def head_to_head(e, tied):
        return sum(points(g["result"], side) for g in done if g["result"] != "bye"
                   for side, me, other in (("first", g["first"], g["second"]),
                                           ("second", g["second"], g["first"]))
                   if me == e and other in tied)
    rows = []
    for _, group in itertools.groupby(sorted(entrants, key=lambda e: (-score[e], -sb[e])),
                                      key=lambda e: (score[e], sb[e])):
        group = list(group)
        h2h = {e: head_to_head(e, set(group)) for e in group}
        rows += sorted(group, key=lambda e: (-h2h[e], names[e].casefold(), e))
        for e in group:
            tally[e]["h2h"] = h2h[e]
    table, last = [], None
    for at, e in enumerate(rows, 1):
        key = (score[e], sb[e], tally[e]["h2h"])
        rank = table[-1]["rank"] if table and key == last else at
        last = key
        table.append({"rank": rank, "entrant": e, "name": names[e], "points": score[e],
                      "sb": sb[e], **{k: v for k, v in tally[e].items() if k != "h2h"}})
    return table


def result_of(outcome, roles):
    """A row's result from a finished two-seat game's OUTCOME, ROLES in seat order:
    "first" or "second" (the winner's seat) or "draw" (no single winner)."""
    winners = set(outcome.get("winners") or ())
    first, second = roles[0] in winners, roles[1] in winners
    return "first" if first and not second else "second" if second and not first \
        else "draw"


# -- entry: timeouts -----------------------------------------------------------------------
def timed_out(service, account, since):
    """(timeouts, finished): the ended_at of ACCOUNT's games that ended since SINCE,
    those it lost by a missed deadline (its seat forfeited by the scheduler: the
    game.forfeited marker its log holds, recorded from channel "scheduler") and those
    it finished by playing (the others). Read from the games' logs, each read whole in
    one batched query (a forfeit that let a many-player game go on is further back
    than the game's end)."""
    conn = service.store.conn
    roles, heads, ended = {}, {}, {}
    for seat in seats.of_account(conn, account["id"], account["emails"]):
        at = datetime.fromisoformat(seat["updated_at"])
        if seat["status"] != "finished" or at < since:
            continue
        roles.setdefault(seat["game"], set()).add(seat["role"])
        heads[seat["game"]], ended[seat["game"]] = seat["version"], at
    logs = service.store.read_tails(heads, max(heads.values())) if heads else {}
    timeouts, finished = [], []
    for game, log in logs.items():
        lost = any(rec.type == FORFEITED and rec.actor in roles[game] and
                   rec.metadata.get("channel") == "scheduler" for rec in log)
        (timeouts if lost else finished).append(ended[game])
    return sorted(timeouts), sorted(finished)


def refused_until(timeouts, finished, now):
    """When a player with TIMEOUTS and FINISHED (their end times) may enter again:
    None when he may now (no more timeouts than finished games within WINDOW), else
    the first moment at which, as games grow older than WINDOW, he may."""
    moments = sorted({now} | {at + WINDOW for at in timeouts + finished if
                              at + WINDOW > now})
    for moment in moments:
        def counted(ends):
            return sum(1 for at in ends if at + WINDOW > moment)
        if counted(timeouts) <= counted(finished):
            return None if moment == now else moment
    return None     # never reached: past the last moment nothing is counted


def refusal(service, account, now):
    """Why ACCOUNT may not enter a tournament now (its timeouts), or None."""
    timeouts, finished = timed_out(service, account, now - WINDOW)
    until = refused_until(timeouts, finished, now)
    if until is None:
        return None
    return ngettext("in the last {days} days you lost {num} game by a missed deadline "
                    "and finished {finished} by playing: tournaments take you again "
                    "from {until} UTC",
                    "in the last {days} days you lost {num} games by a missed deadline "
                    "and finished {finished} by playing: tournaments take you again "
                    "from {until} UTC", len(timeouts), days=WINDOW.days,
                    finished=len(finished), until=f"{until:%Y-%m-%d %H:%M}")


def status_words(status):
    """A tournament's STATUS in words, in the language in force."""
    return _.term(STATUSES.get(status, status))



# -- creating and registering --------------------------------------------------------------
def create(service, creator, kind, fmt, size, title=None, options=None, settings=None,
           rounds=None, schedule="sequential", closes_in=None, now=None):
    """Create a tournament of KIND (two-seat games with OPTIONS, and SETTINGS such as
    {"deadlines"}), FMT round-robin or swiss, for SIZE players; CREATOR (an account)
    is registered at once. ROUNDS: a Swiss's (None: the default); SCHEDULE: a
    round-robin's; CLOSES_IN: seconds registration stays open. Returns its id;
    Invalid (nothing written) for what its games or this module would refuse, and
    Conflict when the creator may not enter (refusal)."""
    now = now or datetime.now(timezone.utc)
    options, roles = service.check(kind, 2, options)
    if set(settings or {}) - set(SETTINGS):
        raise Invalid(_("a tournament's games take the settings {settings}",
                        settings=", ".join(SETTINGS)))
    if fmt not in FORMATS:
        raise Invalid(_("format: {choices}", choices=_(" or ").join(FORMATS)))
    if schedule not in SCHEDULES:
        raise Invalid(_("schedule: {choices}", choices=_(" or ").join(SCHEDULES)))
    fewest, most = SIZES[fmt]
    if not isinstance(size, int) or not fewest <= size <= most:
        raise Invalid(_("a {format} takes {fewest} to {most} players", format=fmt,
                        fewest=fewest, most=most))
    if fmt == "swiss":
        if schedule != "sequential":
            raise Invalid(_("a Swiss round is paired from the results of the last: its "
                            "rounds are sequential"))
        rounds = default_rounds(fmt, size) if rounds is None else rounds
        if not isinstance(rounds, int) or not 1 <= rounds <= size - 1:
            raise Invalid(_("a Swiss of {size} players has 1 to {most} rounds", size=size,
                            most=size - 1))
    elif rounds not in (None, default_rounds(fmt, size)):
        raise Invalid(_("a round-robin's rounds follow from its size: everyone meets "
                        "everyone twice"))
    rounds = default_rounds(fmt, size) if rounds is None else rounds
    fewest_s, default_s, most_s = CLOSES
    closes_in = default_s if closes_in is None else closes_in
    if not fewest_s <= closes_in <= most_s:
        raise Invalid(_("registration stays open {hours} hour to {days} days",
                        hours=fewest_s // 3600, days=most_s // 86400))
    title = " ".join((title or "").split())[:80] or \
        f"{games.get(kind).TITLE} {fmt} of {size}"
    tid = secrets.token_hex(4)
    with service.store.transaction() as conn:
        conn.execute("INSERT INTO tournaments VALUES (?,?,?,?,?,?,?,?,?,'registering',0,"
                     "?,NULL,?,?,NULL,NULL)",
                     (tid, title, kind, json.dumps(options), json.dumps(settings or {}),
                      fmt, size, rounds, schedule, creator["id"], moments.iso(now),
                      moments.iso(now + timedelta(seconds=closes_in))))
        register(service, tid, creator, now)
    return tid


def register(service, tid, account, now=None):
    """ACCOUNT enters TID; when that fills it, it starts (its first games made) in the
    same transaction. Refused with nothing changed: NotFound, Conflict (not
    registering, full, entered already, or refusal's timeouts)."""
    now = now or datetime.now(timezone.utc)
    with service.store.transaction() as conn:
        t = _locked(conn, tid, now)
        if t["status"] != "registering":
            raise Conflict(_("this tournament is {status}: it takes no entries",
                             status=status_words(t["status"])))
        entered = [e["account"] for e in t["entries"]]
        if account["id"] in entered:
            raise Conflict(_("you are registered in this tournament already"))
        if len(entered) >= t["size"]:
            raise Conflict(_("this tournament is full"))
        if why := refusal(service, account, now):
            raise Conflict(why)
        conn.execute("DELETE FROM tournament_entries WHERE tournament=? AND account=?",
                     (tid, account["id"]))      # a withdrawn entry, entered again
        conn.execute("INSERT INTO tournament_entries VALUES (?,?,?,NULL,NULL)",
                     (tid, account["id"], now.astimezone(timezone.utc).isoformat()))
        if len(entered) + 1 == t["size"]:
            _start(service, conn, tid, now)


def withdraw(service, tid, account, now=None):
    """ACCOUNT leaves TID before it starts; Conflict when it is not registered or the
    tournament runs (its games are his to play or lose by their deadlines)."""
    now = now or datetime.now(timezone.utc)
    with service.store.transaction() as conn:
        t = _locked(conn, tid, now)
        if t["status"] != "registering":
            raise Conflict(_("this tournament is {status}: entries are final",
                             status=status_words(t["status"])))
        gone = conn.execute("UPDATE tournament_entries SET withdrawn_at=? WHERE "
                            "tournament=? AND account=? AND withdrawn_at IS NULL",
                            (moments.iso(now), tid, account["id"]))
        if gone.rowcount != 1:
            raise Conflict(_("you are not registered in this tournament"))


def cancel(service, tid, account, now=None):
    """Its creator cancels TID before it starts; Forbidden for another, Conflict once
    it started or closed."""
    now = now or datetime.now(timezone.utc)
    with service.store.transaction() as conn:
        t = _locked(conn, tid, now)
        if account["id"] != t["creator"]:
            raise Forbidden(_("only the player who created this tournament may cancel "
                              "it"))
        if t["status"] != "registering":
            raise Conflict(_("this tournament is {status} already",
                             status=status_words(t["status"])))
        _close(conn, tid, open_games.CLOSED_BY[0].format(name=account["name"]), now)


def _close(conn, tid, why, now):
    conn.execute("UPDATE tournaments SET status='cancelled', closed_why=?, "
                 "finished_at=? WHERE id=? AND status='registering'",
                 (why, moments.iso(now), tid))


def _locked(conn, tid, now):
    """TID as get gives it, its row locked first (an update: on PostgreSQL two
    registrations take turns, and the one that fills it sees it full)."""
    conn.execute("UPDATE tournaments SET status=status WHERE id=?", (tid,))
    return get(conn, tid, now)


# -- running -------------------------------------------------------------------------------
def _start(service, conn, tid, now):
    """Number the entrants (registration order), plan the rounds and make the first
    round's games (a concurrent round-robin's: all)."""
    for n, (account,) in enumerate(conn.execute(
            "SELECT account FROM tournament_entries WHERE tournament=? AND withdrawn_at "
            "IS NULL ORDER BY registered_at, account", (tid,)).fetchall()):
        conn.execute("UPDATE tournament_entries SET entrant=? WHERE tournament=? AND "
                     "account=?", (n, tid, account))
    conn.execute("UPDATE tournaments SET status='running', started_at=? WHERE id=?",
                 (moments.iso(now), tid))
    t = get(conn, tid, now)
    if t["format"] == "round-robin":
        for r, pairs in enumerate(double_round_robin(t["size"]), 1):
            for board, (first, second) in enumerate(pairs, 1):
                conn.execute("INSERT INTO tournament_games VALUES (?,?,?,?,?,NULL,NULL)",
                             (tid, r, board, first, second))
    last = t["rounds"] if t["schedule"] == "concurrent" else 1
    _advance(service, conn, tid, now, to=last)


def _advance(service, conn, tid, now, to=None):
    """Make the games of the next rounds of TID: at the start up to round TO, later
    the next one once every game made so far has a result; finish TID when they all
    have one and no round is left (or a Swiss round cannot be paired). Idempotent:
    a round is taken by an update of the tournament's round from the one read."""
    t = get(conn, tid, now)
    while t["status"] == "running":
        if to is not None and t["round"] >= to:
            return
        if to is None and any(g["result"] is None for g in t["games"]
                              if g["round"] <= t["round"]):
            return
        if t["round"] >= t["rounds"] or (t["format"] == "swiss" and
                                          not _pair_swiss(conn, t)):
            conn.execute("UPDATE tournaments SET status='finished', finished_at=? "
                         "WHERE id=? AND status='running'", (moments.iso(now), tid))
            return
        taken = conn.execute("UPDATE tournaments SET round=round+1 WHERE id=? AND "
                             "round=?", (tid, t["round"]))
        if taken.rowcount != 1:
            return
        _make_games(service, conn, t, t["round"] + 1)
        t = get(conn, tid, now)


def _pair_swiss(conn, t):
    """Write the pairings of T's next Swiss round; False when it cannot be paired
    without a rematch (the tournament ends)."""
    table = {row["entrant"]: row for row in standings(
        [e["entrant"] for e in t["entries"]], t["games"], _names(t))}
    rated = ratings.of_accounts(conn, t["kind"], [e["account"] for e in t["entries"]
                                                  if e["account"]])
    players = []
    for e in t["entries"]:
        if e["account"] is None:
            continue                    # a player who left is paired no more
        mine = [g for g in t["games"] if e["entrant"] in (g["first"], g["second"])]
        played = [g for g in mine if g["second"] is not None]
        players.append({
            "entrant": e["entrant"], "score": table[e["entrant"]]["points"],
            "rating": (rated.get(e["account"]) or {}).get("rating"),
            "met": {g["first"] if g["second"] == e["entrant"] else g["second"]
                    for g in played},
            "byes": len(mine) - len(played),
            "balance": sum(1 if g["first"] == e["entrant"] else -1 for g in played),
            "last": (("first" if played[-1]["first"] == e["entrant"] else "second")
                     if played else None)})
    players.sort(key=lambda p: (-p["score"], p["rating"] is None, -(p["rating"] or 0),
                                p["entrant"]))
    paired = swiss_pairs(players)
    if paired is None:
        return False
    pairs, bye = paired
    r = t["round"] + 1
    for board, (first, second) in enumerate(pairs, 1):
        conn.execute("INSERT INTO tournament_games VALUES (?,?,?,?,?,NULL,NULL)",
                     (t["id"], r, board, first, second))
    if bye is not None:
        conn.execute("INSERT INTO tournament_games VALUES (?,?,?,?,NULL,NULL,'bye')",
                     (t["id"], r, len(pairs) + 1, bye))
    return True


def _make_games(service, conn, t, r):
    """Create round R's games of T (create_for: names, addresses, claimed seats);
    a game with a player who left is not made: his opponent wins it."""
    by_entrant = {e["entrant"]: e["account"] for e in t["entries"]}
    for g in _rows(conn, t["id"]):
        if g["round"] != r or g["second"] is None or g["game"] or g["result"]:
            continue
        first, second = by_entrant[g["first"]], by_entrant[g["second"]]
        if first is None or second is None:
            conn.execute("UPDATE tournament_games SET result=? WHERE tournament=? AND "
                         "round=? AND board=?", ("second" if first is None else "first",
                                                 t["id"], r, g["board"]))
            continue
        game_id, _ = open_games.create_for(service, t["kind"], [first, second],
                                           t["options"], t["settings"])
        conn.execute("UPDATE tournament_games SET game=? WHERE tournament=? AND round=? "
                     "AND board=?", (game_id, t["id"], r, g["board"]))


def listener(service, conn, change):
    """Service listener (bound to SERVICE by setup): a tournament's game that has just
    ended gets its result, and the tournament advances (its next round made, or it
    finishes) in the same transaction."""
    if not any(rec.type == ENDED for rec in change.recorded):
        return
    row = conn.execute("SELECT tournament FROM tournament_games WHERE game=? AND "
                       "result IS NULL", (change.game.id,)).fetchone()
    if row is None:
        return
    conn.execute("UPDATE tournament_games SET result=? WHERE game=?",
                 (result_of(change.game.outcome, change.game.roles), change.game.id))
    _advance(service, conn, row[0], datetime.now(timezone.utc))


def setup(service):
    """Let SERVICE advance the tournaments whose games end through it. Idempotent;
    config.open_service and the web app call it."""
    if not any(getattr(f, "func", None) is listener for f in service.listeners):
        service.listeners.append(functools.partial(listener, service))
    return service


# -- reading -------------------------------------------------------------------------------
def _rows(conn, tid):
    return [{"round": r[0], "board": r[1], "first": r[2], "second": r[3], "game": r[4],
             "result": r[5]} for r in conn.execute(
        "SELECT round, board, first, second, game, result FROM tournament_games WHERE "
        "tournament=? ORDER BY round, board", (tid,))]


def _names(t):
    return {e["entrant"]: e["name"] for e in t["entries"]}


def get(conn, tid, now=None):
    """TID: {"id", "title", "kind", "options", "settings", "format", "size", "rounds",
    "schedule", "status", "closed_why", "round", "creator", "created_at", "closes_at",
    "started_at", "finished_at", "entries": [{"account", "name", "registered_at",
    "entrant"}] (registration order; a forgotten player's name: "a player who
    left"), "games": [{"round", "board", "first", "second", "game", "result"}]};
    NotFound. One still registering past its closing time reads as cancelled."""
    now = now or datetime.now(timezone.utc)
    row = conn.execute("SELECT id, title, kind, options, settings, format, size, "
                       "rounds, schedule, status, round, creator, closed_why, "
                       "created_at, closes_at, started_at, finished_at FROM tournaments "
                       "WHERE id=?", (tid,)).fetchone()
    if row is None:
        raise NotFound(_("no tournament {id!r}", id=tid))
    keys = ("id", "title", "kind", "options", "settings", "format", "size", "rounds",
            "schedule", "status", "round", "creator", "closed_why", "created_at",
            "closes_at", "started_at", "finished_at")
    t = dict(zip(keys, row))
    t["options"], t["settings"] = json.loads(t["options"]), json.loads(t["settings"])
    if t["status"] == "registering" and t["closes_at"] <= moments.iso(now):
        t["status"], t["closed_why"] = "cancelled", NOT_FULL
    t["closed_why"] = open_games.closed_words(t["closed_why"])
    t["entries"] = [{"account": r[0], "name": r[1] or _("a player who left"),
                     "registered_at": r[2], "entrant": r[3]} for r in conn.execute(
        "SELECT e.account, a.name, e.registered_at, e.entrant FROM tournament_entries e "
        "LEFT JOIN accounts a ON a.id = e.account WHERE e.tournament=? AND "
        "e.withdrawn_at IS NULL ORDER BY e.entrant, e.registered_at, e.account",
        (tid,))]
    t["games"] = _rows(conn, tid)
    return t


def table(t):
    """The standings of T (get's): standings' rows, each with the entrant's
    "account"."""
    if t["status"] in ("registering", "cancelled"):
        return []
    accounts_of = {e["entrant"]: e["account"] for e in t["entries"]}
    return [{**row, "account": accounts_of[row["entrant"]]} for row in standings(
        list(accounts_of), t["games"], _names(t))]


def listing(conn, now=None):
    """{status: [get's dict without games]} of the newest LISTED tournaments of each
    status (registering, running, finished, cancelled)."""
    out = {status: [] for status in ("registering", "running", "finished", "cancelled")}
    for status in out:
        for (tid,) in conn.execute(
                "SELECT id FROM tournaments WHERE status=? ORDER BY created_at DESC, id "
                f"LIMIT {LISTED}", (status,)).fetchall():
            t = get(conn, tid, now)
            out[t["status"]].append(t)
    return out


# -- leaving -------------------------------------------------------------------------------
def forget(conn, account_id):
    """Remove ACCOUNT_ID from these tables: its entries of tournaments still
    registering are deleted, its entries of the others keep their place with no
    account (their points stay; their games not yet made are lost), and the
    tournaments it created lose their creator (those still registering go on)."""
    conn.execute("DELETE FROM tournament_entries WHERE account=? AND (entrant IS NULL "
                 "OR withdrawn_at IS NOT NULL)", (account_id,))
    conn.execute("UPDATE tournament_entries SET account=NULL WHERE account=?",
                 (account_id,))
    conn.execute("UPDATE tournaments SET creator=NULL WHERE creator=?", (account_id,))
