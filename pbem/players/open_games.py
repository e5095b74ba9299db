"""Open games: a game whose seats wait for players who sign in and take them, the
invitations that reserve a seat for whoever holds their mailed link, and rematches.

An open game is not a game yet: its kind, options, deadlines and seats (the roles the
options give, in seat order) wait in these tables, beside the log, until its last seat
is taken. Then it becomes a game through Service.create like any other, with each
player's display name and confirmed address (its first mails go out then), and in the
transaction that creates it every seat is claimed by its player's account
(create_for, which a tournament's games share) and the open game is marked started
(listener, the "open_game" setting): a game is created once, or not at all.

Who may take a seat:
- access "anyone": every signed-in player; the game is on the public list (listing);
- access "link": whoever holds the open game's link (a random token, kept hashed, shown
  to its creator once);
- a seat with an invitation is reserved for whoever holds a link mailed to its address
  (the mail's token is minted when the mail is composed, kept hashed, and used once);
- a seat reserved for an account (a rematch's) is that account's alone.
A player takes one seat of an open game; its creator sits from the start.

An open game nobody fills expires at its time (chosen at creation, EXPIRY bounds):
from then on every read takes it as expired and every join refuses it; no job runs,
nothing is deleted, and a write that meets it later (a new rematch offer) records it.
Its creator may cancel it before it starts; a rematch is cancelled by any of its
players (declining). A rematch (offer_rematch) is an open game of a finished game's
kind and options with every seat reserved for one of its players, the sides swapped;
the player who offers it has accepted it, and it starts when all have.

Accounts and addresses are personal data: forget removes an account's and its
addresses' traces from these tables (README, "Open games, invitations and rematches").
"""
import hashlib
import json
import secrets
from datetime import datetime, timedelta, timezone

import marshmallow

from pbem import games
from pbem.core import moments, saying, seats as seat_rows
from pbem.core.creating import PlayerSchema
from pbem.core.errors import Conflict, Forbidden, Invalid, NotFound
from pbem.language.speaking import N_, Voice
from pbem.players import accounts, matches

SCHEMA = (
    # access: "anyone" | "link"; status: "open" | "started" | "cancelled" | "expired"
    # (expired is written only when a write meets it: see state); creator: NULL once
    # forgotten; rematch_of: the finished game a rematch is of; game: the game made
    "CREATE TABLE IF NOT EXISTS open_games (id TEXT PRIMARY KEY, kind TEXT NOT NULL, "
    "title TEXT NOT NULL, options TEXT NOT NULL, settings TEXT NOT NULL, creator TEXT, "
    "access TEXT NOT NULL, link_hash TEXT, rematch_of TEXT, status TEXT NOT NULL, "
    "closed_why TEXT, game TEXT, created_at TEXT NOT NULL, expires_at TEXT NOT NULL, "
    "closed_at TEXT)",
    "CREATE INDEX IF NOT EXISTS open_games_listed ON open_games (status, created_at)",
    # one rematch offer of a finished game at a time (a race of two offers makes one)
    "CREATE UNIQUE INDEX IF NOT EXISTS open_games_rematch ON open_games (rematch_of) "
    "WHERE status IN ('open', 'started')",
    # account: who took the seat; reserved: the only account that may (a rematch's);
    # invited: the address an invitation was mailed to (lower case)
    "CREATE TABLE IF NOT EXISTS open_seats (open_game TEXT NOT NULL, seat INTEGER NOT "
    "NULL, role TEXT NOT NULL, account TEXT, reserved TEXT, invited TEXT, joined_at "
    "TEXT, PRIMARY KEY (open_game, seat))",
    "CREATE INDEX IF NOT EXISTS open_seats_account ON open_seats (account)",
    "CREATE INDEX IF NOT EXISTS open_seats_reserved ON open_seats (reserved)",
    "CREATE INDEX IF NOT EXISTS open_seats_invited ON open_seats (invited)",
    # the tokens of the mailed invitations, hashed: each opens its seat once
    "CREATE TABLE IF NOT EXISTS invitations (token_hash TEXT PRIMARY KEY, open_game "
    "TEXT NOT NULL, seat INTEGER NOT NULL, created_at TEXT NOT NULL, used_at TEXT)",
    "CREATE INDEX IF NOT EXISTS invitations_seat ON invitations (open_game, seat)",
)
ACCESS = ("anyone", "link")
#: the refusals of opening and joining, in the language of the player refused
_ = Voice("service")
#: what became of an open game that takes no player any more, in words
CLOSED = {"started": N_("this open game has started"),
          "cancelled": N_("this open game was cancelled"),
          "expired": N_("this open game has expired")}
#: why a player closed an open game (or a tournament) before it started, as
#: closed_why keeps it (in English: closed_words says it)
CLOSED_BY = (N_("cancelled by {name}"), N_("declined by {name}"))
#: how long an open game waits for its players: (fewest, default, most) seconds
EXPIRY = (3600, 3 * 86400, 14 * 86400)
#: the most open games listed on a page
LISTED = 50
_EMAIL = PlayerSchema(only=("email",))


def create_tables(conn):
    """Schema step 9: open games, their seats and their invitations."""
    for statement in SCHEMA:
        conn.execute(statement)



def _hash(token):
    return hashlib.sha256((token or "").encode()).hexdigest()


def address(raw):
    """RAW as an invitation's address (trimmed, lower case), or Invalid saying why."""
    try:
        email = _EMAIL.load({"email": (raw or "").strip()})["email"]
    except marshmallow.ValidationError:
        raise Invalid(_("{address!r} is not an email address to invite",
                        address=raw)) from None
    return accounts.norm(email)


def expiry_seconds(seconds):
    """SECONDS (None: the default) within EXPIRY's bounds, or Invalid."""
    fewest, default, most = EXPIRY
    seconds = default if seconds is None else seconds
    if not fewest <= seconds <= most:
        raise Invalid(_("an open game waits {hours} hour to {days} days for its players",
                        hours=fewest // 3600, days=most // 86400))
    return seconds


# -- opening -----------------------------------------------------------------------------
def open_game(service, creator, kind, count, options=None, settings=None, seat=None,
              access="anyone", invited=(), expires_in=None, now=None):
    """Open a game of KIND for COUNT seats that waits for its players: CREATOR (an
    account) sits at once, at SEAT (a number from 0 or a role; None: one drawn by
    lot), and each address of INVITED reserves one of the other seats, in seat
    order. Returns {"id", "link"?: the token of an ACCESS "link" game, shown once,
    "invitations": [(seat, address)] to mail}. Invalid for what Service.create would
    refuse (checked now, so the game starts when full), an ACCESS or an EXPIRES_IN
    (seconds) out of bounds, a seat the game has not, or more invitations than free
    seats; nothing is written then."""
    now = now or datetime.now(timezone.utc)
    if access not in ACCESS:
        raise Invalid(_("who may join: {choices}", choices=_(" or ").join(ACCESS)))
    if count < 2:
        raise Invalid(_("an open game has two seats or more: one for you, one to fill"))
    options, roles = service.check(kind, count, options)
    invited = [address(e) for e in invited]
    if len(set(invited)) != len(invited) or set(invited) & set(creator["emails"]):
        raise Invalid(_("invite each address once, and not your own"))
    if len(invited) > count - 1:
        raise Invalid(_("{invited} invitations for {free} free seats",
                        invited=len(invited), free=count - 1))
    seat = _numbered(seat, roles)
    if seat is None:
        seat = secrets.SystemRandom().randrange(count)
    invitations = list(zip([n for n in range(count) if n != seat], invited))
    link = secrets.token_urlsafe(24) if access == "link" else None
    with service.store.transaction() as conn:
        made = _insert(conn, creator["id"], kind, options, settings, access, link, None,
                       roles, now, expires_in)
        for number, email in invitations:
            conn.execute("UPDATE open_seats SET invited=? WHERE open_game=? AND seat=?",
                         (email, made, number))
        _take(conn, made, seat, creator["id"], now)
    return {"id": made, "link": link, "invitations": invitations}


def _numbered(seat, roles):
    """SEAT (a number from 0, a role's name, or None: any) as a seat number or None;
    Invalid for a seat the game has not."""
    if isinstance(seat, str):
        if seat not in roles:
            raise Invalid(_("no side {seat!r} in this game: {sides}", seat=seat,
                            sides=", ".join(roles)))
        return roles.index(seat)
    if seat is not None and not 0 <= seat < len(roles):
        raise Invalid(_("no seat {seat} in this game: 1 to {seats}", seat=seat + 1,
                        seats=len(roles)))
    return seat


def _insert(conn, creator_id, kind, options, settings, access, link, rematch_of,
            roles, now, expires_in, reserved=()):
    """Write a new open game and its free seats (RESERVED: an account a seat); its id.
    Conflict when it is a rematch and its game has an offer already."""
    made = secrets.token_hex(5)
    options = {k: v for k, v in options.items() if k != "seats"}
    expires = now + timedelta(seconds=expiry_seconds(expires_in))
    added = conn.execute(
        "INSERT INTO open_games (id, kind, title, options, settings, creator, access, "
        "link_hash, rematch_of, status, created_at, expires_at) VALUES "
        "(?,?,?,?,?,?,?,?,?,'open',?,?) ON CONFLICT DO NOTHING RETURNING id",
        (made, kind, games.get(kind).TITLE, json.dumps(options),
         json.dumps(settings or {}), creator_id, access, _hash(link) if link else None,
         rematch_of, moments.iso(now), moments.iso(expires))).fetchone()
    if added is None:
        raise Conflict(_("a rematch of this game is offered already"))
    for number, role in enumerate(roles):
        conn.execute("INSERT INTO open_seats (open_game, seat, role, reserved) VALUES "
                     "(?,?,?,?)", (made, number, role,
                                   reserved[number] if reserved else None))
    return made


def _take(conn, open_id, seat, account_id, now):
    """ACCOUNT_ID takes seat number SEAT, when nobody has; whether it did."""
    return conn.execute("UPDATE open_seats SET account=?, joined_at=? WHERE open_game=? "
                        "AND seat=? AND account IS NULL",
                        (account_id, moments.iso(now), open_id, seat)).rowcount == 1


# -- reading -----------------------------------------------------------------------------
def state(status, expires_at, now):
    """The status an open game's row means at NOW: "open" until it expires."""
    if status == "open" and datetime.fromisoformat(expires_at) <= now:
        return "expired"
    return status


_COLUMNS = ("id", "kind", "title", "options", "settings", "creator", "access",
            "rematch_of", "status", "closed_why", "game", "created_at", "expires_at")


def get(conn, open_id, now):
    """{"id", "kind", "title", "options", "settings", "creator", "access", "rematch_of",
    "status", "closed_why", "game", "created_at", "expires_at", "seats": [{"seat",
    "role", "account", "name", "reserved", "invited"}]} of OPEN_ID at NOW, or
    NotFound."""
    row = conn.execute(f"SELECT {', '.join(_COLUMNS)} FROM open_games WHERE id=?",
                       (open_id,)).fetchone()
    if row is None:
        raise NotFound(_("no open game {id!r}", id=open_id))
    out = dict(zip(_COLUMNS, row))
    out.update(options=json.loads(out["options"]), settings=json.loads(out["settings"]),
               status=state(out["status"], out["expires_at"], now),
               closed_why=closed_words(out["closed_why"]), seats=_seats(conn, open_id))
    return out


def closed_words(why):
    """WHY an open game or a tournament closed before it started (its closed_why, kept
    in English) in the language in force; None stays None."""
    for template in CLOSED_BY:
        head = template[:-len("{name}")]
        if why and why.startswith(head):
            return _.term(template).format(name=why[len(head):])
    return _.term(why)


def _seats(conn, open_id):
    return [{"seat": r[0], "role": r[1], "account": r[2], "name": r[3],
             "reserved": r[4], "invited": r[5]}
            for r in conn.execute(
                "SELECT s.seat, s.role, s.account, a.name, s.reserved, s.invited "
                "FROM open_seats s LEFT JOIN accounts a ON a.id = s.account "
                "WHERE s.open_game=? ORDER BY s.seat", (open_id,))]


def free(game):
    """The seat numbers of GAME (get's) that anyone it lets in may take: not taken,
    invited or reserved."""
    return [s["seat"] for s in game["seats"]
            if s["account"] is None and s["invited"] is None and s["reserved"] is None]


def players(game):
    """The account ids of GAME's (get's) players: who took a seat, and who a seat is
    reserved for."""
    return {s["account"] or s["reserved"] for s in game["seats"]} - {None}


def visible(conn, game, account_id, link=None, invitation=None):
    """Whether GAME (get's) may be shown to ACCOUNT_ID (None: nobody signed in)
    holding LINK or an INVITATION token: every open game of access "anyone", and a
    link game to its link's holder, its creator, its players and its invited."""
    if game["access"] == "anyone" or (account_id and (
            account_id == game["creator"] or account_id in players(game))):
        return True
    if link and _hash(link) == _link_hash(conn, game["id"]):
        return True
    return bool(invitation) and invitation_seat(conn, game["id"], invitation) is not None


def _link_hash(conn, open_id):
    return conn.execute("SELECT link_hash FROM open_games WHERE id=?",
                        (open_id,)).fetchone()[0]


def listing(conn, now, kind=None, free_seats=1, account_id=None):
    """The open games anyone may join with at least FREE_SEATS free seats, of KIND
    (None: any), and every one ACCOUNT_ID created or plays in, still open: the newest
    first, LISTED at the most, each as get gives it."""
    tests, params = ["o.status='open'", "o.expires_at>?"], [moments.iso(now)]
    if kind:
        tests.append("o.kind=?")
        params.append(kind)
    mine = "o.creator=? OR EXISTS (SELECT 1 FROM open_seats m WHERE m.open_game=o.id " \
           "AND (m.account=? OR m.reserved=?))"
    counted = "(SELECT count(*) FROM open_seats s WHERE s.open_game=o.id AND " \
              "s.account IS NULL AND s.invited IS NULL AND s.reserved IS NULL)"
    tests.append(f"((o.access='anyone' AND {counted}>=?) OR {mine})")
    params += [max(1, free_seats), account_id, account_id, account_id]
    ids = [r[0] for r in conn.execute(
        f"SELECT o.id FROM open_games o WHERE {' AND '.join(tests)} "
        f"ORDER BY o.created_at DESC, o.id LIMIT {LISTED}", params)]
    return [get(conn, open_id, now) for open_id in ids]


def of_account(conn, account_id, now):
    """The open games ACCOUNT_ID created or plays in (taken or reserved) that have not
    started, closed or expired, the newest first: for his home."""
    return [g for g in listing(conn, now, account_id=account_id)
            if g["creator"] == account_id or account_id in players(g)]


# -- joining -----------------------------------------------------------------------------
def join(service, open_id, account, seat=None, link=None, invitation=None, now=None):
    """ACCOUNT takes a seat of OPEN_ID: the one its INVITATION token opens, else the
    one reserved for it, else SEAT (a number from 0 or a role; None: the first free
    one) when it may (access "anyone", or LINK is the game's). When that fills the
    game it starts (start). Returns get's dict after it (its "game" once started).
    Refused, with nothing changed: NotFound, Conflict (started, cancelled, expired,
    full, taken, or ACCOUNT sits in it already), Forbidden (a link or invitation that
    is not this game's, a seat invited or reserved for another)."""
    now = now or datetime.now(timezone.utc)
    with service.store.transaction() as conn:
        # an update first: on PostgreSQL it locks the row, so two joins of one game
        # take turns and the one that fills it sees it full
        conn.execute("UPDATE open_games SET status=status WHERE id=?", (open_id,))
        game = get(conn, open_id, now)
        number = _seat_for(conn, game, account, seat, link, invitation)
        if not _take(conn, open_id, number, account["id"], now):
            raise Conflict(_("seat {seat} was taken meanwhile", seat=number + 1))
        if invitation:
            conn.execute("UPDATE invitations SET used_at=? WHERE token_hash=?",
                         (moments.iso(now), _hash(invitation)))
        full = all(s["account"] or s["seat"] == number for s in game["seats"])
    if full:
        try:
            start(service, open_id, now)
        except Exception:       # the game was not made: the seat is free again
            with service.store.transaction() as conn:
                conn.execute("UPDATE open_seats SET account=NULL, joined_at=NULL WHERE "
                             "open_game=? AND seat=?", (open_id, number))
                if invitation:
                    conn.execute("UPDATE invitations SET used_at=NULL WHERE "
                                 "token_hash=?", (_hash(invitation),))
            raise
    return get(service.store.conn, open_id, now)


def _seat_for(conn, game, account, seat, link, invitation):
    """The seat number ACCOUNT may take in GAME (join's rules), or why not."""
    if game["status"] != "open":
        closed = _.term(CLOSED[game["status"]])
        if game["closed_why"]:
            closed = _("{closed} ({why})", closed=closed, why=game["closed_why"])
        raise Conflict(_("{closed}: no seat can be taken", closed=closed))
    if account["id"] in {s["account"] for s in game["seats"]}:
        raise Conflict(_("you have a seat in this game already: one player, one seat"))
    if invitation:
        number = invitation_seat(conn, game["id"], invitation)
        if number is None:
            raise Forbidden(_("this invitation is not for this game, or it was used"))
        return _unless_taken(game, number)
    mine = [s["seat"] for s in game["seats"] if s["reserved"] == account["id"]]
    if mine:
        return _unless_taken(game, mine[0])
    if game["access"] == "link" and _hash(link) != _link_hash(conn, game["id"]):
        raise Forbidden(_("this game takes the players who have its link; this is not "
                          "it"))
    open_seats = free(game)
    seat = _numbered(seat, [s["role"] for s in game["seats"]])
    if seat is None:
        if not open_seats:
            raise Conflict(_("this game has no free seat: the others are taken, invited "
                             "or reserved"))
        return open_seats[0]
    if seat not in open_seats and game["seats"][seat]["account"] is None:
        raise Forbidden(_("seat {seat} is kept for an invited player", seat=seat + 1))
    return _unless_taken(game, seat)


def _unless_taken(game, number):
    if game["seats"][number]["account"] is not None:
        raise Conflict(_("seat {seat} ({role}) is taken", seat=number + 1,
                         role=saying.role_name(games.get(game["kind"]),
                                               game["seats"][number]["role"])))
    return number


def start(service, open_id, now):
    """Create the game of OPEN_ID, every seat taken (create_for). The listener marks
    it started in the same transaction."""
    game = get(service.store.conn, open_id, now)
    return create_for(service, game["kind"], [s["account"] for s in game["seats"]],
                      game["options"], {**game["settings"], "open_game": open_id})


def create_for(service, kind, account_ids, options, settings):
    """Create a game of KIND for the accounts ACCOUNT_IDS, in seat order: its players
    by their display names and first confirmed addresses (its first mails go to them),
    each seat claimed by its account (pbem.core.seats.claim), all in one transaction:
    a game is created with its seats claimed, or not at all. An open game that fills
    and a tournament's round (pbem.players.tournaments) start their games here.
    Returns Service.create's (game id, seats)."""
    with service.store.transaction() as conn:
        players = []
        for account_id in account_ids:
            account = accounts.get(conn, account_id)
            players.append({"name": account["name"],
                            "email": (account["emails"] or [None])[0]})
        game_id, made = service.create(kind, players, options, settings)
        for account_id, seat in zip(account_ids, made):
            seat_rows.claim(conn, game_id, seat["role"], account_id)
    return game_id, made


def listener(conn, change):
    """Service listener: a game created from an open game ("open_game" setting) has
    the open game marked started, in the transaction that creates it; Conflict
    (nothing created) when it was started, cancelled or has expired meanwhile."""
    open_id = change.settings.get("open_game")
    if open_id is None:
        return
    now = datetime.now(timezone.utc)
    started = conn.execute("UPDATE open_games SET status='started', game=?, closed_at=? "
                           "WHERE id=? AND status='open' AND expires_at>?",
                           (change.game.id, moments.iso(now), open_id, moments.iso(now)))
    if started.rowcount != 1:
        raise Conflict(_("this open game started, closed or expired meanwhile"))


listener.settings_keys = ("open_game",)


def setup(service):
    """Let SERVICE start open games (their "open_game" setting). Idempotent; the web
    app calls it."""
    if listener not in service.listeners:
        service.listeners.append(listener)
    return service


# -- closing -----------------------------------------------------------------------------
def cancel(service, open_id, account, now=None):
    """Cancel OPEN_ID before it starts: its creator may, and for a rematch any of its
    players (declining it). Forbidden for anyone else; Conflict once it started,
    closed or expired. Nothing changes when refused."""
    now = now or datetime.now(timezone.utc)
    with service.store.transaction() as conn:
        conn.execute("UPDATE open_games SET status=status WHERE id=?", (open_id,))
        game = get(conn, open_id, now)
        rematch_player = game["rematch_of"] and account["id"] in players(game)
        if account["id"] != game["creator"] and not rematch_player:
            raise Forbidden(_("only the player who opened this game may cancel it"))
        if game["status"] != "open":
            raise Conflict(_("{closed} already", closed=_.term(CLOSED[game["status"]])))
        cancelled, declined = CLOSED_BY
        why = (declined if game["rematch_of"] and account["id"] != game["creator"] else
               cancelled).format(name=account["name"])
        conn.execute("UPDATE open_games SET status='cancelled', closed_why=?, closed_at=? "
                     "WHERE id=?", (why, moments.iso(now), open_id))


# -- invitations -------------------------------------------------------------------------
def mint_invitation(conn, open_id, seat, now):
    """A new token for the invitation to seat number SEAT of OPEN_ID (for the mail that
    carries it: minted when it is composed); returns it."""
    token = secrets.token_urlsafe(32)
    conn.execute("INSERT INTO invitations VALUES (?,?,?,?,NULL)",
                 (_hash(token), open_id, seat, moments.iso(now)))
    return token


def invitation_seat(conn, open_id, token):
    """The seat number an invitation TOKEN opens in OPEN_ID, or None (unknown, of
    another game, or used)."""
    row = conn.execute("SELECT seat FROM invitations WHERE token_hash=? AND open_game=? "
                       "AND used_at IS NULL", (_hash(token), open_id)).fetchone()
    return row[0] if row else None


def invited_address(conn, open_id, seat):
    """The address seat number SEAT of OPEN_ID was invited at, or None."""
    row = conn.execute("SELECT invited FROM open_seats WHERE open_game=? AND seat=?",
                       (open_id, seat)).fetchone()
    return row[0] if row else None


# -- rematches ---------------------------------------------------------------------------
def owners(conn, game_id):
    """[account id or None] of GAME_ID's seats in seat order: who claimed it, else the
    account whose confirmed address it has."""
    out = []
    for owner, email in conn.execute("SELECT account, email FROM seats WHERE game=? "
                                     "ORDER BY seat", (game_id,)).fetchall():
        if owner is None and email:
            owner = (accounts.of_email(conn, email) or {}).get("id")
        out.append(owner)
    return out


def rematch_of(conn, game_id, now):
    """The rematch offered of finished GAME_ID that is open or started (get's), or
    None."""
    row = conn.execute("SELECT id FROM open_games WHERE rematch_of=? AND status IN "
                       "('open', 'started') ORDER BY created_at DESC LIMIT 1",
                       (game_id,)).fetchone()
    if row is None:
        return None
    offer = get(conn, row[0], now)
    return None if offer["status"] == "expired" else offer


def offer_rematch(service, game, account, settings=None, now=None):
    """ACCOUNT, a player of finished GAME, offers its players a rematch: an open game
    of its kind and options (SETTINGS: its deadlines), every seat reserved for one of
    them with the sides swapped (pbem.players.matches.swapped), ACCOUNT's taken. Its
    id; refused with nothing changed: Conflict (not finished, an offer open already),
    Forbidden (ACCOUNT holds no seat), Invalid (a seat without an account)."""
    now = now or datetime.now(timezone.utc)
    conn = service.store.conn
    if not game.finished:
        raise Conflict(_("a rematch is offered once the game has ended"))
    held = owners(conn, game.id)
    if account["id"] not in held:
        raise Forbidden(_("only the game's players may offer a rematch"))
    if None in held:
        names = [s["name"] for s, owner in zip(game.meta["seats"], held) if owner is None]
        raise Invalid(_("{names} played without an account: a rematch is offered to "
                        "players who sign in", names=", ".join(names)))
    if len(set(held)) != len(held):
        raise Invalid(_("one player held several seats: a rematch gives each one seat"))
    reserved = matches.swapped(held, len(held) // 2)
    options, roles = service.check(game.kind, len(held), game.meta["options"])
    with service.store.transaction() as tx:
        tx.execute("UPDATE open_games SET status='expired', closed_at=expires_at WHERE "
                   "rematch_of=? AND status='open' AND expires_at<=?", (game.id, moments.iso(now)))
        made = _insert(tx, account["id"], game.kind, options, settings, "link", None,
                       game.id, roles, now, None, reserved)
        _take(tx, made, reserved.index(account["id"]), account["id"], now)
    if len(held) == 1:
        start(service, made, now)
    return made


# -- leaving -----------------------------------------------------------------------------
def forget(conn, account_id, emails):
    """Remove ACCOUNT_ID and its EMAILS (lower case) from these tables: the open games
    it opened, and the rematches it was to play, are cancelled when they have not
    started, its seats in the others are free again, its id leaves every row (a game
    made keeps its seats' names: pbem.players.forget), and the invitations to its
    addresses are gone."""
    now = moments.iso(datetime.now(timezone.utc))
    conn.execute("UPDATE open_games SET status='cancelled', closed_why='a player left', "
                 "closed_at=? WHERE status='open' AND (creator=? OR (rematch_of IS NOT "
                 "NULL AND EXISTS (SELECT 1 FROM open_seats s WHERE s.open_game="
                 "open_games.id AND (s.account=? OR s.reserved=?))))",
                 (now, account_id, account_id, account_id))
    conn.execute("UPDATE open_games SET creator=NULL WHERE creator=?", (account_id,))
    conn.execute("UPDATE open_seats SET account=NULL, joined_at=NULL WHERE account=?",
                 (account_id,))
    conn.execute("UPDATE open_seats SET reserved=NULL WHERE reserved=?", (account_id,))
    for email in emails:
        conn.execute("DELETE FROM invitations WHERE EXISTS (SELECT 1 FROM open_seats s "
                     "WHERE s.open_game=invitations.open_game AND s.seat=invitations.seat "
                     "AND s.invited=?)", (email,))
        conn.execute("UPDATE open_seats SET invited=NULL WHERE invited=?", (email,))
