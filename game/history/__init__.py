"""History: every finished or abandoned game kept in the user data folder, its words,
statistics computed from it, and export and import of one game (no pygame here)."""
