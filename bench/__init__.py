"""Benchmarks of the kernel against the `eventsourcing` library (not part of the tests).

Run `.venv/bin/python bench/run.py`; see bench/README.md for what each figure means.
"""
