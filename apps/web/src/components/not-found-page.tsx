import notFoundImage from '../assets/not-found.svg';
import { LinkButton } from './ui/link-button';

/** Any path no route matches (the router's root not-found screen). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <title>Page not found · Partsmith</title>
      <img
        src={notFoundImage}
        alt="404: a gear stands in for the zero above a snapped wrench"
        width={480}
        height={320}
        className="h-auto w-full max-w-sm"
      />
      <h1 className="text-3xl font-bold text-graphite-900">Page not found</h1>
      <p className="text-graphite-700">The page you asked for is not on our shelves. It may have moved.</p>
      <LinkButton to="/" size="lg">
        Back to the home page
      </LinkButton>
    </section>
  );
}
