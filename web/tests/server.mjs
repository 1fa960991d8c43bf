// The game's server for the online browser tests: the release binary of
// codebreakers-server (CODEBREAKERS_SERVER, or the one in the target directory), started on
// 127.0.0.1 with a scratch data folder, serving web/dist.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The site the server serves: the web build. */
export const site = path.resolve(here, "..", "dist");
const target = process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache/codebreakers/target");
export const serverBinary =
  process.env.CODEBREAKERS_SERVER ?? path.join(target, "release", "codebreakers-server");

/** The server on `port` of 127.0.0.1 (0: a free one), keeping its matches in `data`:
 *  its process, address and port, once it listens. */
export function startServer(data, port = 0) {
  const child = spawn(serverBinary, ["--port", String(port), "--data", data, "--web", site], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the server ended (${code}) before listening`)));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const found = out.match(/codebreakers-server: (http:\/\/127\.0\.0\.1:(\d+))/);
      if (found) resolve({ child, url: found[1], port: Number(found[2]) });
    });
  });
}
