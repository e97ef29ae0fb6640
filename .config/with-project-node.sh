#!/bin/sh
# Runs a command on the project's Node. The project needs Node >= 22.17 (MikroORM's migrations,
# Vitest's reporter and the tests use what Node 20 lacks: fs.globSync, Map.groupBy,
# Promise.withResolvers, and fail partway, not at start). When the Node on PATH is older, `make
# node` installs Node 24 into .tools/ (the Makefile's one way of doing it) and the command runs
# with that Node first on PATH, so `npm run test:unit` on a machine whose system Node is 20 runs
# what `make test` runs.
set -e
node_is_recent() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 17) ? 0 : 1)' 2>/dev/null
}
if ! node_is_recent; then
  root="$(cd "$(dirname "$0")/.." && pwd)"
  make --no-print-directory -C "$root" node >&2
  PATH="$root/.tools/node24/node_modules/.bin:$PATH"
  export PATH
  if ! node_is_recent; then
    echo "Node $(node --version 2>/dev/null || echo missing) is older than 22.17 and Node 24 could not be installed into .tools/: run 'make test' once, or put Node 24 on PATH" >&2
    exit 1
  fi
fi
exec "$@"
