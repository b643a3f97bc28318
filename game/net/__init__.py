"""Play across computers: one program hosts the table, others join it (issue #34).

Headless, no pygame: the host's engine is the only game (``host.TableHost``), every remote
seat is sent only its own view, log and moves (``protocol``), joined programs hold a
``client.TableClient``; ``joincode`` guards the door, ``discovery`` lists tables on the local
network, ``clock`` keeps Zilence's round on the host's time and ``selfplay`` plays whole games
across processes for the tests.
"""
