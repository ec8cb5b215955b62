import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from './home/-components/home-screen';
import { prefetchHome } from './home/-components/prefetch-home';

/** `/` and `/home` are the same screen (spec route table). */
export const Route = createFileRoute('/')({
  loader: ({ context }) => prefetchHome(context),
  component: HomeScreen,
});
