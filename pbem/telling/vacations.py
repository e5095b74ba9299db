"""The vacation bank: days a player earns by playing and spends by declaring a
vacation (OGS's vacation days), during which every clock of his seats stands still
(pbem.telling.deadlines, pbem.telling.clocks) and his opponents are told.

Whose bank: an account's (all his addresses share it), else an address's (a player
who never signed in). It accrues from the account's creation (else the address's first
seat) with START days, and one more every EVERY days, never holding more than CAP;
each spend takes its days at the moment it is declared. START lets a new player take
a week off before he has earned one (OGS gives new players days too). The balance is read from the vacations' rows
(holder, spent, declared_at): nothing else is kept, so it is the same on every read.

A vacation the host gives (`pbem vacation --free`) takes nothing from the bank.
"""
import math
from datetime import datetime, timezone

from pbem.core import seats
from pbem.core.errors import Invalid
from pbem.players import accounts
from pbem.language.speaking import Voice
from pbem.telling import deadlines, notify

#: a vacation's refusals in the language of the player declaring it
_ = Voice("service")
ngettext = _.n

#: the days a new bank holds
START = 7
#: one day of vacation is earned for every EVERY days since the player began
EVERY = 10
#: the most days a bank holds
CAP = 30


def balance(origin, spent, now):
    """Days in a bank that began at ORIGIN with START after SPENT ([(when, days)],
    oldest first), at NOW: it grows 1/EVERY a day, never above CAP, and each spend
    takes its days."""
    held, at = float(START), origin
    for when, days in [*spent, (now, 0)]:
        held = min(CAP, held + max(0.0, (when - at).total_seconds()) / 86400 / EVERY)
        held, at = held - days, max(at, when)
    return held


def holder(conn, email):
    """(holder, [its addresses], when its bank began) of the player of EMAIL: his
    account's, else the address alone."""
    email = email.strip().lower()
    account = accounts.of_email(conn, email)
    if account:
        began = accounts.created_at(conn, account["id"])
        return f"account:{account['id']}", account["emails"] or [email], began
    return email, [email], seats.first_seat_at(conn, email)


def bank(conn, email, now=None):
    """{"holder", "emails", "days" (whole days he may spend now), "spent", "start",
    "every", "cap"} of the player of EMAIL."""
    now = now or datetime.now(timezone.utc)
    who, emails, began = holder(conn, email)
    spent = deadlines.spends(conn, who)
    held = balance(datetime.fromisoformat(began) if began else now, spent, now)
    return {"holder": who, "emails": emails, "days": max(0, math.floor(held + 1e-9)),
            "spent": sum(days for _, days in spent), "start": START, "every": EVERY,
            "cap": CAP}


def spend(service, email, first_day, last_day, tz="UTC", free=False, now=None):
    """The player of EMAIL is away FIRST_DAY..LAST_DAY (ISO dates, both included, in
    TZ): the days are taken from his bank (Invalid when it holds too few; FREE: the
    host gives them), every address of his is away, and every other seat of each of
    his running games is told. Returns bank() after it. Days already past are refused
    but from the host (FREE: he may mend the clocks afterwards)."""
    now = now or datetime.now(timezone.utc)
    first, last = deadlines.vacation_days(first_day, last_day, tz)
    if not free and last < now.astimezone(deadlines.zone(tz)).date():
        raise Invalid(_("that vacation is over: it ended on {last}", last=last))
    days = (last - first).days + 1
    with service.store.transaction() as conn:
        held = bank(conn, email, now)
        if not free and days > held["days"]:
            raise Invalid(ngettext(
                "this vacation takes {num} day; the bank holds {held} (one more every "
                "{every} days, at most {cap})",
                "this vacation takes {num} days; the bank holds {held} (one more every "
                "{every} days, at most {cap})", days, held=held["days"], every=EVERY,
                cap=CAP))
        for i, address in enumerate(held["emails"]):
            deadlines.insert_vacation(conn, address, first, last, tz, held["holder"],
                                      0 if free or i else days, now)
        key = f"{held['holder']}:{first}:{last}:{now.isoformat(timespec='seconds')}"
        for address in held["emails"]:
            for seat in seats.of_email(conn, address):
                if seat["status"] == "active":
                    notify.vacation(conn, seat["game"], seat["version"], seat["role"],
                                    first.isoformat(), last.isoformat(), tz, key, now)
    return bank(service.store.conn, email, now)

