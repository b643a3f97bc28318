"""Silver's 52 character cards: values, names, copies, abilities, and the fixed rule numbers.

A card on the table is a *tag* 0..51: a public identity for one round (which slot, which
pile), while its value is a hidden fact of the state (``SilverState.val``). Values are dealt
onto the tags anew each round, so a tag says nothing about the card it carries.
"""

from __future__ import annotations

from ...i18n import N_

# value -> number of copies (rulebook: two 0s, two 13s, four of every other value)
COPIES: dict[int, int] = {0: 2, **{v: 4 for v in range(1, 13)}, 13: 2}
VALUES: tuple[int, ...] = tuple(v for v, n in sorted(COPIES.items()) for _ in range(n))
DECK_SIZE = len(VALUES)  # 52

VILLAGES = 4  # four villages are always dealt (unused ones are removed unseen)
VILLAGE_SIZE = 5
PEEK = 2  # cards each player views at the start of a round
ROUNDS = 4
CALL_LIMIT = 4  # a player may call with this many cards or fewer
CALL_PENALTY = 10  # added to a failed caller's total
PENALTY_SET_SIZE = 3  # a failed attempt of this many cards (or more) draws a penalty card

# The uncertainty register's points that have no alternative worth a switch (named here).
AMULET_LAST_CARD = "call_or_draw_and_discard"  # U-19: call, or draw and only discard
VILLAGE_ASSIGNMENT = "random"  # U-20: villages handed out at random (a blind choice)

# Ability keys, by what they do (the value that carries each depends on U-1's option).
VILLAGER, SQUIRE, EMPATH, BODYGUARD, RASCAL = "villager", "squire", "empath", "bodyguard", "rascal"
EXPOSER, REVEALER, BEHOLDER = "exposer", "revealer", "beholder"
APPRENTICE, SEER, MASTER, WITCH, ROBBER = "apprentice", "seer", "master", "witch", "robber"
DOPPELGANGER = "doppelganger"

# U-1: which value carries which character. Default: 7 Beholder, 8 Apprentice Seer, 9 Seer.
VALUE_ORDERS: dict[str, dict[int, str]] = {
    "beholder_7": {
        0: VILLAGER,
        1: SQUIRE,
        2: EMPATH,
        3: BODYGUARD,
        4: RASCAL,
        5: EXPOSER,
        6: REVEALER,
        7: BEHOLDER,
        8: APPRENTICE,
        9: SEER,
        10: MASTER,
        11: WITCH,
        12: ROBBER,
        13: DOPPELGANGER,
    },
}
VALUE_ORDERS["rulebook_list"] = {
    **VALUE_ORDERS["beholder_7"],
    7: APPRENTICE,
    8: SEER,
    9: BEHOLDER,
}

NAMES: dict[str, str] = {
    VILLAGER: N_("Villager"),
    SQUIRE: N_("Squire"),
    EMPATH: N_("Empath"),
    BODYGUARD: N_("Bodyguard"),
    RASCAL: N_("Rascal"),
    EXPOSER: N_("Exposer"),
    REVEALER: N_("Revealer"),
    BEHOLDER: N_("Beholder"),
    APPRENTICE: N_("Apprentice Seer"),
    SEER: N_("Seer"),
    MASTER: N_("Master"),
    WITCH: N_("Witch"),
    ROBBER: N_("Robber"),
    DOPPELGANGER: N_("Doppelganger"),
}

# When an ability works (rulebook "Tips & Reminders").
FACE_UP_ANY = "face_up_any"  # 0-1: always on while face up in any village
FACE_UP_OWN = "face_up_own"  # 2-4: usable by the owner while face up in their village
ON_DISCARD = "on_discard"  # 5-12: when drawn from the deck and discarded at once
ON_EXCHANGE = "on_exchange"  # 13: when it leaves your village in an exchange

ACTIVATION: dict[str, str] = {
    VILLAGER: FACE_UP_ANY,
    SQUIRE: FACE_UP_ANY,
    EMPATH: FACE_UP_OWN,
    BODYGUARD: FACE_UP_OWN,
    RASCAL: FACE_UP_OWN,
    EXPOSER: ON_DISCARD,
    REVEALER: ON_DISCARD,
    BEHOLDER: ON_DISCARD,
    APPRENTICE: ON_DISCARD,
    SEER: ON_DISCARD,
    MASTER: ON_DISCARD,
    WITCH: ON_DISCARD,
    ROBBER: ON_DISCARD,
    DOPPELGANGER: ON_EXCHANGE,
}

# The reference card, in our own words (rules/silver.md §3).
ABILITY_TEXT: dict[str, str] = {
    VILLAGER: N_("When both Villagers are face up in villages, the round ends at once."),
    SQUIRE: N_(
        "Each face-up Squire shows one deck card face up beside the deck; "
        "whoever draws may take a shown card instead of the top card."
    ),
    EMPATH: N_("On your turn, secretly view one of your face-down cards."),
    BODYGUARD: N_("Protects itself and one other card of your village from opponents."),
    RASCAL: N_("When you draw from the deck, draw one extra card; keep one, discard the other."),
    EXPOSER: N_("Turn one of your own cards face up."),
    REVEALER: N_("Turn any one card face up, in any village."),
    BEHOLDER: N_("Secretly view up to two of your own cards."),
    APPRENTICE: N_("Secretly view one card in an opponent's village."),
    SEER: N_("Secretly view any one card in any village."),
    MASTER: N_("Take any card from the discard pile and exchange it into your village."),
    WITCH: N_("Secretly look at the top deck card; you may exchange it with any village card."),
    ROBBER: N_("Swap one of your cards with an opponent's card, then view the card you got."),
    DOPPELGANGER: N_("When exchanged out in a set, it matches the other cards."),
}

ACTIVATION_TEXT: dict[str, str] = {
    FACE_UP_ANY: N_("face up in any village"),
    FACE_UP_OWN: N_("face up in your village"),
    ON_DISCARD: N_("when discarded straight from the deck"),
    ON_EXCHANGE: N_("when exchanged out in a set"),
}


def ability_of(value: int, order: str = "beholder_7") -> str:
    return VALUE_ORDERS[order][value]


def card_name(value: int, order: str = "beholder_7") -> str:
    return NAMES[ability_of(value, order)]


def reference(order: str = "beholder_7") -> list[dict[str, object]]:
    """The reference card: one entry per value, for the rules screen and the table."""
    out: list[dict[str, object]] = []
    for value in range(14):
        key = ability_of(value, order)
        out.append(
            {
                "value": value,
                "name": NAMES[key],
                "copies": COPIES[value],
                "ability": key,
                "when": ACTIVATION_TEXT[ACTIVATION[key]],
                "text": ABILITY_TEXT[key],
            }
        )
    return out
