"""What the program wires around the games: the catalogue of titles, the game in progress
(Session) and the smoke run."""
