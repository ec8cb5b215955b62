import { catalogueCsvPath, formatCents, MESSAGES, type Product } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { DashboardPage } from '../../../../../components/dashboard-page';
import { ProductImage } from '../../../../../components/part-image';
import { Button } from '../../../../../components/ui/button';
import { buttonClasses } from '../../../../../components/ui/button-classes';
import { Dialog } from '../../../../../components/ui/dialog';
import { Spinner } from '../../../../../components/ui/spinner';
import type { TableColumn } from '../../../../../components/ui/table';
import { TruncatedText } from '../../../../../components/ui/truncated-text';
import { useListNavigation } from '../../../../../lib/list-search';
import { useAppContext } from '../../../../../lib/use-app-context';
import { useConfirmedDelete } from '../../../../../lib/use-confirmed-delete';
import { useDialogTarget } from '../../../../../lib/use-dialog-target';
import { TABLE_DESCRIPTION_LENGTH } from '../../../../../lib/web-constants';
import { EditProductForm } from './edit-product-form';
import { ProductsFilters } from './products-filters';
import { FilteredProducts, ProductsTable } from './products-table';
import { StockCell } from './stock-cell';

const route = getRouteApi('/_signedIn/dashboard/_admin/manageProducts');

/**
 * All Products (`/dashboard/manageProducts`): delete (the spec's 'cancel'), restock, reprice and correct. The
 * catalogue comes whole from the in-memory read model, newest first; the table shows it a page at a time (the page
 * in the URL), so a shop of hundreds of parts is not one table of hundreds of rows and pictures.
 */
export function AllProductsPage() {
  const { trpc } = useAppContext();
  const search = route.useSearch();
  const { paging, setFilters } = useListNavigation(search);
  const filter = { category: search.category, q: search.q, stock: search.stock };
  const filtered = Boolean(filter.category || filter.q || filter.stock);
  const editing = useDialogTarget<Product>();
  const categories = useSuspenseQuery(trpc.catalog.categories.queryOptions());
  const removal = useConfirmedDelete({
    mutation: trpc.admin.products.delete.mutationOptions(),
    invalidates: [trpc.catalog.pathKey()],
    question: MESSAGES.confirmDeleteProduct,
    cancelLabel: 'NO',
    describe: (product: Product) => `${product.name} leaves the shop; past orders keep their details.`,
  });

  const columns: TableColumn<Product>[] = [
    {
      header: 'Product Name',
      cell: (product) => (
        <span className="flex items-center gap-3">
          <ProductImage
            part={product}
            width={48}
            height={36}
            sizes="48px"
            decorative
            className="aspect-[4/3] max-w-12 shrink-0 rounded border border-graphite-200"
          />
          <span className="min-w-0">
            <TruncatedText text={product.name} />
            <span className="block font-mono text-xs font-normal text-graphite-600">
              <span className="sr-only">Part number </span>
              {product.partNumber}
            </span>
          </span>
        </span>
      ),
      className: 'font-medium text-graphite-900',
    },
    {
      header: 'Quantity',
      cell: (product) => <StockCell product={product} onRestock={editing.show} />,
      numeric: true,
      width: 'w-36',
    },
    {
      header: 'Minimum order quantity',
      cell: (product) => product.minimumOrderQuantity,
      numeric: true,
      width: 'w-28',
    },
    { header: 'Price', cell: (product) => formatCents(product.priceCents), numeric: true, width: 'w-28' },
    {
      header: 'Description',
      cell: (product) => <TruncatedText text={product.description} maxLength={TABLE_DESCRIPTION_LENGTH} />,
      width: 'w-44',
    },
    {
      header: 'Action',
      width: 'w-44',
      cell: (product) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Edit ${product.name}`}
            onClick={() => editing.show(product)}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={`cancel ${product.name}`}
            onClick={() => removal.ask(product)}
          >
            cancel
          </Button>
        </div>
      ),
    },
  ];

  return (
    <DashboardPage title="All Products" intro="Restock, reprice, correct or remove the parts in the shop.">
      <ProductsFilters search={search} categories={categories.data} onChange={setFilters} />
      <div className="flex flex-wrap justify-end gap-2">
        <Link to="/dashboard/importProducts" className={buttonClasses({ variant: 'secondary' })}>
          Import CSV
        </Link>
        <Link to="/dashboard/bulkPictures" className={buttonClasses({ variant: 'secondary' })}>
          Add pictures in bulk
        </Link>
        <a href={catalogueCsvPath(filter)} download className={buttonClasses({ variant: 'secondary' })}>
          Download catalogue (CSV)
        </a>
      </div>
      <Suspense fallback={<Spinner label="Filtering the parts" />}>
        {filtered ? (
          <FilteredProducts filter={filter} paging={paging} columns={columns} />
        ) : (
          <ProductsTable keptIds={null} paging={paging} columns={columns} />
        )}
      </Suspense>
      {removal.dialog}
      <Dialog open={editing.open} title={`Edit ${editing.target?.name ?? 'product'}`} onClose={editing.close}>
        {editing.target && (
          <EditProductForm key={editing.opening} product={editing.target} onDone={editing.close} />
        )}
      </Dialog>
    </DashboardPage>
  );
}
