"""``python -m game`` starts Quiet Table (and the frozen executable starts here too)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The computer players' process (game/computers/process.py) starts this same program: in the
    # executable, freeze_support() turns that start into the worker and never returns.
    multiprocessing.freeze_support()
    # Imported here, not above, so the worker process (which runs this file as
    # ``__mp_main__``) does not load the window's modules it never uses.
    from game.app import main

    sys.exit(main())
