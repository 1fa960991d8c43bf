// The browser build in a hand: Chromium's device emulation (a mobile viewport, touch, no
// mouse) as a phone held upright, the phone on its side and a tablet held upright. On each,
// games are started and moves made with a finger only: taps on buttons and pieces, and a
// finger dragged across the table (touch start, moves, end, as a hand makes them), and a
// tap on the felt beside a small piece that takes it (the finger's reach). Upright, the phone
// also goes through the menus by taps, fills and empties a hole of Code Breaker's row and
// chooses the safe a Code Knacker die covers by the sheet's buttons, and takes the lesson's
// first steps.
// Screenshots go to web/tests/shots/device-*.png. Run: (cd web && node tests/devices.mjs)
// after web/build.sh. Where things are was found on screenshots at these sizes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";
import { check, hands, launch, runTest, started } from "./page.mjs";
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
async function onDevice(url, profile, { name, options }, address, play) {
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

/** Where things are, in CSS pixels of each device (found on screenshots of these sizes;
 *  the matches are seeded, so their deals and rolls are the same at every run). */
const AT = {
  phone: {
    play: [198, 384],
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
  draws: /Player 1 draws\./,
  lessonRow: /Row 1: black, white, red, blue, green - 0 black, 4 white/,
};

/** Waits for the log to tell `what` (after line `since`), and checks it was told. */
async function expect(hand, device, what, pattern, since) {
  const line = await hand.told(pattern, since);
  check(line, `${device}: ${what}: "${line}"`);
}

/** Where the lesson's green Continue button is on `page` (its fill, found on a
 *  screenshot: the card's words change its height), or none. */
async function continueButton(page) {
  const image = PNG.sync.read(await page.screenshot());
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
    // A phone held upright: the menus by taps to Code Breaker's table, a code hidden.
    const phone = AT.phone;
    await onDevice(url, profile, PHONE, "/", async (hand, shot, lines) => {
      await shot("title");
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
      const since = lines.length;
      await hand.tap(...phone.roll, 3000);
      await expect(hand, PHONE.name, "Code Knacker's dice are rolled by a tap", TOLD.rolled, since);
      await hand.tap(...phone.five, 1500);
      await shot("code-knacker-safes-to-cover");
      await hand.tap(...phone.firstSafeToCover, 2000);
      await expect(hand, PHONE.name, "a 5 picked up covers a digit of the first safe by the sheet's button", TOLD.fiveCovers, since);
      await hand.drag(phone.microchip, phone.tray);
      await expect(hand, PHONE.name, "a microchip is dragged to the tray", TOLD.chipAside, since);
      await shot("code-knacker");
    });
    await onDevice(url, profile, PHONE, seeded("crack-it"), async (hand, shot, lines) => {
      const since = lines.length;
      await hand.drag(phone.combination(0), phone.combination(2));
      await shot("crack-it");
      await hand.tap(...phone.layDown, 2000);
      await expect(hand, PHONE.name, "Crack It's combination is arranged and laid down", TOLD.arranged, since);
    });
    // A touch beside a small piece takes it (the finger's reach).
    await onDevice(url, profile, PHONE, seeded("passcode"), async (hand, shot, lines) => {
      const since = lines.length;
      await hand.tap(...phone.besideThePile, 2000);
      await expect(hand, PHONE.name, "a tap on the felt beside Passcode's pile draws from it", TOLD.draws, since);
      await shot("passcode");
    });
    // The lesson's first steps by taps: its card read (Continue), the code it teaches
    // hidden, and its computer's scripted first row answered.
    await onDevice(url, profile, PHONE, "/?learn=code-breaker", async (hand, shot, lines) => {
      await shot("lesson");
      const first = await continueButton(hand.page);
      check(first, `${PHONE.name}: the lesson's card offers Continue`);
      await hand.tap(...first, 1500);
      const since = lines.length;
      await hideACode(hand, phone, lines, PHONE.name, true);
      // The card says what comes next: read, the computer plays.
      const next = await continueButton(hand.page);
      if (next) await hand.tap(...next, 1500);
      await expect(hand, PHONE.name, "the lesson's computer plays its first row", TOLD.lessonRow, since);
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
      const since = lines.length;
      await hand.tap(...tablet.roll, 3000);
      await hand.drag(tablet.microchip, tablet.tray);
      await expect(hand, TABLET.name, "a microchip is dragged to the tray", TOLD.chipAside, since);
      await shot("code-knacker");
    });
  } finally {
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

runTest(main);
