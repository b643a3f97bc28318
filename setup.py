"""Packaging beyond pyproject.toml: ship the top-level ``assets/`` and ``levels/`` folders.

They stay where they are in the source tree and are installed as the data-only packages
``game._assets`` and ``game._levels``; game/engine/common/resources.py finds them in either place
(and in the PyInstaller bundle).
"""

from setuptools import find_packages, setup

SHIPPED = {"game._assets": "assets", "game._levels": "levels"}

setup(
    packages=find_packages(include=["game", "game.*"]) + list(SHIPPED),
    package_dir=SHIPPED,
    # Rules data that lives beside its engine (Silex's card list) ships with it.
    package_data={**{name: ["**/*"] for name in SHIPPED}, "game.engine.silex": ["*.json"]},
    exclude_package_data={name: ["**/__pycache__/*", "**/*.pyc"] for name in SHIPPED},
)
