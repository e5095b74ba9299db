"""Labels laid out from the glyph atlas (pbem/mail/glyphs.py) are the labels FreeType
lays out and draws whole: the same letters at the same places, kerning included."""
import pytest
from PIL import Image, ImageChops, ImageDraw, ImageStat

from pbem.mail import glyphs, lettering, picture
from pbem.mail.glyphs import SCALE


@pytest.fixture(scope="module")
def file():
    faces = lettering.Faces.of(picture.font_options().get("sans_serif_family"))
    found = faces.find("sans-serif", 700, 5)
    if found is None:
        pytest.skip("no font on this host")
    return found


def whole(file, size, words, anchor, halo, phase):
    """WORDS drawn by one Pillow call SCALE times larger and reduced, on a canvas
    whose corner is (-20, -20) from the anchor's pixel."""
    face = glyphs.font(file, size * SCALE)
    mask = Image.new("L", (160 * SCALE, 40 * SCALE))
    ImageDraw.Draw(mask).text((80 * SCALE + phase[0], 20 * SCALE + phase[1]), words,
                              fill=255, font=face, anchor=anchor, stroke_width=halo)
    return mask.reduce(SCALE)


def placed(file, size, words, anchor, halo, phase):
    """The atlas's label on the same canvas as whole's."""
    mask, (left, top) = glyphs.coverage(file, size, words, anchor, halo, phase)
    out = Image.new("L", (160, 40))
    out.paste(mask, (80 + left, 20 + top))
    return out


@pytest.mark.parametrize("words, anchor, halo, phase", [
    ("AVATAR Wavy 12", "ls", 0, (0, 0)), ("Tours (VP 3)", "ms", 0, (3, 1)),
    ("Yvelines", "rs", 0, (2, 3)), ("Köln 7", "ms", 1.5 * SCALE, (1, 2))])
def test_a_label_from_the_atlas_is_the_label_drawn_whole(file, words, anchor, halo, phase):
    atlas = placed(file, 10, words, anchor, halo, phase)
    drawn = whole(file, 10, words, anchor, halo, phase)
    assert atlas.getbbox() == drawn.getbbox()
    # the letters' own edges differ by where a letter's coverage meets the next's
    assert ImageChops.difference(atlas, drawn).getextrema()[1] <= 48
    assert ImageStat.Stat(ImageChops.difference(atlas, drawn)).sum[0] < 0.01 * ImageStat.Stat(drawn).sum[0]


def test_the_fonts_kerning_moves_the_letters(file):
    assert glyphs.kerning(file, 10, "AV") < 0
    assert glyphs.pens(file, 10, "AV", "ls")[1] < glyphs.advance(file, 10, "A")
    # a label one letter off its place is far from the label drawn whole
    moved = placed(file, 10, "AVATAR", "ls", 0, (0, 0)).transform(
        (160, 40), Image.Transform.AFFINE, (1, 0, 1, 0, 1, 0))
    drawn = whole(file, 10, "AVATAR", "ls", 0, (0, 0))
    assert ImageStat.Stat(ImageChops.difference(moved, drawn)).sum[0] > 0.2 * ImageStat.Stat(drawn).sum[0]


def test_a_label_of_spaces_draws_nothing(file):
    assert glyphs.coverage(file, 10, "  ", "ms", 0, (0, 0)) is None


def test_only_letters_that_stand_alone_are_laid_out_here():
    assert glyphs.alone("Łódź, Köln · Αθήνα — Москва 3½ €")
    assert not glyphs.alone("\u05e9\u05dc\u05d5\u05dd")          # Hebrew
    assert not glyphs.alone("\u0928\u092e\u0938\u094d\u0924\u0947")  # Devanagari
    assert not glyphs.alone("Bru\u0308gge")                     # a combining mark
    assert not glyphs.alone("A\u200db")                         # a joiner
