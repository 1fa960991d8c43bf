// Loads the game: checks for WebGL2, downloads the WASM with a progress bar, starts it,
// and uncovers the canvas once the game runs.
import init from "./codebreakers.js";

const cover = document.getElementById("cover");
const bar = document.getElementById("bar");
const fill = document.getElementById("fill");
const status = document.getElementById("status");

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

/** The bytes of `url`, reporting progress (0 to 1, or null when the size is unknown). */
async function download(url, progress) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  const encoded = response.headers.get("Content-Encoding");
  const total = encoded ? 0 : Number(response.headers.get("Content-Length")) || 0;
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    progress(total ? received / total : null, received);
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

function megabytes(bytes) {
  return (bytes / 1048576).toFixed(1);
}

function showProgress(fraction, received) {
  if (fraction === null) {
    bar.classList.add("waiting");
    status.textContent = `Loading… ${megabytes(received)} MB`;
  } else {
    fill.style.width = `${Math.round(fraction * 100)}%`;
    status.textContent = `Loading… ${Math.round(fraction * 100)} %`;
  }
}

async function start() {
  if (!hasWebGl2()) {
    fail(
      "Code Breakers needs WebGL2, which this browser does not offer (or has turned off). " +
        "Try a current Firefox, Chrome, Edge or Safari, and check that hardware acceleration is on.",
    );
    return;
  }
  let bytes;
  try {
    bytes = await download("codebreakers_bg.wasm", showProgress);
  } catch (error) {
    fail(`The game could not be downloaded: ${error.message}. Reload the page to try again.`);
    return;
  }
  fill.style.width = "100%";
  bar.classList.remove("waiting");
  status.textContent = "Starting…";
  const uncover = () => cover.classList.add("gone");
  try {
    await init({ module_or_path: bytes });
    uncover();
  } catch (error) {
    // winit leaves the start function by throwing once the game loop runs: not an error.
    if (String(error?.message ?? error).includes("Using exceptions for control flow")) {
      uncover();
    } else {
      fail(`The game stopped while starting: ${error?.message ?? error}`);
      throw error;
    }
  }
  document.getElementById("game").focus();
}

start();
