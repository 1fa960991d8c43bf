// The browser build in a hand: Chromium's device emulation (a mobile viewport, touch, no
// mouse) as a phone held upright, the phone on its side and a tablet held upright. On each,
// games are started and moves made with a finger only: taps on buttons and pieces, and a
// finger dragged across the table (touch start, moves, end, as a hand makes them). Upright,
// the phone also goes through the menus by taps and takes the lesson's first steps.
// Screenshots go to web/tests/shots/device-*.png. Run: (cd web && node tests/devices.mjs)
// after web/build.sh. Where things are was found on screenshots at these sizes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { check, hands, launch, started } from "./page.mjs";
import { serve } from "../serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(here, "..", "dist");
const shots = path.join(here, "shots");

/** A device: its viewport and what is played on it. (A pixel ratio of 1 keeps SwiftShader's
 *  frames affordable; the game lays out in CSS pixels, so taps land where they would.) */
const device = (name, width, height) => ({
  name,
  options: { viewport: { width, height }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
});

/** A finger on `page`, and the console lines the game logs (its public log among them). */
function finger(page, lines) {
  const { frames, gameWait } = hands(page);
  let cdp;
  const touch = async (type, points) => {
    cdp ??= await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  };
  return {
    gameWait,
    /** A quick tap: down and up between two frames. */
    tap: async (x, y, wait = 1000) => {
      await page.touchscreen.tap(x, y);
      await gameWait(wait);
    },
    /** A finger laid on (x0, y0), drawn to (x1, y1) over a few frames, and lifted. */
    drag: async ([x0, y0], [x1, y1], wait = 1500) => {
      await touch("touchStart", [{ x: x0, y: y0 }]);
      await frames(2);
      const steps = 6;
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        await touch("touchMove", [{ x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t }]);
        await frames(1);
      }
      await frames(2);
      await touch("touchEnd", []);
      await gameWait(wait);
    },
    /** Waits until a console line after the `since`-th matches `pattern`: the line, or none. */
    told: async (pattern, since, ms = 60_000) => {
      const find = () => lines.slice(since).find((text) => pattern.test(text));
      for (let waited = 0; !find() && waited < ms; waited += 500) await gameWait(500);
      return find()?.replace(/.*table[^ ]* /, "").replace(/ color:.*/, "");
    },
  };
}

/** Opens `address` of the site on the device, runs `play` with a finger, and checks that no
 *  console error came. */
async function onDevice(url, profile, { name, options }, address, play) {
  const context = await launch(path.join(profile, name), options);
  const lines = [];
  const errors = [];
  let page;
  try {
    page = await context.newPage();
    page.on("console", (message) => {
      lines.push(message.text());
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(new URL(address, url).href);
    check(await started(page), `${name}: the game starts at ${address}`);
    const hand = finger(page, lines);
    await hand.gameWait(3000);
    const shot = (what) => page.screenshot({ path: path.join(shots, `device-${name}-${what}.png`) });
    await play(hand, shot, lines);
    check(errors.length === 0, `${name}: no console error${errors.length ? `: ${errors.join(" | ")}` : ""}`);
  } catch (error) {
    console.error(`console of the page (last lines):\n  ${lines.slice(-25).join("\n  ")}`);
    await page?.screenshot({ path: path.join(shots, `device-${name}-failure.png`) }).catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}

const PHONE = device("phone", 390, 844);
const PHONE_ON_ITS_SIDE = device("phone-landscape", 844, 390);
const TABLET = device("tablet", 820, 1180);

/** Where things are, in CSS pixels of each device (found on screenshots of these sizes). */
const AT = {
  phone: {
    play: [198, 384],
    codeBreakerSetUp: [90, 212],
    lessonOfferSetUp: [198, 510],
    firstCodeByPlayer1: [0, 0],
    start: [0, 0],
    /** The finger palette in the sheet: colour i (0 to 7), four abreast in two rows. */
    colour: (i) => [56 + 88 * (i % 4), 0 + 0 * Math.floor(i / 4)],
    hideCode: [0, 0],
    lessonContinue: [0, 0],
    roll: [0, 0],
    layDown: [0, 0],
  },
};

/** The public log's lines the moves leave, in English. */
const TOLD = {
  codeHidden: /Player 1 hides a code behind the shield/,
  rolled: /Rolled /,
  covers: /A \d covers a digit of /,
  arranged: /Player 1 lays out a combination/,
  draws: /Player 1 draws\./,
  lessonRow: /Row 1: black, white, red, blue, green - 0 black, 4 white/,
};

/** Waits for the log to tell `what` (after line `since`), and checks it was told. */
async function expect(hand, device, what, pattern, since) {
  const line = await hand.told(pattern, since);
  check(line, `${device}: ${what}: "${line}"`);
}

async function main() {
  if (!fs.existsSync(path.join(site, "index.html"))) throw new Error("web/dist is empty: run web/build.sh");
  fs.mkdirSync(shots, { recursive: true });
  const server = await serve(site);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const profile = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "codebreakers-devices-"));
  try {
    await onDevice(url, profile, PHONE, "/", async (hand, shot) => {
      await shot("title");
    });
  } finally {
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`not ok - ${error.message}`);
    process.exit(1);
  },
);
