"""The help pages: how pbem works, and each game's rules and how to play it here.

    /help                        the games, and how pbem works (seats and links, moves
                                 by page, mail and forum, deadlines, undo, verify)
    /help/<kind>                 the rules as built: the game's README.md, readings and
                                 reconstructions included, with a table of contents
    /help/<kind>/how-to-play     short: the game's how-to-play.md

A game's README is the rulebook as this site plays it (three rulebooks are Polish, and
Rhine's map and Berlin's rules are reconstructions), so the page shows it whole rather
than a second text that could drift from it. Both files lie beside the game's rules
module, found through the registry (docs/game-protocol.md, "Files beside a game").

They are Markdown, rendered by markdown-it-py (CommonMark, with its tables) with the
source's HTML escaped, so the pages keep their strict Content-Security-Policy: a
table's alignment becomes a class instead of a style attribute, and a link to a
repository file (`data/map.toml`), which the site does not serve, stays its text.
"""
import re
from functools import cache
from importlib import resources

from flask import Blueprint, abort, render_template
from flask_babel import gettext as _
from markdown_it import MarkdownIt
from markupsafe import Markup

from pbem.web.seat import playable_kinds

bp = Blueprint("help", __name__)

#: the files of a game package the pages show, by the page's name
FILES = {"rules": "README.md", "how-to-play": "how-to-play.md"}
#: links that stay links: the site's own pages, anchors, the web
LINKS = re.compile(r"^(/|#|https?://)")
#: the headings the table of contents lists
CONTENTS = ("h2", "h3")


def _slug(text, taken):
    """An id for a heading of TEXT, unlike those TAKEN (which it joins)."""
    base = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "section"
    slug, n = base, 1
    while slug in taken:
        n += 1
        slug = f"{base}-{n}"
    taken.add(slug)
    return slug


def _for_the_pages(state):
    """markdown-it core rule: the first level-1 heading leaves the body (the page shows
    it as its title), every other heading gets an id and, for CONTENTS, a line in the
    table of contents; alignment styles become classes; links off the site become
    their text."""
    tokens, env = state.tokens, state.env
    taken = set()
    env.setdefault("contents", [])
    for i, tok in enumerate(tokens):
        if tok.type == "heading_open":
            text = tokens[i + 1].content
            if tok.tag == "h1" and "title" not in env:
                env["title"] = text
                for t in tokens[i:i + 3]:
                    t.hidden = True
                tokens[i + 1].children = []
                continue
            tok.attrSet("id", _slug(text, taken))
            if tok.tag in CONTENTS:
                env["contents"].append((tok.tag, tok.attrGet("id"), tokens[i + 1]))
        elif tok.type in ("th_open", "td_open") and tok.attrGet("style"):
            side = tok.attrGet("style").split(":")[-1].strip(" ;")
            tok.attrs.pop("style")
            tok.attrSet("class", f"align-{side}")
        elif tok.type == "inline":
            for child in tok.children or ():
                if child.type == "link_open" and not LINKS.match(child.attrGet("href") or ""):
                    child.hidden = True
                    _closing(tok.children, child).hidden = True


def _closing(children, opening):
    """The link_close token that ends OPENING among CHILDREN."""
    depth = 0
    for child in children[children.index(opening):]:
        depth += {"link_open": 1, "link_close": -1}.get(child.type, 0)
        if depth == 0:
            return child
    raise ValueError("a link without its end")


def _markdown():
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.core.ruler.push("pbem_pages", _for_the_pages)
    md.add_render_rule("table_open", lambda self, tokens, idx, options, env:
                       '<div class="table-box">\n<table>\n')
    md.add_render_rule("table_close", lambda self, tokens, idx, options, env:
                       "</table>\n</div>\n")
    return md


MD = _markdown()


def _file(kind, name):
    """The file NAME of the game KIND's package, or None (a game that is a module of
    its own, as a test's toy game, has no files beside it)."""
    rules = playable_kinds().get(kind)
    if rules is None or name not in FILES or not hasattr(rules, "__path__"):
        return None
    found = resources.files(rules.__name__).joinpath(FILES[name])
    return found if found.is_file() else None


@cache
def page(kind, name):
    """(title, [(tag, id, title)], body) of the game KIND's file NAME, rendered once;
    404 for an unknown game or page."""
    found = _file(kind, name)
    if found is None:
        abort(404, description=_("no help page %(name)r for a game %(kind)r", name=name,
                                 kind=kind))
    source = found.read_text("utf-8")
    rules = playable_kinds()[kind]
    env = {}
    body = MD.render(source, env)
    inline = MD.renderer.renderInline
    title = MD.renderInline(env.get("title", rules.TITLE))
    contents = [(tag, anchor, Markup(inline(tok.children, MD.options, env)))
                for tag, anchor, tok in env["contents"]]
    return Markup(title), contents, Markup(body)


def _games():
    return [{"kind": kind, "title": rules.TITLE} for kind, rules in playable_kinds().items()
            if _file(kind, "rules")]


@bp.route("/help")
def index():
    """The games, and how pbem works."""
    return render_template("web/help.html", games=_games())


@bp.route("/help/<kind>")
def rules_page(kind):
    """The game's rules as this site plays them."""
    return _game_page(kind, "rules")


@bp.route("/help/<kind>/how-to-play")
def how_to_play(kind):
    """How to play the game here, short."""
    return _game_page(kind, "how-to-play")


def _game_page(kind, name):
    title, contents, body = page(kind, name)
    return render_template("web/help_page.html", kind=kind, name=name, heading=title,
                           game_title=playable_kinds()[kind].TITLE, contents=contents,
                           body=body, games=_games())
