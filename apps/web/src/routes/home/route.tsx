import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from './-components/home-screen';
import { prefetchHome } from './-components/prefetch-home';

export const Route = createFileRoute('/home')({
  loader: ({ context }) => prefetchHome(context),
  component: HomeScreen,
});
