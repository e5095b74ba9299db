"""`pbem serve` on every core: gunicorn's pre-forking server, used as a library (issue 30).

Why: one waitress process collapsed under 100 keep-alive clients (12-29 moves/s: its
main thread busy with the connections while its threads idled), where gunicorn's
gthread workers answered 380-390 moves/s a process. So `pbem serve` is:

- the arbiter, the process `pbem serve` started in: it holds the address (bound by
  pbem.web.serving.bound, so that a port in use is one line), forks [server] workers
  web processes (0, the default: one a core this process may use) and forks another
  when one dies. It holds no database connection when it forks (pbem.cli.jobs closes
  the one that made the schema), so no connection crosses a fork;
- each web process makes the app after its fork (the app factory opens its own
  Service) and answers with [server] threads threads; an idle keep-alive connection
  waits in the process's poller, not in a thread, so a hundred of them starve nobody;
- the background jobs run in one more process, `pbem worker --parent <arbiter>`,
  started once the address is held, started again when it ends, stopped with the
  server, and ending by itself when the arbiter is gone: never in the web
  processes, so each job runs in one process (their leases still keep several
  servers on one database apart, pbem.jobs.leases).

SIGTERM stops it gracefully (the requests and job runs under way end first), SIGINT
(Ctrl-C) at once; either leaves no process behind. Where os.fork is missing
(Windows), `pbem serve` runs waitress in one process with the jobs in its threads
(pbem.cli.jobs).
"""
import logging
import os
import signal
import subprocess
import time

from gunicorn import glogging
from gunicorn.app.base import BaseApplication
from gunicorn.arbiter import Arbiter

log = logging.getLogger(__name__)

KEEPALIVE_SECONDS = 120


def cores():
    """How many cores this process may run on (its affinity, where the system says)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


class Server(BaseApplication):
    """gunicorn answering with MAKE_APP() (called in each web process, after its fork)
    on the listening socket SOCK, as [server] SETTINGS say, with JOBS (a Jobs, or None
    for no jobs) beside it."""

    def __init__(self, make_app, settings, sock, jobs=None, level="info"):
        self.make_app, self.settings, self.sock = make_app, settings, sock
        self.jobs, self.level = jobs, level
        super().__init__()

    def load_config(self):
        for key, value in {
                "bind": [f"fd://{self.sock.fileno()}"],
                "workers": self.settings["workers"] or cores(),
                "threads": self.settings["threads"],
                "worker_class": "gthread",
                "worker_connections": self.settings["connections"],
                # an idle keep-alive connection is closed after this long (waitress's
                # time, where gunicorn's 2 s closed a client's connection between two
                # of its requests: the next one then met a closed socket)
                "keepalive": KEEPALIVE_SECONDS,
                # the scheme and address the app sees are ProxyFix's ([server]
                # trusted_proxies, pbem.web.security): gunicorn believes no client's
                # X-Forwarded-Proto, not even one on loopback
                "forwarded_allow_ips": "",
                "proc_name": "pbem",
                "logger_class": Log,
                "loglevel": self.level}.items():
            self.cfg.set(key, value)
        if "control_socket_disable" in self.cfg.settings:   # the gunicorns that have one:
            # its default is one path a user ($XDG_RUNTIME_DIR/gunicorn.ctl), where a
            # second server of the user's would take the first one's
            self.cfg.set("control_socket_disable", True)

    def load(self):
        return self.make_app()

    def run(self):
        JobsArbiter(self).run()


class JobsArbiter(Arbiter):
    """gunicorn's arbiter, keeping the jobs' process beside its web processes."""

    def start(self):
        super().start()
        if self.app.jobs:
            self.app.jobs.start()

    def manage_workers(self):
        super().manage_workers()
        if self.app.jobs:
            self.app.jobs.keep()

    def stop(self, graceful=True):
        """The jobs are asked to stop first, so that their runs under way end while the
        web processes finish their requests."""
        if self.app.jobs:
            self.app.jobs.ask_to_stop()
        super().stop(graceful)
        if self.app.jobs:
            self.app.jobs.wait(self.cfg.graceful_timeout)


class Jobs:
    """The jobs' process: COMMAND run with ENV, started again when it ends, but not
    sooner than PAUSE seconds after its last start (one that cannot start, a database
    gone, is not restarted in a busy loop)."""

    PAUSE = 5

    def __init__(self, command, env):
        self.command, self.env = command, env
        self.proc, self.started, self.stopping = None, 0.0, False

    def start(self):
        self.proc = subprocess.Popen(self.command, env=self.env, stdin=subprocess.DEVNULL)
        self.started = time.monotonic()
        log.info("the background jobs run in process %d", self.proc.pid)

    def keep(self):
        """Start the process again when it has ended (its status is not told: the
        arbiter, reaping its own children, may have reaped it first)."""
        if self.stopping or self.proc.poll() is None or \
                time.monotonic() - self.started < self.PAUSE:
            return
        log.error("the jobs' process %d ended: starting another", self.proc.pid)
        self.start()

    def ask_to_stop(self):
        self.stopping = True
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)

    def wait(self, seconds):
        """Wait up to SECONDS for the runs under way to end, then kill it."""
        try:
            self.proc.wait(seconds)
        except subprocess.TimeoutExpired:
            log.warning("the jobs' process %d did not stop within %s s: killed",
                        self.proc.pid, seconds)
            self.proc.kill()
            self.proc.wait()


class Log(glogging.Logger):
    """gunicorn's own lines (workers booted, signals handled) through the handler
    pbem.core.logs set up, in [logging] format like every other line, rather than in
    a format of their own."""

    def setup(self, cfg):
        super().setup(cfg)
        for handler in list(self.error_log.handlers):
            self.error_log.removeHandler(handler)
        self.error_log.propagate = True
