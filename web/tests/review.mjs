// The review worker (web/review-worker.js running review.wasm, crates/review-worker): a
// finished match's save posted to it, as the game posts it, comes back reviewed exactly as
// `codebreakers-cli review` reviews it natively, while the page's thread goes on (the worker
// judges off it). A Code Breaker match (rows judged by exact search) and a
// Crack It match (searched chances), each between the easy and the hard player. Then the
// game itself: a Code Breaker match of computers played to its results, whose review the
// game has made in the worker.
// Run after web/build.sh and a release build of codebreakers-cli: node tests/review.mjs
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { check, launch, removeScratch, runTest, sleep, started } from "./page.mjs";
import { serve } from "../serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(here, "..", "dist");
const target = process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache/codebreakers/target");
const cli = process.env.CODEBREAKERS_CLI ?? path.join(target, "release", "codebreakers-cli");

/** A match between the easy and the hard player, saved; its save and the CLI's review. */
function match(game, seed, scratch) {
  const file = path.join(scratch, `${game}-${seed}.json`);
  execFileSync(cli, ["play", game, "--seats", "easy,hard", "--seed", String(seed), "--save", file]);
  const review = JSON.parse(execFileSync(cli, ["review", file], { maxBuffer: 64 << 20 }).toString());
  return { save: fs.readFileSync(file, "utf8"), review };
}

/** In the page: the save reviewed by a worker, the time it took, and meanwhile the longest
 *  wait between two frames and between two ticks of a 50 ms timer on the page's thread.
 *  The timer tells whether the page's thread was free: a frame also waits on the renderer
 *  (SwiftShader, on the processors), which a loaded machine starves for seconds. */
function reviewedInTheWorker(save) {
  return new Promise((resolve) => {
    const worker = new Worker("review-worker.js");
    const began = performance.now();
    let last = began;
    let longest = 0;
    let progress = 0;
    let waiting = true;
    const frame = (now) => {
      longest = Math.max(longest, now - last);
      last = now;
      if (waiting) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    let lastTick = began;
    let longestTick = 0;
    const ticked = () => {
      const now = performance.now();
      longestTick = Math.max(longestTick, now - lastTick);
      lastTick = now;
    };
    const timer = setInterval(ticked, 50);
    const end = () => {
      waiting = false;
      clearInterval(timer);
      ticked();
    };
    worker.onmessage = ({ data }) => {
      if (data.progress) {
        progress += 1;
        return;
      }
      end();
      worker.terminate();
      resolve({ ...data, seconds: (performance.now() - began) / 1000, longest, longestTick, progress });
    };
    worker.onerror = (error) => {
      end();
      resolve({ failed: `the worker did not run: ${error.message}`, longest, longestTick, progress });
    };
    worker.postMessage(save);
  });
}

async function main() {
  if (!fs.existsSync(path.join(site, "review.wasm"))) throw new Error("web/dist has no review.wasm: run web/build.sh");
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "codebreakers-review-"));
  const server = await serve(site);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "codebreakers-chromium-"));
  const browser = await launch(profile);
  try {
    const page = await browser.newPage();
    // A page of the site (same origin as the worker), without the game.
    await page.goto(`http://127.0.0.1:${server.address().port}/favicon.svg`);
    for (const [game, seed] of [["code-breaker", 3], ["crack-it", 3]]) {
      const { save, review } = match(game, seed, scratch);
      const answer = await page.evaluate(reviewedInTheWorker, save);
      check(answer.review !== undefined, `${game}: the worker answers with a review${answer.failed ? ` (failed: ${answer.failed})` : ""}`);
      const made = JSON.parse(answer.review);
      console.log(`  ${game}: ${made.decisions.length} decisions in ${answer.seconds.toFixed(2)} s; ` +
        `${answer.progress} progress messages; longest wait between frames ${answer.longest.toFixed(0)} ms, ` +
        `between the page's timer ticks ${answer.longestTick.toFixed(0)} ms`);
      check(made.decisions.length === review.decisions.length && made.decisions.length > 0,
        `${game}: as many decisions judged as natively (${review.decisions.length})`);
      const differing = made.decisions.filter((d, i) => {
        const n = review.decisions[i];
        return d.index !== n.index || d.seat !== n.seat || d.label !== n.label ||
          JSON.stringify(d.best) !== JSON.stringify(n.best) || Math.abs(d.loss - n.loss) > 1e-9;
      });
      check(differing.length === 0, `${game}: each decision judged as natively (seat, best, loss, label)`);
      check(JSON.stringify(made.seats.map((s) => s.labels)) === JSON.stringify(review.seats.map((s) => s.labels)),
        `${game}: each seat's labels counted as natively`);
      // The page's thread is free while the worker judges: its timer goes on ticking (a
      // review on the page's thread would hold it for the whole review, seconds).
      check(answer.longestTick < 1000, `${game}: the page's thread went on while the worker judged`);
    }
    // The game: its review made in the worker once the results open.
    const game = await browser.newPage();
    await game.addInitScript(() => {
      localStorage.setItem("codebreakers.settings", JSON.stringify({ animation_speed: "off" }));
    });
    const lines = [];
    game.on("console", (message) => lines.push(message.text()));
    await game.goto(`http://127.0.0.1:${server.address().port}/?play=code-breaker:easy,hard&seed=3`);
    check(await started(game), "the game starts");
    const began = Date.now();
    while (Date.now() - began < 180000 && !lines.some((l) => l.includes("reviewed:"))) await sleep(500);
    check(lines.some((l) => l.includes("reviewed:")), "the game reviews the match at its results");
    check(lines.some((l) => l.includes("the review is made in a worker")) &&
      !lines.some((l) => l.includes("made on the page")), "the game made its review in the worker");
  } finally {
    await browser.close();
    server.close();
    removeScratch(scratch);
  }
}

runTest(main);
