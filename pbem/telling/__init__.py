"""Who is told what, and when: a game's turn handed over (notify), a deadline near or
passed and what its expiry does (deadlines, its arithmetic in clocks), a player away
(vacations: the bank his days come from), a daily digest due (digests), what each
address wants to hear (prefs), and the queue of finished messages the transports take
from (outbox).

It decides and queues; mail, forums and feeds (the channels above) compose and send.
It knows nothing of them.
"""
