"""The lobby's list of games: newest first, a page at a time, filtered by kind and by
whether a game is running or finished (?kind=rhine&status=finished&page=2); the games
still waiting for players are the open games' list (/open, of the same kind), which the
status filter links to.

Games only ever accumulate, so the lobby shows PER_PAGE of them and links the pages
around; the filters are links too (plain GETs: a page of the list can be bookmarked).
"""
from flask import request, url_for
from flask_babel import gettext as _, lazy_gettext

from pbem.core import lobby
from pbem.core.errors import Invalid
from pbem.web.seat import playable_kinds, service

PER_PAGE = 25
#: the status filter's values, in words
STATUSES = {"active": lazy_gettext("running"), "finished": lazy_gettext("finished")}


def _filters():
    """(kind, status, page) the request asks for; Invalid for a value that is none."""
    kind = request.args.get("kind") or None
    status = request.args.get("status") or None
    page = request.args.get("page") or "1"
    if kind is not None and kind not in playable_kinds():
        raise Invalid(_("no game kind %(kind)r: the kinds are %(kinds)s", kind=kind[:40],
                        kinds=", ".join(playable_kinds())))
    if status is not None and status not in STATUSES:
        raise Invalid(_("status is one of %(statuses)s, not %(status)r",
                        statuses=", ".join(STATUSES), status=status[:40]))
    if not page.isdigit() or not 1 <= int(page) <= 10 ** 6:
        raise Invalid(_("page is a whole number from 1, not %(page)r", page=page[:40]))
    return kind, status, int(page)


def context():
    """What the lobby template shows of the list: the page's games, the filters chosen
    and offered, the links to the pages before and after."""
    kind, status, page = _filters()
    conn = service().store.conn
    total = lobby.count(conn, kind, status)
    pages = max(1, -(-total // PER_PAGE))

    def at(**changed):
        asked = {"kind": kind, "status": status, "page": None, **changed}
        return url_for("pages.lobby_page", **{k: v for k, v in asked.items() if v})

    return {"games": lobby.listing(conn, kind, status, PER_PAGE, (page - 1) * PER_PAGE),
            "total": total, "page": page, "pages": pages, "kind": kind, "status": status,
            "kinds": [(k, rules.TITLE, at(kind=k)) for k, rules in playable_kinds().items()],
            "statuses": [(s, words, at(status=s)) for s, words in STATUSES.items()],
            "all_kinds": at(kind=None), "all_statuses": at(status=None),
            "waiting": url_for("open_games.open_list", kind=kind),
            "before": at(page=page - 1) if page > 1 else None,
            "after": at(page=page + 1) if page < pages else None}
