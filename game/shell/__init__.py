"""What the program knows of the games around their rules: the catalogue of titles (engine,
table scene, theme, rules text) and the game in progress at a table (Session: state and seats)."""
