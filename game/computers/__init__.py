"""The computer players' own process (they think off the frame)."""
