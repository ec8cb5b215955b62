/** Which database the integration tests run on: PGlite by default, Postgres when TEST_DB=postgres. */
export type TestDatabaseTarget = { kind: 'pglite' } | { kind: 'postgres'; url: string };

export function testDatabaseTarget(): TestDatabaseTarget {
  if (process.env.TEST_DB !== 'postgres') return { kind: 'pglite' };
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  return { kind: 'postgres', url };
}
