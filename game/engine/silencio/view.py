"""What one seat may see: everything public plus its own hand, never another seat's secrets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n import N_, _, ngettext
from .cards import (
    CARD_COLOR,
    CARD_RANK,
    COLORS,
    DARK_EFFECT,
    EFFECT_TEXT,
    LIGHT_EFFECT,
    SHRINES,
    TAVERN_DARK_EFFECTS,
    card_name,
    color_name,
)
from .explain import card_reason, decision_text

if TYPE_CHECKING:
    from .state import SilencioState

# Marked here, translated when a view is made.
MODIFIER_TEXT: dict[str, str] = {
    "must_green": N_("The next card played must be green."),
    "skip_dark": N_("If the next card played would create a dark effect, it creates none."),
    "skip_light": N_("If the next card played would create a light effect, it creates none."),
    "random_play": N_("The next player to play a card plays one from their hand at random."),
}


def card_info(card: str) -> dict[str, Any]:
    return {"card": card, "color": CARD_COLOR[card], "rank": CARD_RANK[card]}


def build_view(state: SilencioState, seat: int | None) -> dict[str, Any]:
    """Silencio's part of the view (the envelope says whose move it is and what it may do);
    ``seat`` None is the spectator: no hand, nothing passed, nobody's playable cards."""
    s = state
    current = s.current_player
    spectator = seat is None
    actions = [] if seat is None else s.actions_for(seat)
    playable = {a["card"] for a in actions if a["type"] == "play"}

    def entry(card: str) -> dict[str, Any]:
        ok = card in playable
        why = ""
        if not ok and seat is not None:
            why = card_reason(s, seat, card) or _("You cannot play this card now.")
        # The side it would be placed on if played now (None if it cannot climb its row).
        gap = CARD_RANK[card] - s.top_rank(CARD_COLOR[card])
        would_be = None if gap < 1 else "light" if gap >= 2 else "dark"
        return {**card_info(card), "playable": ok, "why": why, "would_be": would_be}

    return {
        "start_player": s.start_player,
        "turn": _turn(s),
        "ranks": {"low": s.table_row.low, "high": s.table_row.high},
        "hand_size": s.table_row.hand,
        "effects": _effects(s),
        "hand": [] if seat is None else [entry(c) for c in s.hands[seat]],
        "players": [
            {
                "seat": p,
                "hidden_count": len(s.hands[p]),
                "held": s.held(p),
                "face_up": [entry(c) for c in s.face_up[p]],
            }
            for p in range(s.num_players)
        ],
        "rows": [
            {
                "color": c,
                "top": s.top_rank(c),
                "shrine_lit": s.lit[c],
                "cards": [{**card_info(card), "side": side} for card, side in s.rows[c]],
            }
            for c in COLORS
        ],
        "shrines": [{"shrine": name, "lit": s.lit[name]} for name in SHRINES],
        "oracle": [card_info(c) for c in s.oracle],
        "deck_count": len(s.deck),
        "box": [card_info(c) for c in s.box],
        "modifiers": _modifiers(s),
        "tavern": _tavern(s),
        "passing": {
            "received": None if seat is None else s.received[seat],
            "passed": None if seat is None else s.passed[seat],
        },
        "random_draw": s.random_miss
        if not spectator and current == seat and s.random_miss
        else None,
        # At the end nothing is secret: every player's cards are turned over.
        "final_hands": (
            [[card_info(c) for c in s.hands[p] + s.face_up[p]] for p in range(s.num_players)]
            if s.phase == "over"
            else None
        ),
    }


def _turn(s: SilencioState) -> dict[str, Any] | None:
    if s.phase != "play":
        return None
    return {
        "seat": s.turn_seat,
        "stage": s.stage,
        "played": s.turn_played,
        "shrine_taken": s.turn_shrine,
        "tavern_taken": s.turn_tavern,
        "passes_in_row": s.passes_in_row,
    }


def _effects(s: SilencioState) -> dict[str, Any]:
    out = {}
    for color in COLORS:
        pair = s.effect_map[color]
        light, dark = LIGHT_EFFECT[pair], DARK_EFFECT[pair]
        out[color] = {
            "light": {"id": light, "text": _(EFFECT_TEXT.get(light, light))},
            "dark": {"id": dark, "text": _(EFFECT_TEXT.get(dark, dark))},
        }
    return out


def _modifiers(s: SilencioState) -> list[dict[str, str]]:
    flags = {
        "must_green": s.must_green,
        "skip_dark": s.skip_dark,
        "skip_light": s.skip_light,
        "random_play": s.random_pending,
    }
    return [{"kind": k, "text": _(MODIFIER_TEXT.get(k, k))} for k, on in flags.items() if on]


def _tavern(s: SilencioState) -> dict[str, Any]:
    return {
        "enabled": bool(s.options["tavern"]),
        "open": s.tavern_open,
        "dark_effects": s.tavern_dark,
        "needed": TAVERN_DARK_EFFECTS,
        "statements": [{**st, "text": statement_text(st)} for st in s.statements],
    }


def statement_text(st: dict[str, Any]) -> str:
    if st["statement"] == "cannot_play":
        n = st["count"]
        return ngettext(
            "I have {n} card that I cannot play.", "I have {n} cards that I cannot play.", n
        ).format(n=n)
    if st["statement"] == "only_high":
        return _("Of {color}, I have only high cards.").format(color=color_name(st["color"]))
    return _("Please don't play {color}.").format(color=color_name(st["color"]))


def build_prompt(s: SilencioState, seat: int) -> dict[str, Any]:
    """What ``seat``, which may act now, is asked."""
    if s.phase == "start":
        return {
            "kind": "take_start",
            "effect": None,
            "text": _("Take the start-player card to begin; whoever takes it first starts."),
        }
    if s.phase == "passing":
        return {
            "kind": "pass_card",
            "effect": None,
            "to": (seat + 1) % s.num_players,
            "text": _("Pass one card, unseen, to the player on your left."),
        }
    if s.decision is not None:
        # The envelope adds the decision's facts (effect, named seat) to the prompt.
        return {"kind": s.decision.kind, "text": decision_text(s)}
    if s.stage == "end":
        shrine, tavern = bool(s._shrine_actions()), bool(s._tavern_actions())
        if shrine and tavern:
            text = _("You may take a shrine or the Tavern, or end your turn.")
        elif shrine:
            text = _("You may take a shrine, or end your turn.")
        elif tavern:
            text = _("You may take the Tavern, or end your turn.")
        else:
            text = _("End your turn.")
        return {"kind": "turn_end", "effect": None, "text": text}
    if s.stage == "play":
        text = _("The {card} drawn at random cannot be played: play a card of your choice.")
        text = text.format(card=card_name(s.random_miss))
        return {"kind": "turn_play", "effect": None, "text": text}
    if s.random_pending and any(s.can_place(c) for c in s.hands[seat]):
        text = _("Random play: shuffle your hand and play a card drawn at random.")
        return {"kind": "play_random", "effect": "random play", "text": text}
    own, others = s.plays(seat)
    if own or (others and s.turn_shrine):
        text = _("Play a card (you must play while you can).")
    elif others:
        text = _("You may play a face-up card in front of another player, or pass.")
    else:
        text = _("You cannot play a card: pass.")
    return {"kind": "turn_start", "effect": None, "text": text}
