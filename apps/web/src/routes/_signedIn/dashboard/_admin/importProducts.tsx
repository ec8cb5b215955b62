import { createFileRoute } from '@tanstack/react-router';
import { ImportProductsPage } from './-components/import/import-products-page';

/** Import CSV, reached from Manage Products; its code is a route chunk loaded on the way there. */
export const Route = createFileRoute('/_signedIn/dashboard/_admin/importProducts')({
  component: ImportProductsPage,
});
