"""The WSGI entry point for gunicorn / waitress: `waitress-serve wsgi:app`."""
from pbem.web import create_app

app = create_app()
