// The site's static server, for a player (web/serve.sh) and for the browser tests (imported):
// serves a built site (web/dist) as a real host should, with nothing but Node's own modules.
//   - A file's precompressed `.br` or `.gz` beside it (web/package.sh writes them for the
//     module and its JavaScript) is sent instead, with
//     `Content-Encoding`, when the request's `Accept-Encoding` takes it (brotli first when
//     both are taken alike); `Vary: Accept-Encoding` on every answer that could differ.
//   - `Content-Type` by extension: `.wasm` as application/wasm (which the browser's
//     streaming compile asks for), the manifest as application/manifest+json.
//   - `Cache-Control: no-cache` with an `ETag`: the names are not versioned, so the browser
//     asks again each time and gets a short 304 when nothing changed; the service worker
//     (sw.js) keeps the files for the second visit and offline play.
//   - `/` and a folder give its index.html; nothing outside the site is served.
// Run: node web/serve.mjs [PORT] [DIR]   (default 8080 and web/dist), or web/serve.sh.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".wav": "audio/wav",
  ".ogg": "audio/ogg",
  ".otf": "font/otf",
  ".bin": "application/octet-stream",
  ".ftl": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** The encodings a site may hold beside a file, best first, with their file suffix. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/**
 * The encodings `header` (a request's Accept-Encoding) takes, as a map of name to q-value
 * (`*` stands for any not named; an absent header takes none but identity).
 */
export function accepted(header) {
  const taken = new Map();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number(value);
    }
    taken.set(name, Number.isFinite(q) ? q : 0);
  }
  return taken;
}

/** Which of the precompressed encodings `header` takes best, or null. */
export function chooseEncoding(header, available) {
  const taken = accepted(header);
  let best = null;
  let bestQ = 0;
  for (const [name] of ENCODINGS) {
    if (!available.includes(name)) continue;
    const q = taken.get(name) ?? taken.get("*") ?? 0;
    if (q > bestQ) {
      best = name;
      bestQ = q;
    }
  }
  return best;
}

/** The file `pathname` stands for in `site`, or null (outside it, or missing). */
function resolve(site, pathname) {
  let name;
  try {
    name = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (name.includes("\0")) return null;
  let file = path.join(site, name);
  if (file !== site && !file.startsWith(site + path.sep)) return null;
  try {
    if (fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Answers `request` from the files of `site` (an absolute folder); with `encodings` false,
 * every file as it is (no precompressed one: for comparing).
 */
export function handle(site, request, response, encodings = true) {
  const url = new URL(request.url, "http://localhost");
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const file = resolve(site, url.pathname);
  if (!file) {
    response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
    return;
  }
  const available = encodings ? ENCODINGS.filter(([, suffix]) => fs.existsSync(file + suffix)).map(([name]) => name) : [];
  const encoding = chooseEncoding(request.headers["accept-encoding"], available);
  const sent = encoding ? file + ENCODINGS.find(([name]) => name === encoding)[1] : file;
  const stat = fs.statSync(sent);
  const tag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ""}"`;
  const headers = {
    "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
    "Cache-Control": "no-cache",
    ETag: tag,
    "Last-Modified": stat.mtime.toUTCString(),
  };
  if (available.length > 0) headers.Vary = "Accept-Encoding";
  if (encoding) headers["Content-Encoding"] = encoding;
  const matches = request.headers["if-none-match"];
  if (matches && matches.split(",").some((value) => value.trim().replace(/^W\//, "") === tag)) {
    response.writeHead(304, headers).end();
    return;
  }
  headers["Content-Length"] = stat.size;
  response.writeHead(200, headers);
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  fs.createReadStream(sent)
    .on("error", () => response.destroy())
    .pipe(response);
}

/**
 * A server of `site` listening on `host:port` (port 0: a free one); resolves once it
 * listens. `server.site` may be changed later to serve another folder (the tests' update).
 * `encodings: false` serves no precompressed file (web/bench/visits.mjs compares).
 */
export function serve(site, { port = 0, host = "127.0.0.1", encodings = true } = {}) {
  const server = http.createServer((request, response) => handle(server.site, request, response, encodings));
  server.site = path.resolve(site);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Stops `server` at once, its open connections too (a network cut, for the tests). */
export function stop(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const port = Number(process.argv[2] ?? 8080);
  const site = path.resolve(process.argv[3] ?? path.join(here, "dist"));
  if (!fs.existsSync(path.join(site, "index.html"))) {
    console.error(`${site} holds no site: run web/build.sh first`);
    process.exit(1);
  }
  const server = await serve(site, { port });
  console.log(`Code Breakers at http://127.0.0.1:${server.address().port}/ (Ctrl-C stops)`);
}
