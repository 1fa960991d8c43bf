// The browser test: serves web/dist on localhost, opens it in Debian's Chromium (WebGL2 by
// SwiftShader) through playwright-core, and plays the opening of a Code Breaker game against
// the computer: the page loads with no console error, the title screen is drawn, clicks
// start the game, a guess is entered with the mouse and answered with key pegs.
// Screenshots go to web/tests/shots/. Run: (cd web && npm test) after web/build.sh.
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(here, "..", "dist");
const shots = path.join(here, "shots");
const types = {
  ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm",
  ".svg": "image/svg+xml", ".json": "application/json", ".wav": "audio/wav",
};

function serve() {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, "http://localhost");
    const file = path.join(site, decodeURIComponent(url.pathname === "/" ? "/index.html" : url.pathname));
    if (!file.startsWith(site) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    const body = fs.readFileSync(file);
    response.writeHead(200, {
      "Content-Type": types[path.extname(file)] ?? "application/octet-stream",
      "Content-Length": body.length,
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

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

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok - ${message}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  if (!fs.existsSync(path.join(site, "index.html"))) throw new Error("web/dist is empty: run web/build.sh");
  fs.mkdirSync(shots, { recursive: true });
  const server = await serve();
  const url = `http://127.0.0.1:${server.address().port}/`;
  const profile = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "codebreakers-chromium-"));
  const browser = await chromium.launchPersistentContext(profile, {
    viewport: { width: 1280, height: 720 },
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-quic",
      "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist",
    ],
  });
  // Without WebGL2 (3D APIs off): the page says so plainly, with no console error.
  {
    const plainProfile = fs.mkdtempSync(`${profile}-plain`);
    const plain = await chromium.launchPersistentContext(plainProfile, {
      viewport: { width: 1280, height: 720 },
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
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
      fs.rmSync(plainProfile, { recursive: true, force: true });
    }
  }
  const errors = [];
  const lines = [];
  let page;
  try {
    page = await browser.newPage();
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
    await page.waitForSelector("#cover.gone, #cover.failed", {
      state: "attached",
      timeout: Number(process.env.START_TIMEOUT_MS ?? 240_000),
    });
    const failed = await page.$("#cover.failed");
    check(!failed, `the WASM downloaded and started${failed ? `: ${await failed.innerText()}` : ""}`);
    await sleep(5000);
    const title = await shot("1-title");
    check(colours(title) > 20, "the title screen is drawn (not a blank page)");

    // A click as a player makes it: move, press, hold a few frames, release.
    const click = async (x, y, wait = 1500) => {
      await page.mouse.move(x, y);
      await sleep(300);
      await page.mouse.down();
      await sleep(250);
      await page.mouse.up();
      await sleep(wait);
    };
    // Title: Play. Choose a game: Code Breaker's Set up. Set up (Player 1 against the
    // computer): the computer makes the first code, Start.
    await click(640, 303);
    await shot("2-choose");
    await click(845, 149);
    await click(583, 357, 500);
    await shot("3-setup");
    await click(750, 438, 4000);
    await shot("4-table");

    // A guess: click five colours of the palette (each fills the next hole), then Submit row.
    for (const y of [124, 178, 232, 286, 340]) await click(924, y, 1500);
    await shot("5-guess");
    await click(78, 418, 500);
    const answered = () => lines.find((line) => /Row 1: .* black, \d white/.test(line));
    for (let waited = 0; !answered() && waited < 60_000; waited += 500) await sleep(500);
    await sleep(3000);
    await shot("6-answered");
    const line = answered()?.replace(/.*Row/, "Row").replace(/ color:.*/, "");
    check(answered(), `the guess is answered with key pegs: "${line}"`);
    check(errors.length === 0, `no console error${errors.length ? `: ${errors.join(" | ")}` : ""}`);
  } catch (error) {
    console.error(`console of the page (last lines):\n  ${lines.slice(-25).join("\n  ")}`);
    await page?.screenshot({ path: path.join(shots, "failure.png") }).catch(() => {});
    throw error;
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`not ok - ${error.message}`);
  process.exit(1);
});
