"""``python -m game`` starts Quiet Table."""

import sys

from game.app import main

if __name__ == "__main__":
    sys.exit(main())
