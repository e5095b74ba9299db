"""The WSGI entry point for gunicorn / waitress: `waitress-serve wsgi:app`.

Links shown to players start with [server] base_url; set it, because here (unlike
`pbem serve`) [server] host and port need not be where the WSGI server listens.
"""
from pbem.web import create_app, serving

serving.quiet_queue_warnings()      # under waitress-serve; harmless elsewhere
app = create_app()
