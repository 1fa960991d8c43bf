// Screenshots for looking, not a test: serves web/dist, opens each game's table straight from
// the page address (?play=GAME:SEATS&seed=N) at 1024x600 and 1920x1080 in Debian's Chromium
// (WebGL2 by SwiftShader), and saves web/tests/shots/look-GAME-WxH.png.
//   node tests/look.mjs [SECONDS_TO_WAIT]   (after web/build.sh)
// LOCALE=de-DE sets the browser's language (the game follows it on a first start);
// ONLY=crack-it and SIZE=1024x600 shoot one table or one size.
import { chromium } from "playwright-core";
import { serve } from "../serve.mjs";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(here, "..", "dist");
const shots = path.join(here, "shots");
const wait = Number(process.argv[2] ?? 20) * 1000;
const tables = [
  ["code-breaker", "code-breaker:Núria=human,hard"],
  ["code-knacker", "code-knacker:Núria=human,normal,normal,hard,easy,normal"],
  ["crack-it", "crack-it:Jürgen=human,normal,hard,easy"],
  ["passcode", "passcode:Núria=human,normal,hard,easy,normal,normal"],
];
const sizes = process.env.SIZE
  ? [process.env.SIZE.split("x").map(Number)]
  : [[1024, 600], [1920, 1080]];
const locale = process.env.LOCALE;

const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/`;
const profile = fs.mkdtempSync("/tmp/codebreakers-look-");
fs.mkdirSync(shots, { recursive: true });
const browser = await chromium.launchPersistentContext(profile, {
  ...(locale ? { locale } : {}),
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--no-first-run", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--disable-quic", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
});
try {
  for (const [width, height] of sizes) {
    for (const [name, play] of tables.filter(([name]) => !process.env.ONLY || name === process.env.ONLY)) {
      const page = await browser.newPage({ viewport: { width, height } });
      page.on("console", (m) => m.type() === "error" && console.log(`  console error: ${m.text()}`));
      await page.goto(`${base}?play=${encodeURIComponent(play)}&seed=7`);
      await page.waitForSelector("#cover.gone, #cover.failed", { state: "attached", timeout: 240_000 });
      await new Promise((r) => setTimeout(r, wait));
      const file = path.join(shots, `look-${name}-${width}x${height}${locale ? `-${locale}` : ""}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
