// First and second visit's time to the title on a throttled network: serves web/dist with
// web/serve.mjs, opens the page in Debian's Chromium (WebGL2 by SwiftShader, as the browser
// tests) with Chromium's network conditions (CDP Network.emulateNetworkConditions; default
// 10 Mbit/s down, 5 up, 40 ms latency), and times from the navigation's start to the cover's
// going (#cover.gone: the module downloaded, compiled and started) by the page's own clock:
//   - first visit: a fresh profile, nothing cached;
//   - second visit: the page closed once the service worker has installed, and opened again
//     (the module, page and scripts come from the service worker's cache).
// Each run has its profile. Also a first visit without precompressed files (the server sends
// every file as it is, as python3 -m http.server did) unless PLAIN=0.
// Run: (cd web && node bench/visits.mjs [RUNS])   MBITS=10 LATENCY_MS=40 to change the network,
// SITE=folder to measure another packaged site (web/package.sh FOLDER) than web/dist.
import { launch } from "../tests/page.mjs";
import { serve, stop } from "../serve.mjs";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(process.env.SITE ?? path.join(here, "..", "dist"));
const runs = Number(process.argv[2] ?? 3);
const mbits = Number(process.env.MBITS ?? 10);
const latency = Number(process.env.LATENCY_MS ?? 40);
const bytesPerSecond = (mbits * 1e6) / 8;

/** Records, in the page, when the cover goes (ms since the navigation started). */
function watchCover() {
  new MutationObserver((_, observer) => {
    if (document.getElementById("cover")?.classList.contains("gone")) {
      window.titleAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
}

async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond / 2,
  });
  await page.addInitScript(watchCover);
  let sent = 0;
  cdp.on("Network.loadingFinished", (event) => (sent += event.encodedDataLength));
  await page.goto(url, { timeout: 600_000 });
  await page.waitForFunction(() => window.titleAt !== undefined, null, { timeout: 600_000, polling: 200 });
  const ms = await page.evaluate(() => window.titleAt);
  return { page, ms, sent };
}

async function installed(page) {
  for (let waited = 0; waited < 600_000; waited += 500) {
    const state = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state);
    if (state === "activated") return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the service worker never activated");
}

const build = JSON.parse(fs.readFileSync(path.join(site, "build.json")));
const module = build.files["codebreakers_bg.wasm"];
console.log(`${path.relative(process.cwd(), site) || "."}: version ${build.version}, module ${module.bytes} bytes (${module.br} brotli, ${module.gz} gzip)`);
console.log(`network: ${mbits} Mbit/s down, ${mbits / 2} up, ${latency} ms latency; ${runs} runs`);
const server = await serve(site);
const plain = await serve(site, { encodings: false });
const tmp = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "codebreakers-visits-"));
const mb = (bytes) => (bytes / 1e6).toFixed(1);
try {
  for (let run = 1; run <= runs; run++) {
    const context = await launch(path.join(tmp, `run-${run}`));
    try {
      const url = `http://127.0.0.1:${server.address().port}/`;
      const first = await visit(context, url);
      await installed(first.page);
      await first.page.close();
      const second = await visit(context, url);
      await second.page.close();
      let line = `run ${run}: first visit ${(first.ms / 1000).toFixed(1)} s (${mb(first.sent)} MB over the network), ` +
        `second ${(second.ms / 1000).toFixed(1)} s (${mb(second.sent)} MB)`;
      if (process.env.PLAIN !== "0") {
        const other = await launch(path.join(tmp, `plain-${run}`));
        try {
          const uncompressed = await visit(other, `http://127.0.0.1:${plain.address().port}/`);
          line += `; first visit without precompressed files ${(uncompressed.ms / 1000).toFixed(1)} s (${mb(uncompressed.sent)} MB)`;
        } finally {
          await other.close();
        }
      }
      console.log(line);
    } finally {
      await context.close();
    }
  }
} finally {
  await stop(server);
  await stop(plain);
  fs.rmSync(tmp, { recursive: true, force: true });
}
