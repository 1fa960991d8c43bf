// The review of a finished match, made off the page's one thread (src/review/worker.rs starts
// it): the game posts the save's JSON; this answers {progress: [done, total]} as it goes (at
// most every 50 ms), then {review: JSON}, or {failed: why}. The module is
// crates/review-worker, built by web/build.sh into review.wasm: plain exports, no imports.
let exports = null;

async function module() {
  if (!exports) {
    const bytes = await (await fetch("review.wasm")).arrayBuffer();
    exports = (await WebAssembly.instantiate(bytes, {})).instance.exports;
  }
  return exports;
}

function text(m, at, len) {
  return new TextDecoder().decode(new Uint8Array(m.memory.buffer, at, len).slice());
}

onmessage = async (event) => {
  try {
    const m = await module();
    const save = new TextEncoder().encode(event.data);
    // The buffer first: making it may grow the memory, which detaches the old view of it.
    const at = m.input(save.length);
    new Uint8Array(m.memory.buffer, at, save.length).set(save);
    if (!m.begin()) {
      const [at, len] = [m.output(), m.output_len()];
      postMessage({ failed: text(m, at, len) });
      return;
    }
    let told = 0;
    while (m.advance()) {
      const now = performance.now();
      if (now - told > 50) {
        postMessage({ progress: [m.done(), m.total()] });
        told = now;
      }
    }
    const length = m.finish();
    const start = m.output();
    postMessage({ review: text(m, start, length) });
  } catch (error) {
    // A trap leaves the module unusable: the next review loads it again.
    exports = null;
    postMessage({ failed: String(error) });
  }
};
