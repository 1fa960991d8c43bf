// The online browser test: a codebreakers-server started here (port 0, a scratch data
// folder) serves web/dist; two pages in two browser contexts play a Code Breaker match
// against each other through it, and a third watches.
//   - Page A holds the creator's seat (the test creates the match over HTTP and puts the
//     seat in A's storage, as the game keeps it) and opens the invite link: the game sees
//     the seat it holds and opens its table.
//   - Page B opens the invite link: it joins through the lobby (the page's fetch), sees the
//     waiting room full, and goes to the table.
//   - Each page plays when its tab says "Your turn" (codes and rows typed with the keys);
//     moves go both ways (the server's sequence number grows with each page's moves).
//   - Page B reloads mid-match and goes on at its seat.
//   - Page C watches by ?watch=CODE: every view it receives is the public one (no code).
// Run: (cd web && node tests/online.mjs) after web/build.sh and a build of the server
// (CODEBREAKERS_SERVER, or the release binary in the target directory).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { check, hands, launch, sleep, started } from "./page.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(here, "..", "dist");
const shots = path.join(here, "shots");
const target = process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache/codebreakers/target");
const serverBinary = process.env.CODEBREAKERS_SERVER ?? path.join(target, "release", "codebreakers-server");
/** Moves each page makes before B reloads, and after. */
const MOVES_BEFORE_RELOAD = 2;
const MOVES_AFTER_RELOAD = 1;
/** The longest the whole test may take. */
const LIMIT_MS = 20 * 60_000;

/** The server on a free port of 127.0.0.1, serving the site; its address. */
function startServer(data) {
  const child = spawn(serverBinary, ["--port", "0", "--data", data, "--web", site], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the server ended (${code}) before listening`)));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const found = out.match(/codebreakers-server: (http:\/\/127\.0\.0\.1:\d+)/);
      if (found) resolve({ child, url: found[1] });
    });
  });
}

async function post(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${url}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A page of its own browser context, its console kept, its socket's frames read. */
async function openPage(name, profile, lines) {
  const context = await launch(profile);
  const page = await context.newPage();
  const views = [];
  page.on("console", (message) => lines.push(`${name}: ${message.text()}`));
  page.on("pageerror", (error) => lines.push(`${name}: page error ${error}`));
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      try {
        const message = JSON.parse(payload);
        if (message.type === "view") views.push(message);
      } catch {
        // not a message of the protocol
      }
    }),
  );
  return { name, context, page, views, ...hands(page) };
}

/** The server's count of actions, as the views a page received say. */
const lastSeq = (player) => player.views.at(-1)?.seq ?? 0;

/** A code or row no earlier one of this page repeats: five different colours, by keys. */
function keysFor(move) {
  return [0, 1, 2, 3, 4].map((i) => String(((move + i) % 8) + 1));
}

/** Waits (bounded) until `player`'s tab says its turn, and types its move. */
async function playATurn(player, move, deadline) {
  while (!/Your turn/.test(await player.page.title())) {
    if (Date.now() > deadline) throw new Error(`${player.name}: its turn never came`);
    await player.gameWait(500);
  }
  const before = lastSeq(player);
  for (const key of keysFor(move)) await player.press(key);
  await player.gameWait(600);
  await player.press("Enter");
  while (lastSeq(player) <= before) {
    if (Date.now() > deadline) throw new Error(`${player.name}: its move never reached the server`);
    await player.gameWait(500);
  }
  // A few frames for the tab's title to follow the view that came.
  await player.gameWait(1500);
}

/** Plays `moves` turns of whichever page's turn it is (the other waits). */
async function playTurns(players, moves, counts, deadline) {
  for (let done = 0; done < moves * players.length; done++) {
    const player = await whoseTurn(players, deadline);
    await playATurn(player, counts[player.name]++, deadline);
  }
}

async function whoseTurn(players, deadline) {
  for (;;) {
    for (const player of players) {
      if (/Your turn/.test(await player.page.title())) return player;
    }
    if (Date.now() > deadline) throw new Error("nobody's turn came");
    await sleep(500);
  }
}

async function main() {
  if (!fs.existsSync(path.join(site, "index.html"))) throw new Error("web/dist is empty: run web/build.sh");
  if (!fs.existsSync(serverBinary)) throw new Error(`no server at ${serverBinary}: cargo build --release -p codebreakers-server`);
  fs.mkdirSync(shots, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "codebreakers-online-"));
  const deadline = Date.now() + LIMIT_MS;
  const server = await startServer(path.join(scratch, "data"));
  const lines = [];
  const players = [];
  try {
    const created = await post(`${server.url}/api/matches`, {
      version: 1, game: "code-breaker", seats: ["me", "open"],
    });
    const code = created.code;
    const link = `${server.url}/?join=${code}`;
    console.log(`  match ${code} on ${server.url}`);

    const a = await openPage("A", path.join(scratch, "a"), lines);
    const b = await openPage("B", path.join(scratch, "b"), lines);
    players.push(a, b);
    // A's storage holds its seat, as the game keeps a seat it created.
    await a.page.addInitScript(([key, seat]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify([seat]));
    }, ["codebreakers.online", {
      server: server.url, code, game: "code-breaker", seat: created.seat, token: created.token, last_seq: null,
    }]);
    await a.page.goto(link);
    check(await started(a.page), "page A started");
    await b.page.goto(link);
    check(await started(b.page), "page B started");
    await b.gameWait(3000);
    await b.page.screenshot({ path: path.join(shots, "online-1-waiting-room.png") });
    // The waiting room is full (A holds the other seat): Go to the table.
    for (let tries = 0; b.views.length === 0; tries++) {
      if (tries > 20) throw new Error("page B never reached the table");
      await b.click(640, 451, 2000);
    }
    check(a.views.length > 0 && b.views.length > 0, "both pages are at the table, each with its seat's view");
    await a.page.screenshot({ path: path.join(shots, "online-2-table-a.png") });

    const counts = { A: 0, B: 0 };
    await playTurns(players, MOVES_BEFORE_RELOAD, counts, deadline);
    const beforeReload = lastSeq(a);
    check(
      counts.A > 0 && counts.B > 0 && beforeReload >= 2 * MOVES_BEFORE_RELOAD,
      `moves went both ways (A ${counts.A}, B ${counts.B}): the server is at action ${beforeReload}`,
    );

    await b.page.reload({ waitUntil: "load" });
    check(await started(b.page), "page B reloaded mid-match");
    while (lastSeq(b) < beforeReload) {
      if (Date.now() > deadline) throw new Error("page B did not come back to its seat");
      await b.gameWait(500);
    }
    check(true, `after the reload page B is at its seat again, at action ${lastSeq(b)}`);

    const c = await openPage("C", path.join(scratch, "c"), lines);
    players.push(c);
    await c.page.goto(`${server.url}/?watch=${code}`);
    check(await started(c.page), "page C started");
    while (c.views.length === 0) {
      if (Date.now() > deadline) throw new Error("page C never saw the match");
      await c.gameWait(500);
    }
    await playTurns([a, b], MOVES_AFTER_RELOAD, counts, deadline);
    await c.gameWait(2000);
    await c.page.screenshot({ path: path.join(shots, "online-3-spectator.png") });
    await b.page.screenshot({ path: path.join(shots, "online-4-table-b.png") });
    check(lastSeq(c) >= lastSeq(a) - 1 && lastSeq(c) > beforeReload, `the spectator follows the match (action ${lastSeq(c)})`);
    const secrets = c.views.filter((view) => view.observation?.secret != null && !view.outcome);
    check(c.views.length > 0 && secrets.length === 0, `the spectator's ${c.views.length} views never hold the code`);
    const makerSaw = [...a.views, ...b.views].some((view) => view.observation?.secret != null);
    check(makerSaw, "the code maker's own views hold the code (the check above can fail)");
    const errors = lines.filter((line) => / page error |ERROR/.test(line));
    check(errors.length === 0, `no page error${errors.length ? `: ${errors.join(" | ")}` : ""}`);
  } catch (error) {
    console.error(`consoles (last lines):\n  ${lines.slice(-30).join("\n  ")}`);
    for (const player of players) {
      await player.page.screenshot({ path: path.join(shots, `online-failure-${player.name}.png`) }).catch(() => {});
    }
    throw error;
  } finally {
    for (const player of players) await player.context.close().catch(() => {});
    server.child.kill();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`not ok - ${error.message}`);
    process.exit(1);
  },
);
