// The site's packaging after its files are copied (web/package.sh runs it): in DIST,
//   - precompresses the module and its JavaScript: FILE.br (brotli,
//     quality 11) and FILE.gz (gzip -9) beside each, for a server that sends them as they are
//     (web/serve.mjs, nginx's gzip_static/brotli_static, Caddy's precompressed, the game
//     server). Brotli 11 of a 24-40 MB module takes minutes: each output is kept in
//     CACHE (default $CARGO_TARGET_DIR/precompressed-cache), keyed by its input's hash, and
//     reused when the same file comes again (as is a FILE.br or FILE.gz already in DIST
//     that decodes to FILE);
//   - writes build.json: the build's version (a hash of every file the service worker keeps
//     and of its code), the decoded size of each precompressed file (the loader's progress
//     counts decoded bytes, while a compressed transfer's Content-Length is the compressed
//     size) and the SHA-256 of the Code Knacker book, which the site does not ship: the
//     device works it out (web/book-worker.js) and checks it by this;
//   - writes sw.js from web/sw.js: the version and the files it keeps, each with its hash.
// Run: node web/package.mjs DIST
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, "dist"));
const target = process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache/codebreakers/target");
const cache = process.env.PRECOMPRESSED_CACHE ?? path.join(target, "precompressed-cache");
const brotliQuality = Number(process.env.BROTLI_QUALITY ?? 11);

/** Files sent precompressed (beside them FILE.br and FILE.gz). */
const COMPRESSED = ["codebreakers_bg.wasm", "codebreakers.js"];
/** The page's own files, which the service worker keeps (build.json is added below). */
const PAGE = [
  "index.html", "loader.js", "audio-unlock.js", "codebreakers.js", "codebreakers_bg.wasm",
  "favicon.svg", "manifest.webmanifest", "icons/icon-192.png", "icons/icon-512.png",
  "icons/icon-maskable-512.png", "icons/apple-touch-icon.png",
];
/** The review worker and its module, which also works out the Code Knacker book (by
 *  book-worker.js), in the game's build (not in web/size.sh's yardstick). */
const REVIEW = ["review-worker.js", "book-worker.js", "review.wasm"];
if (fs.existsSync(path.join(dist, "review.wasm"))) PAGE.push(...REVIEW);
/** What the game fetches at run time under assets/ (its fonts, words, lessons and decks are
 * in the module): its sounds. */
const ASSETS = (file) => /^assets\/audio\/[^/]*\.ogg$/.test(file);
/** The book the device works out, as the repository ships it to the desktop game. */
const BOOK = path.join(here, "..", "assets", "code-knacker", "turn-values.bin");

const sha256 = (bytes) => crypto.createHash("sha256").update(bytes).digest("hex");

function listFiles(dir, prefix = "") {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix + entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${name}/`) : [name];
  });
}

/**
 * `bytes` compressed by `how` ("br" or "gz"): the file already beside them when it decodes
 * to them (packaging a site again), else from the cache when it holds them, else made.
 */
async function compressed(bytes, how, beside) {
  if (fs.existsSync(beside)) {
    try {
      const old = fs.readFileSync(beside);
      const decoded = how === "br" ? zlib.brotliDecompressSync(old) : zlib.gunzipSync(old);
      if (decoded.equals(bytes)) return old;
    } catch {
      // not a good one: made again
    }
  }
  const settings = how === "br" ? `br-q${brotliQuality}-w24` : "gz-9";
  const key = path.join(cache, `${sha256(bytes).slice(0, 32)}-${settings}.${how}`);
  if (fs.existsSync(key)) {
    // Touched, so that the pruning below keeps what this build used.
    fs.utimesSync(key, new Date(), new Date());
    return fs.readFileSync(key);
  }
  const output = how === "br"
    ? await promisify(zlib.brotliCompress)(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
    : await promisify(zlib.gzip)(bytes, { level: 9 });
  fs.mkdirSync(cache, { recursive: true });
  fs.writeFileSync(`${key}.part`, output);
  fs.renameSync(`${key}.part`, key);
  return output;
}

/** Keeps the newest `keep` outputs of the cache. */
function prune(keep) {
  if (!fs.existsSync(cache)) return;
  const entries = fs.readdirSync(cache)
    .map((name) => ({ name, time: fs.statSync(path.join(cache, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of entries.slice(keep)) fs.rmSync(path.join(cache, name), { force: true });
}

async function main() {
  for (const file of [...PAGE, ...COMPRESSED]) {
    if (!fs.existsSync(path.join(dist, file))) throw new Error(`${dist} has no ${file}`);
  }
  // Precompressed files, the two encodings of the two files side by side (zlib's
  // asynchronous calls run on Node's thread pool).
  const started = Date.now();
  const sizes = {};
  await Promise.all(COMPRESSED.flatMap((file) => {
    const bytes = fs.readFileSync(path.join(dist, file));
    sizes[file] = { bytes: bytes.length };
    return ["br", "gz"].map(async (how) => {
      const beside = path.join(dist, `${file}.${how}`);
      const output = await compressed(bytes, how, beside);
      fs.writeFileSync(beside, output);
      sizes[file][how] = output.length;
    });
  }));
  prune(12);
  for (const [file, size] of Object.entries(sizes)) {
    console.error(`  ${file}: ${size.bytes} bytes, ${size.br} brotli, ${size.gz} gzip`);
  }
  console.error(`  precompressed in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // What the service worker keeps, each file with the start of its hash.
  const kept = [...PAGE, ...listFiles(path.join(dist, "assets")).map((f) => `assets/${f}`).filter(ASSETS)];
  const hashes = Object.fromEntries(kept.map((file) => [file, sha256(fs.readFileSync(path.join(dist, file))).slice(0, 16)]));
  const template = fs.readFileSync(path.join(here, "sw.js"), "utf8");
  // The version: the kept files' hashes and the service worker's own code.
  const version = sha256(Object.entries(hashes).map(([file, hash]) => `${file} ${hash}\n`).join("") + template).slice(0, 12);
  const build = {
    version,
    // Decoded sizes, for the loader's progress (and sizes sent, for people).
    files: sizes,
    book: sha256(fs.readFileSync(BOOK)),
  };
  fs.writeFileSync(path.join(dist, "build.json"), `${JSON.stringify(build, null, 2)}\n`);
  hashes["build.json"] = sha256(fs.readFileSync(path.join(dist, "build.json"))).slice(0, 16);

  const worker = template
    .replace('"BUILD_VERSION"', JSON.stringify(version))
    .replace("{ /* BUILD_FILES */ }", JSON.stringify(hashes, null, 2));
  if (worker === template || worker.includes("BUILD_FILES") || worker.includes("BUILD_VERSION")) {
    throw new Error("web/sw.js lacks its placeholders (BUILD_VERSION, BUILD_FILES)");
  }
  fs.writeFileSync(path.join(dist, "sw.js"), worker);
  console.error(`  version ${version}: the service worker keeps ${kept.length + 1} files`);
}

main().catch((error) => {
  console.error(`web/package.mjs: ${error.message}`);
  process.exit(1);
});
