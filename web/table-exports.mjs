// Checks that wasm-opt's output exports the same tables as its input, and mends the one way
// binaryen before version 110 gets them wrong:
//   node web/table-exports.mjs INPUT.wasm OUTPUT.wasm
//
// Binaryen up to 108 (Debian 12's package) writes every table export with index 0, a
// leftover from single-table days (WebAssembly/binaryen#4711, fixed by #4736 in version
// 110). wasm-bindgen's module has two tables: the functions' (0) and the JavaScript values'
// (1, exported as `__wbindgen_externrefs`), so its glue would be handed the wrong one and the
// game stop at its first `Table.set` or `Table.grow`. Each table export of OUTPUT is pointed
// back at the one table of OUTPUT with the element type the input's export has; if none or
// several tables have it, nothing is written and the script fails.
import fs from "node:fs";

const IMPORT = 2, TABLE = 4, EXPORT = 7, KIND_TABLE = 1;
const REF_TYPES = { 0x70: "funcref", 0x6f: "externref" };

/** Reads an unsigned LEB128 at `at`: [value, the offset after it]. */
function readU32(bytes, at) {
  let value = 0, shift = 0, byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

function writeU32(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
}

function skipLimits(bytes, at) {
  const flags = bytes[at++];
  [, at] = readU32(bytes, at);
  if (flags & 1) [, at] = readU32(bytes, at);
  return at;
}

function skipName(bytes, at) {
  const [length, after] = readU32(bytes, at);
  return after + length;
}

/** The module's sections, its tables' element types (imported first, as wasm numbers them)
 * and its exports, each with where it sits in the file. */
function parse(file) {
  const bytes = fs.readFileSync(file);
  if (bytes.readUInt32LE(0) !== 0x6d736100) throw new Error(`${file} is not a WebAssembly module`);
  const tables = [], exports = [];
  let exportSection = null;
  for (let at = 8; at < bytes.length; ) {
    const id = bytes[at];
    const [size, start] = readU32(bytes, at + 1);
    const end = start + size;
    if (id === IMPORT) {
      let [count, p] = readU32(bytes, start);
      for (; count > 0; count--) {
        p = skipName(bytes, skipName(bytes, p));
        const kind = bytes[p++];
        if (kind === 0) [, p] = readU32(bytes, p);
        else if (kind === KIND_TABLE) tables.push(bytes[p]), (p = skipLimits(bytes, p + 1));
        else if (kind === 2) p = skipLimits(bytes, p);
        else if (kind === 3) p += 2;
        else throw new Error(`${file}: an import of unknown kind ${kind}`);
      }
    } else if (id === TABLE) {
      let [count, p] = readU32(bytes, start);
      for (; count > 0; count--) tables.push(bytes[p]), (p = skipLimits(bytes, p + 1));
    } else if (id === EXPORT) {
      exportSection = { at, end };
      let [count, p] = readU32(bytes, start);
      for (; count > 0; count--) {
        const [length, nameAt] = readU32(bytes, p);
        const name = bytes.subarray(nameAt, nameAt + length).toString();
        const kind = bytes[nameAt + length];
        const [index, next] = readU32(bytes, nameAt + length + 1);
        exports.push({ raw: bytes.subarray(p, nameAt + length + 1), name, kind, index });
        p = next;
      }
    }
    at = end;
  }
  return { bytes, tables, exports, exportSection };
}

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error("usage: node web/table-exports.mjs INPUT.wasm OUTPUT.wasm");
  process.exit(2);
}
try {
  const before = parse(input), after = parse(output);
  const typeOf = new Map(
    before.exports.filter((e) => e.kind === KIND_TABLE).map((e) => [e.name, before.tables[e.index]]),
  );
  let mended = 0;
  for (const entry of after.exports.filter((e) => e.kind === KIND_TABLE)) {
    const wanted = typeOf.get(entry.name);
    if (wanted === undefined) throw new Error(`${output} exports a table ${entry.name} the input does not`);
    if (after.tables[entry.index] === wanted) continue;
    const candidates = after.tables.flatMap((type, index) => (type === wanted ? [index] : []));
    if (candidates.length !== 1)
      throw new Error(
        `${output}: the table ${entry.name} should be the ${REF_TYPES[wanted] ?? wanted} one, ` +
          `and ${candidates.length} tables have that type`,
      );
    console.log(`${output}: the table export ${entry.name} pointed at table ${entry.index}, now at ${candidates[0]}`);
    entry.index = candidates[0];
    mended++;
  }
  if (mended > 0) {
    const body = [...writeU32(after.exports.length)];
    for (const entry of after.exports) body.push(...entry.raw, ...writeU32(entry.index));
    const { bytes, exportSection } = after;
    fs.writeFileSync(
      output,
      Buffer.concat([
        bytes.subarray(0, exportSection.at),
        Buffer.from([EXPORT, ...writeU32(body.length), ...body]),
        bytes.subarray(exportSection.end),
      ]),
    );
  }
} catch (error) {
  console.error(`web/table-exports.mjs: ${error.message}`);
  process.exit(1);
}
