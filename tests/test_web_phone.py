"""Every page on a phone (390 x 844, and the narrowest common width, 360): nothing
makes the page scroll sideways; only the board's own box scrolls (zoom and pan), and
tables of many columns stack. Measured in real chromium by the page's scroll width."""
import pytest

from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401 - fixtures

WIDTHS = (360, 390, 414)

#: the page's scroll width against its width, and (to say why) the elements that
#: reach past its right edge, outside the board's own scrolling box
OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('.svg')) continue;
    const r = el.getBoundingClientRect();
    if (r.right > width + 1 && r.width > 0) out.push(el.tagName + '#' + el.id + '.' +
        el.className + ' ' + Math.round(r.right));
  }
  return {scroll: document.documentElement.scrollWidth, width: width, out: out.slice(0, 8)};
}"""


def pages_of(service):
    """Every kind of page, with games of each kind mid-play and one ended."""
    urls = ["/"]
    for kind, options in (("flanders", None), ("rhine", {"commanders": "Monty+Patton"}),
                          ("memoir44", {"scenario": "pegasus-bridge"})):
        gid, seats = service.create(kind, [{"name": "Ann", "email": "ann@example.org"},
                                           {"name": "Bob"}], options)
        for _ in range(3):
            game = service.load(gid)
            role = service.active(game)[0]
            service.submit(gid, role, service.legal(game, role)[0])
        urls += [f"/games/{gid}?token={seats[0]['token']}", f"/games/{gid}/log",
                 f"/games/{gid}/replay?v=3", f"/games/{gid}/audit"]
    gid, _ = service.create("toy", [{"name": "Ann"}, {"name": "Bob"}])
    while not service.load(gid).finished:
        game = service.load(gid)
        service.submit(gid, service.active(game)[0], "roll")
    return urls + [f"/games/{gid}/audit", f"/games/{gid}/replay?v=2&as=North",
                   "/games/nope"]


@needs_chromium
def test_no_page_scrolls_sideways_on_a_phone(service, server, browser):
    urls = pages_of(service)
    found = {}
    for width in WIDTHS:
        context = browser.new_context(viewport={"width": width, "height": 844},
                                      device_scale_factor=2, is_mobile=True,
                                      has_touch=True)
        page = context.new_page()
        for url in urls:
            page.goto(server + url)
            got = page.evaluate(OVERFLOW)
            if got["scroll"] > got["width"]:
                found[f"{width} {url.split('?token')[0]}"] = got
        context.close()
    assert not found, "\n".join(f"{k}: {v['scroll']} {v['out'][:4]}" for k, v in found.items())
