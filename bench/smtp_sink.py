"""An SMTP server on loopback that accepts every message and keeps only counts, for
benchmarks that send real mail (bench/digests.py).

tests/smtpd.py (aiosmtpd) parses and keeps every message, which is right for tests and
far too slow for thousands of ~100 KB digests: it would measure itself. This one reads
a message's DATA in large chunks until the end mark, in a thread per connection, and
counts messages and bytes; the SMTP it speaks is what smtplib needs (EHLO, MAIL, RCPT,
DATA, RSET, NOOP, QUIT), without extensions.
"""
import socketserver
import threading

END = b"\r\n.\r\n"


class _Session(socketserver.BaseRequestHandler):
    def handle(self):
        sock, sink = self.request, self.server.sink
        sock.sendall(b"220 sink ready\r\n")
        pending = b""
        while True:
            while b"\r\n" not in pending:
                chunk = sock.recv(65536)
                if not chunk:
                    return
                pending += chunk
            line, pending = pending.split(b"\r\n", 1)
            verb = line[:4].upper()
            if verb == b"QUIT":
                sock.sendall(b"221 bye\r\n")
                return
            if verb == b"EHLO":
                sock.sendall(b"250-sink\r\n250 8BITMIME\r\n")
            elif verb == b"DATA":
                sock.sendall(b"354 go ahead\r\n")
                pending = self._message(sock, pending, sink)
                if pending is None:
                    return
                sock.sendall(b"250 accepted\r\n")
            else:
                sock.sendall(b"250 ok\r\n")

    @staticmethod
    def _message(sock, pending, sink):
        """Read one message's DATA; returns what came after its end mark (None: the
        connection closed)."""
        data = bytearray(b"\r\n" + pending)  # the end mark may follow the DATA line
        seen = 0
        while (end := data.find(END, seen)) < 0:
            seen = max(0, len(data) - len(END))
            chunk = sock.recv(1 << 20)
            if not chunk:
                return None
            data += chunk
        sink.count(end - 2)
        return bytes(data[end + len(END):])


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


class Sink:
    """`with Sink() as sink:` listens on 127.0.0.1:sink.port; sink.messages and
    sink.bytes count what was accepted."""

    def __init__(self):
        self.messages = self.bytes = 0
        self._lock = threading.Lock()
        self._server = _Server(("127.0.0.1", 0), _Session)
        self._server.sink = self
        self.port = self._server.server_address[1]

    def count(self, size):
        with self._lock:
            self.messages += 1
            self.bytes += size

    def __enter__(self):
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc):
        self._server.shutdown()
        self._server.server_close()

