"""Labels laid out from a glyph atlas: each letter of each font, size and halo is
drawn once per process, reduced once for each sub-pixel phase it is met at, and a
label is its letters' masks pasted at their advances and the font's kerning.

Drawing a label with one Pillow call per label costs its letters' pixels SCALE x SCALE
times over (they are drawn SCALE times larger and reduced, see glyph) and several
calls per label: on a Race to the Rhine board most of the words' time. Here a label
is one small paste per letter of a mask already made.

Positions are kept in SCALE-ths of a pixel, as pbem.mail.lettering places labels: the
layout engine's advances and kerning (raqm's, as Pillow lays a label out) are summed
and each letter's pen rounded to a SCALE-th, as Pillow's own drawing of the label at
SCALE times the size rounds them to whole pixels (tests/test_glyphs.py).
"""
import functools
import unicodedata

from PIL import Image, ImageFont

#: how many times larger than drawn letters are rasterised, and the phases per pixel
SCALE = 4
#: what a label's anchor takes of its width (Pillow's anchors: left, middle, right)
SHIFT = {"l": 0.0, "m": 0.5, "r": 1.0}


@functools.lru_cache(maxsize=256)
def font(file, size, layout=None):
    """The FreeType face of FILE at SIZE px, opened once per process (LAYOUT: Pillow's
    layout engine; its best, the one that kerns as resvg does, unless named)."""
    return ImageFont.truetype(file, size, layout_engine=layout)


@functools.lru_cache(maxsize=8192)
def advance(file, size, letter):
    """LETTER's advance in SCALE-ths of a pixel (drawn SCALE times larger)."""
    return font(file, size * SCALE).getlength(letter)


@functools.lru_cache(maxsize=16384)
def kerning(file, size, pair):
    """What the font moves the second letter of PAIR by after the first (its kerning,
    as the layout engine applies it), in SCALE-ths of a pixel."""
    return (font(file, size * SCALE).getlength(pair) - advance(file, size, pair[0])
            - advance(file, size, pair[1]))


@functools.lru_cache(maxsize=4096)
def _letter(file, size, halo, letter):
    """(LETTER's coverage drawn SCALE times larger with a HALO (stroke width, in
    SCALE-ths) around it, as Pillow's core image, (x, y) of its top left from its
    origin), None for a letter that draws nothing (a space). Drawn once for all its
    phases (FreeType draws a letter moved by whole pixels alike), as ImageDraw.text
    draws it (getmask2, its stroke filled), by Pillow's basic layout: a single letter
    needs no shaping, and it is drawn the same in a third of the time."""
    face = font(file, size * SCALE, ImageFont.Layout.BASIC)
    mask, offset = face.getmask2(letter, "L", anchor="ls", stroke_width=halo,
                                 stroke_filled=True)
    return (mask, offset) if mask.getbbox() else None


@functools.lru_cache(maxsize=16384)
def glyph(file, size, halo, letter, phase):
    """(left, top, right, bottom) of LETTER's coverage from its origin's pixel and
    that coverage (Pillow's core image, pasted without Image.paste's checks: ~2 us a
    letter), the origin PHASE ((x, y) SCALE-ths of a pixel) right of and below that
    pixel's corner, with a HALO around it; None for a letter that draws nothing.
    Reduced from the letter drawn SCALE times larger: FreeType hints what it draws
    (whole-pixel stems) and resvg does not, and a SCALE-th of a pixel's rounding does
    not show."""
    drawn = _letter(file, size, halo, letter)
    if drawn is None:
        return None
    mask, (x0, y0) = drawn
    (w, h), (px, py) = mask.size, phase
    left, top = (px + x0) // SCALE, (py + y0) // SCALE
    right, bottom = -(-(px + x0 + w) // SCALE), -(-(py + y0 + h) // SCALE)
    canvas = Image.new("L", ((right - left) * SCALE, (bottom - top) * SCALE))
    x, y = px + x0 - left * SCALE, py + y0 - top * SCALE
    canvas.im.paste(mask, (x, y, x + w, y + h))
    return (left, top, right, bottom), canvas.reduce(SCALE).im


def alone(words):
    """Whether the letters of WORDS are laid out one by one as a shaper lays them out:
    scripts whose letters stand alone, left to right (Latin, Greek, Cyrillic,
    Armenian, their punctuation and symbols), no combining mark, no format control.
    Arabic joins its letters, Devanagari reorders them, Hebrew runs right to left:
    their words are left to resvg's shaper (pbem.mail.lettering.text_of)."""
    return all((ord(c) < 0x0590 or 0x1E00 <= ord(c) < 0x2C00)
               and unicodedata.category(c) not in ("Mn", "Mc", "Me", "Cf") for c in words)


def pens(file, size, words, anchor):
    """Where each letter of WORDS starts from the anchor, in SCALE-ths of a pixel."""
    at, pen = [], 0.0
    for i, letter in enumerate(words):
        at.append(pen)
        pen += advance(file, size, letter)
        if i + 1 < len(words):
            pen += kerning(file, size, words[i:i + 2])
    shift = SHIFT[anchor[0]] * pen
    return [p - shift for p in at]


def coverage(file, size, words, anchor, halo, phase):
    """(mask of WORDS, (left, top) of it from the anchor's pixel), the anchor PHASE
    SCALE-ths right of and below that pixel's corner; None if it draws nothing."""
    px, py = phase
    placed = []
    for letter, pen in zip(words, pens(file, size, words, anchor)):
        x, fx = divmod(px + round(pen), SCALE)
        kept = glyph(file, size, halo, letter, (fx, py))
        if kept:
            (left, top, right, bottom), mask = kept
            placed.append((x + left, top, x + right, bottom, mask))
    if not placed:
        return None
    left, top = min(p[0] for p in placed), min(p[1] for p in placed)
    out = Image.new("L", (max(p[2] for p in placed) - left, max(p[3] for p in placed) - top))
    core = out.im           # where two letters' edges meet, one covers what the other left
    for x0, y0, x1, y1, mask in placed:
        core.paste(255, (x0 - left, y0 - top, x1 - left, y1 - top), mask)
    return out, (left, top)
