import { createFileRoute } from '@tanstack/react-router';
import { AllOrdersPage } from './-components/all-orders-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/manageAllOrders')({
  component: AllOrdersPage,
});
