"""Committed, verifiable randomness (design §6).

At creation the server draws a secret seed and publishes only its sha256 in the first
event. Every draw is HMAC-SHA256(seed, stream|version|counter|entropy), so the whole
game's luck is fixed by the seed and the players' entropy, reproducible once the seed
is revealed, and the host cannot steer it after the commitment.
"""
import hashlib
import hmac
import secrets


def new_seed():
    """A fresh secret seed as hex (32 random bytes)."""
    return secrets.token_hex(32)


def commitment(seed):
    """The public commitment to a seed: sha256 of its hex text."""
    return hashlib.sha256(seed.encode()).hexdigest()


def mix_entropy(strings):
    """Fold the players' entropy strings into one public digest (order matters)."""
    h = hashlib.sha256()
    for s in strings:
        h.update(hashlib.sha256(s.encode()).digest())
    return h.hexdigest()


class Draws:
    """The random source handed to a game's setup/decide for one stream version.

    Outcomes depend only on (seed, stream, version, entropy) and the order of calls,
    so re-running decide() with the revealed seed reproduces the recorded events.
    """

    def __init__(self, seed, stream, version, entropy=""):
        self._key = bytes.fromhex(seed)
        self._prefix = f"{stream}|{version}|"
        self._entropy = entropy
        self._counter = 0
        self.used = 0

    def _block(self):
        msg = f"{self._prefix}{self._counter}|{self._entropy}".encode()
        self._counter += 1
        return int.from_bytes(hmac.new(self._key, msg, hashlib.sha256).digest(), "big")

    def randbelow(self, n):
        """Uniform integer in [0, n) by rejection sampling on 256-bit blocks."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        self.used += 1
        limit = (1 << 256) - (1 << 256) % n
        while True:
            x = self._block()
            if x < limit:
                return x % n

    def randint(self, a, b):
        """Uniform integer in [a, b], both ends included (a die is randint(1, 6))."""
        return a + self.randbelow(b - a + 1)

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items):
        """A new list: a Fisher-Yates shuffle of items."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.randbelow(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
