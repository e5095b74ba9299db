"""The WSGI entry point for another server than `pbem serve`'s own (which runs gunicorn
with gthread workers itself, pbem.web.prefork): `gunicorn -k gthread -w 4 --threads 8
wsgi:app` (the same server; gunicorn's default sync workers hold a thread per
connection and starve under keep-alive clients), `waitress-serve wsgi:app`.

Links shown to players start with [server] base_url; set it, because here (unlike
`pbem serve`) [server] host and port need not be where the WSGI server listens. No
background jobs run here: run `pbem worker` beside it.
"""
from pbem.web import create_app, serving

serving.quiet_queue_warnings()      # under waitress-serve; harmless elsewhere
app = create_app()
