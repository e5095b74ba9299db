"""Reading a player's reply: the text they typed, without the quoted original, the
client's footer or a signature.

Players answer from every mail client in every language, and each client introduces
the message it quotes in its own words ("On ... wrote:", "Am ... schrieb", "пн, 5 февр.
2024 г. в 10:00, X <x@y>:", "Od: / Wysłano:", "Från: / Skickat:"). Lists of those words
miss the next client or language, so this reader looks for what every client's shapes
have in common; what the player typed is everything above the first line that
- is quoted with ">";
- is an attribution: a line, or a few wrapped lines, ending in ":" that names a sender
  or a moment (an email address, a clock time, a year, or a verb "wrote"), or a line
  that starts with a date and names an address or a time ("2013/7/20 X <x@y>");
- starts a header block: two or more "Label: value" lines in any language and order,
  one with an address, a time or a year ("From:/Sent:", "Date:/From:", "Von:/Gesendet:",
  "*De :* ...");
- is a rule: dashes, underscores or equals signs, alone ("-- ", "_____") or around
  words ("-----Original Message-----", "*---- Исходное сообщение ----*");
- is a client's footer: a line naming a device or a mail app ("Sent from my iPhone",
  "Von meinem iPhone gesendet", "Отправлено из Почты Mail.ru", "Get Outlook for iOS").
A reply typed under a ">"-quoted original, or between its lines, is read there.
Sign-offs and names under the commands ("Thanks,", "Pozdrawiam", "Alex") are left in:
they are no commands, and the first such line after a command ends the reading
(pbem.mail.inbound). What is left are the commands, one per line, `#` starting a comment.
"""
import re
from html.parser import HTMLParser

#: what an attribution or a header block names, whatever the language: the sender's
#: address, a clock time ("10:00", "10.00"), a year
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_TIME = re.compile(r"(?<!\d)\d{1,2}[:.]\d{2}(?!\d)")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
#: "wrote", for the attributions that name neither (Thunderbird's "pbem wrote:")
_WROTE = re.compile(r"\b(?:wrote|writes|schrieb|geschrieben|écrit|escribió|escreveu|"
                    r"scritto|schreef|geschreven|skrev|kirjoitti|napisał|napsal|pisze|"
                    r"написал|пишет|пише|написав|írta|yazdı)\b|写道|寫道", re.IGNORECASE)
#: "2013/7/20", "2016-03-03": a line starting with a date (Gmail's attributions of
#: 2013-2017 began so, some without the colon: "2016-03-03 17:21 GMT+01:00 Some One")
_DATE_FIRST = re.compile(r"^\d{4}[/-]\d{1,2}[/-]\d{1,2}\b")
#: "From:", "*Sent:*", "De :", "Від кого:", "Reply-To:": one to three words, no digits
_LABEL = re.compile(r"^\**\s*[^\W\d_][^\W\d_'.-]*(?:[ '.-][^\W\d_]+){0,2}\s*\**\s*:\**(?:\s|$)")
#: a rule alone or around words (the "-- " signature delimiter is one)
_RULE = re.compile(r"^\**(?:[-_=~—–]{2,}.*[-_=~—–]{2,}|[-_=~—–*]{2,})\**$")
#: a device or mail app, as the footer of a phone or webmail names it
_FOOTER = re.compile(r"\b(?:iPhone|iPad|iPod|Android|Galaxy|Samsung|BlackBerry|Huawei|"
                     r"Xiaomi|Outlook|Windows|Yahoo|Proton|ProtonMail|K-9|Mail\.ru|"
                     r"Yandex|Яндекс|Airmail|Spark|Gmail|Tuta|Tutanota|Thunderbird|"
                     r"FairEmail|mobile|Mobil\w*|мобильн\w*)\b", re.IGNORECASE)
#: attributions and header blocks are short; longer text is the player's
_LONGEST = 300


def _names_a_writer(text):
    return any(p.search(text) for p in (_ADDRESS, _TIME, _YEAR, _WROTE))


def _attribution(lines):
    """Whether LINES joined are one attribution ("On ..., X wrote:"). A wrapped one's
    first line names a writer itself: a command above it is never taken in."""
    if not (lines[-1].rstrip(" -*").endswith((":", "：")) or
            _DATE_FIRST.match(lines[0].strip(" *"))):
        return False
    if any(not s.strip() or s.lstrip().startswith(("#", ">")) for s in lines):
        return False
    if len(lines) > 1 and not _names_a_writer(lines[0]):
        return False
    joined = " ".join(s.strip() for s in lines).strip("* ")
    if len(joined) > _LONGEST:
        return False
    if joined.rstrip(" -").endswith((":", "：")):
        return _names_a_writer(joined)
    return bool(_DATE_FIRST.match(joined) and (_ADDRESS.search(joined) or
                                               _TIME.search(joined)))


def _header_block(lines, i):
    """Whether LINES from I on start with two or more "Label: value" lines (a wrapped
    value may take one more line) of which one names an address, a time or a year."""
    labels, block = 0, []
    for j in range(i, len(lines)):
        stripped = lines[j].strip()
        if _LABEL.match(stripped):
            labels += 1
        elif not stripped or not block or not _LABEL.match(block[-1]):
            break
        block.append(stripped)
    return labels >= 2 and len(" ".join(block)) <= _LONGEST * 2 and \
        _names_a_writer(" ".join(block))


def _starts_original(lines, i):
    """Whether line I of LINES is where the player's text ends."""
    stripped = lines[i].strip()
    if stripped.startswith(">"):
        return True
    if stripped.startswith("#") or not stripped:
        return False
    if _RULE.match(stripped) or (len(stripped) <= 100 and _FOOTER.search(stripped)):
        return True
    return _header_block(lines, i) or any(
        _attribution(lines[i:i + n]) for n in (1, 2, 3) if i + n <= len(lines))


def _typed(lines):
    """The lines above the first one that ends the player's text."""
    for i in range(len(lines)):
        if _starts_original(lines, i):
            return lines[:i]
    return lines


def reply_text(body):
    """The part of BODY (the whole text of a reply) that the player wrote."""
    lines = body.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    typed = _typed(lines)
    quoted = [i for i, s in enumerate(lines) if s.lstrip().startswith(">")]
    if quoted and not any(s.strip() and not s.lstrip().startswith("#") for s in typed):
        # written under the quoted original, or between its lines
        typed = _typed([s for s in lines[quoted[0]:] if not s.lstrip().startswith(">")])
    return "\n".join(typed).strip()


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
    invisible elements are left out entirely. A <br> ends a line; the edge of a block
    (<div>, <p>...) ends one only where text is open, so that lines kept in <div>s or
    joined by <br/> stay next to each other as in the text part ("Von: .../An: ...")."""
    SKIP = {"blockquote", "style", "script", "head", "title"}
    BLOCKS = {"p", "div", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "table",
              "pre"}
    VOID = {"br", "hr", "img", "meta", "link", "input", "wbr", "col", "area", "base"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.stack = []     # open elements: (tag, skipping)
        self.open_line = False

    @property
    def skipping(self):
        return bool(self.stack) and self.stack[-1][1]

    def _end_line(self, always=False):
        if always or self.open_line or not self.parts:
            self.parts.append("\n")
            self.open_line = False

    def handle_starttag(self, tag, attrs):
        if tag == "br" or tag in self.BLOCKS:
            self._end_line(always=tag == "br")
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
        if tag in self.BLOCKS:
            self._end_line()

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in self.VOID:
            self.handle_endtag(tag)

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(re.sub(r"[ \t\r\n]+", " ", data))
            self.open_line = self.open_line or bool(data.strip())

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
