// A finished match's review timed in the browser (issue 51): Chromium loads
// crates/review/examples/review_wasm.rs built for wasm32, plays each match between the easy
// and the hard player (as `codebreakers-cli play GAME --seats easy,hard --seed N`), and
// times its whole review on the page's main thread with performance.now().
//
//   cargo build --release --target wasm32-unknown-unknown -p codebreakers-review --example review_wasm
//   node web/bench/review.mjs [MATCHES] [SEED]
//
// Each of the four games, matches SEED..SEED+MATCHES-1 (default 5 from 1). The module is
// looked for in $CARGO_TARGET_DIR (default target/), or given by $WASM. Prints each game's
// review times (median and slowest, in ms) and the decisions judged.
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const [matches = "5", seed = "1"] = process.argv.slice(2);
const target = process.env.CARGO_TARGET_DIR ?? resolve(import.meta.dirname, "../../target");
const wasm = readFileSync(
  process.env.WASM ?? `${target}/wasm32-unknown-unknown/release/examples/review_wasm.wasm`,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--no-first-run", "--disable-background-networking", "--disable-sync"],
});
const page = await browser.newPage();
await page.route("http://bench.invalid/**", (route) =>
  route.request().url().endsWith(".wasm")
    ? route.fulfill({ body: wasm, contentType: "application/wasm" })
    : route.fulfill({ body: "<!doctype html><title>review</title>", contentType: "text/html" }),
);
await page.goto("http://bench.invalid/");
await page.evaluate(async () => {
  const { instance } = await WebAssembly.instantiateStreaming(fetch("/review.wasm"));
  window.bench = instance.exports;
});
const games = ["code-breaker", "code-knacker", "crack-it", "passcode"];
const results = {};
for (const [index, game] of games.entries()) {
  const runs = [];
  for (let n = Number(seed); n < Number(seed) + Number(matches); n++) {
    runs.push(await page.evaluate(({ index, n }) => {
      const b = window.bench;
      const actions = b.review_setup(index, n);
      if (!actions) throw new Error(`match ${n} was not played`);
      const t = performance.now();
      const decisions = b.review_run();
      return { actions, decisions, ms: performance.now() - t };
    }, { index, n }));
  }
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  results[game] = {
    matches: runs.length,
    decisions: runs.map((r) => r.decisions),
    median_ms: Math.round(times[Math.floor(times.length / 2)]),
    slowest_ms: Math.round(times.at(-1)),
  };
}
console.log(JSON.stringify({ browser: `Chromium ${browser.version()}`, ...results }, null, 1));
await browser.close();
