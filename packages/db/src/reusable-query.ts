import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Queryable } from './create-db';

type Bound = { client: unknown };

/**
 * A named query whose SQL drizzle builds once (with `sql.placeholder`s for its values), run on the pool or inside
 * whichever transaction it is given; named, it is a prepared statement on each connection (decision 0035).
 *
 * drizzle builds a query's SQL again on every call, and its own `.prepare()`, which builds it once, binds the query
 * to the session that prepared it, so it cannot join a transaction (drizzle-team/drizzle-orm#613). Both drivers'
 * prepared queries run on `this.client`: a run here is the query prepared on first use, with the given session's
 * client in its place. One template per driver (a PGlite query cannot run on postgres.js).
 */
export function reusableQuery<T extends PreparedQueryConfig>(prepare: (db: Queryable) => PgPreparedQuery<T>) {
  const templates = new Map<unknown, PgPreparedQuery<T>>();
  return (on: Queryable, values: Record<string, unknown>): Promise<T['execute']> => {
    const session = on._.session;
    let template = templates.get(session.constructor);
    if (!template) {
      template = prepare(on);
      templates.set(session.constructor, template);
    }
    const bound = Object.create(template) as PgPreparedQuery<T> & Bound;
    bound.client = (session as unknown as Bound).client;
    return bound.execute(values);
  };
}
