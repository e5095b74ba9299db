"""Rasterised base maps kept on disk, so a deployment draws each map once, not each
process: a Race to the Rhine base costs resvg ~0.3-0.6 s, and every gunicorn worker,
digest worker and `pbem` command would otherwise draw it again at its first picture.

A folder ([mail] picture_cache; empty: beside the SQLite database, `<db>.pictures`,
or for PostgreSQL ~/.cache/pbem/pictures) holds one file per base, named by the
sha256 of everything its pixels depend on (the base's SVG text, its size, the font,
resvg's version), so a changed map or font never reads another's pixels and no
file needs invalidating. A file is written whole under a temporary name and renamed
(atomic on POSIX), so a reader never sees half of one; it ends with the sha256 of
what precedes it, so a damaged file is noticed, ignored and drawn again. Several
processes may write the same file at once: each rename puts the same bytes.
"""
import hashlib
import logging
import os
import struct
import tempfile
from pathlib import Path

from PIL import Image

log = logging.getLogger(__name__)
MAGIC = b"pbem base 1\n"
_HEAD = struct.Struct(">III")       # width, height, bytes of the colours


def folder(setting, database):
    """The folder of the pictures kept on disk: SETTING when given, else beside the
    SQLite file DATABASE (a path), else (a postgresql:// URL) the user's cache; None
    for a database in memory (nothing of it outlives the process)."""
    if setting:
        return Path(setting).expanduser()
    if str(database) == ":memory:":
        return None
    if "://" in str(database):
        return Path.home() / ".cache" / "pbem" / "pictures"
    database = Path(database)
    return database.with_name(database.name + ".pictures")


def name(*key):
    """The file name of a kept base: the sha256 of the parts of its KEY."""
    digest = hashlib.sha256()
    for part in key:
        data = str(part).encode()
        digest.update(len(data).to_bytes(8, "big") + data)
    return digest.hexdigest() + ".base"


def read(path):
    """(RGB pixels, [r, g, b, ...] colours) kept at PATH, or None when there is no
    file there or it is not whole."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return None
    body, digest, start = data[:-32], data[-32:], len(MAGIC) + _HEAD.size
    if not body.startswith(MAGIC) or hashlib.sha256(body).digest() != digest:
        if data:
            log.warning("ignoring the damaged picture file %s (drawn again)", path)
        return None
    width, height, count = _HEAD.unpack_from(body, len(MAGIC))
    if len(body) != start + count + 3 * width * height:
        return None
    colours = list(body[start:start + count])
    return Image.frombytes("RGB", (width, height), body[start + count:]), colours


def write(path, image, colours):
    """Keep IMAGE (RGB) and its COLOURS at PATH, atomically; a folder that cannot be
    written only costs the next process a drawing (logged)."""
    path = Path(path)
    body = MAGIC + _HEAD.pack(image.width, image.height, len(colours)) + bytes(
        colours) + image.tobytes()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(body + hashlib.sha256(body).digest())
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError as e:
        log.warning("could not keep the picture file %s: %s", path, e)
