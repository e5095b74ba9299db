"""Swagger UI for the JSON API at /api/docs (design §8), reading /api/openapi.json, in
the frame of every page (header, footer, the site's stylesheet).

The Swagger UI files come from flask-swagger-ui's copy of the official distribution
(served from here: no CDN); its page template starts the UI with an inline script,
which the pages' CSP forbids, so the page is ours and the start is a static file
(pbem/web/static/apidocs.js). Swagger UI sets style attributes and inline images as
it renders, so this one page's CSP also allows inline styles and data: images; it
shows nothing but the service's own API description.
"""
from pathlib import Path

import flask_swagger_ui
from flask import Blueprint, abort, make_response, render_template, send_from_directory

from pbem.web import security

bp = Blueprint("apidocs", __name__)
DIST = Path(flask_swagger_ui.__file__).parent / "dist"
#: what the page loads from the distribution
FILES = ("swagger-ui.css", "swagger-ui-bundle.js")
CSP = security.policy(style_src="'self' 'unsafe-inline'", img_src="'self' data:")


@bp.route("/api/docs")
def docs():
    resp = make_response(render_template("web/apidocs.html"))
    resp.headers["Content-Security-Policy"] = CSP
    return resp


@bp.route("/api/docs/<name>")
def asset(name):
    if name not in FILES:
        abort(404)
    return send_from_directory(DIST, name, max_age=86400)
