"""Board pictures for mail: the game's SVG rendered to PNG with resvg.

Mail clients do not show inline SVG, so the board travels as a PNG. resvg draws text
only with a font it can find by family name, and its "sans-serif" means Arial, which
many Linux hosts lack: so a font is chosen once per process. A configured font file
([mail] board_font) wins; else the first common family among the system fonts that
really draws text. On a host with no usable font at all the PNG is still made (the
text is missing, the board is not) and a warning says what to configure.
"""
import functools
import logging
import struct
from pathlib import Path

import resvg_py

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
