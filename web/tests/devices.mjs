// The browser build in a hand: Chromium's device emulation (a mobile viewport, touch, no
// mouse) as a phone held upright, the phone on its side and a tablet held upright. On each,
// games are started and moves made with a finger only: taps on buttons and pieces, and a
// finger dragged across the table (touch start, moves, end, as a hand makes them), and a
// tap on the felt beside a small piece that takes it (the finger's reach). Upright, the phone
// also goes through the menus by taps, fills and empties a hole of Code Breaker's row and
// chooses the safe a Code Knacker die covers by the sheet's buttons, and takes the lesson's
// first steps.
// Pixel ratios: the phone held upright plays each game at a ratio of 3 (as phones have 2 or
// 3), its places found at a ratio of 1; a desktop page (1280x720, the mouse; at a ratio of 1
// its browser prefers reduced motion, and the first start turns animations off) opens the title
// and the game choice at a ratio of 2. Their screens are compared, in CSS pixels, with the same
// screens at a ratio of 1 (the same widgets at the same places), and the canvas must be drawn
// at the device's pixels (CSS size times the ratio).
// Screenshots go to web/tests/shots/device-*.png. Run: (cd web && node tests/devices.mjs)
// after web/build.sh. Where things are was found on screenshots at these sizes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";
import { check, hands, launch, removeScratch, runTest, started } from "./page.mjs";
import { serve } from "../serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(here, "..", "dist");
const shots = path.join(here, "shots");

/** A device: its viewport, its pixel ratio (device pixels a CSS pixel) and what is played
 *  on it; `layout` names the screens it shares with a device of another ratio. The game lays
 *  out in CSS pixels, so taps land where they do at a ratio of 1. (At a ratio of 3
 *  SwiftShader draws nine times the pixels: the phone on its side and the tablet keep 1.) */
const device = (name, width, height, { ratio = 1, touch = true, layout = name } = {}) => ({
  name,
  ratio,
  layout,
  options: { viewport: { width, height }, deviceScaleFactor: ratio, isMobile: touch, hasTouch: touch },
});

/** The screens seen at a pixel ratio of 1, by layout and name: what other ratios must show. */
const looks = new Map();

/** How much of a screenshot differs from a reference of the same CSS size: the share of its
 *  8x8 cells whose mean colour differs by more than 24 (of 255) in a channel from that of
 *  every cell of the reference up to 4 pixels away (words drawn at another ratio are sharper
 *  and may sit a pixel or two off; a widget elsewhere differs); and the screenshot with those
 *  cells marked in red. Laid out alike: well under 1 % of the cells; a table framed 10 pixels
 *  lower, a few %; a screen drawn twice as large, about half. */
function lookDifference(reference, seen) {
  const [a, b] = [PNG.sync.read(reference), PNG.sync.read(seen)];
  if (a.width !== b.width || a.height !== b.height) return { share: 1, marked: seen };
  const { width, height } = a;
  const cell = 8;
  const reach = 4;
  // The reference's channels summed from the top-left corner: any cell's mean at once.
  const sums = [0, 1, 2].map((c) => {
    const table = new Float64Array((width + 1) * (height + 1));
    for (let y = 0; y < height; y++) {
      let row = 0;
      for (let x = 0; x < width; x++) {
        row += a.data[(y * width + x) * 4 + c];
        table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1] + row;
      }
    }
    return table;
  });
  const mean = (table, x, y) =>
    (table[(y + cell) * (width + 1) + x + cell] - table[y * (width + 1) + x + cell] -
      table[(y + cell) * (width + 1) + x] + table[y * (width + 1) + x]) / (cell * cell);
  let cells = 0;
  let differ = 0;
  for (let y0 = 0; y0 + cell <= height; y0 += cell) {
    for (let x0 = 0; x0 + cell <= width; x0 += cell) {
      const own = [0, 0, 0];
      for (let y = y0; y < y0 + cell; y++) {
        for (let x = x0; x < x0 + cell; x++) {
          for (let c = 0; c < 3; c++) own[c] += b.data[(y * width + x) * 4 + c] / (cell * cell);
        }
      }
      let nearest = Infinity;
      for (let dy = -reach; dy <= reach && nearest > 24; dy++) {
        for (let dx = -reach; dx <= reach && nearest > 24; dx++) {
          const [x, y] = [x0 + dx, y0 + dy];
          if (x < 0 || y < 0 || x + cell > width || y + cell > height) continue;
          const off = Math.max(...[0, 1, 2].map((c) => Math.abs(own[c] - mean(sums[c], x, y))));
          nearest = Math.min(nearest, off);
        }
      }
      cells++;
      if (nearest <= 24) continue;
      differ++;
      for (let y = y0; y < y0 + cell; y++) {
        for (let x = x0; x < x0 + cell; x++) {
          const i = (y * width + x) * 4;
          b.data[i] = 255;
          b.data[i + 1] >>= 1;
          b.data[i + 2] >>= 1;
        }
      }
    }
  }
  return { share: differ / cells, marked: PNG.sync.write(b) };
}

/** The screen `what` in CSS pixels: at a ratio of 1 kept as its layout's reference; at another
 *  ratio checked against that (under 1 % of its cells differ), the differing cells marked in
 *  web/tests/shots/device-NAME-WHAT-against-ratio-1.png. */
async function sameLook(page, { name, ratio, layout }, what) {
  // Once still: the camera eases to a table's pieces over some frames, fewer a second at a
  // higher ratio; a screen is taken when it shows what it showed a second before.
  const { gameWait } = hands(page);
  let seen = await page.screenshot({ scale: "css" });
  for (let tries = 0; tries < 20; tries++) {
    await gameWait(1000);
    const again = await page.screenshot({ scale: "css" });
    const still = lookDifference(seen, again).share === 0;
    seen = again;
    if (still) break;
  }
  const key = `${layout}-${what}`;
  if (ratio === 1) {
    looks.set(key, seen);
    return;
  }
  const reference = looks.get(key);
  if (!reference) throw new Error(`no screen ${key} at a pixel ratio of 1 to compare with`);
  const { share, marked } = lookDifference(reference, seen);
  fs.writeFileSync(path.join(shots, `device-${name}-${what}-against-ratio-1.png`), marked);
  const percent = (share * 100).toFixed(2);
  check(share < 0.01, `${name}: ${what} at a pixel ratio of ${ratio} is laid out as at 1 (${percent} % of it differs)`);
}

/** A finger on `page`, and the console lines the game logs (its public log among them). */
function finger(page, lines) {
  const { frames, gameWait } = hands(page);
  let cdp;
  const touch = async (type, points) => {
    cdp ??= await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  };
  return {
    page,
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
    /** A tap at (x, y) until a console line after the `since`-th matches `pattern`, at most
     *  `tries` taps `ms` apart: the first tap of a page's first seconds can be lost where the
     *  machine is loaded (seen once in CI, the screen then as expected). The line, or none. */
    tapUntilTold: async (x, y, pattern, since, tries = 3, ms = 20_000) => {
      for (let tap = 0; tap < tries; tap++) {
        await page.touchscreen.tap(x, y);
        for (let waited = 0; waited < ms; waited += 500) {
          const line = lines.slice(since).find((text) => pattern.test(text));
          if (line) return line.replace(/.*table[^ ]* /, "").replace(/ color:.*/, "");
          await gameWait(500);
        }
        console.log(`  (tap ${tap + 1} at ${x},${y} told nothing matching ${pattern})`);
      }
      return undefined;
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
let runs = 0;
async function onDevice(url, profile, { name, ratio, options }, address, play) {
  const context = await launch(path.join(profile, `${name}-${runs++}`), options);
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
    // The game draws at the device's pixels: its canvas is its CSS size times the ratio.
    const canvas = await page.evaluate(() => {
      const game = document.getElementById("game");
      const box = game.getBoundingClientRect();
      return { width: game.width, height: game.height, css: [box.width, box.height], ratio: devicePixelRatio };
    });
    const [cssWidth, cssHeight] = canvas.css;
    check(
      canvas.ratio === ratio &&
        Math.abs(canvas.width - cssWidth * ratio) <= 1 && Math.abs(canvas.height - cssHeight * ratio) <= 1,
      `${name}: the canvas is drawn at ${canvas.width}x${canvas.height} pixels for ${cssWidth}x${cssHeight} CSS pixels at a pixel ratio of ${canvas.ratio}`,
    );
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

const PHONE = device("phone", 390, 844, { ratio: 3 });
const PHONE_AT_1 = device("phone-ratio-1", 390, 844, { layout: "phone" });
const PHONE_ON_ITS_SIDE = device("phone-landscape", 844, 390);
const TABLET = device("tablet", 820, 1180);
const DESKTOP = device("desktop", 1280, 720, { ratio: 2, touch: false });
const DESKTOP_AT_1 = device("desktop-ratio-1", 1280, 720, { touch: false, layout: "desktop" });
// This one's browser asks for less motion: the first start turns the animations off.
DESKTOP_AT_1.options.reducedMotion = "reduce";

/** Where things are, in CSS pixels of each device (found on screenshots of these sizes;
 *  the matches are seeded, so their deals and rolls are the same at every run). */
const AT = {
  phone: {
    play: [198, 476],
    codeBreakerSetUp: [90, 212],
    lessonOfferSetUp: [198, 510],
    firstCodeByPlayer1: [222, 412],
    start: [300, 556],
    /** The sheet's row of holes being filled: hole i (0 to 4). */
    hole: (i) => [47 + 74 * i, 566],
    /** The finger palette in the sheet: colour i (0 black, 1 white, 2 red, 3 blue,
     *  4 green, 5 yellow, 6 pink, 7 orange), four abreast in two rows. */
    colour: (i) => [55 + 93 * (i % 4), 619 + 54 * Math.floor(i / 4)],
    hideCode: [62, 727],
    /** Code Breaker's tray on the table: its red peg, and the code's first hole. */
    redPeg: [270, 148],
    firstHole: [48, 77],
    roll: [38, 601],
    /** Code Knacker's roll of seed 3: a microchip (the second die), the tray, a 5 (the
     *  fourth die: three safes show a 5) and, once it is picked up, the sheet's button of
     *  the first safe it may cover. */
    microchip: [121, 164],
    tray: [165, 255],
    five: [210, 164],
    firstSafeToCover: [90, 655],
    /** Crack It's combination on your safe, by place, and Lay down in the sheet. */
    combination: (i) => [82 + 50 * i, 231],
    layDown: [71, 680],
    /** Passcode: a point of the felt left of the draw pile, 16 pixels from its edge. */
    besideThePile: [73, 363],
  },
  landscape: {
    redPeg: [640, 129],
    firstHole: [411, 57],
    colour: (i) => [640, 70 + 29.4 * i],
    hideCode: [66, 163],
    combination: (i) => [331 + 50 * i, 326],
    layDown: [72, 231],
  },
  desktop: {
    play: [640, 398],
  },
  tablet: {
    pile: [282, 516],
    hand: [486, 516],
    roll: [54, 812],
    microchip: [300, 226],
    tray: [368, 370],
  },
};

/** The public log's lines the moves leave, in English. */
const TOLD = {
  codeHidden: /Player 1 hides a code behind the shield/,
  rolled: /Rolled /,
  chipAside: /A microchip is set aside/,
  fiveCovers: /A 5 covers a digit of 34455/,
  arranged: /Player 1 lays out a combination/,
  draws: /Player 1 draws( the [^.]+)?\./,
  lessonRow: /Row 1: black, white, red, blue, green - 0 black, 4 white/,
};

/** Waits for the log to tell `what` (after line `since`), and checks it was told. */
async function expect(hand, device, what, pattern, since) {
  const line = await hand.told(pattern, since);
  check(line, `${device}: ${what}: "${line}"`);
}

/** Waits for Code Knacker's book, which the device works out at a first Code Knacker table
 *  (web/book-worker.js): a minute of one core, in which a loaded test machine drops taps. */
async function bookWorkedOut(hand, device) {
  const line = await hand.told(/Code Knacker book of turn values: \d+ positions/, 0, 300_000);
  check(line, `${device}: Code Knacker's book is worked out on the device first: "${line}"`);
}

/** Where the lesson's green Continue button is on `page` (its fill, found on a
 *  screenshot: the card's words change its height), or none. */
async function continueButton(page) {
  const image = PNG.sync.read(await page.screenshot({ scale: "css" }));
  let box = null;
  for (let y = 0; y < image.height; y += 2) {
    for (let x = 0; x < image.width; x += 2) {
      const i = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[i], image.data[i + 1], image.data[i + 2]];
      if (Math.abs(r - 0x2f) <= 2 && Math.abs(g - 0x6b) <= 2 && Math.abs(b - 0x3a) <= 2) {
        box = box ?? { left: x, right: x, top: y, bottom: y };
        box = {
          left: Math.min(box.left, x), right: Math.max(box.right, x),
          top: Math.min(box.top, y), bottom: Math.max(box.bottom, y),
        };
      }
    }
  }
  return box && [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
}

/** Code Breaker's code (red, green, blue, yellow, black: what the lesson teaches) hidden
 *  by a finger: the red peg dragged from the tray into the first hole (or, `tapsOnly`,
 *  tapped), the rest tapped, then Hide code. */
async function hideACode(hand, at, lines, device, tapsOnly = false) {
  const since = lines.length;
  if (tapsOnly) await hand.tap(...at.colour(2), 600);
  else await hand.drag(at.redPeg, at.firstHole);
  for (const colour of [4, 3, 5, 0]) await hand.tap(...at.colour(colour), 600);
  await hand.tap(...at.hideCode, 1500);
  const how = tapsOnly ? "taps" : "a finger drag and taps";
  await expect(hand, device, `a code is hidden by ${how}`, TOLD.codeHidden, since);
}

/** Code Breaker's code hidden upright by the sheet: the row filled by the palette, its
 *  first hole tapped twice (the next to fill, then emptied) so Hide code is refused with a
 *  hole open, then that hole filled by the red peg dragged from the table's tray. */
async function hideACodeByTheRow(hand, at, lines) {
  for (const colour of [2, 4, 3, 5, 0]) await hand.tap(...at.colour(colour), 600);
  await hand.tap(...at.hole(0), 600);
  await hand.tap(...at.hole(0), 600);
  let since = lines.length;
  await hand.tap(...at.hideCode, 1500);
  const refused = !(await hand.told(TOLD.codeHidden, since, 3000));
  check(refused, `${PHONE.name}: a hole of the sheet's row tapped twice is emptied (Hide code refused)`);
  since = lines.length;
  await hand.drag(at.redPeg, at.firstHole);
  await hand.tap(...at.hideCode, 1500);
  await expect(hand, PHONE.name, "the hole filled again by a finger drag, the code is hidden", TOLD.codeHidden, since);
}

async function main() {
  if (!fs.existsSync(path.join(site, "index.html"))) throw new Error("web/dist is empty: run web/build.sh");
  fs.mkdirSync(shots, { recursive: true });
  const server = await serve(site);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const profile = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "codebreakers-devices-"));
  const seeded = (game) => `/?play=${game}&seed=3`;
  try {
    // The phone held upright at a pixel ratio of 1: the title and the seeded tables, as the
    // phone at a ratio of 3 must show them (each from a fresh profile, as there).
    const tables = ["code-knacker", "crack-it", "passcode"];
    for (const address of ["/", ...tables.map(seeded)]) {
      await onDevice(url, profile, PHONE_AT_1, address, async (hand) => {
        await sameLook(hand.page, PHONE_AT_1, address === "/" ? "title" : `${address.match(/play=([a-z-]+)/)[1]}-table`);
      });
    }

    // A phone held upright (at a pixel ratio of 3): the menus by taps to Code Breaker's
    // table, a code hidden.
    const phone = AT.phone;
    await onDevice(url, profile, PHONE, "/", async (hand, shot, lines) => {
      await shot("title");
      await sameLook(hand.page, PHONE, "title");
      await hand.tap(...phone.play, 1500);
      await hand.tap(...phone.codeBreakerSetUp, 1500);
      await hand.tap(...phone.lessonOfferSetUp, 2000);
      await hand.tap(...phone.firstCodeByPlayer1, 800);
      await shot("setup");
      await hand.tap(...phone.start, 4000);
      await shot("code-breaker");
      await hideACodeByTheRow(hand, phone, lines);
      await shot("code-breaker-hidden");
    });
    await onDevice(url, profile, PHONE, seeded("code-knacker"), async (hand, shot, lines) => {
      await sameLook(hand.page, PHONE, "code-knacker-table");
      await bookWorkedOut(hand, PHONE.name);
      const since = lines.length;
      const rolled = await hand.tapUntilTold(...phone.roll, TOLD.rolled, since);
      check(rolled, `${PHONE.name}: Code Knacker's dice are rolled by a tap: "${rolled}"`);
      // The roll is told as the dice start to tumble: a die is taken once it has landed.
      await hand.gameWait(3000);
      await hand.tap(...phone.five, 1500);
      await shot("code-knacker-safes-to-cover");
      await hand.tap(...phone.firstSafeToCover, 2000);
      await expect(hand, PHONE.name, "a 5 picked up covers a digit of the first safe by the sheet's button", TOLD.fiveCovers, since);
      await hand.drag(phone.microchip, phone.tray);
      await expect(hand, PHONE.name, "a microchip is dragged to the tray", TOLD.chipAside, since);
      await shot("code-knacker");
    });
    await onDevice(url, profile, PHONE, seeded("crack-it"), async (hand, shot, lines) => {
      await sameLook(hand.page, PHONE, "crack-it-table");
      const since = lines.length;
      await hand.drag(phone.combination(0), phone.combination(2));
      await shot("crack-it");
      await hand.tap(...phone.layDown, 2000);
      await expect(hand, PHONE.name, "Crack It's combination is arranged and laid down", TOLD.arranged, since);
    });
    // A touch beside a small piece takes it (the finger's reach).
    await onDevice(url, profile, PHONE, seeded("passcode"), async (hand, shot, lines) => {
      await sameLook(hand.page, PHONE, "passcode-table");
      const since = lines.length;
      await hand.tap(...phone.besideThePile, 2000);
      await expect(hand, PHONE.name, "a tap on the felt beside Passcode's pile draws from it", TOLD.draws, since);
      await shot("passcode");
    });
    // The lesson's first steps by taps: its card read (Continue), the code it teaches
    // hidden, and its computer's scripted first row answered (at a ratio of 1: Code Breaker
    // was played at 3 above, and a ratio of 3 takes SwiftShader three times as long).
    await onDevice(url, profile, PHONE_AT_1, "/?learn=code-breaker", async (hand, shot, lines) => {
      await shot("lesson");
      const first = await continueButton(hand.page);
      check(first, `${PHONE_AT_1.name}: the lesson's card offers Continue`);
      await hand.tap(...first, 1500);
      const since = lines.length;
      await hideACode(hand, phone, lines, PHONE_AT_1.name, true);
      // The card says what comes next: read, the computer plays.
      const next = await continueButton(hand.page);
      if (next) await hand.tap(...next, 1500);
      await expect(hand, PHONE_AT_1.name, "the lesson's computer plays its first row", TOLD.lessonRow, since);
      await shot("lesson-answered");
    });

    // The phone on its side: Code Breaker's code by the table's tray, Crack It arranged.
    const side = AT.landscape;
    await onDevice(url, profile, PHONE_ON_ITS_SIDE, seeded("code-breaker"), async (hand, shot, lines) => {
      await hideACode(hand, side, lines, PHONE_ON_ITS_SIDE.name);
      await shot("code-breaker");
    });
    await onDevice(url, profile, PHONE_ON_ITS_SIDE, seeded("crack-it"), async (hand, shot, lines) => {
      const since = lines.length;
      await hand.drag(side.combination(2), side.combination(0));
      await hand.tap(...side.layDown, 2000);
      await expect(hand, PHONE_ON_ITS_SIDE.name, "Crack It's combination is laid down", TOLD.arranged, since);
      await shot("crack-it");
    });

    // A tablet held upright: Passcode and Code Knacker by finger.
    const tablet = AT.tablet;
    await onDevice(url, profile, TABLET, seeded("passcode"), async (hand, shot, lines) => {
      const since = lines.length;
      await hand.drag(tablet.pile, tablet.hand);
      await expect(hand, TABLET.name, "Passcode's pile card is dragged to the hand", TOLD.draws, since);
      await shot("passcode");
    });
    await onDevice(url, profile, TABLET, seeded("code-knacker"), async (hand, shot, lines) => {
      await bookWorkedOut(hand, TABLET.name);
      const since = lines.length;
      const rolled = await hand.tapUntilTold(...tablet.roll, TOLD.rolled, since);
      check(rolled, `${TABLET.name}: Code Knacker's dice are rolled by a tap: "${rolled}"`);
      // The roll is told as the dice start to tumble: a die is taken once it has landed.
      await hand.gameWait(3000);
      await hand.drag(tablet.microchip, tablet.tray);
      await expect(hand, TABLET.name, "a microchip is dragged to the tray", TOLD.chipAside, since);
      await shot("code-knacker");
    });

    // A desktop page with the mouse, at a pixel ratio of 1 and then of 2: the title, and the
    // game choice that a click on Play (where it is at a ratio of 1) opens, laid out alike.
    for (const screen of [DESKTOP_AT_1, DESKTOP]) {
      await onDevice(url, profile, screen, "/", async (hand, shot) => {
        const kept = await hand.page.evaluate(() => localStorage.getItem("codebreakers.settings"));
        const speed = JSON.parse(kept ?? "{}").animation_speed;
        const wished = screen.options.reducedMotion === "reduce" ? "off" : "normal";
        check(speed === wished, `${screen.name}: the first start's animations are ${speed}, as the browser's reduced-motion wish (${screen.options.reducedMotion ?? "none"}) says`);
        await shot("title");
        await sameLook(hand.page, screen, "title");
        await hands(hand.page).click(...AT.desktop.play, 1500);
        await shot("game-choice");
        await sameLook(hand.page, screen, "game-choice");
      });
    }
  } finally {
    server.close();
    removeScratch(profile);
  }
}

runTest(main);
