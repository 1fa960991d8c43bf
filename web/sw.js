// The service worker: keeps the game's files (the page, its scripts, the module, the icons,
// the sounds and the workers) so that the second visit starts at once and local
// play works offline. web/package.mjs writes it into the site with the build's version and
// the files it keeps, each with the start of its SHA-256 (the placeholders below).
//
// - Install: each file is taken from an earlier version's cache when its hash is the same
//   (the sounds do not change with the game), else fetched (revalidated against the
//   browser's HTTP cache, so the module the page has just downloaded is not downloaded
//   again) and checked against its hash: a file of another build fails the install, tried
//   again at the next visit, so a version's files always belong together.
// - A new version installs in the background (the loader registers the worker once the game
//   runs, and the browser looks for a changed sw.js then and at each start) and waits: a page
//   in play keeps its version. The browser activates it at the next start, once no page of
//   the old version is open; the loader then says "Updated to a new version".
// - Fetch: the kept files from the cache; anything else (the online play's /api/... and
//   its WebSocket, which a service worker never sees) goes to the network untouched.
const VERSION = "BUILD_VERSION";
const FILES = { /* BUILD_FILES */ };
const PREFIX = "codebreakers-";
const CACHE = `${PREFIX}${VERSION}`;

/** The cache's key for `file` of hash `hash`: the file's address with its hash. */
function key(file, hash) {
  const url = new URL(file, self.registration.scope);
  url.searchParams.set("sha256", hash);
  return url.href;
}

async function hashOf(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function keep(cache, file, hash) {
  const known = await caches.match(key(file, hash));
  if (known) {
    await cache.put(key(file, hash), known);
    return;
  }
  const response = await fetch(new URL(file, self.registration.scope), { cache: "no-cache" });
  if (!response.ok) throw new Error(`${file}: ${response.status}`);
  const got = await hashOf(response);
  if (!got.startsWith(hash)) throw new Error(`${file} is of another build (${got.slice(0, 16)}, not ${hash})`);
  await cache.put(key(file, hash), response);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const missing = [];
    for (const [file, hash] of Object.entries(FILES)) {
      if (!(await cache.match(key(file, hash)))) missing.push([file, hash]);
    }
    // Four at a time: the big ones (the modules) beside the small ones.
    const queue = [...missing];
    await Promise.all([0, 1, 2, 3].map(async () => {
      while (queue.length > 0) {
        const [file, hash] = queue.shift();
        await keep(cache, file, hash);
      }
    }));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    // A first visit's page, loaded from the network, is served from here from now on.
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  let file = url.pathname.slice(scope.pathname.length);
  if (file.startsWith("api/")) return; // online play: never kept, never touched
  if (file === "" && request.mode === "navigate") file = "index.html"; // with ?join=, ?watch=...
  const hash = FILES[file];
  if (!hash) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(key(file, hash));
    return kept ?? fetch(request);
  })());
});
