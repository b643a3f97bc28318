"""The shared kit: layout and scaling, widgets, card drawing, fonts, sounds."""
