"""Logging, set up once per process from [logging]: a level, and plain or JSON lines,
to stderr (where a service manager, a container runtime or an MTA's pipe log collects
them).

The modules log through the standard library (`logging.getLogger(__name__)`), at info
what a host follows (each web request, each command applied, each mail sent or taken
in and what became of it, each policy decision, each forum hook and why it was ignored,
each job run) and at warning what needs him. Every line carries what it is about where
there is one: the web request's id (also sent back as the X-Request-Id header, so a
player's report can be found), the game and its version. A line never holds a secret
in full: seat tokens, keys, passwords are never passed to a log call, and mail
addresses go through `address()` (the local part shortened), so logs can be shared.

The long-running commands (serve, worker, mail serve, mail policy, mail ingest) set it
up; the other commands keep Python's default (warnings only), so their output stays
theirs.
"""
import json
import logging
import sys
import time

from pbem.core.errors import Invalid

#: the record attributes a line may carry besides the message
CONTEXT = ("request_id", "game", "version")
_MARK = "_pbem_handler"


class Context(logging.Filter):
    """Gives every record the context attributes (None where none), the web request's
    id from the request being served."""

    def filter(self, record):
        for name in CONTEXT:
            if not hasattr(record, name):
                setattr(record, name, None)
        if record.request_id is None:
            record.request_id = _request_id()
        return True


def _request_id():
    try:
        from flask import g, has_request_context
    except ImportError:     # pragma: no cover - flask is a dependency
        return None
    return getattr(g, "request_id", None) if has_request_context() else None


class Plain(logging.Formatter):
    """`2026-11-27T22:40:01Z INFO pbem.core.service: applied move (game 3f2a v12, req 9c1e)`"""

    def format(self, record):
        where = ", ".join(f"{label} {value}" for label, value in (
            ("game", record.game), ("v", record.version), ("req", record.request_id))
            if value is not None)
        line = (f"{_utc(record.created)} {record.levelname} {record.name}: "
                f"{record.getMessage()}" + (f" ({where})" if where else ""))
        if record.exc_info:
            line += "\n" + self.formatException(record.exc_info)
        return line


class Json(logging.Formatter):
    """One JSON object a line: time, level, logger, message and the context."""

    def format(self, record):
        out = {"time": _utc(record.created), "level": record.levelname,
               "logger": record.name, "message": record.getMessage()}
        out.update({k: getattr(record, k) for k in CONTEXT
                    if getattr(record, k, None) is not None})
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False)


def _utc(created):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(created))


FORMATTERS = {"plain": Plain, "json": Json}


def configure(cfg, stream=None):
    """Send the process's log records at [logging] level and above to STREAM (stderr)
    in [logging] format; again replaces what it set up before."""
    settings = cfg.get("logging", {})
    level = str(settings.get("level", "info")).upper()
    form = settings.get("format", "plain")
    if form not in FORMATTERS:
        raise Invalid(f"[logging] format must be one of {', '.join(FORMATTERS)}, "
                      f"not {form!r}")
    if not isinstance(logging.getLevelName(level), int):
        raise Invalid(f"[logging] level {settings.get('level')!r} is no logging level "
                      "(debug, info, warning, error)")
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, _MARK, False)]:
        root.removeHandler(old)
    handler = logging.StreamHandler(stream or sys.stderr)
    setattr(handler, _MARK, True)
    handler.addFilter(Context())
    handler.setFormatter(FORMATTERS[form]())
    root.addHandler(handler)
    root.setLevel(level)
    logging.getLogger("waitress.queue").setLevel(max(root.level, logging.WARNING))


def address(email):
    """EMAIL as a log line may show it: the local part's first letter and the domain
    (`a…@example.org`): enough to tell whose, not enough to write to."""
    if not email or "@" not in str(email):
        return "…" if email else email
    local, _, domain = str(email).rpartition("@")
    return f"{local[:1]}…@{domain}"
