"""One error shape for the whole API: {"error": {"code", "message", "legal"?}} (§8).

flask-smorest, webargs, Flask's routing and the service each raise errors of their
own; they are all reshaped here, so a client handles one envelope, and the HTML pages
get a readable page instead of JSON. Bad input is always a 4xx.
"""
import json

from flask import render_template, request
from flask_babel import lazy_gettext
from flask_smorest import Api

from pbem.core.errors import ServiceError
from pbem.web.schemas import ErrorOut

CODES = {400: "invalid", 401: "unauthorized", 403: "forbidden", 404: "not_found",
         405: "method_not_allowed", 406: "not_acceptable", 409: "conflict",
         413: "too_large", 415: "unsupported_media_type", 422: "invalid",
         429: "too_many_requests"}
#: an error page's heading: its code in the reader's words (the API keeps the codes)
TITLES = {"invalid": lazy_gettext("invalid"), "unauthorized": lazy_gettext("unauthorized"),
          "forbidden": lazy_gettext("forbidden"), "not_found": lazy_gettext("not found"),
          "conflict": lazy_gettext("conflict"), "too_large": lazy_gettext("too large"),
          "too_many_requests": lazy_gettext("too many requests"),
          "too_many": lazy_gettext("too many requests"), "rejected": lazy_gettext("rejected"),
          "unavailable": lazy_gettext("unavailable"), "bad_request": lazy_gettext("bad request"),
          "method_not_allowed": lazy_gettext("method not allowed")}


def wants_json():
    return request.path == "/api" or request.path.startswith("/api/")


def envelope(status, code, message, legal=None):
    err = {"code": code, "message": message}
    if legal is not None:
        err["legal"] = legal
    return {"error": err}, status


def respond(status, code, message, legal=None, headers=None):
    """JSON under /api, an HTML error page elsewhere. A 401 names the scheme that
    authenticates (RFC 9110 asks every 401 for WWW-Authenticate)."""
    body, status = envelope(status, code, message, legal)
    headers = dict(headers or {})
    if status == 401:
        headers["WWW-Authenticate"] = 'Bearer realm="pbem"'
    if wants_json():
        return body, status, headers
    return (render_template("web/error.html", error=body["error"], status=status),
            status, headers)


def _validation_message(messages):
    """webargs gives {location: {field: [msgs]}}; say it in one line."""
    if isinstance(messages, dict) and len(messages) == 1:
        messages = next(iter(messages.values()))
    return "invalid request: " + json.dumps(messages, sort_keys=True, default=str)[:2000]


class PbemApi(Api):
    """flask-smorest's Api with the pbem error envelope instead of its own."""

    ERROR_SCHEMA = ErrorOut

    def handle_http_exception(self, error):
        status = error.code or 500
        data = getattr(error, "data", None) or {}
        messages = data.get("messages") or data.get("errors")
        if messages is not None:
            return respond(status, "invalid", _validation_message(messages))
        message = data.get("message") or error.description or error.name
        if status >= 500:
            message = "internal error; the request was not applied"
        allowed = getattr(error, "valid_methods", None)     # a 405 says what is
        return respond(status, CODES.get(status, "error" if status >= 500
                                         else "bad_request"), message,
                       headers={"Allow": ", ".join(allowed)} if allowed else None)


def handle_service_error(error: ServiceError):
    return respond(error.status, error.code, error.message, error.legal)


def error_title(code):
    """The heading of an error page of CODE."""
    return TITLES.get(code, code.replace("_", " "))


def register(app):
    app.register_error_handler(ServiceError, handle_service_error)
    app.jinja_env.globals["error_title"] = error_title

