"""The screens of a table played across computers: hosting (the lobby, lobby.py) and joining
(join.py). The table itself is every game's own table with a link (scenes/table/linked.py)."""
