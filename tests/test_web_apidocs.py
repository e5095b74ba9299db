"""Swagger UI at /api/docs: served from here (no CDN), started by a file under a CSP
that allows no inline script, and showing the API's operations in real chromium."""
from tests.test_web_pages import browser, needs_chromium, server  # noqa: F401 - fixtures


def test_the_docs_page_and_only_its_files_are_served(service):
    from pbem.web import create_app
    client = create_app({"server": {}, "storage": {}}, service).test_client()
    page = client.get("/api/docs")
    assert page.status_code == 200 and "script-src 'self';" in page.headers[
        "Content-Security-Policy"]
    assert "'unsafe-inline'" not in page.headers["Content-Security-Policy"].split(
        "script-src")[1].split(";")[0]
    assert client.get("/api/docs/swagger-ui-bundle.js").status_code == 200
    html = page.get_data(as_text=True)      # in the site's frame, with its icon
    assert '<header><a class="home" href="/">pbem</a>' in html and "<footer>" in html
    assert "pbem.css" in html and 'rel="icon"' in html
    favicon = client.get("/favicon.ico")
    assert favicon.status_code == 301 and favicon.headers["Location"].endswith(
        "/static/favicon.svg")
    assert client.get("/static/favicon.svg").mimetype == "image/svg+xml"
    assert client.get("/api/docs/index.html").status_code == 404
    assert client.get("/api/docs/..%2fflask_swagger_ui.py").status_code == 404


@needs_chromium
def test_swagger_ui_shows_the_operations_in_a_browser(server, browser):
    page = browser.new_page()
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{server}/api/docs")
    page.wait_for_selector(".opblock", timeout=15000)
    paths = page.eval_on_selector_all(".opblock-summary-path", "els => els.map(e => e.textContent)")
    assert "/api/games" in paths and "/api/games/{game_id}/commands" in paths
    assert not [e for e in errors if "Content Security Policy" in e], errors
