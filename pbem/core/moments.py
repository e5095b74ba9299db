"""How a moment is kept in the service's tables: ISO 8601 text in UTC, to the second.

One form for every table of the players and of the lobby, so that text compares in
time order in SQL on both stores (a moment with another offset or with microseconds
would sort wrongly beside the others)."""
from datetime import timezone


def iso(moment):
    """MOMENT (an aware datetime) as the tables keep it."""
    return moment.astimezone(timezone.utc).isoformat(timespec="seconds")
