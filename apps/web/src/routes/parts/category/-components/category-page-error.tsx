import { type ErrorComponentProps, getRouteApi, useRouter } from '@tanstack/react-router';
import { QueryError } from '../../../../components/query-error';
import { LinkButton } from '../../../../components/ui/link-button';
import { errorMessage } from '../../../../lib/error-message';
import { isClientError } from '../../../../lib/http-status';

const route = getRouteApi('/parts/category/$slug');

/** A refused URL (an unknown filter, a damaged cursor: the server says why) leads to the category unfiltered. */
export function CategoryPageError({ error }: ErrorComponentProps) {
  const { slug } = route.useParams();
  const router = useRouter();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6">
      <title>Parts · Partsmith</title>
      <h1 className="text-3xl font-bold tracking-tight text-graphite-900 sm:text-4xl">Parts</h1>
      {isClientError(error) ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-4 rounded-md border border-graphite-200 bg-white p-6"
        >
          <p className="text-graphite-800">{errorMessage(error)}</p>
          <LinkButton to="/parts/category/$slug" params={{ slug }} search={{}}>
            Show the whole category
          </LinkButton>
        </div>
      ) : (
        <QueryError message="We could not load the parts." onRetry={() => void router.invalidate()} />
      )}
    </div>
  );
}

/** An unknown category (a mistyped or outdated link): say so and lead back to every part. */
export function CategoryNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <title>Category not found · Partsmith</title>
      <h1 className="text-2xl font-bold text-graphite-900">This category could not be found</h1>
      <p className="text-graphite-700">It may have been renamed, or the link is mistyped.</p>
      <LinkButton to="/parts" size="lg">
        Browse all parts
      </LinkButton>
    </section>
  );
}
