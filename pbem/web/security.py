"""What the web app does because it sits behind a TLS proxy and in a hostile browser.

- [server] trusted_proxies = N trusts the X-Forwarded-For/-Proto/-Host/-Port headers
  of the last N proxies (Werkzeug's ProxyFix), so the app sees the scheme and host the
  browser used; with 0 (the default) nobody's such headers count.
- Every cookie (the seat cookie, Flask's session cookie of the flash messages) is
  Secure when the request is https or [server] base_url is https.
- Every response forbids inline and foreign scripts and styles (CSP), frames and
  sniffing, and an https response tells the browser to stay on https (HSTS).
- Links shown to players start with base_url, else with the address the server was
  started on: never with the Host a request claims, which anybody can forge.
"""
import socket
from urllib.parse import urlsplit

from flask import abort, current_app, request
from flask.sessions import SecureCookieSessionInterface
from flask_babel import gettext as _
from werkzeug.middleware.proxy_fix import ProxyFix

#: only the service's own files; the boards are inline SVG drawn with presentation
#: attributes (fill=, font-style=), which style-src does not govern; the pages'
#: scripts fetch only from the service (live.json)
DIRECTIVES = {"default-src": "'none'", "script-src": "'self'", "style-src": "'self'",
              "img-src": "'self'", "connect-src": "'self'", "form-action": "'self'",
              "frame-ancestors": "'none'", "base-uri": "'none'"}


def policy(**changed):
    """The CSP header's value: DIRECTIVES with CHANGED ones (style_src="...") in their
    place, for the one page that needs more (pbem.web.apidocs)."""
    given = {name.replace("_", "-"): value for name, value in changed.items()}
    if not set(given) <= set(DIRECTIVES):
        raise ValueError(f"no such CSP directive: {sorted(set(given) - set(DIRECTIVES))}")
    return "; ".join(f"{k} {given.get(k, v)}" for k, v in DIRECTIVES.items())


CSP = policy()
HSTS = "max-age=31536000"
WILDCARD_HOSTS = ("", "0.0.0.0", "::")


def cookie_secure():
    """Whether this request's cookies get Secure: the browser speaks https to us."""
    return request.is_secure or current_app.config["PBEM_BASE_URL"].lower().startswith(
        "https:")


class _SessionInterface(SecureCookieSessionInterface):
    """Flask's signed session cookie, Secure by the same rule as the seat cookie."""

    def get_cookie_secure(self, app):
        return cookie_secure()


def same_origin_posts():
    """A blueprint's before_request: a browser names the site a POST comes from;
    refuse any other site's (a forged form would sign a browser in as someone else,
    or change his settings). Only the host is compared, so a TLS-terminating proxy
    in front does not break forms. Forms also carry a token of their own."""
    if request.method != "POST" or "Origin" not in request.headers:
        return
    allowed = {request.host.lower(), _host(current_app.config["PBEM_BASE_URL"])}
    allowed.discard(None)
    if _host(request.headers["Origin"]) not in allowed:
        abort(403, description=_("cross-site form posts are refused"))


def _host(url):
    return urlsplit(url or "").netloc.lower() or None


def link_base(server):
    """The start of every link shown to a player, from the [server] settings: base_url,
    else http://host:port the server listens on (a wildcard host: this machine's
    name)."""
    if server["base_url"]:
        return server["base_url"].rstrip("/")
    host = server["host"]
    if host in WILDCARD_HOSTS:
        host = socket.getfqdn()
    elif ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{server['port']}"


def _headers(resp):
    # Seat links carry tokens: no URL leaves through Referer to another site
    # ("no-referrer" would also blank the Origin the form check relies on).
    resp.headers.setdefault("Referrer-Policy", "same-origin")
    resp.headers.setdefault("X-Content-Type-Options", "nosniff")
    resp.headers.setdefault("X-Frame-Options", "DENY")
    resp.headers.setdefault("Content-Security-Policy", CSP)
    if request.is_secure:
        resp.headers.setdefault("Strict-Transport-Security", HSTS)
    return resp


def install(app, server):
    """Apply all of the above to APP, given the [server] settings."""
    hops = int(server["trusted_proxies"])
    if hops < 0:
        raise ValueError("[server] trusted_proxies is a number of proxies, 0 or more")
    if hops:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=hops,
                                x_port=hops)
    app.session_interface = _SessionInterface()
    app.config["PBEM_LINK_BASE"] = link_base(server)
    app.after_request(_headers)
