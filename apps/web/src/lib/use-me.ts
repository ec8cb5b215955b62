import { useQuery } from '@tanstack/react-query';
import { useTrpc } from './use-trpc';

/** The signed-in user (null: signed out, undefined: not known yet), shared by the navbar, guards and pages. */
export function useMe() {
  const trpc = useTrpc();
  return useQuery(trpc.users.me.queryOptions());
}
