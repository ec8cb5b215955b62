import { useQuery } from '@tanstack/react-query';
import { useAppContext } from './use-app-context';

/** The signed-in user (null: signed out, undefined: not known yet), shared by the navbar, guards and pages. */
export function useMe() {
  const { trpc } = useAppContext();
  return useQuery(trpc.users.me.queryOptions());
}
