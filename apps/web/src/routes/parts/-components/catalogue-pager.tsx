import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import type { CatalogueUrl } from './catalogue-search';

interface CataloguePagerProps {
  search: CatalogueUrl;
  previousCursor: string | null;
  nextCursor: string | null;
}

/** Previous and Next as links (open in a new tab, share); hidden when everything fits on one page. */
export function CataloguePager({ search, previousCursor, nextCursor }: CataloguePagerProps) {
  if (!previousCursor && !nextCursor) return null;
  const page = (cursor: Pick<CatalogueUrl, 'after' | 'before'>) => ({
    ...search,
    after: undefined,
    before: undefined,
    ...cursor,
  });
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <PageLink label="Previous" search={previousCursor ? page({ before: previousCursor }) : null} />
      <PageLink label="Next" search={nextCursor ? page({ after: nextCursor }) : null} />
    </nav>
  );
}

/** A link to the page on that side, or a disabled button where there is none (the layout keeps its place). */
function PageLink({ label, search }: { label: string; search: CatalogueUrl | null }) {
  if (!search) {
    return (
      <Button variant="secondary" disabled>
        {label}
      </Button>
    );
  }
  return (
    <LinkButton to="/parts" search={search} variant="secondary">
      {label}
    </LinkButton>
  );
}
