// The online browser test: a codebreakers-server started here (port 0, a scratch data
// folder) serves web/dist; two pages in two browser contexts play a Code Breaker match
// against each other through it, and a third watches.
//   - Page A holds the creator's seat (the test creates the match over HTTP and puts the
//     seat in A's storage, as the game keeps it) and opens the invite link: the game sees
//     the seat it holds and opens its table.
//   - Page B opens the invite link: it joins through the lobby (the page's fetch), sees the
//     waiting room full, and goes to the table.
//   - Each page plays when its tab says "Your turn" (codes and rows typed with the keys);
//     moves go both ways (the server's sequence number grows with each page's moves). The
//     moves are planned: a Breaker's row is the Maker's code (the round ends, and the roles
//     swap), but for the last one (a wrong row), so that no one reaches 30 points.
//   - Page B reloads mid-match and goes on at its seat.
//   - Page C watches by ?watch=CODE: every view it receives is the public one (no code).
//   - Turn notices: A takes the status card's offer "Tell me when it is my turn" (the
//     browser's leave granted to A's context); while A looks out of sight (an init script
//     makes `document.hasFocus()` false), B moves, and A's page makes a browser notice
//     saying it is A's turn in this match (the init script records every notice made).
//   - A hidden tab's catch-up: A's page is frozen (its script halted) while B moves; woken
//     again, it catches up by itself (its tab says "Your turn") and makes its next move.
//   - The end: B resigns through the pause menu (Esc, Resign, Yes, resign); both players'
//     pages and the watcher receive the end of the match and leave the table for the
//     results (their tabs no longer name the match), and the watcher never saw the code
//     before the end.
// Run: (cd web && node tests/online.mjs) after web/build.sh and a build of the server
// (CODEBREAKERS_SERVER, or the release binary in the target directory).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";
import { check, hands, launch, removeScratch, runTest, sleep, started } from "./page.mjs";
import { serverBinary, site, startServer } from "./server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const shots = path.join(here, "shots");
/** How long page A stays frozen while B moves. */
const FROZEN_MS = 4000;
/** Where things are on a 1280×720 page: the status card's offer of notices at an online
 *  table (the bottom of the side panel), and the pause menu's Resign and its confirmation. */
const AT = { notifyMe: [148, 623], resign: [640, 439], resignSure: [640, 412] };
/** Points of the table away from the pause menu, whose light tells whether the menu's veil
 *  lies over the table. */
const TABLE_LIGHT = [[1180, 60], [1180, 660], [420, 60], [880, 660]];
/** The longest the whole test may take. */
const LIMIT_MS = 20 * 60_000;

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
  const messages = [];
  page.on("console", (message) => lines.push(`${name}: ${message.text()}`));
  page.on("pageerror", (error) => lines.push(`${name}: page error ${error}`));
  // What the lobby's lists said (my matches, asked again at the results).
  const offers = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith("/api/my-matches") || !response.ok()) return;
    try {
      offers.push(...(await response.json()));
    } catch {
      // a list cut short by the page closing
    }
  });
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      try {
        const message = JSON.parse(payload);
        messages.push(message);
        if (message.type === "view") views.push(message);
      } catch {
        // not a message of the protocol
      }
    }),
  );
  return { name, context, page, views, messages, offers, ...hands(page) };
}

/** The server's count of actions, as the views a page received say. */
const lastSeq = (player) => player.views.at(-1)?.seq ?? 0;

/** The code or row of a page's `move`th move: five different colours, by keys. A page's
 *  `n`th code is the other page's `n`th row, which so breaks it on the first row. */
function keysFor(move) {
  return [0, 1, 2, 3, 4].map((i) => String(((move + i) % 8) + 1));
}

/**
 * Before the page's own scripts: every notice the page makes (by `new Notification` or by
 * its service worker's `showNotification`) is recorded in `window.__notices`; the page
 * says the browser has not asked yet until the game asks (so the game offers to ask, as
 * on a first visit), whatever leave the context was given; and `window.__away(true)`
 * makes the page look out of sight (`document.hasFocus()` false, as with another window
 * in front).
 */
function watchNotices() {
  window.__notices = [];
  window.__asked = false;
  const Real = window.Notification;
  if (typeof Real === "function") {
    const Recorded = function Notification(title, options) {
      window.__notices.push({ title: String(title), body: String(options?.body ?? ""), by: "page" });
      return new Real(title, options);
    };
    Recorded.prototype = Real.prototype;
    Object.defineProperty(Recorded, "permission", {
      get: () => (window.__asked ? Real.permission : "default"),
    });
    Recorded.requestPermission = (...args) => {
      window.__asked = true;
      return Real.requestPermission(...args);
    };
    window.Notification = Recorded;
  }
  const registration = window.ServiceWorkerRegistration?.prototype;
  if (registration?.showNotification) {
    const show = registration.showNotification;
    registration.showNotification = function (title, options) {
      window.__notices.push({ title: String(title), body: String(options?.body ?? ""), by: "worker" });
      return show.call(this, title, options);
    };
  }
  // The longest time between two frames of the page (a frozen page draws none).
  window.__longestGap = 0;
  let last = performance.now();
  const frame = (now) => {
    window.__longestGap = Math.max(window.__longestGap, now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  let away = false;
  window.__away = (value) => { away = value; };
  const hasFocus = Document.prototype.hasFocus;
  Document.prototype.hasFocus = function () {
    return away ? false : hasFocus.call(this);
  };
}

/** Waits (bounded) until `player`'s tab says its turn. */
async function untilMyTurn(player, deadline, what = "its turn never came") {
  while (!/Your turn/.test(await player.page.title())) {
    if (Date.now() > deadline) throw new Error(`${player.name}: ${what}`);
    await player.gameWait(500);
  }
}

/** Waits (bounded) until `player`'s socket received a message of `type`. */
async function untilMessage(player, type, deadline) {
  while (!player.messages.some((message) => message.type === type)) {
    if (Date.now() > deadline) throw new Error(`${player.name}: no "${type}" message came`);
    await player.gameWait(500);
  }
}

/** Waits (bounded) until `player`'s tab says its turn, and types its move. */
async function playATurn(player, move, deadline) {
  await untilMyTurn(player, deadline);
  // As a player would: keys pressed the moment a turn comes are held back (a key meant for
  // what was there before does not act on it), so the move is typed a moment later.
  await player.gameWait(700);
  const before = lastSeq(player);
  for (let attempt = 0; lastSeq(player) <= before; attempt++) {
    if (attempt > 0) {
      // The round's summary is up over the table (the round just ended): the player reads
      // it, closes it with Enter, and types the move again.
      await player.press("Enter");
      await player.gameWait(1000);
    }
    for (const key of keysFor(move)) await player.press(key);
    await player.gameWait(600);
    await player.press("Enter");
    const patience = Date.now() + 6000;
    while (lastSeq(player) <= before && Date.now() < patience) {
      if (Date.now() > deadline) throw new Error(`${player.name}: its move never reached the server`);
      await player.gameWait(500);
    }
  }
  // A few frames for the tab's title to follow the view that came.
  await player.gameWait(1500);
}

/** The page's pixels as drawn now (CSS pixels: the tests' pages have a ratio of 1). */
async function drawn(player) {
  return PNG.sync.read(await player.page.screenshot());
}

/** The red, green and blue of the pixel at (`x`, `y`) of a screenshot. */
function rgb(png, [x, y]) {
  const at = (y * png.width + x) * 4;
  return [png.data[at], png.data[at + 1], png.data[at + 2]];
}

/** How much light the table's points away from the menu give. */
function tableLight(png) {
  return TABLE_LIGHT.reduce((sum, point) => sum + rgb(png, point).reduce((a, b) => a + b, 0), 0);
}

/**
 * `player` resigns through the pause menu as a player would, looking at each step what the
 * page shows (a key or click on a loaded machine can come while the keys are hushed):
 * with no veil over the table, Escape opens the menu; with it, and no red "Yes, resign",
 * Resign asks; once it is there, it is clicked, and the end is awaited a while. Bounded.
 */
async function resign(player, deadline) {
  const light = tableLight(await drawn(player));
  const ended = () => player.messages.some((message) => message.type === "ended");
  for (let step = 0; step < 10 && !ended(); step++) {
    if (Date.now() > deadline) break;
    const now = await drawn(player);
    if (tableLight(now) > 0.7 * light) {
      await player.press("Escape");
      await player.gameWait(1000);
      continue;
    }
    const [red, green, blue] = rgb(now, AT.resignSure);
    if (!(red > 100 && red > 2 * green && red > 2 * blue)) {
      await player.click(...AT.resign, 1500);
      continue;
    }
    await player.page.screenshot({ path: path.join(shots, `online-5-resign-${player.name.toLowerCase()}.png`) });
    await player.click(...AT.resignSure, 1000);
    const patience = Date.now() + 10_000;
    while (!ended() && Date.now() < patience) await player.gameWait(500);
  }
  if (!ended()) throw new Error(`${player.name}: its resignation never ended the match`);
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
    // A created the match under its name (as its lobby sends the name kept in its settings).
    const created = await post(`${server.url}/api/matches`, {
      version: 1, game: "code-breaker", seats: ["me", "open"], name: "Ann",
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
    // Each page's settings hold its player's name, as typed once in the lobby: B joins by the
    // link under it.
    for (const [player, name] of [[a, "Ann"], [b, "Núria"]]) {
      await player.page.addInitScript(([key, name]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ online_name: name }));
      }, ["codebreakers.settings", name]);
    }
    // A may show notices (the browser's leave), and its notices are recorded.
    await a.context.grantPermissions(["notifications"], { origin: server.url });
    await a.page.addInitScript(watchNotices);
    await a.page.goto(link);
    check(await started(a.page), "page A started");
    await b.page.goto(link);
    check(await started(b.page), "page B started");
    await b.gameWait(3000);
    await b.page.screenshot({ path: path.join(shots, "online-1-waiting-room.png") });
    // The waiting room is full (A holds the other seat): Go to the table.
    for (let tries = 0; b.views.length === 0; tries++) {
      if (tries > 20) throw new Error("page B never reached the table");
      // Below the lobby's message line, which keeps its place (empty here).
      await b.click(640, 404, 2000);
    }
    check(a.views.length > 0 && b.views.length > 0, "both pages are at the table, each with its seat's view");
    // Names: each page is told both, B in its welcome, A as B took its seat.
    const named = (player) => {
      const told = player.messages.filter((m) => m.type === "welcome" || m.type === "seated").at(-1);
      return JSON.stringify(told?.names);
    };
    check(named(b) === JSON.stringify(["Ann", "Núria"]), `page B knows both players by name: ${named(b)}`);
    check(named(a) === JSON.stringify(["Ann", "Núria"]), `page A knows both players by name: ${named(a)}`);
    await a.page.screenshot({ path: path.join(shots, "online-2-table-a.png") });
    // A takes the status card's offer of notices: the game asks the browser, which grants.
    for (let tries = 0; !(await a.page.evaluate(() => window.__asked)); tries++) {
      if (tries > 5) throw new Error("page A's offer of notices never asked the browser");
      await a.click(...AT.notifyMe, 1500);
    }
    check(
      (await a.page.evaluate(() => Notification.permission)) === "granted",
      "page A took the offer of turn notices, and the browser granted them",
    );

    // Round 1: A makes a code, B breaks it (12 points); round 2: B makes a code...
    const counts = { A: 0, B: 0 };
    await playATurn(a, counts.A++, deadline);
    await playATurn(b, counts.B++, deadline);

    // Turn notices: ...B's code comes while A's page looks out of sight (another window in
    // front): A's turn to break it comes, and the page tells A by a notice.
    check((await a.page.evaluate(() => window.__notices.length)) === 0, "page A made no notice while in sight");
    await a.page.evaluate(() => window.__away(true));
    await playATurn(b, counts.B++, deadline);
    await untilMyTurn(a, deadline, "its turn never came while out of sight");
    await a.gameWait(1000);
    const notices = await a.page.evaluate(() => {
      window.__away(false);
      return window.__notices;
    });
    check(
      notices.length === 1 && notices[0].title === "Your turn" && notices[0].body.includes(code),
      `page A, out of sight, made a notice of its turn: ${JSON.stringify(notices)}`,
    );
    // ...and A breaks it (12 points).
    await playATurn(a, counts.A++, deadline);
    const beforeFreeze = lastSeq(a);
    // What A did reaches B as events, and B's log tells them in words, under A's name.
    const toldB = b.views.flatMap((view) => view.acted ?? []).filter((acted) => acted.seat === created.seat);
    check(
      toldB.length > 0 && toldB.every((acted) => (acted.events ?? []).length > 0),
      `page B is told the events of A's ${toldB.length} moves`,
    );
    const hiddenLine = lines.find((line) => line.startsWith("B: ") && line.includes("Ann hides a code behind the shield"));
    check(hiddenLine !== undefined, `page B's log tells A's move in words: ${hiddenLine ?? lines.filter((l) => l.startsWith("B: ")).slice(-5).join(" | ")}`);
    check(beforeFreeze >= 4, `moves went both ways (A ${counts.A}, B ${counts.B}): the server is at action ${beforeFreeze}`);

    // Round 3: A makes a code, B breaks it (24 points); round 4: B makes a code while A's
    // page is frozen (its script halted: the lifecycle state alone freezes nothing in this
    // Chromium, a visible page). Woken, A catches up by itself, and breaks it (24 points).
    await playATurn(a, counts.A++, deadline);
    await playATurn(b, counts.B++, deadline);
    await untilMyTurn(b, deadline);
    const cdp = await a.context.newCDPSession(a.page);
    await a.page.evaluate(() => { window.__longestGap = 0; });
    // (The lifecycle state is asked for all the same, where a Chromium honours it.)
    await cdp.send("Page.setWebLifecycleState", { state: "frozen" }).catch(() => {});
    await cdp.send("Debugger.enable");
    await cdp.send("Debugger.pause");
    const frozenAt = Date.now();
    await playATurn(b, counts.B++, deadline);
    const bMoved = lastSeq(b);
    await sleep(Math.max(0, FROZEN_MS - (Date.now() - frozenAt)));
    await cdp.send("Debugger.resume");
    await cdp.send("Debugger.disable");
    await cdp.send("Page.setWebLifecycleState", { state: "active" }).catch(() => {});
    await cdp.detach();
    await untilMyTurn(a, deadline, "it did not catch up after it was frozen");
    const gap = await a.page.evaluate(() => window.__longestGap);
    check(gap >= FROZEN_MS - 1000, `page A was frozen ${(gap / 1000).toFixed(1)} s while B moved, and caught up: its turn`);
    await playATurn(a, counts.A++, deadline);
    const beforeReload = lastSeq(a);
    check(beforeReload > bMoved, `page A moved after its freeze: the server is at action ${beforeReload}`);

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
    // Round 5: A makes a code; B's first row is wrong (its turn again).
    await playATurn(a, counts.A++, deadline);
    await playATurn(b, counts.B + 2, deadline);
    await c.gameWait(2000);
    await c.page.screenshot({ path: path.join(shots, "online-3-spectator.png") });
    await b.page.screenshot({ path: path.join(shots, "online-4-table-b.png") });
    check(lastSeq(c) >= lastSeq(a) - 1 && lastSeq(c) > beforeReload, `the spectator follows the match (action ${lastSeq(c)})`);
    const secrets = c.views.filter((view) => view.observation?.secret != null && !view.outcome);
    check(c.views.length > 0 && secrets.length === 0, `the spectator's ${c.views.length} views never hold the code`);
    const makerSaw = [...a.views, ...b.views].some((view) => view.observation?.secret != null);
    check(makerSaw, "the code maker's own views hold the code (the check above can fail)");

    // The end: B resigns through the pause menu (Esc, Resign, then Yes, resign). Its wrong
    // row gave it its turn again, and a turn's coming hushes the keys for a moment (a key
    // meant for what was there before does nothing): B waits until its page has the view of
    // its row, and then answers what the page shows, step by step (`resign`).
    await untilMyTurn(b, deadline, "its turn never came back after its wrong row");
    while (lastSeq(b) < lastSeq(a)) {
      if (Date.now() > deadline) throw new Error("B: the view of its wrong row never came");
      await b.gameWait(500);
    }
    await b.gameWait(2500);
    await resign(b, deadline);
    for (const player of [a, b, c]) await untilMessage(player, "ended", deadline);
    // Each page leaves the table for the results: its tab no longer names the match.
    for (const player of [a, b, c]) {
      while ((await player.page.title()) !== "Code Breakers") {
        if (Date.now() > deadline) throw new Error(`${player.name}: its tab still names the match`);
        await player.gameWait(500);
      }
    }
    await c.gameWait(1500);
    for (const player of [a, b, c]) {
      await player.page.screenshot({ path: path.join(shots, `online-6-results-${player.name.toLowerCase()}.png`) });
    }
    check(true, "B resigned: both players and the watcher received the end and left the table for the results");
    const record = a.messages.find((message) => message.type === "ended").save;
    check(
      JSON.stringify(record.outcome?.winners) === JSON.stringify([created.seat]) &&
        record.resigned?.length === 1 && record.resigned[0].seat !== created.seat,
      `the match's record says B resigned and A won: ${JSON.stringify({ winners: record.outcome?.winners, resigned: record.resigned })}`,
    );
    const ended = c.messages.findIndex((message) => message.type === "ended");
    const seenBefore = c.messages
      .slice(0, ended)
      .filter((message) => message.type === "view" && message.observation?.secret != null);
    check(seenBefore.length === 0, `the watcher saw no code in its ${ended} messages before the end`);
    // A asks for the rematch (as its results' Rematch does): B's results, which ask the
    // server every 2 s, offer it as A's.
    const rematch = await post(`${server.url}/api/rematch`, { version: 1, token: created.token });
    const offered = (player) => player.offers.some((summary) => summary.code === code && summary.rematch === rematch.code && summary.rematch_by === created.seat);
    while (!offered(b)) {
      if (Date.now() > deadline) throw new Error("page B was never offered A's rematch");
      await b.gameWait(500);
    }
    await b.gameWait(3000);
    await b.page.screenshot({ path: path.join(shots, "online-7-rematch-offered-b.png") });
    check(true, `page B's results hear that Ann offers the rematch ${rematch.code}`);

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
    removeScratch(scratch);
  }
}

runTest(main);
