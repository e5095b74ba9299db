"""Deadlines: time per move, reminders before it, and what happens when it passes.

Everything here is derived from database state, so a restart (or a missed run of the
job) loses nothing: a role's clock starts at the recorded_at of the event after which
it became active (read from the log), or when the deadlines were set if that is later
(a deadline set on a running game counts from then, not from a turn long past),
vacations and settings are rows, and every action a run takes is keyed so that
repeating it does nothing:

- a reminder is an outbox row whose dedupe key names game, role, deadline and offset;
  a late run sends only the most urgent reminder that is due, once;
- at deadline + grace the host's policy acts through Service.submit (the one command
  path) with the game's version as expected version and an idempotency key naming the
  deadline, from the "scheduler" channel; the "expired" notices to every seat are
  written in the same transaction.

Policies, tried in the host's order until one applies, and "pause" in the end:
"default" (the game's safe default_command, repeated while the same turn lasts),
"skip", "forfeit" (the game's skip()/forfeit()), "pause" (the clock stops for the
whole game until the host runs `pbem resume` or the paused player acts). While a game
is paused only the paused player may move (refusal, a guard of the Service; README,
Deadlines),
and every page and mail says so (pause_note).

Vacations belong to an email address: whole days in the player's time zone, during
which the clock of any seat with that address stops (a deadline falling in a vacation
moves by the vacation's length).
"""
import json
import logging
import re
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pbem.core import lobby, seats
from pbem.core.aggregate import Game, step
from pbem.core.errors import Conflict, Invalid, Rejected
from pbem.telling import notify

log = logging.getLogger(__name__)
POLICIES = ("default", "skip", "forfeit", "pause")
#: actions one run may take in one game: "default" repeats while the same turn lasts
MAX_ACTIONS = 50
_DURATION = re.compile(r"(\d+)([dhms])")
_UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
#: the longest time per move or grace (a year: longer is surely a typing error)
MAX_SECONDS = 366 * 86400


def create(conn):
    """The deadline tables, made when missing (idempotent). pbem.schema runs this
    when a service is opened, so the job and the mails only read the schema."""
    conn.execute("CREATE TABLE IF NOT EXISTS deadline_settings (game TEXT PRIMARY KEY, "
                 "per_move INTEGER NOT NULL, reminders TEXT NOT NULL, grace INTEGER "
                 "NOT NULL, expiry TEXT NOT NULL)")
    conn.execute(f"CREATE TABLE IF NOT EXISTS vacations (id {conn.dialect.serial_key}, "
                 "email TEXT NOT NULL, first_day TEXT NOT NULL, last_day TEXT NOT NULL, "
                 "tz TEXT NOT NULL)")
    conn.execute("CREATE TABLE IF NOT EXISTS deadline_clocks (game TEXT PRIMARY KEY, "
                 "version INTEGER NOT NULL, clocks TEXT NOT NULL)")


def add_set_at(conn):
    """Schema step 3: when each game's deadlines were set (UTC ISO), from which its
    clocks count at the earliest; NULL for those set before the step."""
    conn.execute("ALTER TABLE deadline_settings ADD COLUMN set_at TEXT")


# -- parsing ---------------------------------------------------------------------------
def parse_duration(text):
    """Seconds in "48h", "90m", "2d12h", "45s" (whole units, at least one second)."""
    text = text.strip().lower()
    if not text or _DURATION.sub("", text):
        raise Invalid(f"{text!r} is not a duration: use numbers with d, h, m or s, "
                      "e.g. 48h or 1d12h")
    seconds = sum(int(n) * _UNITS[u] for n, u in _DURATION.findall(text))
    if seconds < 1:
        raise Invalid(f"{text!r}: a duration must be longer than zero")
    return seconds


def format_duration(seconds):
    out = ""
    for unit, size in _UNITS.items():
        if seconds >= size:
            out += f"{seconds // size}{unit}"
            seconds %= size
    return out or "0s"


def zone(name):
    """The ZoneInfo for an IANA name, or Invalid naming the problem."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise Invalid(f"unknown time zone {name!r}: use an IANA name such as "
                      "Europe/Warsaw or America/New_York") from None


def _stamp(moment):
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")


# -- settings --------------------------------------------------------------------------
def normalize(per_move, reminders=(), grace=0, expiry=("pause",)):
    """Checked settings {"per_move", "reminders", "grace", "expiry"} (seconds; expiry:
    policies in the order to try them), or Invalid saying what is wrong."""
    reminders, expiry = list(reminders), list(expiry)
    if not all(isinstance(n, int) and not isinstance(n, bool)
               for n in (per_move, grace, *reminders)):
        raise Invalid("deadline durations are whole seconds here")
    reminders = sorted(set(reminders), reverse=True)
    if max(per_move, grace) > MAX_SECONDS:
        raise Invalid(f"time per move and grace are at most "
                      f"{format_duration(MAX_SECONDS)}")
    if per_move < 1 or grace < 0 or any(r < 1 or r >= per_move for r in reminders):
        raise Invalid("time per move must be positive, grace not negative, and each "
                      "reminder shorter than the time per move")
    unknown = [p for p in expiry if p not in POLICIES]
    if unknown or not expiry:
        raise Invalid(f"expiry policies are {', '.join(POLICIES)}; got "
                      f"{', '.join(unknown) or 'none'}")
    return {"per_move": per_move, "reminders": reminders, "grace": grace,
            "expiry": list(dict.fromkeys(expiry))}


def from_text(per_move, remind="", grace="", expiry=""):
    """Settings from the words of `pbem deadline` and the lobby form: durations like
    48h, reminders "24h,1h", policies "default,skip" (empty: pause)."""
    def items(text):
        return [part.strip() for part in (text or "").split(",") if part.strip()]
    return normalize(parse_duration(per_move), [parse_duration(r) for r in items(remind)],
                     parse_duration(grace) if (grace or "").strip() else 0,
                     items(expiry) or ["pause"])


def _write(conn, game_id, rules):
    """Store RULES (normalize's) as GAME's deadlines, set now: a new deadline counts
    from the moment it is set, so a running game is never past due at once."""
    conn.execute("INSERT INTO deadline_settings (game, per_move, reminders, grace, "
                 "expiry, set_at) VALUES (?,?,?,?,?,?) ON CONFLICT (game) DO UPDATE SET "
                 "per_move=excluded.per_move, reminders=excluded.reminders, "
                 "grace=excluded.grace, expiry=excluded.expiry, set_at=excluded.set_at",
                 (game_id, rules["per_move"], json.dumps(rules["reminders"]),
                  rules["grace"], json.dumps(rules["expiry"]),
                  _stamp(datetime.now(timezone.utc))))


def configure(service, game_id, per_move, reminders=(), grace=0, expiry=("pause",)):
    """Set GAME's deadlines (seconds; expiry: policies in the order to try them)."""
    service.load(game_id)
    rules = normalize(per_move, reminders, grace, expiry)
    with service.store.transaction() as conn:
        _write(conn, game_id, rules)


def listener(conn, change):
    """Service listener: the deadlines chosen when the game was created (the
    "deadlines" setting of Service.create: normalize's arguments as a dict), written
    in the transaction that creates the game, so a bad one creates nothing; and the
    clocks of a game with deadlines moved on with each append (advance_clocks)."""
    advance_clocks(conn, change)
    chosen = change.settings.get("deadlines")
    if chosen is None:
        return
    keys = ("per_move", "reminders", "grace", "expiry")
    if not isinstance(chosen, dict) or "per_move" not in chosen or set(chosen) - set(keys):
        raise Invalid(f"deadlines are an object of {', '.join(keys)} (per_move needed)")
    _write(conn, change.game.id, normalize(**chosen))


listener.settings_keys = ("deadlines",)


def setup(service):
    """Let SERVICE take deadlines at creation (Service.create(settings={"deadlines":
    ...})) and keep their pauses (guard). Idempotent; config.open_service and the web
    app call it. The tables are made by every service pbem.config opens
    (pbem.schema), so the job and `pbem deadline` work on one opened without this
    setup too."""
    if listener not in service.listeners:
        service.listeners.append(listener)
    return guard(service)


def guard(service):
    """Make SERVICE refuse every seat's command but the paused one's while a missed
    deadline pauses the game (refusal). Idempotent."""
    if refusal not in service.guards:
        service.guards.append(refusal)
    return service


def refusal(service, game, role):
    """Why ROLE may not move now that a missed deadline pauses GAME (README,
    Deadlines): only the seat that missed it may, and its next command resumes the
    game; None when ROLE may move (not paused, or ROLE is that seat)."""
    by = paused(service, game.id)
    return None if by in (None, role) else pause_words(game, by, role)


def settings(conn, game_id):
    """{"per_move", "reminders", "grace", "expiry", "set_at"} of GAME (set_at: when
    they were set, UTC ISO, or None before schema step 3), or None (no deadlines)."""
    row = conn.execute("SELECT per_move, reminders, grace, expiry, set_at FROM "
                       "deadline_settings WHERE game=?", (game_id,)).fetchone()
    if row is None:
        return None
    return {"per_move": row[0], "reminders": json.loads(row[1]), "grace": row[2],
            "expiry": json.loads(row[3]), "set_at": row[4]}


def add_vacation(service, email, first_day, last_day, tz="UTC"):
    """EMAIL is away from FIRST_DAY to LAST_DAY (ISO dates, both included, in TZ)."""
    zone(tz)
    try:
        first, last = date.fromisoformat(first_day), date.fromisoformat(last_day)
    except ValueError:
        raise Invalid("vacation days are dates like 2025-07-01") from None
    if last < first:
        raise Invalid(f"the vacation ends ({last}) before it begins ({first})")
    with service.store.transaction() as conn:
        conn.execute("INSERT INTO vacations (email, first_day, last_day, tz) "
                     "VALUES (?,?,?,?)", (email.strip().lower(), first.isoformat(),
                                          last.isoformat(), tz))


def vacations(conn, email):
    """EMAIL's vacations as merged, sorted (start, end) UTC datetimes."""
    spans = []
    for first, last, tz in conn.execute(
            "SELECT first_day, last_day, tz FROM vacations WHERE email=?",
            (email.strip().lower(),)):
        where = ZoneInfo(tz)
        start = datetime.combine(date.fromisoformat(first), time(), where)
        end = datetime.combine(date.fromisoformat(last) + timedelta(days=1), time(),
                               where)
        spans.append((start.astimezone(timezone.utc), end.astimezone(timezone.utc)))
    merged = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


# -- clocks ----------------------------------------------------------------------------
def clocks(service, game_id):
    """{"version", "since": {active role: ISO instant its clock started},
    "paused": role | None} derived from the log (cached per version)."""
    conn = service.store.conn
    version = service.store.version(game_id)
    row = conn.execute("SELECT version, clocks FROM deadline_clocks WHERE game=?",
                       (game_id,)).fetchone()
    if row and row[0] == version:
        return json.loads(row[1])
    result = _fold_clocks(service, service.store.read(game_id))
    with service.store.transaction() as conn:
        conn.execute("INSERT INTO deadline_clocks VALUES (?,?,?) ON CONFLICT (game) DO "
                     "UPDATE SET version=excluded.version, clocks=excluded.clocks",
                     (game_id, result["version"], json.dumps(result)))
    return result


def advance_clocks(conn, change):
    """Move the kept clocks of CHANGE's game over its append (same transaction), when
    they were kept at the version it was appended to; else leave them: clocks()
    folds them anew from the log when it finds them behind. The same reading as
    _fold_clocks, one append at a time."""
    first = change.recorded[0]
    row = conn.execute("SELECT version, clocks FROM deadline_clocks WHERE game=?",
                       (change.game.id,)).fetchone()
    if row is None or row[0] != first.version:
        return
    kept = json.loads(row[1])
    since, paused, at = kept["since"], kept["paused"], first.recorded_at
    for rec in change.recorded:
        if rec.type == "game.paused":
            paused = rec.payload["role"]
        elif paused and (rec.type == "game.resumed" or rec.actor == paused):
            paused = None
            since = {r: max(t, rec.recorded_at) for r, t in since.items()}
    since = {r: since.get(r, at) for r in lobby.active(change.game)}
    conn.execute("UPDATE deadline_clocks SET version=?, clocks=? WHERE game=?",
                 (change.game.version, json.dumps(
                     {"version": change.game.version, "since": since, "paused": paused}),
                  change.game.id))


def _fold_clocks(service, records):
    """Replay the log, noting when each role became active; the events of one append
    share their recorded_at, so who is active is judged after each append. A pause
    stops every clock; on resume (a game.resumed, or the paused role acting) the clocks
    start again from that moment."""
    game = Game(records[0].stream, {})
    since, paused, resumed = {}, None, None
    for i, rec in enumerate(records):
        game = step(game, rec, records)
        if rec.type == "game.paused":
            paused = rec.payload["role"]
        elif paused and (rec.type == "game.resumed" or rec.actor == paused):
            paused, resumed = None, rec.recorded_at
        if i + 1 == len(records) or records[i + 1].recorded_at != rec.recorded_at:
            since = {r: since.get(r, rec.recorded_at) for r in lobby.active(game)}
    if resumed:
        since = {r: max(t, resumed) for r, t in since.items()}
    return {"version": game.version, "since": since, "paused": paused}


def paused(service, game_id):
    """The role whose missed deadline pauses GAME_ID now, or None. Only the job pauses,
    and only a game with deadlines: any other costs one indexed read."""
    if settings(service.store.conn, game_id) is None:
        return None
    return clocks(service, game_id)["paused"]


def pause_note(service, game, role=None):
    """What a page or a mail tells ROLE (None: the public) of GAME's pause now, or None
    when it is not paused."""
    return pause_words(game, paused(service, game.id), role)


def pause_words(game, by, role=None):
    """What a page, a mail or a refusal tells ROLE (None: the public) of GAME paused by
    the missed deadline of the role BY (None: not paused, no words)."""
    if by is None:
        return None
    if role == by:
        return "The game is paused: you missed a deadline. Your next command resumes it."
    name = next((s["name"] for s in game.meta["seats"] if s["role"] == by), by)
    return (f"The game is paused: {name} ({by}) missed a deadline. It goes on when they "
            "play or the host resumes it; until then no other seat may move.")


def deadline(rules, since, vacation_spans):
    """The deadline of a clock started at SINCE: the time per move later, the clock
    standing still during each vacation."""
    due = since + timedelta(seconds=rules["per_move"])
    for start, end in vacation_spans:
        if start >= due:
            break
        if end > since:
            due += end - max(start, since)
    return due


def deadlines(service, game_id, rules=None, clock=None):
    """{active role: its deadline (UTC datetime)}, each clock counted from when the
    role became active or the deadlines were set, the later; {} without deadlines or
    when paused. RULES (the game's settings) and CLOCK (its clocks) when the caller
    has read them."""
    conn = service.store.conn
    rules = rules or settings(conn, game_id)
    if rules is None:
        return {}
    clock = clock or clocks(service, game_id)
    if clock["paused"]:
        return {}
    emails = {s["role"]: s["email"] for s in seats.listing(conn, game_id)}
    return {role: deadline(rules, max(datetime.fromisoformat(t)
                                      for t in (since, rules["set_at"]) if t),
                           vacations(conn, emails[role]) if emails.get(role) else [])
            for role, since in clock["since"].items()}


# -- the job ---------------------------------------------------------------------------
def run_deadlines(service, cfg, now=None):
    """The scheduler job: reminders that are due, and policies where grace has passed.
    Returns {"reminders": n, "expired": n} (actions taken by this run)."""
    now = now or datetime.now(timezone.utc)
    counts = {"reminders": 0, "expired": 0}
    conn = service.store.conn
    games = [r[0] for r in conn.execute(
        "SELECT d.game FROM deadline_settings d JOIN games g ON g.id = d.game "
        "WHERE g.status = 'active' ORDER BY d.game")]
    for game_id in games:
        try:
            _run_game(service, game_id, now, counts)
        except Exception:  # noqa: BLE001 - one broken game must not stop the others
            log.exception("deadlines of game %s", game_id)
    return counts


def _run_game(service, game_id, now, counts):
    """One game's turn of the job: the policies of deadlines past their grace, then
    the reminders due. A game with nothing due costs reads only: no transaction."""
    rules = settings(service.store.conn, game_id)
    grace = timedelta(seconds=rules["grace"])
    for _ in range(MAX_ACTIONS):
        clock = clocks(service, game_id)
        due = deadlines(service, game_id, rules, clock)
        late = [r for r, at in due.items() if now >= at + grace]
        if not late or not _expire(service, game_id, late[0], due[late[0]],
                                   clock["version"], rules["expiry"]):
            break
        counts["expired"] += 1
        due = None
    for role, at in (deadlines(service, game_id, rules) if due is None else due).items():
        counts["reminders"] += _remind(service, game_id, role, at, rules["reminders"],
                                       now)


def _remind(service, game_id, role, at, offsets, now):
    """Have ROLE reminded of its deadline AT by the most urgent of the OFFSETS that is
    due (once); 1 if a reminder was written."""
    due = [o for o in offsets if at - timedelta(seconds=o) <= now < at]
    if not due:
        return 0
    with service.store.transaction() as conn:
        return int(notify.reminder(conn, game_id, service.store.version(game_id), role,
                                   _stamp(at), min(due), now))


def _expire(service, game_id, role, at, version, policies):
    """Apply the first policy that the game accepts now; the policy's name, or None
    when the game moved on meanwhile (the next run looks again)."""
    chain = list(policies) + ([] if "pause" in policies else ["pause"])
    key = f"expiry:{role}:{_stamp(at)}:{version}"
    for policy in chain:
        try:
            with service.store.transaction() as conn:
                service.submit(game_id, role, {"action": f"game.{policy}"},
                               expected_version=version, idempotency_key=key,
                               channel="scheduler")
                notify.expired(conn, game_id, service.store.version(game_id), role,
                               _stamp(at), policy)
            return policy
        except Rejected:
            continue
        except Conflict:
            return None
    return None


def resume(service, game_id):
    """End a pause (the host's `pbem resume`): the clocks start again now."""
    paused = clocks(service, game_id)["paused"]
    if paused is None:
        raise Invalid(f"game {game_id} is not paused")
    service.submit(game_id, paused, {"action": "game.resume"}, channel="cli")
    return paused
