"""Silencio's game state: setup, the silent start, the passing round, turns and the end.

Phases: "start" (anyone takes the start-player card), "passing" (one card to the left each,
in turn), "play" (turns), "over". A turn has stages: "start" (shrine / Tavern, then play or
pass), "play" (a normal turn after a random draw that could not be played) and "end" (a card
was played: shrine / Tavern, then end the turn). Effect choices live in ``self.decision``.

Over 500 lines on purpose: one rules state. Setup, the start, passing, the turn's stages and
the end share the state's fields and hand each other the turn, and read best in one class;
the eight effects are already apart (``effects.py``), as are the view and the bot's input.
"""

from __future__ import annotations

import random
from typing import Any

from ...i18n import _
from ..common import ANYONE, OVER, TURN, Action, GameState, make_result
from ..common.disclosure import NEW, OWN, DisclosureRules
from . import cards as rules_data
from .cards import (
    CARD_COLOR,
    CARD_RANK,
    COLOR_EFFECT_MAPS,
    COLORS,
    DARK_EFFECT,
    LIGHT_EFFECT,
    PLAYER_COUNT_TABLES,
    SHRINES,
    TAVERN_DARK_EFFECTS,
    UNLIT_SHRINE_SETS,
    build_deck,
    score_band,
    sort_cards,
)
from .effects import EffectsMixin
from .explain import explain
from .knowledge import NONE, SOME, Fact, broken, card_left, learn, redeal
from .view import build_prompt, build_view


class SilencioState(EffectsMixin, GameState):
    GAME_ID = "silencio"
    # What each event tells (engine/common/disclosure.py): a play shows the player's own card;
    # an Oracle renewed, a random draw, the Tavern opening or the game's end bring news.
    DISCLOSURE = DisclosureRules(
        silent=frozenset(
            {
                "take_start",
                "passing_done",
                "pass",
                "take_shrine",
                "modifier",
                "fizzle",
                "swap_named",
                "swap_action",
                "oracle_take",
                "take_back",
            }
        ),
        shows=frozenset(
            # A declined effect ends the turn, which tells the table about the hand it
            # leaves (knowledge.py): the player's own, as a play.
            {
                "play",
                "pass_card",
                "face_up",
                "swap_give",
                "swap_return",
                "oracle_put",
                "tavern",
                "decline",
            }
        ),
        echoes=frozenset({"passed_card", "swap_give", "swap_return"}),
        handed=frozenset({"received_card", "swap_give", "swap_return"}),
    )

    def disclosure_memo(self) -> Any:
        return list(self.learned)

    def disclosure_of(self, actor, public, private, chance, memo=None) -> str:
        """The events' level, and what the rules let the table read from the move
        (knowledge.py): a fact about the actor's own hand tells others of it (OWN); one
        about other hands (a new turn: someone can still play) tells the actor news."""
        level = super().disclosure_of(actor, public, private, chance, memo)
        learned = [f for f in self.learned if f not in (memo or [])]
        if level == NEW or not learned:
            return level
        return OWN if all(f.seats == (actor,) for f in learned) else NEW

    # ---- setup ---------------------------------------------------------------------
    def _setup(self) -> None:
        n = self.num_players
        self.table_row = PLAYER_COUNT_TABLES[self.options["player_table"]][n]
        self.effect_map = dict(COLOR_EFFECT_MAPS[self.options["effect_colors"]])
        # The colour whose dark effect is "next card must be green" (green in every mapping).
        self.green = next(c for c, pair in self.effect_map.items() if pair == "swap")
        self.all_cards = build_deck(self.table_row)
        deck = list(self.all_cards)
        self.rng.shuffle(deck)
        size = self.table_row.hand
        self.hands: list[list[str]] = [
            sort_cards(deck[i * size : (i + 1) * size]) for i in range(n)
        ]
        self.deck: list[str] = deck[n * size :]
        self.box: list[str] = []
        self.oracle: list[str] = []
        self.oracle = self._reveal(n)
        self.face_up: list[list[str]] = [[] for _ in range(n)]
        self.rows: dict[str, list[tuple[str, str]]] = {c: [] for c in COLORS}
        unlit = UNLIT_SHRINE_SETS[self.options["unlit_shrines"]]
        self.lit: dict[str, bool] = {s: s not in unlit for s in SHRINES}
        self.phase = "start"
        self.start_player: int | None = None
        self.passer = 0
        self.passes_done = 0
        self.received: list[str | None] = [None] * n
        self.passed: list[str | None] = [None] * n
        # Turn state.
        self.turn_seat = 0
        self.stage = "start"
        self.turn_played = False
        self.turn_shrine = False
        self.turn_tavern = False
        self.random_miss: str | None = None
        # Who knows which hand a card is in, besides its holder ("all" when it moved in view).
        self.known_holder: dict[str, list[int] | str] = {}
        # What the table has learned about hidden hands from moves the rules allow only so.
        self.learned: list[Fact] = []
        self.passes_in_row = 0
        self.end_reason: str | None = None
        # Pending "next card" modifiers (§9).
        self.must_green = False
        self.skip_dark = False
        self.skip_light = False
        self.random_pending = False
        # Tavern variant (§15.1): dark effects counted towards its opening.
        self.tavern_open = False
        self.tavern_dark = 0
        self.statements: list[dict[str, Any]] = []
        self.log(
            "setup",
            players=n,
            low=self.table_row.low,
            high=self.table_row.high,
            hand=size,
            oracle=list(self.oracle),
            unlit=[s for s in SHRINES if not self.lit[s]],
            tavern=bool(self.options["tavern"]),
        )

    # ---- whose move ----------------------------------------------------------------
    def _whose_turn(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "start":
            return 0  # any seat may take the start-player card (an ANYONE moment)
        if self.phase == "passing":
            return self.passer
        return self.turn_seat

    def moment(self) -> str:
        if self.phase == "over":
            return OVER
        return ANYONE if self.phase == "start" else TURN

    def phase_name(self) -> str:
        return self.phase

    # ---- card facts ------------------------------------------------------------------
    def top_rank(self, color: str) -> int:
        row = self.rows[color]
        return CARD_RANK[row[-1][0]] if row else 1

    def can_place(self, card: str) -> bool:
        """The card climbs its row and obeys the green lock."""
        color = CARD_COLOR[card]
        if self.must_green and color != self.green:
            return False
        return CARD_RANK[card] > self.top_rank(color)

    def held(self, seat: int) -> int:
        """Cards the seat holds: hidden hand plus its own face-up cards."""
        return len(self.hands[seat]) + len(self.face_up[seat])

    def plays(self, seat: int) -> tuple[list[str], list[str]]:
        """Legal cards for ``seat``: its own (hidden and face-up) and other seats' face-up."""
        own = [c for c in self.hands[seat] + self.face_up[seat] if self.can_place(c)]
        others: list[str] = []
        if self.options["empty_hand_plays_face_up"] or self.held(seat):
            for other in range(self.num_players):
                if other != seat:
                    others += [c for c in self.face_up[other] if self.can_place(c)]
        return own, others

    def owner_of_face_up(self, card: str) -> int | None:
        for seat, cards in enumerate(self.face_up):
            if card in cards:
                return seat
        return None

    # ---- legal actions ---------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        if self.phase == "start":
            return [{"type": "take_start", "seat": s} for s in range(self.num_players)]
        if self.phase == "passing":
            return [{"type": "pass_card", "card": c} for c in self.hands[self.passer]]
        seat = self.turn_seat
        own, others = self.plays(seat)
        if self.stage == "play":
            return [{"type": "play", "card": c} for c in sort_cards(own + others)]
        if self.stage == "end":
            return self._shrine_actions() + self._tavern_actions() + [{"type": "end_turn"}]
        actions: list[Action]
        if self.random_pending and any(self.can_place(c) for c in self.hands[seat]):
            actions = [{"type": "play_random"}]
        else:
            actions = [{"type": "play", "card": c} for c in sort_cards(own + others)]
        if not self._must_play(own, others):
            actions.append({"type": "pass"})
        return actions + self._shrine_actions() + self._tavern_actions()

    def _must_play(self, own: list[str], others: list[str]) -> bool:
        # Another seat's face-up card is never forced, unless a shrine made this a playing turn.
        return bool(own) or (self.turn_shrine and bool(others))

    def _shrine_actions(self) -> list[Action]:
        if self.turn_shrine:
            return []
        if self.turn_tavern and not self.options["tavern_and_shrine_same_turn"]:
            return []
        if self.stage == "start" and self.options["shrine_needs_play"]:
            # "Not when you pass": a start-of-turn shrine only in a turn that will play (§12.3).
            own, others = self.plays(self.turn_seat)
            if not (own or others):
                return []
        actions: list[Action] = []
        if self.lit["large"]:
            actions += [{"type": "take_shrine", "shrine": "large", "color": c} for c in COLORS]
        actions += [{"type": "take_shrine", "shrine": c} for c in COLORS if self.lit[c]]
        return actions

    def _tavern_actions(self) -> list[Action]:
        if not (self.options["tavern"] and self.tavern_open) or self.turn_tavern:
            return []
        if self.turn_shrine and not self.options["tavern_and_shrine_same_turn"]:
            return []
        if self.stage == "start" and not self.options["tavern_when_passing"]:
            own, others = self.plays(self.turn_seat)
            if not own:
                return []
        seat = self.turn_seat
        actions: list[Action] = [
            {"type": "tavern", "statement": "cannot_play", "count": x}
            for x in range(self.held(seat) + 1)
        ]
        actions += [{"type": "tavern", "statement": "only_high", "color": c} for c in COLORS]
        actions += [{"type": "tavern", "statement": "dont_play", "color": c} for c in COLORS]
        return actions

    # ---- applying --------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        kind = action["type"]
        if self.phase == "start":
            self._take_start(action["seat"])
        elif self.phase == "passing":
            self._pass_card(action["card"])
        elif kind == "play":
            if self.stage == "start" and self.random_pending:
                # The random play is offered whenever a hidden card fits: none did.
                self._learn(NONE, self.turn_seat, placeable=True)
            self._play(action["card"])
        elif kind == "play_random":
            self._play_random()
        elif kind == "pass":
            self._learn(NONE, self.turn_seat, placeable=True)  # a pass: no hidden card fits
            self.log("pass", seat=self.turn_seat)
            self._finish_turn()
        elif kind == "take_shrine":
            self._take_shrine(action["shrine"], action.get("color", action["shrine"]))
        elif kind == "tavern":
            self._take_tavern(action)
        elif kind == "end_turn":
            self._finish_turn()
        else:
            raise AssertionError(f"unhandled legal action {action}")

    def _take_start(self, seat: int) -> None:
        self.start_player = seat
        self.phase = "passing"
        self.passer = seat
        self.log("take_start", seat=seat)

    def _pass_card(self, card: str) -> None:
        giver = self.passer
        to = (giver + 1) % self.num_players
        self._remove_hidden(giver, card, unseen_to=to)
        self._to_hand(to, card, seen_by=[giver])
        self.passed[giver] = card
        self.received[to] = card
        self.log("pass_card", seat=giver, to=to)  # which card is private
        self.tell(giver, "passed_card", seat=giver, to=to, card=card)
        self.tell(to, "received_card", seat=giver, to=to, card=card)
        self.passes_done += 1
        if self.passes_done < self.num_players:
            self.passer = to
            return
        self.phase = "play"
        assert self.start_player is not None
        self.log("passing_done", start=self.start_player)
        self._begin_turn(self.start_player)

    def _play_random(self) -> None:
        seat = self.turn_seat
        card = self.rng.choice(self.hands[seat])
        if self.can_place(card):
            self.log("random_draw", seat=seat, card=card, playable=True)
            self._play(card, at_random=True)
        else:
            # The drawn card goes back to the hand unseen by the others; a normal turn follows.
            self.log("random_draw", seat=seat, card=None, playable=False)
            # Drawn only when a hidden card fits; the card drawn did not, and is still held.
            self._learn(SOME, seat, placeable=True)
            self._learn(SOME, seat, placeable=False)
            self.tell(seat, "random_miss", seat=seat, card=card)
            self.random_miss = card
            self.stage = "play"

    def _play(self, card: str, at_random: bool = False) -> None:
        seat = self.turn_seat
        owner = seat if card in self.hands[seat] else self.owner_of_face_up(card)
        assert owner is not None
        from_face_up = self._take_from(owner, card)
        color, rank = CARD_COLOR[card], CARD_RANK[card]
        side = "light" if rank - self.top_rank(color) >= 2 else "dark"
        self.rows[color].append((card, side))
        pair = self.effect_map[color]
        effect = LIGHT_EFFECT[pair] if side == "light" else DARK_EFFECT[pair]
        outcome = "effect"
        if side == "dark":
            if self._last_hand_card(seat, owner):
                outcome = "last_card"
            elif effect == "must_green" and rank == self.table_row.high:
                outcome = "highest_green"
            elif self.skip_dark:
                outcome = "skipped"
        elif self.skip_light:
            outcome = "skipped"
        # Every "next card" modifier is used up by this card, whether or not it applied (§9).
        self.must_green = self.skip_dark = self.skip_light = self.random_pending = False
        self.turn_played = True
        self.stage = "end"
        self.random_miss = None
        self.log(
            "play",
            seat=seat,
            card=card,
            side=side,
            owner=owner,
            face_up=from_face_up,
            random=at_random,
            effect=effect,
            outcome=outcome,
        )
        if outcome == "effect":
            self._create_effect(effect, seat, color, "card")
        else:
            self._effect_done()

    def _last_hand_card(self, seat: int, owner: int) -> bool:
        """Was the card just played (already removed) the player's last hand card (§7.2 a)?

        Own face-up cards are hand cards, so the player must hold nothing at all afterwards.
        Another player's face-up card was never in the player's hand, so by default it is
        never their last card [UNCERTAIN]: the option ``others_face_up_last_card`` says
        otherwise.
        """
        if self.held(seat):
            return False
        return owner == seat or bool(self.options["others_face_up_last_card"])

    def _take_shrine(self, shrine: str, color: str) -> None:
        seat = self.turn_seat
        if self.stage == "start" and self.options["shrine_needs_play"]:
            self._learn_can_play(seat, others_count=True)  # offered only for a playing turn
        self.lit[shrine] = False
        self.turn_shrine = True
        effect = LIGHT_EFFECT[self.effect_map[color]]
        self.log("take_shrine", seat=seat, shrine=shrine, color=color, effect=effect)
        self._create_effect(effect, seat, color, shrine)

    def _take_tavern(self, action: Action) -> None:
        statement = {k: v for k, v in action.items() if k != "type"}
        statement["seat"] = self.turn_seat
        if self.stage == "start" and not self.options["tavern_when_passing"]:
            self._learn_can_play(self.turn_seat, others_count=False)  # only before a play
        self.statements.append(statement)
        self.tavern_open = False
        self.turn_tavern = True
        self.log("tavern", **statement)
        if rules_data.TAVERN_BANKS_WHILE_OPEN:
            self.tavern_dark = max(0, self.tavern_dark - TAVERN_DARK_EFFECTS)
            self._open_tavern_if_due()
        else:
            self.tavern_dark = 0
        if self.stage == "end":
            self._enter_end()

    # ---- turn flow -------------------------------------------------------------------
    def _effect_done(self) -> None:
        """An effect (from a card or a shrine) has been fully carried out."""
        if self.stage == "end":
            self._enter_end()

    def _count_dark_effect(self) -> None:
        if not self.options["tavern"]:
            return
        if self.tavern_open and not rules_data.TAVERN_BANKS_WHILE_OPEN:
            return  # dark effects while the Tavern is open are not banked (by default)
        self.tavern_dark += 1
        self._open_tavern_if_due()

    def _open_tavern_if_due(self) -> None:
        if not self.tavern_open and self.tavern_dark >= TAVERN_DARK_EFFECTS:
            self.tavern_open = True
            self.log("tavern_opens")

    def _everyone_empty(self) -> bool:
        return all(self.held(s) == 0 for s in range(self.num_players))

    def _enter_end(self) -> None:
        """After the card (and its effect): offer end-of-turn extras or move on."""
        if self._everyone_empty() or not (self._shrine_actions() or self._tavern_actions()):
            self._finish_turn()

    def _finish_turn(self) -> None:
        # A turn without a card counts as a pass; a shrine on it (lenient option) changes things.
        self.passes_in_row = 0 if (self.turn_played or self.turn_shrine) else self.passes_in_row + 1
        if self._everyone_empty():
            self._game_over("all_played")
        elif self.passes_in_row >= self.num_players:
            self._game_over("all_passed")
        else:
            self._begin_turn((self.turn_seat + 1) % self.num_players)
            if not self._anyone_can_play():
                self._game_over("nobody_can_play")
            elif self.options["shrine_needs_play"] or not any(self.lit.values()):
                self._learn_someone_can_play()

    def _anyone_can_play(self) -> bool:
        if not self.options["shrine_needs_play"] and any(self.lit.values()):
            return True  # a start-of-turn shrine might still open a play; let them pass around
        return any(any(self.plays(s)) for s in range(self.num_players))

    # ---- what the table learns (knowledge.py) -------------------------------------------
    def _unseen_cards(self, placeable: bool) -> frozenset[str]:
        """The cards some seat may not have seen (deck and hands) that fit now, or do not."""
        cards = self.deck + [c for h in self.hands for c in h]
        return frozenset(c for c in cards if self.can_place(c) == placeable)

    def _learn(self, kind: str, seat: int, placeable: bool) -> None:
        learn(self.learned, kind, (seat,), self._unseen_cards(placeable))

    def _face_up_fits(self, seat: int, others_count: bool) -> bool:
        own, others = self.plays(seat)
        return any(c in self.face_up[seat] for c in own) or (others_count and bool(others))

    def _learn_can_play(self, seat: int, others_count: bool) -> None:
        """The move needed a card to play: a hidden one, when no face-up card would do."""
        if not self._face_up_fits(seat, others_count):
            self._learn(SOME, seat, placeable=True)

    def _learn_someone_can_play(self) -> None:
        """The game went on, so someone can play: a hidden card, if no face-up one fits."""
        if not any(self.can_place(c) for f in self.face_up for c in f):
            seats = tuple(range(self.num_players))
            learn(self.learned, SOME, seats, self._unseen_cards(placeable=True))

    def _remove_hidden(self, seat: int, card: str, unseen_to: int | None = None) -> None:
        """Take a card from the seat's hidden hand: shown to all, or handed unseen."""
        self.hands[seat].remove(card)
        card_left(self.learned, seat, card, unseen_to)

    def _begin_turn(self, seat: int) -> None:
        self.turn_seat = seat
        self.stage = "start"
        self.turn_played = self.turn_shrine = self.turn_tavern = False
        self.random_miss = None

    def _game_over(self, reason: str) -> None:
        self.phase = "over"
        self.end_reason = reason
        self.decision = None
        team = self.result()["team"]
        self.log("game_over", reason=reason, cards_left=team["cards_left"], band=team["band"])

    def __deepcopy__(self, memo: dict[int, Any]) -> SilencioState:
        # clone() deep-copies the state. Everything here is plain data (lists, dicts, strings,
        # numbers, immutable tuples), so a direct copy is several times faster than
        # copy.deepcopy; the generator is copied by its state tuple. Bots and tests clone a lot.
        new = self.__class__.__new__(self.__class__)
        memo[id(self)] = new
        for name, value in vars(self).items():
            if isinstance(value, random.Random):
                rng = random.Random()
                rng.setstate(value.getstate())
                setattr(new, name, rng)
            else:
                setattr(new, name, _plain_copy(value))
        return new

    # ---- outcome and views -----------------------------------------------------------
    def _result(self) -> dict[str, Any]:
        held = [self.held(s) for s in range(self.num_players)]
        left = sum(held)
        band, text = score_band(self.num_players, left)
        # A cooperative game: the whole table wins a perfect game, nobody otherwise.
        winners = list(range(self.num_players)) if band == "perfect" else []
        team = {"cards_left": left, "band": band, "text": text}
        return make_result(held, winners, self.end_reason or "", team)

    def _open_secrets(self) -> dict[str, Any]:
        """Every hand and the deck, face up (for the replay's "Everything open")."""
        hands = [[rules_data.card_name(c) for c in hand] for hand in self.hands]
        deck = [rules_data.card_name(c) for c in self.deck]
        # The same cards by code, in the same order, so the replay can draw them as cards.
        cards = {"seats": [list(hand) for hand in self.hands], "piles": [list(self.deck)]}
        piles = [{"name": _("Deck"), "items": deck}]
        return {"seats": hands, "piles": piles, "cards": cards}

    def _view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def _prompt(self, seat: int) -> dict[str, Any]:
        return build_prompt(self, seat)

    def resample_secrets(self, seat: int, rng: random.Random) -> SilencioState:
        """Other hands and the deck dealt anew, except cards ``seat`` knows the holder of,
        keeping every fact the table has learned about hidden hands (knowledge.py)."""
        other = self.redealt(rng)
        if self.phase == "over":
            return other  # every card is turned over at the end: nothing left to guess
        redeal(other, seat, rng)
        for s in range(self.num_players):
            if s == seat:
                continue
            other.private[s] = []
            other.received[s] = other.passed[s] = None
            if other.random_miss is not None and s == other.current_player:
                # The card drawn is one that did not fit (the facts keep one in the hand).
                missed = [c for c in other.hands[s] if not other.can_place(c)]
                other.random_miss = rng.choice(missed)
        other.known_holder = {
            c: who for c, who in other.known_holder.items() if who == "all" or seat in who
        }
        return other

    def explain_illegal(self, action: Action) -> str:
        return explain(self, action)

    def _check_invariants(self) -> None:
        everything = (
            self.deck
            + self.oracle
            + self.box
            + [c for h in self.hands for c in h]
            + [c for f in self.face_up for c in f]
            + [card for row in self.rows.values() for card, _ in row]
        )
        assert sorted(everything) == sorted(self.all_cards), "a card was created or lost"
        for color, row in self.rows.items():
            ranks = [CARD_RANK[c] for c, _ in row]
            assert all(CARD_COLOR[c] == color for c, _ in row), "a card in the wrong row"
            assert ranks == sorted(set(ranks)), f"the {color} row does not climb"
        assert len(self.oracle) <= self.num_players
        assert not (self.deck and len(self.oracle) < self.num_players and self.decision is None)
        for hand in self.hands:
            assert hand == sort_cards(hand), "hands are kept in canonical order"
        if self.phase == "passing":
            sizes = [len(h) for h in self.hands]
            assert sum(sizes) == self.num_players * self.table_row.hand
            assert all(abs(size - self.table_row.hand) <= 1 for size in sizes)
        if self.phase == "play" and self.decision is None and self.stage == "start":
            assert self.turn_played is False
        assert not broken(self), f"a hand breaks what the table has learned: {broken(self)}"
        if self.random_miss is not None:
            held = self.hands[self.turn_seat]
            assert self.random_miss in held and not self.can_place(self.random_miss)


def _plain_copy(value: Any) -> Any:
    """Copy nested lists and dicts; everything else in the state is immutable."""
    if isinstance(value, list):
        return [_plain_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain_copy(v) for k, v in value.items()}
    return value
