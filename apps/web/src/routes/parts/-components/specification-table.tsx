import type { ProductSpecifications } from '@partsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useAppContext } from '../../../lib/use-app-context';

type Specification = ProductSpecifications['specifications'][number];

/** A value as a reader says it: a number with its unit ("1.75 mm"), a choice as it is, yes/no in words. */
function shown({ value, unit }: Specification): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    const number = value.toLocaleString('en-GB', { maximumFractionDigits: 3 });
    return unit ? `${number} ${unit}` : number;
  }
  return value;
}

/**
 * The part's category and its specification as a two-column table, read beside the part (decision 0056): the
 * page never waits for it; a part without a category shows nothing.
 */
export function SpecificationTable({ partId }: { partId: string }) {
  const { trpc } = useAppContext();
  const query = useQuery(trpc.catalog.specifications.queryOptions({ id: partId }));

  if (query.isPending) {
    return (
      <p aria-busy="true" className="text-sm text-graphite-600">
        Loading the specification…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-graphite-700">
        <p>The specification could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { category, parent, specifications } = query.data;
  if (!category || specifications.length === 0) return null;
  return (
    <section aria-labelledby="specification" className="space-y-2">
      <h2 id="specification" className="text-lg font-semibold text-graphite-900">
        Specification
      </h2>
      <p className="text-sm text-graphite-600">
        Category: {parent ? `${parent.name} › ${category.name}` : category.name}
      </p>
      <table className="w-full max-w-md overflow-hidden rounded-md border border-graphite-200 bg-white text-sm">
        <tbody>
          {specifications.map((specification) => (
            <tr key={specification.key} className="border-t border-graphite-100 first:border-t-0">
              <th
                scope="row"
                className="w-1/2 bg-graphite-50 px-3 py-1.5 text-left font-medium text-graphite-700"
              >
                {specification.name}
              </th>
              <td className="px-3 py-1.5 text-graphite-900 tabular-nums">{shown(specification)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
