import { useQuery } from '@tanstack/react-query';
import { forgetMergeNotice, MERGED_CART, mergeNoticeQuery } from '../../../lib/cart-merge-notice';
import { useAppContext } from '../../../lib/use-app-context';

/** What the sign-in merge did, until the buyer dismisses it. */
export function MergeNotice() {
  const { queryClient } = useAppContext();
  const { data: changes } = useQuery(mergeNoticeQuery);
  if (!changes) return null;
  return (
    <section
      aria-labelledby="merge-notice"
      className="space-y-2 rounded-md border border-accent-700 bg-white p-4 text-graphite-800"
    >
      <h2 id="merge-notice" className="font-semibold">
        {changes.length > 0 ? `${MERGED_CART}:` : `${MERGED_CART}.`}
      </h2>
      {changes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {changes.map((change) => (
            <li key={change.partName}>
              {change.partName}: {change.from === change.to ? change.from : `${change.from} → ${change.to}`} (
              {change.reason})
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="text-sm font-medium text-accent-700 hover:underline"
        onClick={() => forgetMergeNotice(queryClient)}
      >
        Dismiss
      </button>
    </section>
  );
}
