"""The data tables of Memoir '44 (data/cards.toml, units.toml, terrain.toml), read once.

The rules are code, the facts they work on are data: each table's file says where every
record comes from. The dicts returned are shared, so callers read them and never change
them.
"""
import tomllib
from functools import cache
from pathlib import Path

DATA = Path(__file__).with_name("data")
UNIT_TYPES = ("infantry", "armor", "artillery")


@cache
def table(name):
    """The parsed data/NAME.toml."""
    with open(DATA / f"{name}.toml", "rb") as f:
        return tomllib.load(f)


@cache
def terrain():
    """Every terrain and obstacle by key ([terrain.*] and [obstacle.*] together), a
    record that names another with `same_as` carrying that one's rules under its own
    name and source."""
    data = table("terrain")
    records = {**data["terrain"], **data["obstacle"]}
    return {key: {**records[rec["same_as"]], **rec} if "same_as" in rec else rec
            for key, rec in records.items()}


@cache
def deck():
    """The 60 command cards in file order, one dict per physical card: id, name, kind,
    section (None for a card of several sections or none), sections (units per section,
    for General Advance, Pincer Move, Recon in Force), orders, unit, fallback, text."""
    cards = []
    for rec in table("cards")["card"]:
        for card_id in rec["ids"]:
            cards.append({"id": card_id, "name": rec["name"], "kind": rec["kind"],
                          "section": rec.get("section"), "sections": rec.get("sections"),
                          "orders": rec["orders"], "unit": rec.get("unit"),
                          "fallback": rec.get("fallback", 0), "text": rec["text"]})
    return cards
