"""Clock arithmetic, the one owner of it: given a game's time control, its turns (who
the game waited for after each append, read from the log's recorded_at), the
vacation spans of its seats and a moment, each seat's time left and deadline.

Pure functions of their arguments (no database, no clock of their own), so the
deadline job (pbem.telling.deadlines), every page and mail that shows a clock, and the
replay (the clocks at version N: the turns up to N, at N's recorded_at) read the same
numbers.

A turn is {"v": version, "at": UTC ISO, "active": [roles], "paused": role | None}: the
state after the append that made version v, noted only when who is waited for (or the
pause) changed. A seat's clock runs while a turn waits for it, is not paused, and its
player is not on vacation (whole days: vacation spans as UTC (start, end)); every
waiting seat's clock runs at once in a simultaneous step.

The time controls (settings["control"]; None is the per-move deadline of old):
- per move (None): each time the game starts waiting for a seat it has per_move
  seconds (counted again after a pause);
- {"fischer": {"initial", "increment", "cap"}} (seconds): a bank per seat, starting
  at initial, running down while the game waits for the seat; each time the seat
  hands the move on (it was waited for and is no longer) increment is added, the bank
  capped at cap. An empty bank is the deadline;
- {"moves_a_day": n}: each time the game starts waiting for a seat it has 24h/n, and
  the deadline is then put off to the end of that calendar day in the player's time
  zone (midnight, local): whoever plays n times a day, whenever in the day, is never
  late. "Calendar day" is the player's: the same turn is due at a different instant
  for a player in Tokyo and one in New York.
"""
from datetime import datetime, time, timedelta, timezone

DAY = 86400


def running(start, end, spans):
    """Seconds between START and END (datetimes) outside the SPANS (sorted, merged)."""
    if end <= start:
        return 0.0
    total = (end - start).total_seconds()
    for a, b in spans:
        total -= max(0.0, (min(b, end) - max(a, start)).total_seconds())
    return total


def extend(start, seconds, spans):
    """The moment SECONDS of running time after START, the clock standing still during
    each of the SPANS (sorted, merged)."""
    due = start + timedelta(seconds=seconds)
    for a, b in spans:
        if a >= due:
            break
        if b > start:
            due += b - max(a, start)
    return due


def end_of_day(moment, where):
    """The end of MOMENT's calendar day in the time zone WHERE (its next midnight);
    MOMENT itself when it is a midnight there."""
    local = moment.astimezone(where)
    if local.time() == time():
        return moment
    midnight = datetime.combine(local.date() + timedelta(days=1), time(), where)
    return midnight.astimezone(timezone.utc)


def _at(turn):
    return datetime.fromisoformat(turn["at"])


def seats(rules, turns, spans, zones, now):
    """{role: {"due": deadline (UTC datetime) or None, "left": seconds, "waiting":
    bool}} at NOW for each role waited for and, in a Fischer game, every
    role of SPANS too (its bank).

    RULES: the game's settings ({"per_move", "control", "set_at"}); TURNS: its turns up
    to NOW (module docstring); SPANS: {role: vacation spans}; ZONES: {role: ZoneInfo}
    (moves a day). "left" is the bank of a Fischer seat, the time until its deadline
    otherwise (below 0: overdue). A paused game has no deadlines: its seats' "due" is
    None."""
    if not turns:
        return {}
    control = rules.get("control") or {}
    last = turns[-1]
    if "fischer" in control:
        out = _fischer(control["fischer"], turns, spans, _floor(rules), now)
    else:
        out = {}
        for role in last["active"]:
            since = wait_began(turns, role, rules)
            due = _moves_a_day(control, since, spans.get(role, []), zones.get(role)) \
                if "moves_a_day" in control else \
                extend(since, rules["per_move"], spans.get(role, []))
            out[role] = {"due": due, "waiting": True,
                         "left": int((due - now).total_seconds())}
    if last["paused"]:
        out = {r: {**c, "due": None} for r, c in out.items()}
    return out


def _floor(rules):
    """When the deadlines were set (a clock counts from then at the earliest), or None."""
    return datetime.fromisoformat(rules["set_at"]) if rules.get("set_at") else None


def wait_began(turns, role, rules):
    """When ROLE's present wait began: the first of the last TURNS that all wait for
    it unpaused (a pause starts it again), not before RULES' set_at."""
    start, floor = turns[-1], _floor(rules)
    for turn in reversed(turns):
        if role not in turn["active"] or turn["paused"]:
            break
        start = turn
    return max(_at(start), floor) if floor else _at(start)


def _moves_a_day(control, since, spans, where):
    """24h / n of running time from SINCE, then to the end of that day in WHERE."""
    due = extend(since, DAY // control["moves_a_day"], spans)
    return end_of_day(due, where or timezone.utc)


def _fischer(fischer, turns, spans, floor, now):
    """The banks of every seat (Fischer), read turn by turn: none runs nor gains
    before FLOOR (a clock set on a running game starts full)."""
    roles = set(spans) | {r for t in turns for r in t["active"]}
    bank = {r: float(fischer["initial"]) for r in roles}

    def start(turn):
        return max(_at(turn), floor) if floor else _at(turn)
    for turn, after in zip(turns, turns[1:]):
        for r in [] if turn["paused"] else turn["active"]:
            bank[r] -= running(start(turn), _at(after), spans.get(r, []))
        for r in set(turn["active"]) - set(after["active"]) if floor is None or \
                _at(after) >= floor else []:
            bank[r] = min(float(fischer["cap"]), bank[r] + fischer["increment"])
    last = turns[-1]
    waited = [] if last["paused"] else last["active"]
    return {r: {"waiting": r in waited,
                "due": extend(start(last), bank[r], spans.get(r, [])) if r in waited
                else None,
                "left": int(bank[r] - running(start(last), now, spans.get(r, []))
                            if r in waited else bank[r])}
            for r in sorted(roles)}
