"""Screens of the program: one module (or package) per scene."""
