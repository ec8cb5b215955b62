import { CatchBoundary } from '@tanstack/react-router';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { QueryError } from '../../../../components/query-error';
import { Spinner } from '../../../../components/ui/spinner';
import { afterNextPaint } from '../../../../lib/after-next-paint';
import { LAZY_CHUNK_TIMEOUT_MS } from '../../../../lib/web-constants';
import { withTimeout } from '../../../../lib/with-timeout';

/** The form's code (zod, react-hook-form and the contracts' schemas) is the page's largest chunk. */
const OrderForm = lazy(() =>
  withTimeout(import('./order-form'), LAZY_CHUNK_TIMEOUT_MS).then((module) => ({
    default: module.OrderForm,
  })),
);

/**
 * The order form, asked for once the part is on screen: its picture and facts paint without waiting for the
 * form's code, which then loads alone instead of sharing the network and the main thread with them (decision
 * 0034). Until it arrives, a frame of the form's size holds its place, so nothing below it moves.
 */
export function LazyOrderForm(props: ComponentProps<typeof OrderForm>) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return (
    <CatchBoundary
      getResetKey={() => 'order-form'}
      errorComponent={() => (
        <QueryError message="The order form could not load." onRetry={() => window.location.reload()} />
      )}
    >
      <Suspense fallback={<OrderFormPending />}>
        {painted ? <OrderForm {...props} /> : <OrderFormPending />}
      </Suspense>
    </CatchBoundary>
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
