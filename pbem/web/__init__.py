"""The web channel: a Flask app with the JSON API (/api) and the HTML pages (/).

One Service is shared by all of waitress's threads; the event store opens one SQLite
connection per thread, so nothing here needs a lock. The app only translates HTTP to
service calls: every move still goes through Service.submit().
"""
import importlib.metadata
import os
import secrets

from flask import Flask

from pbem import TEMPLATES, config, forum
from pbem.telling import deadlines
from pbem.web import (api, apidocs, audit, board, errors, feeds, help, hooks, live, ops,
                      pages, replay, security, unsubscribe)
from pbem.web import forum_pages, seat_link  # noqa: F401 - add their routes to pages.bp



def _version():
    try:
        return importlib.metadata.version("pbem")
    except importlib.metadata.PackageNotFoundError:
        return "dev"


def _secret(cfg):
    """The key of the session cookie and the forms' HMAC.

    From [web] secret_key or PBEM_WEB_SECRET_KEY; else a per-process random key, so
    pages open across a restart must be reloaded before their forms work again."""
    return (cfg.get("web", {}).get("secret_key") or os.environ.get("PBEM_WEB_SECRET_KEY")
            or secrets.token_hex(32))


def create_app(cfg=None, service=None):
    """The WSGI app; cfg defaults to pbem.config.load(), service to the configured one.

    Without [server] base_url the links shown to players name [server] host and port:
    `pbem serve` puts the address it listens on there (see pbem.web.security)."""
    cfg = config.load() if cfg is None else cfg
    service = config.open_service(cfg) if service is None else service
    server = {**config.DEFAULTS["server"], **cfg.get("server", {})}
    deadlines.setup(service)            # the create forms take deadlines
    forum.setup(service, cfg)           # the hooks and pages change bound games
    app = Flask(__name__, template_folder=str(TEMPLATES))
    app.config.update(
        SECRET_KEY=_secret(cfg),
        PBEM_VERSION=_version(),
        PBEM_BASE_URL=server["base_url"],
        PBEM_POLL_SECONDS={**config.DEFAULTS["web"], **cfg.get("web", {})}["poll_seconds"],
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
    rest.register_blueprint(api.blp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(audit.bp)
    app.register_blueprint(replay.bp)
    app.register_blueprint(feeds.bp)
    app.register_blueprint(live.bp)
    app.register_blueprint(apidocs.bp)
    app.register_blueprint(board.bp)
    app.register_blueprint(hooks.bp)
    app.register_blueprint(help.bp)
    unsubscribe.register(app, cfg)
    errors.register(app)
    security.install(app, server)
    ops.install(app, cfg)
    return app
