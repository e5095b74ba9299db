"""Running the web app under waitress, as `pbem serve` does.

Waitress warns "Task queue depth is N" for every request that has to wait for a free
thread, so one busy minute writes a warning per request and buries everything else
in the log. The warning still matters (the server is too busy for its threads), so it
is let through once a minute, and the next one through says how many were held back
and how deep the queue got meanwhile.
"""
import logging
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


def serve(app, server):
    """Serve APP on [server] host and port with its threads until stopped. With
    trusted_proxies, waitress passes the X-Forwarded-* headers on to the app's
    ProxyFix (pbem.web.security) instead of dropping them as it does by default."""
    quiet_queue_warnings()
    waitress.serve(app, host=server["host"], port=server["port"],
                   threads=server["threads"],
                   clear_untrusted_proxy_headers=not server["trusted_proxies"])
