"""Board pictures: the layered PNG (pbem/mail/picture.py) against today's whole render
of the same view (resvg over the game's whole SVG), per game, in one run.

    .venv/bin/python bench/picture.py            # every game, 5 repeats (about a minute)
    .venv/bin/python bench/picture.py --quick    # 3 repeats
    .venv/bin/python bench/picture.py --save DIR # also write each game's PNGs to DIR

A mid-game view of each game (Race to the Rhine first): the game's own rules play a
few dozen legal commands chosen by a seeded chooser, so every run meets the same view.
Per picture, with the game's base already rasterised (once per deployment):

- `whole`: resvg over render_svg(view) (the RGBA PNG mails carried before layers);
- `cold`: a process's first picture: nothing in memory (not a glyph of any font), the
  base read from the disk folder (pbem/mail/picture_files.py), every patch drawn,
  composited, quantised, encoded;
- `layered`: the base in memory, no patch or word kept (a game's first picture in
  this process, or any picture once the patch store has moved on); the glyphs of
  the fonts drawn before are (pbem/mail/glyphs.py: kept per process, whatever game);
- `next`: the patches of the version before already kept (a running game: each move's
  picture follows the last one);
- `seat`: the public picture of the same version already made (the mails of one move
  to each seat, the forum's public picture).

Bytes: resvg's PNG of the whole picture against ours as PNG (mails, forums) and as
lossless WebP (the web pages of browsers that take it).

Floors (`# floor` notes) say where a first picture's time goes and what no
arrangement of layers goes under: resvg drawing the patches' shapes alone (their
atlas), pbem.mail.lettering drawing their words (no label kept, with the glyphs kept
and with none), the mapping to the colours and the PNG encode of the whole canvas,
resvg's cost of an empty canvas the picture's size (why the patches are drawn in an
atlas and not over a transparent full-size layer), and the bytes of the whole
picture at 256 colours with the encoder's best compression.
"""
import argparse
import io
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image  # noqa: E402

from bench.common import figure, median, note, ratio, target  # noqa: E402
from pbem import games  # noqa: E402
from pbem.core.rng import Draws  # noqa: E402
from pbem.games.concede import concedes  # noqa: E402
from pbem.mail import glyphs, lettering, picture  # noqa: E402

SEED = "5e" * 32
#: kind, options, commands played, the seat whose picture follows the public one
GAMES = [("rhine", {"seats": 3}, 40, "Monty"), ("flanders", {"seats": 2}, 40, "Red"),
         ("memoir44", {"seats": 2, "scenario": "pegasus-bridge"}, 40, "Allies"),
         ("berlin", {"seats": 2}, 40, "West")]


def played(rules, options, commands):
    """The states after the setup and after each of COMMANDS seeded legal commands."""
    state = None
    for event in rules.setup(rules.OPTIONS_SCHEMA().load(options), Draws(SEED, "b", 0)):
        state = rules.apply(state, event)
    chooser, states = random.Random(rules.KIND), [state]
    for n in range(commands):
        acting = rules.active(state)
        if not acting:
            break
        command = chooser.choice([c for c in rules.legal(state, acting[0])
                                  if not concedes(c)])
        for event in rules.decide(state, acting[0], command, Draws(SEED, "b", n + 1)):
            state = rules.apply(state, event)
        states.append(state)
    return states


def seconds(fn, before=None):
    """Seconds fn() took, after BEFORE() (not timed)."""
    if before:
        before()
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def layered(rules, view):
    return picture.composite(rules, view).png()


def forget():
    """No patch and no word kept (as in a process that has not drawn this game yet;
    the glyphs of the fonts and sizes it has drawn before are kept)."""
    picture.PATCHES.clear()
    lettering.lettered.cache_clear()


def new_process():
    """Nothing kept at all: no base in memory, no glyph of any font drawn."""
    forget()
    for kept in (glyphs.glyph, glyphs._letter, glyphs.advance, glyphs.kerning):
        kept.cache_clear()
    picture.BASES.clear()


def measure(kind, options, commands, seat, repeats, save):
    rules = games.get(kind)
    states = played(rules, options, commands)
    last, before = rules.view(states[-1], None), rules.view(states[-2], None)
    mine = rules.view(states[-1], seat)
    whole_png = picture.svg_to_png(rules.render_svg(last))
    layered(rules, before)                        # the base, rasterised once
    runs = {
        "whole": lambda: [seconds(lambda: picture.svg_to_png(rules.render_svg(last)))],
        "cold": lambda: [seconds(lambda: layered(rules, last), new_process)],
        "layered": lambda: [seconds(lambda: layered(rules, last), forget)],
        "next": lambda: [seconds(lambda: layered(rules, last),
                                 lambda: (forget(), layered(rules, before)))],
        "seat": lambda: [seconds(lambda: layered(rules, mine),
                                 lambda: (forget(), layered(rules, last)))],
    }
    times = {name: [] for name in runs}
    for _ in range(repeats):                     # interleaved: a busy moment hits all
        for name, run in runs.items():
            times[name] += run()
    ms = {name: median(t) * 1e3 for name, t in times.items()}
    forget()
    png = layered(rules, last)
    webp = picture.composite(rules, last).webp()
    note(f"{kind}: {len(states) - 1} commands played, picture "
         f"{Image.open(io.BytesIO(png)).size[0]}x{Image.open(io.BytesIO(png)).size[1]}, "
         f"{len(rules.render_layers(last).patches)} patches")
    for name in runs:
        figure(f"picture_{kind}_{name}", ms[name], "ms")
    figure(f"picture_{kind}_whole_bytes", len(whole_png), "bytes")
    figure(f"picture_{kind}_layered_bytes", len(png), "bytes")
    figure(f"picture_{kind}_webp_bytes", len(webp), "bytes")
    for name in ("cold", "layered", "next", "seat"):
        ratio(f"picture_{kind}_{name} (whole/{name} time)", ms["whole"] / ms[name])
    ratio(f"picture_{kind} bytes (whole/layered png)", len(whole_png) / len(png))
    ratio(f"picture_{kind} bytes (whole/layered webp)", len(whole_png) / len(webp))
    target(f"picture_{kind}_layered faster than whole", ms["layered"] < ms["whole"],
           "whole/layered > 1.0x")
    if kind == "rhine":
        target("picture_rhine_layered >= 20x faster than whole",
               ms["whole"] / ms["layered"] >= 20, ">= 20.0x")
        target("picture_rhine png bytes <= 1/3 of whole",
               len(whole_png) / len(png) >= 3, ">= 3.0x")
        target("picture_rhine webp bytes <= 1/4 of whole",
               len(whole_png) / len(webp) >= 4, ">= 4.0x")
        floors(rules, last, ms["whole"], len(whole_png), repeats)
    if save:
        Path(save).mkdir(parents=True, exist_ok=True)
        Path(save, f"{kind}-whole.png").write_bytes(whole_png)
        Path(save, f"{kind}-layered.png").write_bytes(png)
        Path(save, f"{kind}-layered.webp").write_bytes(webp)


def floors(rules, view, whole_ms, whole_bytes, repeats):
    """What the layered picture cannot go under, measured in the same run."""
    layers = rules.render_layers(view)
    patches = [p for p in ((picture._inside(layers, b), body) for b, body in layers.patches)
               if p[0]]
    faces = lettering.Faces.of(picture.font_options().get("sans_serif_family"))
    parts = [(box, part) for box, body in patches for part in lettering.split(body, faces)]
    shapes = [(box, part) for box, part in parts if isinstance(part, str)]
    texts = [(box, part) for box, part in parts if not isinstance(part, str)]
    svg, _ = picture.atlas(layers, [(c, part) for box, part in shapes
                                    for c in [picture.cell(box, part)] if c])
    shapes_ms = median([seconds(lambda: picture.svg_to_png(svg))
                        for _ in range(repeats)]) * 1e3

    def letter_all():
        for (x, y, w, h), text in texts:
            lettering.draw(picture.Image.new("RGBA", (w, h)), text, x, y)
    text_ms = median([seconds(letter_all, forget) for _ in range(repeats)]) * 1e3
    glyphs_ms = median([seconds(letter_all, new_process) for _ in range(repeats)]) * 1e3
    words = sum(len(t.words) for _, t in texts)
    note(f"floor picture_rhine time: resvg draws the patches' shapes alone (their atlas, "
         f"{len(shapes)} parts) in {shapes_ms:.1f} ms; pbem.mail.lettering draws their "
         f"{len(texts)} texts ({words} letters, no label kept) in {text_ms:.1f} ms with "
         f"the glyphs kept, {glyphs_ms:.1f} ms with none; 20x wants "
         f"{whole_ms / 20:.1f} ms for the whole first picture")
    board = picture.composite(rules, view)
    encode_ms = median([seconds(board.png) for _ in range(repeats)]) * 1e3
    empty = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{layers.width}" '
             f'height="{layers.height}"></svg>')
    canvas_ms = median([seconds(lambda: picture.svg_to_png(empty))
                        for _ in range(repeats)]) * 1e3
    note(f"floor picture_rhine time: mapping to 256 colours and the PNG encode of the "
         f"whole canvas {encode_ms:.1f} ms (the least a picture with anything new costs; "
         f"{whole_ms / encode_ms:.1f}x at most); resvg's empty canvas of the picture's "
         f"size {canvas_ms:.1f} ms (a full-size transparent top layer would cost that)")
    best = io.BytesIO()
    flat = picture.flat(picture.svg_to_png(rules.render_svg(view)))
    flat.quantize(256, method=Image.Quantize.MEDIANCUT).save(best, "PNG", optimize=True)
    fewer = io.BytesIO()
    flat.quantize(32, method=Image.Quantize.MEDIANCUT).save(fewer, "PNG", optimize=True)
    note(f"floor picture_rhine bytes: the whole picture at 256 colours (its own median "
         f"cut, zlib level 9) is {best.tell()} bytes, {whole_bytes / best.tell():.1f}x "
         f"smaller than whole; 4x needs about 32 colours ({fewer.tell()} bytes, "
         f"{whole_bytes / fewer.tell():.1f}x)")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 repeats instead of 5")
    parser.add_argument("--save", metavar="DIR", help="write each game's PNGs here")
    args = parser.parse_args(argv)
    repeats = 3 if args.quick else 5
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at "
          f"start; Pillow {Image.__version__}; {repeats} repeats, figures are medians")
    with tempfile.TemporaryDirectory(prefix="pbem-bench-") as folder:
        picture.keep_on_disk(folder)           # a deployment's base maps, as served
        for kind, options, commands, seat in GAMES:
            measure(kind, options, commands, seat, repeats, args.save)
    return 0


if __name__ == "__main__":
    sys.exit(main())
