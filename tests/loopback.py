"""A loopback HTTP server a forum's stand-in is (tests/discourse_standin.py,
tests/discord_standin.py): started on a free port, stopped and started again on the
same port (an outage and the forum's return), every request of METHODS handed to
the stand-in's handle(handler, method); send() posts to the service's hook_url as
the forum does."""
import json
import threading
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Loopback:
    METHODS = ("POST",)
    server, port, hook_url = None, 0, None

    def handle(self, handler, method):
        raise NotImplementedError

    def start(self):
        """Listen (again, on the same port after a stop: the forum comes back)."""
        standin = self

        def verb(method):
            return lambda handler: standin.handle(handler, method)

        handler = type("Handler", (BaseHTTPRequestHandler,), {
            **{f"do_{m}": verb(m) for m in self.METHODS},
            "log_message": lambda handler, *args: None})
        ThreadingHTTPServer.allow_reuse_address = True
        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self):
        """An outage: nothing listens until start()."""
        self.server.shutdown()
        self.server.server_close()

    def send(self, headers, body):
        """(status, JSON answer) of one delivery to the hook."""
        request = urllib.request.Request(self.hook_url, data=body, headers=headers,
                                         method="POST")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as e:
            with e:
                return e.code, json.loads(e.read() or b"null")
