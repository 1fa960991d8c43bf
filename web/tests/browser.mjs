// The browser test: serves web/dist on localhost, opens it in Debian's Chromium (WebGL2 by
// SwiftShader) through playwright-core, and plays the opening of a Code Breaker game against
// the computer: the page loads with no console error, the title screen is drawn, clicks
// start the game, and four guesses are entered and answered with key pegs: with the mouse,
// the keyboard, touch taps and a gamepad. Then each of the other three games is started and
// makes its first move from the keyboard (Code Knacker also fetches its book of turn values).
// The site is served by web/serve.mjs, as web/serve.sh serves it (precompressed files).
// Screenshots go to web/tests/shots/. Run: (cd web && npm test) after web/build.sh.
import { PNG } from "pngjs";
import { check, hands, launch, removeScratch, sleep, started } from "./page.mjs";
import { serve } from "../serve.mjs";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(here, "..", "dist");
const shots = path.join(here, "shots");
/** How many distinct colours a PNG shows, sampled on a grid (a blank page shows one). */
function colours(png) {
  const image = PNG.sync.read(png);
  const seen = new Set();
  for (let y = 0; y < image.height; y += 8) {
    for (let x = 0; x < image.width; x += 8) {
      const i = (y * image.width + x) * 4;
      seen.add((image.data[i] << 16) | (image.data[i + 1] << 8) | image.data[i + 2]);
    }
  }
  return seen.size;
}

// The browser's Gamepad API with one pad plugged in (the standard mapping), whose buttons
// the test holds down: the game reads it as it reads a real pad, by polling getGamepads().
const BUTTON_A = 0;
const BUTTON_Y = 3;
const DPAD_UP = 12;
function fakeGamepad() {
  const buttons = Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 }));
  const gamepad = {
    id: "Test pad (STANDARD GAMEPAD Vendor: 045e Product: 028e)",
    index: 0, connected: true, mapping: "standard", timestamp: 0,
    axes: [0, 0, 0, 0], buttons,
  };
  window.testGamepad = {
    hold(button, down) {
      Object.assign(buttons[button], { pressed: down, touched: down, value: down ? 1 : 0 });
      gamepad.timestamp = performance.now();
    },
  };
  Navigator.prototype.getGamepads = () => [gamepad, null, null, null];
}


async function main() {
  if (!fs.existsSync(path.join(site, "index.html"))) throw new Error("web/dist is empty: run web/build.sh");
  fs.mkdirSync(shots, { recursive: true });
  const server = await serve(site);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const profile = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "codebreakers-chromium-"));
  const browser = await launch(profile, { hasTouch: true });
  // Without WebGL2 (3D APIs off): the page says so plainly, with no console error.
  {
    const plainProfile = fs.mkdtempSync(`${profile}-plain`);
    const plain = await launch(plainProfile, {
      args: ["--no-sandbox", "--no-first-run", "--disable-background-networking", "--disable-3d-apis"],
    });
    try {
      const page = await plain.newPage();
      const errors = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await page.goto(url);
      await page.waitForSelector("#cover.failed", { timeout: 30_000 });
      await page.screenshot({ path: path.join(shots, "0-no-webgl2.png") });
      const message = await page.innerText("#status");
      check(/needs WebGL2/.test(message) && errors.length === 0, `without WebGL2 the page says: "${message}"`);
    } finally {
      await plain.close();
      removeScratch(plainProfile);
    }
  }
  const errors = [];
  const lines = [];
  let page;
  try {
    page = await browser.newPage();
    await page.addInitScript(fakeGamepad);
    page.on("console", (message) => {
      const text = message.text();
      lines.push(text);
      if (message.type() === "error") errors.push(text);
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    const shot = async (name) => {
      const file = path.join(shots, `${name}.png`);
      const png = await page.screenshot({ path: file });
      console.log(`  screenshot ${file}`);
      return png;
    };

    await page.goto(url);
    check((await page.title()) === "Code Breakers", "the page is titled Code Breakers");
    check(
      await page.evaluate(() => !!document.createElement("canvas").getContext("webgl2")),
      "the browser offers WebGL2",
    );
    const ok = await started(page);
    check(ok, `the WASM downloaded and started${ok ? "" : `: ${await page.innerText("#cover")}`}`);
    await sleep(5000);
    const title = await shot("1-title");
    check(colours(title) > 20, "the title screen is drawn (not a blank page)");

    const { frames, gameWait, click, press } = hands(page);
    const perSecond = await page.evaluate(() => new Promise((resolve) => {
      let count = 0;
      const start = performance.now();
      const next = (now) => (now - start >= 2000 ? resolve(count / 2) : (count++, requestAnimationFrame(next)));
      requestAnimationFrame(next);
    }));
    console.log(`  the page draws ${perSecond} frames a second`);

    // A touch tap: finger down and up at once, as a quick tap.
    const tap = async (x, y, wait = 1000) => {
      await page.touchscreen.tap(x, y);
      await gameWait(wait);
    };
    // The gamepad (see fakeGamepad): buttons of the standard mapping.
    const pad = async (button) => {
      await page.evaluate((b) => window.testGamepad.hold(b, true), button);
      await frames(3);
      await page.evaluate((b) => window.testGamepad.hold(b, false), button);
      await frames(3);
    };
    const answered = async (row) => {
      const pattern = new RegExp(`Row ${row}: .* black, \\d white`);
      const find = () => lines.find((line) => pattern.test(line));
      for (let waited = 0; !find() && waited < 60_000; waited += 500) await sleep(500);
      const line = find()?.replace(/.*Row/, "Row").replace(/ color:.*/, "");
      return line;
    };

    // Title: Play. Choose a game: Code Breaker's Set up. Set up (Player 1 against the
    // computer): the computer makes the first code, Start.
    // Play stands below the room Continue takes (empty before a match is saved).
    await click(640, 398);
    await shot("2-choose");
    await click(925, 102);
    // A game's first start offers its lesson: set up a match instead.
    await shot("2-lesson-offer");
    await click(640, 441);
    await click(650, 366, 500); // "Computer" makes the first code
    await shot("3-setup");
    await click(750, 438, 4000);
    await shot("4-table");

    // Row 1 with the mouse: five colours of the palette (each fills the next hole), Submit row.
    const palette = (i) => [924, 124 + 54 * i];
    for (const i of [0, 1, 2, 3, 4]) await click(...palette(i));
    await shot("5-guess");
    await click(70, 431, 500);
    let line = await answered(1);
    await gameWait(2000);
    await shot("6-answered");
    check(line, `a guess entered with the mouse is answered with key pegs: "${line}"`);

    // Row 2 with the keyboard: number keys place colours 2 to 6, Enter submits.
    // The row is seen full before Enter: at 3-4 frames a second the last colour and Enter
    // can otherwise fall into one frame, and the row is then submitted one peg short.
    for (const key of ["2", "3", "4", "5", "6"]) await press(key);
    await gameWait(600);
    await press("Enter");
    line = await answered(2);
    check(line, `a guess typed on the keyboard is answered: "${line}"`);
    await gameWait(2000);

    // Row 3 by touch: taps on colours 3 to 7, then on Submit row.
    for (const i of [2, 3, 4, 5, 6]) await tap(...palette(i));
    await tap(70, 431, 500);
    line = await answered(3);
    check(line, `a guess tapped on a touch screen is answered: "${line}"`);
    await gameWait(2000);

    // Row 4 with the gamepad: A places the chosen colour, d-pad up chooses the one before,
    // Y submits. Five colours in falling order: unlike the rising rows before (the standard
    // game refuses a guess made twice).
    for (let i = 0; i < 5; i++) {
      await pad(BUTTON_A);
      await pad(DPAD_UP);
    }
    await pad(BUTTON_Y);
    line = await answered(4);
    await gameWait(2000);
    await shot("7-four-rows");
    check(line, `a guess made with a gamepad is answered: "${line}"`);

    // Nothing is lost: the page reloaded, the title offers Continue (above Play), and
    // the match comes back with its five moves (the code and four rows).
    await page.reload({ waitUntil: "load" });
    await started(page);
    await sleep(5000);
    await frames(3);
    await shot("7b-reloaded-title");
    await click(640, 303, 3000);
    const resumed = lines.find((text) => /Resumed Code Breaker where it was left: \d+ moves/.test(text));
    const moves = Number(resumed?.match(/left: (\d+) moves/)?.[1]);
    await shot("7c-continued");
    check(moves === 5, `after a reload, Continue brings the match back with its 5 moves: "${resumed}"`);

    // Every other game starts in the browser and takes its first action from the keyboard:
    // the pause menu's Quit to title, Play, the game's Set up, Start (Player 1 against the
    // computer), then the key of the game's first move until the game's public log tells it.
    const others = [
      { name: "Code Knacker", setUp: [925, 232], start: [750, 376], key: "r", done: /Rolled (\d|chip)/ },
      // Crack It's setup says why King of Thieves takes 2 to 4 (two lines): Start is lower.
      { name: "Crack It", setUp: [925, 362], start: [750, 489], key: "Enter", done: /Player 1 lays out a combination/ },
      { name: "Passcode", setUp: [925, 492], start: [750, 454], key: "Enter", done: /Player 1 draws( the [^.]+)?\.|Player 1 takes the/ },
    ];
    for (const [i, game] of others.entries()) {
      await press("Escape");
      await gameWait(500);
      await click(640, 465);
      // Play, below Continue and the line saying what it continues (an unfinished match
      // is saved).
      await click(640, 398);
      // The lesson offer takes clicks 0.4 s (the wall clock's) after it is first drawn: on
      // a loaded machine at a frame or two a second that is well after the Set up's click.
      await click(...game.setUp, 2000);
      await click(640, 441, 2000); // the first start's lesson offer: set up a match
      await click(...game.start, 3000);
      await shot(`${8 + i}-${game.name.toLowerCase().replace(" ", "-")}`);
      const seen = lines.length;
      const find = () => lines.slice(seen).find((text) => game.done.test(text));
      for (let waited = 0; !find() && waited < 120_000; waited += 2000) {
        await press(game.key);
        await gameWait(2000);
      }
      const move = find()?.replace(/.*table[^ ]* /, "").replace(/ color:.*/, "");
      await shot(`${8 + i}-${game.name.toLowerCase().replace(" ", "-")}-played`);
      check(move, `${game.name} starts and takes a key: "${move}"`);
    }
    // The Code Breaker lesson: Learn on the game choice; a note read with Enter; the code
    // it teaches typed with the keys; the scripted computer's first row answered.
    await press("Escape");
    await gameWait(500);
    await click(640, 465);
    await click(640, 398);
    await click(925, 153, 3000);
    await shot("12-lesson");
    const seenLesson = lines.length;
    await press("Enter");
    await gameWait(1000);
    for (const key of ["3", "5", "4", "6", "1", "Enter"]) {
      await press(key);
      await gameWait(300);
    }
    await gameWait(2000);
    await press("Enter");
    const scripted = () =>
      lines.slice(seenLesson).find((text) => /Row 1: black, white, red, blue, green - 0 black, 4 white/.test(text));
    for (let waited = 0; !scripted() && waited < 60_000; waited += 1000) await gameWait(1000);
    await shot("13-lesson-answered");
    check(scripted(), `the Code Breaker lesson takes its taught code by keys and its computer plays the script`);
    check(errors.length === 0, `no console error${errors.length ? `: ${errors.join(" | ")}` : ""}`);
  } catch (error) {
    console.error(`console of the page (last lines):\n  ${lines.slice(-25).join("\n  ")}`);
    await page?.screenshot({ path: path.join(shots, "failure.png") }).catch(() => {});
    throw error;
  } finally {
    await browser.close();
    server.close();
    removeScratch(profile);
  }
}

main().catch((error) => {
  console.error(`not ok - ${error.message}`);
  process.exit(1);
});
