"""The board readable on a phone (issue 25): in real chromium, a seat's page of each
game at 390 x 844 opens its map where the player acts, at a legible size: the median
text of the map as drawn is 9 CSS px or more (2.6 to 5.7 px when the whole picture was
shrunk to the width), and the part of the map in view holds every part of it the legal
commands name (where they lie too far apart for one view, as many as one view holds).
The panels (hands, tracks, decks, legends) are HTML beside the map, not text in the
picture. At 1280 x 900 the whole map shows, as before. The map pans and zooms by
keyboard, buttons and two fingers; no page breaks the CSP."""
import random

import pytest

from tests.fuzz import onward
from tests.test_board_tokens import board_words
from tests.test_web_pages import browser, needs_chromium, open_seat, server  # noqa: F401

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
GAMES = [("flanders", None), ("rhine", {"commanders": "Monty+Patton"}),
         ("memoir44", {"scenario": "pegasus-bridge"}), ("berlin", None)]
#: the game states looked at, at most, to meet one whose named parts one view holds
MOST_STATES = 16

#: the map as the page shows it: its text's sizes in CSS px, its box's view, whether it
#: scrolls, each part with a data-token and where it is in the box; the panels' chips
SHOWN = """() => {
  const box = document.getElementById('board-map'), svg = box.querySelector('svg');
  const k = svg.getScreenCTM().a;
  const sizes = [...svg.querySelectorAll('text')].map(
    t => parseFloat(getComputedStyle(t).fontSize) * k).sort((a, b) => a - b);
  const b = box.getBoundingClientRect();
  const left = b.left + box.clientLeft, top = b.top + box.clientTop;
  const mark = el => ({token: el.getAttribute('data-token'),
                       verbs: (el.getAttribute('data-verbs') || '').split(' ')});
  return {
    median: sizes[Math.floor(sizes.length / 2)], scale: k,
    view: [box.clientWidth, box.clientHeight],
    scrolls: box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
    parts: [...svg.querySelectorAll('[data-token]')].map(el => {
      const r = el.getBoundingClientRect();
      return Object.assign(mark(el), {box: [r.left - left, r.top - top, r.right - left,
                                            r.bottom - top]});
    }),
    chips: [...document.querySelectorAll('#board-panels [data-token]')].map(mark),
    pageWidth: document.documentElement.scrollWidth,
  };
}"""


def named_parts(legal, parse, shown):
    """The boxes of the map's parts the LEGAL commands name (as static/board_view.js
    takes them, from each command's board words): a part whose data-verbs allows the
    command's first word; a part without data-verbs where no mark claims the word so."""
    marks = shown["parts"] + shown["chips"]
    out = set()
    for text in legal:
        verb = text.split()[0]
        for word in board_words(parse(text)):
            claimed = any(m["token"] == word and verb in m["verbs"] for m in marks)
            out |= {tuple(p["box"]) for p in shown["parts"] if p["token"] == word and (
                verb in p["verbs"] if claimed else p["verbs"] == [""])}
    return out


def in_view(boxes, x, y, w, h):
    return [b for b in boxes if b[0] >= x - 1 and b[2] <= x + w + 1 and b[1] >= y - 1
            and b[3] <= y + h + 1]


def most_one_view_holds(boxes, w, h):
    """How many of BOXES one view of W x H holds at the most (some view holding the
    most has its left edge at a box's left and its top at one's top)."""
    return max(len(in_view(boxes, a[0], b[1], w, h)) for a in boxes for b in boxes)


def fits(boxes, w, h):
    return (max(b[2] for b in boxes) - min(b[0] for b in boxes) <= w
            and max(b[3] for b in boxes) - min(b[1] for b in boxes) <= h)


def watch_csp(context, seen):
    context.on("console", lambda m: seen.append(m.text)
               if "Content Security Policy" in m.text else None)


@needs_chromium
@pytest.mark.parametrize("kind, options", GAMES, ids=[g[0] for g in GAMES])
def test_a_phone_opens_the_map_where_the_player_acts_and_a_desktop_shows_it_whole(
        service, server, browser, kind, options):
    """Along a game, at each state whose commands name parts of the map, until one
    whose named parts one view holds (and at least two)."""
    gid, seats = service.create(kind, [{"name": "Ann"}, {"name": "Bob"}], options)
    chooser, seen = random.Random(kind), []
    pages = {}
    for s in seats:                         # a browser each: a seat's cookie is the game's
        phone = browser.new_context(**PHONE)
        watch_csp(phone, seen)
        pages[s["role"]] = open_seat(phone, f"{server}/games/{gid}?token={s['token']}")
    looked, held_all = 0, False
    for _ in range(MOST_STATES):
        game = service.load(gid)
        role = service.active(game)[0]
        legal = service.legal(game, role)
        page = pages[role]
        page.goto(f"{server}/games/{gid}")
        shown = page.evaluate(SHOWN)
        assert shown["median"] >= 9, f"the map's median text is {shown['median']:.1f} px"
        assert shown["scrolls"] and shown["pageWidth"] <= 390
        named = named_parts(legal, game.rules.parse, shown)
        if named:
            looked += 1
            held = in_view(named, 0, 0, *shown["view"])
            if fits(named, *shown["view"]):
                assert len(held) == len(named), f"{len(named) - len(held)} named, out of view"
                held_all = True
            else:
                assert len(held) == most_one_view_holds(named, *shown["view"])
            if held_all and looked >= 2:
                break
        service.submit(gid, role, chooser.choice(onward(legal)))
    assert held_all, f"no state of {looked} had named parts one view holds"

    # the panels are HTML: every word of theirs is text of the page, outside the map
    panels = game.rules.panels(service.view(game, role))
    html = " ".join(page.text_content("#board-panels").split())
    for panel in panels:
        assert panel["title"] in html
        for row in panel["rows"]:
            for said in [row.get("text"), *(c["text"] for c in row.get("chips", []))]:
                assert said is None or said in html, (panel["title"], said)
    assert page.evaluate("""() => { const s = getSelection();
      s.selectAllChildren(document.querySelector('#board-panels details[open]'));
      return s.toString().trim(); }""").startswith(panels[0]["title"])

    desktop = browser.new_context(**DESKTOP)
    watch_csp(desktop, seen)
    page = open_seat(desktop, f"{server}/games/{gid}?token="
                              f"{next(s['token'] for s in seats if s['role'] == role)}")
    shown = page.evaluate(SHOWN)
    w, h = shown["view"]
    assert not shown["scrolls"] and len(in_view([p["box"] for p in shown["parts"]], 0, 0, w, h)
                                        ) == len(shown["parts"]), "the whole map shows"
    assert shown["scale"] <= 1 and page.get_attribute("#map-whole", "aria-pressed") == "true"
    for page in pages.values():
        page.context.close()
    desktop.close()
    assert seen == []


def box_state(page):
    return page.evaluate("""() => {
      const box = document.getElementById('board-map');
      return {scale: box.querySelector('svg').getScreenCTM().a, x: box.scrollLeft,
              y: box.scrollTop, zoomed: box.classList.contains('zoomed')};
    }""")


@needs_chromium
def test_the_map_pans_and_zooms_by_keyboard_buttons_and_two_fingers(
        service, server, browser):
    gid, seats = service.create("rhine", [{"name": "Ann"}, {"name": "Bob"}],
                                {"commanders": "Monty+Patton"})
    context = browser.new_context(**PHONE)
    page = open_seat(context, f"{server}/games/{gid}?token={seats[0]['token']}")
    opened = box_state(page)
    assert opened["zoomed"]
    page.focus("#board-map")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.wait_for_timeout(300)                 # the arrows scroll smoothly
    moved = box_state(page)
    assert moved["x"] > opened["x"] and moved["y"] > opened["y"]
    page.keyboard.press("+")
    assert box_state(page)["scale"] > opened["scale"] * 1.2
    page.keyboard.press("-")
    page.keyboard.press("-")
    assert box_state(page)["scale"] < opened["scale"]

    page.click("#map-whole")                   # the whole map, then back where it opened
    whole = box_state(page)
    assert not whole["zoomed"] and page.get_attribute("#map-whole", "aria-pressed") == "true"
    assert page.evaluate("document.querySelector('#board-map svg')"
                         ".getBoundingClientRect().width") <= 374
    page.click("#map-whole")
    assert box_state(page) == opened
    page.click("button[aria-label='Zoom in']")
    assert box_state(page)["scale"] > opened["scale"] * 1.2
    page.click("button[aria-label='Zoom out']")
    assert abs(box_state(page)["scale"] - opened["scale"]) < 0.01

    # two fingers spread apart over the map zoom in about their middle
    cdp = context.new_cdp_session(page)
    b = page.eval_on_selector("#board-map", "e => e.getBoundingClientRect().toJSON()")
    cx, cy = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2

    def touch(kind, spread):
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if (
            kind == "touchEnd") else [{"x": cx - spread, "y": cy, "id": 1},
                                      {"x": cx + spread, "y": cy, "id": 2}]})
    touch("touchStart", 30)
    for spread in (40, 50, 60):
        touch("touchMove", spread)
    touch("touchEnd", 0)
    assert box_state(page)["scale"] > opened["scale"] * 1.6
    context.close()
