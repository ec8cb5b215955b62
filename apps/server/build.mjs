// Bundles the server for plain `node`: dist/main.js (the shop) and dist/migrate.js (migrations only), with
// source maps so stack traces name .ts lines under `node --enable-source-maps`. Packages from node_modules stay
// external and resolve from this folder at run time (they are this package's dependencies); the workspace
// packages export TypeScript, so they are bundled in, and their migrations are copied beside the bundle.
// `--outdir <dir>` builds elsewhere (tests build their own copy); it must sit inside this folder, as dist does, so
// the externals resolve from this package's node_modules.
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
/**
 * Bundled in: our workspace packages (TypeScript sources), and drizzle-orm, whose 450 small files and 180 KB
 * exports map cost Node about half a second to resolve and load at every start (see bench/cold-start.ts).
 */
const BUNDLED = /^(@partsmith\/|drizzle-orm(\/|$))/;
const { values } = parseArgs({ options: { outdir: { type: 'string', default: here('dist') } } });
const outdir = resolve(values.outdir);

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: here('src/main.ts'), migrate: here('src/migrate.ts') },
  outdir,
  // One self-contained file per entry (no shared chunks): each finds dist/drizzle beside itself.
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(builder) {
        // Bare imports stay external unless they are in BUNDLED.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(here('../../packages/db/drizzle'), join(outdir, 'drizzle'), { recursive: true });
