"""The lobby's create-game form, built from each game's OPTIONS_SCHEMA.

Deriving the option inputs from the schema keeps the form right when a game adds an
option, and the service still validates whatever the form sends. Each option is named
and explained in words from the game's optional option_words() (docs/game-protocol.md:
what it changes, from the rulebooks, and for an option of several values what each
value is, e.g. Memoir '44's scenarios), shown beside its input. Inputs are named
`opt.<kind>.<option>` so one form can hold every game's options without JavaScript:
only the chosen kind's are read. The deadlines (`deadline.<field>`) are written like
`pbem deadline` takes them and go to the service as the game's "deadlines" setting: a
time per move, or a time control (a Fischer clock, moves a day) instead.
"""
from flask_babel import gettext, lazy_gettext
from marshmallow import fields, validate

from pbem.core import text
from pbem.core.errors import Invalid
from pbem.telling import deadlines
from pbem.web.seat import playable_kinds

MAX_ROWS = 4
#: the policies of a deadline whose "Then" field is left empty: the example it shows
EXPIRY_EXAMPLE = "default,skip"
#: the deadline inputs: (field, label, placeholder), read by deadlines.from_text
DEADLINE_INPUTS = [
    ("per_move", lazy_gettext("Time per move"), "48h"),
    ("fischer", lazy_gettext("Or a Fischer clock: initial+increment/cap"), "72h+12h/120h"),
    ("moves_a_day", lazy_gettext("Or moves a day (due at midnight, the player's time)"),
     "3"),
    ("remind", lazy_gettext("Reminders before the deadline"), "24h,1h"),
    ("grace", lazy_gettext("Grace after the deadline"), "6h"),
    ("expiry", lazy_gettext("Then, in order (%(policies)s)",
                            policies=", ".join(deadlines.POLICIES)), EXPIRY_EXAMPLE),
]


def _input(name, field, said):
    """One option as {"name", "label", "hint", "type", "choices"?, "default",
    "named"?}: the label is the option's name in words (SAID, the game's words for
    it, else the option's own name), the hint what it changes (else the schema's
    description; None without either), NAMED the words of each value of a list."""
    default = field.load_default if not callable(field.load_default) else None
    default = None if default is fields.missing_ else default
    spec = {"name": name, "label": said.get("name") or name.replace("_", " "),
            "hint": said.get("text") or field.metadata.get("description"),
            "default": default}
    if said.get("choices"):
        spec["named"] = {value: {"name": c.get("name") or value, "text": c.get("text")}
                         for value, c in said["choices"].items()}
    choices = [v.choices for v in field.validators if isinstance(v, validate.OneOf)]
    if field.metadata.get("upload"):
        spec.update(type="file", accept=field.metadata["upload"])
    elif isinstance(field, fields.Boolean):
        spec["type"] = "checkbox"
    elif choices:       # an option that may be left out offers "" first (none)
        spec.update(type="select",
                    choices=([""] if field.allow_none else []) + list(choices[0]))
    elif isinstance(field, fields.Integer):
        spec["type"] = "number"
    else:
        spec["type"] = "text"
    return spec


def kind_forms():
    """[{"kind", "title", "about", "options": [input spec]}] for every playable game;
    ABOUT says who plays it (the game's words, else None)."""
    out = []
    for kind, rules in playable_kinds().items():
        schema = rules.OPTIONS_SCHEMA()
        said = rules.option_words() if hasattr(rules, "option_words") else {}
        out.append({"kind": kind, "title": getattr(rules, "TITLE", kind),
                    "about": said.get("game", {}).get("text"),
                    "options": [_input(n, f, said.get(n, {}))
                                for n, f in schema.fields.items()
                                if n != "seats" and not f.dump_only]})
    return out


def parse_form(form, files=None):
    """(kind, players, options, settings) from the lobby form and its uploaded FILES
    (an option whose schema field has metadata "upload" takes a JSON file, e.g. a
    scenario from an editor); Invalid for an unusable form."""
    kind = (form.get("kind") or "").strip()
    forms = {k["kind"]: k for k in kind_forms()}
    if kind not in forms:
        raise Invalid(gettext("choose a game kind (%(kinds)s)",
                              kinds=", ".join(forms) or gettext("none installed")))
    players = []
    for i in range(MAX_ROWS):
        name = (form.get(f"name{i}") or "").strip()
        email = (form.get(f"email{i}") or "").strip() or None
        if name:
            players.append({"name": name, "email": email})
        elif email:
            raise Invalid(gettext("row %(row)s has an email but no name", row=i + 1))
    options = {}
    for spec in forms[kind]["options"]:
        key = f"opt.{kind}.{spec['name']}"
        if spec["type"] == "file":
            upload = (files or {}).get(key)
            if upload and upload.filename:
                try:
                    options[spec["name"]] = text.json_document(
                        upload.read(), f"{spec['label']} file {upload.filename!r}")
                except ValueError as e:
                    raise Invalid(str(e)) from None
        elif spec["type"] == "checkbox":
            options[spec["name"]] = key in form
        elif (form.get(key) or "").strip():
            options[spec["name"]] = form.get(key).strip()
    return kind, players, options, _settings(form)


def _settings(form):
    """{"deadlines": ...} when the form gives a time per move or a time control, and
    {"rated": False} when it asks for a game not rated (pbem.players.ratings); an empty
    "Then" means what its example shows (a clocked game: forfeit, a loss on time)."""
    settings = {"rated": False} if "unrated" in form else {}
    given = {name: (form.get(f"deadline.{name}") or "").strip()[:200]
             for name, _, _ in DEADLINE_INPUTS}
    clocked = given["fischer"] or given["moves_a_day"]
    if not (given["per_move"] or clocked):
        if any(given.values()):
            raise Invalid(gettext("deadlines need a time per move (e.g. 48h) or a time "
                                  "control"))
        return settings
    return {**settings, "deadlines": deadlines.from_text(**dict(
        given, expiry=given["expiry"] or ("" if clocked else EXPIRY_EXAMPLE)))}
