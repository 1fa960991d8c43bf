// Browsers keep sound off until the player clicks, taps or presses a key. The game makes its
// audio context when it starts; this keeps a hold of every context made on the page and
// resumes them all on the first gesture, so sound starts then, without an error before.
(() => {
  const contexts = [];
  for (const name of ["AudioContext", "webkitAudioContext"]) {
    const Original = window[name];
    if (!Original) continue;
    window[name] = new Proxy(Original, {
      construct(target, args) {
        const context = new target(...args);
        contexts.push(context);
        return context;
      },
    });
  }
  const resume = () => {
    for (const context of contexts) {
      if (context.state === "suspended") context.resume().catch(() => {});
    }
    if (contexts.length > 0 && contexts.every((c) => c.state !== "suspended")) {
      for (const type of events) document.removeEventListener(type, resume, true);
    }
  };
  const events = ["pointerdown", "keydown", "touchend", "mousedown"];
  for (const type of events) document.addEventListener(type, resume, true);
})();
