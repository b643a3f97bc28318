"""The pytmx adapter: one Tiled map file in, plain frozen records out.

All knowledge of pytmx 3.32 quirks lives here (shared/ANCHORS.md section 3):
* polyline/polygon ``points`` are absolute map coordinates (pytmx adds the object's x/y);
* a tile object's ``y`` has been moved to its top-left corner (``invert_y``), so the picture's
  centre is ``(x + w/2, y + h/2)``; the tile's own properties are merged into the object's;
* Tiled 1.9 writes ``class="..."`` where 1.8 and 1.10+ write ``type``: read both;
* a property named like a built-in attribute makes pytmx raise a bare ValueError, so the XML is
  scanned first to name the object and property in the message;
* pytmx 3.32 cannot tell a point from an empty rectangle, so the XML tells the shape.

``pytmx.TiledMap`` loads no images, so this runs headless.
"""

from __future__ import annotations

import math
import os
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...i18n import _
from .errors import BoardError, Problem
from .polylines import Pt

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytmx imports pygame if present
import pytmx  # noqa: E402

# Names pytmx refuses as custom properties because its objects already have such attributes.
RESERVED_OBJECT = frozenset(
    [
        "id",
        "name",
        "type",
        "class",
        "x",
        "y",
        "width",
        "height",
        "rotation",
        "gid",
        "visible",
        "closed",
        "template",
        "points",
        "properties",
        "parent",
        "image",
        "custom_types",
    ]
)
RESERVED_LAYER = frozenset(
    [
        "id",
        "name",
        "visible",
        "opacity",
        "offsetx",
        "offsety",
        "color",
        "properties",
        "parent",
        "draworder",
        "data",
        "width",
        "height",
        "tintcolor",
        "class",
    ]
)
RESERVED_MAP = frozenset(
    [
        "version",
        "tiledversion",
        "orientation",
        "renderorder",
        "width",
        "height",
        "tilewidth",
        "tileheight",
        "hexsidelength",
        "staggeraxis",
        "staggerindex",
        "backgroundcolor",
        "nextobjectid",
        "nextlayerid",
        "infinite",
        "layers",
        "tilesets",
        "properties",
        "filename",
        "class",
    ]
)


@dataclass(frozen=True)
class RawObject:
    oid: int
    layer: str
    name: str
    cls: str  # the Tiled class (``type`` in 1.8/1.10+, ``class`` in 1.9), "" when unset
    shape: str  # "point", "polyline", "polygon", "tile", "rect", "ellipse" or "text"
    x: float
    y: float
    width: float
    height: float
    rotation: float
    gid: int
    points: tuple[Pt, ...]
    properties: dict[str, Any] = field(hash=False)

    @property
    def anchor(self) -> Pt:
        """Where the object sits: a tile picture's centre, else its x/y."""
        if self.shape == "tile":
            return (self.x + self.width / 2, self.y + self.height / 2)
        return (self.x, self.y)


@dataclass(frozen=True)
class RawMap:
    path: Path
    label: str  # the path as shown in messages (relative to the levels folder)
    width: int
    height: int
    tilewidth: int
    tileheight: int
    properties: dict[str, Any] = field(hash=False)
    object_layers: dict[str, tuple[RawObject, ...]] = field(hash=False)
    tile_layers: tuple[str, ...] = ()


def read_map(path: Path, label: str | None = None) -> RawMap:
    """Read one ``.tmx`` with pytmx; anything unreadable becomes a BoardError naming the file."""
    label = label or path.name
    if not path.is_file():
        raise BoardError([Problem(label, None, _("file is missing"))])
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError, RecursionError) as exc:
        raise BoardError(
            [Problem(label, None, _("is not valid XML ({error})").format(error=exc))]
        ) from None
    refused = (
        reserved_names(root, label) + bad_numbers(root, label) + bad_tilesets(path, root, label)
    )
    if refused:
        raise BoardError(refused)
    shapes = {int(o.get("id", "0")): xml_shape(o) for o in root.iter("object")}
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds; the message must name the file
        raise BoardError(
            [Problem(label, None, _("cannot be loaded by pytmx ({error})").format(error=exc))]
        ) from None
    layers: dict[str, tuple[RawObject, ...]] = {}
    tiles: list[str] = []
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup):
            layers[layer.name] = tuple(raw_object(o, layer.name, shapes) for o in layer)
        elif isinstance(layer, pytmx.TiledTileLayer):
            tiles.append(layer.name)
    return RawMap(
        path=path,
        label=label,
        width=int(tmx.width),
        height=int(tmx.height),
        tilewidth=int(tmx.tilewidth),
        tileheight=int(tmx.tileheight),
        properties=dict(tmx.properties),
        object_layers=layers,
        tile_layers=tuple(tiles),
    )


def raw_object(o: Any, layer: str, shapes: dict[int, str]) -> RawObject:
    points = tuple((float(p[0]), float(p[1])) for p in getattr(o, "points", ()) or ())
    return RawObject(
        oid=int(o.id),
        layer=layer,
        name=o.name or "",
        cls=getattr(o, "class", None) or o.type or "",
        shape=shapes.get(int(o.id), "rect"),
        x=float(o.x),
        y=float(o.y),
        width=float(o.width),
        height=float(o.height),
        rotation=float(o.rotation or 0),
        gid=int(o.gid or 0),
        points=points,
        properties=dict(o.properties),
    )


# Maps are 2048 px across; a number beyond this is a typo, and near 1e308 sums overflow.
COORD_LIMIT = 100_000.0
OBJECT_NUMBERS = ("x", "y", "width", "height", "rotation")


def number_problem(text: str, limit: float = COORD_LIMIT) -> str | None:
    """What is wrong with a number read from a map, or None: finite and within ``limit``."""
    try:
        value = float(text)
    except ValueError:
        return f"{text[:40]!r} is not a number"
    if not math.isfinite(value) or abs(value) > limit:
        return f"{text[:40]} is not a number between {-limit:g} and {limit:g}"
    return None


def xml_oid(node: ET.Element) -> int | None:
    """An object's id as Tiled writes it (a whole number), or None for anything else."""
    text = node.get("id", "0")
    return int(text) if text.isascii() and text.isdigit() and len(text) < 10 else None


def bad_numbers(root: ET.Element, label: str) -> list[Problem]:
    """Every number the map holds (ids, coordinates, points, numeric properties) checked, so
    a NaN, an infinity or 1e308 is refused by the loader the game uses, naming the object."""
    out = []
    for obj in root.iter("object"):
        oid_text = obj.get("id", "0")
        oid = xml_oid(obj)
        if oid is None:
            out.append(
                Problem(label, None, f"an object id is {oid_text[:40]!r}, not a whole number")
            )
        for name in OBJECT_NUMBERS:
            if obj.get(name) is not None and (why := number_problem(obj.get(name, ""))):
                out.append(Problem(label, oid, f"{name} {why}"))
        for tag in ("polyline", "polygon"):
            for shape in obj.findall(tag):
                for pair in shape.get("points", "").split():
                    whys = [number_problem(v) for v in pair.split(",")]
                    if len(whys) != 2 or any(whys):
                        out.append(
                            Problem(
                                label,
                                oid,
                                f"point {pair[:60]!r} is not an x,y pair of numbers in range",
                            )
                        )
                        break
    for prop in root.iter("property"):
        if prop.get("type") in ("int", "float") and (why := number_problem(prop.get("value", ""))):
            out.append(Problem(label, None, f"property {prop.get('name')!r}: {why}"))
    return out


def bad_tilesets(path: Path, root: ET.Element, label: str) -> list[Problem]:
    """External tilesets must be readable XML; the message names the tileset file."""
    out = []
    for ts in root.iter("tileset"):
        source = ts.get("source")
        if not source:
            continue
        try:
            ET.parse(path.parent / source)
        except (OSError, ET.ParseError) as exc:
            out.append(Problem(label, None, f"its tileset {source} cannot be read ({exc})"))
    return out


def xml_shape(node: ET.Element) -> str:
    if node.get("gid"):
        return "tile"
    for tag in ("point", "polyline", "polygon", "ellipse", "text"):
        if node.find(tag) is not None:
            return tag
    return "rect"


def reserved_names(root: ET.Element, label: str) -> list[Problem]:
    """Custom properties pytmx would refuse, named with their object (or layer, or map)."""
    out = []

    def check(node: ET.Element, reserved: frozenset[str], oid: int | None, what: str) -> None:
        props = node.find("properties")
        for p in props.findall("property") if props is not None else ():
            name = p.get("name", "")
            if name in reserved:
                out.append(
                    Problem(
                        label,
                        oid,
                        f"{what} has a custom property named {name!r}, a name Tiled/pytmx "
                        "reserve; rename it (e.g. path_color, edge, index, item)",
                    )
                )

    check(root, RESERVED_MAP, None, "the map")
    for tag in ("layer", "objectgroup", "imagelayer", "group"):
        for layer in root.iter(tag):
            check(layer, RESERVED_LAYER, None, f"layer {layer.get('name')!r}")
    for obj in root.iter("object"):
        check(obj, RESERVED_OBJECT, xml_oid(obj), "this object")
    return out
