import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// There is no Docker daemon here: these read the files as Docker would and check the shape production relies on.
// production-start.test.ts runs the runtime stage's command itself against a fresh Postgres database.
const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions by stage: continuation lines joined, comments dropped. */
function readStages(text: string) {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line): Instruction => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const stages: Array<{ from: string; name: string; body: Instruction[] }> = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [from = '', , name = ''] = instruction.args.split(/\s+/);
      stages.push({ from, name, body: [] });
    } else stages.at(-1)?.body.push(instruction);
  }
  return stages;
}

type Yaml = string | null | Yaml[] | { [key: string]: Yaml };

/** The YAML docker-compose.yml is written in: block maps, lists of scalars, quoted and flow-list scalars. */
function readYaml(text: string): Yaml {
  const lines = text
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => ({ indent: line.length - line.trimStart().length, text: line.trim() }));
  let at = 0;
  const scalar = (value: string): Yaml =>
    value.startsWith('[') || value.startsWith('"') ? JSON.parse(value) : value.replace(/^'(.*)'$/, '$1');
  const block = (indent: number): Yaml => {
    if (lines[at]?.text.startsWith('- ')) {
      const list: Yaml[] = [];
      while (lines[at]?.indent === indent && lines[at]?.text.startsWith('- '))
        list.push(scalar(lines[at++]?.text.slice(2) ?? ''));
      return list;
    }
    const map: { [key: string]: Yaml } = {};
    while (lines[at]?.indent === indent) {
      const text = lines[at++]?.text ?? '';
      const colon = text.indexOf(':');
      const rest = text.slice(colon + 1).trim();
      const next = lines[at];
      map[text.slice(0, colon)] = rest
        ? scalar(rest)
        : next && next.indent > indent
          ? block(next.indent)
          : null;
    }
    return map;
  };
  return block(0);
}

describe('Dockerfile', () => {
  const stages = readStages(read('Dockerfile'));
  const runtime = stages.at(-1);
  const build = stages.find((stage) => stage.name === 'build');
  const args = (stage: typeof runtime, keyword: string) =>
    stage?.body
      .filter((instruction) => instruction.keyword === keyword)
      .map((instruction) => instruction.args) ?? [];

  it('builds in one stage with dev dependencies and runs from another on Node 22 slim', () => {
    expect(stages.map((stage) => [stage.from, stage.name])).toEqual([
      ['node:22-slim', 'build'],
      ['node:22-slim', 'runtime'],
    ]);
    const steps = args(build, 'RUN').join('\n');
    expect(steps).toContain('pnpm install --frozen-lockfile');
    expect(steps).toMatch(/turbo run build .*@partsmith\/server/);
    expect(steps).toMatch(/deploy --prod/);
  });

  it('copies only the production deployment and the built web app into the runtime stage', () => {
    expect(args(runtime, 'COPY')).toEqual([
      '--from=build /deploy /app',
      '--from=build /repo/apps/web/dist /app/web',
    ]);
    expect(args(runtime, 'RUN').join('\n')).not.toMatch(/pnpm|npm (ci|install)/);
    expect(args(runtime, 'ENV').join(' ')).toContain('NODE_ENV=production');
  });

  it('runs as a user other than root', () => {
    const users = args(runtime, 'USER');
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    const keywords = runtime?.body.map((instruction) => instruction.keyword) ?? [];
    expect(keywords.indexOf('USER')).toBeLessThan(keywords.indexOf('CMD'));
  });

  it('checks health on /readyz with node itself (the slim image has no curl)', () => {
    const [healthcheck = ''] = args(runtime, 'HEALTHCHECK');
    const command = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD ') + 4)) as string[];
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    expect(command[2]).toContain('/readyz');
  });

  it('starts plain node in exec form (signals reach it), the command the production start test runs', () => {
    expect(args(runtime, 'ENTRYPOINT')).toEqual([]);
    const [cmd = ''] = args(runtime, 'CMD');
    expect(JSON.parse(cmd)).toEqual(['node', '--enable-source-maps', 'dist/main.js']);
    expect(JSON.stringify(runtime?.body)).not.toContain('tsx');
    const server = JSON.parse(read('apps/server/package.json'));
    expect(server.files).toEqual(['dist']);
    expect(server.scripts.start).toBe('node --enable-source-maps dist/main.js');
    expect(Object.keys(server.dependencies)).not.toContain('tsx');
  });

  it('leaves dependencies and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.data', '.git', '.env']));
  });
});

describe('docker-compose.yml', () => {
  const compose = readYaml(read('docker-compose.yml')) as {
    services: Record<string, Record<string, Yaml>>;
  };
  const { postgres, shop, tests } = compose.services;

  it('runs Postgres 16 with a health check', () => {
    expect(postgres?.image).toBe('postgres:16');
    const healthcheck = postgres?.healthcheck as Record<string, Yaml> | undefined;
    expect(healthcheck?.test).toEqual(['CMD-SHELL', 'pg_isready -U partsmith -d partsmith']);
  });

  it('starts the shop from the runtime stage, in production, once Postgres is healthy', () => {
    expect(shop?.build).toEqual({ context: '.', target: 'runtime' });
    expect(shop?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(shop?.environment).toMatchObject({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://partsmith:partsmith@postgres:5432/partsmith',
      PUBLIC_URL: expect.any(String),
      ADMIN_EMAIL: expect.any(String),
      ADMIN_PASSWORD: expect.stringMatching(/^\$\{ADMIN_PASSWORD:\?/),
    });
    expect(Number.parseInt(String(shop?.stop_grace_period), 10)).toBeGreaterThan(10);
  });

  it('has a test profile that runs the integration tests against that Postgres', () => {
    expect(tests?.profiles).toEqual(['test']);
    expect(tests?.build).toEqual({ context: '.', target: 'build' });
    expect(tests?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(tests?.environment).toMatchObject({
      TEST_DB: 'postgres',
      TEST_DATABASE_URL: 'postgres://partsmith:partsmith@postgres:5432/partsmith',
    });
    expect(tests?.command).toEqual(['pnpm', 'turbo', 'run', 'test', '--concurrency=1']);
  });
});
