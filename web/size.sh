#!/usr/bin/env bash
# The size benchmark of the web build: builds the game and a hello-world with the same Bevy
# features, bevy_egui and bevy_kira_audio (examples/web_hello.rs) the same way, and prints
# both .wasm sizes, raw and gzip -9, and their ratio (target: at most 1.3).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ ${1:-} == --no-build ]] || {
  web/build.sh
  web/build.sh --example web_hello --out web/dist-hello
}
size() { stat -c %s "$1"; }
gz() { gzip -9 -c "$1" | wc -c; }
game=web/dist/codebreakers_bg.wasm hello=web/dist-hello/codebreakers_bg.wasm
printf '%-12s %12s %12s\n' "" "raw bytes" "gzip -9"
printf '%-12s %12s %12s\n' game "$(size $game)" "$(gz $game)"
printf '%-12s %12s %12s\n' hello-world "$(size $hello)" "$(gz $hello)"
awk -v g="$(size $game)" -v h="$(size $hello)" -v gg="$(gz $game)" -v hg="$(gz $hello)" \
  'BEGIN { printf "ratio        %12.2f %12.2f   (target <= 1.30)\n", g / h, gg / hg }'
