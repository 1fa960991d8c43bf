// Screenshots of online play for a person to look at, in English and in German (not a
// test of CI: it checks little, it shows). For each language, two players in two browser
// contexts (the browser's language: the game speaks it) go through online play by the UI:
//   play-online   the Play online screen (server, create a match, join, my matches)
//   invite        the creator's waiting room: the invite code and link
//   join-code     the other player's Play online screen, the code typed in
//   waiting-room  the joiner's waiting room, every seat taken
//   table         a match in play: the other's move told on the table, under its name
//   summary       Code Breaker's round summary, online (the code broken on the first row)
//   lost          the same match with the server stopped: the banner of a lost connection
//   back          the server started again (the same port and data folder): the banner gone
//   my-matches    Play online's list of my matches, the match open in it
//   resign        the pause menu's confirmation of a resignation
//   results       the finished match's results, at each seat (-a the winner, -b who resigned)
//   rematch       B's results once A asked for a rematch: "Ann offers a rematch"
// The players are Ann (A) and Núria (B): the name each gives online is in its settings.
// Saved as web/tests/shots/online-<en|de>-<name>.png (git-ignored).
// Run: (cd web && node tests/online-shots.mjs [en|de]) after web/build.sh and a build of
// the server (CODEBREAKERS_SERVER, or the release binary in the target directory).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hands, launch, sleep, started } from "./page.mjs";
import { serverBinary, site, startServer } from "./server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const shots = path.join(here, "shots");
const LIMIT_MS = 15 * 60_000;
/** The tab's title when the seat is to act, in either language. */
const YOUR_TURN = /^(Your turn|Du bist dran) · /;
/** Where things are on a 1280×720 page (found on screenshots; the left ends of buttons
 *  whose words are longer in German). */
const AT = {
  playOnline: [640, 367],
  // The create card, alone in the lobby's left column, with the game's options.
  create: { en: [270, 647], de: [259, 669] },
  /** Seat 1 makes the first code, in English and in German. */
  seatOneMakes: { en: [400, 475], de: [430, 497] },
  inviteCode: { en: [748, 235], de: [748, 235] },
  join: { en: [861, 241], de: [882, 241] },
  toTable: [640, 405],
  resign: [640, 439],
  resignSure: [640, 412],
};

async function openPage(name, profile, locale) {
  const context = await launch(profile, { locale });
  const page = await context.newPage();
  const messages = [];
  page.on("websocket", (socket) => {
    socket.on("framereceived", ({ payload }) => {
      try {
        messages.push(JSON.parse(payload));
      } catch {
        // not a message of the protocol
      }
    });
    socket.on("close", () => messages.push({ type: "closed" }));
  });
  return { name, context, page, messages, ...hands(page) };
}

/** How many messages of `type` the player's sockets received. */
const count = (player, type) => player.messages.filter((m) => m.type === type).length;

async function until(what, test, player, deadline) {
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`${player.name}: ${what}`);
    await player.gameWait(500);
  }
}

async function playAMove(player, deadline, move) {
  await until("its turn never came", async () => YOUR_TURN.test(await player.page.title()), player, deadline);
  const views = count(player, "view");
  for (let i = 0; i < 5; i++) await player.press(String(((move + i) % 8) + 1));
  await player.gameWait(600);
  await player.press("Enter");
  await until("its move never reached the server", async () => count(player, "view") > views, player, deadline);
  await player.gameWait(1500);
}

async function run(language, locale) {
  const deadline = Date.now() + LIMIT_MS;
  const scratch = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "codebreakers-shots-"));
  const data = path.join(scratch, "data");
  let server = await startServer(data);
  const shot = (player, name) =>
    player.page.screenshot({ path: path.join(shots, `online-${language}-${name}.png`) }).then(() =>
      console.log(`  online-${language}-${name}.png`));
  const players = [];
  try {
    const a = await openPage("A", path.join(scratch, "a"), locale);
    const b = await openPage("B", path.join(scratch, "b"), locale);
    players.push(a, b);
    for (const [player, name] of [[a, "Ann"], [b, "Núria"]]) {
      await player.page.addInitScript(([key, name]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ online_name: name }));
      }, ["codebreakers.settings", name]);
    }
    for (const player of [a, b]) {
      await player.page.goto(server.url);
      if (!(await started(player.page))) throw new Error(`${player.name}: the page did not start`);
      await player.gameWait(2000);
      await player.click(...AT.playOnline, 2500);
    }
    await shot(a, "play-online");
    // Seat 1 makes the first code (not lots), then create.
    await a.click(...AT.seatOneMakes[language], 1500);
    await a.click(...AT.create[language], 3000);
    await until("no match was created", async () => /^[A-Z]{6} · /.test(await a.page.title()), a, deadline);
    const code = (await a.page.title()).slice(0, 6);
    await a.gameWait(1000);
    await shot(a, "invite");

    await b.click(...AT.inviteCode[language], 1000);
    for (let i = 0; i < 8; i++) await b.page.keyboard.press("Backspace");
    await b.page.keyboard.type(code, { delay: 50 });
    await b.gameWait(1500);
    await shot(b, "join-code");
    // Join (a click taken while the field has the keys may only take them away: again).
    for (let tries = 0; !(await b.page.title()).startsWith(code); tries++) {
      if (tries > 5) throw new Error("B never joined");
      await b.click(...AT.join[language], 3000);
    }
    await b.gameWait(2000);
    await shot(b, "waiting-room");
    for (const player of [b, a]) {
      for (let tries = 0; !player.messages.some((m) => m.type === "view"); tries++) {
        if (tries > 10) throw new Error(`${player.name} never reached the table`);
        await player.click(...AT.toTable, 2000);
      }
    }
    await playAMove(a, deadline, 0);
    await b.gameWait(2000);
    await shot(b, "table");
    // B's first row is A's code: the round ends, and its summary shows at both seats.
    await playAMove(b, deadline, 0);
    await a.gameWait(300);
    await shot(a, "summary");

    // The server stops: the table says the connection is lost; started again, it comes back.
    server.child.removeAllListeners("exit");
    const stopped = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill();
    await stopped;
    await until("its socket never closed", async () => count(b, "closed") > 0, b, deadline);
    await b.gameWait(4000);
    await shot(b, "lost");
    const welcomes = count(b, "welcome");
    server = await startServer(data, server.port);
    await until("it never came back", async () => count(b, "welcome") > welcomes, b, deadline);
    await b.gameWait(3000);
    await shot(b, "back");

    // My matches: B opens the game anew (its seat kept in its storage), then Play online.
    await b.page.goto(server.url);
    await started(b.page);
    await b.gameWait(2000);
    await b.click(...AT.playOnline, 4000);
    await shot(b, "my-matches");

    // B opens its match again by the invite link, and resigns.
    const welcomed = count(b, "welcome");
    await b.page.goto(`${server.url}/?join=${code}`);
    await started(b.page);
    const atTable = async () => count(b, "welcome") > welcomed && / · Code Breakers$/.test(await b.page.title());
    await until("it never came back to the table", atTable, b, deadline);
    await b.gameWait(3000);
    await b.press("Escape");
    await b.gameWait(1000);
    await b.click(...AT.resign, 1500);
    await shot(b, "resign");
    await b.click(...AT.resignSure, 1500);
    for (const player of [a, b]) {
      await until("the match never ended", async () => count(player, "ended") > 0, player, deadline);
      const left = async () => (await player.page.title()) === "Code Breakers";
      await until("the tab still names the match", left, player, deadline);
      await player.gameWait(1500);
      await shot(player, `results-${player.name.toLowerCase()}`);
    }
    // A asks for the rematch (as its Rematch button does, with the token its page keeps):
    // B's results, asking the server every 2 s, offer it.
    const seats = JSON.parse(await a.page.evaluate(() => localStorage.getItem("codebreakers.online")));
    const held = seats.find((seat) => seat.code === code);
    const asked = await fetch(`${server.url}/api/rematch`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ version: 1, token: held.token }),
    });
    if (!asked.ok) throw new Error(`the rematch: ${await asked.text()}`);
    await b.gameWait(5000);
    await shot(b, "rematch");
  } catch (error) {
    for (const player of players) {
      await player.page.screenshot({ path: path.join(shots, `online-${language}-failure-${player.name}.png`) }).catch(() => {});
    }
    throw error;
  } finally {
    for (const player of players) await player.context.close().catch(() => {});
    server.child.kill();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  if (!fs.existsSync(path.join(site, "index.html"))) throw new Error("web/dist is empty: run web/build.sh");
  if (!fs.existsSync(serverBinary)) throw new Error(`no server at ${serverBinary}`);
  fs.mkdirSync(shots, { recursive: true });
  const languages = { en: "en-GB", de: "de-DE" };
  const asked = process.argv.slice(2);
  for (const language of asked.length ? asked : Object.keys(languages)) {
    console.log(`${language}:`);
    await run(language, languages[language]);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`not ok - ${error.message}`);
    process.exit(1);
  },
);
