"""Board pictures in layers (issue 12, Pictures): the base of a game (its map) is
rasterised once per process, only the patches over it per picture, and the PNG is
palette-quantised; one picture per (game, version, role) is kept and shared by mails,
digests, forum posts and /games/<id>/board/<version>.png.

What must hold: the layered picture is the game's whole picture (render_svg, as the web
page shows it) for every game, and a seat's picture is never the public one."""
import dataclasses
import io
import random
import re

import pytest
from PIL import Image, ImageChops, ImageStat

from pbem.mail import picture
from tests.fuzz import onward

GAMES = [("rhine", None, 3, 40),
         ("flanders", None, 2, 40),
         ("memoir44", {"scenario": "pegasus-bridge"}, 2, 40),
         ("berlin", None, 2, 40)]


def played(service, kind, options, players, steps):
    """A game of KIND after STEPS random legal commands (the same on every run)."""
    names = [{"name": n} for n in ("Ann", "Bob", "Cy")[:players]]
    gid, _ = service.create(kind, names, options)
    chooser = random.Random(kind)
    for _ in range(steps):
        game = service.load(gid)
        if not service.active(game):
            break
        role = service.active(game)[0]
        service.submit(gid, role, chooser.choice(onward(service.legal(game, role))))
    return service.load(gid)


def rgb(png):
    return Image.open(io.BytesIO(png)).convert("RGB")


def whole(rules, view):
    """The picture as drawn before layers: resvg over the whole render_svg (on white)."""
    return picture.flat(picture.svg_to_png(rules.render_svg(view)))


#: how far apart two pictures may be, as the largest difference of one colour of a
#: 6x6 block's mean: the words drawn by pbem.mail.lettering (FreeType) and resvg's
#: differ only in their anti-aliased edges (up to 12 on every game's boards
#: measured), while one word left out makes 21 or more (a single 7 px letter; a
#: longer word far more), and one moved by a letter's width as much
#: (test_the_tolerance_catches_a_missing_or_moved_word)
BLOCK, WORST = 6, 16


def difference(one, other):
    """The largest difference of one colour between the BLOCK x BLOCK blocks' means."""
    diff = ImageChops.difference(one.reduce(BLOCK), other.reduce(BLOCK))
    return max(high for _, high in diff.getextrema())


@pytest.mark.parametrize("kind, options, players, steps", GAMES)
def test_the_layered_picture_is_the_whole_picture(service, kind, options, players, steps):
    game = played(service, kind, options, players, steps)
    for role in (None, game.roles[0]):
        at = service.view_at(game.id, game.version, role)
        full = whole(game.rules, at["view"])
        # before quantising: the base and the patches composited, their words drawn
        # by us, are the whole picture up to the letters' edges: no patch draws
        # outside its box, no word is missing or misplaced
        layered = picture.composite(game.rules, at["view"]).image
        assert layered.size == full.size
        assert difference(layered, full) <= WORST, (kind, role)
        # the PNG sent: 256 colours, close to the whole picture everywhere
        png = picture.board_png(game.rules, at, role)
        sent = Image.open(io.BytesIO(png))
        assert sent.mode == "P" and sent.size == full.size
        mean = sum(ImageStat.Stat(ImageChops.difference(sent.convert("RGB"), full)).mean) / 3
        assert mean < 1.5, (kind, role, mean)


class Changed:
    """Rules whose render_layers gives LAYERS (a game's, changed by a test)."""

    def __init__(self, layers):
        self.layers = layers

    def render_layers(self, view):
        return self.layers


def test_the_base_is_mapped_once_to_its_own_colours(service):
    """Where no patch drew, the picture's pixels are the base's as mapped once to its
    own colours (the first of the 256); only the patches' boxes are mapped anew."""
    game = played(service, "rhine", None, 3, 40)
    at = service.view_at(game.id, game.version, None)
    board = picture.composite(game.rules, at["view"])
    sent = Image.open(io.BytesIO(picture.board_png(game.rules, at, None)))
    own = len(board.base_colours) // 3
    outside = sent.copy()
    for x, y, w, h in board.boxes:
        outside.paste(0, (x, y, x + w, y + h))
    assert outside.getextrema()[1] < own
    assert max(sent.crop((x, y, x + w, y + h)).getextrema()[1]
               for x, y, w, h in board.boxes) >= own


@pytest.mark.parametrize("change", ["gone", "moved"])
def test_the_tolerance_catches_a_missing_or_moved_word(service, change):
    """The comparison above fails for a picture with one word left out, or moved 6 px:
    the smallest of In Flanders Field's words, a card space's number."""
    game = played(service, "flanders", None, 2, 40)
    view = service.view_at(game.id, game.version, None)["view"]
    layers = game.rules.render_layers(view)
    full = whole(game.rules, view)
    assert difference(picture.composite(game.rules, view).image, full) <= WORST
    i, (box, body) = next((i, p) for i, p in enumerate(layers.patches)
                          if 'font-size="13"' in p[1])
    word = re.search(r'<text x="(\d+)"[^>]*font-size="13"[^>]*>\d+</text>', body)
    new = "" if change == "gone" else word.group(0).replace(
        f'x="{word.group(1)}"', f'x="{int(word.group(1)) + 6}"')
    patches = list(layers.patches)
    patches[i] = (box, body.replace(word.group(0), new))
    changed = Changed(dataclasses.replace(layers, patches=tuple(patches)))
    assert difference(picture.composite(changed, view).image, full) > WORST


def test_a_seats_picture_is_never_served_as_the_public_one(service):
    game = played(service, "rhine", None, 3, 20)
    seat, public = (service.view_at(game.id, game.version, r) for r in ("Monty", None))
    assert seat["head"] == public["head"] and seat["version"] == public["version"]
    mine = picture.board_png(game.rules, seat, "Monty")
    theirs = picture.board_png(game.rules, public, None)
    assert mine != theirs                   # the seat's panel says "Monty (you)"
    assert picture.board_png(game.rules, public, None) is theirs    # kept, and shared
    assert picture.board_png(game.rules, seat, "Monty") is mine
    assert rgb(theirs).tobytes() == rgb(
        picture.composite(game.rules, public["view"]).png()).tobytes()


def test_the_base_is_rasterised_once_per_game_map(service):
    game = played(service, "rhine", None, 3, 6)
    before = picture.base_renders()
    for version in (game.version - 2, game.version - 1, game.version):
        at = service.view_at(game.id, version, None)
        picture.board_png(game.rules, at, None)
    assert picture.base_renders() - before <= 1


def reordered(value, reverse):
    """VALUE with every mapping's keys sorted (as a state read from a snapshot has
    them) or sorted in reverse."""
    if isinstance(value, dict):
        return {k: reordered(value[k], reverse) for k in sorted(value, reverse=reverse)}
    if isinstance(value, list):
        return [reordered(v, reverse) for v in value]
    return value


@pytest.mark.parametrize("kind, options, players, steps",
                         GAMES + [("flanders", None, 4, 30), ("rhine", None, 2, 30)])
def test_a_board_is_drawn_alike_whatever_order_its_state_was_read_in(
        service, kind, options, players, steps):
    """A process that folded the game live and one that read its snapshot (keys
    sorted) hold equal states in another key order: both must draw the same board,
    text and picture, or a kept picture and a page would depend on who made them."""
    game = played(service, kind, options, players, steps)
    rules = game.rules
    for role in [None] + game.roles:
        drawn = [(rules.render_svg(v), rules.render_text(v), rules.render_layers(v))
                 for v in (rules.view(s, role) for s in
                           (game.state, reordered(game.state, False),
                            reordered(game.state, True)))]
        assert drawn[0] == drawn[1] == drawn[2], (kind, role)


@pytest.mark.parametrize("accept, kind", [
    (None, "png"), ("image/png,*/*;q=0.8", "png"), ("image/*", "png"),
    ("image/webp;q=0", "png"),
    ("image/avif,image/webp,image/apng,*/*;q=0.8", "webp"), ("IMAGE/WEBP", "webp")])
def test_the_board_route_answers_webp_only_to_whoever_names_it(client, service, accept,
                                                                kind):
    """The §8 board URL stays a PNG (forums embed it) for anyone who does not name
    image/webp in Accept; a browser that does gets the same pixels in a lossless WebP,
    fewer bytes; either answer says it varies with Accept."""
    game = played(service, "flanders", None, 2, 10)
    url = f"/games/{game.id}/board/{game.version}.png"
    resp = client.get(url, headers={"Accept": accept} if accept else {})
    assert resp.status_code == 200 and resp.headers["Content-Type"] == f"image/{kind}"
    assert resp.headers["Vary"] == "Accept"
    image = Image.open(io.BytesIO(resp.data))
    assert image.format == kind.upper()
    png = client.get(url).data
    assert rgb(png).tobytes() == image.convert("RGB").tobytes()     # lossless
    if kind == "webp":
        assert len(resp.data) < len(png)
