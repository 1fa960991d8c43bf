// A seat of an online match acting from outside the game, for screenshots of the desktop
// game: `node tests/ann-acts.mjs SERVER_URL CODE TOKEN ACTION_JSON` says hello with the
// seat's token, waits for its view, sends the action at that view's sequence number and
// waits for it to be accepted. Chromium is the WebSocket client (Node 20 has none).
import { launch } from "./page.mjs";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const [server, code, token, action] = process.argv.slice(2);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "ann-"));
const context = await launch(profile);
const page = await context.newPage();
await page.goto(`${server}/api/about`);
const answer = await page.evaluate(
  ([code, token, action]) =>
    new Promise((resolve, reject) => {
      const url = location.origin.replace(/^http/, "ws") + "/api/play";
      const socket = new WebSocket(url);
      socket.onopen = () => socket.send(JSON.stringify({ type: "hello", version: 1, code, token }));
      let sent = false;
      socket.onmessage = ({ data }) => {
        const message = JSON.parse(data);
        if (message.type === "view" && !sent) {
          sent = true;
          socket.send(JSON.stringify({ type: "act", id: "ann-1", seq: message.seq, action: JSON.parse(action) }));
        }
        if (message.type === "accepted" || message.type === "refused") resolve(message);
      };
      socket.onerror = () => reject(new Error("the socket failed"));
      setTimeout(() => reject(new Error("no answer in 10 s")), 10_000);
    }),
  [code, token, action],
);
console.log(JSON.stringify(answer));
await context.close();
fs.rmSync(profile, { recursive: true, force: true });
