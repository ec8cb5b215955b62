import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The home route's component chunk, as the router plugin names it in Vite's manifest. */
const HOME_ROUTE = 'src/routes/index.tsx?tsr-split=component';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript the home page cannot show anything without: the entry with its static imports (what index.html
 * loads and modulepreloads) plus the `/` route's component chunk and its static imports — the budget's "first
 * load", as Next.js counts it. What the page fetches later (on idle, or as a section nears the viewport) is
 * deferred. Returns URL paths such as `/assets/index-abc.js`.
 */
export function homeCriticalChunks(webDist: string): Set<string> {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'),
  );
  if (!manifest[HOME_ROUTE]) throw new Error(`No chunk for ${HOME_ROUTE} in the web build's manifest`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(HOME_ROUTE);
  return files;
}
