"""The Zilence board as plain immutable data: the catalogue of names, each section side's
ports, strands, decoy lines and items, the hub's starts, and the names a player reads.

Built from the Tiled files under ``levels/zilence/`` by ``loader.py`` (``load_board``): see
levels/zilence/README.md for the files. ``sections.py`` reads a section side, ``hub.py`` the
hub, ``validate.py`` adds the drawing checks and the sweep over every layout.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ...i18n import pgettext
from ..common.resources import level_path
from .polylines import Pt

PortKey = tuple[str, int]  # ("inner" | "ccw" | "cw", index)
SIDES = ("a", "b")
NUM_SLOTS = 6
# Contexts of the names kept in catalogue.json and decks.json (translated where shown).
ITEM, SYMBOL, COLOR, CHARACTER = (
    "Zilence item",
    "Zilence symbol",
    "Zilence path colour",
    ("Zilence character"),
)
# "a battery", "une pile"; always the object of its sentence (German: "einen Schlüssel")
ITEM_A = "Zilence item: one of it with its article, as a sentence's object"


@dataclass(frozen=True)
class Port:
    name: str
    edge: str
    index: int
    pos: Pt
    oid: int


@dataclass(frozen=True)
class Strand:
    """A line that is followed straight through every crossing, from end to end."""

    sid: int  # the Tiled object id
    pts: tuple[Pt, ...]  # section-local, absolute map pixels
    start: PortKey | None  # port at pts[0]; None is a free (dead) end
    end: PortKey | None
    length: float


@dataclass(frozen=True)
class Decoy:
    oid: int
    pts: tuple[Pt, ...]


@dataclass(frozen=True)
class ItemPic:
    oid: int
    kind: str
    pos: Pt  # centre of the picture, section-local
    radius: float  # a strand within this distance of pos passes through the item
    forced_strand: int | None  # set by the ``strand`` property to pin an ambiguous item


@dataclass(frozen=True)
class ItemHit:
    """An item met while following a strand in one direction: ``arc`` px after entering."""

    oid: int
    kind: str
    arc: float


@dataclass(frozen=True)
class Hop:
    """Entering a side at a port: the strand taken, its direction, its exit, what it meets."""

    strand: int
    direction: int  # +1 along the drawn order, -1 reversed
    exit: PortKey | None  # None: the line ends (dead end)
    length: float
    items: tuple[ItemHit, ...]  # in the order they are met


@dataclass(frozen=True)
class SectionSide:
    key: str  # "s3_b"
    section: int
    side: str
    file: str
    pivot: Pt
    canvas: tuple[int, int]  # map size in pixels
    outline: tuple[Pt, ...]
    outline_oid: int
    hit_radius: float
    ports: Mapping[PortKey, Port] = field(hash=False)
    strands: tuple[Strand, ...] = ()
    decoys: tuple[Decoy, ...] = ()
    items: tuple[ItemPic, ...] = ()
    hops: Mapping[PortKey, Hop] = field(default_factory=dict, hash=False)
    strand_items: Mapping[int, tuple[ItemHit, ...]] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        # read-only views: the board is shared by every game in the process
        for name in ("ports", "hops", "strand_items"):
            object.__setattr__(self, name, MappingProxyType(dict(getattr(self, name))))

    def strand(self, sid: int) -> Strand:
        return next(s for s in self.strands if s.sid == sid)


@dataclass(frozen=True)
class HubStart:
    symbol: str
    color: str
    hub_side: int
    inner_index: int
    oid: int
    pos: Pt


@dataclass(frozen=True)
class Catalogue:
    symbols: tuple[tuple[str, str], ...]  # (id, display name)
    colors: tuple[tuple[str, str, tuple[int, int, int]], ...]
    items: tuple[tuple[str, str], ...]
    # (id, one of it with its article: "a battery"): how the log's sentences name an item
    items_a: tuple[tuple[str, str], ...] = ()

    @property
    def symbol_ids(self) -> tuple[str, ...]:
        return tuple(s for s, _ in self.symbols)

    @property
    def color_ids(self) -> tuple[str, ...]:
        return tuple(c for c, _, _ in self.colors)

    @property
    def item_ids(self) -> tuple[str, ...]:
        return tuple(i for i, _ in self.items)

    def item_name(self, kind: str) -> str:
        """The item's name in the current language (catalogue.json holds the English)."""
        name = dict(self.items).get(kind)
        return kind.replace("_", " ") if name is None else pgettext(ITEM, name)

    def item_with_article(self, kind: str) -> str:
        """One of the item, with its article, in the current language ("a battery")."""
        name = dict(self.items_a).get(kind)
        return self.item_name(kind) if name is None else pgettext(ITEM_A, name)

    def symbol_name(self, symbol: str) -> str:
        name = dict(self.symbols).get(symbol)
        return symbol if name is None else pgettext(SYMBOL, name)

    def color_name(self, color: str) -> str:
        name = next((n for c, n, _rgb in self.colors if c == color), None)
        return color if name is None else pgettext(COLOR, name)


@dataclass(frozen=True)
class Board:
    root: str
    catalogue: Catalogue
    pivot: Pt
    hub_radius: float
    hub_outline: tuple[Pt, ...]
    starts: tuple[HubStart, ...]
    sides: Mapping[str, SectionSide] = field(hash=False)
    sections: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "sides", MappingProxyType(dict(self.sides)))

    def start(self, symbol: str, color: str) -> HubStart:
        return next(s for s in self.starts if s.symbol == symbol and s.color == color)

    def side(self, key: str) -> SectionSide:
        return self.sides[key]


def side_key(section: int, side: str) -> str:
    return f"s{section}_{side}"


def data_messages() -> list[tuple[str, str]]:
    """The names a player reads from the shipped data files, for the catalogues."""
    root = level_path("zilence")
    cat = json.loads((root / "catalogue.json").read_text(encoding="utf-8"))
    decks = json.loads((root / "decks.json").read_text(encoding="utf-8"))
    return (
        [(s["name"], SYMBOL) for s in cat["symbols"]]
        + [(c["name"], COLOR) for c in cat["colors"]]
        + [(i["name"], ITEM) for i in cat["items"]]
        + [(i["a_name"], ITEM_A) for i in cat["items"] if "a_name" in i]
        + [(c["name"], CHARACTER) for c in decks["characters"]]
    )
