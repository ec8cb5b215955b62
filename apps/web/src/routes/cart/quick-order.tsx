import { createFileRoute } from '@tanstack/react-router';
import { QuickOrderPage } from './-components/quick-order-page';

export const Route = createFileRoute('/cart/quick-order')({ component: QuickOrderPage });
