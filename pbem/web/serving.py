"""Running the web app under waitress, as `pbem serve` does where os.fork is missing
(pbem.web.prefork runs it elsewhere), and the address both servers listen on.

Waitress warns "Task queue depth is N" for every request that has to wait for a free
thread, so one busy minute writes a warning per request and buries everything else
in the log. The warning still matters (the server is too busy for its threads), so it
is let through once a minute, and the next one through says how many were held back
and how deep the queue got meanwhile.
"""
import errno
import logging
import socket
import threading
import time

import waitress

QUEUE_LOGGER = "waitress.queue"


class QueueWarnings(logging.Filter):
    """Lets one queue-depth warning through per `every` seconds."""

    def __init__(self, every=60):
        super().__init__()
        self.every = every
        self.lock = threading.Lock()
        self.quiet_until = None
        self.held, self.deepest = 0, 0

    def filter(self, record):
        depth = record.args[0] if isinstance(record.args, tuple) and record.args else 0
        with self.lock:
            now = time.monotonic()
            if self.quiet_until is not None and now < self.quiet_until:
                self.held += 1
                self.deepest = max(self.deepest, depth)
                return False
            if self.held:
                record.msg = (f"{record.getMessage()} ({self.held} more such warnings "
                              f"held back in the last {self.every} s; the deepest "
                              f"{self.deepest}: consider more [server] threads)")
                record.args = ()
            self.quiet_until = now + self.every
            self.held, self.deepest = 0, 0
            return True


def quiet_queue_warnings():
    """Install QueueWarnings on waitress's queue logger (once)."""
    logger = logging.getLogger(QUEUE_LOGGER)
    if not any(isinstance(f, QueueWarnings) for f in logger.filters):
        logger.addFilter(QueueWarnings())


class CannotListen(Exception):
    """The server cannot take its address: one line for the host, not a traceback."""


def bound(host, port):
    """A listening socket on HOST:PORT, for waitress or gunicorn alike (pbem.web.prefork).
    Binding comes first so that `pbem serve` on a port in use says so in one line
    (CannotListen) before it starts anything else."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        return socket.create_server((host, port), family=family, backlog=2048)
    except OSError as e:
        why = {errno.EADDRINUSE: "the port is taken (by another pbem or another "
                                 "program): choose another with --port",
               errno.EACCES: "this user may not listen on that port: choose one "
                             "above 1023 with --port",
               errno.EADDRNOTAVAIL: "that address is not one of this machine's: "
                                    "choose another with --host"}.get(
            e.errno, e.strerror or str(e))
        raise CannotListen(f"cannot listen on {host}:{port}: {why}") from None


def listen(app, server, sock):
    """A waitress server for APP on SOCK (bound()) with [server] threads, taking up to
    [server] connections open connections at once (waitress's own default, 100, left
    the 101st keep-alive browser waiting with nothing served), not yet serving (call
    .run()). With trusted_proxies, waitress passes the X-Forwarded-* headers on to the
    app's ProxyFix (pbem.web.security) instead of dropping them as it does by
    default."""
    quiet_queue_warnings()
    return waitress.create_server(
        app, sockets=[sock], threads=server["threads"],
        connection_limit=server["connections"],
        clear_untrusted_proxy_headers=not server["trusted_proxies"])
