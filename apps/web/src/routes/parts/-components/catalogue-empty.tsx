import { LinkButton } from '../../../components/ui/link-button';
import type { CatalogueUrl } from './catalogue-search';

/** No parts to show: a search that matched nothing (offer to clear it), or an empty shop. */
export function CatalogueEmpty({ search }: { search: CatalogueUrl }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 rounded-md border border-dashed border-graphite-300 bg-white p-10 text-center"
    >
      {search.q ? (
        <>
          <p className="text-graphite-700">No parts match “{search.q}”.</p>
          <LinkButton to="/parts" search={{ sort: search.sort }} variant="secondary">
            Clear search
          </LinkButton>
        </>
      ) : (
        <p className="text-graphite-700">No parts on sale yet. Please look again soon.</p>
      )}
    </div>
  );
}
