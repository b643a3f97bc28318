"""The files the program keeps: atomic writes, the data folder, the save slot and its lock,
saves and their writer, settings and remembered tables (History is beside, in game/history)."""
