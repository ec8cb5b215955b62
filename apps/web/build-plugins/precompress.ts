import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text that compresses; images here are SVG (text) or already compressed (PNG, AVIF, WebP). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every compressible built file, at maximum quality, so the server sends them as
 * they are (@fastify/static's `preCompressed`) instead of compressing each response at a lower, faster level.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'partsmith:precompress',
    // The browser build's files only, not the prerender's server build.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    // Last, after every other plugin's closing step has finished: the prerender writes HTML there too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await readdir(outDir, { recursive: true });
        await Promise.all(
          files
            .filter((file) => COMPRESSIBLE.test(file))
            .map(async (file) => {
              const path = join(outDir, file);
              const bytes = await readFile(path);
              if (bytes.length < MIN_BYTES) return;
              await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
              await writeFile(
                `${path}.br`,
                brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              );
            }),
        );
      },
    },
  };
}
