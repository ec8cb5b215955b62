import { MESSAGES } from '@partsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { forgetOrderAgain, orderAgainNoticeQuery } from '../../../lib/order-again-notice';
import { useAppContext } from '../../../lib/use-app-context';

/** What "Order again" put in the cart, and each line it changed or left out, until the buyer dismisses it. */
export function OrderAgainNotice() {
  const { queryClient } = useAppContext();
  const { data: answer } = useQuery(orderAgainNoticeQuery);
  if (!answer) return null;
  return (
    <section
      aria-labelledby="order-again-notice"
      className="space-y-2 rounded-md border border-accent-700 bg-white p-4 text-graphite-800"
    >
      <h2 id="order-again-notice" className="font-semibold">
        {answer.changes.length > 0
          ? `${MESSAGES.orderAgainAdded}, with these changes:`
          : `${MESSAGES.orderAgainAdded}.`}
      </h2>
      {answer.changes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {answer.changes.map((change) => (
            <li key={change.partName}>
              {change.partName}:{' '}
              {change.to === 0 ? `${change.from} not added` : `${change.from} → ${change.to}`} (
              {change.reason})
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="text-sm font-medium text-accent-700 hover:underline"
        onClick={() => forgetOrderAgain(queryClient)}
      >
        Dismiss
      </button>
    </section>
  );
}
