// Gzipped JavaScript the home page needs before it is interactive: the entry with its static imports (what
// index.html loads and modulepreloads) plus the `/` route's component chunk and its static imports. Lazy parts
// (contact form, toaster) load later and are not counted. Budget: 130 KB (DESIGN.md §8).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_BYTES = 130 * 1000;
const HOME_ROUTE = 'src/routes/index.tsx?tsr-split=component';

const outDir = mkdtempSync(join(tmpdir(), 'partsmith-web-size-'));
try {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(HOME_ROUTE);
  if (!manifest[HOME_ROUTE]) throw new Error(`No chunk for ${HOME_ROUTE} in the manifest`);

  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(outDir, file))).length;
    total += size;
    process.stdout.write(`${String(size).padStart(8)}  ${file}\n`);
  }
  process.stdout.write(`${String(total).padStart(8)}  total gzipped bytes (budget ${BUDGET_BYTES})\n`);
  if (total > BUDGET_BYTES) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
