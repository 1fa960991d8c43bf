#!/usr/bin/env bash
# Builds the browser version into web/dist, ready for any static server:
#   web/build.sh            the game
#   web/build.sh --example web_hello --out web/dist-hello   (what web/size.sh compares with)
#   web/build.sh --no-opt   without wasm-opt (minutes faster, the .wasm larger): for trying changes
# Installs what it needs once: the wasm32 target, the wasm-bindgen CLI of the version in
# Cargo.lock (compiled by cargo), and a native wasm-opt (binaryen; see below). Its last step,
# web/package.sh, copies the page and assets and writes the precompressed files, build.json
# and the service worker.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/codebreakers/target}"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# The browser's modules build in a target directory of their own, beside the native one:
# cargo locks a target directory while it builds in it, so a wasm32 build started beside the
# tests' build (as .ci/run does) waited for the whole of it (36 minutes on a fresh machine).
# The two share no compiled crate anyway: each is built for another target or profile.
web_target="${CODEBREAKERS_WEB_TARGET_DIR:-$CARGO_TARGET_DIR-web}"

what=(-p codebreakers) name=codebreakers out=web/dist optimise=yes
while [[ $# -gt 0 ]]; do
  case "$1" in
    --example) what=(--example "$2"); name=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --no-opt) optimise=no; shift ;;
    *) echo "web/build.sh: unknown argument $1 (see the top of the script)" >&2; exit 2 ;;
  esac
done

step() { printf '== %s\n' "$1" >&2; }

rustup target list --installed | grep -q '^wasm32-unknown-unknown$' ||
  rustup target add wasm32-unknown-unknown

# The tools are compiled by cargo in the background while the game builds: the game's last
# minutes (fat LTO into one codegen unit) keep one core busy, and the tools use the other.
# Each installs into its own temporary directory, not the game's target directory.
# --locked first; wasm-bindgen-cli's lock pins a pre-release crate the registry no longer
# serves, so without it the same version is built against current dependencies.
installing=()
logs=$(mktemp -d)
# install CRATE VERSION [NAME=VALUE ...]: the settings are cargo's, for this install alone.
install() {
  local crate=$1 version=$2
  shift 2
  step "installing $crate $version (in the background)"
  (for locked in --locked ""; do
    env -u CARGO_TARGET_DIR "$@" cargo install --quiet "$crate" --version "$version" $locked \
      >>"$logs/$crate" 2>&1 && exit 0
  done
  cat "$logs/$crate" >&2
  exit 1) &
  installing+=($!)
}

# The CLI must be the very version of the wasm-bindgen crate the game links.
wanted=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [[ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$wanted" ]]; then
  install wasm-bindgen-cli "$wanted"
fi

# wasm-opt, native: on Debian and Ubuntu the distribution's binaryen package (installed in
# seconds; Debian 12 has version 108), elsewhere the `wasm-opt` on PATH, else binaryen 116
# compiled by `cargo install wasm-opt` (6 minutes on two cores, once per machine, with -O1:
# its output is the same as -O3's, byte for byte). Binaryen before 110 exports every table as
# table 0; web/table-exports.mjs mends that after it runs. npm's binaryen runs as
# JavaScript/WASM and took 9-16 minutes a module.
wasm_opt=wasm-opt
if [[ $optimise == yes ]]; then
  if command -v apt-get >/dev/null; then
    wasm_opt=/usr/bin/wasm-opt
    if [[ ! -x $wasm_opt ]]; then
      step "installing Debian's binaryen (wasm-opt)"
      sudo_cmd=()
      [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
      "${sudo_cmd[@]}" apt-get update -qq
      DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq binaryen >/dev/null
    fi
  elif ! command -v wasm-opt >/dev/null; then
    install wasm-opt 0.116.1 CARGO_PROFILE_RELEASE_OPT_LEVEL=1
  fi
fi

step "cargo build --profile web --target wasm32-unknown-unknown ${what[*]}"
CARGO_TARGET_DIR="$web_target" cargo build --profile web --target wasm32-unknown-unknown "${what[@]}"
built="$web_target/wasm32-unknown-unknown/web"
# The review worker's module (crates/review-worker, web/review-worker.js): built for speed,
# not size, as it judges decisions for seconds.
if [[ $name == codebreakers ]]; then
  step "cargo build --release --target wasm32-unknown-unknown -p codebreakers-review-worker"
  CARGO_TARGET_DIR="$web_target" cargo build --release --target wasm32-unknown-unknown -p codebreakers-review-worker
fi
[[ ${what[0]} == --example ]] && built="$built/examples"

for job in "${installing[@]}"; do
  wait "$job" || { echo "web/build.sh: installing a tool failed (above)" >&2; exit 1; }
done
rm -rf "$logs"
rm -rf "$out"
mkdir -p "$out"
step "wasm-bindgen"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name codebreakers "$built/$name.wasm"
if [[ $optimise == yes ]]; then
  # After wasm-bindgen: it needs the target features that stripping would remove. The
  # features are the ones Rust enables for wasm32-unknown-unknown.
  opt_flags=(-Oz --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int
    --enable-sign-ext --enable-reference-types --enable-multivalue --strip-debug --strip-producers)
  # wasm-opt's output is kept in the target directory, keyed by its input, version and
  # flags, and reused when the same module is built again.
  version=$("$wasm_opt" --version | awk '{print $3}')
  key=$({ sha256sum <"$out/codebreakers_bg.wasm"; echo "$version ${opt_flags[*]}"; } | sha256sum | cut -c1-32)
  cache="$CARGO_TARGET_DIR/wasm-opt-cache"
  if [[ -s "$cache/$key.wasm" ]]; then
    step "wasm-opt -Oz: the same module was optimised before ($cache/$key.wasm)"
    cp "$cache/$key.wasm" "$out/codebreakers_bg.wasm"
  else
    step "wasm-opt -Oz (binaryen $version)"
    "$wasm_opt" "${opt_flags[@]}" "$out/codebreakers_bg.wasm" -o "$out/codebreakers_bg.opt.wasm"
    node web/table-exports.mjs "$out/codebreakers_bg.wasm" "$out/codebreakers_bg.opt.wasm"
    mv "$out/codebreakers_bg.opt.wasm" "$out/codebreakers_bg.wasm"
    mkdir -p "$cache"
    cp "$out/codebreakers_bg.wasm" "$cache/$key.wasm"
    # Only the newest three are kept.
    find "$cache" -name '*.wasm' -printf '%T@ %p\n' | sort -rn | tail -n +4 | cut -d' ' -f2- |
      xargs -r rm -f
  fi
fi

if [[ $name == codebreakers ]]; then
  cp "$web_target/wasm32-unknown-unknown/release/codebreakers_review_worker.wasm" "$out/review.wasm"
  if [[ $optimise == yes ]]; then
    step "wasm-opt -O3 review.wasm"
    "$wasm_opt" -O3 --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int \
      --enable-sign-ext --strip-debug --strip-producers "$out/review.wasm" -o "$out/review.wasm"
  fi
fi

# The page, its scripts, icons and assets beside the module; the precompressed files,
# build.json and the service worker (web/package.sh, which can also run alone).
step "web/package.sh $out"
web/package.sh "$out"

wasm="$out/codebreakers_bg.wasm"
printf '%s: %s bytes, %s gzip -9\n' "$wasm" "$(stat -c %s "$wasm")" "$(gzip -9 -c "$wasm" | wc -c)"
