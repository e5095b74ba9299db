"""Where a patch's shapes draw, read from their SVG, so their atlas cell is no larger.

resvg's cost for the patches' shapes is mostly its canvas, per pixel (~40 ns: it is
filled, drawn over and encoded as PNG, which pbem/mail/picture.py decodes), and a
patch's box is often far larger than one of its shape parts (a panel line's box holds
a counter and the words after it, drawn by pbem.mail.lettering): on a Race to the
Rhine board the boxes of the shape parts are 60% larger than what they draw.

Only plain shapes are read (rect, circle, ellipse, line, polyline, polygon, a path of
absolute commands without arcs), with their paint; a part with anything else (a
transform, a <use>, a filter, a <g> that draws, a length with a unit) has no extent
and keeps its patch's box. A stroke widens a shape by twice its width (a miter join
reaches half the width times the SVG miter limit 4), and a pixel more for the
anti-aliasing. A class changes nothing here: the pictures hold no <style> (the web
pages' Content-Security-Policy forbids it).
"""
import re

from pbem.mail.lettering import ATTR, TAG

#: attributes that change nothing of where a shape draws but its stroke's width
PAINT = {"fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width",
         "stroke-linecap", "stroke-linejoin", "stroke-dasharray", "stroke-dashoffset",
         "opacity", "class", "id", "rx", "ry", "shape-rendering"}
GEOMETRY = {"rect": ("x", "y", "width", "height"), "circle": ("cx", "cy", "r"),
            "ellipse": ("cx", "cy", "rx", "ry"), "line": ("x1", "y1", "x2", "y2"),
            "polyline": ("points",), "polygon": ("points",), "path": ("d",), "g": ()}
#: elements whose words are never drawn (a tooltip, a description)
WORDLESS = {"title", "desc"}
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_PATH = re.compile(r"([MLHVCSQTZmlhvcsqtzAa])([^MLHVCSQTZmlhvcsqtzAa]*)")


def extent(svg):
    """(left, top, right, bottom) holding all SVG draws, or None when it is not read."""
    boxes, end = [], 0
    for m in TAG.finditer(svg):
        if m.start() < end:             # inside a <title> or <desc>
            continue
        if svg[end:m.start()].strip():
            return None                 # text outside any element known here
        end = m.end()
        closing, name, attributes, empty = m.groups()
        if closing:
            continue
        if name in WORDLESS:
            close = end if empty else svg.find(f"</{name}>", end)
            if close < 0:
                return None
            end = close if empty else close + len(name) + 3
            continue
        found = _shape(name, dict(ATTR.findall(attributes)))
        if found is None:
            return None
        if found:
            boxes.append(found)
    if svg[end:].strip() or not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def _shape(name, a):
    """The extent of one element, () for a <g> that draws nothing itself, None when
    it is not read."""
    geometry = GEOMETRY.get(name)
    if geometry is None or not all(k in PAINT or k in geometry or k.startswith("data-")
                                   for k in a):
        return None
    if name == "g":
        return None if set(a) & (PAINT - {"class", "id"}) else ()
    try:
        pad = 2 * float(a.get("stroke-width", "1")) if a.get("stroke", "none") != "none" \
            else 0
        xs, ys = _points(name, a)
    except (KeyError, ValueError):
        return None
    if not xs:
        return None
    return min(xs) - pad - 1, min(ys) - pad - 1, max(xs) + pad + 1, max(ys) + pad + 1


def _points(name, a):
    """The x and y coordinates that hold the element (a curve within its control
    points)."""
    if name == "rect":
        x, y = float(a.get("x", "0")), float(a.get("y", "0"))
        return (x, x + float(a["width"])), (y, y + float(a["height"]))
    if name in ("circle", "ellipse"):
        cx, cy = float(a["cx"]), float(a["cy"])
        rx = float(a["r"] if name == "circle" else a["rx"])
        ry = float(a["r"] if name == "circle" else a["ry"])
        return (cx - rx, cx + rx), (cy - ry, cy + ry)
    if name == "line":
        return ((float(a.get("x1", "0")), float(a.get("x2", "0"))),
                (float(a.get("y1", "0")), float(a.get("y2", "0"))))
    if name in ("polyline", "polygon"):
        numbers = [float(n) for n in _NUMBER.findall(a["points"])]
        return numbers[0::2], numbers[1::2]
    return _path(a["d"])


def _path(d):
    """The coordinates of a path of absolute commands (ValueError for any other)."""
    xs, ys = [], []
    for command, rest in _PATH.findall(d):
        numbers = [float(n) for n in _NUMBER.findall(rest)]
        if command == "H":
            xs += numbers
        elif command == "V":
            ys += numbers
        elif command in "MLCSQT":
            xs += numbers[0::2]
            ys += numbers[1::2]
        elif command != "Z":
            raise ValueError(f"path command {command} is not read here")
    if len(xs) == 0 or len(ys) == 0:
        raise ValueError("a path without a point")
    return xs, ys
