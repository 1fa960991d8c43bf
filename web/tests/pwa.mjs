// The installable app's test (issue 35): serves web/dist with web/serve.mjs and checks
//   1. over HTTP: the manifest (its type, fields and icons, each a PNG of its stated size),
//      the page's phone meta, the precompressed module and JavaScript sent with
//      Content-Encoding br or gzip as asked (decoding to the very files), as they are when
//      no encoding is taken, a 304 on a matching ETag, build.json's sizes, version and the
//      Code Knacker book's hash, and no book in the site;
//   2. in Chromium on the desktop: the loading screen counts "X of Y MB" of the decoded
//      module, the full-screen button is not offered, the service worker installs and
//      controls the page after a reload (the module then comes from it); Code Knacker set up
//      has its book worked out on the device (web/book-worker.js), the shipped book's very
//      bytes, and kept: the next start reads it at once; with the network cut (Playwright's
//      offline mode; then the test server stopped) a reload starts the game from the service
//      worker, the kept book is read, and /api/... is left to the network (it fails offline);
//   3. an update: a changed page packaged again (web/package.mjs) in a copy of the site is
//      served; a start fetches it in the background while the running game keeps its version,
//      and the next start (the page closed and opened again) takes it and says "Updated to a
//      new version";
//   4. on a phone (touch, isMobile, 390x844, German): the loading words in German, the page
//      neither scrolls, zooms nor selects, and the full-screen button is offered in the
//      bottom-right corner, at least 44x44, and goes once the page is full screen.
// Run: (cd web && node tests/pwa.mjs) after web/build.sh (or web/package.sh on a built site).
import { PNG } from "pngjs";
import { check, launch, removeScratch, runTest, started } from "./page.mjs";
import { serve, stop } from "../serve.mjs";
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(here, "..", "dist");
const shots = path.join(here, "shots");
const tmp = process.env.TMPDIR ?? "/tmp";
const WAIT = 300_000;

/** GET `url` with `headers`: status, headers and the body's bytes as sent. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

const read = (file) => fs.readFileSync(path.join(site, file));
/** The book the desktop game ships, which the browser works out. */
const BOOK = path.join(here, "..", "..", "assets", "code-knacker", "turn-values.bin");

async function overHttp(url) {
  const manifest = await get(`${url}manifest.webmanifest`);
  check(
    manifest.status === 200 && manifest.headers["content-type"] === "application/manifest+json",
    `the manifest is served as ${manifest.headers["content-type"]}`,
  );
  const app = JSON.parse(manifest.body);
  check(
    app.name === "Code Breakers" && app.short_name && app.start_url && app.scope &&
      ["standalone", "fullscreen"].includes(app.display) && app.orientation === "any" &&
      app.theme_color === "#1f3a2c" && app.background_color === "#1f3a2c",
    `the manifest names the app, its start, scope, display (${app.display}), orientation and colours`,
  );
  for (const icon of app.icons.filter((icon) => icon.type === "image/png")) {
    const answer = await get(new URL(icon.src, url).href);
    const image = PNG.sync.read(answer.body);
    check(
      answer.status === 200 && answer.headers["content-type"] === "image/png" && `${image.width}x${image.height}` === icon.sizes,
      `icon ${icon.src} (${icon.purpose}) is a ${image.width}x${image.height} PNG, as stated`,
    );
  }
  const purposes = app.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  check(
    ["192x192 any", "512x512 any", "512x512 maskable"].every((p) => purposes.includes(p)),
    "the icons include 192 and 512 and a maskable 512",
  );
  // The maskable icon's corners are opaque (walnut to the edges).
  const maskable = PNG.sync.read(read("icons/icon-maskable-512.png"));
  check(maskable.data[3] === 255 && maskable.data[maskable.data.length - 1] === 255, "the maskable icon is opaque to its corners");

  const page = (await get(url)).body.toString();
  const touchIcon = PNG.sync.read((await get(`${url}icons/apple-touch-icon.png`)).body);
  check(
    /name="viewport" content="[^"]*viewport-fit=cover[^"]*user-scalable=no/.test(page) &&
      /rel="manifest" href="manifest.webmanifest"/.test(page) && /name="theme-color"/.test(page) &&
      /rel="apple-touch-icon"/.test(page) && /apple-mobile-web-app-capable/.test(page) &&
      touchIcon.width === 180 && touchIcon.height === 180,
    "the page links the manifest and a 180x180 apple-touch-icon, and has the viewport and theme meta",
  );

  const build = JSON.parse((await get(`${url}build.json`)).body);
  const worker = (await get(`${url}sw.js`)).body.toString();
  check(
    /^[0-9a-f]{12}$/.test(build.version) && worker.includes(JSON.stringify(build.version)),
    `build.json's version ${build.version} is the service worker's`,
  );
  const shippedBook = crypto.createHash("sha256").update(fs.readFileSync(BOOK)).digest("hex");
  check(build.book === shippedBook, `build.json gives the Code Knacker book's SHA-256 (${build.book?.slice(0, 16)}...)`);
  check(
    (await get(`${url}assets/code-knacker/turn-values.bin`)).status === 404 && !build.files["assets/code-knacker/turn-values.bin"],
    "the site ships no Code Knacker book (the device works it out)",
  );
  for (const file of ["codebreakers_bg.wasm", "codebreakers.js"]) {
    const original = read(file);
    check(build.files[file].bytes === original.length, `build.json gives ${file}'s decoded size (${original.length})`);
    const type = { wasm: "application/wasm", js: "text/javascript; charset=utf-8" }[file.split(".").pop()];
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip, deflate", "gzip", zlib.gunzipSync],
      ["", undefined, (bytes) => bytes],
    ]) {
      const answer = await get(`${url}${file}`, accept ? { "Accept-Encoding": accept } : {});
      const decoded = decode(answer.body);
      check(
        answer.status === 200 && answer.headers["content-encoding"] === encoding &&
          answer.headers["content-type"] === type && answer.headers.vary === "Accept-Encoding" &&
          Number(answer.headers["content-length"]) === answer.body.length && decoded.equals(original),
        `${file} asked with "${accept}": ${encoding ?? "identity"}, ${answer.body.length} bytes that decode to the file`,
      );
    }
  }
  const first = await get(`${url}codebreakers_bg.wasm`, { "Accept-Encoding": "br" });
  const again = await get(`${url}codebreakers_bg.wasm`, { "Accept-Encoding": "br", "If-None-Match": first.headers.etag });
  check(
    again.status === 304 && again.body.length === 0 && /no-cache/.test(first.headers["cache-control"]),
    `asked again with its ETag, the module is a 304 (Cache-Control: ${first.headers["cache-control"]})`,
  );
  for (const missing of ["nothing.js", "..%2f..%2fpackage.json", "%2e%2e/package.json"]) {
    check((await get(`${url}${missing}`)).status === 404, `/${missing} is not served`);
  }
  return build;
}

/** Every word the loading screen shows and every note, kept by the page (an init script). */
function watchWords() {
  window.statusSeen = [];
  window.notesSeen = [];
  new MutationObserver(() => {
    const text = document.getElementById("status")?.textContent;
    if (text && window.statusSeen.at(-1) !== text) window.statusSeen.push(text);
    const note = document.getElementById("note");
    if (note?.classList.contains("shown") && !window.notesSeen.includes(note.textContent)) window.notesSeen.push(note.textContent);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Waits until `test` (evaluated in the page, may be async) holds; the page may reload. */
async function until(page, test, what) {
  const deadline = Date.now() + WAIT;
  for (;;) {
    if (await page.evaluate(test).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${WAIT / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What the game logs of Code Knacker's book (src/games/code_knacker/turn_values/worked_out.rs). */
const BOOK_MADE = /Code Knacker book of turn values: \d+ positions, worked out on this device in [\d.]+ s \(the shipped book's bytes\)/;
const BOOK_KEPT = /Code Knacker book of turn values: \d+ positions, kept on this device \(the shipped book's bytes\)/;

/** The first line from `since` on matching `pattern`, waited for (the book takes a minute or
 *  two to work out in a test's browser); or null, with the book's lines seen. */
async function told(lines, since, pattern) {
  const deadline = Date.now() + WAIT;
  for (;;) {
    const line = lines.slice(since).find((l) => pattern.test(l));
    if (line) return line;
    const failed = lines.slice(since).find((l) => /no Code Knacker book|NOT the shipped/.test(l));
    if (failed || Date.now() > deadline) {
      console.log(`  the book's lines: ${lines.slice(since).filter((l) => /book/.test(l)).join(" | ") || "none"}`);
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Whether the page's service worker controls it. */
const controlled = (page) => page.evaluate(() => !!navigator.serviceWorker.controller);

async function desktop(server, url, build, profile) {
  const context = await launch(profile);
  const errors = [];
  try {
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(String(error)));
    const lines = [];
    page.on("console", (message) => {
      lines.push(message.text());
      if (message.type() === "error") errors.push(message.text());
    });
    await page.addInitScript(watchWords);
    const sources = [];
    page.on("response", (response) => {
      if (response.url().endsWith("codebreakers_bg.wasm")) {
        sources.push({ fromWorker: response.fromServiceWorker(), encoding: response.headers()["content-encoding"] });
      }
    });

    let begun = Date.now();
    await page.goto(url);
    check(await started(page), `the first visit starts the game (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
    const total = (build.files["codebreakers_bg.wasm"].bytes / 1e6).toFixed(1);
    const seen = await page.evaluate(() => window.statusSeen);
    const counted = seen.filter((text) => new RegExp(`^Loading… [\\d.]+ of ${total} MB$`).test(text));
    check(counted.length > 0, `the loading screen counted the decoded module: "${counted.at(-1)}" (of ${seen.length} texts)`);
    console.log(`  the module came ${sources[0]?.encoding ? `with Content-Encoding ${sources[0].encoding}` : "unencoded"}`);
    check(
      !(await page.isVisible("#fullscreen")),
      "the full-screen button is not offered on the desktop (no touch screen)",
    );

    // The service worker installs (the page, the module, the book...) and is ready.
    begun = Date.now();
    await until(page, async () => (await navigator.serviceWorker.getRegistration())?.active?.state === "activated", "the service worker's activation");
    check(true, `the service worker installed and activated (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith("codebreakers-")));
      return (await cache.keys()).map((request) => new URL(request.url).pathname.slice(1));
    });
    check(
      ["index.html", "codebreakers_bg.wasm", "codebreakers.js", "book-worker.js", "review.wasm", "assets/audio/peg_place.ogg",
        "manifest.webmanifest", "icons/icon-512.png"].every((file) => kept.includes(file)),
      `it keeps ${kept.length} files: the page, the module, the workers, the sounds, the icons (${kept.join(" ")})`,
    );

    sources.length = 0;
    begun = Date.now();
    await page.reload();
    check(await started(page), `the second visit starts (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
    check(await controlled(page), "after a reload the service worker controls the page");
    check(sources.length === 1 && sources[0].fromWorker, "the module came from the service worker");
    // Code Knacker's book: worked out on the device the first time, then kept.
    const codeKnacker = `${url}?play=code-knacker&seed=3`;
    begun = Date.now();
    let since = lines.length;
    await page.goto(codeKnacker);
    check(await started(page), "Code Knacker's table starts");
    const made = await told(lines, since, BOOK_MADE);
    check(made, `the book is worked out on the device, the shipped book's bytes: "${made}" (${((Date.now() - begun) / 1000).toFixed(1)} s after the start)`);
    since = lines.length;
    await page.reload();
    check(await started(page), "Code Knacker's table starts again");
    const keptLine = await told(lines, since, BOOK_KEPT);
    check(keptLine, `at the next start the book kept on the device is read: "${keptLine}"`);
    // (Offline, the browser reports what it could not fetch as console errors: checked here.)
    check(errors.length === 0, `no console error while online${errors.length ? `: ${errors.join(" | ")}` : ""}`);

    // The network cut: the browser offline.
    await context.setOffline(true);
    const asked = [];
    const count = (request) => asked.push(request.url);
    server.on("request", count);
    begun = Date.now();
    since = lines.length;
    await page.reload();
    check(await started(page), `offline, a reload starts the game from the service worker (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
    const offline = await told(lines, since, BOOK_KEPT);
    check(offline, `offline, Code Knacker's book is read from the device: "${offline}"`);
    const api = await page.evaluate(() => fetch("api/about").then((r) => `answered ${r.status}`, (e) => `failed (${e.name})`));
    check(api.startsWith("failed"), `offline, /api/about is not answered by the service worker: ${api}`);
    // (But for the browser's own update check of the service worker, /sw.js, which
    // Chromium's offline emulation does not cut off: made by the browser, not the page, and on
    // a device truly offline it fails and the installed worker goes on.)
    const fromThePage = asked.filter((url) => url !== "/sw.js");
    check(fromThePage.length === 0, `and the page asked the server nothing${asked.length ? ` (asked: ${asked.join(" ")})` : ""}`);
    server.off("request", count);
    await page.screenshot({ path: path.join(shots, "pwa-offline.png") });

    // The server stopped too, the browser online again.
    await context.setOffline(false);
    await stop(server);
    await page.reload();
    check(await started(page), "with the server stopped, a reload starts the game from the service worker");
    return { context, page };
  } catch (error) {
    await context.close().catch(() => {});
    throw error;
  }
}

/** A copy of the site with its page changed, packaged again: the next version. */
function nextVersion() {
  const copy = fs.mkdtempSync(path.join(tmp, "codebreakers-pwa-next-"));
  fs.cpSync(site, copy, { recursive: true });
  fs.appendFileSync(path.join(copy, "index.html"), "<!-- the next version (web/tests/pwa.mjs) -->\n");
  execFileSync(process.execPath, [path.join(here, "..", "package.mjs"), copy], { stdio: ["ignore", "ignore", "inherit"] });
  return copy;
}

async function update({ context, page }, server, url, build) {
  const next = nextVersion();
  try {
    const nextBuild = JSON.parse(fs.readFileSync(path.join(next, "build.json")));
    check(nextBuild.version !== build.version, `the changed page is a new version (${build.version} -> ${nextBuild.version})`);
    server.site = next;
    // This start is the old version's, from the service worker; it finds the new one, which
    // installs in the background and waits while the game runs.
    await page.reload();
    check(await started(page), "the start after the update came runs the version kept");
    await page.evaluate(() => (window.inPlay = true));
    await until(page, async () => !!(await navigator.serviceWorker.getRegistration())?.waiting, "the new version's install");
    const running = await page.evaluate(async () => ({
      inPlay: window.inPlay,
      version: (await (await fetch("build.json")).json()).version,
    }));
    check(
      running.inPlay && running.version === build.version,
      "the new version installed in the background and waits: the game in play goes on with its own",
    );
    // The next start (the page closed, the game opened again) takes it, and says so. A
    // reload would not: the browser activates the new version once no page of the old one
    // is open.
    let now = build.version;
    let starts = 0;
    const deadline = Date.now() + WAIT;
    while (now === build.version && Date.now() < deadline) {
      const begun = Date.now();
      await page.close();
      page = await context.newPage();
      await page.addInitScript(watchWords);
      await page.goto(url, { timeout: WAIT });
      check(await started(page), `a next start (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
      starts++;
      now = await page.evaluate(async () => (await (await fetch("build.json")).json()).version);
    }
    check(now === nextBuild.version, `the new version ${now} runs after ${starts} start(s)`);
    const notes = await page.evaluate(() => window.notesSeen);
    await page.screenshot({ path: path.join(shots, "pwa-updated.png") });
    check(notes.includes("Updated to a new version"), `the page said: "${notes.join(" | ")}"`);
  } finally {
    await context.close().catch(() => {});
    removeScratch(next);
  }
}

async function phone(url, profile) {
  const context = await launch(profile, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale: "de-DE",
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector("#fullscreen", { state: "visible", timeout: 60_000 });
    const box = await page.locator("#fullscreen").boundingBox();
    check(
      box.width >= 44 && box.height >= 44 && box.x + box.width > 390 - 30 && box.y + box.height > 844 - 30,
      `on a phone the full-screen button is offered, ${box.width}x${box.height} at the bottom-right (${box.x}, ${box.y})`,
    );
    const style = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const html = getComputedStyle(document.documentElement);
      return { touch: body.touchAction, overscroll: html.overscrollBehaviorY, select: body.userSelect ?? body.webkitUserSelect };
    });
    check(
      style.touch === "none" && style.overscroll === "none" && style.select === "none",
      `the page takes no pan, zoom, pull-to-refresh or selection (touch-action ${style.touch}, overscroll ${style.overscroll}, user-select ${style.select})`,
    );
    const words = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      button: document.getElementById("fullscreen").getAttribute("aria-label"),
      status: document.getElementById("status").textContent,
    }));
    check(
      words.lang === "de" && words.button === "Vollbild" && /^Wird (geladen|gestartet)/.test(words.status),
      `in a German browser the page speaks German: "${words.status}", the button "${words.button}"`,
    );
    await page.screenshot({ path: path.join(shots, "pwa-phone-cover.png") });
    await page.tap("#fullscreen");
    const full = await page.waitForFunction(() => !!document.fullscreenElement, null, { timeout: 10_000 }).then(() => true, () => false);
    if (full) {
      await page.waitForSelector("#fullscreen", { state: "hidden", timeout: 10_000 });
      check(true, "a tap on it makes the page full screen, and the button goes");
    } else {
      console.log("  (this browser refused full screen to the tap: the button stays)");
    }
    check(await started(page), "the game starts on the phone");
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(site, "sw.js"))) throw new Error("web/dist has no sw.js: run web/build.sh (or web/package.sh)");
  fs.mkdirSync(shots, { recursive: true });
  const profile = fs.mkdtempSync(path.join(tmp, "codebreakers-pwa-"));
  let server = await serve(site);
  const port = server.address().port;
  const url = `http://127.0.0.1:${port}/`;
  try {
    const build = await overHttp(url);
    await phone(url, path.join(profile, "phone"));
    const opened = await desktop(server, url, build, path.join(profile, "desktop"));
    // The server again, on the same port (the service worker belongs to that origin).
    server = await serve(site, { port });
    await update(opened, server, url, build);
  } finally {
    await stop(server).catch(() => {});
    removeScratch(profile);
  }
}

runTest(main);
