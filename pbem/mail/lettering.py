"""The words of a board picture's patches, drawn with FreeType (Pillow) instead of resvg.

resvg spends ~0.2 ms a letter, and a Race to the Rhine board's patches hold ~850 letters:
most of a first picture's time. So pbem/mail/picture.py takes the <text> elements out
of each patch (split), has resvg draw only the shapes between them, and draws each text
here, in the same font file resvg would use (Faces: the same families, weights and
widths, matched as CSS matches them), at the same place (x, y as the baseline's
anchor, text-anchor), size, colour and halo. A line is laid out by the font's advances
and kerning (as resvg shapes with rustybuzz) from pbem.mail.glyphs' atlas of letters
drawn by FreeType, at sub-pixel positions; its letters differ from resvg's only in
their anti-aliased edges (tests/test_pictures.py holds the two pictures together).

Only what is drawn alike is taken out: a text whose attributes are all understood
(TEXT_ATTRIBUTES), with plain words (no <tspan>) in letters laid out one by one (not
Arabic, Hebrew, Devanagari...: glyphs.alone), whose ancestors draw nothing
themselves (a <g> with no attribute but class, id and data-*, so no transform, opacity
or inherited paint), in a font found on this host. Anything else stays in the SVG for
resvg, so a game may draw what it likes; it is only slower. The drawing order is kept:
a patch becomes a sequence of parts, the shapes up to a text, the text, the shapes
after it, and so on.
"""
import functools
import html
import re
import threading
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageColor, ImageFont

from pbem.mail import glyphs
from pbem.mail.glyphs import SCALE

#: attributes of a <text> this module draws as resvg does (others leave it to resvg)
TEXT_ATTRIBUTES = {"x", "y", "font-size", "font-family", "font-weight", "font-stretch",
                   "text-anchor", "fill", "fill-opacity", "stroke", "stroke-width",
                   "stroke-linejoin", "paint-order", "class", "id"}
ANCHORS = {"start": "ls", "middle": "ms", "end": "rs"}
WEIGHTS = {"normal": 400, "bold": 700}
#: font-stretch keywords as OS/2 usWidthClass (1 ultra-condensed .. 9 ultra-expanded)
WIDTHS = {name: i for i, name in enumerate(
    ("ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "normal",
     "semi-expanded", "expanded", "extra-expanded", "ultra-expanded"), 1)}
GENERIC = {"sans-serif", "serif", "monospace", "cursive", "fantasy"}
#: where resvg's font database looks for the system's fonts (fontdb, on Linux)
SYSTEM_FOLDERS = (Path("/usr/share/fonts"), Path("/usr/local/share/fonts"),
                  Path.home() / ".fonts", Path.home() / ".local/share/fonts")
FONT_FILES = {".ttf", ".otf", ".ttc", ".otc"}
#: one thread at a time in FreeType: a face is not to be used by two threads at once
#: (the web process draws pictures in several)
_FREETYPE = threading.Lock()
#: an SVG element's tag (closing slash, name, attributes, self-closing slash) and attribute
TAG = re.compile(r"<(/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*\"[^\"]*\")*)\s*(/?)>")
ATTR = re.compile(r"([\w:.-]+)\s*=\s*\"([^\"]*)\"")


@dataclass(frozen=True)
class Text:
    """One <text> element to draw: its words and what they are drawn with."""
    x: float
    y: float
    words: str
    file: str           # the font file
    size: float
    anchor: str         # Pillow's anchor: ls, ms, rs
    fill: tuple         # RGBA
    stroke: tuple = None    # RGBA of the halo drawn under the letters, or None
    stroke_width: float = 0


class Faces:
    """The font faces resvg chooses from (FILES: path -> (family, weight, width,
    italic)) and the family its generic names (sans-serif, ...) mean."""

    def __init__(self, files, generic):
        self.generic, self.families, self.found = generic, {}, {}
        for path, (family, weight, width, italic) in files.items():
            self.families.setdefault(family.lower(), []).append(
                (path, weight, width, italic))

    @classmethod
    @functools.cache
    def of(cls, generic, font_file="", system_fonts=True):
        """The faces resvg is given by picture.font_options: the system's (in the
        folders its font database reads) and the configured file's; GENERIC is the
        family the options name for sans-serif. A face in a collection (.ttc) is
        noted by its family without a file, so a text in it stays with resvg."""
        paths = [p for folder in SYSTEM_FOLDERS if system_fonts and folder.is_dir()
                 for p in sorted(folder.rglob("*")) if p.suffix.lower() in FONT_FILES]
        files = {}
        for path in paths + ([Path(font_file)] if font_file else []):
            try:
                files[str(path)] = face_of(path)
            except (OSError, ValueError):
                continue
        return cls(files, generic)

    def find(self, families, weight, width):
        """The file of the first of FAMILIES (a font-family list) that is here, its
        face chosen as CSS chooses (width, then upright, then weight); None if none.
        Asked once per text, the same few questions: answered once each."""
        key = (families, weight, width)
        if key not in self.found:
            self.found[key] = self._find(families, weight, width)
        return self.found[key]

    def _find(self, families, weight, width):
        for name in (f.strip().strip("'\"") for f in families.split(",")):
            name = self.generic if name.lower() in GENERIC else name
            faces = self.families.get((name or "").lower())
            if faces and any(f[1] is None for f in faces):
                return None             # in a collection: left to resvg
            if faces:
                return min(faces, key=lambda f: (_width_rank(f[2], width), f[3],
                                                 _weight_rank(f[1], weight)))[0]
        return None


def _width_rank(have, want):
    """CSS font-stretch matching: the nearest narrower width first when the wanted one
    is normal or narrower, the nearest wider first otherwise."""
    narrower_first = want <= 5
    on_side = have <= want if narrower_first else have >= want
    return (0 if on_side else 1, abs(have - want))


def _weight_rank(have, want):
    """CSS font-weight matching (400 tries 500 first, then lighter; 500 tries 400;
    heavier than 500 tries heavier first, lighter than 400 lighter first)."""
    if want in (400, 500) and 400 <= have <= 500:
        return (0, abs(have - want))
    if want >= 500:
        return (1, have - want) if have >= want else (2, want - have)
    return (1, want - have) if have <= want else (2, have - want)


def face_of(path):
    """(family, weight, width, italic) of a TrueType/OpenType file, as resvg's font
    database reads them (the typographic family, the OS/2 weight and width classes);
    a collection's first family, its weight None (never chosen)."""
    family, style = ImageFont.truetype(str(path), 10).getname()
    if Path(path).suffix.lower() in (".ttc", ".otc"):
        return family, None, 5, False
    data = Path(path).read_bytes()
    weight, width, italic = 700 if "Bold" in style else 400, 5, "Italic" in style or \
        "Oblique" in style
    os2 = _table(data, b"OS/2")
    if os2 is not None and len(os2) >= 64:
        weight = int.from_bytes(os2[4:6], "big")
        width = int.from_bytes(os2[6:8], "big")
        italic = bool(int.from_bytes(os2[62:64], "big") & 0x201)   # italic, oblique
    return family, weight, width, italic


def _table(data, tag):
    """The bytes of one table of an sfnt file (None when it has none)."""
    count = int.from_bytes(data[4:6], "big")
    for i in range(count):
        entry = data[12 + 16 * i:28 + 16 * i]
        if entry[:4] == tag:
            offset, length = int.from_bytes(entry[8:12], "big"), int.from_bytes(
                entry[12:16], "big")
            return data[offset:offset + length]
    return None


def _number(value):
    try:
        return float(value)
    except ValueError:
        return None


def _colour(value, opacity="1"):
    try:
        rgb = ImageColor.getrgb(value)[:3]
        alpha = float(opacity)
    except ValueError:
        return None
    return rgb + (round(255 * min(max(alpha, 0.0), 1.0)),)


def _words(raw):
    """The words of a text element as SVG shows them by default (xml:space default:
    newlines gone, tabs as spaces, runs of spaces as one, none at either end)."""
    text = html.unescape(raw).replace("\n", "").replace("\t", " ")
    return re.sub(" +", " ", text).strip()


def text_of(attributes, raw, faces):
    """The Text of a <text> element with ATTRIBUTES and content RAW, or None when it
    is not drawn here exactly as resvg would draw it."""
    a = dict(ATTR.findall(attributes))
    if not all(k in TEXT_ATTRIBUTES or k.startswith("data-") for k in a):
        return None
    x, y, size = (_number(a.get(k, "0")) for k in ("x", "y", "font-size"))
    weight = WEIGHTS.get(a.get("font-weight", "normal")) or _number(a["font-weight"])
    width = WIDTHS.get(a.get("font-stretch", "normal"))
    fill = _colour(a.get("fill", "black"), a.get("fill-opacity", "1"))
    anchor = ANCHORS.get(a.get("text-anchor", "start"))
    if None in (x, y, size, weight, width, fill, anchor) or size <= 0 \
            or not glyphs.alone(_words(raw)):
        return None
    file = faces.find(a.get("font-family", "sans-serif"), weight, width)
    if file is None:
        return None
    if a.get("stroke", "none") != "none":
        stroke, stroke_width = _colour(a["stroke"]), _number(a.get("stroke-width", "1"))
        # Pillow strokes under the letters with round joins: only that is taken out
        if (stroke is None or stroke_width is None or a.get("paint-order") != "stroke"
                or a.get("stroke-linejoin") != "round"):
            return None
        return Text(x, y, _words(raw), file, size, anchor, fill, stroke, stroke_width)
    return Text(x, y, _words(raw), file, size, anchor, fill)


def _drawless(attributes):
    """Whether a <g> with ATTRIBUTES draws its children exactly as without it."""
    return all(k in ("class", "id") or k.startswith("data-")
               for k, _ in ATTR.findall(attributes))


def split(body, faces):
    """BODY (a patch's SVG elements) as its parts in drawing order: SVG strings of
    shapes for resvg and the Texts drawn here. The <g>s that draw nothing are left
    out (so each part stands alone), every other element is kept as written."""
    parts, shapes, stack, pos = [], [], [], 0
    for m in TAG.finditer(body):
        if m.start() < pos:         # inside a text kept for resvg
            continue
        closing, name, attributes, empty = m.groups()
        shapes.append(body[pos:m.start()])
        pos = m.end()
        if closing:
            if stack.pop() != "dropped":
                shapes.append(m.group(0))
            continue
        if name == "text" and not empty:
            end = body.find("</text>", m.end())
            raw = body[m.end():end]
            text = None if "<" in raw or "kept" in stack else text_of(attributes, raw, faces)
            if text is None:
                shapes.append(body[m.start():end + 7])
            else:
                parts += ["".join(shapes), text]
                shapes = []
            pos = end + 7
            continue
        if empty:
            shapes.append(m.group(0))
        elif name == "g" and _drawless(attributes):
            stack.append("dropped")
        else:
            stack.append("kept")
            shapes.append(m.group(0))
    parts.append("".join(shapes) + body[pos:])
    return [p for p in parts if not isinstance(p, str) or p.strip()]


def draw(image, text, left, top):
    """Draw TEXT over IMAGE (RGBA), whose top left corner is (LEFT, TOP) of the
    picture, at its place to a SCALE-th of a pixel."""
    (x, fx), (y, fy) = (divmod(round((at - corner) * SCALE), SCALE)
                        for at, corner in ((text.x, left), (text.y, top)))
    drawn = lettered(text.file, text.size, text.words, text.anchor, text.fill,
                     text.stroke, text.stroke_width, (fx, fy))
    if drawn is None:
        return
    layer, (dx, dy) = drawn
    x, y = x + dx, y + dy
    cut = layer.crop((max(0, -x), max(0, -y), layer.width, layer.height))
    image.alpha_composite(cut, (max(0, x), max(0, y)))


@functools.lru_cache(maxsize=2048)
def lettered(file, size, words, anchor, fill, stroke, stroke_width, phase):
    """(RGBA pixels of WORDS, where their top left corner is from the whole pixel
    their anchor is in), the anchor being PHASE SCALE-ths of a pixel right of and
    below that pixel's corner: laid out from pbem.mail.glyphs' atlas, and made once
    per process for each (the same labels come back on every board of a game); None
    for words that draw nothing."""
    with _FREETYPE:
        letters = glyphs.coverage(file, size, words, anchor, 0, phase)
        halo = stroke and glyphs.coverage(file, size, words, anchor,
                                          stroke_width / 2 * SCALE, phase)
    if letters is None:
        return None
    layer, at = _painted(fill, *letters)
    if halo:                            # the halo under the letters
        under, under_at = _painted(stroke, *halo)
        under.alpha_composite(layer, (at[0] - under_at[0], at[1] - under_at[1]))
        layer, at = under, under_at
    return layer, at


def _painted(colour, mask, at):
    """(RGBA pixels of COLOUR through MASK, AT)."""
    paint = Image.new("RGBA", mask.size, colour[:3])
    paint.putalpha(mask if colour[3] == 255 else
                   mask.point(lambda v, a=colour[3]: v * a // 255))
    return paint, at
