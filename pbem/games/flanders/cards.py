"""The board and the deck, loaded once from data/*.toml.

The rules never hard-code a number the physical game prints (track length, defence
lines, card mix): those live in the data files with their source, so a better
reconstruction is a data change, not a code change. Cards in the state are plain
integer ids (0..53, in the order of the deck file) so that state and events stay small
JSON; everything about a card is looked up here.
"""
import tomllib
from pathlib import Path

DATA = Path(__file__).with_name("data")


def _load(name):
    with open(DATA / name, "rb") as f:
        return tomllib.load(f)


BOARD = _load("board.toml")
_DECK = _load("deck.toml")

START = BOARD["track"]["start"]
OBJECTIVE = BOARD["track"]["objective"]
DEFENCE_LINES = list(BOARD["track"]["defence_lines"])
SPACES = list(BOARD["card_spaces"]["spaces"])          # the dealt spaces, 8 of them
FIXED = BOARD["fixed"]                                  # the "Advance" card on 9
FIXED_SPACE = FIXED["space"]
ROWS = [list(r["spaces"]) for r in BOARD["rows"]]
TROOPS = BOARD["troops"]
DICE = BOARD["dice"]["count"]

#: one record per card type, by code
TYPES = {}
#: one record per physical card, by id
CARDS = []
for _rec in _DECK["card"]:
    _t = {"code": _rec["code"], "name": _rec["name"], "kind": _rec["kind"],
          "side": _rec["side"], "value": _rec.get("value", 0),
          "extra": _rec.get("extra", False), "grey": _rec.get("grey", 0),
          "black": _rec.get("black", 0), "retain": _rec.get("retain", False)}
    TYPES[_t["code"]] = _t
    CARDS.extend([_t] * _rec["count"])
if len(CARDS) != _DECK["deck"]["total"]:
    raise ValueError(f"deck.toml holds {len(CARDS)} cards, not {_DECK['deck']['total']}")

ADVANCE = {"code": FIXED["code"], "name": FIXED["name"], "kind": "advance",
           "side": "british", "value": FIXED["move"], "extra": False, "grey": 0,
           "black": 0, "retain": False}

#: kinds that move the figure at the stop
MOVERS = ("infantry", "tank", "advance")
#: German kinds that British Artillery cancels
SHELLABLE = ("g-mg", "g-art", "g-counter")
#: British kinds that Flying Circus throws away
GROUNDED = ("recon", "balloon", "artillery")
#: German kinds that British Gas may lift off the board
GASSABLE = ("g-mg", "g-art")
#: British kinds that German Gas may destroy
GAS_VICTIMS = ("infantry", "artillery")


def card(cid):
    """The type record of card id CID (None stands for the fixed Advance card)."""
    return ADVANCE if cid is None else CARDS[cid]


def kind(cid):
    return card(cid)["kind"]


def code(cid):
    return card(cid)["code"]


def name(cid):
    return card(cid)["name"]


def is_german(cid):
    return cid is not None and CARDS[cid]["side"] == "german"


def of_kind(cids, *kinds):
    """The cards among CIDS whose kind is one of KINDS, in order."""
    return [c for c in cids if CARDS[c]["kind"] in kinds]


def first_with_code(cids, wanted):
    """The first card among CIDS with code WANTED, or None."""
    return next((c for c in cids if CARDS[c]["code"] == wanted), None)


def distinct_codes(cids):
    """Codes of CIDS without repeats, in first-seen order (identical cards are one choice)."""
    seen = []
    for c in cids:
        if CARDS[c]["code"] not in seen:
            seen.append(CARDS[c]["code"])
    return seen


def ids_of(wanted):
    """Every card id with code WANTED (tests and arrangements use this)."""
    return [i for i, c in enumerate(CARDS) if c["code"] == wanted]


def public(cid):
    """What anyone may see of a face-up card."""
    c = card(cid)
    out = {"code": c["code"], "name": c["name"], "side": c["side"]}
    if c["grey"]:
        out["grey"] = c["grey"]
    if c["black"]:
        out["black"] = c["black"]
    return out
