"""The web channel: a Flask app with the JSON API (/api) and the HTML pages (/).

One Service is shared by all of waitress's threads; the event store opens one SQLite
connection per thread, so nothing here needs a lock. The app only translates HTTP to
service calls: every move still goes through Service.submit().
"""
import importlib.metadata
import os

from flask import Flask

from pbem import TEMPLATES, config, forum
from pbem.core import settings
from pbem.telling import deadlines, notify
from pbem.web import (accounts, api, apidocs, audit, board, errors, feeds, help, home,
                      hooks, live, open_api, open_games, ops, pages, profile, ratings,
                      language, replay, security, sso, tournaments, unsubscribe)
# they add their routes to pages.bp
from pbem.web import addresses, forum_pages, seat_language, seat_link  # noqa: F401



def _version():
    try:
        return importlib.metadata.version("pbem")
    except importlib.metadata.PackageNotFoundError:
        return "dev"


def _secret(cfg, service):
    """The key of the session cookie, the forms' HMAC and the signed cookies: [web]
    secret_key or PBEM_WEB_SECRET_KEY, else one made once and kept in the database, so
    that every worker process and every restart signs and checks them alike (a form
    opened before a restart still posts; a page made by one gunicorn worker posts to
    another)."""
    configured = cfg.get("web", {}).get("secret_key") or os.environ.get(
        "PBEM_WEB_SECRET_KEY")
    if configured:
        return configured
    with service.store.transaction() as conn:
        return settings.secret(conn, "web_secret")


def create_app(cfg=None, service=None):
    """The WSGI app; cfg defaults to pbem.config.load(), service to the configured one.

    Without [server] base_url the links shown to players name [server] host and port:
    `pbem serve` puts the address it listens on there (see pbem.web.security)."""
    cfg = config.load() if cfg is None else cfg
    service = config.open_service(cfg) if service is None else service
    server = {**config.DEFAULTS["server"], **cfg.get("server", {})}
    web = {**config.DEFAULTS["web"], **cfg.get("web", {})}
    deadlines.setup(service)            # the create forms take deadlines
    notify.take_consent(service)        # and name addresses, whose owners are asked
    forum.setup(service, cfg)           # the hooks and pages change bound games
    app = Flask(__name__, template_folder=str(TEMPLATES))
    app.config.update(
        SECRET_KEY=_secret(cfg, service),
        PBEM_VERSION=_version(),
        PBEM_BASE_URL=server["base_url"],
        PBEM_POLL_SECONDS=web["poll_seconds"],
        PBEM_GAMES_PER_HOUR=web["games_per_hour"],
        MAX_CONTENT_LENGTH=256 * 1024,
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        API_TITLE="pbem",
        API_VERSION=_version(),
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/api",
        OPENAPI_JSON_PATH="openapi.json",
    )
    app.json.sort_keys = False
    app.extensions["pbem"] = service
    rest = errors.PbemApi(app)
    rest.spec.components.security_scheme(
        "seatToken", {"type": "http", "scheme": "bearer",
                      "description": "the seat token given once at game creation"})
    rest.spec.components.security_scheme(
        "personalToken", {"type": "http", "scheme": "bearer", "description":
                          "a player's personal API token, made on his settings page"})
    rest.register_blueprint(api.blp)
    rest.register_blueprint(open_api.blp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(accounts.bp)
    app.register_blueprint(sso.bp)
    app.register_blueprint(home.bp)
    app.register_blueprint(profile.bp)
    language.install(app)
    app.jinja_env.globals.update(current_account=accounts.current_account,
                                 csrf_token=accounts.csrf_token)
    app.register_blueprint(audit.bp)
    app.register_blueprint(replay.bp)
    app.register_blueprint(feeds.bp)
    app.register_blueprint(live.bp)
    app.register_blueprint(apidocs.bp)
    app.register_blueprint(board.bp)
    app.register_blueprint(hooks.bp)
    app.register_blueprint(help.bp)
    ratings.register(app, rest, service)
    open_games.register(app, service)
    tournaments.register(app, rest, service)
    unsubscribe.register(app, cfg)
    errors.register(app)
    security.install(app, server)
    ops.install(app, cfg)
    return app
