"""A signed-in player's home (design §8: GET /me): every game he sits in, of every kind
and channel, the running ones first (his turn first, then by the deadline of who is to
act), each with his side, whose turn it is, the time left, the last thing that
happened as his seat may see it and one click to his seat page; the finished ones
below with their result, searchable by kind and by an opponent's name; and an Atom
feed of it all at a private address (GET /me/feed.atom?token=T).

A seat is his when he claimed it or when its address is one he confirmed
(pbem.core.seats.of_account). The list is built from the lobby's rows of his games,
the names of their seats and the newest events of all of them, each read at once
(pbem.players.home, EventStore.read_tails), and from the deadlines of the games that
have them: no game is folded, so the page stays fast for a player with hundreds of
games. The same list answers GET /api/me/games (pbem.web.api).
"""
from datetime import datetime, timezone

from flask import Blueprint, make_response, redirect, render_template, request, url_for
from flask_babel import gettext as _

from pbem import games
from pbem.core import saying, seats
from pbem.core.aggregate import ENDED, Game
from pbem.core.errors import Invalid, Unauthorized
from pbem.core.recent import told
from pbem.players import home as home_rows
from pbem.telling import deadlines
from pbem.web.accounts import current_account
from pbem.web.feeds import absolute, authority, private
from pbem.web.seat import playable_kinds, service
from pbem.web.security import same_origin_posts

bp = Blueprint("home", __name__)
bp.before_request(same_origin_posts)
#: the newest events read of each game: a finished game ends with game.ended and
#: game.revealed, and a running game's newest event told among what happened
#: (pbem.core.recent.told) is seldom further back than the service's markers
TAIL = 4
#: the entries of the home's feed, the most lately changed games
ENTRIES = 50
#: where a game without a deadline sorts among those with one
NO_DEADLINE = datetime.max.replace(tzinfo=timezone.utc)


def games_of(account, now=None):
    """[{"game", "kind", "title", "role", "name", "status", "version", "updated_at",
    "to_act", "your_turn", "opponents", "deadline", "seconds_left", "paused", "last",
    "result", "url"}] of every seat ACCOUNT holds, in the home's order: the running
    games first, his turn first, then by the deadline of who is to act (the soonest
    first, those without one last), the most lately moved first among equals; then the
    finished ones, the most lately ended first."""
    svc, now = service(), now or datetime.now(timezone.utc)
    conn = svc.store.conn
    rows = seats.of_account(conn, account["id"], account["emails"])
    names = home_rows.seat_names(conn, account["id"], account["emails"])
    tails = svc.store.read_tails({row["game"]: row["version"] for row in rows}, TAIL)
    items = sorted((_item(svc, row, names.get(row["game"], {}), tails[row["game"]], now)
                    for row in rows), key=lambda i: i["updated_at"], reverse=True)
    return sorted(items, key=lambda i: (i["status"] != "active", not i["your_turn"],
                                        i["deadline"] or NO_DEADLINE))


def _item(svc, row, names, tail, now):
    """One seat's entry of the home (games_of), from its game's lobby ROW, the NAMES of
    the game's seats {role: name} and the TAIL of its log."""
    game_id, role = row["game"], row["role"]
    due, paused = _clock(svc, game_id) if row["status"] == "active" else ({}, None)
    deadline = due.get(role) or min(due.values(), default=None)
    ended = next((rec for rec in tail if rec.type == ENDED), None)
    outcome = ended.payload["outcome"] if ended else None
    shown = next((rec for rec in reversed(tail) if told(rec.type)),
                 tail[-1] if tail else None)
    # the event in the seat's view, as events_for words it; the rules that word it are
    # the kind's (an event means the same under every rules version it was played by)
    stand_in = Game(game_id, {"kind": row["kind"]}, outcome=outcome,
                    rules=games.get(row["kind"]))
    last = svc.event_dict(stand_in, shown, role) if shown else None
    return {"game": game_id, "kind": row["kind"], "title": row["title"], "role": role,
            "name": names.get(role, role), "status": row["status"],
            "version": row["version"], "updated_at": row["updated_at"],
            "to_act": [{"role": r, "name": names.get(r, r)} for r in row["active"]],
            "your_turn": role in row["active"],
            "opponents": [n for r, n in names.items() if r != role],
            "deadline": deadline,
            "seconds_left": int((deadline - now).total_seconds()) if deadline else None,
            "paused": names.get(paused, paused) if paused else None,
            "last": {k: last[k] for k in ("version", "text", "recorded_at")}
            if last else None,
            "result": _result(outcome, role, names, row["kind"]) if outcome else None,
            "url": url_for("pages.game_page", game_id=game_id, seat=role)}


def _clock(svc, game_id):
    """({role to act: its deadline}, the role whose missed deadline pauses the game or
    None) of a running game; ({}, None) for one without deadlines (one indexed read)."""
    rules = deadlines.settings(svc.store.conn, game_id)
    if rules is None:
        return {}, None
    clock = deadlines.clocks(svc, game_id)
    return deadlines.deadlines(svc, game_id, rules, clock), clock["paused"]


def _result(outcome, role, names, kind):
    """A finished game's result as the seat ROLE reads it."""
    winners = outcome.get("winners") or []
    return {"winners": [names.get(w, w) for w in winners],
            "reason": saying.reason(games.get(kind), outcome.get("reason")),
            "yours": "won" if role in winners else "lost" if winners else "no winner"}


def left_words(seconds):
    """SECONDS left before a deadline, in words ("2d 5h left", "overdue")."""
    if seconds < 0:
        return _("overdue: in its grace time")
    days, hours, minutes = seconds // 86400, seconds % 86400 // 3600, seconds % 3600 // 60
    if days:
        return _("%(days)sd %(hours)sh left", days=days, hours=hours)
    return _("%(hours)sh %(minutes)sm left", hours=hours, minutes=minutes) if hours \
        else _("%(minutes)sm left", minutes=minutes)


def _search():
    """(kind, opponent) the finished games are searched by (?kind=&opponent=), or
    Invalid for a kind that is none."""
    kind = request.args.get("kind") or None
    opponent = (request.args.get("opponent") or "").strip()[:60]
    if kind is not None and kind not in playable_kinds():
        raise Invalid(_("no game kind %(kind)r: the kinds are %(kinds)s", kind=kind[:40],
                        kinds=", ".join(playable_kinds())))
    return kind, opponent


def _found(item, kind, opponent):
    """Whether a finished ITEM is one the search asks for."""
    wanted = opponent.casefold()
    return (kind is None or item["kind"] == kind) and \
        (not wanted or any(wanted in name.casefold() for name in item["opponents"]))


@bp.route("/me")
def home():
    """The signed-in player's home; the sign-in page without a session."""
    account = current_account()
    if account is None:
        return redirect(url_for("accounts.signin_page"), 303)
    kind, opponent = _search()
    items = games_of(account)
    finished = [i for i in items if i["status"] != "active"]
    resp = make_response(render_template(
        "web/me.html", account=account,
        playing=[i for i in items if i["status"] == "active"],
        finished=[i for i in finished if _found(i, kind, opponent)],
        finished_count=len(finished), kind=kind, opponent=opponent,
        kinds=[(k, rules.TITLE) for k, rules in playable_kinds().items()],
        left_words=left_words))
    resp.headers["Cache-Control"] = "no-store"
    return resp


@bp.route("/me/feed.atom")
def feed():
    """The home as an Atom feed, for a feed reader: an entry a game each time it moves
    on (its version is in the entry's id), the most lately changed first."""
    account = home_rows.by_feed_token(service().store.conn, request.args.get("token"))
    if account is None:
        raise Unauthorized(_("missing or wrong feed token: make your home feed's "
                             "address on your settings page"))
    items = sorted(games_of(account), key=lambda i: i["updated_at"],
                   reverse=True)[:ENTRIES]
    for item in items:
        item["link"] = absolute("pages.game_page", game_id=item["game"], seat=item["role"])
    return private(make_response(render_template(
        "web/me.atom.xml", account=account, items=items,
        updated=items[0]["updated_at"] if items else
        datetime.now(timezone.utc).isoformat(timespec="seconds"),
        page=absolute("home.home"), tag=f"tag:{authority()},pbem:home",
        left_words=left_words)), "application/atom+xml; charset=utf-8")
