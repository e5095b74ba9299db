"""What the host's tools ask of the web process: a line in the log for every request
(with its request id, sent back as X-Request-Id), GET /healthz for a load balancer or
a service manager, and GET /metrics for Prometheus when [server] metrics is on.

/healthz answers 200 when the database answers and no job that runs under a lease
(deadlines, digests, imap: pbem.jobs.leases) has been silent for longer than it should, 503
with what is wrong otherwise; a database never run by a job yet is not stale. It reads
one row and the leases, so a monitor may ask often. /metrics shows counts only
(pbem.core.metrics): no game's content, no name, no address.
"""
import logging
import re
import secrets
import time
from datetime import datetime, timedelta, timezone

from flask import Blueprint, Response, current_app, g, jsonify, request

from pbem.core import metrics
from pbem.core.errors import NotFound
from pbem.jobs import leases
from pbem.telling import outbox
from pbem.web.seat import service

log = logging.getLogger("pbem.web")
bp = Blueprint("ops", __name__)

#: an X-Request-Id a proxy in front sends is kept when it looks like one
REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")


def install(app, cfg):
    """The request log lines and ids, /healthz, and /metrics when configured."""
    app.config["PBEM_METRICS"] = bool(cfg.get("server", {}).get("metrics"))
    app.config["PBEM_JOB_SECONDS"] = _job_intervals(cfg)
    app.before_request(_begin)
    app.after_request(_end)
    app.register_blueprint(bp)


def _begin():
    given = request.headers.get("X-Request-Id", "")
    g.request_id = given if REQUEST_ID.match(given) else secrets.token_hex(6)
    g.started = time.perf_counter()


def _end(response):
    took = time.perf_counter() - getattr(g, "started", time.perf_counter())
    route = request.url_rule.rule if request.url_rule else "(no route)"
    response.headers["X-Request-Id"] = g.get("request_id", "")
    metrics.add("pbem_http_requests_total", route=route, status=response.status_code)
    metrics.add("pbem_http_request_seconds_total", took, route=route)
    # the route, never the path: a seat's link carries its token in the query
    log.info("%s %s %d %.1f ms", request.method, route, response.status_code,
             took * 1000, extra={"game": (request.view_args or {}).get("game_id")})
    return response


def _job_intervals(cfg):
    """{job: seconds after which its silence is stale}: three of its intervals, at
    least two of its lease's lengths, for the leased jobs this configuration runs."""
    every = cfg.get("scheduler", {})
    lease = every.get("job_lease_seconds", 120)
    out = {"deadlines": every.get("deadline_seconds", 60),
           "digests": every.get("digest_seconds", 300)}
    if cfg.get("imap", {}).get("enabled"):
        out["imap"] = cfg["imap"].get("every_seconds", 60)
    return {job: max(3 * s, 2 * lease) for job, s in out.items()}


@bp.route("/healthz")
def healthz():
    svc, problems = service(), []
    try:
        svc.store.conn.execute("SELECT 1").fetchone()
        last = {job: until for job, _, until in leases.seen(svc.store)}
    except Exception as e:  # noqa: BLE001 - whatever the database says is the answer
        return jsonify(ok=False, database=f"{type(e).__name__}: {e}"), 503
    now = datetime.now(timezone.utc)
    for job, seconds in current_app.config["PBEM_JOB_SECONDS"].items():
        until = last.get(job)
        if until and datetime.fromisoformat(until) < now - timedelta(seconds=seconds):
            problems.append(f"job {job} has not run since {until}")
    body = {"ok": not problems, "database": "ok", "jobs": problems or "ok"}
    return jsonify(body), 503 if problems else 200


@bp.route("/metrics")
def metrics_page():
    if not current_app.config["PBEM_METRICS"]:
        raise NotFound("metrics are off ([server] metrics = true turns them on)")
    gauges = [("pbem_outbox_rows", {"channel": channel, "status": status}, n)
              for channel, status, n in outbox.counts(service().store.conn)]
    return Response(metrics.exposition(gauges),
                    mimetype="text/plain; version=0.0.4; charset=utf-8")
