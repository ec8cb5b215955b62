import { MESSAGES } from '@partsmith/contracts';
import { isBelowMinimum } from './is-below-minimum';

const WARNING =
  'rounded-md border border-accent-100 bg-accent-50 px-3 py-2 text-sm font-medium text-accent-800';

/**
 * Said while a product form holds less stock than its minimum order (it may still be saved): the shop would list
 * the part as out of stock. A live region that is always there, so the warning is announced when it appears.
 */
export function BelowMinimumWarning({ quantity, minimum }: { quantity: unknown; minimum: unknown }) {
  const below = isBelowMinimum(quantity, minimum);
  return (
    <p role="status" className={below ? WARNING : 'sr-only'}>
      {below ? MESSAGES.productBelowMinimum : ''}
    </p>
  );
}
