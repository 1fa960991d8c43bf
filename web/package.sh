#!/usr/bin/env bash
# The packaging half of web/build.sh, which runs it at its end: into DIST (default web/dist),
# beside the module wasm-bindgen wrote there, copies the page, its scripts, icons and
# manifest and the game's assets, then web/package.mjs writes the precompressed .br/.gz
# files, build.json (the version, the decoded sizes) and the service worker (sw.js).
# Run alone on a built DIST to try a change of the page without building the game again:
#   web/package.sh [DIST]
set -euo pipefail
out=$(realpath -m "${1:-$(dirname "$0")/dist}")
cd "$(dirname "$0")/.."
[[ -f "$out/codebreakers_bg.wasm" && -f "$out/codebreakers.js" ]] ||
  { echo "web/package.sh: $out has no module (codebreakers_bg.wasm, codebreakers.js): run web/build.sh" >&2; exit 1; }
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/codebreakers/target}"

cp web/index.html web/loader.js web/audio-unlock.js web/favicon.svg web/manifest.webmanifest "$out/"
# The review worker and the book's, beside their module when the game was built with it
# (web/build.sh).
[[ -f "$out/review.wasm" ]] && cp web/review-worker.js web/book-worker.js "$out/"
rm -rf "$out/icons" "$out/assets"
mkdir -p "$out/icons"
cp web/icons/*.png "$out/icons/"
cp -r assets "$out/assets"
rm -f "$out/assets/audio/make_sounds.py"
# The Code Knacker book is worked out on the device (web/book-worker.js), not downloaded.
rm -f "$out/assets/code-knacker/turn-values.bin"
# Two compressions at a time (Node's thread pool): the module's brotli takes minutes of one
# core, beside whatever else builds.
UV_THREADPOOL_SIZE=${UV_THREADPOOL_SIZE:-2} node web/package.mjs "$out"
