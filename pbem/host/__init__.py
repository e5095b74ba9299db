"""The host's tools: verifying games (audit, rederive), moving and keeping them
(transfer: export and import; backup and restore; migrate: to another store)."""
