"""``python -m game.release``: zip a build, smoke-run it, check a tag (see the package)."""

import sys

from . import main

sys.exit(main())
