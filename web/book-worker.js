// Code Knacker's book of turn values, made on the device off the page's one thread
// (src/games/code_knacker/turn_values.rs starts it when a player sets Code Knacker up). The
// site ships no book: 15 MB, 5.3 MB with brotli, against half a minute to a minute of one core
// to work it out with the review worker's module (crates/review-worker's `book` export), once.
// The book made is checked against the shipped one's SHA-256 (build.json's `book`), then kept
// in the browser's Cache Storage under that hash, so the next start reads it at once, offline
// too; a new build with the same book keeps it.
//
// The game posts nothing of its own; this answers {book: ArrayBuffer, kept: bool, seconds,
// checked: "same" | "different" | "unchecked"} or {failed: why}.
const STORE = "book-of-turn-values"; // not "codebreakers-...": the service worker replaces those at each version

async function sha256(bytes) {
  if (!self.crypto?.subtle) return null; // not a secure context: nothing to check it by
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function made() {
  const started = performance.now();
  const source = await fetch("review.wasm");
  if (!source.ok) throw new Error(`review.wasm: ${source.status}`);
  const m = (await WebAssembly.instantiate(await source.arrayBuffer(), {})).instance.exports;
  const length = m.book();
  const bytes = new Uint8Array(m.memory.buffer, m.output(), length).slice().buffer;
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

onmessage = async () => {
  try {
    const build = await (await fetch("build.json", { cache: "no-cache" })).json().catch(() => ({}));
    const expected = build.book ?? null;
    const store = self.caches ? await caches.open(STORE).catch(() => null) : null;
    const key = expected && new URL(`turn-values-${expected}.bin`, self.location).href;
    const kept = key && (await store?.match(key));
    if (kept) {
      const bytes = await kept.arrayBuffer();
      postMessage({ book: bytes, kept: true, seconds: 0, checked: "same" }, [bytes]);
      return;
    }
    const { bytes, seconds } = await made();
    const hash = await sha256(bytes);
    const checked = hash === null || expected === null ? "unchecked" : hash === expected ? "same" : "different";
    if (checked === "same" && store) {
      // Only the book of this build: an older one goes.
      for (const old of await store.keys()) await store.delete(old);
      await store.put(key, new Response(bytes.slice(0), { headers: { "Content-Type": "application/octet-stream" } }));
    }
    postMessage({ book: bytes, kept: false, seconds, checked }, [bytes]);
  } catch (error) {
    postMessage({ failed: String(error) });
  }
};
