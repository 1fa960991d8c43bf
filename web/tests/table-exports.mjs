// Tests web/table-exports.mjs on small modules written here: two tables (functions', then
// JavaScript values'), the values' table exported as wasm-bindgen exports it.
//   node web/tests/table-exports.mjs
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const script = path.resolve(import.meta.dirname, "..", "table-exports.mjs");
const FUNCREF = 0x70, EXTERNREF = 0x6f;

function section(id, body) {
  return [id, body.length, ...body];
}

/** A module with one table per entry of `tables` and `__wbindgen_externrefs` exporting `exported`. */
function module(tables, exported) {
  const name = [...Buffer.from("__wbindgen_externrefs")];
  return Buffer.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(4, [tables.length, ...tables.flatMap((type) => [type, 0x00, 0x02])]),
    ...section(7, [1, name.length, ...name, 0x01, exported]),
  ]);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "table-exports-"));
const write = (file, bytes) => (fs.writeFileSync(path.join(dir, file), bytes), path.join(dir, file));
const run = (input, output) => spawnSync("node", [script, input, output], { encoding: "utf8" });

const input = write("in.wasm", module([FUNCREF, EXTERNREF], 1));

// What binaryen 108 writes: the export pointed at table 0. It is pointed back at table 1.
const broken = write("broken.wasm", module([FUNCREF, EXTERNREF], 0));
assert.equal(run(input, broken).status, 0);
assert.deepEqual(fs.readFileSync(broken), fs.readFileSync(input));
console.log("ok - an export binaryen before 110 pointed at the functions' table is mended");

// A right module is left as it is, byte for byte.
const right = write("right.wasm", module([FUNCREF, EXTERNREF], 1));
execFileSync("node", [script, input, right]);
assert.deepEqual(fs.readFileSync(right), fs.readFileSync(input));
console.log("ok - a module whose exports are right is left alone");

// No table of the wanted type: a clear failure, and the file is not touched.
const hopeless = module([FUNCREF, FUNCREF], 0);
const noTable = write("no-table.wasm", hopeless);
const failed = run(input, noTable);
assert.equal(failed.status, 1);
assert.match(failed.stderr, /__wbindgen_externrefs should be the externref one, and 0 tables have that type/);
assert.deepEqual(fs.readFileSync(noTable), hopeless);
console.log("ok - without a table of the exported type it fails and changes nothing");

// Not a module at all.
const notWasm = write("page.js", Buffer.from("export {};\n"));
assert.match(run(notWasm, right).stderr, /is not a WebAssembly module/);
console.log("ok - a file that is not a module is named as such");

fs.rmSync(dir, { recursive: true });
