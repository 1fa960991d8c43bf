// Draws the app's icons from web/favicon.svg (the brass safe dial on walnut, drawn for this
// project) in headless Chromium (playwright-core, Debian's /usr/bin/chromium), as PNGs beside
// this script; they are committed, so the build needs no browser:
//   icon-192.png, icon-512.png     the icon as drawn (rounded corners, transparent outside)
//   icon-maskable-512.png          walnut to the edges, the dial within the middle 80 %
//                                  (the "safe zone" a launcher's mask never cuts)
//   apple-touch-icon.png (180)     walnut to the edges (iOS rounds the corners itself and
//                                  would fill transparency with black)
// Run: (cd web && node icons/make.mjs)
import { chromium } from "playwright-core";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const favicon = fs.readFileSync(path.join(here, "..", "favicon.svg"), "utf8");
const WALNUT = "#3b2616";

/** The favicon on a full walnut square, its drawing scaled by `scale` about the middle. */
function fullBleed(scale) {
  const inner = favicon
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<rect[^>]*\/>/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${WALNUT}"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${inner}</g>
</svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  // The dial's outer edge is 24.5 of 64 from the middle; at 0.9 that is 34 % of the side,
  // inside the safe zone's 40 %.
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed(0.9) },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(1.05) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const data = Buffer.from(svg).toString("base64");
    await page.setContent(
      `<body style="margin:0;background:transparent"><img style="display:block" width="${size}" height="${size}" src="data:image/svg+xml;base64,${data}"></body>`,
    );
    await page.waitForFunction(() => document.images[0].complete);
    await page.screenshot({ path: path.join(here, file), omitBackground: true });
    console.log(`${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
