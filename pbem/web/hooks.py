"""The forums' webhooks: POST /hooks/<type>/<forum> (design §8), one route for every
forum type; pbem.forum.incoming does the rest (verify with the type's adapter, then
read and apply). The raw body is what the forum signed, so it is handed on as bytes,
never parsed here. These posts come from forum servers, not browsers: the pages'
same-origin check does not apply, the signature does.
"""
from flask import Blueprint, current_app, jsonify, request

from pbem.forum import incoming
from pbem.web.seat import service

bp = Blueprint("hooks", __name__)


@bp.route("/hooks/<any(discourse, discord, webhook):kind>/<forum>", methods=["POST"])
def hook(kind, forum):
    body, status = incoming.receive(service(), current_app.extensions["pbem_cfg"], kind,
                                    forum, request.headers, request.get_data())
    return jsonify(body), status
