# Used instead of pyinstaller-hooks-contrib's hook for websockets (build.spec's hookspath),
# which lists every submodule of websockets as a hidden import because its top-level names
# load on demand. The game imports what it uses by full name (websockets.sync.client,
# websockets.sync.server, websockets.exceptions), so the analysis follows those; the rest is
# excluded in build.spec, and listing it here would only warn that it was not found.
hiddenimports = []
