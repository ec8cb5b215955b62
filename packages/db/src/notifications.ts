import { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { Database } from './create-db';

export interface ListenOptions {
  channel: string;
  onMessage: (payload: string) => void;
  /** Called each time the listening connection is (re)established: notices sent while it was down are lost. */
  onConnect?: () => void;
}

/**
 * Subscribes to a `NOTIFY` channel on the database behind `db` (postgres.js keeps a dedicated connection and
 * reconnects it; PGlite delivers its own notices in process). Resolves to the function that unsubscribes.
 */
export async function listen(
  db: Database,
  { channel, onMessage, onConnect }: ListenOptions,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: PGlite | Sql }).$client;
  if (client instanceof PGlite) {
    const unsubscribe = await client.listen(channel, onMessage);
    onConnect?.();
    return unsubscribe;
  }
  const { unlisten } = await client.listen(channel, onMessage, onConnect);
  return unlisten;
}
