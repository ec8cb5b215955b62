import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The signed-in guard (spec §2), a pathless layout: a visitor goes to /login, which brings them back afterwards.
 * The router's pending spinner shows while `users.me` answers; the user it returns is in every child's context.
 */
export const Route = createFileRoute('/_signedIn')({
  // Who is signed in is the browser's to ask: the build's prerender of a signed-in page (decision 0034) shows the
  // pending spinner inside the layout.
  ssr: false,
  beforeLoad: async ({ context: { queryClient, trpc }, location }) => {
    const me = trpc.users.me.queryOptions();
    const user = await queryClient.ensureQueryData({ ...me, revalidateIfStale: true });
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { user };
  },
});
