"""The background jobs and the processes that run them: the scheduler (which jobs,
how often), job leases (one run at a time across processes), the digest job's worker
processes, and `pbem worker`. Each job's work is done by the layer that owns it
(telling, mail, forum); this layer only runs them.
"""
