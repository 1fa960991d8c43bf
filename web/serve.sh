#!/usr/bin/env bash
# Serves the built site (web/build.sh) on http://127.0.0.1:PORT (default 8080) for a player:
# web/serve.mjs, which sends the precompressed .br/.gz files where the browser takes them.
set -euo pipefail
cd "$(dirname "$0")"
port=${1:-8080}
[[ -f dist/index.html ]] || { echo "web/dist is empty: run web/build.sh first" >&2; exit 1; }
exec node serve.mjs "$port" dist
