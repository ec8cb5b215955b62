import { config } from 'zod/v4/core';

// The browser build's `zod` (vite.config.ts): zod itself, set jitless before any module that imports it builds a
// schema. zod 4 compiles object parsers with `new Function`, probing for it when the first object schema is
// built; the shop's CSP has no 'unsafe-eval', so the probe fails (zod falls back quietly) and the browser reports
// a violation. jitless skips the probe (zod 4.6 checks it first: colinhacks/zod#5864); the server keeps the JIT.
export * from 'zod/v4';
export { default, z } from 'zod/v4';

config({ jitless: true });
