"""pbem: an event-sourced play-by-email and play-by-forum server for WWII board games."""
