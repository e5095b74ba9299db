"""Board pictures as PNG, for mails, digests, forum posts and /games/<id>/board/<v>.png
(and as lossless WebP for the web pages of browsers that take it).

Mail clients do not show inline SVG, so the board travels as a PNG, drawn with resvg
from the game's picture. Drawing a whole board costs most of a second (the printed
map's hundreds of names: resvg spends ~0.2 ms per letter), so a game that offers
render_layers (pbem/games/layers.py) has its base rasterised once per deployment (kept
by its SVG text in memory, and on disk for the other processes: picture_files), and
per picture only the patches not drawn before (kept by content): their shapes in one
resvg call (an atlas of cells no larger than what they draw: pbem.mail.extents), their
words by pbem.mail.lettering (laid out from pbem.mail.glyphs' atlas of FreeType's
letters, each label kept per process), pasted over a copy of the base with Pillow, the
result mapped to 256 colours (the base's, chosen once, and 64 of the patches').
A version never changes, so one picture per (game, version, head, role, font,
language, format) is kept and shared by every channel; the role is in the key, so a
seat's picture (its hand, "(you)") is never the public one. bench/picture.py
measures it.

resvg draws text only with a font it can find by family name, and its "sans-serif"
means Arial, which many Linux hosts lack: so a font is chosen once per process. A
configured font file ([mail] board_font) wins; else the first common family among the
system fonts that really draws text. On a host with no usable font at all the PNG is
still made (the text is missing, the board is not) and a warning says what to configure.
"""
import functools
import io
import logging
import math
import struct
import threading
from collections import OrderedDict
from pathlib import Path

import resvg_py
from PIL import Image, ImageChops, ImageStat

from pbem.language.speaking import language
from pbem.mail import extents, lettering, picture_files

log = logging.getLogger(__name__)

#: families tried in order among the system fonts
FAMILIES = ("DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Noto Sans",
            "FreeSans", "Verdana", "Bitstream Vera Sans")
_PROBE = ('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">{}</svg>')
_PROBE_TEXT = '<text x="2" y="16" font-size="16" font-family="sans-serif">Hg</text>'


def family_name(path):
    """The family name (name ID 1) recorded in a TrueType/OpenType font file."""
    data = Path(path).read_bytes()
    tables = struct.unpack(">H", data[4:6])[0]
    for i in range(tables):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        if tag != b"name":
            continue
        count, strings = struct.unpack(">HH", data[offset + 2:offset + 6])
        for j in range(count):
            rec = offset + 6 + 12 * j
            platform, _, _, name_id, length, start = struct.unpack(">6H",
                                                                   data[rec:rec + 12])
            if name_id == 1:
                raw = data[offset + strings + start:offset + strings + start + length]
                return raw.decode("utf-16-be" if platform in (0, 3) else "latin-1")
    raise ValueError(f"{path}: no family name in the font's name table")


def _family_options(family, **extra):
    return {"font_family": family, "sans_serif_family": family, "serif_family": family,
            "monospace_family": family, **extra}


def draws_text(options):
    """Whether resvg with these options draws the probe text at all."""
    blank = resvg_py.svg_to_bytes(svg_string=_PROBE.format(""), **options)
    return bytes(resvg_py.svg_to_bytes(svg_string=_PROBE.format(_PROBE_TEXT),
                                       **options)) != bytes(blank)


@functools.cache
def font_options(font_file="", system_fonts=True):
    """resvg keyword arguments that make text render, chosen once per setting."""
    base = {"skip_system_fonts": not system_fonts}
    if font_file:
        return _family_options(family_name(font_file), font_files=[font_file], **base)
    for family in FAMILIES if system_fonts else ():
        options = _family_options(family, **base)
        if draws_text(options):
            return options
    log.warning("no font found to draw text in board pictures: set [mail] board_font "
                "to a .ttf file (boards are sent without their labels)")
    return base


def svg_to_png(svg, font_file="", system_fonts=True):
    """PNG bytes of an SVG document."""
    return bytes(resvg_py.svg_to_bytes(svg_string=svg,
                                       **font_options(font_file, system_fonts)))


class Kept:
    """A least-recently-used store bounded by the total SIZE of what it holds (bytes),
    safe to share between threads (two threads may both make a missing value; the
    second put wins, and both are the same)."""

    def __init__(self, budget, size):
        self.budget, self.size = budget, size
        self.items, self.used = OrderedDict(), 0
        self.lock = threading.Lock()

    def clear(self):
        with self.lock:
            self.items.clear()
            self.used = 0

    def get(self, key):
        with self.lock:
            value = self.items.get(key)
            if value is not None:
                self.items.move_to_end(key)
            return value

    def put(self, key, value):
        with self.lock:
            old = self.items.pop(key, None)
            if old is not None:
                self.used -= self.size(old)
            self.items[key] = value
            self.used += self.size(value)
            while self.used > self.budget and len(self.items) > 1:
                self.used -= self.size(self.items.popitem(last=False)[1])
        return value


def _pixels(image):
    return 4 * image.width * image.height


#: base rasters (a Race to the Rhine base is 4 MB), patches, finished PNGs
BASES = Kept(64 << 20, lambda kept: _pixels(kept[0]) + kept[2].width * kept[2].height)
PATCHES = Kept(64 << 20, _pixels)
PICTURES = Kept(32 << 20, len)
_base_renders = [0]


def base_renders():
    """How many bases this process has rasterised (each key once while it is kept)."""
    return _base_renders[0]


def flat(png):
    """A PNG's pixels as RGB, on white where it is transparent (a dark mail client
    would show a transparent board's black text on black)."""
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    out = Image.new("RGB", image.size, "white")
    out.paste(image, (0, 0), image)
    return out


def rgba(png):
    return Image.open(io.BytesIO(png)).convert("RGBA")


#: a picture's 256 colours: those of its base, chosen once, and those of its patches
BASE_COLOURS, PATCH_COLOURS = 192, 64
#: lossless WebP's method and effort: beyond these it spends seconds for 5% fewer bytes
WEBP_METHOD, WEBP_EFFORT = 2, 50
#: zlib level of the PNGs: on a Race to the Rhine board 3 encodes in half the time
#: of Pillow's default 6 (15 ms against 28) for 9% more bytes (130 KB against 119)
LEVEL = 3


def colours(image, n):
    """N colours for IMAGE, as a flat [r, g, b, ...] list: of Pillow's two ways to
    choose them, the one that draws IMAGE closest (median cut keeps the fine shades of
    a map's many names, the octree the broad fills of terrain and white paper)."""
    def error(flat_colours):
        mapped = image.quantize(palette=_palette(flat_colours), dither=Image.Dither.NONE)
        return sum(ImageStat.Stat(ImageChops.difference(mapped.convert("RGB"), image)).mean)
    return min((image.quantize(n, method=m).getpalette()[:3 * n]
                for m in (Image.Quantize.MEDIANCUT, Image.Quantize.FASTOCTREE)), key=error)


def _palette(flat_colours):
    """A palette image of exactly these colours (mapping to it uses no other index)."""
    out = Image.new("P", (1, 1))
    out.putpalette(flat_colours)
    return out


def _indexed(image, flat_colours):
    return image.quantize(palette=_palette(flat_colours), dither=Image.Dither.NONE)


#: the folder bases are kept in on disk (pbem.mail.picture_files), or None
_on_disk = [None]


def keep_on_disk(folder):
    """Keep the rasterised bases in FOLDER too (None: in this process's memory only),
    so the processes of a deployment share them; set by pbem.mail.setup."""
    _on_disk[0] = folder and Path(folder)


def _base(layers, font_file):
    """(RGB pixels, its colours, the pixels mapped to them) of a base, made once while
    kept (in memory, and on disk when keep_on_disk named a folder: the pixels and the
    colours, mapped again in each process): keyed by its own SVG text, so a base that
    changed is never served in place of another."""
    key = (layers.width, layers.height, layers.defs, layers.base, font_file)
    kept = BASES.get(key)
    if kept is None:
        path = _on_disk[0] and _on_disk[0] / picture_files.name(
            resvg_py.__version__, sorted(font_options(font_file).items()), *key)
        kept = path and picture_files.read(path)
        if not kept:
            _base_renders[0] += 1
            image = flat(svg_to_png(layers.base_svg(), font_file))
            kept = (image, colours(image, BASE_COLOURS))
            if path:
                picture_files.write(path, *kept)
        image, base_colours = kept
        kept = BASES.put(key, (image, base_colours, _indexed(image, base_colours)))
    return kept


def _inside(layers, box):
    """BOX cut to the picture (None if nothing of it is inside)."""
    x, y, w, h = box
    left, top = max(x, 0), max(y, 0)
    right, bottom = min(x + w, layers.width), min(y + h, layers.height)
    return (left, top, right - left, bottom - top) if right > left and bottom > top else None


#: the empty pixels between two patches in an atlas, for what a patch's anti-aliased
#: edge puts beyond its box
GAP = 4


#: how many atlas widths are tried, from the widest cell's to the picture's
WIDTHS = 9


def atlas(layers, patches):
    """(SVG, [(x, y) of each patch]) of an atlas holding PATCHES: each in its own
    whole-pixel place (shelves, tallest first, GAP apart, as wide as of WIDTHS tried
    makes the least pixels: resvg's time is mostly per pixel), moved there by a
    translate of whole pixels, so that each is drawn exactly as in the picture, and
    all of them by one resvg call. Not a nested <svg> clipped to its box: resvg draws
    each clipped group on a layer the size of the whole atlas, which cost more than
    the shapes. The boxes are the games' promise (pbem/games/layers.py): a patch
    draws nothing outside its own, which tests/test_pictures.py holds."""
    order = sorted(range(len(patches)), key=lambda i: -patches[i][0][3])
    widest = max(b[2] for b, _ in patches)
    room = max(layers.width - widest, 0)
    width, (places, height) = min(
        ((w, _shelved(patches, order, w))
         for w in sorted({widest + room * k // (WIDTHS - 1) for k in range(WIDTHS)})),
        key=lambda tried: tried[0] * tried[1][1])
    moved = "".join(f'<g transform="translate({ax - bx},{ay - by})">{body}</g>'
                    for ((bx, by, w, h), body), (ax, ay) in zip(patches, places))
    defs = f"<defs>{layers.defs}</defs>" if layers.defs else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
            f'height="{height}">{defs}{moved}</svg>'), places


def _shelved(patches, order, width):
    """([(x, y) of each patch], height) on shelves WIDTH wide, in ORDER."""
    places, x, y, shelf = [None] * len(patches), 0, 0, 0
    for i in order:
        w, h = patches[i][0][2:]
        if x + w > width:
            x, y, shelf = 0, y + shelf + GAP, 0
        places[i] = (x, y)
        x, shelf = x + w + GAP, max(shelf, h)
    return places, y + shelf


def cell(box, part):
    """The whole pixels of BOX that PART (SVG shapes) draws in: what pbem.mail.extents
    reads of it, or the whole BOX; None when it draws nothing in BOX."""
    found = extents.extent(part)
    if found is None:
        return box
    x, y, w, h = box
    left, top = max(x, math.floor(found[0])), max(y, math.floor(found[1]))
    right, bottom = min(x + w, math.ceil(found[2])), min(y + h, math.ceil(found[3]))
    return (left, top, right - left, bottom - top) if right > left and bottom > top else None


def _rasterised(layers, shapes, font_file):
    """[RGBA pixels of each of SHAPES ((box, SVG elements))], cut out of their atlas."""
    svg, places = atlas(layers, shapes)
    image = rgba(svg_to_png(svg, font_file))
    return [image.crop((x, y, x + b[2], y + b[3])) for (b, _), (x, y) in zip(shapes, places)]


def _drawn(layers, patches, font_file):
    """[RGBA pixels of each of PATCHES]: their shapes drawn by resvg (one atlas for
    all, each part in a cell no larger than what it draws: resvg's time is mostly
    per pixel of the atlas), their words by pbem.mail.lettering, in the order the
    patch draws them."""
    options = font_options(font_file)
    faces = lettering.Faces.of(options.get("sans_serif_family"), font_file)
    parts = [[(cell(box, part), part) if isinstance(part, str) else (None, part)
              for part in lettering.split(body, faces)] for box, body in patches]
    shapes = [(box, part) for own in parts for box, part in own
              if box and isinstance(part, str)]
    rasters = iter(_rasterised(layers, shapes, font_file) if shapes else ())
    out = []
    for ((x, y, w, h), _), own in zip(patches, parts):
        image = Image.new("RGBA", (w, h))
        for box, part in own:
            if not isinstance(part, str):
                lettering.draw(image, part, x, y)
            elif box:
                image.alpha_composite(next(rasters), (box[0] - x, box[1] - y))
        out.append(image)
    return out


class Board:
    """A board's RGB pixels, with the colours of the base they were drawn over, the
    base's pixels mapped to them, and the boxes the patches drew in (none for a game
    without layers)."""

    def __init__(self, image, base_colours=None, boxes=(), base_indexed=None):
        self.image, self.base_colours, self.boxes = image, base_colours, boxes
        self.base_indexed = base_indexed

    def colours(self):
        """The picture's 256 colours: the base's, and 64 of what the patches drew (one
        pixel in four of their boxes is enough to find them); or, without layers, the
        picture's own."""
        if self.base_colours is None:
            return colours(self.image, 256)
        over = b"".join(self.image.crop((x, y, x + w, y + h)).tobytes()
                        for x, y, w, h in self.boxes)
        if not over:
            return self.base_colours
        strip = Image.frombytes("RGB", (len(over) // 3, 1), over)
        strip = strip.resize((max(1, strip.width // 4), 1), Image.Resampling.NEAREST)
        own = strip.quantize(PATCH_COLOURS, method=Image.Quantize.FASTOCTREE).getpalette()
        return self.base_colours + own[:3 * PATCH_COLOURS]

    def indexed(self):
        """The board in its colours, undithered: the base's pixels as mapped once to
        the base's own colours (they are the board's wherever no patch drew), only the
        patches' boxes mapped anew to all 256 (on a Race to the Rhine board 3.1 ms
        against 4.6 for the whole board, and no base pixel mapped to a patch's colour).
        """
        flat_colours = self.colours()
        if self.base_indexed is None:
            return _indexed(self.image, flat_colours)
        out, palette = self.base_indexed.copy(), _palette(flat_colours)
        for x, y, w, h in self.boxes:
            out.paste(self.image.crop((x, y, x + w, y + h)).quantize(
                palette=palette, dither=Image.Dither.NONE), (x, y))
        out.putpalette(flat_colours)
        return out

    def png(self):
        """The board as a PNG of its colours, undithered."""
        out = io.BytesIO()
        self.indexed().save(out, "PNG", compress_level=LEVEL)
        return out.getvalue()

    def webp(self):
        """The board as a lossless WebP of the same colours (the PNG's pixels, in
        about a quarter fewer bytes: for the browsers that take it)."""
        out = io.BytesIO()
        self.indexed().convert("RGB").save(
            out, "WEBP", lossless=True, method=WEBP_METHOD, quality=WEBP_EFFORT)
        return out.getvalue()


def composite(rules, view, font_file=""):
    """The Board of VIEW: the game's base (kept) with its patches (kept by content)
    drawn over it; or the whole SVG for a game without layers."""
    if not hasattr(rules, "render_layers"):
        return Board(flat(svg_to_png(rules.render_svg(view), font_file)))
    layers = rules.render_layers(view)
    patches = [(box, body) for box, body in
               ((_inside(layers, b), body) for b, body in layers.patches) if box]
    keys = {p: (layers.defs, p, font_file) for p in patches}
    drawn = {p: PATCHES.get(k) for p, k in keys.items()}
    todo = [p for p, image in drawn.items() if image is None]
    if todo:
        for p, image in zip(todo, _drawn(layers, todo, font_file)):
            drawn[p] = PATCHES.put(keys[p], image)
    base, base_colours, base_indexed = _base(layers, font_file)
    out = base.copy()
    for p in patches:
        out.paste(drawn[p], p[0][:2], drawn[p])
    return Board(out, base_colours, [box for box, _ in patches], base_indexed)


def board_png(rules, at, role, font_file=""):
    """The PNG of a game's board at AT (Service.view_at's summary of ROLE's view: id,
    version, head, view): board_image's PNG."""
    return board_image(rules, at, role, font_file, "png")


def board_image(rules, at, role, font_file="", kind="png"):
    """The picture of a game's board at AT as KIND ("png" for mails and anyone,
    "webp" for the browsers that say they take it): made once per (game, version,
    head, role, font, language, kind), then shared. The picture's words are in the
    language in force (pbem.language: the mail's recipient's, the forum's), so the
    language is in the key."""
    key = (at["id"], at["version"], at["head"], role, font_file, language(), kind)
    data = PICTURES.get(key)
    if data is None:
        board = composite(rules, at["view"], font_file)
        data = PICTURES.put(key, board.webp() if kind == "webp" else board.png())
    return data
