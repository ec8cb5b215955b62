import type { CatalogueFilter, Product } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryTable } from '../../../../../components/query-table';
import type { TableColumn } from '../../../../../components/ui/table';
import type { useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';

interface ProductsTableProps {
  paging: ReturnType<typeof useListNavigation>['paging'];
  columns: TableColumn<Product>[];
}

/** The parts on sale a page at a time, from the read model's whole list; only `keptIds` when a filter is set. */
export function ProductsTable({
  keptIds,
  paging,
  columns,
}: ProductsTableProps & { keptIds: Set<string> | null }) {
  const { trpc } = useAppContext();
  const first = (paging.page - 1) * paging.pageSize;
  const products = useSuspenseQuery({
    ...trpc.catalog.list.queryOptions(),
    select: (items) => {
      const shown = keptIds ? items.filter((item) => keptIds.has(item.id)) : items;
      return { items: shown.slice(first, first + paging.pageSize), total: shown.length };
    },
  });
  return (
    <QueryTable
      query={products}
      caption="All products"
      numbered
      paging={paging}
      columns={columns}
      empty={keptIds ? 'No products match these filters' : 'No products yet'}
    />
  );
}

/** A filter asks the server which parts it keeps (the export's own condition), so the list and the download agree. */
export function FilteredProducts({ filter, ...props }: ProductsTableProps & { filter: CatalogueFilter }) {
  const { trpc } = useAppContext();
  const kept = useSuspenseQuery(trpc.admin.products.filteredIds.queryOptions(filter));
  return <ProductsTable keptIds={new Set(kept.data)} {...props} />;
}
