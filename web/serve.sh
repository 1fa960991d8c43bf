#!/usr/bin/env bash
# Serves the built site (web/build.sh) on http://127.0.0.1:PORT (default 8080) for a player.
set -euo pipefail
cd "$(dirname "$0")"
port=${1:-8080}
[[ -f dist/index.html ]] || { echo "web/dist is empty: run web/build.sh first" >&2; exit 1; }
echo "Code Breakers at http://127.0.0.1:$port/ (Ctrl-C stops)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
