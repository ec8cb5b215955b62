import type { Order } from '@partsmith/contracts';
import { Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../../../../components/query-error';
import { Spinner } from '../../../../components/ui/spinner';
import { afterNextPaint } from '../../../../lib/after-next-paint';
import { lazyComponent } from '../../../../lib/lazy-component';
import type { OrderFormProps } from './order-form';

/**
 * The form's code (zod, react-hook-form and the contracts' schemas) is the page's largest chunk. What replaces it
 * once the order is placed (the order's contracts) is fetched with it, so the next steps never wait for the line.
 */
const OrderForm = lazyComponent(() => {
  void import('./order-placed');
  return import('./order-form').then((module) => module.OrderForm);
});
const OrderPlaced = lazyComponent(() => import('./order-placed').then((module) => module.OrderPlaced));

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

/** After a successful order, in place of the form: which order it is and the ways on. */
export function LazyOrderPlaced({ order }: { order: Order }) {
  return (
    <ChunkBoundary what="order's next steps">
      <Suspense fallback={<Spinner size="lg" label="Loading your order" />}>
        <OrderPlaced order={order} />
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
