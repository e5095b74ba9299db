"""`python -m pbem` is the `pbem` command."""
from pbem.cli import main

main()
