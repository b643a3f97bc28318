"""Each title's guided first game (see ``shell/guide.py``); a title without one has none."""

from __future__ import annotations

from ..guide import Guide
from .silencio import GUIDE as SILENCIO
from .silex import GUIDE as SILEX
from .silver import GUIDE as SILVER
from .zilence import GUIDE as ZILENCE

GUIDES: dict[str, Guide] = {guide.game_id: guide for guide in (SILENCIO, SILEX, SILVER, ZILENCE)}
