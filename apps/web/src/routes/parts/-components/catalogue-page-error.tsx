import { type ErrorComponentProps, getRouteApi, useRouter } from '@tanstack/react-router';
import { QueryError } from '../../../components/query-error';
import { LinkButton } from '../../../components/ui/link-button';
import { errorMessage } from '../../../lib/error-message';
import { isClientError } from '../../../lib/http-status';
import { CatalogueHeading } from './catalogue-heading';

const route = getRouteApi('/parts/');

/**
 * A refused page link (a damaged or outdated cursor: the server says why) leads back to the first page of the
 * same search; anything else can be tried again.
 */
export function CataloguePageError({ error }: ErrorComponentProps) {
  const { q, sort } = route.useSearch();
  const router = useRouter();
  return (
    <CatalogueHeading>
      {isClientError(error) ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-4 rounded-md border border-graphite-200 bg-white p-6"
        >
          <p className="text-graphite-800">{errorMessage(error)}</p>
          <LinkButton to="/parts" search={{ q, sort }}>
            First page
          </LinkButton>
        </div>
      ) : (
        <QueryError message="We could not load the parts." onRetry={() => void router.invalidate()} />
      )}
    </CatalogueHeading>
  );
}
