"""The languages pbem speaks (issue 28, README "Translations"): the lowest layer, below
the games, so that a game's texts, the service's, the pages', the mails' and the
forum posts' are translated alike.

catalogs reads the gettext catalogs (one domain per speaker: the pages, the mails,
the forum posts, the service, each game); speaking holds the language of the reader
being spoken to, which every layer above reads; domains says which sources each
catalog is extracted from (tests/test_catalogs.py and `python -m pbem.language.update`
both read it); extract reads the English texts that games keep in data files.
"""
