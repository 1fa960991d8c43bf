// One-off: the review on a phone (390x844 at pixel ratio 3, touch), from the results of a
// match of computers, in the web build. Shots go to $OUT (default /tmp).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch, sleep, started } from "./page.mjs";
import { serve } from "../serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.env.OUT ?? "/tmp";
const server = await serve(path.join(here, "../dist"));
const profile = fs.mkdtempSync("/tmp/codebreakers-phone-");
const context = await launch(profile, {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
});
await context.addInitScript(() => {
  localStorage.setItem("codebreakers.settings", JSON.stringify({ animation_speed: "off" }));
});
const page = await context.newPage();
const port = server.address().port;
await page.goto(`http://127.0.0.1:${port}/?play=crack-it:easy,hard&seed=3`);
if (!(await started(page))) throw new Error("the game did not start");
for (const [i, wait] of [[1, 60000], [2, 30000], [3, 30000]]) {
  await sleep(wait);
  await page.screenshot({ path: `${out}/phone-${i}.png` });
  console.log(`${out}/phone-${i}.png`);
}
const taps = JSON.parse(process.env.TAPS ?? "[]");
for (const [x, y, name] of taps) {
  await page.touchscreen.tap(x, y);
  await sleep(15000);
  await page.screenshot({ path: `${out}/phone-${name}.png` });
  console.log(`${out}/phone-${name}.png`);
}
await context.close();
server.close();
