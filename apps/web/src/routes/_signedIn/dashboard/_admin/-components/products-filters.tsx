import { type CategoryTree, STOCK_FILTERS, type StockFilter } from '@partsmith/contracts';
import { SearchBox } from '../../../../../components/search-box';
import { SelectField } from '../../../../../components/ui/select-field';
import type { ProductsSearch } from './products-search';

const STOCK_LABELS: Record<StockFilter | 'all', string> = {
  all: 'Any stock',
  in: 'In stock',
  low: 'Low (below the minimum order)',
  out: 'Out of stock',
  short: 'Short (low or out of stock)',
};

/** Every category, tops first, each followed by its sub-categories (a top includes them). */
function categoryOptions(tree: CategoryTree) {
  return [
    { value: '', label: 'All categories' },
    ...tree.flatMap((top) => [
      { value: top.slug, label: top.name },
      ...top.children.map((child) => ({ value: child.slug, label: `${top.name} › ${child.name}` })),
    ]),
  ];
}

/** All Products' filters, kept in the URL; the download takes the same ones. */
export function ProductsFilters({
  search,
  categories,
  onChange,
}: {
  search: ProductsSearch;
  categories: CategoryTree;
  onChange: (filters: Partial<ProductsSearch>, replace?: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
      <SearchBox
        label="Search by part number or name"
        value={search.q}
        onSearch={(text) => onChange({ q: text }, true)}
      />
      <SelectField
        label="Category"
        value={search.category ?? ''}
        options={categoryOptions(categories)}
        onChange={(slug) => onChange({ category: slug || undefined })}
      />
      <SelectField
        label="Stock"
        value={search.stock ?? 'all'}
        options={(['all', ...STOCK_FILTERS] as const).map((value) => ({ value, label: STOCK_LABELS[value] }))}
        onChange={(stock) => onChange({ stock: stock === 'all' ? undefined : stock })}
      />
    </div>
  );
}
