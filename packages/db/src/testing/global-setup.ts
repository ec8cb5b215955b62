import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { createDb } from '../create-db';
import { testDatabaseTarget } from './test-database-target';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite folder that each test file copies (starting PGlite from scratch takes seconds). */
    pgliteTemplateDir: string;
    /** A migrated Postgres database that each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/** Vitest global setup: migrates one template database per run, for whichever target this run tests. */
export default async function setup(project: TestProject) {
  const target = testDatabaseTarget();
  if (target.kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'partsmith-template-'));
    const handle = createDb({ dataDir: dir });
    await handle.migrate();
    await handle.close();
    project.provide('pgliteTemplateDir', dir);
    project.provide('postgresTemplate', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `partsmith_template_${process.pid}_${Date.now()}`;
  const admin = postgres(target.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const handle = createDb({ url: withDatabase(target.url, name), maxConnections: 1 });
  await handle.migrate();
  await handle.close();
  project.provide('pgliteTemplateDir', '');
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}
