import { Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../../../../components/query-error';
import { Spinner } from '../../../../components/ui/spinner';
import { afterNextPaint } from '../../../../lib/after-next-paint';
import { lazyComponent } from '../../../../lib/lazy-component';
import type { OrderFormProps } from './order-form';

/** The form's code (zod, react-hook-form and the contracts' schemas) is the page's largest chunk. */
const OrderForm = lazyComponent(() => import('./order-form').then((module) => module.OrderForm));

/**
 * The order form, asked for once the part is on screen: its picture and facts paint without waiting for the
 * form's code, which then loads alone instead of sharing the network and the main thread with them (decision
 * 0034). Until it arrives, a frame of the form's size holds its place, so nothing below it moves.
 */
export function LazyOrderForm(props: OrderFormProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return (
    <ChunkBoundary what="order form">
      <Suspense fallback={<OrderFormPending />}>
        {painted ? <OrderForm {...props} /> : <OrderFormPending />}
      </Suspense>
    </ChunkBoundary>
  );
}

/** Heights measured from the form at 390 px (one column) and from 640 px up (name and email side by side). */
function OrderFormPending() {
  return (
    <div className="flex min-h-[42rem] items-center justify-center rounded-md border border-graphite-200 bg-white p-5 text-accent-700 sm:min-h-[34rem] sm:p-6">
      <Spinner size="lg" label="Loading the order form" />
    </div>
  );
}
