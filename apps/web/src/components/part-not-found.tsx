import { LinkButton } from './ui/link-button';

/** An unknown, malformed or removed part id (product and purchase pages): say so plainly and lead back to the shop. */
export function PartNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <title>Part not found · Partsmith</title>
      <h1 className="text-2xl font-bold text-graphite-900">This part could not be found</h1>
      <p className="text-graphite-700">It may have sold out and been removed, or the link is mistyped.</p>
      <LinkButton to="/parts" size="lg">
        Browse all parts
      </LinkButton>
    </section>
  );
}
