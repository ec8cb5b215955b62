import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAppContext } from '../../lib/use-app-context';
import { NAV_LINK_CLASSES } from './nav-links';

/**
 * The navbar's Cart link with how many parts the cart holds: one cheap, unbatched count (lib/trpc.ts), so every
 * page shows it without loading the cart page's code.
 */
export function CartLink({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { trpc } = useAppContext();
  const { data } = useQuery(trpc.cart.count.queryOptions());
  const count = data?.itemCount ?? 0;
  return (
    <Link
      to="/cart"
      className={`${NAV_LINK_CLASSES} inline-flex items-center gap-2 ${stacked ? 'text-base' : ''}`}
      onClick={onNavigate}
    >
      Cart
      {count > 0 && (
        <span className="min-w-6 rounded-full bg-accent-700 px-1.5 text-center text-xs font-bold text-white">
          {count}
          <span className="sr-only"> {count === 1 ? 'part' : 'parts'}</span>
        </span>
      )}
    </Link>
  );
}
