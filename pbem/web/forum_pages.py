"""The game page's forum parts (routes on pages.bp, so the pages' same-origin check
holds for their forms):

- everyone: the latest report in BBCode (phpBB) and in BGG's markup, with copy
  buttons, to paste into a thread of a forum pbem cannot post to;
- a seat: a one-time code to link its forum user (posting `pbem link CODE` in the
  bound topic), and a paste box that applies the commands of a forum post's text as a
  mail reply's are read (pbem.forum.post.pasted_commands, then pbem.core.lines);
- the game's creator, who holds the host link the lobby showed once: bind the game to
  a configured forum, link seats to forum users, unbind (pbem.forum.hosting, as
  `pbem forum` does). The host link's token moves into an HttpOnly cookie scoped to
  the game's path, like a seat's, and its forms carry an HMAC of it.
"""
import hashlib

from flask import abort, current_app, flash, redirect, request, url_for
from flask_babel import gettext as _

from pbem.core import lines
from pbem.core.errors import ServiceError, Unauthorized
from pbem.forum import adapter, hosting, post, render, report, store
from pbem.web import pages
from pbem.web.seat import form_token, form_token_ok, service
from pbem.web.security import cookie_secure

bp = pages.bp
HOST_COOKIE = "pbem_host"
#: the longest post text the paste box reads
PASTE_LIMIT = 20000


def _host_token(game_id):
    """This browser's host token for GAME_ID, or None when it holds none (or a wrong
    one)."""
    token = request.cookies.get(HOST_COOKIE)
    try:
        hosting.check_manager(service(), game_id, token)
    except Unauthorized:
        return None
    return token


def context(game, role):
    """What game.html shows of the forums: the report to paste, the seat's links, and
    the host's box when this browser holds the host link."""
    svc = service()
    built = report.build(svc, current_app.config["PBEM_LINK_BASE"], game.id,
                         game.version)
    host = _host_token(game.id)
    conn = svc.store.conn
    cfg = current_app.extensions["pbem_cfg"]
    return {
        "bbcode": render.report_bbcode(built), "bgg": render.report_bgg(built),
        "links": [l for l in store.links(conn, game.id) if role and l["role"] == role],
        "host": {"bindings": store.bindings(conn, game.id),
                 "links": store.links(conn, game.id), "forums": adapter.configured(cfg),
                 "form_token": form_token(game.id, host)} if host else None,
    }


@bp.route("/games/<game_id>/host")
def host_link(game_id):
    """The creator's host link: its token into a cookie, then the game page."""
    token = request.args.get("token")
    hosting.check_manager(service(), game_id, token)        # 401 page for a wrong link
    resp = redirect(url_for("pages.game_page", game_id=game_id), 303)
    resp.set_cookie(HOST_COOKIE, token, max_age=pages.COOKIE_AGE, httponly=True,
                    samesite="Lax", secure=cookie_secure(),
                    path=url_for("pages.game_page", game_id=game_id))
    return resp


def _hosting(game_id):
    """The host token of a host form's post: 401 without the host link, 403 for a
    form token that is not its own."""
    service().load(game_id)
    token = _host_token(game_id)
    if token is None:
        raise Unauthorized(_("this browser holds no host link of this game: open the "
                             "host link the lobby showed when the game was created"))
    if not form_token_ok(game_id, token, request.form.get("form_token")):
        abort(403, description=_("this form has expired; reload the page and try again"))
    return token


def _field(name):
    return (request.form.get(name) or "").strip()[:200] or None


def _host_action(game_id, action, done):
    """Run ACTION() for the host and come back to the game page saying DONE (or the
    refusal, nothing changed)."""
    _hosting(game_id)
    try:
        said = action()
    except ServiceError as e:
        flash(e.message, "error")
        return redirect(url_for("pages.game_page", game_id=game_id), 303)
    flash(done(said), "ok")
    return redirect(url_for("pages.game_page", game_id=game_id), 303)


@bp.route("/games/<game_id>/forum/bind", methods=["POST"])
def forum_bind(game_id):
    cfg = current_app.extensions["pbem_cfg"]
    return _host_action(game_id, lambda: hosting.bind(
        service(), cfg, game_id, _field("forum") or "", _field("topic"), _field("thread")),
        lambda b: _("bound to %(forum)s; a report is on its way", forum=b["forum"]))


@bp.route("/games/<game_id>/forum/link", methods=["POST"])
def forum_link(game_id):
    return _host_action(game_id, lambda: hosting.link(
        service(), game_id, _field("seat") or "", _field("user"), _field("forum")),
        lambda linked: _("%(user)s plays %(role)s on %(forum)s",
                         user=request.form.get("user", "").strip(), role=linked[0],
                         forum=linked[1]))


@bp.route("/games/<game_id>/forum/unbind", methods=["POST"])
def forum_unbind(game_id):
    forum = _field("forum") or ""
    return _host_action(game_id, lambda: hosting.unbind(service(), game_id, forum),
                        lambda _unbound: _("no longer played in %(forum)s", forum=forum))


@bp.route("/games/<game_id>/forum/code", methods=["POST"])
def forum_code(game_id):
    """A one-time link code for this seat, shown on the page this once."""
    role, token = pages.posting_seat(game_id)
    code = hosting.new_code(service(), game_id, role)
    return pages.render_game(service().load(game_id), role, token, link_code=code)


@bp.route("/games/<game_id>/paste", methods=["POST"])
def paste(game_id):
    """Apply the commands of a forum post pasted by this seat: the same text pasted
    twice at one version applies once."""
    svc = service()
    role, token = pages.posting_seat(game_id)
    text = (request.form.get("post") or "")[:PASTE_LIMIT]
    commands = post.pasted_commands(text)
    version = svc.load(game_id).version
    key = f"paste:{version}:{hashlib.sha256(text.encode()).hexdigest()[:32]}"
    with svc.store.transaction():
        fates = lines.apply(svc, game_id, role, key, commands, "web")
    status = 422 if lines.rejected(fates) or not fates else 200
    return pages.render_game(svc.load(game_id), role, token, pasted={
        "fates": lines.with_events(svc, game_id, role, fates)}, status=status)
