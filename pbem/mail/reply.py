"""Reading a player's reply: the text they typed, without quotes or signatures.

Mail clients quote the message they answer in many shapes, and players type their
commands above it. So: take the text/plain part (or the HTML part made into text),
decoded from whatever charset and transfer encoding it came in; cut at the first line
that starts the quoted original (Gmail's "On ... wrote:", Apple Mail's "On ..., at ...,
X wrote:", Outlook's "-----Original Message-----", underscores line or "From:/Sent:"
block); let email-reply-parser drop what it recognises; then drop ">" quotes, cut at a
"-- " signature or a "Sent from my ..." line. What is left are the commands, one per
line, with `#` starting a comment.
"""
import re
from html.parser import HTMLParser

from email_reply_parser import EmailReplyParser

#: a line that starts the quoted original: everything from it on is not the reply
_QUOTE_STARTS = [re.compile(p, re.IGNORECASE) for p in (
    r"^-{3,}\s*(original message|forwarded message|ursprüngliche nachricht)\b.*-*$",
    r"^_{8,}\s*$",                                   # Outlook's separator line
    r"^-{8,}\s*$",
)]
#: Gmail / Apple Mail attribution, possibly wrapped over up to three lines
_ATTRIBUTION = re.compile(
    r"^(on|am|le|el|il|op)\s.*"
    r"\b(wrote|schrieb|a écrit|escribió|ha scritto|schreef)\b.*:\s*$",
    re.IGNORECASE | re.DOTALL)
#: Outlook's header block of the original: "From: ..." followed soon by "Sent:"/"Date:"
_HEADER_FROM = re.compile(r"^\*?(from|von|de)\s*:\*?\s", re.IGNORECASE)
_HEADER_NEXT = re.compile(r"^\*?(sent|date|gesendet|envoyé|to|subject)\s*:\*?\s",
                          re.IGNORECASE)
#: the end of the reply proper: a signature delimiter or a mobile client's footer
_SIGNATURE = re.compile(r"^(--\s*|—\s*|sent from my\s.*|get outlook for\s.*|"
                        r"sent from (mail|yahoo mail|outlook)\b.*)$", re.IGNORECASE)
_BACKSLASH = "\ue000"     # a private-use character standing in for "\\"


def _attribution(lines):
    """Whether LINES joined are an "On ... wrote:" line (such lines are short; the
    length limit keeps the regex from crawling over a long paragraph)."""
    joined = " ".join(s.strip() for s in lines)
    return len(joined) <= 300 and _ATTRIBUTION.match(joined) is not None


def _cut_quoted(lines):
    """The lines before the first one that starts the quoted original."""
    for i, line in enumerate(lines):
        stripped = line.strip()
        if any(p.match(stripped) for p in _QUOTE_STARTS):
            return lines[:i]
        if any(_attribution(lines[i:i + n]) for n in (1, 2, 3)):
            return lines[:i]
        if _HEADER_FROM.match(stripped) and any(
                _HEADER_NEXT.match(s.strip()) for s in lines[i + 1:i + 4]):
            return lines[:i]
    return lines


def reply_text(body):
    """The part of BODY (the whole text of a reply) that the player wrote."""
    lines = _cut_quoted(body.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    # email-reply-parser uses a piece of the text as a regex replacement template, so a
    # backslash there would be read as an escape: hand it a stand-in character
    text = EmailReplyParser.parse_reply("\n".join(lines).replace("\\", _BACKSLASH)
                                        ).replace(_BACKSLASH, "\\")
    kept = []
    for line in text.split("\n"):
        stripped = line.strip()
        if _SIGNATURE.match(stripped):
            break
        if not stripped.startswith(">"):
            kept.append(line)
    return "\n".join(kept).strip()


def commands(text):
    """[(line_no, command)] of a reply's text: one per line, `#` comments and blank
    lines skipped; line_no counts from 1 over the reply's lines."""
    out = []
    for no, line in enumerate(text.split("\n"), start=1):
        command = line.split("#", 1)[0].strip()
        if command:
            out.append((no, command))
    return out


# -- finding and decoding the body --------------------------------------------------
def decode_part(part):
    """The text of one MIME part: transfer encoding undone (base64, quoted-printable,
    8bit), then its charset decoded; an unknown or wrong charset falls back to UTF-8
    and then Latin-1, which cannot fail."""
    payload = part.get_payload(decode=True)
    if payload is None:
        return ""
    for charset in (part.get_content_charset(), "utf-8"):
        if not charset:
            continue
        try:
            return payload.decode(charset)
        except (LookupError, UnicodeDecodeError):
            continue
    return payload.decode("latin-1")


class _HtmlText(HTMLParser):
    """HTML to plain lines; quoted blocks (<blockquote>, Gmail's quote div) and
    invisible elements are left out entirely."""
    SKIP = {"blockquote", "style", "script", "head", "title"}
    BREAKS = {"br", "p", "div", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
              "table", "pre"}
    VOID = {"br", "hr", "img", "meta", "link", "input", "wbr", "col", "area", "base"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.stack = []     # open elements: (tag, skipping)

    @property
    def skipping(self):
        return bool(self.stack) and self.stack[-1][1]

    def handle_starttag(self, tag, attrs):
        if tag in self.BREAKS:
            self.parts.append("\n")
        if tag in self.VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        skip = self.skipping or tag in self.SKIP or "gmail_quote" in classes
        self.stack.append((tag, skip))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break
        if tag in self.BREAKS:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(re.sub(r"[ \t\r\n]+", " ", data))

    def text(self):
        lines = "".join(self.parts).replace("\xa0", " ").split("\n")
        return "\n".join(line.strip() for line in lines)


def html_to_text(html):
    parser = _HtmlText()
    parser.feed(html)
    parser.close()
    return parser.text()


def body_text(msg):
    """The reply's text: the first text/plain part not sent as an attachment, else
    the first text/html part made into text; "" when there is neither."""
    found = {}
    for part in msg.walk():
        if part.is_multipart() or part.get_content_disposition() == "attachment":
            continue
        kind = part.get_content_type()
        if kind in ("text/plain", "text/html") and kind not in found:
            found[kind] = part
    if "text/plain" in found:
        return decode_part(found["text/plain"])
    if "text/html" in found:
        return html_to_text(decode_part(found["text/html"]))
    return ""
