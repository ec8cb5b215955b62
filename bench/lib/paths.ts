import { fileURLToPath } from 'node:url';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Folders the benchmarks reach, resolved from this file so the scripts run from any working directory. */
export const paths = {
  bench: at('..'),
  results: at('../results'),
  server: at('../../apps/server'),
  webDist: at('../../apps/web/dist'),
};
