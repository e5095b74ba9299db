"""A Babel extraction method for the English texts the games keep in data files
(words.toml, options.toml, a map's or a deck's names): `[pbem.language.extract.toml:
pbem/games/rhine/data/words.toml]` in a domain's .cfg, which a Voice's term() then
translates where the text is said.

Every string of the file is a text unless the mapping says otherwise: `keys` (comma
separated) keeps only the strings under those keys, at any depth, and `skip` leaves
out the strings under those (ids, notation, file names).
"""
import tomllib


def _option(options, name):
    return {k.strip() for k in options.get(name, "").split(",") if k.strip()}


def _strings(value, keys, skip, under=()):
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in skip:
                yield from _strings(item, keys, skip, (*under, key))
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, keys, skip, under)
    elif isinstance(value, str) and value and (not keys or keys & set(under)):
        yield value


def toml(fileobj, keywords, comment_tags, options):
    """Babel's extractor interface: (line, function, message, comments) per text."""
    data = tomllib.loads(fileobj.read().decode("utf-8"))
    seen = set()
    for text in _strings(data, _option(options, "keys"), _option(options, "skip")):
        if text not in seen:
            seen.add(text)
            yield 0, None, text, []
