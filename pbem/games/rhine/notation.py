"""The text notation: parse() and format() of every command (events are put in words
by describe.py).

Area names are written as the books print them (aliases, any case, with or without
accents: `Koln`, `Diest`); a path joins areas with `-` (`move XII Troyes-Vitry-Chalons`;
names that hold a hyphen, like Bar-le-Duc, are matched whole). Loads are written as
counts and letters: `3A2G1F`. The README lists every command with an example. The
command words are the notation and stay English in every language (the Polish book's
words for the supply kinds and the decks are taken as aliases); a refusal says in the
reader's language what was expected (README "In Polish").
"""
import unicodedata

from pbem.games import RuleError, common, concede
from pbem.games.common import number

from .board import RHINE, SUPPLIES
from .wording import _, form, listed

USAGE = ("supply AREA basic|3 KIND [+KIND+KIND], trucks N, transport, truck A-B LOAD, done, "
         "move CORPS [PATH [ANSWERS]], commander move CORPS [PATH [ANSWERS]], go AREA, stop, feed, decline, "
         "swap GIVE TAKE, load CORPS N KIND, unload CORPS N KIND, return AREA KIND, "
         "air axis|pursuit, commander air axis|pursuit, recon axis|pursuit, resistance, "
         "airborne AREA[, AREA[, AREA]], end, axis AREA|box, counter AREA, pass, "
         "advance N AREA, N AREA..., resign")
BARE = ("transport", "done", "stop", "feed", "decline", "resistance", "end", "pass")
LETTER = {"G": "gas", "A": "ammo", "F": "food"}
#: a supply kind as written: the notation's words and letters, and the Polish book's
#: words as aliases (README "In Polish")
KINDS = {"gas": "gas", "ammo": "ammo", "food": "food", "g": "gas", "a": "ammo", "f": "food",
         "paliwo": "gas", "amunicja": "ammo", "prowiant": "food"}
#: a deck as written, with the Polish book's names (talia oporu, talia pościgu) as aliases
DECK_WORDS = {"axis": "axis", "pursuit": "pursuit", "opor": "axis", "oporu": "axis",
              "poscig": "pursuit", "poscigu": "pursuit"}


def _norm(text):
    t = unicodedata.normalize("NFKD", text)
    return " ".join("".join(c for c in t if not unicodedata.combining(c)).lower().split())


NAMES = {_norm(alias): name for alias, name in RHINE.aliases.items()}
CORPS = {_norm(c): c for c in RHINE.corps}


def area(text):
    try:
        return NAMES[_norm(text)]
    except KeyError:
        raise RuleError(_("unknown area {area}; expected an area of the map, e.g. Vitry, "
                          "Le Havre, St. Vith", area=repr(text.strip()))) from None


def path(text):
    """Areas joined by '-', matching names that contain '-' whole (longest first)."""
    parts = [p.strip() for p in text.split("-")]
    out, i = [], 0
    while i < len(parts):
        for j in range(len(parts), i, -1):
            name = NAMES.get(_norm("-".join(parts[i:j])))
            if name:
                out.append(name)
                i = j
                break
        else:
            raise RuleError(_("unknown area {area} in the path {path}; expected areas "
                              "joined by '-', e.g. Troyes-Vitry-Chalons",
                              area=repr(parts[i]), path=repr(text.strip())))
    return out


def kind(word):
    try:
        return KINDS[word.lower()]
    except KeyError:
        raise RuleError(_("expected a supply kind (gas, ammo or food), not {word}",
                          word=repr(word))) from None


def load(word):
    """'3A2G' -> {"gas": 2, "ammo": 3} (kinds in G, A, F order)."""
    out, num = {}, ""
    for ch in word.upper():
        if ch.isdigit():
            num += ch
        elif ch in LETTER and num and int(num):
            out[LETTER[ch]] = out.get(LETTER[ch], 0) + int(num)
            num = ""
        else:
            raise RuleError(_bad_load(word))
    if num or not out:
        raise RuleError(_bad_load(word))
    return {k: out[k] for k in SUPPLIES if k in out}


def _bad_load(word):
    return _("expected a load like 3A2G1F (counts of Gas, Ammo, Food), not {word}",
             word=repr(word))


def fmt_load(pieces):
    return "".join(f"{pieces[k]}{k[0].upper()}" for k in SUPPLIES if pieces.get(k))


def corps_and_rest(words, shape):
    for n in range(len(words), 0, -1):
        cid = CORPS.get(_norm(" ".join(words[:n])))
        if cid:
            return cid, words[n:]
    raise RuleError(_("unknown corps in {words}; expected {form} with a corps of {corps}",
                      words=repr(" ".join(words)), form=form(shape),
                      corps=listed(RHINE.corps)))


def deck(word):
    try:
        return DECK_WORDS[_norm(word)]
    except KeyError:
        raise RuleError(_("expected the deck 'axis' or 'pursuit', not {word}",
                          word=repr(word))) from None


#: the first word of each standing answer of a plan (README "Plans")
ANSWER_WORDS = ("feed", "decline", "swap", "pay", "no", "stop")


def plan_form():
    """The form of a move plan, with an example, in words."""
    return _("'move CORPS [PATH [ANSWERS]]', e.g. move XII Troyes-Vitry-Chalons feed swap "
             "food ammo; answers: feed | decline starving, swap GIVE TAKE | decline swap, "
             "pay gas | no gas, stop")


def answers(words):
    """Standing answers of a plan: 'feed', 'decline starving', 'swap food ammo',
    'decline swap', 'pay gas', 'no gas', 'stop'."""
    out, i = {}, 0
    low = [w.lower().strip(",;") for w in words]
    while i < len(low):
        w, nxt = low[i], (low[i + 1] if i + 1 < len(low) else "")
        if w == "feed":
            key, val, i = "starving", "feed", i + 1
        elif w == "decline" and nxt in ("starving", "feed"):
            key, val, i = "starving", "decline", i + 2
        elif w == "decline" and nxt in ("swap", "market"):
            key, val, i = "black_market", "decline", i + 2
        elif w == "swap" and i + 2 < len(low):
            key, val, i = "black_market", [kind(low[i + 1]), kind(low[i + 2])], i + 3
        elif w == "pay" and nxt == "gas":
            key, val, i = "regroup", "pay", i + 2
        elif w == "no" and nxt == "gas":
            key, val, i = "regroup", "stop", i + 2
        elif w == "stop":
            key, val, i = "stop", True, i + 1
        else:
            raise RuleError(_("unknown standing answer at {words}; expected {form}",
                              words=repr(" ".join(words[i:])), form=plan_form()))
        if key in out:
            raise RuleError(_("two standing answers for the same choice: {words}",
                              words=repr(" ".join(words))))
        out[key] = val
    if isinstance(out.get("black_market"), list) and len(set(out["black_market"])) < 2:
        raise RuleError(_("a Black market swap gives one kind for another, e.g. swap food "
                          "ammo"))
    return {k: out[k] for k in ("starving", "black_market", "regroup", "stop") if k in out}


def format_answers(ans):
    out = []
    if "starving" in ans:
        out.append("feed" if ans["starving"] == "feed" else "decline starving")
    if "black_market" in ans:
        bm = ans["black_market"]
        out.append("decline swap" if bm == "decline" else f"swap {bm[0]} {bm[1]}")
    if "regroup" in ans:
        out.append("pay gas" if ans["regroup"] == "pay" else "no gas")
    if ans.get("stop"):
        out.append("stop")
    return " ".join(out)


def _takes(action, shape):
    """The refusal of ACTION written otherwise than its form SHAPE."""
    return _("{action} takes the form {form}", action=repr(action), form=form(shape))


def _number(word, what):
    """The whole number WORD; RuleError names WHAT was expected there."""
    try:
        return number(word, what)
    except RuleError:
        raise RuleError(_("expected a number for {what}, not {word}", what=what,
                          word=repr(word))) from None


def _parse_move(words, commander):
    if not words:
        raise RuleError(_("'move' takes the form {form}", form=plan_form()))
    cid, rest = corps_and_rest(words, "'move CORPS [PATH [ANSWERS]]'")
    cut = next((i for i, w in enumerate(rest) if w.lower().strip(",;") in ANSWER_WORDS),
               len(rest))
    cmd = {"action": "move", "corps": cid, "commander": commander,
           "path": path(" ".join(rest[:cut])) if rest[:cut] else []}
    if cut < len(rest):
        if not cmd["path"]:
            raise RuleError(_("standing answers need a path; expected {form}",
                              form=plan_form()))
        cmd["answers"] = answers(rest[cut:])
    return cmd


def parse(text):
    """The command for TEXT; raises RuleError saying what was expected."""
    if (left := concede.parse(text)) is not None:
        return left
    words = str(text).strip().split()
    if not words:
        raise RuleError(_("empty command; expected one of: {usage}", usage=form(USAGE)))
    action, args = words[0].lower(), words[1:]
    rest = " ".join(args)
    if action in BARE:
        if args:
            raise RuleError(_("{action} takes no arguments", action=repr(action)))
        return {"action": action}
    if action == "commander":
        if args and args[0].lower() == "move":
            return _parse_move(args[1:], True)
        if len(args) == 2 and args[0].lower() == "air":
            return {"action": "air", "deck": deck(args[1]), "commander": True}
        raise RuleError(_("'commander' takes the form 'commander move CORPS [PATH]' or "
                          "'commander air axis|pursuit'"))
    if action == "move":
        return _parse_move(args, False)
    if action in ("air", "recon"):
        if len(args) != 1:
            raise RuleError(_takes(action, f"'{action} axis|pursuit'"))
        cmd = {"action": action, "deck": deck(args[0])}
        return dict(cmd, commander=False) if action == "air" else cmd
    if action == "supply":
        low = [w.lower() for w in args]
        if "basic" in low:
            i = low.index("basic")
            st, tail = "basic", args[i + 1:]
        elif "3" in low and low.index("3") + 1 < len(args):
            i = low.index("3")
            st, tail = kind(args[i + 1]), args[i + 2:]
        else:
            raise RuleError(_("'supply' takes the form 'supply AREA basic [+KIND+KIND]' or "
                              "'supply AREA 3 KIND', e.g. supply Lisieux 3 ammo"))
        extra = [kind(w) for w in "".join(tail).split("+") if w]
        if len(extra) not in (0, 2):
            raise RuleError(_("Monty's extra supplies are two pieces, e.g. +ammo+ammo"))
        return {"action": "supply", "area": area(" ".join(args[:i])), "set": st,
                "extra": sorted(extra, key=SUPPLIES.index)}
    if action == "trucks":
        if len(args) != 1:
            raise RuleError(_takes("trucks", "'trucks N'"))
        return {"action": "trucks", "n": _number(args[0], _("the trucks N"))}
    if action == "truck":
        if len(args) < 2:
            raise RuleError(_("'truck' takes the form 'truck FROM-TO LOAD', e.g. truck "
                              "Lisieux-Brionne 3A2G"))
        ends = path(" ".join(args[:-1]))
        if len(ends) != 2:
            raise RuleError(_("a truck joins two areas: 'truck FROM-TO LOAD'"))
        return {"action": "truck", "from": ends[0], "to": ends[1], "load": load(args[-1])}
    if action in ("load", "unload"):
        if len(args) < 3:
            raise RuleError(_("{action} takes the form '{action_word} CORPS N KIND', e.g. "
                              "{action_word} XII 1 gas", action=repr(action),
                              action_word=action))
        cid, tail = corps_and_rest(args[:-2], f"'{action} CORPS N KIND'")
        if tail:
            raise RuleError(_takes(action, f"'{action} CORPS N KIND'"))
        return {"action": action, "corps": cid, "kind": kind(args[-1]),
                "n": _number(args[-2], _("the pieces N"))}
    if action == "return":
        if len(args) < 2:
            raise RuleError(_takes("return", "'return AREA KIND'"))
        return {"action": "return", "area": area(" ".join(args[:-1])), "kind": kind(args[-1])}
    if action in ("go", "counter"):
        if not args:
            raise RuleError(_takes(action, f"'{action} AREA'"))
        return {"action": action, "area": area(rest)}
    if action == "axis":
        if not args:
            raise RuleError(_("'axis' takes the form 'axis AREA' or 'axis box'"))
        return {"action": "axis", "area": None if rest.lower() == "box" else area(rest)}
    if action == "swap":
        if len(args) != 2:
            raise RuleError(_("'swap' takes the form 'swap GIVE TAKE', e.g. swap food ammo"))
        return {"action": "swap", "give": kind(args[0]), "take": kind(args[1])}
    if action == "advance":
        return {"action": "advance", "way": _parse_way(rest)}
    if action == "airborne":
        areas = [area(a) for a in rest.split(",") if a.strip()]
        if not areas:
            raise RuleError(_takes("airborne", "'airborne AREA[, AREA[, AREA]]'"))
        return {"action": "airborne", "areas": areas}
    raise RuleError(_("unknown command {action}; expected one of: {usage}",
                      action=repr(action), usage=form(USAGE)))


def _parse_way(rest):
    """`advance 18 Liege, 14 Prüm, 5 St. Vith` (solo 17D): a number and its area each,
    highest number first."""
    way = []
    for part in (p.strip() for p in rest.split(",")):
        words = part.split()
        if len(words) < 2:
            raise RuleError(_("'advance' takes the form 'advance N AREA, N AREA...', e.g. "
                              "advance 18 Liege, 5 St. Vith"))
        way.append([_number(words[0], _("a numerical marker")), area(" ".join(words[1:]))])
    return sorted(way, key=lambda x: -x[0])


def format(command):  # noqa: A001 - the protocol's name
    if concede.concedes(command):
        return concede.format(command)
    a = command["action"]
    if a in BARE:
        return a
    if a == "move":
        head = ("commander move " if command["commander"] else "move ") + command["corps"]
        head += " " + "-".join(command["path"]) if command["path"] else ""
        return head + (" " + format_answers(command["answers"]) if command.get("answers") else "")
    if a == "air":
        return ("commander " if command["commander"] else "") + f"air {command['deck']}"
    if a == "recon":
        return f"recon {command['deck']}"
    if a == "supply":
        st = "basic" if command["set"] == "basic" else f"3 {command['set']}"
        extra = " " + "".join(f"+{k}" for k in command["extra"]) if command["extra"] else ""
        return f"supply {command['area']} {st}{extra}"
    if a == "trucks":
        return f"trucks {command['n']}"
    if a == "truck":
        return f"truck {command['from']}-{command['to']} {fmt_load(command['load'])}"
    if a in ("load", "unload"):
        return f"{a} {command['corps']} {command['n']} {command['kind']}"
    if a == "return":
        return f"return {command['area']} {command['kind']}"
    if a in ("go", "counter"):
        return f"{a} {command['area']}"
    if a == "axis":
        return f"axis {command['area'] or 'box'}"
    if a == "swap":
        return f"swap {command['give']} {command['take']}"
    if a == "airborne":
        return "airborne " + ", ".join(command["areas"])
    if a == "advance":
        return "advance " + ", ".join(f"{n} {where}" for n, where in command["way"])
    raise RuleError(_("unknown command {action}", action=repr(a)))


def format_safe(command):
    """format() for messages about commands that may be malformed."""
    return common.format_safe(format, command)
