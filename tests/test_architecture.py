"""The house's shape, measured from the code (docs/ARCHITECTURE.md says why): a few entry points
at game/'s top, packages importing only the layers below them, and no import circle outside an
engine's own game package."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"

# Lowest first: a package may import its own layer and those before it, never one after.
LAYERS: tuple[frozenset[str], ...] = (
    # the rules, their words (i18n finds its files through the engine's resources), the version
    frozenset({"engine", "i18n", "version"}),
    frozenset({"ui"}),  # the drawing kit
    frozenset({"shell"}),  # the catalogue of games and the game in progress
    frozenset({"files", "history"}),  # what the program keeps
    # the computer players' process; play across computers (net: host, client, discovery)
    frozenset({"computers", "net"}),
    frozenset({"scenes"}),  # the screens
    frozenset({"app", "__main__", "bench", "release"}),  # entry points and tools
)
TOP_LEVEL_ALLOWED = {"__init__.py", "__main__.py", "app.py", "version.py"}


def module_of(path: Path) -> tuple[str, list[str]]:
    """The dotted name of a file under game/, and the package its relative imports start in."""
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
        return ".".join(parts), parts
    return ".".join(parts), parts[:-1]


def exists(module: str) -> bool:
    path = GAME.parent / module.replace(".", "/")
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def runtime_imports(path: Path) -> set[str]:
    """The game modules ``path`` imports when it runs (imports for type checkers left out)."""
    name, package = module_of(path)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
        for node in ast.walk(block)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("game")}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if not module.startswith("game"):
                continue
            subs = [f"{module}.{a.name}" for a in node.names if exists(f"{module}.{a.name}")]
            found |= set(subs) if len(subs) == len(node.names) else {module, *subs}
    found.discard(name)
    return {m for m in found if exists(m)}


def graph() -> dict[str, set[str]]:
    return {module_of(p)[0]: runtime_imports(p) for p in GAME.rglob("*.py")}


def layer_of(module: str) -> int:
    top = module.split(".")[1] if "." in module else "__init__"
    for i, names in enumerate(LAYERS):
        if top in names:
            return i
    return -1 if top == "__init__" else len(LAYERS)


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_game_top_level_holds_only_entry_points():
    modules = {p.name for p in GAME.glob("*.py")}
    assert modules <= TOP_LEVEL_ALLOWED, sorted(modules - TOP_LEVEL_ALLOWED)


def test_every_package_is_in_a_layer():
    packages = {p.name for p in GAME.iterdir() if (p / "__init__.py").is_file()}
    layered = set().union(*LAYERS)
    assert packages <= layered, sorted(packages - layered)


def test_packages_import_only_their_layer_and_below():
    wrong = [
        f"{module} imports {target}"
        for module, targets in graph().items()
        for target in targets
        if layer_of(target) > layer_of(module)
    ]
    assert not wrong, wrong


def test_no_import_circle_outside_an_engine_game():
    def engine_game(group: list[str]) -> bool:
        packages = {".".join(m.split(".")[:3]) for m in group}
        return len(packages) == 1 and group[0].startswith("game.engine.")

    circles = [group for group in cycles(graph()) if not engine_game(group)]
    assert not circles, circles


def test_the_checker_sees_a_circle():
    """The circle finder itself: a three-module loop is found, a chain is not."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


SCENE_CLASS_MAX = 300
MODULE_MAX = 500


def _classes(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (node.name, node.end_lineno - node.lineno + 1)
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and node.end_lineno is not None
    ]


def test_no_class_in_the_scenes_is_over_300_lines():
    """Each room of a screen has one job (issue 30): a class that grows past this is
    doing two."""
    big = [
        f"{path.relative_to(GAME)}:{name} ({size})"
        for path in sorted((GAME / "scenes").rglob("*.py"))
        for name, size in _classes(path)
        if size > SCENE_CLASS_MAX
    ]
    assert big == []


def test_a_module_over_500_lines_says_why_in_its_docstring():
    """Only one algorithm (a rules state, a search) may keep a module long, and it says so."""
    unexplained = []
    for path in sorted(GAME.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if len(text.splitlines()) <= MODULE_MAX:
            continue
        doc = ast.get_docstring(ast.parse(text)) or ""
        if "Over 500 lines on purpose" not in doc:
            unexplained.append(str(path.relative_to(GAME)))
    assert unexplained == []
