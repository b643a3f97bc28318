"""Placeholder bot, replaced below."""

from __future__ import annotations

from typing import Any

from ..common import BotInput

BOT_LEVELS = ("normal",)
DEFAULT_LEVEL = "normal"


def bot(ctx: BotInput) -> dict[str, Any]:
    return ctx.rng.choice(ctx.actions)
