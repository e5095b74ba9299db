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
moves by the vacation's length). Most are spent from a bank (pbem.telling.vacations).

Time controls (the "control" of the settings; pbem.telling.clocks does the arithmetic):
none is the time per move of old; a Fischer bank or "n moves a day" make a clocked
game, whose expiry is "forfeit" unless chosen (a loss on time: the seat leaves the game
as it does when it resigns, each game's README "On time"), with reminders 24h and 1h
before its deadline as warnings.
"""
import functools
import json
import logging
import re
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pbem.core import lobby, saying, seats
from pbem.core.aggregate import Game, step
from pbem.core.errors import Conflict, Invalid, Rejected
from pbem.players import accounts
from pbem.language.speaking import Voice
from pbem.telling import clocks as arithmetic, notify

log = logging.getLogger(__name__)
POLICIES = ("default", "skip", "forfeit", "pause")
#: the clocks, pauses and vacations in the reader's language (the settings' own
#: notation, "48h" or "72h+12h/120h", is the same in every language)
_ = Voice("service")
ngettext = _.n
#: actions one run may take in one game: "default" repeats while the same turn lasts
MAX_ACTIONS = 50
_DURATION = re.compile(r"(\d+)([dhms])")
_UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
#: the longest time per move or grace (a year: longer is surely a typing error)
MAX_SECONDS = 366 * 86400
#: the most moves a day a game may ask for
MAX_MOVES_A_DAY = 24
#: the warnings of a clocked game when none are chosen (those shorter than its time)
CLOCKED_REMINDERS = (86400, 3600)
#: what a clocked game does when a seat's time runs out, when nothing else is chosen
CLOCKED_EXPIRY = ("forfeit",)


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


def add_bank_columns(conn):
    """Schema step 13: who a vacation was spent by (the account, else the address:
    pbem.telling.vacations' holder), how many days of his bank it took (0: the host
    gave it) and when it was declared; NULL for those of before the step."""
    for column in ("holder TEXT", "spent INTEGER", "declared_at TEXT"):
        conn.execute(f"ALTER TABLE vacations ADD COLUMN {column}")


def add_control(conn):
    """Schema step 14: each game's time control (JSON; NULL: a time per move)."""
    conn.execute("ALTER TABLE deadline_settings ADD COLUMN control TEXT")


def add_set_at(conn):
    """Schema step 3: when each game's deadlines were set (UTC ISO), from which its
    clocks count at the earliest; NULL for those set before the step."""
    conn.execute("ALTER TABLE deadline_settings ADD COLUMN set_at TEXT")


# -- parsing ---------------------------------------------------------------------------
def parse_duration(text):
    """Seconds in "48h", "90m", "2d12h", "45s" (whole units, at least one second)."""
    text = text.strip().lower()
    if not text or _DURATION.sub("", text):
        raise Invalid(_("{text!r} is not a duration: use numbers with d, h, m or s, "
                        "e.g. 48h or 1d12h", text=text))
    seconds = sum(int(n) * _UNITS[u] for n, u in _DURATION.findall(text))
    if seconds < 1:
        raise Invalid(_("{text!r}: a duration must be longer than zero", text=text))
    return seconds


def _split(seconds):
    """[(unit, how many)] of SECONDS in days, hours, minutes and seconds (none: [])."""
    out = []
    for unit, size in _UNITS.items():
        if seconds >= size:
            out.append((unit, seconds // size))
            seconds %= size
    return out


def format_duration(seconds):
    """SECONDS in the settings' notation ("1d12h"), which parse_duration reads back."""
    return "".join(f"{n}{unit}" for unit, n in _split(seconds)) or "0s"


#: a duration's units as a reader reads them: English writes the notation ("2d5h"),
#: Polish its words with their plural forms ("2 dni 5 godzin")
_SAID = {"d": lambda n: ngettext("{num}d", "{num}d", n),
         "h": lambda n: ngettext("{num}h", "{num}h", n),
         "m": lambda n: ngettext("{num}m", "{num}m", n),
         "s": lambda n: ngettext("{num}s", "{num}s", n)}


def say_duration(seconds):
    """SECONDS (whole) in the language in force: format_duration's in English."""
    said = [_SAID[unit](n) for unit, n in _split(seconds)] or [_SAID["s"](0)]
    return functools.reduce(lambda a, b: _("{duration}{more}", duration=a, more=b), said)


def zone(name):
    """The ZoneInfo for an IANA name, or Invalid naming the problem."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise Invalid(_("unknown time zone {name!r}: use an IANA name such as "
                        "Europe/Warsaw or America/New_York", name=name)) from None


def control_words(control):
    """A time control in words ("Fischer: 72h, +12h a move, at most 120h", "3 moves a
    day"), or "a time per move" for None, in the language in force."""
    if control is None:
        return _("a time per move")
    if "moves_a_day" in control:
        return ngettext("{num} move a day", "{num} moves a day", control["moves_a_day"])
    f = control["fischer"]
    return _("Fischer: {initial}, +{increment} a move, at most {cap}",
             initial=say_duration(f["initial"]), increment=say_duration(f["increment"]),
             cap=say_duration(f["cap"]))


def clock_words(rules, seat_clock):
    """A seat's clock (pbem.telling.clocks.seats') in words, in the language in force:
    what is left of its time (to the minute) and the game's time control."""
    minutes = max(0, seat_clock["left"]) // 60 * 60
    left = say_duration(minutes) if minutes else _("no time")
    control = control_words(rules.get("control"))
    if rules.get("control") and "fischer" in rules["control"]:
        return _("{left} left in the bank ({control})", left=left, control=control)
    return _("{left} left to move ({control})", left=left, control=control)


def _stamp(moment):
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")


# -- settings --------------------------------------------------------------------------
def _whole(*numbers):
    return all(isinstance(n, int) and not isinstance(n, bool) for n in numbers)


def check_control(control):
    """CONTROL checked: None (a time per move), {"fischer": {"initial", "increment",
    "cap"}} (seconds) or {"moves_a_day": n}; Invalid saying what is wrong."""
    if control is None:
        return None
    if isinstance(control, dict) and set(control) == {"moves_a_day"}:
        n = control["moves_a_day"]
        if not _whole(n) or not 1 <= n <= MAX_MOVES_A_DAY:
            raise Invalid(_("moves a day are a whole number from 1 to {most}",
                            most=MAX_MOVES_A_DAY))
        return {"moves_a_day": n}
    keys = {"initial", "increment", "cap"}
    fischer = control.get("fischer") if isinstance(control, dict) else None
    if set(control or {}) != {"fischer"} or not isinstance(fischer, dict) \
            or set(fischer) != keys or not _whole(*fischer.values()):
        raise Invalid("a time control is {\"per_move\": \"3d\"}, {\"fischer\": "
                      "{\"initial\": \"72h\", \"increment\": \"12h\", \"cap\": "
                      "\"120h\"}} or {\"moves_a_day\": 3}")
    if not 0 < fischer["initial"] <= fischer["cap"] <= MAX_SECONDS \
            or not 0 <= fischer["increment"] <= fischer["cap"]:
        raise Invalid(_("a Fischer clock needs 0 < initial <= cap <= {most} and an "
                        "increment within the cap", most=format_duration(MAX_SECONDS)))
    return {"fischer": {k: fischer[k] for k in sorted(keys)}}


def control_seconds(control):
    """The time a clocked game first gives a seat to move (the per_move it is stored
    with, and the longest reminder it takes)."""
    if "fischer" in control:
        return control["fischer"]["initial"]
    return 86400 // control["moves_a_day"]


def normalize(per_move=None, reminders=None, grace=0, expiry=None, control=None):
    """Checked settings {"per_move", "reminders", "grace", "expiry", "control"}
    (seconds; expiry: policies in the order to try them; control: check_control's),
    or Invalid saying what is wrong. A clocked game (a control) needs no per_move and
    has its own defaults (CLOCKED_REMINDERS, CLOCKED_EXPIRY)."""
    control = check_control(control)
    if control is not None:
        per_move = control_seconds(control)
        if reminders is None:
            reminders = [r for r in CLOCKED_REMINDERS if r < per_move]
    elif per_move is None:
        raise Invalid(_("deadlines need a time per move (or a time control)"))
    reminders = list(reminders or ())
    expiry = list((CLOCKED_EXPIRY if control else ("pause",)) if expiry is None
                  else expiry)
    if not _whole(per_move, grace, *reminders):
        raise Invalid("deadline durations are whole seconds here")
    reminders = sorted(set(reminders), reverse=True)
    if max(per_move, grace) > MAX_SECONDS:
        raise Invalid(_("time per move and grace are at most {most}",
                        most=format_duration(MAX_SECONDS)))
    if per_move < 1 or grace < 0 or any(r < 1 or r >= per_move for r in reminders):
        raise Invalid(_("time per move must be positive, grace not negative, and each "
                        "reminder shorter than the time per move"))
    unknown = [p for p in expiry if p not in POLICIES]
    if unknown or not expiry:
        raise Invalid(_("expiry policies are {policies}; got {got}",
                        policies=", ".join(POLICIES),
                        got=", ".join(unknown) or _("none")))
    return {"per_move": per_move, "reminders": reminders, "grace": grace,
            "expiry": list(dict.fromkeys(expiry)), "control": control}


def from_text(per_move=None, remind="", grace="", expiry="", fischer="",
              moves_a_day=""):
    """Settings from the words of `pbem deadline` and the lobby form: durations like
    48h, reminders "24h,1h", policies "default,skip" (empty: pause, or forfeit for a
    clocked game); a time control FISCHER "72h+12h/120h" (initial + increment / cap)
    or MOVES_A_DAY "3" instead of PER_MOVE."""
    def items(text):
        return [part.strip() for part in (text or "").split(",") if part.strip()]
    control = control_from_text(fischer, moves_a_day)
    if control and (per_move or "").strip():
        raise Invalid(_("a game has a time per move or a time control, not both"))
    return normalize(parse_duration(per_move) if (per_move or "").strip() else None,
                     [parse_duration(r) for r in items(remind)] or None,
                     parse_duration(grace) if (grace or "").strip() else 0,
                     items(expiry) or None, control)


_FISCHER = re.compile(r"\s*([0-9dhms]+)\s*\+\s*([0-9dhms]+)\s*/\s*([0-9dhms]+)\s*")


def control_from_text(fischer="", moves_a_day=""):
    """The control of FISCHER ("72h+12h/120h": initial + increment / cap) or
    MOVES_A_DAY ("3"), None when both are empty; Invalid when both are given."""
    fischer, moves_a_day = (fischer or "").strip(), (moves_a_day or "").strip()
    if fischer and moves_a_day:
        raise Invalid(_("a game has a Fischer clock or moves a day, not both"))
    if moves_a_day:
        if not moves_a_day.isdigit():
            raise Invalid(_("moves a day are a whole number, not {text!r}",
                            text=moves_a_day))
        return {"moves_a_day": int(moves_a_day)}
    if not fischer:
        return None
    found = _FISCHER.fullmatch(fischer.lower())
    if not found:
        raise Invalid(_("{text!r}: a Fischer clock is initial+increment/cap, e.g. "
                        "72h+12h/120h", text=fischer))
    initial, increment, cap = found.groups()
    return {"fischer": {"initial": parse_duration(initial), "cap": parse_duration(cap),
                        "increment": 0 if increment.strip("0") == "" else
                        parse_duration(increment)}}


def time_control(spec):
    """The settings of the API's "time_control" ({"per_move": "3d"} | {"fischer":
    {"initial": "72h", "increment": "12h", "cap": "120h"}} | {"moves_a_day": 3}, with
    optional "reminders" (durations), "grace" and "expiry" beside), or Invalid."""
    if not isinstance(spec, dict):
        raise Invalid("time_control is an object: per_move, fischer or moves_a_day")
    clock = {k: spec[k] for k in ("per_move", "fischer", "moves_a_day") if k in spec}
    extra = set(spec) - set(clock) - {"reminders", "grace", "expiry"}
    if len(clock) != 1 or extra:
        raise Invalid("time_control has one of per_move, fischer, moves_a_day (and "
                      "optionally reminders, grace, expiry)")

    def seconds(text):
        if not isinstance(text, str):
            raise Invalid(f"{text!r} is not a duration such as 48h")
        return parse_duration(text)
    fischer = clock.get("fischer")
    if fischer is not None:
        if not isinstance(fischer, dict) or set(fischer) != {"initial", "increment",
                                                             "cap"}:
            raise Invalid("fischer is {\"initial\", \"increment\", \"cap\"}: "
                          "durations such as 72h, 12h, 120h")
        fischer = {k: 0 if v in ("0", 0) else seconds(v) for k, v in fischer.items()}
    reminders = spec.get("reminders")
    if reminders is not None and not isinstance(reminders, list):
        raise Invalid("reminders are a list of durations")
    return normalize(
        seconds(clock["per_move"]) if "per_move" in clock else None,
        None if reminders is None else [seconds(r) for r in reminders],
        seconds(spec["grace"]) if spec.get("grace") else 0, spec.get("expiry"),
        {"fischer": fischer} if fischer else
        {"moves_a_day": clock["moves_a_day"]} if "moves_a_day" in clock else None)


def _write(conn, game_id, rules):
    """Store RULES (normalize's) as GAME's deadlines, set now: a new deadline counts
    from the moment it is set, so a running game is never past due at once."""
    control = rules.get("control")
    conn.execute("INSERT INTO deadline_settings (game, per_move, reminders, grace, "
                 "expiry, set_at, control) VALUES (?,?,?,?,?,?,?) ON CONFLICT (game) DO "
                 "UPDATE SET per_move=excluded.per_move, reminders=excluded.reminders, "
                 "grace=excluded.grace, expiry=excluded.expiry, set_at=excluded.set_at, "
                 "control=excluded.control",
                 (game_id, rules["per_move"], json.dumps(rules["reminders"]),
                  rules["grace"], json.dumps(rules["expiry"]),
                  _stamp(datetime.now(timezone.utc)),
                  json.dumps(control) if control else None))


def configure(service, game_id, per_move=None, reminders=None, grace=0, expiry=None,
              control=None):
    """Set GAME's deadlines (seconds; expiry: policies in the order to try them;
    control: a time control, check_control's)."""
    service.load(game_id)
    rules = normalize(per_move, reminders, grace, expiry, control)
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
    keys = ("per_move", "reminders", "grace", "expiry", "control")
    if not isinstance(chosen, dict) or set(chosen) - set(keys) or not (
            chosen.get("per_move") or chosen.get("control")):
        raise Invalid(f"deadlines are an object of {', '.join(keys)} (per_move needed, "
                      "unless a control is given)")
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


def add_warner(service, warner):
    """Let WARNER(conn, game, role, deadline, offset) tell another channel (a forum's
    mention: pbem.forum.outgoing.warn) of each reminder the job writes, in its
    transaction. Idempotent."""
    service.warners = getattr(service, "warners", [])
    if warner not in service.warners:
        service.warners.append(warner)
    return service


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
    """{"per_move", "reminders", "grace", "expiry", "set_at", "control"} of GAME
    (set_at: when they were set, UTC ISO, or None before schema step 3; control: its
    time control, None for a time per move), or None (no deadlines)."""
    row = conn.execute("SELECT per_move, reminders, grace, expiry, set_at, control FROM "
                       "deadline_settings WHERE game=?", (game_id,)).fetchone()
    if row is None:
        return None
    return {"per_move": row[0], "reminders": json.loads(row[1]), "grace": row[2],
            "expiry": json.loads(row[3]), "set_at": row[4],
            "control": json.loads(row[5]) if row[5] else None}


def chosen(rules):
    """What of RULES (settings') a new game takes to have the same deadlines (a
    rematch): Service.create's "deadlines" setting."""
    return {k: rules[k] for k in ("per_move", "reminders", "grace", "expiry", "control")}


def vacation_days(first_day, last_day, tz="UTC"):
    """(first, last) dates of a vacation FIRST_DAY..LAST_DAY (ISO, both included) in
    the time zone TZ, checked; Invalid saying what is wrong."""
    zone(tz)
    try:
        first, last = date.fromisoformat(first_day), date.fromisoformat(last_day)
    except ValueError:
        raise Invalid(_("vacation days are dates like 2025-07-01")) from None
    if last < first:
        raise Invalid(_("the vacation ends ({last}) before it begins ({first})",
                        last=last, first=first))
    return first, last


def add_vacation(service, email, first_day, last_day, tz="UTC"):
    """EMAIL is away from FIRST_DAY to LAST_DAY (ISO dates, both included, in TZ),
    given by the host (nothing spent from a bank)."""
    first, last = vacation_days(first_day, last_day, tz)
    with service.store.transaction() as conn:
        insert_vacation(conn, email, first, last, tz)


def insert_vacation(conn, email, first, last, tz, holder=None, spent=0, now=None):
    """Write EMAIL's vacation FIRST..LAST (dates, checked) in TZ; HOLDER spent SPENT
    days of his bank on it at NOW (pbem.telling.vacations)."""
    conn.execute("INSERT INTO vacations (email, first_day, last_day, tz, holder, spent, "
                 "declared_at) VALUES (?,?,?,?,?,?,?)",
                 (email.strip().lower(), first.isoformat(), last.isoformat(), tz, holder,
                  spent, _stamp(now or datetime.now(timezone.utc))))


def spends(conn, holder):
    """[(declared at, days)] HOLDER spent from his bank, oldest first."""
    return [(datetime.fromisoformat(at), days) for at, days in conn.execute(
        "SELECT declared_at, spent FROM vacations WHERE holder=? AND spent > 0 "
        "ORDER BY declared_at", (holder,))]


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
    """{"version", "turns": pbem.telling.clocks' turns, "paused": role | None} derived
    from the log (cached per version)."""
    conn = service.store.conn
    version = service.store.version(game_id)
    row = conn.execute("SELECT version, clocks FROM deadline_clocks WHERE game=?",
                       (game_id,)).fetchone()
    if row and row[0] == version and "turns" in (kept := json.loads(row[1])):
        return kept
    result = fold_clocks(service.store.read(game_id))
    with service.store.transaction() as conn:
        conn.execute("INSERT INTO deadline_clocks VALUES (?,?,?) ON CONFLICT (game) DO "
                     "UPDATE SET version=excluded.version, clocks=excluded.clocks",
                     (game_id, result["version"], json.dumps(result)))
    return result


def _paused_after(paused, rec):
    """Who pauses the game after REC, when PAUSED did before: a game.paused pauses it,
    a game.resumed or the paused role acting ends the pause."""
    if rec.type == "game.paused":
        return rec.payload["role"]
    if paused and (rec.type == "game.resumed" or rec.actor == paused):
        return None
    return paused


def _turned(turns, version, at, active, paused):
    """TURNS with the state after an append (version, at) noted, when who is waited
    for or the pause changed."""
    last = turns[-1] if turns else None
    if last and last["active"] == active and last["paused"] == paused:
        return turns
    return turns + [{"v": version, "at": at, "active": active, "paused": paused}]


def advance_clocks(conn, change):
    """Move the kept clocks of CHANGE's game over its append (same transaction), when
    they were kept at the version it was appended to; else leave them: clocks()
    folds them anew from the log when it finds them behind. The same reading as
    fold_clocks, one append at a time."""
    first = change.recorded[0]
    row = conn.execute("SELECT version, clocks FROM deadline_clocks WHERE game=?",
                       (change.game.id,)).fetchone()
    if row is None or row[0] != first.version or "turns" not in (kept := json.loads(
            row[1])):
        return
    paused = kept["paused"]
    for rec in change.recorded:
        paused = _paused_after(paused, rec)
    turns = _turned(kept["turns"], change.game.version, first.recorded_at,
                    lobby.active(change.game), paused)
    conn.execute("UPDATE deadline_clocks SET version=?, clocks=? WHERE game=?",
                 (change.game.version, json.dumps(
                     {"version": change.game.version, "turns": turns, "paused": paused}),
                  change.game.id))


def fold_clocks(records):
    """Replay the log RECORDS, noting who is waited for after each append (the events
    of one append share their recorded_at) and who pauses the game: the turns of
    pbem.telling.clocks."""
    game = Game(records[0].stream, {})
    turns, paused = [], None
    for i, rec in enumerate(records):
        game = step(game, rec, records)
        paused = _paused_after(paused, rec)
        if i + 1 == len(records) or records[i + 1].recorded_at != rec.recorded_at:
            turns = _turned(turns, game.version, rec.recorded_at, lobby.active(game),
                            paused)
    return {"version": game.version, "turns": turns, "paused": paused}


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
        return _("The game is paused: you missed a deadline. Your next command resumes "
                 "it.")
    name = next((s["name"] for s in game.meta["seats"] if s["role"] == by), by)
    return _("The game is paused: {name} ({role}) missed a deadline. It goes on when "
             "they play or the host resumes it; until then no other seat may move.",
             name=name, role=saying.role_name(game.rules, by))


def zone_of(conn, email):
    """The time zone of the player of EMAIL: his account's, else UTC."""
    account = accounts.of_email(conn, email) if email else None
    return zone(account["tz"]) if account else timezone.utc


def seat_clocks(service, game_id, rules=None, clock=None, now=None, version=None):
    """pbem.telling.clocks.seats of GAME_ID at NOW (default: now), or at VERSION (the
    clocks then: its turns, at its recorded_at, for the replay); {} without deadlines.
    RULES (the game's settings) and CLOCK (its clocks) when the caller has read them.
    Only what the control needs is read: the vacations of the seats waited for (of
    every seat for Fischer banks), the players' time zones for moves a day."""
    conn = service.store.conn
    rules = rules or settings(conn, game_id)
    if rules is None:
        return {}
    turns = (clock or clocks(service, game_id))["turns"]
    if version is not None:                 # the append that made VERSION, and before
        now = datetime.fromisoformat(
            service.store.read(game_id, version - 1, version)[0].recorded_at)
        turns = [t for t in turns if datetime.fromisoformat(t["at"]) <= now]
    control = rules.get("control") or {}
    waited = turns[-1]["active"] if turns else []
    emails = {s["role"]: s["email"] for s in seats.listing(conn, game_id)
              if "fischer" in control or s["role"] in waited}
    return arithmetic.seats(
        rules, turns, {r: vacations(conn, e) if e else [] for r, e in emails.items()},
        {r: zone_of(conn, e) for r, e in emails.items()} if "moves_a_day" in control
        else {}, now or datetime.now(timezone.utc))


def clock_lines(service, game_id, version=None):
    """{role: its clock in words, with its deadline (UTC) when it is waited for} of a
    game with a time control, now or at VERSION (seat_clocks); {} for any other game:
    what every page, mail, digest, report and feed shows of the clocks."""
    rules = settings(service.store.conn, game_id)
    if not rules or not rules["control"]:
        return {}
    return {role: _("{clock}, due {when}", clock=clock_words(rules, clock),
                    when=clock["due"].strftime("%Y-%m-%d %H:%M UTC"))
            if clock["due"] else clock_words(rules, clock)
            for role, clock in seat_clocks(service, game_id, rules,
                                           version=version).items()}


def deadlines(service, game_id, rules=None, clock=None):
    """{waited-for role: its deadline (UTC datetime)}, each clock counted from when the
    role became active or the deadlines were set, the later (pbem.telling.clocks); {}
    without deadlines or when paused. RULES (the game's settings) and CLOCK (its
    clocks) when the caller has read them."""
    return {role: c["due"] for role, c in seat_clocks(service, game_id, rules,
                                                       clock).items() if c["due"]}


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
    turns = clocks(service, game_id)["turns"]
    for role, at in deadlines(service, game_id, rules).items():
        since = arithmetic.wait_began(turns, role, rules)
        counts["reminders"] += _remind(service, game_id, role, at, rules["reminders"],
                                       now, since)


def _remind(service, game_id, role, at, offsets, now, since):
    """Have ROLE reminded of its deadline AT by the most urgent of the OFFSETS that is
    due (once), of those that fall after its wait began (SINCE: a Fischer seat whose
    bank is short when its turn comes is not told at once); 1 if a reminder was
    written."""
    due = [o for o in offsets if since <= at - timedelta(seconds=o) <= now < at]
    if not due:
        return 0
    game = service.load(game_id)
    with service.store.transaction() as conn:
        written = notify.reminder(conn, game_id, game.version, role, _stamp(at),
                                  min(due), now)
        for warner in getattr(service, "warners", []):     # each keeps its own once
            warner(conn, game, role, _stamp(at), min(due))
        return int(written)


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
