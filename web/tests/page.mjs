// What the browser tests share: Chromium launched as they need it (WebGL2 by SwiftShader),
// a page's start awaited, and a player's hands on a page drawn a few frames a second.
import fs from "node:fs";
import { chromium } from "playwright-core";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a test's `main`: its checks print as they pass; the first failure ends it with
 *  "not ok" and exit status 1. */
export function runTest(main) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`not ok - ${error.message}`);
      process.exit(1);
    },
  );
}

/** Removes a scratch folder (a browser profile, a server's data) once a test is done with
 *  it. A browser's helper processes may still be writing there a moment after its context
 *  closed (ENOTEMPTY): it is tried again for two seconds, and a folder left in the system's
 *  temporary directory is said, not a failure of the test. */
export function removeScratch(folder) {
  try {
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.log(`  (left ${folder}: ${error.message})`);
  }
}

export function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok - ${message}`);
}

/** Debian's Chromium with a profile of its own, drawing WebGL2 by SwiftShader. */
export function launch(profile, options = {}) {
  return chromium.launchPersistentContext(profile, {
    viewport: { width: 1280, height: 720 },
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-quic",
      "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist",
    ],
    ...options,
  });
}

/** Waits until the page's module has started (or failed to): whether it started. */
export async function started(page) {
  await page.waitForSelector("#cover.gone, #cover.failed", {
    state: "attached",
    timeout: Number(process.env.START_TIMEOUT_MS ?? 240_000),
  });
  return !(await page.$("#cover.failed"));
}

/**
 * A player's hands on `page`. The game reads input and draws once per animation frame of the
 * page; with software rendering that is a few frames a second, so every input is held over
 * whole frames.
 */
export function hands(page) {
  const frames = (n) =>
    page.evaluate(
      (n) => new Promise((resolve) => {
        const next = () => (n-- <= 0 ? resolve() : requestAnimationFrame(next));
        next();
      }),
      n,
    );
  // The game's clock advances by each frame's time but at most 250 ms a frame (Bevy's
  // virtual time), so on slow frames its seconds are longer than the wall clock's.
  const gameWait = (ms) =>
    page.evaluate(
      (ms) => new Promise((resolve) => {
        let last = performance.now();
        let run = 0;
        const next = (now) => {
          run += Math.min(now - last, 250);
          last = now;
          if (run >= ms) resolve();
          else requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
      ms,
    );
  // A click as a player makes it: the pointer moves there, then a quick press and release.
  // (egui takes a press held longer than 0.8 s for a long press, not a click: at one or
  // two frames a second the press and its release must come between the same two frames.)
  const click = async (x, y, wait = 1000) => {
    await page.mouse.move(x, y);
    await frames(2);
    await page.mouse.down();
    await page.mouse.up();
    await gameWait(wait);
  };
  // A quick key tap (the game holds a key tapped within one frame for a frame).
  const press = async (key) => {
    await page.keyboard.press(key);
    await frames(2);
  };
  return { frames, gameWait, click, press };
}
