// The architecture's allowed arrows, checked by `pnpm check:architecture` (part of `npm test`). Type-only imports
// count: a cycle through types is still a cycle to read.
// A package is matched where it was found in node_modules, and by its bare name where it could not be resolved
// (a part that does not depend on it cannot resolve it, and must not import it either).
const packages = (names) => `(^|node_modules/)(${names.join('|')})(/|$)`;
const SERVER_ONLY = `^(apps/server|packages/db)/|${packages([
  '@partsmith/db',
  'drizzle-orm',
  'postgres',
  '@electric-sql/pglite',
  'fastify',
  '@fastify/[^/]+',
  'stripe',
  'pg-boss',
  'sharp',
  'nodemailer',
  'ioredis',
  '@node-rs/[^/]+',
  'openid-client',
  'pino',
])}`;
const DATABASE = `^packages/db/|${packages(['@partsmith/db', 'drizzle-orm'])}`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Each part reads top-down: a module never reaches itself again through its imports.',
      from: { path: '^(apps/server/src|apps/web/src|packages/[^/]+/src)/' },
      to: { circular: true },
    },
    {
      name: 'http-calls-services',
      severity: 'error',
      comment:
        'HTTP plugins call services; only services (src/<domain>/) and packages/db touch the database.',
      from: { path: '^apps/server/src/http/', pathNot: '\\.test\\.ts$' },
      to: { path: DATABASE },
    },
    {
      name: 'web-stays-in-the-browser',
      severity: 'error',
      comment: 'The web app reaches the server through the contracts and tRPC only.',
      from: { path: '^apps/web/' },
      to: { path: SERVER_ONLY },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'The contracts are the API surface: no app, no database.',
      from: { path: '^packages/contracts/' },
      to: { path: `^apps/|${DATABASE}` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/(dist|build)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
