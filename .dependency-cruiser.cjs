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

/** An import from `from` to `to` fails the check, naming the rule and saying why. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'no-cycles',
      'Each part reads top-down: a module never reaches itself again through its imports.',
      { path: '^(apps/server/src|apps/web/src|packages/[^/]+/src)/' },
      { circular: true },
    ),
    forbid(
      'http-calls-services',
      'HTTP plugins call services; only services (src/<domain>/) and packages/db touch the database.',
      { path: '^apps/server/src/http/', pathNot: '\\.test\\.ts$' },
      { path: DATABASE },
    ),
    forbid(
      'web-stays-in-the-browser',
      'The web app reaches the server through the contracts and tRPC only.',
      { path: '^apps/web/' },
      { path: SERVER_ONLY },
    ),
    forbid(
      'contracts-stand-alone',
      'The contracts are the API surface: no app, no database.',
      { path: '^packages/contracts/' },
      { path: `^apps/|${DATABASE}` },
    ),
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
