// Fails when the JavaScript a visitor downloads on first load (the entry script, the chunks
// index.html preloads with it and those of the app's start it names for main.tsx) exceeds its budget, gzipped (DESIGN.md §8's 150 kB; why React
// stays on 18 for it: docs/decisions/0002-react-19-first-load.md), or includes the admin app, which must
// stay a lazy chunk; and when the admin shell (sign-in, header, navigation: what the admin area
// downloads beyond the first load before any section) exceeds its budget, holds a section's
// code or the rich text editor, or a section is not a chunk of its own.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const SHELL_BUDGET_KB = 80;
const SHELL_ENTRY = 'src/admin/AdminApp.tsx';
/** Each admin section's pages are one module, `src/admin/<folder>/<name>Section.ts`. */
const SECTION_ENTRY = /^src\/admin\/([^/]+)\/[A-Za-z]+Section\.ts$/;
const RICH_TEXT = 'src/admin/shared/richText/';

const dist = new URL('../dist/', import.meta.url);
const read = (file) => readFileSync(new URL(file, dist));
const kbOf = (bytes) => bytes.length / 1024;
const show = (kb) => kb.toFixed(1).padStart(7);
const failures = [];

const html = read('index.html').toString('utf8');
const startScripts =
  /<meta name="doghotel:start-scripts" content="([^"]*)">/.exec(html)?.[1].split(' ') ?? [];
const firstLoad = new Set([
  ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ...startScripts.filter(Boolean).map((file) => file.slice(1)),
]);

let totalKb = 0;
for (const file of firstLoad) {
  const kb = kbOf(gzipSync(read(file)));
  totalKb += kb;
  console.log(`${show(kb)} kB  ${file}`);
}
console.log(`${show(totalKb)} kB  first load, gzipped (budget ${BUDGET_KB} kB)`);
if (totalKb > BUDGET_KB) failures.push(`The first load is over ${BUDGET_KB} kB.`);

const manifest = JSON.parse(read('.vite/manifest.json').toString('utf8'));
/** Which source modules each chunk holds, written by vite.config.ts's `chunkContents`. */
const contents = JSON.parse(read('.vite/chunks.json').toString('utf8'));

const shellEntry = manifest[SHELL_ENTRY];
if (!shellEntry) throw new Error(`The build manifest has no ${SHELL_ENTRY}.`);
if (firstLoad.has(shellEntry.file)) failures.push('The admin app is in the first load.');

/** A chunk and every chunk it imports statically: what loading it downloads. */
function withImports(key, found = new Set()) {
  const entry = manifest[key];
  if (!entry || found.has(entry.file)) return found;
  found.add(entry.file);
  for (const imported of entry.imports ?? []) withImports(imported, found);
  return found;
}

const shellFiles = [...withImports(SHELL_ENTRY)].filter((file) => !firstLoad.has(file));
let shellBytes = 0;
let shellGzipped = 0;
for (const file of shellFiles) {
  const source = read(file);
  shellBytes += source.length;
  shellGzipped += gzipSync(source).length;
  console.log(`${show(kbOf(source))} kB  ${file}`);
}
console.log(
  `${show(shellBytes / 1024)} kB  admin shell, minified (budget ${SHELL_BUDGET_KB} kB); ` +
    `${(shellGzipped / 1024).toFixed(1)} kB gzipped`,
);
if (shellBytes / 1024 > SHELL_BUDGET_KB) {
  failures.push(`The admin shell is over ${SHELL_BUDGET_KB} kB.`);
}

const sections = Object.keys(manifest)
  .map((key) => ({ key, folder: SECTION_ENTRY.exec(key)?.[1] }))
  .filter((section) => section.folder !== undefined);
if (sections.length === 0) failures.push('The build has no admin section chunks.');
const sectionFolders = sections.map((section) => `src/admin/${section.folder}/`);
for (const file of shellFiles) {
  for (const module of contents[file] ?? []) {
    if (sectionFolders.some((folder) => module.startsWith(folder))) {
      failures.push(`The admin shell holds a section's code: ${module} (in ${file}).`);
    }
    if (module.startsWith(RICH_TEXT)) {
      failures.push(`The admin shell holds the rich text editor: ${module} (in ${file}).`);
    }
  }
}
const sectionFiles = sections.map((section) => manifest[section.key].file);
for (const { key } of sections) {
  const file = manifest[key].file;
  if (shellFiles.includes(file) || sectionFiles.filter((other) => other === file).length > 1) {
    failures.push(`The admin section ${key} is not a chunk of its own (${file}).`);
  }
}

for (const failure of failures) console.error(failure);
if (failures.length > 0) process.exit(1);
