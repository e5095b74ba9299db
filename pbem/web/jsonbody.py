"""The JSON request bodies of the API: webargs' Flask parser, refusing what decodes as
JSON but is no input the service can take.

json.loads raises RecursionError (not a decode error webargs catches) on arrays
nested about a thousand deep, ValueError on an integer of more than 4300 digits, and
turns "\\ud800" into a lone surrogate that only fails later, when the store hashes it;
all were 500s. Here they are 400s with the API's error body, for every field of every
body at once (pbem.core.text.problem).
"""
from webargs import core
from webargs.flaskparser import FlaskParser, abort

from pbem.core import text


class Parser(FlaskParser):

    def load_json(self, req, schema):
        try:
            data = super().load_json(req, schema)
        except RecursionError:
            why = f"nested deeper than {text.MAX_DEPTH} levels"
        except ValueError:  # not a decode error: an integer too long to convert
            why = "a number too long to read"
        else:
            why = None if data is core.missing else text.problem(data)
        if why:
            abort(400, messages={"json": [f"invalid JSON body: {why}"]})
        return data
