import type { User } from '@partsmith/contracts';
import { hashKey, type Query } from '@tanstack/react-query';
import type { RouterContext } from './router-context';

/** Routers whose answers are the same for every visitor; every other query belongs to the signed-in user. */
const PUBLIC_ROUTERS: ReadonlySet<string> = new Set(['auth', 'catalog', 'reviews']);
/** A signed-in user's own query inside a public router (the review page's `reviews.mine`). */
const PRIVATE_PROCEDURES: ReadonlySet<string> = new Set(['reviews.mine']);
/**
 * Queries that follow the browser across a sign-in or out (the cart: a visitor's merges into the account's): reset
 * and asked again at once where shown, so the navbar's badge is never the previous owner's.
 */
const FOLLOWING_ROUTERS: ReadonlySet<string> = new Set(['cart']);

/**
 * Makes `user` (null: nobody) the signed-in user and drops what was cached for the previous one. Everything not
 * public goes, so a private query added later is covered without being listed. `users.me` is updated in place,
 * not removed, so the navbar and guards watching it see the change at once.
 */
export function setSignedInUser({ queryClient, trpc }: RouterContext, user: User | null): void {
  const meKey = trpc.users.me.queryKey();
  const meHash = hashKey(meKey);
  const routerOf = (query: Query) => {
    const [path] = query.queryKey;
    return Array.isArray(path) ? String(path[0]) : null;
  };
  const follows = (query: Query) => FOLLOWING_ROUTERS.has(routerOf(query) ?? '');
  const belongsToUser = (query: Query) => {
    const [path] = query.queryKey;
    const isPublic =
      Array.isArray(path) && PUBLIC_ROUTERS.has(String(path[0])) && !PRIVATE_PROCEDURES.has(path.join('.'));
    return !isPublic && !follows(query) && query.queryHash !== meHash;
  };
  queryClient.removeQueries({ predicate: belongsToUser });
  queryClient.setQueryData(meKey, user);
  void queryClient.resetQueries({ predicate: follows });
}

/** Local knowledge of who is signed in: undefined until `users.me` has answered once. */
export function knownUser({ queryClient, trpc }: RouterContext): User | null | undefined {
  return queryClient.getQueryData(trpc.users.me.queryKey());
}

/**
 * The one sign-out: ends the session on the server (the cookie is httpOnly: only the server can drop it), leaves
 * the page (`leave`), then forgets the user. Leaving first means no private page refetches as a signed-out user
 * on the way out. Rejects, with the user still signed in, when the server cannot be reached.
 */
export async function signOut(context: RouterContext, leave: () => Promise<void>): Promise<void> {
  await context.trpcClient.auth.logout.mutate();
  await leave();
  setSignedInUser(context, null);
}
