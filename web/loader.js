// Loads the game: checks for WebGL2, downloads the WASM with a progress bar (how many of how many megabytes), starts it, and
// uncovers the canvas once the game runs. Then registers the service worker (web/sw.js),
// which keeps the site for the next start and offline play, and offers a full-screen button
// on touch screens. The words follow the browser's language (English, German, French,
// Catalan: the game's four).
import init from "./codebreakers.js";

const cover = document.getElementById("cover");
const bar = document.getElementById("bar");
const fill = document.getElementById("fill");
const status = document.getElementById("status");
const fullscreen = document.getElementById("fullscreen");
const note = document.getElementById("note");

const WORDS = {
  en: {
    loading: "Loading…",
    of: (done, total) => `Loading… ${done} of ${total} MB`,
    so_far: (done) => `Loading… ${done} MB`,
    starting: "Starting…",
    no_webgl2:
      "Code Breakers needs WebGL2, which this browser does not offer (or has turned off). " +
      "Try a current Firefox, Chrome, Edge or Safari, and check that hardware acceleration is on.",
    no_download: (why) => `The game could not be downloaded: ${why}. Reload the page to try again.`,
    stopped: (why) => `The game stopped while starting: ${why}`,
    updated: "Updated to a new version",
    fullscreen: "Full screen",
  },
  de: {
    loading: "Wird geladen…",
    of: (done, total) => `Wird geladen… ${done} von ${total} MB`,
    so_far: (done) => `Wird geladen… ${done} MB`,
    starting: "Wird gestartet…",
    no_webgl2:
      "Code Breakers braucht WebGL2, das dieser Browser nicht bietet (oder abgeschaltet hat). " +
      "Versuche ein aktuelles Firefox, Chrome, Edge oder Safari und prüfe, ob die Hardwarebeschleunigung an ist.",
    no_download: (why) => `Das Spiel konnte nicht geladen werden: ${why}. Lade die Seite neu, um es noch einmal zu versuchen.`,
    stopped: (why) => `Das Spiel ist beim Start stehen geblieben: ${why}`,
    updated: "Auf eine neue Version aktualisiert",
    fullscreen: "Vollbild",
  },
  fr: {
    loading: "Chargement…",
    of: (done, total) => `Chargement… ${done} sur ${total} Mo`,
    so_far: (done) => `Chargement… ${done} Mo`,
    starting: "Démarrage…",
    no_webgl2:
      "Code Breakers a besoin de WebGL2, que ce navigateur n’offre pas (ou a désactivé). " +
      "Essayez un Firefox, Chrome, Edge ou Safari récent, et vérifiez que l’accélération matérielle est activée.",
    no_download: (why) => `Le jeu n’a pas pu être téléchargé : ${why}. Rechargez la page pour réessayer.`,
    stopped: (why) => `Le jeu s’est arrêté au démarrage : ${why}`,
    updated: "Mis à jour vers une nouvelle version",
    fullscreen: "Plein écran",
  },
  ca: {
    loading: "Carregant…",
    of: (done, total) => `Carregant… ${done} de ${total} MB`,
    so_far: (done) => `Carregant… ${done} MB`,
    starting: "Engegant…",
    no_webgl2:
      "Code Breakers necessita WebGL2, que aquest navegador no ofereix (o té desactivat). " +
      "Proveu un Firefox, Chrome, Edge o Safari actual, i comproveu que l’acceleració per maquinari és activada.",
    no_download: (why) => `No s’ha pogut baixar el joc: ${why}. Torneu a carregar la pàgina per tornar-ho a provar.`,
    stopped: (why) => `El joc s’ha aturat en engegar-se: ${why}`,
    updated: "Actualitzat a una versió nova",
    fullscreen: "Pantalla completa",
  },
};
const language = (navigator.languages ?? [navigator.language])
  .map((tag) => String(tag).toLowerCase().split("-")[0])
  .find((code) => code in WORDS) ?? "en";
const words = WORDS[language];
document.documentElement.lang = language;

/** Megabytes with one decimal, in the language's way (12.3, 12,3). */
const megabytes = (bytes) =>
  (bytes / 1e6).toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function fail(message) {
  cover.classList.add("failed");
  status.textContent = message;
}

function hasWebGl2() {
  try {
    return !!document.createElement("canvas").getContext("webgl2");
  } catch {
    return false;
  }
}

/** A quiet note at the foot of the page for a few seconds. */
function showNote(text) {
  note.textContent = text;
  note.classList.add("shown");
  setTimeout(() => note.classList.remove("shown"), 6000);
}

/**
 * The build's description (web/package.mjs writes build.json): its version and the decoded
 * size of the precompressed files. From the service worker's cache when it controls the
 * page (so it matches the module kept with it); null where there is none.
 */
async function buildInfo() {
  try {
    const response = await fetch("build.json", { cache: "no-cache" });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * The bytes of `url`, reporting progress: (bytes so far, bytes in all or 0 when unknown).
 * A compressed transfer's Content-Length counts compressed bytes while the stream gives
 * decoded ones, so the decoded size comes from build.json (`size`), else from an unencoded
 * answer's Content-Length.
 */
async function download(url, size, progress) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  const encoded = response.headers.get("Content-Encoding");
  const total = size || (encoded ? 0 : Number(response.headers.get("Content-Length")) || 0);
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    progress(received, Math.max(total, total ? received : 0));
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

function showProgress(received, total) {
  if (!total) {
    bar.classList.add("waiting");
    status.textContent = words.so_far(megabytes(received));
  } else {
    fill.style.width = `${((received / total) * 100).toFixed(1)}%`;
    status.textContent = words.of(megabytes(received), megabytes(total));
  }
}

/**
 * A new version the service worker fetched in the background is taken at the next start:
 * the browser activates it once no page of the old one is open (a reload keeps the running
 * version). When it takes over while this page is still loading (its tabs had just closed),
 * the page reloads, not to mix one version's page with another's module; once the game
 * runs it keeps the module it has.
 */
let running = false;
function reloadOnNewVersionWhileLoading() {
  navigator.serviceWorker?.addEventListener("controllerchange", () => {
    if (!running) location.reload();
  });
}

/** Registers the service worker, once the game runs (not to compete with its download). */
function keepForNextTime() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("sw.js").catch((error) => {
    // The site still works without (a private window, a browser that refuses).
    console.warn(`Code Breakers: no service worker (${error?.message ?? error})`);
  });
}

/** Says so when this start is the first of a new version (the last start's is remembered). */
function noteNewVersion(version) {
  if (!version) return;
  const key = "codebreakers.version";
  try {
    const before = localStorage.getItem(key);
    localStorage.setItem(key, version);
    if (before && before !== version) showNote(words.updated);
  } catch {
    // no storage: no note
  }
}

/**
 * The canvas measured in the pixels the browser really draws. winit (the game's window)
 * takes the canvas's size in device pixels from ResizeObserver's `devicePixelContentBoxSize`
 * and divides it by `devicePixelRatio` for the game's (CSS) pixels; pointers and touches it
 * multiplies by `devicePixelRatio`. A phone's browser reports the two alike (a 390x844 page
 * at a ratio of 3 is 1170x2532 device pixels). Chromium's device emulation (DevTools' device
 * toolbar, `deviceScaleFactor` in Playwright) sets `devicePixelRatio` but leaves
 * `devicePixelContentBoxSize` at the CSS size times the real screen's ratio (390x844): the
 * game then took the page for 195x422 at a ratio of 2, drew everything twice as large, and
 * a tap acted at half its place. Where the two disagree (a box of 100 CSS pixels measured
 * against `devicePixelRatio`), the page hides `devicePixelContentBoxSize`, and winit
 * measures the canvas by its CSS size times `devicePixelRatio`, as it does in Safari (which
 * has no `devicePixelContentBoxSize`). Must be done before the module starts (winit asks once).
 */
function trustDevicePixelsOnlyIfTrue() {
  const entry = globalThis.ResizeObserverEntry?.prototype;
  if (!entry || !Object.getOwnPropertyDescriptor(entry, "devicePixelContentBoxSize")) return Promise.resolve();
  return new Promise((resolve) => {
    const box = document.createElement("div");
    box.style.cssText =
      "position: fixed; left: 0; top: 0; width: 100px; height: 100px; visibility: hidden; pointer-events: none";
    document.body.append(box);
    const done = () => {
      observer.disconnect();
      box.remove();
      resolve();
    };
    const observer = new ResizeObserver(([measured]) => {
      const device = measured?.devicePixelContentBoxSize?.[0]?.inlineSize;
      const css = measured?.contentBoxSize?.[0]?.inlineSize;
      if (device && css && Math.abs(device - css * devicePixelRatio) > 1.5) {
        delete entry.devicePixelContentBoxSize;
        console.info(
          `Code Breakers: the browser measures ${css} CSS pixels as ${device} device pixels at a ` +
            `pixel ratio of ${devicePixelRatio} (device emulation?): the canvas is measured in CSS pixels`,
        );
      }
      done();
    });
    observer.observe(box, { box: "device-pixel-content-box" });
    // A page opened in the background may not lay out until shown: the game waits no longer.
    setTimeout(done, 3000);
  });
}

/** The full-screen button: on touch screens (the CSS), while not full screen. */
function offerFullscreen() {
  const root = document.documentElement;
  const request = root.requestFullscreen ?? root.webkitRequestFullscreen;
  if (!request || document.fullscreenEnabled === false) return;
  fullscreen.title = words.fullscreen;
  fullscreen.setAttribute("aria-label", words.fullscreen);
  const update = () =>
    fullscreen.classList.toggle("offered", !(document.fullscreenElement ?? document.webkitFullscreenElement));
  fullscreen.addEventListener("click", async () => {
    try {
      await request.call(root, { navigationUI: "hide" });
    } catch {
      // refused (not from a gesture, or by the browser): the button stays
    }
    document.getElementById("game").focus();
  });
  document.addEventListener("fullscreenchange", update);
  document.addEventListener("webkitfullscreenchange", update);
  update();
}

async function start() {
  status.textContent = words.loading;
  if (!hasWebGl2()) {
    fail(words.no_webgl2);
    return;
  }
  if (navigator.serviceWorker?.controller) reloadOnNewVersionWhileLoading();
  offerFullscreen();
  const measured = trustDevicePixelsOnlyIfTrue();
  const build = await buildInfo();
  let bytes;
  try {
    bytes = await download("codebreakers_bg.wasm", build?.files?.["codebreakers_bg.wasm"]?.bytes ?? 0, showProgress);
  } catch (error) {
    fail(words.no_download(error.message));
    return;
  }
  fill.style.width = "100%";
  bar.classList.remove("waiting");
  status.textContent = words.starting;
  const uncover = () => {
    running = true;
    cover.classList.add("gone");
    noteNewVersion(build?.version);
    keepForNextTime();
  };
  await measured;
  try {
    await init({ module_or_path: bytes });
    uncover();
  } catch (error) {
    // winit leaves the start function by throwing once the game loop runs: not an error.
    if (String(error?.message ?? error).includes("Using exceptions for control flow")) {
      uncover();
    } else {
      fail(words.stopped(error?.message ?? error));
      throw error;
    }
  }
  document.getElementById("game").focus();
}

start();
