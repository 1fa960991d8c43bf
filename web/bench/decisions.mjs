// The searching hard players' decision times in the browser (issue 36): Chromium loads
// crates/cli/examples/decisions_wasm.rs built for wasm32, plays matches on the page's main
// thread, one hard player against normal ones, and times every decision of the hard player
// with performance.now(). The matches are those of `codebreakers-cli simulate GAME --seats
// hard,normal[,...] --games GAMES --seed SEED --rotate` (the hard player at seat
// (LISTED + n) % SEATS in the n-th, from 0, LISTED being its place in `--seats`, default 0):
// the hard player's wins are the same.
//
//   cargo build --release --target wasm32-unknown-unknown -p codebreakers-cli --example decisions_wasm
//   node web/bench/decisions.mjs GAME GAMES [SEED] [SEATS] [thieves|safes] [LISTED]
//
// GAME is crack-it or passcode; matches SEED..SEED+GAMES-1 (default 1), SEATS players
// (default 2), King of Safes with `safes`. The module is looked for in $CARGO_TARGET_DIR
// (default target/), or given by $WASM. Prints the hard player's wins and its decisions'
// median, 99th percentile and slowest, in ms (Passcode: also over the decisions it searches).
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const [game = "passcode", games = "100", seed = "1", seats = "2", mode = "", listed = "0"] =
  process.argv.slice(2);
if (!["crack-it", "passcode"].includes(game)) throw new Error(`no such game: ${game}`);
const target = process.env.CARGO_TARGET_DIR ?? resolve(import.meta.dirname, "../../target");
const wasm = readFileSync(
  process.env.WASM ?? `${target}/wasm32-unknown-unknown/release/examples/decisions_wasm.wasm`,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync",
  ],
});
const page = await browser.newPage();
// The module from a page of its own origin, as the game's page loads its own.
await page.route("http://bench.invalid/**", (route) =>
  route.request().url().endsWith(".wasm")
    ? route.fulfill({ body: wasm, contentType: "application/wasm" })
    : route.fulfill({ body: "<!doctype html><title>decisions</title>", contentType: "text/html" }),
);
await page.goto("http://bench.invalid/");
await page.evaluate(async () => {
  const { instance } = await WebAssembly.instantiateStreaming(fetch("/decisions.wasm"));
  window.bench = instance.exports;
});

const all = [];
const searched = [];
let won = 0;
const started = Date.now();
const chunk = 20;
for (let from = 0; from < Number(games); from += chunk) {
  const part = await page.evaluate(
    ({ game, seed, first, count, seats, safes, listed }) => {
      const b = window.bench;
      const times = [];
      const open = [];
      let won = 0;
      for (let n = first; n < first + count; n++) {
        const hard = (listed + n - seed) % seats;
        const dealt = game === "crack-it"
          ? b.crack_it_setup(n, seats, hard, safes)
          : b.passcode_setup(n, seats, hard);
        if (!dealt) throw new Error(`match ${n} was not dealt`);
        while (b.bench_advance()) {
          const t = performance.now();
          const kind = b.bench_decide();
          const ms = performance.now() - t;
          times.push(ms);
          if (kind === 2) open.push(ms);
          if (!b.bench_apply()) throw new Error(`match ${n}: the rules refused the hard player's move`);
        }
        won += b.bench_won();
      }
      return { times, open, won };
    },
    {
      game,
      seed: Number(seed),
      first: Number(seed) + from,
      count: Math.min(chunk, Number(games) - from),
      seats: Number(seats),
      safes: mode === "safes" ? 1 : 0,
      listed: Number(listed),
    },
  );
  all.push(...part.times);
  searched.push(...part.open);
  won += part.won;
}
await browser.close();

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  const ms = (t) => Math.round(t * 100) / 100;
  return { decisions: sorted.length, median_ms: ms(at(0.5)), p99_ms: ms(at(0.99)), slowest_ms: ms(sorted.at(-1) ?? 0) };
};
const version = browser.version();
console.log(JSON.stringify({
  game, games: Number(games), seed: Number(seed), seats: Number(seats), listed: Number(listed),
  mode: game === "passcode" ? "standard" : mode === "safes" ? "king_of_safes" : "king_of_thieves",
  browser: `Chromium ${version}`,
  hard_won: won,
  seconds: (Date.now() - started) / 1000,
  decisions: stats(all),
  ...(game === "passcode" ? { searched_decisions: stats(searched) } : {}),
}, null, 1));
