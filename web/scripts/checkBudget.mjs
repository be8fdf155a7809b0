// Fails when the JavaScript a visitor downloads on first load (the entry script and the chunks
// index.html preloads with it) exceeds the budget of DESIGN.md §8, gzipped, or includes the
// admin app, which must stay a lazy chunk.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = new URL('../dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));

let totalKb = 0;
for (const file of files) {
  const kb = gzipSync(readFileSync(new URL(file, dist))).length / 1024;
  totalKb += kb;
  console.log(`${kb.toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`${totalKb.toFixed(1).padStart(7)} kB  first load, gzipped (budget ${BUDGET_KB} kB)`);

if ([...files].some((file) => file.includes('AdminApp'))) {
  console.error('The admin app is in the first load.');
  process.exit(1);
}
if (totalKb > BUDGET_KB) process.exit(1);
